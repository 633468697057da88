import type { Page } from '@playwright/test';
import { executedActions, openedOrder, tabTo } from './support';
import { everyEngine, expect, test } from './test';

// The drop-in (checkout-drop-in.html): keyboard only from the country to the result, and the wallets.
// Headless Chromium has no wallet, so the Google Pay tests inject a stand-in PaymentRequest before the
// page loads (the only stub: the sheet is the browser's); everything after the sheet is the real SDK,
// demo server and sandbox.

const reconciled = (page: Page) => page.getByRole('status').filter({ hasText: 'notification' });

async function startCheckout(page: Page, country: string): Promise<void> {
  await page.goto('/checkout-drop-in.html');
  await page.getByLabel('Country').selectOption({ label: country });
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: /^Pay .* for your order$/ })).toBeFocused();
}

/** A wallet sheet that answers with the sandbox's Google Pay test token, or is dismissed on demand. */
async function stubWalletSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const stub = window as unknown as { dismissSheet: boolean };
    stub.dismissSheet = false;
    class SheetStandIn {
      canMakePayment = async () => true;
      show = async () => {
        if (stub.dismissSheet) throw new DOMException('The payer closed the sheet.', 'AbortError');
        const tokenizationData = { token: 'rk_test_googlepay_token' };
        return { details: { paymentMethodData: { tokenizationData } }, complete: async () => undefined };
      };
    }
    Object.defineProperty(window, 'PaymentRequest', { value: SheetStandIn, configurable: true });
  });
}

test(
  'keyboard only: choose SEPA Direct Debit with the arrows, fill it, pay, and read the result',
  everyEngine,
  async ({ page, request }) => {
    await page.goto('/checkout-drop-in.html');
    await page.getByLabel('Country').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Pay .* for your order$/ })).toBeFocused();
    const { executionId } = await openedOrder(page);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const sepa = page.getByRole('radio', { name: 'SEPA Direct Debit' });
    await expect(sepa).toBeChecked();
    await expect(sepa).toBeFocused();
    await expect(page.getByLabel('Account holder name')).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Account holder name')).toBeFocused();
    await page.keyboard.type('Erika Mustermann');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('IBAN')).toBeFocused();
    await page.keyboard.type('DE89 3704 0044 0532 0130 00');
    const mandate = page.getByRole('checkbox', { name: /I accept the SEPA Direct Debit mandate/ });
    await tabTo(page, mandate);
    await page.keyboard.press('Space');
    await expect(mandate).toBeChecked();
    const pay = page.getByRole('button', { name: /^Pay / });
    await tabTo(page, pay);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeFocused();
    await expect(reconciled(page)).toContainText('Authorized');
    const authorizations = (await executedActions(request, executionId)).filter(
      (a) => a.name === 'authorize',
    );
    expect(authorizations).toHaveLength(1);
  },
);

test('Google Pay as an express button above the list: dismissed, said so; pressed again, it pays once', async ({
  page,
}) => {
  await stubWalletSheet(page);
  await startCheckout(page, 'United States (USD)');
  // One press to the sheet: a button of its own above the methods, not one more radio to choose first.
  const pay = page.getByRole('button', { name: /^Pay .* with Google Pay$/ });
  const methods = page.getByRole('group', { name: 'Payment method' });
  await expect(pay).toBeVisible();
  await expect(methods.getByRole('radio', { name: 'Google Pay' })).toHaveCount(0);
  expect((await pay.boundingBox())!.y).toBeLessThan((await methods.boundingBox())!.y);

  await page.evaluate(() => ((window as unknown as { dismissSheet: boolean }).dismissSheet = true));
  await pay.click();
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('You cancelled the payment with Google Pay.');
  await expect(notice).toBeFocused();

  await page.evaluate(() => ((window as unknown as { dismissSheet: boolean }).dismissSheet = false));
  const sent = page.waitForRequest((request) => request.url().endsWith('/authorize'));
  await pay.click();
  const item = ((await sent).postDataJSON() as { paymentComposition: Record<string, unknown>[] })
    .paymentComposition[0]!;
  expect(item).toMatchObject({ paymentMethodCode: 'googlePay', paymentToken: 'rk_test_googlepay_token' });
  await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeFocused();
  await expect(reconciled(page)).toContainText('Authorized');
});

test('without the Payment Request API the wallets are hidden, with an event saying why', async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'PaymentRequest');
    const seen: unknown[] = [];
    (window as unknown as { walletsHidden: unknown[] }).walletsHidden = seen;
    document.addEventListener('rk-wallet-unavailable', (event) => seen.push((event as CustomEvent).detail));
  });
  await startCheckout(page, 'United States (USD)');
  await expect(page.getByRole('radio', { name: 'ACH bank debit' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { walletsHidden: unknown[] }).walletsHidden))
    .toEqual(
      expect.arrayContaining([
        { paymentMethodCode: 'googlePay', reason: 'unsupported' },
        { paymentMethodCode: 'applePay', reason: 'unsupported' },
      ]),
    );
  await expect(page.getByRole('radio', { name: 'Google Pay' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Apple Pay' })).toHaveCount(0);
});
