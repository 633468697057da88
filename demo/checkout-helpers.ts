// What the demo's checkout pages share: calls to the demo merchant's server and how they show errors.
import type { AuthorizeResult, ClientInitResponse, PayoutResult } from '../src/index';
import { paymentStatusText } from './merchant/checkout-result.js';
import { t } from './merchant/texts.js';
import { renderMerchantView, watchOrder } from './merchant/ui.js';

export async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error((answer.error as string) ?? `The merchant server answered ${response.status}.`);
  return answer;
}

export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// What the framework pages (react.html, vue.html) share: their sessions, the result they show, and the
// Merchant view following the checkout's order.

/** The framework pages' payout: 25 EUR to a German account (the sandbox pays it out). */
export async function startPayout(): Promise<{ order: string; config: ClientInitResponse }> {
  const session = await post('/api/payouts', { country: 'DE', amount: { value: '25.00', currency: 'EUR' } });
  return { order: session.merchantReference as string, config: session.config as ClientInitResponse };
}

/** What the framework pages' checkout costs. */
export const checkoutAmount = { value: '49.90', currency: 'EUR' };

/** The framework pages' checkout in Germany, with every method the sandbox offers there. */
export async function startCheckout(
  customer: string,
): Promise<{ order: string; config: ClientInitResponse }> {
  const session = await post('/api/checkouts', { amount: checkoutAmount, country: 'DE', customer });
  return { order: session.merchantReference as string, config: session.config as ClientInitResponse };
}

/** The heading a payer reads after a payout. */
export function payoutOutcome(result: PayoutResult): string {
  if (result.code === 'outcomeUnknown') return t('payout.unknown.title');
  const titles = {
    success: 'payout.success.title',
    error: 'payout.failure.title',
    pending: 'payout.pending.title',
  } as const;
  return t(titles[result.status]);
}

/** The heading a payer reads after a payment; a decline or a cancel leaves the drop-in to choose again. */
export function paymentOutcome(result: AuthorizeResult): string | undefined {
  if (result.status === 'error') return undefined;
  return t(result.status === 'success' ? 'checkout.success.title' : 'checkout.pending.title');
}

type MerchantView = ReturnType<typeof renderMerchantView>;

const payoutEnds = ['payoutSuccessful', 'payoutFailed'];

/**
 * The Merchant view follows the payout `order` from the platform's signed notifications until it ends,
 * as the payout page's does.
 */
export function followPayout(order: string, merchant: MerchantView): Promise<unknown> {
  merchant.open(order);
  return watchOrder(order, {
    timeoutMs: 60_000,
    isDone: (current) => payoutEnds.includes(current.reconciledStatus),
    onOrder: (current) =>
      merchant.show(current, (reconciled, last) => [
        'merchant.payoutState',
        { status: reconciled.reconciledStatus, id: last.id.slice(0, 8) },
      ]),
  });
}

/**
 * The Merchant view follows `order` from the platform's signed notifications until it is paid: what the
 * merchant's server reconciles, whatever the browser's result said.
 */
export function followPayment(order: string, merchant: MerchantView): Promise<unknown> {
  merchant.open(order);
  return watchOrder(order, {
    timeoutMs: 120_000,
    isDone: (current) => current.reconciledStatus === 'authorizeSuccessful',
    onOrder: (current) =>
      merchant.show(current, (reconciled, last) => [
        'merchant.paymentState',
        { status: paymentStatusText(reconciled.reconciledStatus), action: last.action },
      ]),
  });
}
