import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { failureOf, useAcceptanceSandbox } from '../../test/server-acceptance';
import {
  PlatformNetworkError,
  PlatformRequestError,
  ServerClientConfigurationError,
  NotificationVerificationError,
  createServerClient,
  decodeClientConfig,
  parseNotification,
  signNotification,
  verifyNotification,
  type ResponseEvent,
} from './index';
import type { ClientInitRequest } from '../api/schemas/client-config';
import { clientInitBody } from '../sandbox/node-test-helpers';
import { thrownBy } from '../../test/rejections';

/** The code of the RailkitError `run` throws. */
const codeOf = (run: () => unknown) => thrownBy(run).code;

const t = useAcceptanceSandbox();

/** A client that records every answer it gets (they are validated by the harness as well). */
function recordingClient(overrides: Parameters<typeof t.newClient>[0] = {}) {
  const events: ResponseEvent[] = [];
  const client = t.newClient({ ...overrides, onResponse: (event) => void events.push(event) });
  const tokenRequests = () => events.filter((event) => event.url.endsWith('/auth/token')).length;
  return { client, events, tokenRequests };
}

afterEach(async () => {
  await t.control('DELETE', '/sandbox/faults');
  await t.control('DELETE', '/sandbox/clock');
  await t.control('DELETE', '/sandbox/rate-limit');
});

describe('money rules before sending', () => {
  it.each([
    ['0', 'EUR', 'positive'],
    ['0.00', 'EUR', 'positive'],
    ['10.999', 'EUR', 'minorUnits'],
    ['1.5', 'JPY', 'minorUnits'],
  ])(
    'clientInit refuses %s %s with options.invalid naming the rule, sending nothing',
    async (value, currency, rule) => {
      const { client, events } = recordingClient();
      const error = await failureOf(client.clientInit(clientInitBody({ amount: { value, currency } })));
      expect(error).toMatchObject({ code: 'options.invalid' });
      expect((error as Error).message).toContain(`rule ${rule}`);
      expect(events).toHaveLength(0);
    },
  );

  it('clientInit accepts 1.250 KWD', async () => {
    const { client } = recordingClient();
    const response = await client.clientInit(clientInitBody({ amount: { value: '1.250', currency: 'KWD' } }));
    expect(decodeClientConfig(response).amount).toEqual({ value: '1.250', currency: 'KWD' });
  });
});

describe('authentication (spec 5)', () => {
  it('fetches a merchant token once with client credentials and reuses it', async () => {
    const { client, tokenRequests } = recordingClient();
    await client.clientInit(clientInitBody());
    await client.listWorkspaces();
    expect(tokenRequests()).toBe(1);
    const token = await client.accessToken();
    expect(token?.split('.')).toHaveLength(3);
  });

  it('renews the token before its 10 minutes run out, by its own clock', async () => {
    let now = Date.now();
    const { client, tokenRequests } = recordingClient({ now: () => now });
    await client.listWorkspaces();
    now += 8 * 60_000;
    await client.listWorkspaces();
    expect(tokenRequests()).toBe(1);
    now += 1.5 * 60_000; // 9.5 minutes: inside the renewal margin, not yet expired
    await client.listWorkspaces();
    expect(tokenRequests()).toBe(2);
  });

  it('gets a fresh token when the platform says the cached one expired (401), once', async () => {
    const { client, events, tokenRequests } = recordingClient();
    await client.listWorkspaces();
    await t.control('POST', '/sandbox/clock', { advanceSeconds: 11 * 60 });
    const list = await client.listWorkspaces();
    expect(list.results).toEqual(expect.any(Array));
    expect(tokenRequests()).toBe(2);
    expect(events.map((event) => event.status)).toContain(401);
  });

  it('works with the API key instead of client credentials', async () => {
    const { client, tokenRequests } = recordingClient({ credentials: { apiKey: 'sk_test_demo' } });
    const response = await client.clientInit(clientInitBody());
    expect(decodeClientConfig(response).execution.workflowCode).toBe('payout');
    expect(tokenRequests()).toBe(0);
  });

  it('fails with 401 request.unauthorized for a wrong secret or API key', async () => {
    const wrongSecret = t.newClient({ credentials: { clientId: 'demo-merchant', clientSecret: 'nope' } });
    const error = await failureOf(wrongSecret.listWorkspaces());
    expect(error).toBeInstanceOf(PlatformRequestError);
    expect(error.status).toBe(401);
    expect(error.codes).toEqual(['request.unauthorized']);
    expect(error.platformErrors[0].id).toEqual(expect.any(String));

    const wrongKey = t.newClient({ credentials: { apiKey: 'sk_wrong' } });
    expect((await failureOf(wrongKey.listWorkspaces())).status).toBe(401);
  });

  it('refuses a token of the other host with 403 request.forbidden', async () => {
    const vaultToken = await t.client.accessToken('vault');
    const onApiHost = await t.raw(`${t.sandbox.apiUrl}/merchant/workspaces`, {
      headers: { authorization: `Bearer ${vaultToken}` },
    });
    expect(onApiHost.status).toBe(403);
    const apiToken = await t.client.accessToken('api');
    const onVaultHost = await t.raw(`${t.sandbox.vaultUrl}/records/${randomUUID()}`, {
      headers: { authorization: `Bearer ${apiToken}` },
    });
    expect(onVaultHost.status).toBe(403);
  });

  it('answers 401 without credentials', async () => {
    const response = await t.raw(`${t.sandbox.apiUrl}/merchant/workspaces`);
    expect(response.status).toBe(401);
  });

  it('explains a client configured for the vault with an API key or without vaultUrl', async () => {
    const apiKeyOnly = t.newClient({ credentials: { apiKey: 'sk_test_demo' } });
    await expect(apiKeyOnly.tokenize([])).rejects.toThrow(/vault tokens, which need client credentials/);
    const noVault = createServerClient({
      baseUrl: t.sandbox.apiUrl,
      credentials: { apiKey: 'sk_test_demo' },
    });
    await expect(noVault.getRecord(randomUUID())).rejects.toThrow(ServerClientConfigurationError);
    expect(() => createServerClient({ baseUrl: 'nope', credentials: { apiKey: 'x' } })).toThrow(
      /is not a URL/,
    );
    expect(() =>
      createServerClient({ baseUrl: t.sandbox.apiUrl, credentials: { clientId: '', clientSecret: '' } }),
    ).toThrow(/credentials must be/);
  });
});

describe('idempotency (contract 3)', () => {
  it('replays the stored answer for the same key and body, without running twice', async () => {
    const { client, events } = recordingClient();
    const body = clientInitBody();
    const idempotencyKey = randomUUID();
    const first = await client.clientInit(body, { idempotencyKey });
    const second = await client.clientInit(body, { idempotencyKey });
    expect(second).toEqual(first);
    expect(events.at(-1)!.headers.get('idempotent-replayed')).toBe('true');
    const executionId = decodeClientConfig(first).execution.id;
    const { actions } = await t.control<{ actions: unknown[] }>(
      'GET',
      `/sandbox/executions/${executionId}/actions`,
    );
    expect(actions).toHaveLength(1);
  });

  it('runs concurrent duplicates once: both get the first answer', async () => {
    const body = clientInitBody();
    const idempotencyKey = randomUUID();
    const [a, b] = await Promise.all([
      t.client.clientInit(body, { idempotencyKey }),
      t.client.clientInit(body, { idempotencyKey }),
    ]);
    expect(b).toEqual(a);
    const executionId = decodeClientConfig(a).execution.id;
    const { actions } = await t.control<{ actions: unknown[] }>(
      'GET',
      `/sandbox/executions/${executionId}/actions`,
    );
    expect(actions).toHaveLength(1);
  });

  it('refuses the same key with another body: 422 request.idempotency.mismatch', async () => {
    const idempotencyKey = randomUUID();
    await t.client.clientInit(clientInitBody(), { idempotencyKey });
    const error = await failureOf(t.client.clientInit(clientInitBody(), { idempotencyKey }));
    expect(error.status).toBe(422);
    expect(error.codes).toEqual(['request.idempotency.mismatch']);
  });

  it('answers 422 request.header.missing without a key (the client always sends one)', async () => {
    const response = await t.raw(`${t.sandbox.apiUrl}/merchant/client/init`, {
      method: 'POST',
      headers: { 'x-api-key': 'sk_test_demo', 'content-type': 'application/json' },
      body: JSON.stringify(clientInitBody()),
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errors: [{ code: 'request.header.missing' }] });
  });

  it('retries a 503 with the same generated key, and a lost answer replays instead of running again', async () => {
    const sentKeys: (string | null)[] = [];
    const keyRecordingFetch: typeof fetch = (input, init) => {
      if (String(input).endsWith('/merchant/client/init')) {
        sentKeys.push(new Headers(init?.headers).get('x-idempotency-key'));
      }
      return fetch(input, init);
    };
    const { client, events } = recordingClient({ fetch: keyRecordingFetch });
    await t.control('POST', '/sandbox/faults', { route: 'client-init', kind: 'unavailable' });
    const response = await client.clientInit(clientInitBody());
    const attempts = events.filter((event) => event.url.endsWith('/merchant/client/init'));
    expect(attempts.map((event) => event.status)).toEqual([503, 200]);
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentKeys[1]).toBe(sentKeys[0]);

    sentKeys.length = 0;
    await t.control('POST', '/sandbox/faults', { route: 'client-init', kind: 'drop-response' });
    const dropped = await client.clientInit(clientInitBody());
    expect(sentKeys).toHaveLength(2); // the lost answer, then its replay
    expect(new Set(sentKeys).size).toBe(1);
    const executionId = decodeClientConfig(dropped).execution.id;
    const { actions } = await t.control<{ actions: { idempotencyKey: string }[] }>(
      'GET',
      `/sandbox/executions/${executionId}/actions`,
    );
    expect(actions).toHaveLength(1);
    expect(actions[0]!.idempotencyKey).toBe(sentKeys[0]);
    expect(decodeClientConfig(response).execution.id).not.toBe(executionId);
  });
});

describe('errors and limits (spec 7)', () => {
  it('maps a 404 to PlatformRequestError with request.not-found', async () => {
    const error = await failureOf(t.client.getExecution('payout', randomUUID()));
    expect(error).toBeInstanceOf(PlatformRequestError);
    expect(error.name).toBe('RailkitPlatformError');
    expect(error.code).toBe('platform.error');
    expect(error.codes).toEqual(['request.not-found']);
  });

  it('turns a schema violation into 400 with the offending path in reason', async () => {
    const error = await failureOf(
      t.client.clientInit({ ...clientInitBody(), workspaceId: 'not-a-uuid' } as ClientInitRequest),
    );
    expect(error.status).toBe(400);
    expect(JSON.stringify(error.platformErrors[0].reason)).toContain('workspaceId');
  });

  it('rate limit: 429 request.rate-limit with Retry-After, retried after the wait', async () => {
    await t.control('POST', '/sandbox/rate-limit', { requests: 2, perSeconds: 1 });
    const noRetry = t.newClient({ credentials: { apiKey: 'sk_test_demo' }, retry: { limit: 0 } });
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map(() => noRetry.listWorkspaces()));
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused).toBeDefined();
    const error = (refused as PromiseRejectedResult).reason;
    expect(error.status).toBe(429);
    expect(error.codes).toEqual(['request.rate-limit']);
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);

    await t.control('POST', '/sandbox/rate-limit', { requests: 2, perSeconds: 1 }); // full buckets again
    const { client, events } = recordingClient({ credentials: { apiKey: 'sk_test_demo' } });
    const results = await Promise.all([1, 2, 3].map(() => client.listWorkspaces()));
    expect(results).toHaveLength(3);
    expect(events.map((event) => event.status)).toContain(429);
  });

  it('gives up with PlatformNetworkError when nothing answers', async () => {
    const client = createServerClient({
      baseUrl: 'http://127.0.0.1:9',
      credentials: { apiKey: 'sk_test_demo' },
      retry: { limit: 1, baseDelayMs: 1 },
    });
    const error = await failureOf(client.listWorkspaces());
    expect(error).toBeInstanceOf(PlatformNetworkError);
    expect(error.code).toBe('network.failed');
    expect(error.attempts).toBe(2);
    expect(error.message).toMatch(/got no answer after 2 attempt/);
  });

  it('does not retry tokenize after a lost answer: it is not idempotent', async () => {
    const calls: string[] = [];
    const failing: typeof fetch = async (input, init) => {
      const url = String(input);
      calls.push(url);
      if (url.endsWith('/records/tokenize')) throw new TypeError('socket hang up');
      return fetch(input, init);
    };
    const client = t.newClient({ fetch: failing });
    const error = await failureOf(
      client.tokenize([{ type: 'card', fields: { cardNumber: { value: '4111111111111111' } } }]),
    );
    expect(error).toBeInstanceOf(PlatformNetworkError);
    expect(calls.filter((url) => url.endsWith('/records/tokenize'))).toHaveLength(1);
  });
});

describe('notifications (contract 9)', () => {
  const secret = 'whsec_test_demo';
  const rawBody = JSON.stringify({
    id: randomUUID(),
    event: 'executionActionCompleted',
    time: new Date().toISOString(),
    details: {
      action: 'payout',
      actionId: randomUUID(),
      success: true,
      execution: {
        id: randomUUID(),
        workflowCode: 'payout',
        merchantReference: 'order-1',
        status: [{ code: 'payoutSuccessful', time: new Date().toISOString() }],
      },
    },
  });

  it('verifies the signature of the timestamp and raw body, and refuses any change with signature.mismatch', () => {
    const signature = signNotification(rawBody, secret);
    expect(signature).toMatch(/^t=\d+,v1=[A-Za-z0-9+/]+=*$/);
    expect(verifyNotification(rawBody, signature, secret)).toBe(Number(/t=(\d+)/.exec(signature)![1]));
    for (const [body, header, key] of [
      [rawBody + ' ', signature, secret],
      [rawBody, signature, 'other-secret'],
      [rawBody, undefined, secret],
      [rawBody, 'short', secret],
      [rawBody, signature.replace(/t=(\d+)/, (_, t: string) => `t=${Number(t) + 1}`), secret],
    ] as const) {
      expect(codeOf(() => verifyNotification(body, header, key))).toBe('signature.mismatch');
    }
    expect(parseNotification(rawBody, signature, secret).details.action).toBe('payout');
    const error = thrownBy(() => parseNotification(rawBody, 'x', secret));
    expect(error).toBeInstanceOf(NotificationVerificationError);
    expect(error.message).toContain('raw request body');
  });

  it('refuses a captured notification replayed 301 s later with signature.expired (tolerance an option)', () => {
    const signedAt = 1_790_000_000;
    const captured = signNotification(rawBody, secret, signedAt);
    const at = (seconds: number) => ({ now: (signedAt + seconds) * 1000 });
    expect(verifyNotification(rawBody, captured, secret, at(300))).toBe(signedAt);
    expect(codeOf(() => parseNotification(rawBody, captured, secret, at(301)))).toBe('signature.expired');
    expect(codeOf(() => verifyNotification(rawBody, captured, secret, at(-301)))).toBe('signature.expired');
    expect(verifyNotification(rawBody, captured, secret, { ...at(301), toleranceSeconds: 600 })).toBe(
      signedAt,
    );
  });

  it('accepts either of two live secrets during a rotation, and only the new one after', () => {
    const [oldSecret, newSecret] = ['whsec_old', 'whsec_new'];
    const duringRotation = signNotification(rawBody, [oldSecret, newSecret]);
    expect(duringRotation.match(/v1=/g)).toHaveLength(2);
    // A merchant that has not switched yet, one that has, and one holding both.
    expect(() => verifyNotification(rawBody, duringRotation, oldSecret)).not.toThrow();
    expect(() => verifyNotification(rawBody, duringRotation, newSecret)).not.toThrow();
    expect(() => verifyNotification(rawBody, duringRotation, [oldSecret, newSecret])).not.toThrow();
    const afterRetirement = signNotification(rawBody, newSecret);
    expect(codeOf(() => verifyNotification(rawBody, afterRetirement, oldSecret))).toBe('signature.mismatch');
    expect(() => verifyNotification(rawBody, afterRetirement, [oldSecret, newSecret])).not.toThrow();
  });

  it('refuses a signed body that is not a notification with body.invalid', () => {
    for (const body of ['not json', JSON.stringify({ id: 'x', event: 'somethingElse' })]) {
      const error = thrownBy(() => parseNotification(body, signNotification(body, secret), secret));
      expect(error.code).toBe('body.invalid');
    }
  });
});
