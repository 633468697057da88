import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientConfig } from '../../../api/schemas/client-config';
import { actionResultSchema, executionSchema } from '../../../api/schemas/execution';
import type { Instrument } from '../../../api/schemas/instrument';
import {
  bearer,
  call,
  createInstrument,
  createSession,
  errorCodes,
  errorFields,
  merchant,
  payoutBody,
  useTestSandbox,
  waitForExecution,
  type SessionOptions,
} from '../../node-test-helpers';
import { sampleBankAccounts } from '../shared/test-values';

const sandbox = useTestSandbox({ payoutSettleMs: 100 });
afterEach(async () => {
  await call(`${sandbox.apiUrl}/sandbox/faults`, { method: 'DELETE', headers: merchant(sandbox) });
});

interface Ready {
  config: ClientConfig;
  instrument: Instrument;
}

/** Client init plus a beneficiary instrument: everything a payout needs. */
async function ready(options: SessionOptions = {}, data = sampleBankAccounts.DE!): Promise<Ready> {
  const config = await createSession(sandbox, options);
  const created = await createInstrument(config, data);
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return { config, instrument: created.body as Instrument };
}

function payout({ config, instrument }: Ready, idempotencyKey?: string) {
  return call(config.execution.links.payout!.href, {
    headers: bearer(config.token),
    body: payoutBody(config, instrument.id),
    idempotencyKey,
  });
}

async function payoutActions(config: ClientConfig): Promise<unknown[]> {
  const response = await call<{ actions: { name: string }[] }>(
    `${sandbox.apiUrl}/sandbox/executions/${config.execution.id}/actions`,
    { headers: merchant(sandbox) },
  );
  return response.body.actions.filter((action) => action.name === 'payout');
}

describe('payout lifecycle', () => {
  it('answers 202 and moves requested -> pending -> successful', async () => {
    const session = await ready();
    const response = await payout(session);
    expect(response.status).toBe(202);
    const result = actionResultSchema.parse(response.body);
    expect(result.name).toBe('payout');
    expect(result.links.execution).toBe(session.config.execution.links.self);

    const execution = executionSchema.parse(await waitForExecution(session.config));
    expect(execution.status.map((status) => status.code)).toEqual([
      'created',
      'payoutRequested',
      'payoutPending',
      'payoutSuccessful',
    ]);
    expect(execution.links.payout).toBeUndefined();
  });

  it('fails amounts ending in .13 with payout.rejected', async () => {
    const session = await ready({ amount: { value: '40.13', currency: 'EUR' } });
    expect((await payout(session)).status).toBe(202);
    const last = (await waitForExecution(session.config)).status.at(-1)!;
    expect(last).toMatchObject({ code: 'payoutFailed', reason: { code: 'payout.rejected' } });
  });

  it('fails the closed-account IBAN and the US test account number', async () => {
    const closed = await ready(
      {},
      { ...sampleBankAccounts.DE!, account: { iban: 'DE88370400440532013018' } },
    );
    const usData = sampleBankAccounts.US as { account: Record<string, string> };
    const invalid = await ready(
      { country: 'US', amount: { value: '20.00', currency: 'USD' } },
      { ...usData, account: { ...usData.account, accountNumber: '000000000013' } },
    );
    await Promise.all([payout(closed), payout(invalid)]);
    expect((await waitForExecution(closed.config)).status.at(-1)?.reason?.code).toBe('payout.account-closed');
    expect((await waitForExecution(invalid.config)).status.at(-1)?.reason?.code).toBe(
      'payout.account-invalid',
    );
  });

  it('keeps amounts ending in .17 pending: the long poll ends after its wait', async () => {
    const session = await ready({ amount: { value: '9.17', currency: 'EUR' } });
    await payout(session);
    const started = Date.now();
    const execution = await waitForExecution(session.config, 0.4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    expect(execution.status.at(-1)?.code).toBe('payoutPending');
  });

  it('long-polls: ?wait returns as soon as the final status arrives', async () => {
    const session = await ready();
    await payout(session);
    const started = Date.now();
    const execution = await waitForExecution(session.config, 10);
    expect(execution.status.at(-1)?.code).toBe('payoutSuccessful');
    expect(Date.now() - started).toBeLessThan(2_000);

    const badWait = await call(`${session.config.execution.links.self}?wait=31`, {
      headers: merchant(sandbox),
    });
    expect(badWait.status).toBe(400);
  });
});

describe('payout rules', () => {
  it('refuses a second payout on the same execution with 409 request.conflict', async () => {
    const session = await ready();
    expect((await payout(session)).status).toBe(202);
    const second = await payout(session);
    expect(second.status).toBe(409);
    expect(errorCodes(second)).toEqual(['request.conflict']);
    expect(await payoutActions(session.config)).toHaveLength(1);
  });

  it('refuses an amount other than the execution’s, and an unknown instrument', async () => {
    const session = await ready();
    const body = payoutBody(session.config, session.instrument.id);
    const wrongAmount = { value: '99.00', currency: 'EUR' };
    const response = await call(session.config.execution.links.payout!.href, {
      headers: bearer(session.config.token),
      body: {
        ...body,
        amount: wrongAmount,
        payoutComposition: [{ ...body.payoutComposition[0], amount: wrongAmount }],
      },
    });
    expect(response.status).toBe(400);
    expect(errorFields(response)).toEqual(['amount']);

    const unknown = await call(session.config.execution.links.payout!.href, {
      headers: bearer(session.config.token),
      body: payoutBody(session.config, randomUUID()),
    });
    expect(errorFields(unknown)).toEqual(['payoutComposition.0.paymentInstrumentId']);
  });

  it('refuses another holder’s instrument', async () => {
    const mine = await ready();
    const theirs = await ready();
    const response = await call(mine.config.execution.links.payout!.href, {
      headers: bearer(mine.config.token),
      body: payoutBody(mine.config, theirs.instrument.id),
    });
    expect(response.status).toBe(400);
    expect(errorFields(response)).toEqual(['payoutComposition.0.paymentInstrumentId']);
  });

  it('lets the merchant pay out with its own credentials', async () => {
    const session = await ready();
    const response = await call(session.config.execution.links.payout!.href, {
      headers: merchant(sandbox),
      body: payoutBody(session.config, session.instrument.id),
    });
    expect(response.status).toBe(202);
  });
});

describe('payout idempotency and faults', () => {
  it('needs x-idempotency-key, and runs nothing without it', async () => {
    const session = await ready();
    const missing = await call(session.config.execution.links.payout!.href, {
      headers: bearer(session.config.token),
      body: payoutBody(session.config, session.instrument.id),
      idempotencyKey: null,
    });
    expect(missing.status).toBe(422);
    expect(errorCodes(missing)).toEqual(['request.header.missing']);
    expect(await payoutActions(session.config)).toHaveLength(0);
  });

  it('runs concurrent duplicates (a double click) once and answers both the same', async () => {
    const session = await ready();
    const key = randomUUID();
    const answers = await Promise.all([payout(session, key), payout(session, key), payout(session, key)]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(await payoutActions(session.config)).toHaveLength(1);
  });

  it('pays once when the response is lost and the client retries with the same key', async () => {
    const session = await ready();
    await call(`${sandbox.apiUrl}/sandbox/faults`, {
      headers: merchant(sandbox),
      body: { route: 'payout', kind: 'drop-response' },
    });
    const key = randomUUID();
    await expect(payout(session, key)).rejects.toThrow();
    const retry = await payout(session, key);
    expect(retry.status).toBe(202);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await payoutActions(session.config)).toHaveLength(1);
  });

  it('answers 503 with Retry-After for an unavailable fault, without running the payout', async () => {
    const session = await ready();
    await call(`${sandbox.apiUrl}/sandbox/faults`, {
      headers: merchant(sandbox),
      body: { route: 'payout', kind: 'unavailable' },
    });
    const key = randomUUID();
    const unavailable = await payout(session, key);
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('retry-after')).toBe('1');
    expect(errorCodes(unavailable)).toEqual(['service.unavailable']);
    expect(await payoutActions(session.config)).toHaveLength(0);
    expect((await payout(session, key)).status).toBe(202);
  });

  it('hits only the execution a fault names, so tests side by side are not disturbed', async () => {
    const target = await ready();
    const bystander = await ready();
    await call(`${sandbox.apiUrl}/sandbox/faults`, {
      headers: merchant(sandbox),
      body: { route: 'payout', kind: 'unavailable', executionId: target.config.execution.id },
    });
    expect((await payout(bystander)).status).toBe(202);
    expect((await payout(target)).status).toBe(503);
  });

  it('delays the answer for a delay fault', async () => {
    const session = await ready();
    await call(`${sandbox.apiUrl}/sandbox/faults`, {
      headers: merchant(sandbox),
      body: { route: 'execution', kind: 'delay', delayMs: 300 },
    });
    const started = Date.now();
    const response = await call(session.config.execution.links.self, {
      headers: bearer(session.config.token),
    });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});
