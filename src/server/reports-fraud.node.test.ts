import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { failureOf, useAcceptanceSandbox } from '../../test/server-acceptance';
import type { FraudCheckSummary } from '../api/schemas/fraud';
import type { ReportRun } from '../api/schemas/report-run';
import { failingReportWorkspaceId, seedReportWorkspaceId } from '../sandbox/platform/reports/report-runs';
import { expectWithoutLatencyOrLogs, twoFraudOperations } from '../sandbox/analytics-test-helpers';
import { payoutBody } from '../sandbox/node-test-helpers';
import { ReportFileUnavailableError, ServerClientConfigurationError } from './index';

const t = useAcceptanceSandbox();

afterEach(() => t.control('DELETE', '/sandbox/clock'));

describe('report runs (spec 4.5)', () => {
  async function successfulRun(): Promise<ReportRun> {
    const created = await t.client.createReportRun({
      reportCode: 'payments',
      workspaceId: seedReportWorkspaceId,
      parameters: { intervalStart: '2024-03-01', intervalEnd: '2024-03-31', timezone: 'Europe/Berlin' },
    });
    expect(created.status).toBe('pending');
    expect(created.parameters).toMatchObject({ timezone: 'Europe/Berlin', dateField: 'createdAt' });
    const run = await t.client.waitForReportRun(created.id);
    expect(run.status).toBe('successful');
    return run;
  }

  it('creates a run that becomes successful, with a CSV of the interval in its time zone', async () => {
    const run = await successfulRun();
    expect(run.result).toMatchObject({ fileType: 'csv' });
    expect(run.completedAt).toEqual(expect.any(String));
    const csv = await t.client.downloadReportFile(run);
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toContain('createdAt');
    expect(rows.length).toBeGreaterThan(0);
    // Timestamps are written in the run's zone: Berlin is +01:00 in March before the DST switch.
    expect(csv).toMatch(/2024-03-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+0[12]:00/);
  });

  it('refuses the download after expiresAt with a clear error (sandbox clock)', async () => {
    const run = await successfulRun();
    const lifetimeSeconds = (Date.parse(run.result!.expiresAt) - Date.now()) / 1000;
    await t.control('POST', '/sandbox/clock', { advanceSeconds: Math.ceil(lifetimeSeconds) + 5 });
    const error = await failureOf(t.client.downloadReportFile(run));
    expect(error).toBeInstanceOf(ReportFileUnavailableError);
    expect(error.status).toBe(410);
    expect(error.message).toMatch(/expired at .*Create a new report run/);
  });

  it('refuses to download a run that is not successful', async () => {
    const failed = await t.client.createReportRun({
      reportCode: 'payments',
      workspaceId: failingReportWorkspaceId,
      parameters: { intervalStart: '2024-03-01', intervalEnd: '2024-03-02' },
    });
    const run = await t.client.waitForReportRun(failed.id);
    expect(run.status).toBe('failed');
    expect(run.failureMessage).toMatch(/unavailable/);
    expect(run.result).toBeUndefined();
    await expect(t.client.downloadReportFile(run)).rejects.toThrow(ServerClientConfigurationError);
  });

  it('filters by workspace and report code, and pages with after and before both ways', async () => {
    const workspaceId = randomUUID();
    const created: string[] = [];
    for (const reportCode of ['payments', 'settlements', 'payments', 'payments', 'disputes'] as const) {
      const run = await t.client.createReportRun({
        reportCode,
        workspaceId,
        parameters: { intervalStart: '2024-03-01', intervalEnd: '2024-03-02' },
      });
      if (reportCode === 'payments') created.push(run.id);
    }
    const all = [];
    for await (const run of t.client.reportRuns({ workspaceId, reportCode: 'payments' }, { pageSize: 2 })) {
      expect(run.workspaceId).toBe(workspaceId);
      expect(run.report.code).toBe('payments');
      all.push(run.id);
    }
    expect(all).toEqual([...created].reverse()); // newest first

    const first = await t.client.listReportRuns({ workspaceId, reportCode: 'payments' }, { size: 2 });
    expect(first.results.map((run) => run.id)).toEqual(all.slice(0, 2));
    const next = new URL(first.links.next!);
    expect(next.searchParams.get('page[after]')).toEqual(expect.any(String));
    expect(next.searchParams.get('filter[workspaceId]')).toBe(workspaceId);
    const second = await t.client.listReportRuns(
      { workspaceId, reportCode: 'payments' },
      { size: 2, after: next.searchParams.get('page[after]')! },
    );
    expect(second.results.map((run) => run.id)).toEqual(all.slice(2));
    const previous = new URL(second.links.prev!);
    const back = await t.client.listReportRuns(
      { workspaceId, reportCode: 'payments' },
      { size: 2, before: previous.searchParams.get('page[before]')! },
    );
    expect(back.results.map((run) => run.id)).toEqual(all.slice(0, 2));

    const forward = [];
    for await (const run of t.client.reportRuns({ workspaceId }, { pageSize: 2 })) forward.push(run.id);
    const backward = [];
    for await (const run of t.client.reportRuns({ workspaceId }, { pageSize: 2, direction: 'backward' })) {
      backward.push(run.id);
    }
    expect(forward).toHaveLength(5);
    expect(backward).toEqual([...forward].reverse());
  });

  it('lists the seeded runs, and answers 404 for an unknown run and 400 for a bad filter', async () => {
    const seeded = await t.client.listReportRuns({ workspaceId: seedReportWorkspaceId });
    expect(seeded.results.length).toBeGreaterThanOrEqual(4);
    expect((await failureOf(t.client.getReportRun(randomUUID()))).codes).toEqual(['request.not-found']);
    const badFilter = await failureOf(t.client.listReportRuns({ workspaceId: 'nope' }));
    expect(badFilter.status).toBe(400);
    await expect(t.client.listReportRuns({}, { after: 'a', before: 'b' })).rejects.toThrow(/not both/);
  });

  it('refuses an updatedAt interval for a report that supports only createdAt', async () => {
    const error = await failureOf(
      t.client.createReportRun({
        reportCode: 'settlements',
        workspaceId: seedReportWorkspaceId,
        parameters: { intervalStart: '2024-03-01', intervalEnd: '2024-03-02', dateField: 'updatedAt' },
      }),
    );
    expect(error.status).toBe(400);
  });
});

describe('fraud operations (spec 4.6)', () => {
  function fraudCheck(): Promise<FraudCheckSummary> {
    return t.control<FraudCheckSummary>('POST', '/sandbox/frauds', twoFraudOperations);
  }

  it('answers operations without latency and logs unless asked', async () => {
    const check = await fraudCheck();
    const { results } = await t.client.getFraudOperations(check.fraudId);
    expect(results.map((operation) => [operation.type, operation.result, operation.decision])).toEqual([
      ['FraudScore', 'Success', 'Review'],
      ['FraudScoreNotification', 'ProviderConnectionError', 'NoDecision'],
    ]);
    for (const operation of results) expect(operation.fraudId).toBe(check.fraudId);
    expectWithoutLatencyOrLogs(results);
  });

  it('adds latency and logs only when each is asked for', async () => {
    const check = await fraudCheck();
    const withLatency = await t.client.getFraudOperations(check.fraudId, { latency: true });
    expect(withLatency.results[0]).toMatchObject({ providerLatency: '120ms', totalLatency: '135ms' });
    expect(withLatency.results[0]).not.toHaveProperty('logs');
    const withLogs = await t.client.getFraudOperations(check.fraudId, { logs: true });
    expect(withLogs.results[0]!.logs!.length).toBeGreaterThan(0);
    expect(withLogs.results[0]).not.toHaveProperty('providerLatency');
    const both = await t.client.getFraudOperations(check.fraudId, { latency: true, logs: true });
    expect(both.results[0]).toHaveProperty('totalLatency');
    expect(both.results[0]).toHaveProperty('logs');
  });

  it('finds the fraud check a payout created', async () => {
    const config = await t.session({
      workspaceId: seedReportWorkspaceId,
      amount: { value: '20.00', currency: 'EUR' },
    });
    const instrument = await t.bankAccount(config, false);
    await t.client.payout(config.execution.id, payoutBody(config, instrument.id));
    const { frauds } = await t.control<{ frauds: FraudCheckSummary[] }>(
      'GET',
      `/sandbox/executions/${config.execution.id}/frauds`,
    );
    expect(frauds.length).toBeGreaterThan(0);
    const { results } = await t.client.getFraudOperations(frauds[0]!.fraudId, { latency: true });
    expect(results[0]!.actionId).toEqual(expect.any(String));
    expect(results[0]!.providerLatency).toMatch(/^\d+ms$/);
  });

  it('answers 404 for an unknown fraud check', async () => {
    expect((await failureOf(t.client.getFraudOperations(randomUUID()))).codes).toEqual(['request.not-found']);
  });
});
