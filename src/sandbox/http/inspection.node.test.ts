import { describe, expect, it } from 'vitest';
import {
  call,
  createInstrument,
  createSession,
  merchant,
  payoutBody,
  startTestSandbox,
  until,
  useNotificationReceiver,
  useTestSandbox,
} from '../node-test-helpers';
import { useBackends } from '../storage/durable-test-helpers';

/**
 * What the console and the command line read: executions found by a search, newest first and paged;
 * instruments, vault records and enrollments; the request log and the change feed (long polls); the
 * webhook endpoint and a test delivery; and the clock, which settles what became due.
 */

const receiver = useNotificationReceiver();
const sandbox = useTestSandbox(() => ({ webhookUrl: receiver.url }));
const get = <T>(path: string) => call<T>(`${sandbox.apiUrl}${path}`, { headers: merchant(sandbox) });

interface Summary {
  id: string;
  merchantReference: string;
  workflowCode: string;
  status: string;
  country?: string;
}

async function payout(value: string) {
  const config = await createSession(sandbox, { amount: { value, currency: 'EUR' } });
  const instrument = (await createInstrument(config)).body as { id: string };
  const answer = await call(`${config.execution.links.self}/payout`, {
    headers: merchant(sandbox),
    body: payoutBody(config, instrument.id),
  });
  expect(answer.status).toBe(202);
  return config;
}

describe('GET /sandbox/executions', () => {
  it('finds executions by reference, id, workflow, status and country, newest first, a page at a time', async () => {
    const older = await createSession(sandbox, { country: 'GB', amount: { value: '5.00', currency: 'GBP' } });
    const newer = await createSession(sandbox, { workflowCode: 'checkout' });
    const byReference = await get<{ executions: Summary[] }>(
      `/sandbox/executions?q=${older.merchantReference!.slice(6, 14).toUpperCase()}`,
    );
    expect(byReference.body.executions.map((execution) => execution.id)).toEqual([older.execution.id]);
    const byId = await get<{ executions: Summary[] }>(`/sandbox/executions?q=${newer.execution.id}`);
    expect(byId.body.executions.map((execution) => execution.merchantReference)).toEqual([
      newer.merchantReference,
    ]);
    const checkouts = await get<{ executions: Summary[] }>(
      '/sandbox/executions?workflow=checkout&status=created',
    );
    expect(checkouts.body.executions.map((execution) => execution.id)).toContain(newer.execution.id);
    expect(checkouts.body.executions.every((execution) => execution.workflowCode === 'checkout')).toBe(true);
    const british = await get<{ executions: Summary[] }>('/sandbox/executions?country=GB');
    expect(british.body.executions.map((execution) => execution.id)).toEqual([older.execution.id]);

    const first = await get<{ executions: Summary[]; next: string }>('/sandbox/executions?size=1');
    expect(first.body.executions[0]!.id).toBe(newer.execution.id);
    const second = await get<{ executions: Summary[] }>(
      `/sandbox/executions?size=1&before=${encodeURIComponent(first.body.next)}`,
    );
    expect(second.body.executions[0]!.id).toBe(older.execution.id);
  });

  it('refuses an unknown filter and a bad status with a 400 naming it', async () => {
    for (const query of ['colour=red', 'status=paid', 'size=500']) {
      const response = await get<{ errors: { reason: { path: string } }[] }>(`/sandbox/executions?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.errors[0]!.reason.path, query).toBe(query.split('=')[0]);
    }
  });
});

describe('the lists of what the sandbox keeps', () => {
  it('lists instruments, vault records as the vault masks them, and enrollments, newest first', async () => {
    const config = await createSession(sandbox);
    const instrument = (await createInstrument(config)).body as { id: string };
    const instruments = await get<{ instruments: { id: string }[] }>('/sandbox/instruments');
    expect(instruments.body.instruments[0]!.id).toBe(instrument.id);

    const token = await call<{ access_token: string }>(`${sandbox.vaultUrl}/auth/token`, {
      body: 'grant_type=client_credentials&client_id=demo-merchant&client_secret=demo-secret',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      idempotencyKey: null,
    });
    await call(`${sandbox.vaultUrl}/records/tokenize`, {
      headers: { authorization: `Bearer ${token.body.access_token}` },
      body: {
        records: [
          {
            type: 'card',
            fields: { cardNumber: { value: '4111111111111111' }, securityCode: { value: '737' } },
          },
        ],
      },
      idempotencyKey: null,
    });
    const records = await get<{ records: unknown[] }>('/sandbox/vault-records');
    const text = JSON.stringify(records.body);
    expect(text).toContain('411111******1111');
    expect(text).not.toContain('4111111111111111');
    expect(text).not.toContain('737');

    const enrollments = await get<{ enrollments: { descriptors: { descriptor: string }[] }[] }>(
      '/sandbox/enrollments',
    );
    expect(enrollments.body.enrollments.at(-1)!.descriptors.map((each) => each.descriptor)).toContain(
      'RAILKIT DEMO',
    );
  });
});

describe('the request log and the change feed', () => {
  it('logs each request with its status, time and idempotency key, and wakes a long poll', async () => {
    const start = await get<{ cursor: number }>('/sandbox/requests?wait=0');
    const waiting = get<{ entries: { path: string; status: number; idempotencyKey?: string }[] }>(
      `/sandbox/requests?after=${start.body.cursor}&wait=10`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await call(`${sandbox.apiUrl}/merchant/client/init`, {
      body: {},
      headers: merchant(sandbox),
      idempotencyKey: 'key-1',
    });
    const [entry] = (await waiting).body.entries;
    expect(entry).toMatchObject({ path: '/merchant/client/init', status: 400, idempotencyKey: 'key-1' });
  });

  it('tells of an execution written, and of a notification attempt', async () => {
    const start = await get<{ cursor: number }>('/sandbox/changes?wait=0');
    const waiting = get<{ entries: { kind: string; executionId: string }[] }>(
      `/sandbox/changes?after=${start.body.cursor}&wait=10`,
    );
    const config = await createSession(sandbox);
    expect((await waiting).body.entries[0]).toEqual(
      expect.objectContaining({ kind: 'execution', executionId: config.execution.id }),
    );
  });
});

describe('the clock and the webhook endpoint', () => {
  it('settles an overnight payout (amount ending .19) when the clock moves a day on', async () => {
    const config = await payout('20.19');
    const url = `${config.execution.links.self}?wait=1`;
    const pending = await call<{ status: { code: string }[] }>(url, { headers: merchant(sandbox) });
    expect(pending.body.status.at(-1)!.code).toBe('payoutPending');
    const moved = await call(`${sandbox.apiUrl}/sandbox/clock`, {
      headers: merchant(sandbox),
      body: { advanceSeconds: 86_400 },
      idempotencyKey: null,
    });
    expect(moved.status).toBe(200);
    const settled = await call<{ status: { code: string }[] }>(`${config.execution.links.self}?wait=5`, {
      headers: merchant(sandbox),
    });
    expect(settled.body.status.at(-1)!.code).toBe('payoutSuccessful');
    await call(`${sandbox.apiUrl}/sandbox/clock`, { method: 'DELETE', headers: merchant(sandbox) });
  });

  it('says where notifications go without the secret, and sends a signed test delivery once', async () => {
    const endpoint = await get('/sandbox/webhook');
    expect(endpoint.body).toEqual({ url: receiver.url, liveSecrets: 1 });
    const before = receiver.received.length;
    const sent = await call<{ id: string; action: string }>(`${sandbox.apiUrl}/sandbox/webhook/test`, {
      headers: merchant(sandbox),
      method: 'POST',
      idempotencyKey: null,
    });
    expect(sent.status).toBe(202);
    expect(sent.body.action).toBe('test');
    await until(() => receiver.received.length > before);
    expect(receiver.received.at(-1)!.signature).toMatch(/^t=\d+,v1=/);
    const log = await get<{
      notifications: { id: string; attempts: { signature?: string; status: number }[] }[];
    }>('/sandbox/notifications');
    const attempts = log.body.notifications.find((each) => each.id === sent.body.id)!.attempts;
    expect(attempts).toEqual([
      expect.objectContaining({ status: 204, signature: receiver.received.at(-1)!.signature }),
    ]);
  });
});

describe.each(useBackends())('the lists and the clock with $name storage', (backend) => {
  it('find stored executions in SQL, newest first, and settle a stored overnight payout', async () => {
    const again = await startTestSandbox({ storage: await backend.fresh() });
    // Once written, a record leaves memory: the search reads the table.
    const older = await createSession(again);
    const newer = await createSession(again, { workflowCode: 'checkout' });
    try {
      const read = (path: string) =>
        call<{ executions: Summary[] }>(`${again.apiUrl}${path}`, { headers: merchant(again) });
      const all = await read('/sandbox/executions');
      expect(all.body.executions.map((each) => each.id).slice(0, 2)).toEqual([
        newer.execution.id,
        older.execution.id,
      ]);
      const found = await read(`/sandbox/executions?q=${older.merchantReference!.slice(6, 14)}`);
      expect(found.body.executions.map((each) => each.id)).toEqual([older.execution.id]);
      const config = await createSession(again, { amount: { value: '20.19', currency: 'EUR' } });
      const instrument = (await createInstrument(config)).body as { id: string };
      await call(`${config.execution.links.self}/payout`, {
        headers: merchant(again),
        body: payoutBody(config, instrument.id),
      });
      await call(`${again.apiUrl}/sandbox/clock`, {
        headers: merchant(again),
        body: { advanceSeconds: 86_400 },
        idempotencyKey: null,
      });
      const settled = await call<{ status: { code: string }[] }>(`${config.execution.links.self}?wait=5`, {
        headers: merchant(again),
      });
      expect(settled.body.status.at(-1)!.code).toBe('payoutSuccessful');
    } finally {
      await again.close();
    }
  }, 60_000);
});
