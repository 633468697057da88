import { randomUUID } from 'node:crypto';
import type { Database } from './database';
import type { Collection, Storage } from './storage';

interface Job {
  id: string;
  kind: string;
  /** Wall-clock time it is due, ms since the epoch. */
  runAtMs: number;
  payload: unknown;
}

/** How long a job whose commit failed (the database out of reach) waits before it runs again. */
const retryAfterFailedCommitMs = 1_000;
/**
 * How long a claimed job is this process's alone: far longer than a handler runs (a notification's
 * attempt times out after 5 s). A process killed while it held one leaves it to the others after this.
 */
const claimLeaseMs = 30_000;
/** How often a sandbox sharing its database looks for jobs the others scheduled or left behind. */
const pollMs = 1_000;
/** Jobs armed per look at the table, at most; the next look takes the rest. */
const pollBatch = 500;

type JobHandler = (payload: never) => void | Promise<void>;

/**
 * Timed work that survives a restart: payouts and payments settling, notifications to (re)deliver,
 * report runs to finish. A job is a row until its handler has run, so a sandbox stopped before then
 * runs it at its next start (at once when it is overdue), and one that ran is never run again: the
 * handler's changes and the job's removal are committed together.
 *
 * With a database, a job is claimed before it runs (`FOR UPDATE SKIP LOCKED`, then a lease): of the
 * sandbox processes sharing the database exactly one runs it, whichever scheduled it, and one that
 * dies holding it leaves it to another once the lease ends.
 */
export class Jobs {
  readonly #jobs: Collection<Job>;
  readonly #handlers = new Map<string, JobHandler>();
  readonly #timers = new Map<string, NodeJS.Timeout>();
  /** Jobs whose handler runs now in this process, by id: not armed again by a look at the table. */
  readonly #running = new Map<string, Promise<void>>();
  /** Who claims: another process's claim is honoured until its lease ends. */
  readonly #claimer = randomUUID();
  #poller: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(private readonly storage: Storage) {
    this.#jobs = storage.collection<Job>('jobs');
  }

  /** Registers what runs `kind`; payloads are plain data (ids), since a restart loses every object. */
  handle<Payload>(kind: string, run: (payload: Payload) => void | Promise<void>): void {
    this.#handlers.set(kind, run as JobHandler);
  }

  /** Runs `kind` with `payload` in `delayMs`. */
  schedule<Payload>(kind: string, delayMs: number, payload: Payload): void {
    const job: Job = { id: randomUUID(), kind, runAtMs: Date.now() + delayMs, payload };
    this.#jobs.set(job.id, job);
    this.storage.afterCommit(() => this.#arm(job.id, job.runAtMs));
  }

  /**
   * Moves every job `ms` earlier, as if that much time had passed: what the sandbox clock moved forward
   * made due runs now (a payout settling tomorrow settles when the clock moves a day on). Call inside the
   * request's unit of work; the jobs are armed again once it commits. A job another process armed runs
   * when its own timer says, unless this process has run it first.
   */
  async fastForward(ms: number): Promise<number> {
    const jobs = await this.#jobs.select((job) => !this.#running.has(job.id));
    for (const job of jobs) {
      const moved: Job = { ...job, runAtMs: job.runAtMs - ms };
      this.#jobs.set(job.id, moved);
      clearTimeout(this.#timers.get(job.id));
      this.#timers.delete(job.id);
      this.storage.afterCommit(() => this.#arm(job.id, moved.runAtMs));
    }
    return jobs.length;
  }

  /**
   * Arms every stored job: call once, after every handler is registered. A sandbox sharing its
   * database then looks at the table every second for jobs other processes scheduled or left.
   */
  resume(): void {
    const database = this.storage.database;
    if (!database) {
      for (const job of this.#jobs.values()) this.#arm(job.id, job.runAtMs);
      return;
    }
    const look = () => {
      this.#armStored(database).catch((error: unknown) => {
        console.error('Railkit sandbox: could not read the jobs due:', error);
      });
    };
    look();
    if (!database.shared) return;
    this.#poller = setInterval(look, pollMs);
    this.#poller.unref();
  }

  /**
   * Stops the timers, waits up to `waitMs` for the jobs running now to end, and lets go of this
   * process's claims; stored jobs stay for the next start or for the other processes. A job still
   * running then (a report over a long interval) is cut by the database closing: it stays stored and
   * runs again after the next start, which is no failure to report.
   */
  async close({ waitMs = 0 } = {}): Promise<void> {
    this.#closed = true;
    clearInterval(this.#poller);
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.#running.values()),
      new Promise((resolve) => (timeout = setTimeout(resolve, waitMs))),
    ]);
    clearTimeout(timeout);
    await this.storage.database
      ?.query('update jobs set claimed_until_ms = null, claimed_by = null where claimed_by = $1', [
        this.#claimer,
      ])
      .catch(() => undefined);
  }

  /** Arms the stored jobs due before the next look (all of them when no other process shares the table). */
  async #armStored(database: Database): Promise<void> {
    const now = Date.now();
    const horizon = database.shared ? now + pollMs : Number.MAX_SAFE_INTEGER;
    const due = await database.read<{ id: string; run_at_ms: string }>(
      `select id, run_at_ms::text from jobs
       where run_at_ms <= $1 and (claimed_until_ms is null or claimed_until_ms < $2)
       order by run_at_ms limit ${pollBatch}`,
      [horizon, now],
    );
    for (const job of due) this.#arm(job.id, Number(job.run_at_ms));
  }

  #arm(id: string, runAtMs: number): void {
    if (this.#closed || this.#timers.has(id) || this.#running.has(id)) return;
    const timer = setTimeout(() => void this.#run(id), Math.max(0, runAtMs - Date.now()));
    this.#timers.set(id, timer);
  }

  /**
   * Runs a due job as one unit of work: the handler's changes and the job's removal are committed
   * together, so a crash neither repeats nor loses it. A commit the database refused leaves the job
   * stored (memory is put back): it runs again shortly.
   */
  #run(id: string): Promise<void> {
    this.#timers.delete(id);
    if (this.#closed) return Promise.resolve();
    const running = this.#runOnce(id).then((committed) => {
      this.#running.delete(id);
      // The database refused the commit: the job is still stored, and runs again shortly.
      if (!committed) this.#arm(id, Date.now() + retryAfterFailedCommitMs);
    });
    this.#running.set(id, running);
    return running;
  }

  /** Runs the job in a unit of work; false when its commit failed. */
  async #runOnce(id: string): Promise<boolean> {
    try {
      await this.storage.unitOfWork(async () => {
        const job = await this.#claim(id);
        const handler = job && this.#handlers.get(job.kind);
        if (!job || !handler) return;
        try {
          await (handler as (payload: unknown) => void | Promise<void>)(job.payload);
        } catch (error) {
          // Cut by the stop (the database closing under it): the job stays for the next start.
          if (this.#closed) return;
          console.error(`Railkit sandbox: job ${job.kind} failed:`, error);
        }
        this.#jobs.delete(id);
      });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * The job, claimed for this process: undefined when it is done, or another process holds it. The
   * claim is committed at once (a row lock skipped if another process is claiming it now) and raises
   * the row's version, so if the lease ended and another process claimed it meanwhile, this unit's
   * removal of the job fails as a conflict and nothing of its run is kept.
   */
  async #claim(id: string): Promise<Job | undefined> {
    const database = this.storage.database;
    if (!database) return this.#jobs.get(id);
    const now = Date.now();
    const [row] = await database.query<{ data: string; version: string }>(
      `update jobs set claimed_until_ms = $2, claimed_by = $3, version = version + 1
       where id = (select id from jobs where id = $1
                   and (claimed_until_ms is null or claimed_until_ms < $4 or claimed_by = $3)
                   for update skip locked)
       returning data::text as data, version::text as version`,
      [id, now + claimLeaseMs, this.#claimer, now],
    );
    return this.#jobs.adopt(id, row && { json: row.data, version: Number(row.version) });
  }
}
