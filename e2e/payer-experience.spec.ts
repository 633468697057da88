import type { Page, Response } from '@playwright/test';
import { expect, test } from './test';
import { cardFields, cards, fillCard, hostings, payButton, startCheckout } from './checkout-support';
import { executedActions, merchantView, reconciledState, startPayout } from './support';

/*
 * What the payer sees around the SDK's elements, keyboard only: every wait shows that it is working
 * (the pressed button busy, a polite status line, and after a few seconds that the wait goes on), a
 * second press changes nothing, focus lands where the payer continues, and result screens speak to
 * the payer (no ids, codes or signatures: those are in the separate Merchant view).
 */

/** Holds requests matching `path` until released, so a test can look at the page while it waits. */
async function holdRequests(page: Page, path: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (route.request().method() === 'OPTIONS') return route.continue();
      held += 1;
      await released;
      await route.continue();
    },
  );
  return { release, count: () => held };
}

/** What the payer reads in the page's main region: never a code, an id or a signature. */
async function expectPayerTextClean(page: Page): Promise<void> {
  const text = await page.getByRole('main').innerText();
  expect(text).not.toMatch(/signature|notification|payout(Successful|Failed|Pending)|outcomeUnknown/i);
  expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
}

const busy = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('payout: busy states and focus, keyboard only', () => {
  test('Continue, Review payout and Pay out are busy while they wait; a second press does nothing', async ({
    page,
    request,
  }) => {
    // Three held waits, one of them past the "still working" mark: longer than one step.
    test.setTimeout(90_000);
    await page.goto('/payout.html');
    await page.getByLabel('Country of your bank account').selectOption({ label: 'Germany' });
    const session = await holdRequests(page, /\/api\/payouts$/);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/payouts'));
    await page.getByLabel('Amount').focus();
    await page.keyboard.press('Enter');
    await expect(busy(page, 'Continue')).toHaveAttribute('aria-busy', 'true');
    await expect(busy(page, 'Continue')).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Preparing the form…' })).toBeVisible();
    await page.keyboard.press('Enter');
    session.release();
    // The form rendered: the payer is in its first field, and one session was made.
    await expect(page.getByLabel('Account holder type')).toBeFocused();
    expect(session.count()).toBe(1);

    await page.keyboard.press('Tab');
    await page.keyboard.type('Erika Mustermann');
    await page.keyboard.press('Tab');
    await page.keyboard.type('DE89370400440532013000');
    const tokenize = await holdRequests(page, /\/payment\/instruments$/);
    await page.keyboard.press('Tab');
    await expect(busy(page, 'Review payout')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(busy(page, 'Review payout')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Checking your bank details…' })).toBeVisible();
    await page.keyboard.press('Enter');
    tokenize.release();
    await expect(page.getByRole('heading', { name: 'Confirm your payout' })).toBeFocused();
    expect(tokenize.count()).toBe(1);

    const executionId = await executionOf(await answered);
    const payout = await holdRequests(page, /\/payout$/);
    await page.keyboard.press('Tab');
    await expect(busy(page, 'Pay out')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(busy(page, 'Pay out')).toHaveAttribute('aria-busy', 'true');
    await expect(busy(page, 'Pay out')).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Sending your payout…' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(busy(page, 'Pay out')).toBeFocused();
    // A long wait says so, and asks the payer to stay.
    await expect(
      page.getByRole('status').filter({ hasText: 'Still working — do not close this page.' }),
    ).toBeVisible();
    payout.release();

    await expect(page.getByRole('heading', { name: 'Payout sent' })).toBeFocused();
    await expect(reconciledState(page)).toContainText('payoutSuccessful');
    expect((await executedActions(request, executionId)).filter((a) => a.name === 'payout')).toHaveLength(1);
  });

  test('Change bank account puts the payer back in the first field', async ({ page }) => {
    await startPayout(page, { country: 'Germany' });
    await expect(page.getByLabel('Account holder type')).toBeFocused();
    await page.getByLabel('Account holder name').fill('Erika Mustermann');
    await page.getByLabel('IBAN').fill('DE89370400440532013000');
    await page.getByRole('button', { name: 'Review payout' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Confirm your payout' })).toBeFocused();
    await page.getByRole('button', { name: 'Change bank account' }).press('Enter');
    await expect(page.getByLabel('Account holder type')).toBeFocused();
    await expect(page.getByLabel('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 00');
  });
});

/** The execution the merchant server's client init created, read from its answer to the page. */
async function executionOf(response: Response): Promise<string> {
  const { config } = (await response.json()) as { config: { data: string } };
  return (JSON.parse(Buffer.from(config.data, 'base64').toString('utf8')) as { execution: { id: string } })
    .execution.id;
}

test.describe('result screens a payer understands', () => {
  test('success: icon, one sentence, the next step; the merchant view alone names the notification', async ({
    page,
  }) => {
    await payOutGermanIban(page, '125.50');
    await expect(page.getByRole('heading', { name: 'Payout sent' })).toBeFocused();
    await expect(page.getByText('€125.50 is on its way to IBAN •••• 3000.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Make another payout' })).toBeVisible();
    await expect(reconciledState(page)).toContainText('signature verified');
    await expectPayerTextClean(page);
  });

  test('failure: what happened and what to try next', async ({ page }) => {
    await payOutGermanIban(page, '20.13');
    await expect(page.getByRole('heading', { name: 'Payout failed' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Try another account' })).toBeVisible();
    await expect(reconciledState(page)).toContainText('payoutFailed');
    await expectPayerTextClean(page);
  });

  test('pending: the wait ends after resultWaitMs with a clear message', async ({ page }) => {
    await payOutGermanIban(page, '40.17', '?wait=1500');
    await expect(page.getByRole('heading', { name: 'Payout pending' })).toBeFocused();
    await expect(
      page.getByRole('status').filter({ hasText: 'Waiting for your bank’s answer…' }),
    ).toBeVisible();
    await expect(
      page.getByRole('status').filter({
        hasText: 'Your bank has not answered yet. You can close this page: we will e-mail you the outcome.',
      }),
    ).toBeVisible();
    await expectPayerTextClean(page);
  });
});

async function payOutGermanIban(page: Page, amount: string, query = ''): Promise<void> {
  await page.goto(`/payout.html${query}`);
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Account holder name').fill('Erika Mustermann');
  await page.getByLabel('IBAN').fill('DE89370400440532013000');
  await page.getByRole('button', { name: 'Review payout' }).click();
  await page.getByRole('button', { name: 'Pay out' }).click();
}

for (const { hosting, path } of hostings) {
  test.describe(`card checkout (${hosting}): busy and focus`, () => {
    test('the card number has focus, Pay is busy while it waits, the result heading has focus', async ({
      page,
      request,
    }) => {
      const { executionId } = await startCheckout(page, { path });
      await expect(cardFields(page, hosting).getByLabel('Card number')).toBeFocused();
      await fillCard(page, hosting, cards.approved);
      const authorize = await holdRequests(page, /\/authorize$/);
      await payButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(payButton(page)).toHaveAttribute('aria-busy', 'true');
      await expect(payButton(page)).toBeDisabled();
      await expect(
        page.getByRole('status').filter({ hasText: 'Confirming the payment with your bank…' }),
      ).toBeVisible();
      await page.keyboard.press('Enter');
      authorize.release();

      await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeFocused();
      await expect(page.getByRole('link', { name: 'Start another checkout' })).toBeVisible();
      await expect(merchantView(page).getByRole('button', { name: 'Capture' })).toBeVisible();
      await expectPayerTextClean(page);
      expect(
        (await executedActions(request, executionId)).filter((a) => a.name === 'authorize'),
      ).toHaveLength(1);
    });
  });
}
