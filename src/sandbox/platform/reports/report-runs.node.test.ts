import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { reportRunSchema, reportRunsPageSchema, type ReportRun } from '../../../api/schemas/report-run';
import { errorPaths, getPage, queryOf, tokenWithScope, walk } from '../../analytics-test-helpers';
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
  workspaceId,
} from '../../node-test-helpers';
import { parseCsv } from './report-csv';
import { dateInZone } from './report-time';
import { failingReportWorkspaceId, reportUrlLifetimeSeconds, seedReportWorkspaceId } from './report-runs';

const sandbox = useTestSandbox({ reportRunDelayMs: 30 });

const runsUrl = () => `${sandbox.apiUrl}/analytics/reportRuns`;

interface RunInput {
  reportCode: string;
  workspaceId?: string;
  parameters: Record<string, unknown>;
}

function postRun(input: RunInput, idempotencyKey?: string) {
  return call<ReportRun>(runsUrl(), {
    headers: merchant(sandbox),
    body: { workspaceId: seedReportWorkspaceId, ...input },
    idempotencyKey,
  });
}

/** Creates a run and polls it until it leaves `pending`. */
async function completedRun(input: RunInput): Promise<ReportRun> {
  const created = await postRun(input);
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  for (let attempt = 0; attempt < 100; attempt++) {
    const run = await call<ReportRun>(`${runsUrl()}/${created.body.id}`, { headers: merchant(sandbox) });
    if (run.body.status !== 'pending') return reportRunSchema.parse(run.body);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  throw new Error('run stayed pending');
}

async function download(run: ReportRun): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(run.result!.url);
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** The CSV of a successful run as records keyed by the header row. */
async function csvRecords(run: ReportRun): Promise<Record<string, string>[]> {
  expect(run.status).toBe('successful');
  const file = await download(run);
  expect(file.status).toBe(200);
  const [header, ...rows] = parseCsv(file.text);
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index] ?? ''])));
}

const march11 = { intervalStart: '2024-03-11', intervalEnd: '2024-03-11' };

describe('listing report runs', () => {
  it('lists the seeded runs at once, newest first', async () => {
    const response = await call(`${runsUrl()}?filter[workspaceId]=${seedReportWorkspaceId}`, {
      headers: merchant(sandbox),
    });
    expect(response.status).toBe(200);
    const page = reportRunsPageSchema.parse(response.body);
    expect(page.results.map((run) => run.report.code)).toEqual([
      'transaction_details',
      'settlements',
      'transactions',
      'payments',
    ]);
    const times = page.results.map((run) => Date.parse(run.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const failed = page.results.find((run) => run.status === 'failed')!;
    expect(failed.failureMessage).toMatch(/at most 366/);
    expect(failed.result).toBeUndefined();
    for (const run of page.results) expect(run.completedAt).toBeDefined();
    expect(page.results.filter((run) => run.status === 'successful')).toHaveLength(3);
  });

  it('pages forward and backward with cursors, keeping the filters in every link', async () => {
    const start = `${runsUrl()}?filter[workspaceId]=${seedReportWorkspaceId}&page[size]=1`;
    const forward = await walk<ReportRun>(sandbox, start, 'next');
    expect(forward).toHaveLength(4);
    for (const page of forward) {
      for (const link of Object.values(page.links).filter((value): value is string => value !== null)) {
        expect(queryOf(link)).toMatchObject({
          'filter[workspaceId]': seedReportWorkspaceId,
          'page[size]': '1',
        });
      }
    }
    expect(forward[0]!.links.prev).toBeNull();
    expect(queryOf(forward[1]!.links.prev!)['page[before]']).toBeDefined();
    expect(queryOf(forward[1]!.links.next!)['page[after]']).toBeDefined();
    const backward = await walk<ReportRun>(sandbox, forward[0]!.links.last, 'prev');
    const idsForward = forward.flatMap((page) => page.results.map((run) => run.id));
    expect(backward.flatMap((page) => page.results.map((run) => run.id)).reverse()).toEqual(idsForward);

    const pairs = await walk<ReportRun>(sandbox, start.replace('page[size]=1', 'page[size]=3'), 'next');
    expect(pairs.map((page) => page.results.length)).toEqual([3, 1]);
    const lastPage = await getPage<ReportRun>(sandbox, pairs[0]!.links.last);
    expect(lastPage.results.map((run) => run.id)).toEqual(idsForward.slice(1));
  });

  it('filters by report code and workspace', async () => {
    const page = await getPage<ReportRun>(
      sandbox,
      `${runsUrl()}?filter[workspaceId]=${seedReportWorkspaceId}&filter[reportCode]=payments`,
    );
    expect(page.results).toHaveLength(1);
    expect(page.results[0]!.report.code).toBe('payments');
    expect(queryOf(page.links.self)['filter[reportCode]']).toBe('payments');
    const elsewhere = await getPage<ReportRun>(sandbox, `${runsUrl()}?filter[workspaceId]=${randomUUID()}`);
    expect(elsewhere.results).toEqual([]);
    expect(elsewhere.links.next).toBeNull();
    expect(elsewhere.links.prev).toBeNull();
  });

  it('refuses bad filters and paging parameters naming them', async () => {
    for (const [query, path] of [
      ['filter[reportCode]=refunds', 'filter[reportCode]'],
      ['filter[workspaceId]=nope', 'filter[workspaceId]'],
      ['page[size]=500', 'page[size]'],
      ['page[before]=%%%', 'page[before]'],
      ['filter[code]=payments', 'filter[code]'],
    ] as const) {
      const response = await call(`${runsUrl()}?${query}`, { headers: merchant(sandbox) });
      expect(response.status, query).toBe(400);
      expect(errorPaths(response)).toEqual([path]);
    }
  });

  it('answers 404 for an unknown run', async () => {
    const response = await call(`${runsUrl()}/${randomUUID()}`, { headers: merchant(sandbox) });
    expect(response.status).toBe(404);
    expect(errorCodes(response)).toEqual(['request.not-found']);
  });
});

describe('creating report runs', () => {
  it('creates a pending run that becomes successful with a result', async () => {
    const created = await postRun({ reportCode: 'payments', parameters: march11 });
    expect(created.status).toBe(201);
    const run = reportRunSchema.parse(created.body);
    expect(run).toMatchObject({
      status: 'pending',
      workspaceId: seedReportWorkspaceId,
      report: { code: 'payments' },
      parameters: { timezone: 'Etc/UTC', dateField: 'createdAt', ...march11 },
    });
    expect(run.completedAt).toBeUndefined();
    expect(run.result).toBeUndefined();

    const done = await completedRun({ reportCode: 'disputes', parameters: march11 });
    expect(done.status).toBe('successful');
    expect(Date.parse(done.completedAt!)).toBeGreaterThanOrEqual(Date.parse(done.createdAt));
    expect(done.result).toMatchObject({ fileType: 'csv' });
    expect(done.result!.fileName).toMatch(
      new RegExp(`^reports/${seedReportWorkspaceId}/disputes_2024-03-11_2024-03-11_`),
    );
    expect(Date.parse(done.result!.expiresAt) - Date.parse(done.completedAt!)).toBe(
      reportUrlLifetimeSeconds * 1000,
    );
    const file = await download(done);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.text).toBe('disputeId,executionId,status,amount,currency,createdAt,updatedAt\r\n');
  });

  it('replays a create with the same idempotency key instead of running twice', async () => {
    const key = randomUUID();
    const first = await postRun({ reportCode: 'transactions', parameters: march11 }, key);
    const again = await postRun({ reportCode: 'transactions', parameters: march11 }, key);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const missing = await call(runsUrl(), {
      headers: merchant(sandbox),
      body: { reportCode: 'payments', workspaceId, parameters: march11 },
      idempotencyKey: null,
    });
    expect(missing.status).toBe(422);
  });

  it('refuses updatedAt except for payments and transactions, reversed intervals and unknown zones', async () => {
    for (const reportCode of ['settlements', 'transaction_details', 'disputes']) {
      const response = await postRun({ reportCode, parameters: { ...march11, dateField: 'updatedAt' } });
      expect(response.status, reportCode).toBe(400);
      expect(errorPaths(response)).toEqual(['parameters.dateField']);
    }
    expect(
      (await postRun({ reportCode: 'payments', parameters: { ...march11, dateField: 'updatedAt' } })).status,
    ).toBe(201);
    const reversed = await postRun({
      reportCode: 'payments',
      parameters: { intervalStart: '2024-03-12', intervalEnd: '2024-03-11' },
    });
    expect(reversed.status).toBe(400);
    expect(errorPaths(reversed)).toEqual(['parameters.intervalEnd']);
    const zone = await postRun({
      reportCode: 'payments',
      parameters: { ...march11, timezone: 'Mars/Olympus' },
    });
    expect(zone.status).toBe(400);
    expect(errorPaths(zone)).toEqual(['parameters.timezone']);
    const date = await postRun({
      reportCode: 'payments',
      parameters: { ...march11, intervalStart: '2024-02-30' },
    });
    expect(date.status).toBe(400);
    expect(errorPaths(date)).toEqual(['parameters.intervalStart']);
    const code = await postRun({ reportCode: 'refunds', parameters: march11 });
    expect(code.status).toBe(400);
    expect(errorPaths(code)).toEqual(['reportCode']);
  });

  it('fails a run over more than 366 days, and every run of the failing test workspace', async () => {
    const long = await completedRun({
      reportCode: 'transactions',
      parameters: { intervalStart: '2023-01-01', intervalEnd: '2024-01-02' },
    });
    expect(long.status).toBe('failed');
    expect(long.failureMessage).toMatch(/367 days/);
    expect(long.result).toBeUndefined();
    expect(long.completedAt).toBeDefined();
    const leapYear = await completedRun({
      reportCode: 'transactions',
      parameters: { intervalStart: '2024-01-01', intervalEnd: '2024-12-31' },
    });
    expect(leapYear.status).toBe('successful');
    const failing = await completedRun({
      reportCode: 'payments',
      workspaceId: failingReportWorkspaceId,
      parameters: march11,
    });
    expect(failing.status).toBe('failed');
    expect(failing.failureMessage).toMatch(/test value/);
  });

  it('needs reports:write to create and reports:read to list', async () => {
    const reader = await tokenWithScope(sandbox, 'reports:read');
    expect((await call(runsUrl(), { headers: bearer(reader) })).status).toBe(200);
    const refused = await call(runsUrl(), {
      headers: bearer(reader),
      body: { reportCode: 'payments', workspaceId, parameters: march11 },
    });
    expect(refused.status).toBe(403);
    expect(errorCodes(refused)).toEqual(['request.forbidden']);
    const writer = await tokenWithScope(sandbox, 'reports:write');
    expect((await call(runsUrl(), { headers: bearer(writer) })).status).toBe(403);
    expect((await call(runsUrl())).status).toBe(401);
  });
});

describe('report files', () => {
  it('filters payments on the date field the run names', async () => {
    const byCreation = await csvRecords(await completedRun({ reportCode: 'payments', parameters: march11 }));
    expect(byCreation).toEqual([]);
    const byUpdate = await csvRecords(
      await completedRun({ reportCode: 'payments', parameters: { ...march11, dateField: 'updatedAt' } }),
    );
    expect(byUpdate.map((row) => row.merchantReference)).toEqual(['seed-payment-1']);
    expect(byUpdate[0]).toMatchObject({
      status: 'captureSuccessful',
      amount: '49.90',
      currency: 'EUR',
      createdAt: '2024-03-10T22:30:00.000+00:00',
      updatedAt: '2024-03-11T09:00:00.000+00:00',
    });
  });

  it('takes interval days and writes timestamps in the run time zone', async () => {
    const utc = await csvRecords(await completedRun({ reportCode: 'transactions', parameters: march11 }));
    expect(utc.map((row) => row.merchantReference)).toEqual(['seed-payout-2']);
    expect(utc[0]).toMatchObject({
      type: 'payout',
      status: 'payoutFailed',
      createdAt: '2024-03-11T23:30:00.000+00:00',
    });

    const tokyo = await csvRecords(
      await completedRun({ reportCode: 'transactions', parameters: { ...march11, timezone: 'Asia/Tokyo' } }),
    );
    expect(tokyo.map((row) => row.merchantReference)).toEqual(['seed-payment-1']);
    expect(tokyo[0]).toMatchObject({
      type: 'payment',
      createdAt: '2024-03-11T07:30:00.000+09:00',
      updatedAt: '2024-03-11T18:00:00.000+09:00',
    });

    const kathmandu = await csvRecords(
      await completedRun({
        reportCode: 'settlements',
        parameters: { intervalStart: '2024-03-10', intervalEnd: '2024-03-10', timezone: 'Asia/Kathmandu' },
      }),
    );
    // The payment was created at 22:30Z on the 10th: already the 11th in Kathmandu (UTC+05:45).
    expect(kathmandu.map((row) => [row.merchantReference, row.createdAt, row.settledAt])).toEqual([
      ['seed-payout-1', '2024-03-10T15:45:00.000+05:45', '2024-03-10T15:50:00.000+05:45'],
    ]);
  });

  it('lists every status change in transaction details', async () => {
    const rows = await csvRecords(
      await completedRun({
        reportCode: 'transaction_details',
        parameters: { intervalStart: '2024-03-12', intervalEnd: '2024-03-12', timezone: 'Europe/Berlin' },
      }),
    );
    // Berlin is UTC+1 in March: 23:30Z on the 11th is already the 12th there.
    expect(rows.map((row) => [row.status, row.time, row.reasonCode])).toEqual([
      ['created', '2024-03-12T00:30:00.000+01:00', ''],
      ['payoutRequested', '2024-03-12T00:30:05.000+01:00', ''],
      ['payoutPending', '2024-03-12T00:30:06.000+01:00', ''],
      ['payoutFailed', '2024-03-12T01:10:00.000+01:00', 'payout.rejected'],
    ]);
  });

  it("holds the sandbox's own payouts of the run's workspace", async () => {
    const config = await createSession(sandbox);
    const instrument = await createInstrument(config);
    const paid = await call(config.execution.links.payout!.href, {
      headers: bearer(config.token),
      body: payoutBody(config, (instrument.body as { id: string }).id),
    });
    expect(paid.status).toBe(202);
    await waitForExecution(config);
    const today = dateInZone(Date.now(), 'Pacific/Auckland');
    const rows = await csvRecords(
      await completedRun({
        reportCode: 'transactions',
        workspaceId,
        parameters: {
          intervalStart: dateInZone(Date.now() - 86_400_000, 'Pacific/Auckland'),
          intervalEnd: today,
          timezone: 'Pacific/Auckland',
          dateField: 'updatedAt',
        },
      }),
    );
    const row = rows.find((candidate) => candidate.id === config.execution.id);
    expect(row).toMatchObject({
      type: 'payout',
      status: 'payoutSuccessful',
      amount: '125.50',
      merchantReference: config.merchantReference,
      workspaceId,
    });
    expect(row!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+1[23]:00$/);
  });

  it('refuses a tampered signature and stops serving the file after expiresAt', async () => {
    const run = await completedRun({ reportCode: 'payments', parameters: march11 });
    const url = new URL(run.result!.url);
    expect((await download(run)).status).toBe(200);
    url.searchParams.set('signature', 'forged');
    const forged = await fetch(url);
    expect(forged.status).toBe(403);
    const unsigned = await fetch(`${sandbox.apiUrl}/analytics/reportRuns/${run.id}/file`);
    expect(unsigned.status).toBe(400);

    const advanced = await call(`${sandbox.apiUrl}/sandbox/clock`, {
      headers: merchant(sandbox),
      body: { advanceSeconds: reportUrlLifetimeSeconds + 1 },
      idempotencyKey: null,
    });
    expect(advanced.status).toBe(200);
    try {
      const expired = await fetch(run.result!.url);
      expect(expired.status).toBe(410);
      const body = (await expired.json()) as { errors: { code: string }[] };
      expect(body.errors[0]!.code).toBe('request.expired');
    } finally {
      await call(`${sandbox.apiUrl}/sandbox/clock`, { method: 'DELETE', headers: merchant(sandbox) });
    }
  });
});
