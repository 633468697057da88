import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../src/api/schemas/notification';
import { OrderBook } from './orders';

const executionId = randomUUID();

/** A signed notification's body as the platform sends it, for one action on order-1's execution. */
function notification(
  action: string,
  success: boolean,
  statuses: [code: string, time: string][],
): Notification {
  return {
    id: randomUUID(),
    event: 'executionActionCompleted',
    time: statuses.at(-1)![1],
    details: {
      action,
      actionId: randomUUID(),
      success,
      execution: {
        id: executionId,
        workflowCode: 'checkout',
        merchantReference: 'order-1',
        status: statuses.map(([code, time]) => ({
          code,
          time,
        })) as Notification['details']['execution']['status'],
      },
    },
  };
}

describe('the demo merchant reconciles an order from notifications', () => {
  const created: [string, string] = ['created', '2026-11-26T10:00:00.000Z'];
  const declined: [string, string] = ['authorizeFailed', '2026-11-26T10:00:05.000Z'];
  const authorized: [string, string] = ['authorizeSuccessful', '2026-11-26T10:00:09.000Z'];

  it('keeps the newest state when a retried delivery of an older one arrives last', () => {
    const orders = new OrderBook();
    orders.open({ merchantReference: 'order-1', amount: { value: '10.00', currency: 'EUR' } });
    const late = notification('authorize', false, [created, declined]);
    expect(orders.reconcile(notification('authorize', true, [created, declined, authorized]))).toBe(
      'applied',
    );
    expect(orders.reconcile(late)).toBe('applied');
    const order = orders.get('order-1')!;
    expect(order.reconciledStatus).toBe('authorizeSuccessful');
    expect(order.notifications.map((item) => item.status)).toEqual([
      'authorizeSuccessful',
      'authorizeFailed',
    ]);
  });

  it('follows notifications that arrive in order, and applies a repeated delivery once', () => {
    const orders = new OrderBook();
    orders.open({ merchantReference: 'order-1', amount: { value: '10.00', currency: 'EUR' } });
    const first = notification('authorize', false, [created, declined]);
    expect(orders.reconcile(first)).toBe('applied');
    expect(orders.get('order-1')!.reconciledStatus).toBe('authorizeFailed');
    expect(orders.reconcile(first)).toBe('duplicate');
    orders.reconcile(notification('authorize', true, [created, declined, authorized]));
    expect(orders.get('order-1')!.reconciledStatus).toBe('authorizeSuccessful');
    // A status in the same millisecond is told by the longer history.
    orders.reconcile(
      notification('capture', true, [created, declined, authorized, ['captureSuccessful', authorized[1]]]),
    );
    expect(orders.get('order-1')!.reconciledStatus).toBe('captureSuccessful');
  });
});
