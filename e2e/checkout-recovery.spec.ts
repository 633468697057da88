import type { APIRequestContext, Page } from '@playwright/test';
import { cards, fillCard, payButton } from './checkout-support';
import { expect, test } from './test';
import { executedActions, reconciledState } from './support';

// Checkouts that do not go through at first: a payer who cancels or is declined on a redirect method's
// page comes back to the methods for the same order and pays another way, once; the return page shows
// nothing to press until it knows the outcome; the Merchant view follows every outcome, apart from
// the payer's steps.

/** The execution of the session the page's merchant server just created. */
async function executionOf(page: Page, start: () => Promise<void>): Promise<string> {
  const session = page.waitForResponse((response) => response.url().endsWith('/api/checkouts'));
  await start();
  const { config } = (await (await session).json()) as { config: { data: string } };
  const decoded = JSON.parse(Buffer.from(config.data, 'base64').toString('utf8')) as {
    execution: { id: string };
  };
  return decoded.execution.id;
}

/** Records, from the first script on, whether the order form's Continue button was ever on screen. */
async function watchForOrderForm(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = window as unknown as { orderFormShown: boolean };
    seen.orderFormShown = false;
    const look = () => {
      for (const button of document.querySelectorAll('button')) {
        if (button.textContent?.includes('Continue to payment') && button.checkVisibility()) {
          seen.orderFormShown = true;
        }
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

const orderFormShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { orderFormShown: boolean }).orderFormShown);

async function payBySepa(page: Page, iban: string): Promise<void> {
  await page.getByRole('radio', { name: 'SEPA Direct Debit' }).check();
  await page.getByLabel('Account holder name').fill('Erika Mustermann');
  await page.getByLabel('IBAN').fill(iban);
  await page.getByRole('checkbox', { name: /I accept the SEPA Direct Debit mandate/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
}

/**
 * The payer pays the order by SEPA Direct Debit after all: authorized once more on the same execution
 * (the failed attempt and this one), and the merchant's state only in its own panel, never in what the
 * payer reads.
 */
async function paySameOrderBySepa(
  page: Page,
  request: APIRequestContext,
  executionId: string,
): Promise<void> {
  await payBySepa(page, 'NL91 ABNA 0417 1643 00');
  await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeFocused();
  await expect(reconciledState(page)).toContainText(
    'Authorized (authorize notification, signature verified)',
  );
  await expect(page.getByRole('main')).not.toContainText('notification');
  const authorizations = (await executedActions(request, executionId)).filter(
    (action) => action.name === 'authorize',
  );
  expect(authorizations).toHaveLength(2);
}

test('drop-in: iDEAL cancelled, back to the methods for the same order, then SEPA pays it once', async ({
  page,
  request,
}) => {
  await page.goto('/checkout-drop-in.html');
  await page.getByLabel('Country').selectOption({ label: 'Netherlands (EUR)' });
  const executionId = await executionOf(page, () =>
    page.getByRole('button', { name: 'Continue to payment' }).click(),
  );
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByRole('button', { name: /with iDEAL$/ }).click();
  await expect(page.getByRole('heading', { name: 'iDEAL' })).toBeVisible();

  await watchForOrderForm(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/return=cancel/);
  const notice = page.getByRole('alert').filter({ hasText: 'iDEAL' });
  await expect(notice).toHaveText(
    'You cancelled the payment with iDEAL. Nothing was charged: choose how to pay.',
  );
  await expect(notice).toBeFocused();
  expect(await orderFormShown(page)).toBe(false);

  await paySameOrderBySepa(page, request, executionId);
});

test('every method: iDEAL declined, the methods again naming it, SEPA pays the same order once', async ({
  page,
  request,
}) => {
  await page.goto('/checkout-methods.html');
  await page.getByLabel('Country').selectOption({ label: 'Netherlands (EUR)' });
  const executionId = await executionOf(page, () =>
    page.getByRole('button', { name: 'Continue to payment' }).click(),
  );
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'iDEAL' })).toBeVisible();

  await watchForOrderForm(page);
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(/return=error/);
  const notice = page.getByRole('alert').filter({ hasText: 'iDEAL' });
  await expect(notice).toHaveText('The payment with iDEAL was declined. Choose another way to pay.');
  await expect(notice).toBeFocused();
  await expect(reconciledState(page)).toContainText('Authorization failed');
  expect(await orderFormShown(page)).toBe(false);

  await paySameOrderBySepa(page, request, executionId);
});

test('script-tag checkout: a declined card, then an approved one; the Merchant view follows both', async ({
  page,
}) => {
  await page.goto('/script-tag-checkout.html');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  await fillCard(page, 'secure-fields', cards.declined);
  await payButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toHaveText(
    'Your bank declined the card. Try another card.',
  );
  await expect(reconciledState(page)).toContainText('Authorization failed (authorize notification');

  await fillCard(page, 'secure-fields', cards.approved);
  await payButton(page).click();
  await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeFocused();
  await expect(reconciledState(page)).toContainText(
    'Authorized (authorize notification, signature verified)',
  );
});
