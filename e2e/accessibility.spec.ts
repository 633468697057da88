import { ar as demoAr } from '../demo/merchant/i18n/ar.js';
import { ar as payoutAr } from '../src/i18n/payout-ar';
import { everyEngine, expect, test } from './test';
import { executedActions, openedOrder, startPayout } from './support';

const payoutsOf = async (request: Parameters<typeof executedActions>[0], executionId: string) =>
  (await executedActions(request, executionId)).filter((action) => action.name === 'payout');

test.describe('the payout form for everyone', () => {
  test(
    'a keyboard-only payer completes the payout without a mouse',
    everyEngine,
    async ({ page, request }) => {
      const { executionId } = await startPayout(page, { country: 'Germany' });
      await page.getByLabel('Account holder type').focus();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Account holder name')).toBeFocused();
      await page.keyboard.type('Erika Mustermann');
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('IBAN')).toBeFocused();
      await page.keyboard.type('de89370400440532013000');
      await expect(page.getByLabel('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 00');
      await page.keyboard.press('Enter');

      await expect(page.getByRole('heading', { name: 'Confirm your payout' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Pay out' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Payout sent' })).toBeFocused();
      expect(await payoutsOf(request, executionId)).toHaveLength(1);
    },
  );

  test('errors are announced and focus moves to the first field to fix', async ({ page }) => {
    await startPayout(page, { country: 'United Kingdom' });
    await page.getByLabel('Account holder name').fill('John Smith');
    await page.getByLabel(/sort code/i).fill('40478');
    await page.getByRole('button', { name: 'Review payout' }).click();

    await expect(page.getByLabel(/sort code/i)).toBeFocused();
    await expect(page.getByLabel(/sort code/i)).toHaveAttribute('aria-invalid', 'true');
    const errorId = (await page.getByLabel(/sort code/i).getAttribute('aria-describedby'))?.split(' ').at(-1);
    await expect(page.locator(`#${errorId}`)).not.toBeEmpty();
    await expect(page.locator('rk-bank-account [aria-live="polite"]')).toContainText(/2|sort code/i);
  });

  test(
    'an Arabic payer pays out right to left, reading every step in Arabic',
    everyEngine,
    async ({ page, request }) => {
      await page.goto('/payout.html?lang=ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByLabel(demoAr['payout.amount']).fill('25.00');
      await page.getByRole('button', { name: demoAr['payout.continue'], exact: true }).click();
      const holderName = page.getByLabel(payoutAr['field.holder.name.label'], { exact: true });
      await expect(holderName).toBeVisible();
      await expect(page.locator('rk-bank-account form')).toHaveCSS('direction', 'rtl');
      await expect(page.locator('rk-bank-account form')).toHaveAttribute('lang', 'ar');
      const { executionId } = await openedOrder(page);

      await holderName.fill('Erika Mustermann');
      await page
        .getByLabel(payoutAr['field.account.iban.label'], { exact: true })
        .fill('DE89370400440532013000');
      await page.getByRole('button', { name: demoAr['payout.review'] }).click();
      await expect(page.getByRole('heading', { name: demoAr['payout.confirm.title'] })).toBeFocused();
      await page.getByRole('button', { name: demoAr['payout.payOut'], exact: true }).click();
      await expect(page.getByRole('heading', { name: demoAr['payout.success.title'] })).toBeFocused();
      expect(await payoutsOf(request, executionId)).toHaveLength(1);
    },
  );
});
