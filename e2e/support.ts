import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
 * Returns the execution the merchant server created, read from its client-init answer.
 */
export async function startPayout(page: Page, start: PayoutStart): Promise<{ executionId: string }> {
  await page.goto(`${start.page ?? '/payout.html'}${start.query ?? ''}`);
  await page.getByLabel('Country of your bank account').selectOption({ label: start.country });
  await page.getByLabel('Amount').fill(start.amount ?? '125.50');
  const session = page.waitForResponse((response) => response.url().endsWith('/api/payouts'));
  await page.getByRole('button', { name: 'Continue' }).click();
  const { config } = (await (await session).json()) as { config: { data: string } };
  await expect(page.getByRole('heading', { name: 'Where should we send the money?' })).toBeVisible();
  const decoded = JSON.parse(Buffer.from(config.data, 'base64').toString('utf8')) as {
    execution: { id: string };
  };
  return { executionId: decoded.execution.id };
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
