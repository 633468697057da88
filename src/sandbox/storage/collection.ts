import type { Database, Queryable, Statement } from './database';
import { lazyCollections, type CollectionName } from './migrations';
import { decode, encode } from './record-json';
import { readFirstRow, scanRows, type Scan, type StoredRow } from './row-reads';
import { purgeRows, rowWrites } from './row-writes';
import { StorageReadError } from './storage-errors';

/** What a collection needs of the storage it belongs to. */
export interface CollectionOwner {
  readonly database: Database | undefined;
  readonly durable: boolean;
  /** Notes a record read or written, in the unit of work running now. */
  note(collection: Collection<unknown>, id: string): void;
}

/**
 * Stands, where the last written JSON is kept, for "whatever the database holds": a lazy collection's
 * record changed or deleted without being read first. Putting it back forgets it (the database is the
 * truth again). JSON never starts with NUL.
 */
const storedMark = '\u0000stored';

/** A read of one record from the database; `stale` when the record left memory meanwhile. */
interface PendingRead {
  done: Promise<void>;
  stale: boolean;
}

/**
 * The records of one kind, by id, in insertion order (a Map's order, kept by the table's `seq`).
 * Iterating with `values()` watches nothing: a record changed after being found that way must be
 * passed to `touch`.
 *
 * A lazy collection (`lazyCollections`: those that grow with every request) is a cache of its table
 * when a database is attached: nothing of it is read at start, a record is read by `read(id)` when a
 * request needs it, and it leaves memory once no unit of work holds it and its last change is written
 * (`unpin`). `get`, `has`, `values` and `entries` know only what memory holds; `read` and `select`
 * know the table. Without a database (`--memory`) memory is the only store and nothing leaves it.
 */
export class Collection<Value> {
  readonly #records = new Map<string, Value>();
  /** The JSON last written per id, to write only what changed (and to put a record back). */
  readonly #written = new Map<string, string>();
  /** The table's version of each record as last read or written (see `rowWrites`); 0: `create`d. */
  readonly #versions = new Map<string, number>();
  /**
   * When each record was last noted by a unit of work (a number that only grows), kept while a change
   * may still be written or put back: a failed commit puts a record back only if no later unit touched it.
   */
  readonly #stamps = new Map<string, number>();
  #clock = 0;
  /**
   * Records a later unit touched after a change that was never kept: they hold a state the database
   * never had, so a unit that would write one fails instead (and puts it back).
   */
  readonly #tainted = new Set<string>();
  /** How many holders (units of work, commits of unknown outcome) keep each record in memory. */
  readonly #pins = new Map<string, number>();
  /** Reads from the database under way, by id: a second reader shares the first one's. */
  readonly #reading = new Map<string, PendingRead>();
  /** Ids to read in the next query, with who waits for each. */
  readonly #queuedReads: {
    id: string;
    resolve(row: StoredRow | undefined): void;
    reject(error: unknown): void;
  }[] = [];
  readonly #lazy: boolean;
  /**
   * Lazy collections: false while the table is known to be empty (a new sandbox): `select` then asks
   * memory only, so a client init of a new sandbox sends no query for stored instruments.
   */
  #storedAny = true;

  constructor(
    readonly name: CollectionName,
    private readonly owner: CollectionOwner,
  ) {
    this.#lazy = lazyCollections.has(name);
  }

  get(id: string): Value | undefined {
    const value = this.#records.get(id);
    if (value !== undefined) this.#watch(id);
    return value;
  }

  /** The record memory holds, noted by no unit: for a look that changes nothing (a listener's). */
  peek(id: string): Value | undefined {
    return this.#records.get(id);
  }

  /** Whether memory holds the record (a lazy collection's stored records may be elsewhere: `read`). */
  has(id: string): boolean {
    return this.#records.has(id);
  }

  set(id: string, value: Value): void {
    this.#storedAny = true;
    this.#markUnread(id);
    this.#records.set(id, value);
    this.#watch(id);
  }

  /**
   * Sets a record that must not exist yet, after `read` found none: its write inserts it only if no
   * other process did meanwhile, else the unit fails with a conflict and runs again (finding theirs).
   * How an idempotency key or a holder's id is claimed once across processes.
   */
  create(id: string, value: Value): void {
    const unread = this.cachesTable && !this.#records.has(id) && !this.#written.has(id);
    this.set(id, value);
    if (unread) this.#versions.set(id, 0);
  }

  delete(id: string): void {
    if (!this.#markUnread(id) && !this.#records.delete(id)) return;
    this.#watch(id);
  }

  /** Marks a record found by iteration as changed. */
  touch(id: string): void {
    if (this.#records.has(id)) this.#watch(id);
  }

  /** What memory holds (of a lazy collection: the records in use and those not written yet). */
  values(): IterableIterator<Value> {
    return this.#records.values();
  }

  entries(): IterableIterator<[string, Value]> {
    return this.#records.entries();
  }

  get size(): number {
    return this.#records.size;
  }

  /** The ids memory keeps anything of: records, written JSON, stamps, pins (what `heldRecords` counts). */
  get held(): number {
    const kept = [this.#records, this.#written, this.#stamps, this.#versions, this.#pins];
    const ids = new Set([...this.#tainted, ...kept.flatMap((map) => [...map.keys()])]);
    return ids.size;
  }

  /**
   * The record, read from the database first when memory lacks it (lazy collections); rejects with
   * `StorageReadError` when the database cannot be read.
   */
  async read(id: string): Promise<Value | undefined> {
    if (this.cachesTable && !this.#records.has(id) && !this.#written.has(id)) await this.#fetch(id);
    return this.get(id);
  }

  async #fetch(id: string): Promise<void> {
    const shared = this.#reading.get(id);
    if (shared) return shared.done;
    const reading: PendingRead = { done: Promise.resolve(), stale: false };
    reading.done = (async () => {
      try {
        for (;;) {
          reading.stale = false;
          const row = await this.#readSoon(id);
          // Written and evicted while the query ran: what it answered may predate that write.
          if (reading.stale) continue;
          // Another caller set or deleted it meanwhile: what memory holds now wins.
          if (row !== undefined && !this.#records.has(id) && !this.#written.has(id)) this.#remember(id, row);
          return;
        }
      } finally {
        this.#reading.delete(id);
      }
    })();
    this.#reading.set(id, reading);
    return reading.done;
  }

  /**
   * The stored JSON of `id`, read with the other ids asked for in the same turn of the event loop: one
   * query for the requests a busy moment brings, as a commit writes them together.
   */
  #readSoon(id: string): Promise<StoredRow | undefined> {
    return new Promise((resolve, reject) => {
      this.#queuedReads.push({ id, resolve, reject });
      if (this.#queuedReads.length === 1) setImmediate(() => void this.#readQueued());
    });
  }

  async #readQueued(): Promise<void> {
    const queued = this.#queuedReads.splice(0);
    try {
      const stored = await this.#readRows(
        this.owner.database!.read.bind(this.owner.database),
        queued.map((read) => read.id),
      );
      for (const read of queued) read.resolve(stored.get(read.id));
    } catch (error) {
      const failure = new StorageReadError(error);
      for (const read of queued) read.reject(failure);
    }
  }

  /**
   * The records `matches` accepts, oldest first. A lazy collection reads them from the database (only
   * the rows `where`, SQL over the `data` column with `params`, selects), preferring what memory holds,
   * and keeps none of what it read: a scan (a report run, a holder's stored instruments) must not fill
   * memory. Watches nothing, like `values`. Stored records come without the `omitted` fields.
   */
  async select(
    matches: (value: Value) => boolean,
    where = 'true',
    params: readonly unknown[] = [],
    omitted: readonly string[] = [],
  ): Promise<Value[]> {
    const pages: Value[][] = [];
    await this.selectPages(matches, where, params, (page) => void pages.push(page), { omitted });
    return pages.flat();
  }

  /**
   * `select` a page of at most `pageSize` records at a time (all at once without it), the next once
   * `onPage` is done: a scan of a long history (a report run over a year) holds a page. Stored records
   * come first (by `orderBy` if given), then those only memory holds.
   */
  async selectPages(
    matches: (value: Value) => boolean,
    where: string,
    params: readonly unknown[],
    onPage: (values: Value[]) => void | Promise<void>,
    scan: Pick<Scan, 'pageSize' | 'omitted' | 'orderBy' | 'limit'> = {},
  ): Promise<void> {
    const database = this.owner.database;
    // Records in memory that the table's pages brought (in their memory state): the others come last.
    const paged = new Set<string>();
    if (this.#lazy && database && this.#storedAny) {
      await scanRows(database, this.name, { where, params, ...scan }, async (rows) => {
        const page: Value[] = [];
        for (const row of rows) {
          if (this.#records.has(row.id)) paged.add(row.id);
          // Memory has a newer state; written JSON without a record is a delete not written yet.
          const value =
            this.#records.get(row.id) ??
            (this.#written.has(row.id) ? undefined : (decode(row.data) as Value));
          if (value !== undefined && matches(value)) page.push(value);
        }
        if (page.length > 0) await onPage(page);
      });
    }
    // Not written yet, or changed since so that `where` no longer selects the stored row.
    const rest: Value[] = [];
    for (const [id, value] of this.#records) if (!paged.has(id) && matches(value)) rest.push(value);
    const size = scan.pageSize ?? rest.length;
    for (let at = 0; at < rest.length; at += size) await onPage(rest.slice(at, at + size));
  }

  /**
   * Deletes at most `limit` records `where` selects (SQL over the table, with `params`), oldest first,
   * at once and outside any unit of work: housekeeping (expired idempotency answers) that no request
   * waits for. Records memory holds are in use or not written yet: they are left for a later purge.
   * Without a database, deletes the records `matches` accepts. Resolves with how many went.
   */
  async purge(
    matches: (value: Value) => boolean,
    where: string,
    params: readonly unknown[],
    limit: number,
  ): Promise<number> {
    const database = this.owner.database;
    if (!this.cachesTable || !database) {
      const doomed = [...this.#records].filter(([, value]) => matches(value)).slice(0, limit);
      for (const [id] of doomed) this.delete(id);
      return doomed.length;
    }
    const kept = [...new Set([...this.#records.keys(), ...this.#written.keys()])];
    return purgeRows(database, this.name, { where, params, kept, limit: Math.max(0, Math.floor(limit)) });
  }

  /**
   * The `seq` of the `rank`-th newest row of a lazy collection's table (1: the newest), as text;
   * undefined when the table holds fewer rows, or memory is the only store.
   */
  async seqOfNewest(rank: number): Promise<string | undefined> {
    const database = this.owner.database;
    if (!this.cachesTable || !database) return undefined;
    // Named apart from `seq`, which `order by` would otherwise take as the text.
    const sql = `select seq::text as at from ${this.name} order by seq desc offset $1 limit 1`;
    return (await readFirstRow<{ at: string }>(database, sql, [Math.max(0, Math.floor(rank) - 1)]))?.at;
  }

  /**
   * The largest `of` over the records (0 when none): a lazy collection asks the table (`sql`, an
   * expression over `data`) and what memory holds, so a sequence goes on after a restart.
   */
  async max(of: (value: Value) => number, sql: string): Promise<number> {
    let max = 0;
    for (const value of this.#records.values()) max = Math.max(max, of(value));
    const database = this.owner.database;
    if (!this.#lazy || !database) return max;
    const row = await readFirstRow<{ max: string | null }>(
      database,
      `select max(${sql})::text as max from ${this.name}`,
    );
    return Math.max(max, Number(row?.max ?? 0));
  }

  /**
   * Reads the table back, oldest first; a lazy collection reads only whether it holds any row (`read`
   * and `select` read the records).
   */
  async load(database: Queryable): Promise<void> {
    if (this.#lazy) {
      const [row] = await database.query<{ any: boolean }>(`select exists (select from ${this.name}) as any`);
      this.#storedAny = row?.any ?? true;
      return;
    }
    const rows = await database.query<{ id: string; data: string; version: string }>(
      `select id, data::text as data, version::text as version from ${this.name} order by seq`,
    );
    for (const row of rows) this.#remember(row.id, { json: row.data, version: Number(row.version) });
  }

  /** The stored rows of `ids`, by id. */
  async #readRows(query: Queryable['query'], ids: readonly string[]): Promise<Map<string, StoredRow>> {
    const rows = await query<{ id: string; data: string; version: string }>(
      `select id, data::text as data, version::text as version from ${this.name} where id = any($1::text[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, { json: row.data, version: Number(row.version) }]));
  }

  /**
   * Sets the records of `ids` to what the database holds (removing those it lacks): after a commit
   * whose outcome is unknown, memory follows what the database kept.
   */
  async reread(database: Queryable, ids: readonly string[]): Promise<void> {
    const stored = await this.#readRows(database.query.bind(database), ids);
    for (const id of ids) {
      this.#stamps.delete(id);
      this.#tainted.delete(id);
      this.#adopt(id, stored.get(id));
    }
  }

  /**
   * Replaces what memory holds of `ids` with what the database holds now, for the records with no
   * change of this process pending: after a write conflict, or a notification that another process
   * wrote them, memory must not keep their old state (the next unit would conflict again on it).
   * A lazy collection leaves the records memory does not hold to be read when needed.
   */
  async refresh(ids: readonly string[]): Promise<void> {
    const database = this.owner.database;
    const held = this.#lazy ? ids.filter((id) => this.#records.has(id) || this.#written.has(id)) : ids;
    if (!database || held.length === 0) return;
    const before = new Map(held.map((id) => [id, this.#written.get(id)]));
    const stored = await this.#readRows(database.read.bind(database), held);
    for (const [id, written] of before) {
      // Changed or written by this process while the query ran: that is newer than what it read.
      if (this.#written.get(id) !== written || this.pendingWrite(id) !== undefined) continue;
      this.#tainted.delete(id);
      this.#adopt(id, stored.get(id));
    }
  }

  /**
   * Takes `row` (or the row's absence) as the record's stored state, and returns the record as `get`
   * does (noted by the unit running now): a job row this process just claimed.
   */
  adopt(id: string, row: StoredRow | undefined): Value | undefined {
    this.#adopt(id, row);
    return this.get(id);
  }

  #adopt(id: string, row: StoredRow | undefined): void {
    if (row === undefined) this.#forget(id);
    else this.#remember(id, row);
  }

  #forget(id: string): void {
    this.#records.delete(id);
    this.#written.delete(id);
    this.#versions.delete(id);
  }

  /**
   * The record's JSON when it differs from what was last written (a new, changed or deleted record:
   * `json` undefined), else undefined.
   */
  pendingWrite(id: string): { json: string | undefined } | undefined {
    if (this.#versions.get(id) === 0 && !this.#records.has(id)) {
      // Created and deleted again before being written: nothing to write.
      return undefined;
    }
    const value = this.#records.get(id);
    const json = value === undefined ? undefined : encode(value);
    return json === this.#written.get(id) ? undefined : { json };
  }

  /** When the record was last noted by a unit of work (0: not since its last write or put-back). */
  stamp(id: string): number {
    return this.#stamps.get(id) ?? 0;
  }

  /** The record's `json` taken at `stamp` is in the database. */
  markWritten(id: string, json: string | undefined, stamp: number): void {
    if (json === undefined) this.#written.delete(id);
    else this.#written.set(id, json);
    if (this.stamp(id) === stamp) this.#stamps.delete(id);
    const version = this.#versions.get(id);
    // A blind write leaves the table's version unknown: the next write of the record is blind too.
    if (json === undefined || version === undefined) this.#versions.delete(id);
    else this.#versions.set(id, version + 1);
  }

  /**
   * The record's change taken at `stamp` was not kept. Puts the record back as it was last written
   * unless a later unit touched it since: that unit holds newer state built on the lost change, and
   * the record is marked tainted so that unit fails rather than writing it (see `tainted`).
   */
  putBack(id: string, stamp: number): void {
    if (this.stamp(id) === stamp) this.#revert(id);
    else this.#tainted.add(id);
  }

  /** Whether the record holds a change that was never kept and differs from the database. */
  tainted(id: string): boolean {
    if (!this.#tainted.has(id)) return false;
    // Changed back to what the database holds: nothing lost remains in it.
    if (this.pendingWrite(id) === undefined) this.#tainted.delete(id);
    return this.#tainted.has(id);
  }

  /** One more holder keeps the record in memory (a unit of work that noted it). */
  pin(id: string): void {
    this.#pins.set(id, (this.#pins.get(id) ?? 0) + 1);
  }

  /**
   * A holder let the record go. The last one lets a lazy collection's record leave memory, once
   * memory holds nothing the database lacks: a change not written yet, or one tainted, stays.
   */
  unpin(id: string): void {
    const pins = (this.#pins.get(id) ?? 1) - 1;
    if (pins > 0) return void this.#pins.set(id, pins);
    this.#pins.delete(id);
    if (!this.cachesTable || this.#tainted.has(id)) return;
    // Unnoted since its last write or put-back (no stamp): no change to find, so no need to encode it.
    if (this.#stamps.has(id) && this.pendingWrite(id) !== undefined) return;
    this.#forget(id);
    this.#stamps.delete(id);
    const reading = this.#reading.get(id);
    if (reading) reading.stale = true;
  }

  /**
   * Whether memory is a cache of the table (a lazy collection with a database behind it): records
   * leave memory when let go, and memory alone does not know what is stored.
   */
  get cachesTable(): boolean {
    return this.#lazy && this.owner.database !== undefined;
  }

  /**
   * A lazy collection's record changed without being read: what was last written is "whatever the
   * database holds", so a put-back forgets it and a delete is written. True when so marked now.
   */
  #markUnread(id: string): boolean {
    if (!this.cachesTable || this.#records.has(id) || this.#written.has(id)) return false;
    this.#written.set(id, storedMark);
    return true;
  }

  /** Puts the record back as it was last written (or removes it). */
  #revert(id: string): void {
    this.#stamps.delete(id);
    this.#tainted.delete(id);
    const json = this.#written.get(id);
    if (json === undefined) this.#records.delete(id);
    else if (json === storedMark) this.#forget(id);
    else this.#records.set(id, decode(json) as Value);
  }

  /** The statements that write `rows`, each record with the table version memory knows (`rowWrites`). */
  writeStatements(rows: readonly { id: string; json: string | undefined }[]): Statement[] {
    return rowWrites(
      this.name,
      rows.map((row) => ({ ...row, version: this.#versions.get(row.id) })),
    );
  }

  #remember(id: string, { json, version }: StoredRow): void {
    this.#records.set(id, decode(json) as Value);
    this.#written.set(id, json);
    this.#versions.set(id, version);
  }

  #watch(id: string): void {
    if (!this.owner.durable) return;
    this.#stamps.set(id, (this.#clock += 1));
    this.owner.note(this as Collection<unknown>, id);
  }
}
