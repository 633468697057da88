import type { Page } from '@playwright/test';
import { everyEngine, expect, test } from './test';
import { executedActions, openedOrder } from './support';

// Checkout with the methods the sandbox offers per country (checkout-methods.html): schema-driven bank
// debits and local methods, and redirect methods that leave for the method's page and come back.

const countries = {
  DE: 'Germany (EUR)',
  NL: 'Netherlands (EUR)',
  US: 'United States (USD)',
  BR: 'Brazil (BRL)',
};

async function startCheckout(page: Page, country: keyof typeof countries): Promise<{ executionId: string }> {
  await page.goto('/checkout-methods.html');
  await page.getByLabel('Country').selectOption({ label: countries[country] });
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Choose how to pay' })).toBeFocused();
  return openedOrder(page);
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay / });
const reconciled = (page: Page) => page.getByRole('status').filter({ hasText: 'notification' });

test('SEPA Direct Debit: the mandate text is shown, and the payment is authorized once accepted', async ({
  page,
}) => {
  await startCheckout(page, 'DE');
  await page.getByRole('radio', { name: 'SEPA Direct Debit' }).check();
  await expect(page.getByText(/entitled to a refund from your bank/)).toBeVisible();
  await page.getByLabel('Account holder name').fill('Erika Mustermann');
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await payButton(page).click();
  await expect(page.getByText('Accept the mandate to pay by direct debit.')).toBeVisible();

  await page.getByRole('checkbox', { name: /I accept the SEPA Direct Debit mandate/ }).check();
  const sent = page.waitForRequest((request) => request.url().endsWith('/authorize'));
  await payButton(page).click();
  const item = ((await sent).postDataJSON() as { paymentComposition: Record<string, unknown>[] })
    .paymentComposition[0]!;
  expect(item).toMatchObject({
    paymentMethodCode: 'sepaDirectDebit',
    instrumentData: { account: { iban: 'DE89370400440532013000' }, mandate: { accepted: true } },
  });
  await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeVisible();
  await expect(reconciled(page)).toContainText('Authorized');
});

test('ACH: routing and account number, authorized', async ({ page }) => {
  await startCheckout(page, 'US');
  await page.getByRole('radio', { name: 'ACH bank debit' }).check();
  await page.getByLabel('Account holder name').fill('Jane Doe');
  await page.getByLabel('Routing number').fill('021000021');
  await page.getByLabel('Account number').fill('000123456789');
  await expect(page.getByLabel('Account type')).toHaveValue('checking');
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeVisible();
  await expect(reconciled(page)).toContainText('Authorized');
});

test('Pix: a wrong CPF is refused in the field and nothing is sent', async ({ page }) => {
  await startCheckout(page, 'BR');
  await page.getByRole('radio', { name: 'Pix' }).check();
  await page.getByLabel('Full name').fill('João Silva');
  const cpf = page.getByLabel('CPF');
  await cpf.fill('123.456.789-00');
  await cpf.blur();
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This CPF is not valid: check its last two digits.')).toBeVisible();
  let sent = 0;
  page.on('request', (request) => void (request.url().endsWith('/authorize') && sent++));
  await payButton(page).click();
  await expect(cpf).toBeFocused();
  expect(sent).toBe(0);

  await cpf.fill('529.982.247-25');
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeVisible();
});

test.describe('redirect methods', () => {
  async function leaveFor(page: Page, country: keyof typeof countries, method: string) {
    const { executionId } = await startCheckout(page, country);
    await page.getByRole('radio', { name: method }).check();
    await expect(page.getByText(`You will leave this page to pay with ${method}`)).toBeVisible();
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: method })).toBeVisible();
    return executionId;
  }

  test(
    'iDEAL approve: back on the return page, the outcome is read; a reload authorizes nothing more',
    everyEngine,
    async ({ page, request }) => {
      const executionId = await leaveFor(page, 'NL', 'iDEAL');
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page).toHaveURL(/\?order=.*&return=success/);
      await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeVisible();
      await expect(reconciled(page)).toContainText('Authorized');

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'This payment was already answered' })).toBeVisible();
      const actions = await executedActions(request, executionId);
      expect(actions.filter((action) => action.name === 'authorize')).toHaveLength(1);
    },
  );

  test('iDEAL cancel: back on the return page, the methods again, saying what happened', async ({ page }) => {
    await leaveFor(page, 'NL', 'iDEAL');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/return=cancel/);
    const notice = page.getByRole('alert').filter({ hasText: 'iDEAL' });
    await expect(notice).toHaveText(
      'You cancelled the payment with iDEAL. Nothing was charged: choose how to pay.',
    );
    await expect(notice).toBeFocused();
    await expect(page.getByRole('radio', { name: 'SEPA Direct Debit' })).toBeVisible();
  });

  test('iDEAL in a popup: approved there, the result shown here without leaving, authorized once', async ({
    page,
    request,
  }) => {
    const { executionId } = await startCheckout(page, 'NL');
    await page.getByRole('radio', { name: 'iDEAL' }).check();
    await page.getByLabel('Open the payment page in a popup window').check();
    const opened = page.waitForEvent('popup');
    await payButton(page).click();
    const popup = await opened;
    await expect(payButton(page)).toHaveAttribute('aria-busy', 'true');
    await popup.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeVisible();
    expect(popup.isClosed()).toBe(true);
    expect(page.url()).toMatch(/\/checkout-methods\.html$/);
    const actions = await executedActions(request, executionId);
    expect(actions.filter((action) => action.name === 'authorize')).toHaveLength(1);
  });

  test('PayPal approve', async ({ page }) => {
    await leaveFor(page, 'US', 'PayPal');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeVisible();
    await expect(reconciled(page)).toContainText('Authorized');
  });
});
