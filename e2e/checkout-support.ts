import { expect, type FrameLocator, type Page } from '@playwright/test';
import { openedOrder } from './support';

/** The two card hostings and their demo pages. */
export const hostings = [
  { hosting: 'in-page', path: '/checkout.html' },
  { hosting: 'secure-fields', path: '/checkout-secure.html' },
] as const;
export type Hosting = (typeof hostings)[number]['hosting'];

/** Sandbox card numbers (contract 10). */
export const cards = {
  approved: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0000 0000 3220',
} as const;

export interface CheckoutStart {
  path: string;
  /** The customer whose saved cards the session offers; a fresh one by default. */
  customer?: string;
}

/**
 * Opens a checkout page, starts the order as a customer would, and waits for the card form. Returns
 * the order and execution the merchant server created.
 */
export async function startCheckout(
  page: Page,
  start: CheckoutStart,
): Promise<{ executionId: string; merchantReference: string }> {
  await page.goto(start.path);
  await page
    .getByLabel('Customer reference')
    .fill(start.customer ?? `customer-${crypto.randomUUID().slice(0, 8)}`);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  return openedOrder(page);
}

/** Where the card fields are: the page itself, or the vault's secure-fields frame. */
export function cardFields(page: Page, hosting: Hosting): Page | FrameLocator {
  return hosting === 'in-page' ? page : page.frameLocator('iframe[title="Secure card details"]');
}

export async function fillCard(page: Page, hosting: Hosting, cardNumber: string): Promise<void> {
  const fields = cardFields(page, hosting);
  await fields.getByLabel('Card number').fill(cardNumber);
  await fields.getByLabel('Expiry date').fill('12 / 30');
  await fields.getByLabel('Security code').fill('737');
  await fields.getByLabel('Name on card').fill('Ada Lovelace');
}

export function payButton(page: Page) {
  return page.getByRole('button', { name: /^Pay / });
}

/** The 3-D Secure dialog and the issuer's page inside it. */
export function challenge(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Confirm the payment with your bank' });
  return { dialog, issuer: page.frameLocator('rk-challenge iframe') };
}

/** The merchant's order state, as its server reconciled it from notifications. */
export function reconciled(page: Page) {
  return page.getByRole('complementary', { name: 'Merchant view' }).getByRole('status');
}
