import { everyEngine, expect, test } from './test';
import { executedActions, openedOrder, reconciledState } from './support';

// The framework pages (react.html with railkit/react under StrictMode, vue.html with railkit/vue), as
// a payer drives them, by label and role: a payout, then SEPA Direct Debit in the drop-in, with the
// Merchant view reconciled from the platform's notifications. Under the strict CSP, with a clean console.

for (const [framework, title] of [
  ['react', 'React app'],
  ['vue', 'Vue app'],
] as const) {
  test(
    `${title}: a payout, then SEPA Direct Debit in the drop-in`,
    everyEngine,
    async ({ page, request }) => {
      await page.goto(`/${framework}.html`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Where should we send the money?' })).toBeFocused();
      const { executionId } = await openedOrder(page);
      await page.getByLabel('Account holder name').fill('Zoë Müller');
      await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
      await page.getByRole('button', { name: 'Pay out' }).click();
      await expect(page.getByRole('heading', { name: 'Payout sent' })).toBeFocused();
      const payouts = (await executedActions(request, executionId)).filter(
        (action) => action.name === 'payout',
      );
      expect(payouts).toHaveLength(1);

      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByRole('heading', { name: /^Pay .* for your order$/ })).toBeFocused();
      await page.getByRole('radio', { name: 'SEPA Direct Debit' }).check();
      await page.getByLabel('Account holder name').fill('Erika Mustermann');
      await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
      await page.getByRole('checkbox', { name: /I accept the SEPA Direct Debit mandate/ }).check();
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeFocused();
      await expect(reconciledState(page)).toContainText('Authorized');
    },
  );
}
