import type { Notification } from '../src/api/schemas/notification';

/** What the demo merchant knows of one payout or card payment, built only from signed notifications. */
export interface Order {
  merchantReference: string;
  /** The payout's bank-account country; absent for a card payment. */
  country?: string;
  amount: { value: string; currency: string };
  /** The platform's execution of a card payment: capture, cancel and refund act on it. */
  executionId?: string;
  /** The last status code a verified notification reported; `awaitingNotification` before any. */
  reconciledStatus: string;
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
    const status = notification.details.execution.status.at(-1)?.code ?? 'unknown';
    order.reconciledStatus = status;
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
