import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  activeFaults,
  addFault,
  releaseFaults,
  createInstrumentDirectly,
  executedPayouts,
  germanBankAccount,
  type FaultSpec,
} from '../../test/sandbox-control';
import { rejectionOf } from '../../test/rejections';
import { createTestSession } from '../../test/sandbox-client';
import { decodeConfig } from '../core/config';
import { NetworkError, PlatformHttpError, RailkitError } from './errors';
import type { ClientConfig } from './schemas/client-config';
import { executionGuard } from './browser-schemas';
import { actionResultGuard } from './response-guards';
import { object, oneOf, string } from './guards';
import type { Instrument } from './schemas/instrument';
import { backoffDelay, createApiClient, parseRetryAfter } from './http';
import type { ApiClientOptions } from './http';

interface PayoutSession {
  config: ClientConfig;
  instrument: Instrument;
}

async function payoutSession(amount = '20.00'): Promise<PayoutSession> {
  const config = decodeConfig(await createTestSession({ amount: { value: amount, currency: 'EUR' } }));
  return { config, instrument: await createInstrumentDirectly(config) };
}

function clientFor(config: ClientConfig, options: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    token: () => config.token,
    clientVersion: '6.0.0-test',
    retryBaseMs: 50,
    ...options,
  });
}

function payoutBody({ config, instrument }: PayoutSession) {
  const amount = config.amount!;
  return {
    amount,
    payoutComposition: [
      {
        paymentInstrumentId: instrument.id,
        paymentMethodCode: 'bankAccount',
        integrationType: 'api',
        amount,
      },
    ],
  };
}

/** Pays out the session's amount with one idempotency key, as one user action does. */
function payOut(session: PayoutSession, idempotencyKey: string) {
  return clientFor(session.config).postParsed(
    actionResultGuard,
    session.config.execution.links.payout!.href,
    payoutBody(session),
    { idempotencyKey },
  );
}

/** Makes the sandbox hold its answers to the next `times` reads of this session's execution. */
function delayExecutionReads(config: ClientConfig, delayMs: number, times: number): Promise<void> {
  return addFault({ route: 'execution', kind: 'delay', delayMs, times, executionId: config.execution.id });
}

/**
 * Pays out once while the sandbox fails the first payout request with `kind`, and reports what the
 * client resolved with, how long it took, and the payouts the sandbox made.
 */
async function payOutThroughFault(kind: FaultSpec['kind']) {
  const session = await payoutSession();
  const key = crypto.randomUUID();
  await addFault({ route: 'payout', kind, times: 1, executionId: session.config.execution.id });
  const startedAt = performance.now();
  const result = await payOut(session, key);
  const elapsedMs = performance.now() - startedAt;
  return { key, result, elapsedMs, payouts: await executedPayouts(session.config.execution.id) };
}

// releaseFaults() clears the faults of every file: a test that injects one holds the cross-file lock until then.
afterEach(releaseFaults);

describe('createApiClient against the sandbox', () => {
  it('GETs with the bearer token and parses with a schema', async () => {
    const { config } = await payoutSession();
    const execution = await clientFor(config).getParsed(executionGuard, config.execution.links.self);
    expect(execution.id).toBe(config.execution.id);
    expect(execution.status[0]?.code).toBe('created');
  });

  it('POSTs with the idempotency key the caller gave', async () => {
    const session = await payoutSession();
    const key = crypto.randomUUID();
    const result = await payOut(session, key);
    expect(result.name).toBe('payout');
    expect(await executedPayouts(session.config.execution.id)).toEqual([
      expect.objectContaining({ actionId: result.actionId, idempotencyKey: key }),
    ]);
  });

  it('retries a 503 with the same key, after the Retry-After the platform asked for', async () => {
    const { key, result, payouts, elapsedMs } = await payOutThroughFault('unavailable');
    // The sandbox's 503 says `Retry-After: 1`; the backoff alone would be about 50 ms.
    expect(elapsedMs).toBeGreaterThanOrEqual(950);
    expect(payouts).toEqual([expect.objectContaining({ actionId: result.actionId, idempotencyKey: key })]);
  });

  it('retries a dropped response without paying twice', async () => {
    const { key, result, payouts } = await payOutThroughFault('drop-response');
    // The first attempt ran at the sandbox (and used the fault up); the retry got its stored answer.
    expect(await activeFaults()).toEqual([]);
    expect(payouts).toEqual([expect.objectContaining({ actionId: result.actionId, idempotencyKey: key })]);
  });

  it('gives up on a slow attempt after attemptTimeoutMs and retries it', async () => {
    const { config } = await payoutSession();
    await delayExecutionReads(config, 2000, 1);
    const startedAt = performance.now();
    const execution = await clientFor(config, { attemptTimeoutMs: 400 }).getParsed(
      executionGuard,
      config.execution.links.self,
    );
    expect(execution.id).toBe(config.execution.id);
    expect(performance.now() - startedAt).toBeLessThan(1900);
  });

  it('rejects with network.timeout when every attempt is too slow', async () => {
    const { config } = await payoutSession();
    await delayExecutionReads(config, 1500, 2);
    const error = await rejectionOf(
      clientFor(config, { attemptTimeoutMs: 300, retries: 1 }).get(config.execution.links.self),
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.code).toBe('network.timeout');
    expect(error.message).toContain('300 ms');
  });

  it('stops at the total timeout, however many retries are left', async () => {
    const { config } = await payoutSession();
    await delayExecutionReads(config, 3000, 5);
    const startedAt = performance.now();
    const error = await rejectionOf(
      clientFor(config, { attemptTimeoutMs: 400, totalTimeoutMs: 1000, retries: 10 }).get(
        config.execution.links.self,
      ),
    );
    expect(error.code).toBe('network.timeout');
    expect(performance.now() - startedAt).toBeLessThan(1600);
  });

  it("rejects with aborted when the caller's signal fires", async () => {
    const { config } = await payoutSession();
    await delayExecutionReads(config, 2000, 1);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const error = await rejectionOf(
      clientFor(config).get(config.execution.links.self, { signal: controller.signal }),
    );
    expect(error).toBeInstanceOf(RailkitError);
    expect(error.code).toBe('aborted');
  });

  it("maps the platform's 409 to a PlatformHttpError with its error objects", async () => {
    const session = await payoutSession();
    const client = clientFor(session.config);
    const href = session.config.execution.links.payout!.href;
    await client.post(href, payoutBody(session), { idempotencyKey: crypto.randomUUID() });
    // A second payout (a new user action) on the same execution: the platform refuses it.
    const error = await rejectionOf(
      client.post(href, payoutBody(session), { idempotencyKey: crypto.randomUUID() }),
    );
    expect(error).toBeInstanceOf(PlatformHttpError);
    const platformError = error as PlatformHttpError;
    expect(platformError.status).toBe(409);
    expect(platformError.platformErrors[0]?.code).toBe('request.conflict');
    expect(platformError.message).toContain('409 request.conflict');
    expect(platformError.message).toContain(platformError.platformErrors[0]!.detail.replace(/\.$/, ''));
    expect(platformError.message).toContain('read the execution');
  });

  it('maps a 400 for invalid instrument data, without retrying it', async () => {
    const { config } = await payoutSession();
    const key = crypto.randomUUID();
    const error = await rejectionOf(
      clientFor(config).post(
        config.vault.links.saveInstrument.href,
        {
          holderReference: config.holderReference,
          paymentMethodCode: 'bankAccount',
          data: germanBankAccount('Zoë Müller', 'DE00370400440532013000'),
          storeInstrument: false,
        },
        { idempotencyKey: key },
      ),
    );
    expect(error).toBeInstanceOf(PlatformHttpError);
    expect((error as PlatformHttpError).status).toBe(400);
    expect(error.message).toMatch(/^POST \/payment\/instruments failed with 400 /);
    expect(error.message).toMatch(/\(error id [0-9a-f-]{36}\)\. /);
  });

  it('maps a 401 and says how to get a new session', async () => {
    const { config } = await payoutSession();
    const error = await rejectionOf(
      createApiClient({ token: () => 'not-a-token', clientVersion: 'x' }).get(config.execution.links.self),
    );
    expect((error as PlatformHttpError).status).toBe(401);
    expect(error.message).toContain('call client init again');
  });

  it('reads the token anew for every attempt', async () => {
    const { config } = await payoutSession();
    const tokens: string[] = [];
    await addFault({ route: 'execution', kind: 'unavailable', times: 1, executionId: config.execution.id });
    const client = createApiClient({
      token: () => (tokens.push(config.token), config.token),
      clientVersion: 'x',
      retryBaseMs: 10,
    });
    await client.get(config.execution.links.self);
    expect(tokens).toHaveLength(2);
  });

  it('rejects with network.failed when nothing listens, after retrying', async () => {
    const { config } = await payoutSession();
    const closedPort = 'http://127.0.0.1:9/merchant/workflows/payout/executions/x';
    let calls = 0;
    const client = createApiClient({
      token: () => (calls++, config.token),
      clientVersion: 'x',
      retries: 2,
      retryBaseMs: 10,
    });
    const error = await rejectionOf(client.get(closedPort));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.code).toBe('network.failed');
    expect(error.message).toContain('GET /merchant/workflows/payout/executions/x');
    expect(calls).toBe(3);
  });

  it('rejects a 2xx whose body is not JSON with platform.unexpected-response', async () => {
    const error = await rejectionOf(
      createApiClient({ token: () => 't', clientVersion: 'x' }).get('data:application/json,{"half":'),
    );
    expect(error.code).toBe('platform.unexpected-response');
    expect(error.message).toContain('not JSON');
  });

  it('rejects a 2xx of the wrong shape with a readable list of what is off', async () => {
    const { config } = await payoutSession();
    const wrongShape = object({ id: oneOf(['another-id']), links: object({ payout: string() }) });
    const error = await rejectionOf(clientFor(config).getParsed(wrongShape, config.execution.links.self));
    expect(error.code).toBe('platform.unexpected-response');
    expect(error.message).toContain('id: expected one of "another-id", received "');
    expect(error.message).toContain('links.payout: expected string, received object');
  });

  it('refuses a POST without an idempotency key', async () => {
    const { config } = await payoutSession();
    const error = await rejectionOf(
      clientFor(config).post(config.execution.links.payout!.href, {}, { idempotencyKey: '' }),
    );
    expect(error.code).toBe('options.invalid');
  });

  it('describes a non-JSON error body with a synthetic platform error', async () => {
    // The test page's own server answers an unknown module path with a non-JSON 404.
    const url = `${location.origin}/@fs/railkit-no-such-file-${crypto.randomUUID()}.json`;
    const error = await rejectionOf(
      createApiClient({ token: () => 't', clientVersion: 'x', retries: 0 }).get(url),
    );
    expect(error).toBeInstanceOf(PlatformHttpError);
    const platformError = error as PlatformHttpError;
    expect(platformError.platformErrors).toHaveLength(1);
    expect(platformError.platformErrors[0]?.code).toMatch(/^http\.\d{3}$/);
    expect(platformError.message).toContain(String(platformError.status));
    // The sandbox still answers: `inject` is used so this file fails loudly without one.
    expect(inject('sandbox').apiUrl).toMatch(/^http:/);
  });
});

describe('retry timing helpers', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('backs off exponentially, with jitter, up to the cap', () => {
    for (let index = 0; index < 50; index += 1) {
      const first = backoffDelay(0, 100, 1000);
      const third = backoffDelay(2, 100, 1000);
      const capped = backoffDelay(10, 100, 1000);
      expect(first).toBeGreaterThanOrEqual(50);
      expect(first).toBeLessThanOrEqual(100);
      expect(third).toBeGreaterThanOrEqual(200);
      expect(third).toBeLessThanOrEqual(400);
      expect(capped).toBeLessThanOrEqual(1000);
      expect(capped).toBeGreaterThanOrEqual(500);
    }
  });
});
