import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notificationSchema, type Notification } from '../../../api/schemas/notification';
import type { DeliveryRecord } from './notifications';
import {
  bearer,
  call,
  createInstrument,
  createSession,
  merchant,
  payoutBody,
  until,
  useNotificationReceiver,
  useTestSandbox,
} from '../../node-test-helpers';

const secret = 'whsec_node_test';
// The merchant's endpoint fails the first two deliveries, so the third attempt is the one that lands.
const receiver = useNotificationReceiver(2);
const sandbox = useTestSandbox(() => ({
  webhookUrl: receiver.url,
  webhookSecret: secret,
  webhookRetryBaseMs: 20,
}));

describe('notifications', () => {
  it('signs the final payout state and retries until a 2xx with the same event id', async () => {
    const config = await createSession(sandbox);
    const instrument = (await createInstrument(config)).body as { id: string };
    const action = await call<{ actionId: string }>(config.execution.links.payout!.href, {
      headers: bearer(config.token),
      body: payoutBody(config, instrument.id),
    });
    expect(action.status).toBe(202);

    await until(() => receiver.received.length >= 3);
    const events = receiver.received.map((delivery) =>
      notificationSchema.parse(JSON.parse(delivery.rawBody)),
    );
    expect(new Set(events.map((event) => event.id)).size).toBe(1);
    const event: Notification = events[0]!;
    expect(event.details).toMatchObject({
      action: 'payout',
      actionId: action.body.actionId,
      success: true,
      execution: { id: config.execution.id, merchantReference: config.merchantReference },
    });
    expect(event.details.execution.status.at(-1)?.code).toBe('payoutSuccessful');

    for (const delivery of receiver.received) {
      const expected = createHmac('sha256', secret).update(delivery.rawBody).digest('base64');
      expect(delivery.signature).toBe(expected);
    }

    const log = await call<{ deliveries: DeliveryRecord[] }>(`${sandbox.apiUrl}/sandbox/notifications`, {
      headers: merchant(sandbox),
    });
    const attempts = log.body.deliveries.filter((delivery) => delivery.eventId === event.id);
    expect(attempts.map((delivery) => [delivery.attempt, delivery.status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 204],
    ]);
    // Backoff: the gaps grow (20 ms, then 40 ms at least).
    const times = attempts.map((delivery) => Date.parse(delivery.time));
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(times[1]! - times[0]!);
  });
});
