import { randomUUID } from 'node:crypto';
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

type JobHandler = (payload: never) => void | Promise<void>;

/**
 * Timed work that survives a restart: payouts and payments settling, notifications to (re)deliver,
 * report runs to finish. A job is a row until its handler has run, so a sandbox stopped before then
 * runs it at its next start (at once when it is overdue), and one that ran is never run again: the
 * handler's changes and the job's removal are committed together.
 */
export class Jobs {
  readonly #jobs: Collection<Job>;
  readonly #handlers = new Map<string, JobHandler>();
  readonly #timers = new Map<string, NodeJS.Timeout>();
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
    this.storage.afterCommit(() => this.#arm(job));
  }

  /** Arms every stored job: call once, after every handler is registered. */
  resume(): void {
    for (const job of this.#jobs.values()) this.#arm(job);
  }

  /** Stops the timers; stored jobs stay for the next start. */
  close(): void {
    this.#closed = true;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }

  #arm(job: Job): void {
    if (this.#closed) return;
    const timer = setTimeout(() => void this.#run(job.id), Math.max(0, job.runAtMs - Date.now()));
    this.#timers.set(job.id, timer);
  }

  /**
   * Runs a due job as one unit of work: the handler's changes and the job's removal are committed
   * together, so a crash neither repeats nor loses it. A commit the database refused leaves the job
   * stored (memory is put back): it runs again shortly.
   */
  async #run(id: string): Promise<void> {
    this.#timers.delete(id);
    const job = this.#jobs.get(id);
    const handler = job && this.#handlers.get(job.kind);
    if (!job || !handler || this.#closed) return;
    try {
      await this.storage.unitOfWork(async () => {
        try {
          await (handler as (payload: unknown) => void | Promise<void>)(job.payload);
        } catch (error) {
          console.error(`Railkit sandbox: job ${job.kind} failed:`, error);
        }
        // Closing mid-run: the job stays for the next start.
        if (!this.#closed) this.#jobs.delete(id);
      });
    } catch {
      const stored = this.#jobs.get(id);
      if (stored) this.#arm({ ...stored, runAtMs: Date.now() + retryAfterFailedCommitMs });
    }
  }
}
