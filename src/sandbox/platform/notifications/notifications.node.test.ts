import { describe, expect, it } from 'vitest';
import { notificationSchema, type Notification } from '../../../api/schemas/notification';
import { verifyNotification } from '../../../server/notifications';
import { Jobs } from '../../storage/jobs';
import { Storage } from '../../storage/storage';
import { keptInMemory, NotificationDispatcher, type NotificationLog } from './notifications';
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

const secret = 'whsec_node_test_first_secret';
// The merchant's endpoint fails the first two deliveries, so the third attempt is the one that lands.
const receiver = useNotificationReceiver(2);
const sandbox = useTestSandbox(() => ({
  webhookUrl: receiver.url,
  webhookSecret: secret,
  webhookRetryBaseMs: 20,
}));

/** Makes a payout whose final state is notified; resolves with its action id. */
async function payOut(): Promise<string> {
  const config = await createSession(sandbox);
  const instrument = (await createInstrument(config)).body as { id: string };
  const action = await call<{ actionId: string }>(config.execution.links.payout!.href, {
    headers: bearer(config.token),
    body: payoutBody(config, instrument.id),
  });
  expect(action.status).toBe(202);
  return action.body.actionId;
}

async function notificationLog(): Promise<NotificationLog[]> {
  const log = await call<{ notifications: NotificationLog[] }>(`${sandbox.apiUrl}/sandbox/notifications`, {
    headers: merchant(sandbox),
  });
  expect(log.status).toBe(200);
  return log.body.notifications;
}

/** The log entry of `id` once `ready` holds for it (checked every 10 ms, for 3 s at most). */
async function logOnceAttempted(
  id: string,
  ready: (entry: NotificationLog) => boolean,
): Promise<NotificationLog | undefined> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const entry = (await notificationLog()).find((candidate) => candidate.id === id);
    if ((entry && ready(entry)) || Date.now() > deadline) return entry;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function control(path: string, body?: unknown) {
  return call<{ secret?: string; liveSecrets: number }>(`${sandbox.apiUrl}${path}`, {
    method: 'POST',
    headers: merchant(sandbox),
    idempotencyKey: null,
    ...(body === undefined ? {} : { body }),
  });
}

describe('notifications', () => {
  it('signs t and the body of every attempt afresh, retries until a 2xx, and logs each attempt', async () => {
    const actionId = await payOut();
    await until(() => receiver.received.length >= 3);
    const events = receiver.received.map((delivery) =>
      notificationSchema.parse(JSON.parse(delivery.rawBody)),
    );
    expect(new Set(events.map((event) => event.id)).size).toBe(1);
    const event: Notification = events[0]!;
    expect(event.details).toMatchObject({ action: 'payout', actionId, success: true });
    expect(event.details.execution.status.at(-1)?.code).toBe('payoutSuccessful');

    for (const delivery of receiver.received) {
      expect(delivery.signature).toMatch(/^t=\d+,v1=[^,]+$/);
      expect(() => verifyNotification(delivery.rawBody, delivery.signature, secret)).not.toThrow();
      expect(() => verifyNotification(delivery.rawBody, delivery.signature, 'whsec_other')).toThrow();
    }

    const [log] = (await notificationLog()).filter((entry) => entry.id === event.id);
    expect(log).toMatchObject({ action: 'payout', actionId, state: 'delivered' });
    expect(log!.attempts.map((attempt) => [attempt.attempt, attempt.status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 204],
    ]);
    expect(
      log!.attempts.every((attempt) => Number.isInteger(attempt.latencyMs) && attempt.latencyMs >= 0),
    ).toBe(true);
    // Backoff: each retry waits at least its delay (20 ms, then 40 ms; lower bounds hold on a busy machine).
    const times = log!.attempts.map((attempt) => Date.parse(attempt.time));
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(19);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(39);
  });

  it('redelivers one notification on request, signed afresh with the same id', async () => {
    const [latest] = await notificationLog();
    const before = receiver.received.length;
    const redelivered = await control(`/sandbox/notifications/${latest!.id}/redeliver`);
    expect(redelivered.status).toBe(202);
    await until(() => receiver.received.length > before);
    const again = receiver.received.at(-1)!;
    expect(notificationSchema.parse(JSON.parse(again.rawBody)).id).toBe(latest!.id);
    expect(() => verifyNotification(again.rawBody, again.signature, secret)).not.toThrow();
    // The attempt is logged once the endpoint's answer is in: wait for that, not for a time.
    const log = await logOnceAttempted(latest!.id, (entry) => entry.attempts.some((a) => a.redelivery));
    expect(log!.attempts.at(-1)).toMatchObject({ redelivery: true, status: 204 });

    const unknown = await control(`/sandbox/notifications/${crypto.randomUUID()}/redeliver`);
    expect(unknown.status).toBe(404);
  });

  it('rotates the secret without downtime: both sign until the old one is retired', async () => {
    const rotation = await control('/sandbox/webhook/secrets', {});
    expect(rotation.status).toBe(201);
    const newSecret = rotation.body.secret!;
    expect(newSecret).toMatch(/^whsec_/);
    expect(rotation.body.liveSecrets).toBe(2);

    let before = receiver.received.length;
    await payOut();
    await until(() => receiver.received.length > before);
    const during = receiver.received.at(-1)!;
    expect(during.signature!.match(/v1=/g)).toHaveLength(2);
    // A merchant still on the old secret and one already on the new one both accept it.
    expect(() => verifyNotification(during.rawBody, during.signature, secret)).not.toThrow();
    expect(() => verifyNotification(during.rawBody, during.signature, newSecret)).not.toThrow();

    expect((await control('/sandbox/webhook/secrets/retire')).body.liveSecrets).toBe(1);
    before = receiver.received.length;
    await payOut();
    await until(() => receiver.received.length > before);
    const after = receiver.received.at(-1)!;
    expect(() => verifyNotification(after.rawBody, after.signature, newSecret)).not.toThrow();
    expect(() => verifyNotification(after.rawBody, after.signature, secret)).toThrow(
      /none of the given secrets/,
    );
  });
});

describe('the notification log of a sandbox that runs for months', () => {
  it(`keeps the newest ${keptInMemory} notifications in memory, not every one it sent`, () => {
    const jobs = new Jobs(Storage.memory());
    // No attempt runs here: the log is what is measured, and the retry timers are stopped at the end.
    const endpoint = { url: 'http://127.0.0.1:9/never', secrets: [secret] };
    const dispatcher = new NotificationDispatcher(endpoint, 3_600_000, jobs);
    const published = Array.from({ length: keptInMemory + 5 }, (_, index) =>
      dispatcher.publish({
        action: 'payout',
        actionId: crypto.randomUUID(),
        success: true,
        execution: {
          id: crypto.randomUUID(),
          workflowCode: 'payout',
          merchantReference: `order-${index}`,
          status: [{ code: 'created', time: new Date().toISOString() }],
        },
      })!,
    );
    jobs.close();
    const listed = dispatcher.list();
    expect(listed).toHaveLength(keptInMemory);
    expect(listed[0]!.id).toBe(published.at(-1)!.id);
    expect(listed.at(-1)!.id).toBe(published[5]!.id);
    expect(dispatcher.redeliver(published[0]!.id)).toBeUndefined();
  });
});
