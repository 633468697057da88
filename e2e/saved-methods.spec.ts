import type { Page } from '@playwright/test';
import { cards, fillCard, payButton } from './checkout-support';
import { executedActions, openedOrder } from './support';
import { everyEngine, expect, test } from './test';

// Saved methods on the drop-in page (checkout-drop-in.html), driven by label and role: the payer saves
// what they pay with only when they tick it, the next checkout lists it first, and the payer removes it
// in two steps. Each test is a customer of its own (`?customer=`), so nothing saved leaks into others.

const customer = () => `customer-saved-${crypto.randomUUID().slice(0, 8)}`;

async function startCheckout(page: Page, who: string): Promise<void> {
  await page.goto(`/checkout-drop-in.html?customer=${who}`);
  await page.getByLabel('Country').selectOption({ label: 'Germany (EUR)' });
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: /^Pay .* for your order$/ })).toBeFocused();
}

async function paidNow(page: Page): Promise<void> {
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeFocused();
}

/** Removes the chosen saved method after its question, checking where focus goes at each step. */
async function removeSaved(page: Page, radio: string, name: string): Promise<void> {
  await page.getByRole('radio', { name: radio }).check();
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expect(
    page.getByRole('group', {
      name: `Remove ${name} from your saved payment methods? You can save it again when you pay.`,
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  const alert = page
    .getByRole('alert')
    .filter({ hasText: `${name} was removed from your saved payment methods.` });
  await expect(alert).toBeFocused();
  await expect(page.getByRole('radio', { name: radio })).toHaveCount(0);
}

test(
  'a payer saves a card and a SEPA mandate, removes both after the question, and the next checkout offers neither',
  everyEngine,
  async ({ page, request }) => {
    const who = customer();
    await startCheckout(page, who);
    const { executionId } = await openedOrder(page);
    await page.getByRole('radio', { name: 'Card', exact: true }).check();
    await fillCard(page, 'secure-fields', cards.approved);
    const save = page.getByRole('checkbox', { name: 'Save for my next payments' });
    await expect(save).not.toBeChecked();
    await save.check();
    await paidNow(page);
    const authorizations = (await executedActions(request, executionId)).filter(
      (a) => a.name === 'authorize',
    );
    expect(authorizations).toHaveLength(1);

    await startCheckout(page, who);
    await page.getByRole('radio', { name: 'SEPA Direct Debit', exact: true }).check();
    await page.getByLabel('Account holder name').fill('Erika Mustermann');
    await page.getByLabel('IBAN', { exact: true }).fill('DE89 3704 0044 0532 0130 00');
    await page.getByRole('checkbox', { name: /I accept the SEPA Direct Debit mandate/ }).check();
    await page.getByRole('checkbox', { name: 'Save for my next payments' }).check();
    await paidNow(page);

    await startCheckout(page, who);
    const radios = page.getByRole('radio');
    await expect(radios.nth(0)).toHaveAccessibleName('Saved card: Visa •••• 1111');
    await expect(radios.nth(1)).toHaveAccessibleName('Saved SEPA Direct Debit: IBAN •••• 3000');
    await removeSaved(page, 'Saved card: Visa •••• 1111', 'Visa •••• 1111');
    await removeSaved(page, 'Saved SEPA Direct Debit: IBAN •••• 3000', 'IBAN •••• 3000');

    await startCheckout(page, who);
    await expect(page.getByRole('radio', { name: 'Card', exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Saved / })).toHaveCount(0);
  },
);

test('a payer saves PayPal on its page, and the next order pays with it without leaving the shop', async ({
  page,
}) => {
  const who = customer();
  await startCheckout(page, who);
  await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Save for my next payments' }).check();
  await payButton(page).click();
  await expect(page.getByText(/Approve also sets up a billing agreement with PayPal/)).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeVisible();

  await startCheckout(page, who);
  const redirects: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame.url().includes('/sandbox/redirect/')) redirects.push(frame.url());
  });
  const saved = page.getByRole('radio', { name: /^Saved PayPal: c•••\w@sandbox\.railkit\.dev$/ });
  await saved.check();
  await paidNow(page);
  expect(redirects).toEqual([]);
});
