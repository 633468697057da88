import { randomBytes } from 'node:crypto';
import type { Database } from './database';
import { collectionNames, migrate, type CollectionName } from './migrations';

/** The PostgreSQL schema of every table the sandbox writes. */
const schemaName = 'railkit_sandbox';

/**
 * The sandbox's state: one collection of records per kind, kept in memory for the domains to read and
 * change synchronously, and, when a database is attached, written to it.
 *
 * Writing works like an ORM's unit of work: a record read with `get` or written with `set` is watched;
 * `commit()` serialises every watched record, writes those that changed in one transaction and forgets
 * them. The HTTP layer commits before it answers, so whatever a response reports is on disk; timed work
 * (jobs) commits on its own right after it runs.
 */
export class Storage {
  readonly #collections = new Map<CollectionName, Collection<unknown>>();
  /** The transaction writing now (or the last one), and the one queued behind it. */
  #running: Promise<void> = Promise.resolve();
  #next: Promise<void> | undefined;
  #scheduled = false;
  #closed = false;

  private constructor(readonly database: Database | undefined) {
    for (const name of collectionNames) this.#collections.set(name, new Collection(name, this));
  }

  /** State in memory only: gone when the process ends (tests, `--memory`). */
  static memory(): Storage {
    return new Storage(undefined);
  }

  /**
   * State in `database`, in its own schema (a shared server's other tables are never touched): the
   * schema is migrated, then every collection is read back. The storage owns the database from here
   * on: it closes it, also when opening fails.
   */
  static async open(database: Database): Promise<Storage> {
    try {
      return await Storage.#load(database);
    } catch (error) {
      await database.close();
      throw error;
    }
  }

  static async #load(database: Database): Promise<Storage> {
    await database.query(`create schema if not exists ${schemaName}`);
    await database.query(`set search_path to ${schemaName}`);
    // Each sandbox holds its state in memory: two writing to one database would overwrite each other.
    const [lock] = await database.query<{ locked: boolean }>(
      `select pg_try_advisory_lock(hashtext('${schemaName}')) as locked`,
    );
    if (!lock?.locked) {
      throw new Error(
        `Another Railkit sandbox is using the database at ${database.location}: stop it, or give this one ` +
          'another database (DATABASE_URL), another --data-dir, or --memory.',
      );
    }
    await migrate(database);
    const storage = new Storage(database);
    for (const collection of storage.#collections.values()) await collection.load(database);
    return storage;
  }

  get durable(): boolean {
    return this.database !== undefined;
  }

  collection<Value>(name: CollectionName): Collection<Value> {
    return this.#collections.get(name) as Collection<Value>;
  }

  /** A value made once per sandbox (a key, an id) and kept, so what depends on it outlives a restart. */
  setting<Value>(name: string, create: () => Value): Value {
    const settings = this.collection<Value>('settings');
    let value = settings.get(name);
    if (value === undefined) settings.set(name, (value = create()));
    return value;
  }

  /** 32 random bytes made once per sandbox: the key of tokens, fingerprints or signed URLs. */
  secret(name: string): Uint8Array {
    return Buffer.from(
      this.setting(name, () => randomBytes(32).toString('base64')),
      'base64',
    );
  }

  /**
   * Writes every change made so far; resolves once it is committed. Group commit: while one transaction
   * runs, every commit asked for joins the next one, which takes all changes made until it starts.
   */
  commit(): Promise<void> {
    const database = this.database;
    if (!database || this.#closed) return Promise.resolve();
    this.#next ??= this.#running
      .catch(() => undefined)
      .then(() => {
        this.#next = undefined;
        return this.#write(database);
      });
    this.#running = this.#next;
    return this.#next;
  }

  async #write(database: Database): Promise<void> {
    this.#scheduled = false;
    const changes = [...this.#collections.values()].flatMap((collection) => collection.takeChanges() ?? []);
    if (changes.length === 0) return;
    try {
      await database.transaction(async (tx) => {
        for (const change of changes) await change.write(tx);
      });
    } catch (error) {
      changes.forEach((change) => change.failed());
      throw error;
    }
    changes.forEach((change) => change.written());
  }

  /** Commits soon, for changes made outside a request (timers); errors are reported, not thrown. */
  commitSoon(): void {
    if (this.#scheduled || !this.database || this.#closed) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.commit().catch((error: unknown) => {
        console.error('Railkit sandbox: could not write its state:', error);
      });
    });
  }

  /** Commits what is left and closes the database. */
  async close(): Promise<void> {
    if (this.#closed) return;
    await this.commit().catch(() => undefined);
    this.#closed = true;
    await this.database?.close();
  }
}

/** The pending writes of one collection: upserts of new JSON and deletes. */
interface Change {
  write(tx: { query(sql: string, params?: readonly unknown[]): Promise<unknown> }): Promise<unknown>;
  written(): void;
  failed(): void;
}

/**
 * The records of one kind, by id, in insertion order (a Map's order, kept by the table's `seq`).
 * Iterating with `values()` watches nothing: a record changed after being found that way must be
 * passed to `touch`.
 */
export class Collection<Value> {
  readonly #records = new Map<string, Value>();
  /** The JSON last written per id, to write only what changed. */
  readonly #written = new Map<string, string>();
  readonly #watched = new Set<string>();

  constructor(
    readonly name: CollectionName,
    private readonly storage: Storage,
  ) {}

  get(id: string): Value | undefined {
    const value = this.#records.get(id);
    if (value !== undefined) this.#watch(id);
    return value;
  }

  has(id: string): boolean {
    return this.#records.has(id);
  }

  set(id: string, value: Value): void {
    this.#records.set(id, value);
    this.#watch(id);
  }

  delete(id: string): void {
    if (this.#records.delete(id)) this.#watch(id);
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

  get size(): number {
    return this.#records.size;
  }

  /** Reads the table back, oldest first. */
  async load(database: Database): Promise<void> {
    const rows = await database.query<{ id: string; data: string }>(
      `select id, data::text as data from ${this.name} order by seq`,
    );
    for (const row of rows) {
      this.#records.set(row.id, decode(row.data) as Value);
      this.#written.set(row.id, row.data);
    }
  }

  /** The writes of every watched record whose JSON changed since it was last written, if any. */
  takeChanges(): Change | undefined {
    const upserts = new Map<string, string>();
    const deletes: string[] = [];
    for (const id of this.#watched) {
      const value = this.#records.get(id);
      const json = value === undefined ? undefined : encode(value);
      if (json === this.#written.get(id)) continue;
      if (json === undefined) deletes.push(id);
      else upserts.set(id, json);
    }
    this.#watched.clear();
    if (upserts.size === 0 && deletes.length === 0) return undefined;
    return this.#change(upserts, deletes);
  }

  /** One statement per kind of write, whatever the number of rows: a commit costs a few round trips. */
  #change(upserts: Map<string, string>, deletes: string[]): Change {
    const table = this.name;
    return {
      write: async (tx) => {
        if (deletes.length > 0) await tx.query(`delete from ${table} where id = any($1::text[])`, [deletes]);
        if (upserts.size === 0) return;
        await tx.query(
          `insert into ${table} (id, data)
           select id, data::json from unnest($1::text[], $2::text[]) with ordinality as row(id, data, n)
           order by n
           on conflict (id) do update set data = excluded.data`,
          [[...upserts.keys()], [...upserts.values()]],
        );
      },
      written: () => {
        for (const id of deletes) this.#written.delete(id);
        for (const [id, json] of upserts) this.#written.set(id, json);
      },
      // Written again at the next commit.
      failed: () => {
        for (const id of [...deletes, ...upserts.keys()]) this.#watch(id);
      },
    };
  }

  #watch(id: string): void {
    if (!this.storage.durable) return;
    this.#watched.add(id);
    this.storage.commitSoon();
  }
}

/** JSON with bigints (amounts in thousandths) kept as `{ "$bigint": "123" }`. */
function encode(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? { $bigint: item.toString() } : item,
  );
}

function decode(json: string): unknown {
  return JSON.parse(json, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && '$bigint' in item && typeof item.$bigint === 'string'
      ? BigInt(item.$bigint)
      : item,
  );
}
