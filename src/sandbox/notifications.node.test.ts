import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSchema, type Notification } from '../api/schemas/notification';
import type { Sandbox } from './index';
import type { DeliveryRecord } from './notifications';
import {
  bearer,
  call,
  createInstrument,
  createSession,
  merchant,
  payoutBody,
  startTestSandbox,
} from './node-test-helpers';

interface Received {
  rawBody: string;
  signature: string | undefined;
}

/** A merchant endpoint that fails its first `failures` deliveries with 500, then answers 204. */
function startReceiver(failures: number): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        rawBody: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['x-signature'] as string,
      });
      res.writeHead(received.length <= failures ? 500 : 204).end();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/webhooks/railkit`, received });
    });
  });
}

async function until(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const secret = 'whsec_node_test';
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let sandbox: Sandbox;

beforeAll(async () => {
  receiver = await startReceiver(2);
  sandbox = await startTestSandbox({
    webhookUrl: receiver.url,
    webhookSecret: secret,
    webhookRetryBaseMs: 20,
  });
});
afterAll(async () => {
  await sandbox.close();
  receiver.server.closeAllConnections();
  await new Promise((resolve) => receiver.server.close(resolve));
});

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
