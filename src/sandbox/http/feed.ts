import * as z from 'zod/mini';

/**
 * What happened in this process, in order, for whoever follows it: the request log (`railkit-sandbox
 * logs`) and the changes the console shows live. Each entry gets the next sequence number; a reader
 * asks for the entries after the last number it saw, and may wait for one (a long poll). It keeps the
 * newest `kept` to `2 * kept` entries: a sandbox that runs for months keeps what a person follows.
 */
export class Feed<Entry> {
  #entries: (Entry & { seq: number })[] = [];
  #seq = 0;
  readonly #waiters = new Set<() => void>();

  constructor(private readonly kept = 1_000) {}

  /** The sequence number of the newest entry (0 before the first). */
  get cursor(): number {
    return this.#seq;
  }

  add(entry: Entry): void {
    this.#entries.push({ ...entry, seq: ++this.#seq });
    // Dropped in batches: one splice per `kept` entries, not a shift per entry.
    if (this.#entries.length >= 2 * this.kept) this.#entries.splice(0, this.kept);
    for (const wake of this.#waiters) wake();
    this.#waiters.clear();
  }

  /** The entries after `seq` that are still kept, oldest first. */
  after(seq: number): (Entry & { seq: number })[] {
    const first = this.#entries.findIndex((entry) => entry.seq > seq);
    return first === -1 ? [] : this.#entries.slice(first);
  }

  /** The entries after `seq`, waiting up to `waitMs` for one when there are none yet (or `signal` aborts). */
  async wait(seq: number, waitMs: number, signal: AbortSignal): Promise<(Entry & { seq: number })[]> {
    const now = this.after(seq);
    if (now.length > 0 || waitMs <= 0 || signal.aborted) return now;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.#waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, waitMs);
      signal.addEventListener('abort', done, { once: true });
      this.#waiters.add(done);
    });
    return this.after(seq);
  }
}

/** `?after=&wait=` of a feed's long poll: entries after a sequence number, waiting up to 30 s for one. */
export const feedQuerySchema = z.object({
  after: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
  wait: z.optional(z.coerce.number().check(z.minimum(0), z.maximum(30))),
});

export const requestEntrySchema = z.object({
  seq: z.int(),
  time: z.iso.datetime({ offset: true }),
  host: z.enum(['api', 'vault']),
  method: z.string(),
  /** Without the query, which may carry a credential (a report download's signature). */
  path: z.string(),
  status: z.int(),
  ms: z.int(),
  idempotencyKey: z.optional(z.string()),
});
export type LoggedRequest = Omit<z.infer<typeof requestEntrySchema>, 'seq'>;

export const changeEntrySchema = z.object({
  seq: z.int(),
  kind: z.enum(['execution', 'notification']),
  /** The execution written, or the one the notification is about. */
  executionId: z.string(),
});
export type Change = Omit<z.infer<typeof changeEntrySchema>, 'seq'>;

/** The request log and the change feed of one sandbox process. */
export interface Activity {
  requests: Feed<LoggedRequest>;
  changes: Feed<Change>;
}

export function newActivity(): Activity {
  return { requests: new Feed(), changes: new Feed() };
}
