import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The demo's sandbox: default ports and test credentials from the contract. */
export const sandboxApiUrl = `http://127.0.0.1:${process.env.RAILKIT_SANDBOX_PORT ?? 4010}`;
const sandboxApiKey = process.env.RAILKIT_SANDBOX_API_KEY ?? 'sk_test_demo';

export interface PayoutStart {
  country: string;
  amount?: string;
  page?: '/payout.html' | '/script-tag.html';
  /** The demo page's options, e.g. `?wait=1500` for how long the payer's result waits for a final state. */
  query?: string;
}

/**
 * Opens the demo, picks the country and amount as a customer would, and waits for the bank-account form.
 * Returns the execution the merchant server created for the order.
 */
export async function startPayout(page: Page, start: PayoutStart): Promise<{ executionId: string }> {
  await page.goto(`${start.page ?? '/payout.html'}${start.query ?? ''}`);
  await page.getByLabel('Country of your bank account').selectOption({ label: start.country });
  await page.getByLabel('Amount').fill(start.amount ?? '125.50');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Where should we send the money?' })).toBeVisible();
  const { executionId } = await openedOrder(page);
  return { executionId };
}

/**
 * The order the page opened, as the merchant's server keeps it: its reference from the Merchant view,
 * then the server's record of it (read from Node, as the merchant's staff would look it up).
 */
export async function openedOrder(page: Page): Promise<{ merchantReference: string; executionId: string }> {
  // By its id, not the panel's name: the Merchant view speaks the page's language.
  const reference = page.locator('aside #merchant-order');
  await expect(reference).toHaveText(/^\S+-\w{8}$/);
  const merchantReference = (await reference.textContent())!;
  const answer = await fetch(new URL(`/api/orders/${merchantReference}`, page.url()));
  expect(answer.status, `the merchant's server knows order ${merchantReference}`).toBe(200);
  const { executionId } = (await answer.json()) as { executionId: string };
  return { merchantReference, executionId };
}

/** What the sandbox executed for this execution: the ground truth for "money moves exactly once". */
export async function executedActions(request: APIRequestContext, executionId: string) {
  const response = await request.get(`${sandboxApiUrl}/sandbox/executions/${executionId}/actions`, {
    headers: { 'x-api-key': sandboxApiKey },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { actions: { name: string; idempotencyKey: string }[] }).actions;
}

export async function reviewAndPayOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Review payout' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your payout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay out' }).click();
}

/** The demo's "Merchant view" panel: the order as the merchant's server reconciled it from notifications. */
export function merchantView(page: Page) {
  return page.getByRole('complementary', { name: 'Merchant view' });
}

/** The merchant's reconciled state, in its panel (a live region of its own). */
export function reconciledState(page: Page) {
  return merchantView(page).getByRole('status');
}

/** Presses Tab until `target` has focus (a few presses at most), as a keyboard user moves on. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 4; presses += 1) {
    const focused = await target.evaluate((element) => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active === element;
    });
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
