import type { OperationHost } from './operations';
import type { RedirectPopup } from './redirect-popup';

/**
 * What authorize pays with, besides the card element it knows itself: `railkit/checkout` registers a
 * source per request key (`method`, `paymentMethod`), so a card-only bundle carries none of their code.
 */

/** The method's part of `paymentComposition[0]` (spec 4.2), without the amount authorize adds. */
export interface PaymentComposition {
  item: Record<string, unknown>;
  /** What identifies the payer's choice: the same choice again is a retry of the same user action. */
  fingerprint: unknown;
  /** The payer leaves the page for `links.consumerWait` (a redirect method). */
  redirect?: boolean;
  /**
   * Opens the redirect method's popup for `redirect: 'popup'`; undefined when the browser blocked it
   * and the page may leave for the method instead (`canLeave`: there is a `returnInfo` to come back to).
   */
  openPopup?: (canLeave: boolean) => RedirectPopup | undefined;
}

export interface PaymentSource {
  /** Validates (a form shows its errors and rejects with a ValidationError) and composes the item. */
  compose(): Promise<PaymentComposition>;
}

/** Makes the source of a request's value; throws `options.invalid` when the value is not usable. */
export type PaymentSourceFactory = (value: unknown, host: OperationHost) => PaymentSource;

const factories = new Map<string, PaymentSourceFactory>();

export function registerPaymentSource(requestKey: string, factory: PaymentSourceFactory): void {
  factories.set(requestKey, factory);
}

export function paymentSourceFactory(requestKey: string): PaymentSourceFactory | undefined {
  return factories.get(requestKey);
}
