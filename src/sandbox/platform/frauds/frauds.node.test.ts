import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '../../../api/schemas/client-config';
import {
  fraudCheckSummarySchema,
  fraudOperationsResponseSchema,
  type FraudCheckSummary,
  type FraudOperation,
} from '../../../api/schemas/fraud';
import {
  errorPaths,
  expectWithoutLatencyOrLogs,
  tokenWithScope,
  twoFraudOperations,
} from '../../analytics-test-helpers';
import {
  bearer,
  call,
  createInstrument,
  createSession,
  errorCodes,
  merchant,
  payoutBody,
  useTestSandbox,
  waitForExecution,
} from '../../node-test-helpers';
import { sampleBankAccounts } from '../shared/test-values';

const sandbox = useTestSandbox();

function operationsUrl(fraudId: string, query = ''): string {
  return `${sandbox.apiUrl}/payment/frauds/${fraudId}/operations${query}`;
}

async function operations(fraudId: string, query = ''): Promise<FraudOperation[]> {
  const response = await call(operationsUrl(fraudId, query), { headers: merchant(sandbox) });
  expect(response.status).toBe(200);
  return fraudOperationsResponseSchema.parse(response.body).results;
}

function createCheck(body: unknown) {
  return call<FraudCheckSummary>(`${sandbox.apiUrl}/sandbox/frauds`, { headers: merchant(sandbox), body });
}

describe('fraud operations', () => {
  it('lists the operations of a check without latency or logs unless asked', async () => {
    const created = await createCheck(twoFraudOperations);
    expect(created.status).toBe(201);
    const check = fraudCheckSummarySchema.parse(created.body);
    expect(check.decision).toBe('NoDecision');
    expect(check.links.operations).toBe(operationsUrl(check.fraudId));

    const plain = await operations(check.fraudId);
    expect(plain.map((operation) => [operation.type, operation.result, operation.decision])).toEqual([
      ['FraudScore', 'Success', 'Review'],
      ['FraudScoreNotification', 'ProviderConnectionError', 'NoDecision'],
    ]);
    for (const operation of plain) expect(operation.fraudId).toBe(check.fraudId);
    expectWithoutLatencyOrLogs(plain);
    expect(plain[0]!.actionId).toBeDefined();
    expect(plain[1]).not.toHaveProperty('actionId');
    expect(plain[0]!.providerReference).toBe(plain[1]!.providerReference);
    expect(plain[0]!.providerResponseDetails).toMatchObject({ code: 'REVIEW' });
    expect(plain[1]!.errorDetails).toMatchObject({ source: 'provider', code: 'ProviderConnectionError' });
    expect(
      (await operations(check.fraudId, '?includeLatency=false&includeLogs=false'))[0],
    ).not.toHaveProperty('logs');
  });

  it('adds providerLatency and totalLatency when latency is asked for', async () => {
    const check = (await createCheck(twoFraudOperations)).body;
    const withLatency = await operations(check.fraudId, '?includeLatency=true');
    expect(withLatency[0]).toMatchObject({ providerLatency: '120ms', totalLatency: '135ms' });
    expect(withLatency[1]!.providerLatency).toMatch(/^\d+ms$/);
    expect(parseInt(withLatency[1]!.totalLatency!, 10)).toBeGreaterThanOrEqual(
      parseInt(withLatency[1]!.providerLatency!, 10),
    );
    for (const operation of withLatency) expect(operation).not.toHaveProperty('logs');
  });

  it('adds logs when logs are asked for, and both when both are', async () => {
    const check = (await createCheck(twoFraudOperations)).body;
    const withLogs = await operations(check.fraudId, '?includeLogs=true');
    for (const operation of withLogs) {
      expect(operation).not.toHaveProperty('providerLatency');
      expect(operation.logs).toHaveLength(1);
      expect(operation.logs![0]).toMatchObject({
        operationId: operation.id,
        workspaceId: operation.workspaceId,
      });
    }
    expect(withLogs[0]!.logs![0]).toMatchObject({ providerLatency: '120ms', totalLatency: '135ms' });
    expect(withLogs[0]!.logs![0]!.response).toMatchObject({ decision: 'Review' });
    const both = await operations(check.fraudId, '?includeLatency=true&includeLogs=true');
    expect(both[0]).toMatchObject({ providerLatency: '120ms', logs: [expect.any(Object)] });
  });

  it('answers 404 for an unknown fraud check and 400 for flags that are not booleans', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const response = await call(operationsUrl(id), { headers: merchant(sandbox) });
      expect(response.status).toBe(404);
      expect(errorCodes(response)).toEqual(['request.not-found']);
    }
    const check = (await createCheck(twoFraudOperations)).body;
    const flag = await call(operationsUrl(check.fraudId, '?includeLatency=yes'), {
      headers: merchant(sandbox),
    });
    expect(flag.status).toBe(400);
    expect(errorPaths(flag)).toEqual(['includeLatency']);
  });

  it("validates the sandbox route's operations against the spec's values", async () => {
    const decision = await createCheck({
      operations: [{ type: 'FraudScore', result: 'Success', decision: 'Maybe' }],
    });
    expect(decision.status).toBe(400);
    expect(errorPaths(decision)).toEqual(['operations.0.decision']);
    const latency = await createCheck({
      operations: [
        {
          type: 'FraudScore',
          result: 'Timeout',
          decision: 'NoDecision',
          providerLatencyMs: 50,
          totalLatencyMs: 10,
        },
      ],
    });
    expect(latency.status).toBe(400);
    expect(errorPaths(latency)).toEqual(['operations.0.totalLatencyMs']);
    expect((await createCheck({ operations: [] })).status).toBe(400);
  });

  it('needs frauds:read on a merchant credential', async () => {
    const check = (await createCheck(twoFraudOperations)).body;
    expect((await call(operationsUrl(check.fraudId))).status).toBe(401);
    const reader = await tokenWithScope(sandbox, 'frauds:read');
    expect((await call(operationsUrl(check.fraudId), { headers: bearer(reader) })).status).toBe(200);
    const other = await tokenWithScope(sandbox, 'reports:read');
    expect((await call(operationsUrl(check.fraudId), { headers: bearer(other) })).status).toBe(403);
    const config = await createSession(sandbox);
    expect((await call(operationsUrl(check.fraudId), { headers: bearer(config.token) })).status).toBe(403);
  });
});

describe('payout fraud screening', () => {
  async function payoutAs(holderName: string): Promise<{ config: ClientConfig; actionId: string }> {
    const config = await createSession(sandbox);
    const data = { ...sampleBankAccounts.DE!, holder: { type: 'individual', name: holderName } };
    const instrument = await createInstrument(config, data);
    expect(instrument.status).toBe(201);
    const paid = await call<{ actionId: string }>(config.execution.links.payout!.href, {
      headers: bearer(config.token),
      body: payoutBody(config, (instrument.body as { id: string }).id),
    });
    expect(paid.status).toBe(202);
    return { config, actionId: paid.body.actionId };
  }

  async function checksOf(config: ClientConfig): Promise<FraudCheckSummary[]> {
    const response = await call<{ frauds: FraudCheckSummary[] }>(
      `${sandbox.apiUrl}/sandbox/executions/${config.execution.id}/frauds`,
      { headers: merchant(sandbox) },
    );
    expect(response.status).toBe(200);
    return response.body.frauds;
  }

  it('screens every payout with a FraudScore operation that allows it', async () => {
    const { config, actionId } = await payoutAs('Jane Doe');
    const [check, ...others] = await checksOf(config);
    expect(others).toEqual([]);
    expect(check).toMatchObject({ executionId: config.execution.id, actionId, decision: 'Allow' });
    const [operation] = await operations(check!.fraudId);
    expect(operation).toMatchObject({
      type: 'FraudScore',
      result: 'Success',
      decision: 'Allow',
      actionId,
      workspaceId: config.workspaceId,
    });
    const execution = await waitForExecution(config);
    expect(execution.status.at(-1)!.code).toBe('payoutSuccessful');
  });

  it('fails the payout when the check decides Prevent (holder name containing "fraud")', async () => {
    const { config } = await payoutAs('Fraud Tester');
    const [check] = await checksOf(config);
    expect(check!.decision).toBe('Prevent');
    const execution = await waitForExecution(config);
    expect(execution.status.at(-1)).toMatchObject({
      code: 'payoutFailed',
      reason: { code: 'payout.fraud-prevented' },
    });
  });

  it('adds a notification operation without an action after a Review (holder name containing "review")', async () => {
    const { config, actionId } = await payoutAs('Review Me');
    const [check] = await checksOf(config);
    const ops = await operations(check!.fraudId, '?includeLatency=true');
    expect(ops.map((operation) => [operation.type, operation.decision, operation.actionId])).toEqual([
      ['FraudScore', 'Review', actionId],
      ['FraudScoreNotification', 'Allow', undefined],
    ]);
    expect((await waitForExecution(config)).status.at(-1)!.code).toBe('payoutSuccessful');
  });

  it('answers 404 for the frauds of an unknown execution', async () => {
    const response = await call(`${sandbox.apiUrl}/sandbox/executions/${randomUUID()}/frauds`, {
      headers: merchant(sandbox),
    });
    expect(response.status).toBe(404);
  });
});
