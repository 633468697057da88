import { describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../storage/database';
import { useBackends } from '../../storage/durable-test-helpers';
import { Jobs } from '../../storage/jobs';
import { openPglite } from '../../storage/pglite';
import { Storage } from '../../storage/storage';
import { reportPageSize, Store } from '../../storage/store';
import { SandboxClock } from '../shared/clock';
import type { HttpError } from '../../http/responses';
import { parseCsv } from './report-csv';
import { reportPartChars } from './report-files';
import { reportUrlLifetimeSeconds, ReportRuns } from './report-runs';

const backends = useBackends();

const merchantId = 'm';
const workspaceId = 'w';
const executionCount = reportPageSize * 3;
const startMs = Date.parse('2024-03-10T00:00:00.000Z');

async function openDatabase(
  option: Awaited<ReturnType<(typeof backends)[number]['fresh']>>,
): Promise<Database> {
  if (option === 'memory') throw new Error('a database backend was expected');
  return 'databaseUrl' in option ? openPostgres(option.databaseUrl) : openPglite(option.dataDir);
}

/**
 * Executions created a second apart, in an order other than their creation (insertion order is not
 * the file's), each paid out up to ten minutes later: their changes interleave across pages.
 */
function storeHistory(store: Store): void {
  for (let index = 0; index < executionCount; index++) {
    const position = (index * 7) % executionCount;
    const execution = store.createExecution({
      workflowCode: 'payout',
      merchantId,
      merchantReference: `payout-${position}`,
      holderReference: undefined,
      workspaceId,
      amount: { value: '10.00', currency: 'EUR' },
      country: 'DE',
    });
    const createdMs = startMs + position * 1_000;
    execution.status = [
      { code: 'created', time: new Date(createdMs).toISOString() },
      { code: 'payoutSuccessful', time: new Date(createdMs + ((position * 37) % 600) * 1_000).toISOString() },
    ];
  }
}

/** A completed report of 10 March 2024: created by one unit of work, completed by another, as its job does. */
async function completedRun(storage: Storage, runs: ReportRuns): Promise<string> {
  const record = await storage.unitOfWork(() =>
    runs.create(merchantId, {
      reportCode: 'transaction_details',
      workspaceId,
      parameters: {
        timezone: 'Etc/UTC',
        intervalStart: '2024-03-10',
        intervalEnd: '2024-03-10',
        dateField: 'createdAt',
      },
    }),
  );
  await storage.unitOfWork(async () => runs.complete((await runs.get(merchantId, record.run.id))!));
  await storage.commit();
  return record.run.id;
}

/** Download answers for each run: the CSV's header when served, else the error's code. */
async function downloads(runs: ReportRuns, runIds: string[]): Promise<string[]> {
  return Promise.all(
    runIds.map(async (runId) => {
      const { url } = (await runs.get(merchantId, runId))!.run.result!;
      const signature = new URL(url).searchParams.get('signature')!;
      return runs.download(runId, signature).then(
        ({ csv }) => csv.split(',')[0]!,
        (error: HttpError) => error.items[0]!.code,
      );
    }),
  );
}

/**
 * Two runs half an hour apart, then the clock moved to the first one's expiry: the sweep deletes its
 * file only. With the clock moved back a moment, the first URL is valid again but its file is gone.
 */
async function expireFirstOfTwo(storage: Storage): Promise<void> {
  const clock = new SandboxClock();
  const runs = new ReportRuns(
    new Store(storage),
    clock,
    'http://sandbox.test',
    0,
    storage,
    new Jobs(storage),
  );
  const runIds = [await completedRun(storage, runs)];
  clock.advance(1_800_000);
  runIds.push(await completedRun(storage, runs));
  expect(await runs.dropExpiredFiles()).toBe(0);
  expect(await downloads(runs, runIds)).toEqual(['executionId', 'executionId']);

  clock.advance(reportUrlLifetimeSeconds * 1_000 - 1_800_000);
  expect(await runs.dropExpiredFiles()).toBe(1);
  expect(await runs.dropExpiredFiles()).toBe(0);
  expect(await downloads(runs, runIds)).toEqual(['request.expired', 'executionId']);
  clock.advance(-60_000);
  expect(await downloads(runs, runIds)).toEqual(['request.not-found', 'executionId']);
}

it('deletes the files of runs whose download URL expired, and keeps the others, in memory', async () => {
  await expireFirstOfTwo(Storage.memory());
});

describe.each(backends)('report files on $name', (backend) => {
  it('deletes the files of runs whose download URL expired, and keeps the others', async () => {
    const database = await openDatabase(await backend.fresh());
    const storage = await Storage.open(database);
    await expireFirstOfTwo(storage);
    const runsWithFiles = await database.read('select distinct run_id from report_file_parts', []);
    expect(runsWithFiles).toHaveLength(1);
    await storage.close();
  });

  it('writes a long file in parts while it reads the executions, every change once, in time order', async () => {
    const option = await backend.fresh();
    const database = await openDatabase(option);
    const storage = await Storage.open(database);
    const store = new Store(storage);
    const runs = new ReportRuns(
      store,
      new SandboxClock(),
      'http://sandbox.test',
      0,
      storage,
      new Jobs(storage),
    );
    storeHistory(store);
    await storage.commit();

    const runId = await completedRun(storage, runs);
    const { result } = (await runs.get(merchantId, runId))!.run;
    const { csv } = await runs.download(runId, new URL(result!.url).searchParams.get('signature')!);

    const [header, ...rows] = parseCsv(csv);
    // The columns this test reads.
    expect([header![0], header![4]]).toEqual(['executionId', 'time']);
    expect(rows).toHaveLength(executionCount * 2);
    const times = rows.map((row) => Date.parse(row[4]!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const changesPerExecution = new Map<string, number>();
    for (const row of rows) changesPerExecution.set(row[0]!, (changesPerExecution.get(row[0]!) ?? 0) + 1);
    expect(new Set(changesPerExecution.values())).toEqual(new Set([2]));
    expect(changesPerExecution.size).toBe(executionCount);

    // Kept in parts, none much over a part's size: what the run held of the file at once.
    const parts = await database.read<{ length: number }>(
      'select length(text) as length from report_file_parts where run_id = $1 order by part',
      [runId],
    );
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(parts.map((part) => Number(part.length)).reduce((sum, length) => sum + length)).toBe(csv.length);
    for (const part of parts) expect(Number(part.length)).toBeLessThan(reportPartChars * 1.5);
    // The run's record does not carry the file.
    expect(JSON.stringify(await database.read('select data from report_runs'))).not.toContain('payout-1');
    await storage.close();
  });
});
