import type { Database, Queryable, Statement } from './database';
import { lazyCollections, type CollectionName } from './migrations';

/** What a collection needs of the storage it belongs to. */
export interface CollectionOwner {
  readonly database: Database | undefined;
  readonly durable: boolean;
  /** Notes a record read or written, in the unit of work running now. */
  note(collection: Collection<unknown>, id: string): void;
}

/**
 * Stands for "stored, never read" where the last written JSON is kept: JSON never starts with NUL.
 * The index value follows it, so a deleted record put back keeps its index.
 */
const unreadMark = '\u0000unread:';

/** The database could not be read: the caller answers 503, as for a failed commit. */
export class StorageReadError extends Error {
  constructor(cause: unknown) {
    super(`The sandbox could not read its state: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'StorageReadError';
  }
}

/**
 * The records of one kind, by id, in insertion order (a Map's order, kept by the table's `seq`).
 * Iterating with `values()` watches nothing: a record changed after being found that way must be
 * passed to `touch`.
 *
 * A lazy collection (`lazyCollections`: the stored idempotency answers and executions, which grow
 * with every request) is not read whole at start: only each record's id and index number are, and a record is read
 * by `read(id)` when it is needed. Until then `has` knows it, `get`, `values` and `entries` do not.
 */
export class Collection<Value> {
  readonly #records = new Map<string, Value>();
  /** The JSON last written per id, to write only what changed (and to put a record back). */
  readonly #written = new Map<string, string>();
  /** Lazy collections: records stored and not read yet, with their index number. */
  readonly #unread = new Map<string, number | null>();
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
  /** Lazy collections: the column read at start beside each id ('null' when none is). */
  readonly #index: string | undefined;

  constructor(
    readonly name: CollectionName,
    private readonly owner: CollectionOwner,
  ) {
    const lazy = lazyCollections[name];
    this.#index = lazy && (lazy.index ?? 'null');
  }

  get(id: string): Value | undefined {
    const value = this.#records.get(id);
    if (value !== undefined) this.#watch(id);
    return value;
  }

  has(id: string): boolean {
    return this.#records.has(id) || this.#unread.has(id);
  }

  set(id: string, value: Value): void {
    const index = this.#unread.get(id);
    // The stored row is replaced: what it held need not be read first.
    if (this.#unread.delete(id)) this.#written.set(id, `${unreadMark}${index ?? ''}`);
    this.#records.set(id, value);
    this.#watch(id);
  }

  delete(id: string): void {
    const index = this.#unread.get(id);
    if (this.#unread.delete(id)) this.#written.set(id, `${unreadMark}${index ?? ''}`);
    else if (!this.#records.delete(id)) return;
    this.#watch(id);
  }

  /** Marks a record found by iteration as changed. */
  touch(id: string): void {
    if (this.#records.has(id)) this.#watch(id);
  }

  values(): IterableIterator<Value> {
    return this.#records.values();
  }

  entries(): IterableIterator<[string, Value]> {
    return this.#records.entries();
  }

  /** Lazy collections: the ids stored and not read yet, oldest first, with their index number. */
  unread(): IterableIterator<[string, number | null]> {
    return this.#unread.entries();
  }

  get size(): number {
    return this.#records.size + this.#unread.size;
  }

  /**
   * The record, read from the database first when it is stored and not read yet (lazy collections);
   * rejects with `StorageReadError` when the database cannot be read.
   */
  async read(id: string): Promise<Value | undefined> {
    const database = this.owner.database;
    if (this.#unread.has(id) && database) {
      const rows = await database
        .query<{ data: string }>(`select data::text as data from ${this.name} where id = $1`, [id])
        .catch((error: unknown) => {
          throw new StorageReadError(error);
        });
      // Another caller read, replaced or deleted it meanwhile: what memory holds now wins.
      if (this.#unread.delete(id) && rows[0]) this.#remember(id, rows[0].data);
    }
    return this.get(id);
  }

  /**
   * The records `matches` accepts, oldest first. A lazy collection reads them from the database (only
   * the rows `where`, SQL over the `data` column with `params`, selects), preferring what memory holds,
   * and keeps none of what it read: a scan (a report run, a holder's stored instruments) must not fill
   * memory. Watches nothing, like `values`.
   */
  async select(
    matches: (value: Value) => boolean,
    where = 'true',
    params: readonly unknown[] = [],
  ): Promise<Value[]> {
    const database = this.owner.database;
    const selected = new Map<string, Value>();
    // Nothing stored that memory lacks (a new sandbox, or every record read): no query on the way of
    // each client init. Records read by id after a restart then come in the order they were read.
    if (this.#unread.size > 0 && database) {
      const rows = await database
        .query<{ id: string; data: string }>(
          `select id, data::text as data from ${this.name} where ${where} order by seq`,
          params,
        )
        .catch((error: unknown) => {
          throw new StorageReadError(error);
        });
      for (const row of rows) {
        // A row neither in memory nor unread was deleted, and the delete is not written yet.
        const value =
          this.#records.get(row.id) ?? (this.#unread.has(row.id) ? (decode(row.data) as Value) : undefined);
        if (value !== undefined) selected.set(row.id, value);
      }
    }
    // Not written yet, or changed since so that `where` no longer selects the stored row.
    for (const [id, value] of this.#records) if (!selected.has(id)) selected.set(id, value);
    return [...selected.values()].filter(matches);
  }

  /** Reads the table back, oldest first (a lazy collection: its ids and index numbers). */
  async load(database: Queryable): Promise<void> {
    if (this.#index) {
      const rows = await database.query<{ id: string; index: string | null }>(
        `select id, ${this.#index}::text as index from ${this.name} order by seq`,
      );
      for (const row of rows) this.#unread.set(row.id, row.index === null ? null : Number(row.index));
      return;
    }
    const rows = await database.query<{ id: string; data: string }>(
      `select id, data::text as data from ${this.name} order by seq`,
    );
    for (const row of rows) this.#remember(row.id, row.data);
  }

  /**
   * Sets the records of `ids` to what the database holds (removing those it lacks): after a commit
   * whose outcome is unknown, memory follows what the database kept.
   */
  async reread(database: Queryable, ids: readonly string[]): Promise<void> {
    const rows = await database.query<{ id: string; data: string }>(
      `select id, data::text as data from ${this.name} where id = any($1::text[])`,
      [ids],
    );
    const stored = new Map(rows.map((row) => [row.id, row.data]));
    for (const id of ids) {
      this.#unread.delete(id);
      this.#stamps.delete(id);
      this.#tainted.delete(id);
      const json = stored.get(id);
      if (json === undefined) {
        this.#records.delete(id);
        this.#written.delete(id);
      } else this.#remember(id, json);
    }
  }

  /**
   * The record's JSON when it differs from what was last written (a new, changed or deleted record:
   * `json` undefined), else undefined.
   */
  pendingWrite(id: string): { json: string | undefined } | undefined {
    const value = this.#records.get(id);
    if (value === undefined && this.#unread.has(id)) return undefined;
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

  /** Puts the record back as it was last written (or removes it). */
  #revert(id: string): void {
    this.#stamps.delete(id);
    this.#tainted.delete(id);
    const json = this.#written.get(id);
    if (json === undefined) this.#records.delete(id);
    else if (json.startsWith(unreadMark)) {
      this.#records.delete(id);
      this.#written.delete(id);
      const index = json.slice(unreadMark.length);
      this.#unread.set(id, index === '' ? null : Number(index));
    } else this.#records.set(id, decode(json) as Value);
  }

  /** The statements that write `rows` of this collection: one per kind of write, whatever the number of rows. */
  writeStatements(rows: readonly { id: string; json: string | undefined }[]): Statement[] {
    const deletes = rows.filter((row) => row.json === undefined).map((row) => row.id);
    const upserts = rows.filter((row) => row.json !== undefined);
    const table = this.name;
    const statements: Statement[] = [];
    if (deletes.length > 0) {
      statements.push({ sql: `delete from ${table} where id = any($1::text[])`, params: [deletes] });
    }
    if (upserts.length > 0) {
      statements.push({
        sql: `insert into ${table} (id, data)
              select id, data::json from unnest($1::text[], $2::text[]) with ordinality as row(id, data, n)
              order by n
              on conflict (id) do update set data = excluded.data`,
        params: [upserts.map((row) => row.id), upserts.map((row) => row.json)],
      });
    }
    return statements;
  }

  #remember(id: string, json: string): void {
    this.#records.set(id, decode(json) as Value);
    this.#written.set(id, json);
  }

  #watch(id: string): void {
    if (!this.owner.durable) return;
    this.#stamps.set(id, (this.#clock += 1));
    this.owner.note(this as Collection<unknown>, id);
  }
}

/** JSON with bigints (amounts in thousandths) kept as `{ "$bigint": "123" }`. */
function encode(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? { $bigint: item.toString() } : item,
  );
}

/** The reviver costs most of a start's parsing: only JSON that holds a bigint goes through it. */
function decode(json: string): unknown {
  if (!json.includes('"$bigint"')) return JSON.parse(json);
  return JSON.parse(json, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && '$bigint' in item && typeof item.$bigint === 'string'
      ? BigInt(item.$bigint)
      : item,
  );
}
