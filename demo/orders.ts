import type { Notification } from '../src/api/schemas/notification';

/** What the demo merchant knows of one payout or card payment, built only from signed notifications. */
export interface Order {
  merchantReference: string;
  /** The payout's bank-account country; absent for a card payment. */
  country?: string;
  amount: { value: string; currency: string };
  /** The platform's execution of the order (capture, cancel and refund act on a card payment's). */
  executionId?: string;
  /**
   * The newest status code verified notifications reported (by the platform's status time, not by
   * arrival); `awaitingNotification` before any.
   */
  reconciledStatus: string;
  /** The execution's status history as of `reconciledStatus`: how a later delivery is told from an older one. */
  reconciledHistory?: { time: string; length: number };
  notifications: { id: string; action: string; success: boolean; status: string; receivedAt: string }[];
}

/** The merchant's order book, in memory: a real merchant keeps this in its database. */
export class OrderBook {
  readonly #orders = new Map<string, Order>();
  readonly #seenEvents = new Set<string>();

  open(order: Pick<Order, 'merchantReference' | 'country' | 'amount' | 'executionId'>): Order {
    const created: Order = { ...order, reconciledStatus: 'awaitingNotification', notifications: [] };
    this.#orders.set(order.merchantReference, created);
    return created;
  }

  get(merchantReference: string): Order | undefined {
    return this.#orders.get(merchantReference);
  }

  /** Applies a verified notification once: the platform retries deliveries, so ids repeat. */
  reconcile(notification: Notification): 'applied' | 'duplicate' | 'unknown-order' {
    if (this.#seenEvents.has(notification.id)) return 'duplicate';
    const order = this.#orders.get(notification.details.execution.merchantReference);
    if (!order) return 'unknown-order';
    this.#seenEvents.add(notification.id);
    const history = notification.details.execution.status;
    const status = history.at(-1)?.code ?? 'unknown';
    // A delivery retried after a failure can arrive after a later one (a declined attempt's after the
    // payment that followed it): it joins the list, and the newer state stays.
    const reported = { time: history.at(-1)?.time ?? '', length: history.length };
    if (!order.reconciledHistory || isNewer(reported, order.reconciledHistory)) {
      order.reconciledStatus = status;
      order.reconciledHistory = reported;
    }
    order.notifications.push({
      id: notification.id,
      action: notification.details.action,
      success: notification.details.success,
      status,
      receivedAt: new Date().toISOString(),
    });
    return 'applied';
  }
}

/** Whether a status history is newer: a later last status, or as late and longer (same millisecond). */
function isNewer(
  reported: { time: string; length: number },
  known: { time: string; length: number },
): boolean {
  const [reportedMs, knownMs] = [Date.parse(reported.time), Date.parse(known.time)];
  return reportedMs > knownMs || (reportedMs === knownMs && reported.length > known.length);
}
