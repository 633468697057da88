import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type CreateReportRunRequest,
  type Report,
  type ReportCode,
  type ReportRun,
} from '../../../api/schemas/report-run';
import type { ExecutionStatus } from '../../../api/schemas/execution';
import type { SandboxClock } from '../shared/clock';
import { httpError } from '../../http/responses';
import { ReportCsv } from './report-csv';
import { ReportFiles } from './report-files';
import { dayRangeMs, daysInclusive } from './report-time';
import type { ExecutionRecord, Store } from '../../storage/store';
import type { Jobs } from '../../storage/jobs';
import type { Collection, Storage } from '../../storage/storage';

/**
 * Report runs (spec 4.5, 2.5): a run is created `pending`, and after a short delay it becomes
 * `successful` with a signed download URL of its CSV, or `failed` with a `failureMessage`.
 */

/** How long a successful run's download URL works, from its completion. */
export const reportUrlLifetimeSeconds = 3600;
/** Longest interval a run may cover; a longer one fails. */
export const maxReportIntervalDays = 366;
/** Test value: every run of this workspace fails, as if the report source were down. */
export const failingReportWorkspaceId = 'a0a10000-0000-4000-8000-000000000013';
/** Workspace of the seeded report runs and of the seeded March 2024 payments and payouts they report. */
export const seedReportWorkspaceId = 'a0a10000-0000-4000-8000-000000000001';

/** The sandbox's reports, one per code, with stable ids. */
export const reports: Record<ReportCode, Report> = {
  transaction_details: {
    id: 'a0a1e000-0000-4000-8000-000000000001',
    code: 'transaction_details',
    name: 'Transaction details',
    description: 'Every status change of payouts and payments, one row each.',
  },
  payments: {
    id: 'a0a1e000-0000-4000-8000-000000000002',
    code: 'payments',
    name: 'Payments',
    description: 'Payments (checkout executions) with their current status.',
  },
  settlements: {
    id: 'a0a1e000-0000-4000-8000-000000000003',
    code: 'settlements',
    name: 'Settlements',
    description: 'Payouts paid out and payments captured, with the time they settled.',
  },
  transactions: {
    id: 'a0a1e000-0000-4000-8000-000000000004',
    code: 'transactions',
    name: 'Transactions',
    description: 'Payouts and payments that moved money, with their current status.',
  },
  disputes: {
    id: 'a0a1e000-0000-4000-8000-000000000005',
    code: 'disputes',
    name: 'Disputes',
    description: 'Disputes opened in the interval (the sandbox has none: the file holds the header only).',
  },
};

export interface RunRecord {
  /** Grows with creation; the list shows the highest first. */
  sequence: number;
  merchantId: string;
  run: ReportRun;
  /** The file of a run completed before files were kept in parts (`ReportFiles`). */
  csv?: string;
}

export interface ReportRunFilters {
  workspaceId?: string;
  reportCode?: ReportCode;
}

export class ReportRuns {
  private readonly runs: Collection<RunRecord>;
  private readonly files: ReportFiles;
  /** Signs download URLs; kept with the state, so a URL handed out stays valid after a restart. */
  private readonly signingKey: Uint8Array;
  private sequence = 0;
  /** The stored runs' largest sequence, read once: each run's sequence follows it. */
  private sequenceRead: Promise<void> | undefined;

  constructor(
    private readonly store: Store,
    private readonly clock: SandboxClock,
    private readonly apiUrl: string,
    /** Time from creation to completion, in ms. */
    private readonly delayMs: number,
    storage: Storage,
    private readonly jobs: Jobs,
  ) {
    this.runs = storage.collection('report_runs');
    this.files = new ReportFiles(storage.database);
    this.signingKey = storage.secret('reportUrlSigningKey');
    jobs.handle<{ runId: string }>('report-complete', async ({ runId }) => {
      const record = await this.runs.read(runId);
      if (record) await this.complete(record);
    });
  }

  /** Records a pending run and completes it after the delay. */
  async create(
    merchantId: string,
    request: CreateReportRunRequest,
    createdAt = this.clock.now(),
  ): Promise<RunRecord> {
    this.sequenceRead ??= this.runs
      .max((record) => record.sequence, `(data->>'sequence')::bigint`)
      .then((max) => void (this.sequence = Math.max(this.sequence, max)))
      .catch((error: unknown) => {
        // Read again by the next request: the database may be back.
        this.sequenceRead = undefined;
        throw error;
      });
    await this.sequenceRead;
    const record: RunRecord = {
      sequence: ++this.sequence,
      merchantId,
      run: {
        id: randomUUID(),
        createdAt: createdAt.toISOString(),
        report: { ...reports[request.reportCode] },
        parameters: { ...request.parameters },
        status: 'pending',
        workspaceId: request.workspaceId,
      },
    };
    this.runs.set(record.run.id, record);
    return record;
  }

  schedule(record: RunRecord): void {
    this.jobs.schedule('report-complete', this.delayMs, { runId: record.run.id });
  }

  async get(merchantId: string, id: string): Promise<RunRecord | undefined> {
    const record = await this.runs.read(id);
    return record?.merchantId === merchantId ? record : undefined;
  }

  /**
   * This merchant's runs, newest first: selected in SQL, none kept in memory, and read without their
   * files (a file lists a day's or a year's executions; a list shows none of it).
   */
  async list(merchantId: string, filters: ReportRunFilters): Promise<RunRecord[]> {
    const runs = await this.runs.select(
      (record) =>
        record.merchantId === merchantId &&
        (!filters.workspaceId || record.run.workspaceId === filters.workspaceId) &&
        (!filters.reportCode || record.run.report.code === filters.reportCode),
      `data->>'merchantId' = $1 and ($2::text is null or data->'run'->>'workspaceId' = $2)
       and ($3::text is null or data->'run'->'report'->>'code' = $3)`,
      [merchantId, filters.workspaceId ?? null, filters.reportCode ?? null],
      ['csv'],
    );
    return runs.sort((a, b) => b.sequence - a.sequence);
  }

  /** The run's CSV when `signature` is the one its URL carries and the URL has not expired. */
  async download(id: string, signature: string): Promise<{ csv: string; fileName: string }> {
    const record = await this.runs.read(id);
    const result = record?.run.result;
    if (!record || !result) {
      throw httpError(
        404,
        'request.not-found',
        `Report run ${id} has no file (unknown run, or not successful).`,
      );
    }
    const expected = Buffer.from(this.sign(id, result.expiresAt));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw httpError(
        403,
        'request.forbidden',
        "The signature of this download URL is not valid; use the url of the run's result unchanged.",
      );
    }
    if (this.clock.nowMs() >= Date.parse(result.expiresAt)) {
      throw httpError(
        410,
        'request.expired',
        `This download URL expired at ${result.expiresAt}; create a new report run to get a fresh file.`,
        { expiresAt: result.expiresAt },
      );
    }
    const csv = record.csv ?? (await this.files.read(id));
    if (csv === undefined) throw httpError(404, 'request.not-found', `Report run ${id} has no file.`);
    return { csv, fileName: `${result.fileName.split('/').pop()}.${result.fileType}` };
  }

  /** Deletes the files whose download URL has expired (a timed sweep calls it); resolves with how many. */
  dropExpiredFiles(): Promise<number> {
    return this.files.dropExpired(this.clock.nowMs(), async (runId) => {
      const expiresAt = (await this.runs.read(runId))?.run.result?.expiresAt;
      return expiresAt === undefined ? undefined : Date.parse(expiresAt);
    });
  }

  /** Finishes a pending run: `failed` for the failure rules, else `successful` with the CSV. */
  async complete(record: RunRecord, completedAt = this.clock.now()): Promise<void> {
    const { run } = record;
    if (run.status !== 'pending') return;
    const failure = this.failureOf(run);
    // Written before the run changes: the executions are read from the database a page at a time,
    // and the file is written a part at a time as they come.
    if (failure === undefined) await this.writeFile(record);
    if (run.status !== 'pending') return;
    // Noted again: outside a unit of work (the seed runs), the changes made so far may be committed
    // while the executions are read.
    this.runs.touch(run.id);
    run.completedAt = completedAt.toISOString();
    if (failure !== undefined) {
      run.status = 'failed';
      run.failureMessage = failure;
      return;
    }
    const expiresAt = new Date(completedAt.getTime() + reportUrlLifetimeSeconds * 1000).toISOString();
    run.status = 'successful';
    run.result = {
      fileName: `reports/${run.workspaceId}/${run.report.code}_${run.parameters.intervalStart}_${run.parameters.intervalEnd}_${run.id}`,
      fileType: 'csv',
      url: `${this.apiUrl}/analytics/reportRuns/${run.id}/file?signature=${this.sign(run.id, expiresAt)}`,
      expiresAt,
    };
  }

  /** Writes the run's CSV, of its merchant's and workspace's executions changed in its interval. */
  private async writeFile({ merchantId, run }: RunRecord): Promise<void> {
    const { intervalStart, intervalEnd, timezone } = run.parameters;
    const [startMs, endMs] = dayRangeMs(intervalStart, intervalEnd, timezone);
    const csv = new ReportCsv(run.report.code, run.parameters, { workspaceId: run.workspaceId, merchantId });
    const file = this.files.create(run.id);
    await this.store.executionsChangedIn(merchantId, run.workspaceId, startMs, endMs, async (page) => {
      csv.add(page);
      await file.append(csv.take());
    });
    await file.close(csv.take() + csv.finish());
  }

  private failureOf(run: ReportRun): string | undefined {
    const days = daysInclusive(run.parameters.intervalStart, run.parameters.intervalEnd);
    if (days > maxReportIntervalDays) {
      return `The interval covers ${days} days; a report covers at most ${maxReportIntervalDays}. Split it into several runs.`;
    }
    if (run.workspaceId === failingReportWorkspaceId) {
      return 'The report source of this workspace is unavailable (sandbox test value); try again later.';
    }
    return undefined;
  }

  private sign(id: string, expiresAt: string): string {
    return createHmac('sha256', this.signingKey).update(`${id}\n${expiresAt}`).digest('base64url');
  }

  /** Runs every sandbox starts with, in the seed workspace, created during the last hour. */
  async seed(merchantId: string): Promise<void> {
    seedReportExecutions(this.store, merchantId);
    const minute = 60_000;
    const start = this.clock.nowMs() - 40 * minute;
    const seeds: CreateReportRunRequest[] = [
      seedRequest('payments', '2024-03-01', '2024-03-31', 'Etc/UTC'),
      seedRequest('transactions', '2024-03-01', '2024-03-31', 'Asia/Tokyo'),
      seedRequest('settlements', '2023-01-01', '2024-03-31', 'Etc/UTC'),
      seedRequest('transaction_details', '2024-03-10', '2024-03-12', 'Europe/Berlin'),
    ];
    for (const [index, request] of seeds.entries()) {
      const createdAt = start + index * 10 * minute;
      const record = await this.create(merchantId, request, new Date(createdAt));
      await this.complete(record, new Date(createdAt + 2_000));
    }
  }
}

/** A payout's history: requested 5 s and pending 6 s after its creation, then its final status. */
function payoutHistory(createdAt: string, final: ExecutionStatus): ExecutionStatus[] {
  const after = (seconds: number) => new Date(Date.parse(createdAt) + seconds * 1000).toISOString();
  return [
    { code: 'created', time: createdAt },
    { code: 'payoutRequested', time: after(5) },
    { code: 'payoutPending', time: after(6) },
    final,
  ];
}

/**
 * March 2024 activity of the seed workspace, chosen so the date field and the time zone change what a
 * report holds: the payment is created on the 10th (UTC) but updated on the 11th, and is on the 11th in
 * Tokyo; the second payout is created on the 11th in UTC but on the 12th in Tokyo.
 */
export const seedReportExecutions = (store: Store, merchantId: string): void => {
  const seeds: {
    workflowCode: 'payout' | 'checkout';
    merchantReference: string;
    value: string;
    status: ExecutionRecord['status'];
  }[] = [
    {
      workflowCode: 'checkout',
      merchantReference: 'seed-payment-1',
      value: '49.90',
      status: [
        { code: 'created', time: '2024-03-10T22:30:00.000Z' },
        { code: 'authorizeRequested', time: '2024-03-10T22:30:01.000Z' },
        { code: 'authorizeSuccessful', time: '2024-03-10T22:30:02.000Z' },
        { code: 'captureSuccessful', time: '2024-03-11T09:00:00.000Z' },
      ],
    },
    {
      workflowCode: 'payout',
      merchantReference: 'seed-payout-1',
      value: '125.50',
      status: payoutHistory('2024-03-10T10:00:00.000Z', {
        code: 'payoutSuccessful',
        time: '2024-03-10T10:05:00.000Z',
      }),
    },
    {
      workflowCode: 'payout',
      merchantReference: 'seed-payout-2',
      value: '10.13',
      status: payoutHistory('2024-03-11T23:30:00.000Z', {
        code: 'payoutFailed',
        time: '2024-03-12T00:10:00.000Z',
        reason: { code: 'payout.rejected', detail: 'The beneficiary bank rejected the payout.' },
      }),
    },
  ];
  for (const seed of seeds) {
    const execution = store.createExecution({
      workflowCode: seed.workflowCode,
      merchantId,
      merchantReference: seed.merchantReference,
      holderReference: 'seed-holder',
      workspaceId: seedReportWorkspaceId,
      amount: { value: seed.value, currency: 'EUR' },
      country: 'DE',
    });
    // History is written directly: the store's own methods stamp the current time.
    execution.status = seed.status;
  }
};

function seedRequest(reportCode: ReportCode, intervalStart: string, intervalEnd: string, timezone: string) {
  return {
    reportCode,
    workspaceId: seedReportWorkspaceId,
    parameters: { timezone, intervalStart, intervalEnd, dateField: 'createdAt' as const },
  };
}
