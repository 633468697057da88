import { everyEngine, expect, test } from './test';
import { executedActions, reconciledState, reviewAndPayOut, startPayout } from './support';

test.describe('payout to a bank account', () => {
  test(
    'pays out to a German IBAN and the merchant reconciles it from the signed notification',
    everyEngine,
    async ({ page, request }) => {
      const { executionId } = await startPayout(page, { country: 'Germany' });
      await page.getByLabel('Account holder name').fill('Erika Mustermann');
      await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
      await page.getByRole('button', { name: 'Review payout' }).click();

      await expect(page.getByRole('heading', { name: 'Confirm your payout' })).toBeVisible();
      await expect(page.getByText(/3000/)).toBeVisible();
      await expect(page.getByText('DE89370400440532013000')).toHaveCount(0);
      await page.getByRole('button', { name: 'Pay out' }).click();

      await expect(page.getByRole('heading', { name: 'Payout sent' })).toBeVisible();
      await expect(reconciledState(page)).toContainText('payoutSuccessful');
      await expect(reconciledState(page)).toContainText('signature verified');
      expect((await executedActions(request, executionId)).filter((a) => a.name === 'payout')).toHaveLength(
        1,
      );
    },
  );

  test(
    'pays out to a US account with routing number and account type',
    everyEngine,
    async ({ page, request }) => {
      const { executionId } = await startPayout(page, { country: 'United States' });
      await page.getByLabel('Account holder name').fill('Jane Doe');
      await page.getByLabel(/routing number/i).fill('011000015');
      await page.getByLabel(/account number/i).fill('123456789');
      await page.getByLabel(/account type/i).selectOption({ label: 'Checking' });
      await reviewAndPayOut(page);

      await expect(page.getByRole('heading', { name: 'Payout sent' })).toBeVisible();
      await expect(reconciledState(page)).toContainText('payoutSuccessful');
      expect((await executedActions(request, executionId)).filter((a) => a.name === 'payout')).toHaveLength(
        1,
      );
    },
  );

  test('a payout the bank refuses shows a clear error', async ({ page }) => {
    await startPayout(page, { country: 'Germany', amount: '20.13' });
    await page.getByLabel('Account holder name').fill('Erika Mustermann');
    await page.getByLabel('IBAN').fill('DE89370400440532013000');
    await reviewAndPayOut(page);

    await expect(page.getByRole('heading', { name: 'Payout failed' })).toBeFocused();
    await expect(page.getByText('Your bank could not accept this payout.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try another account' })).toBeVisible();
    await expect(reconciledState(page)).toContainText('payoutFailed');
  });

  test('invalid input shows field errors and sends nothing', async ({ page }) => {
    await startPayout(page, { country: 'Germany' });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/payment/instruments'))
        sent.push(request.url());
    });
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await page.getByRole('button', { name: 'Review payout' }).click();

    await expect(page.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Account holder name')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page
        .getByText(/IBAN/)
        .filter({ hasText: /check|valid/i })
        .first(),
    ).toBeVisible();
    await expect(page.getByLabel('Account holder name')).toBeFocused();
    expect(sent).toEqual([]);
  });

  test('a double click on Pay out executes one payout', async ({ page, request }) => {
    const { executionId } = await startPayout(page, { country: 'Germany' });
    const payoutKeys: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/payout')) {
        payoutKeys.push(sent.headers()['x-idempotency-key'] ?? 'none');
      }
    });
    await page.getByLabel('Account holder name').fill('Erika Mustermann');
    await page.getByLabel('IBAN').fill('DE89370400440532013000');
    await page.getByRole('button', { name: 'Review payout' }).click();
    await page.getByRole('button', { name: 'Pay out' }).dblclick();

    await expect(page.getByRole('heading', { name: 'Payout sent' })).toBeVisible();
    await expect(reconciledState(page)).toContainText('payoutSuccessful');
    // The sandbox would refuse a second payout (409) anyway: the SDK must not even send one.
    expect(payoutKeys).toHaveLength(1);
    const payouts = (await executedActions(request, executionId)).filter(
      (action) => action.name === 'payout',
    );
    expect(payouts.map((payout) => payout.idempotencyKey)).toEqual(payoutKeys);
  });

  test(
    'the script-tag build runs the same journey without a bundler',
    everyEngine,
    async ({ page, request }) => {
      const { executionId } = await startPayout(page, {
        country: 'United Kingdom',
        page: '/script-tag.html',
      });
      await page.getByLabel('Account holder name').fill('John Smith');
      await page.getByLabel(/sort code/i).fill('40-47-84');
      await page.getByLabel(/account number/i).fill('70872490');
      await reviewAndPayOut(page);

      await expect(page.getByRole('heading', { name: 'Payout sent' })).toBeVisible();
      await expect(reconciledState(page)).toContainText('payoutSuccessful');
      expect((await executedActions(request, executionId)).filter((a) => a.name === 'payout')).toHaveLength(
        1,
      );
    },
  );
});
