import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { Collection } from './collection';
import { CommitOutcomeUnknownError, sandboxSchema, WriteConflictError, type Database } from './database';
import { collectionNames, migrate, type CollectionName } from './migrations';
import { UnitOfWork } from './unit-of-work';
import { StorageConflictError, StorageReadError, StorageUnavailableError } from './storage-errors';
import { announcements, lastPerRecord, type Snapshot } from './snapshots';
import {
  aloneOnSchema,
  defaultLockWaitMs,
  holdSchemaLock,
  releaseStartLock,
  takeStartLock,
} from './schema-lock';

export { Collection, StorageReadError, StorageConflictError, StorageUnavailableError };

const schemaName = sandboxSchema;

/** How many times a unit that lost to another process runs again before the request gets a 503. */
const conflictAttempts = 8;

type Unit = UnitOfWork<Collection<unknown>>;

/** Why a unit fails whose records were changed by an earlier unit whose commit failed. */
const builtOnLostChange = 'an earlier change this request built on was not kept';

/** How often records of a commit with an unknown outcome are tried to be read back. */
const readBackRetryMs = 100;

/**
 * The sandbox's state: one collection of records per kind, in memory for the domains to read and
 * change synchronously, and, when a database is attached, written to it. Then the database is the
 * truth and memory a cache bounded by the work in hand: a record a unit notes is pinned until the unit
 * is settled (or, for a commit of unknown outcome, until it is read back), and a lazy collection's
 * record leaves memory when its last pin goes and memory holds nothing the database lacks.
 *
 * Writing works like an ORM's unit of work, one per request or job (`unitOfWork`): a record read with
 * `get` or written with `set` is noted in the unit running now; when the unit ends, the records it
 * changed are serialised and written in one transaction, its stored idempotency answer with them, and
 * the caller hears of it only then. A failed transaction puts the records back as they were last
 * written, so memory never holds what the database lacks; a record a later unit touched since is not
 * put back (that would overwrite its newer state) and that unit fails instead (`#discard`). Units that ended meanwhile share the next
 * transaction (group commit); each is complete, so a crash keeps a request whole or not at all.
 * Changes made outside any unit (start-up, seeds) are written by `commit()`.
 */
export class Storage {
  readonly #collections = new Map<CollectionName, Collection<unknown>>();
  readonly #current = new AsyncLocalStorage<Unit>();
  /** Units still running: a unit that changed what one of them holds is written with it. */
  readonly #open = new Set<Unit>();
  #outside = new UnitOfWork<Collection<unknown>>(true);
  /** Ended units waiting for the next transaction. */
  #ready: Snapshot[] = [];
  /** The transaction writing now (or the last one), and the one queued behind it. */
  #running: Promise<void> = Promise.resolve();
  #next: Promise<void> | undefined;
  #scheduled = false;
  #closed = false;
  /** Records of a commit whose outcome is unknown (the connection dropped during COMMIT), by collection. */
  readonly #inDoubt = new Map<Collection<unknown>, Set<string>>();
  #readingBack = false;
  readonly #remoteListeners: { collection: CollectionName; listener: (id: string) => void }[] = [];
  /** Names this process in what it announces, so it skips its own announcements. */
  readonly #instance = randomBytes(6).toString('hex');

  private constructor(readonly database: Database | undefined) {
    for (const name of collectionNames) this.#collections.set(name, new Collection(name, this));
  }

  /** State in memory only: gone when the process ends (tests, `--memory`). */
  static memory(): Storage {
    return new Storage(undefined);
  }

  /**
   * State in `database`, in its own schema (a shared server's other tables are never touched): the
   * schema is migrated, then every collection is read back (a lazy one: its ids, the records when
   * needed). The storage owns the database from here on: it closes it, also when opening fails.
   * `seeding`: the caller writes its first records before other sandboxes starting on the same
   * server may go on, and calls `ready` then.
   */
  static async open(
    database: Database,
    { lockWaitMs = defaultLockWaitMs, seeding = false } = {},
  ): Promise<Storage> {
    try {
      const storage = await Storage.#load(database, lockWaitMs);
      if (!seeding) await storage.ready();
      return storage;
    } catch (error) {
      await database.close();
      throw error;
    }
  }

  static async #load(database: Database, lockWaitMs: number): Promise<Storage> {
    // Sandboxes starting at once on one server migrate and seed one after another (until `ready`).
    await takeStartLock(database);
    await database.query(`create schema if not exists ${schemaName}`);
    // Again on every new connection: a reconnected session must hold the lock before it writes.
    await database.onSession(async (session) => {
      await session.query(`set search_path to ${schemaName}`);
      await holdSchemaLock(session, database.location, lockWaitMs, database.shared);
    });
    await migrate(database);
    if (await aloneOnSchema(database)) {
      // No other sandbox lives: claims of jobs are left by processes that died holding them.
      await database.query(
        'update jobs set claimed_until_ms = null, claimed_by = null where claimed_until_ms is not null',
      );
    }
    const storage = new Storage(database);
    for (const collection of storage.#collections.values()) await collection.load(database);
    if (database.shared) await database.listen((record) => storage.#changedElsewhere(record));
    return storage;
  }

  /**
   * The start is done (seeds committed): the next sandbox starting on this server may go on. Called by
   * `open` unless it was told the caller seeds first (`seeding`).
   */
  async ready(): Promise<void> {
    if (this.database) await releaseStartLock(this.database);
  }

  get durable(): boolean {
    return this.database !== undefined;
  }

  /**
   * False while the database is known to be out of reach (a dropped connection being retried), or
   * while records whose commit has an unknown outcome are being read back.
   */
  get available(): boolean {
    return (this.database?.available ?? true) && this.#inDoubt.size === 0;
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
   * Runs `work` as one unit of work and resolves with its result once what it changed is committed;
   * rejects with `StorageUnavailableError` (and nothing of it kept, in memory either) when the commit
   * fails. `blocking: false` for reads, which other units never wait for.
   */
  async unitOfWork<Result>(work: () => Promise<Result>, { blocking = true } = {}): Promise<Result> {
    if (!this.database || this.#closed) return work();
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#runUnit(work, blocking);
      } catch (error) {
        // Lost to another process: nothing of it was kept, and what it read is fresh again. A few
        // milliseconds apart, so two processes that keep colliding fall out of step.
        if (!(error instanceof StorageConflictError) || attempt === conflictAttempts || this.#closed)
          throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
  }

  async #runUnit<Result>(work: () => Promise<Result>, blocking: boolean): Promise<Result> {
    const unit: Unit = new UnitOfWork(blocking);
    this.#open.add(unit);
    let outcome: { result: Result } | { error: unknown };
    try {
      outcome = { result: await this.#current.run(unit, work) };
    } catch (error) {
      outcome = { error };
    }
    this.#open.delete(unit);
    // Changes made before a failure are in memory: they are written (or put back) like any other.
    this.#end(unit);
    await unit.written;
    if ('error' in outcome) throw outcome.error;
    return outcome.result;
  }

  /**
   * Runs `callback` once what the unit running now changed is committed, and never if that commit
   * fails: a job's timer starts only when the job is in the database, so a crash cannot deliver a
   * notification of a settlement the database never kept. Without a unit or a database: at once.
   */
  afterCommit(callback: () => void): void {
    const unit = this.#current.getStore();
    if (!unit || !this.database) return callback();
    unit.written.then(callback, () => undefined);
  }

  /**
   * Notes a record read or written, in the unit running now (or with the changes outside any): the
   * unit keeps it in memory until it is settled.
   */
  note(collection: Collection<unknown>, id: string): void {
    const unit = this.#current.getStore();
    if (unit) return this.#hold(unit, collection, id);
    this.#hold(this.#outside, collection, id);
    this.#commitSoon();
  }

  /**
   * How many records memory keeps, per collection (records, and ids with anything kept of them): a
   * long-running durable sandbox keeps its working set and the collections read whole at start.
   */
  heldRecords(): Record<CollectionName, number> {
    const held = {} as Record<CollectionName, number>;
    for (const [name, collection] of this.#collections) held[name] = collection.held;
    return held;
  }

  #hold(unit: Unit, collection: Collection<unknown>, id: string): void {
    if (unit.note(collection, id)) collection.pin(id);
  }

  /** Settles `unit` (and the units that joined it) and lets go of what it held. */
  #settle(unit: Unit, error?: StorageUnavailableError): void {
    unit.settle(error);
    this.#release(unit);
  }

  #release(unit: Unit): void {
    for (const [collection, id] of unit.records()) collection.unpin(id);
  }

  /** Writes the changes made outside any unit of work; resolves once they are committed. */
  commit(): Promise<void> {
    if (!this.database || this.#closed) return Promise.resolve();
    const unit = this.#outside;
    this.#outside = new UnitOfWork<Collection<unknown>>(true);
    this.#end(unit);
    return unit.written;
  }

  /** A unit ended: joins an open unit that shares a changed record, or queues its changes. */
  #end(unit: Unit): void {
    const rows: Snapshot['rows'] = [];
    for (const [collection, id] of unit.records()) {
      const write = collection.pendingWrite(id);
      if (write) rows.push({ collection, id, json: write.json, stamp: collection.stamp(id) });
    }
    const host = [...this.#open].find(
      (other) => other.blocking && rows.some((row) => other.holds(row.collection, row.id)),
    );
    if (host) {
      // The host holds the records from here on; this unit lets go of them.
      for (const [collection, id] of unit.records()) this.#hold(host, collection, id);
      host.join(unit);
      return this.#release(unit);
    }
    if (rows.length === 0) return this.#settle(unit);
    if (rows.some((row) => row.collection.tainted(row.id))) {
      return this.#discard([{ unit, rows }], new StorageUnavailableError(builtOnLostChange));
    }
    this.#ready.push({ unit, rows });
    this.#scheduleWrite();
  }

  /**
   * Nothing of `snapshots` is kept: each record is put back unless a later unit touched it since (that
   * unit's newer state stays, marked tainted). Units waiting to be written that hold a tainted record
   * were built on the lost changes: they fail too, in turn, and a unit still running that holds one
   * fails when it ends. Memory never holds what the database lacks, and a put-back never overwrites
   * a later unit's change.
   */
  #discard(snapshots: Snapshot[], error: StorageUnavailableError, { putBack = true } = {}): void {
    // The last snapshot of a record holds its latest stamp: the one that tells whether it moved on.
    if (putBack) for (const row of lastPerRecord(snapshots)) row.collection.putBack(row.id, row.stamp);
    for (const snapshot of snapshots) this.#settle(snapshot.unit, error);
    const built = this.#ready.filter((snapshot) =>
      snapshot.rows.some((row) => row.collection.tainted(row.id)),
    );
    if (built.length === 0) return;
    this.#ready = this.#ready.filter((snapshot) => !built.includes(snapshot));
    this.#discard(
      built,
      error instanceof StorageConflictError
        ? new StorageConflictError(builtOnLostChange)
        : new StorageUnavailableError(builtOnLostChange),
    );
  }

  #scheduleWrite(): void {
    const database = this.database!;
    // Waits for the event loop's pending I/O first: the requests it completes end their units too, and
    // share this commit. PGlite runs a statement without yielding, so without the wait every unit had
    // a commit of its own under load (one unit per commit at 16 connections, 6 with it).
    this.#next ??= this.#running
      .catch(() => undefined)
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(() => {
        this.#next = undefined;
        return this.#write(database);
      });
    this.#running = this.#next;
  }

  async #write(database: Database): Promise<void> {
    const batch = this.#ready;
    this.#ready = [];
    await this.#writeBatch(database, batch);
  }

  async #writeBatch(database: Database, batch: Snapshot[]): Promise<void> {
    const rows = lastPerRecord(batch);
    try {
      await database.write([
        ...[...this.#collections.values()].flatMap((collection) =>
          collection.writeStatements(rows.filter((row) => row.collection === collection)),
        ),
        ...(database.shared ? announcements(rows, this.#instance) : []),
      ]);
    } catch (error) {
      if (error instanceof WriteConflictError && batch.length > 1)
        return this.#writeOneByOne(database, batch);
      if (error instanceof WriteConflictError) return this.#lostToAnotherProcess(batch, rows, error);
      // Never acknowledged: the caller retries with the same key, and is answered from what was kept.
      const unavailable = new StorageUnavailableError(error);
      if (!(error instanceof CommitOutcomeUnknownError)) return this.#discard(batch, unavailable);
      this.#doubt(rows);
      batch.forEach((snapshot) => this.#settle(snapshot.unit, unavailable));
      return;
    }
    for (const row of rows) row.collection.markWritten(row.id, row.json, row.stamp);
    batch.forEach((snapshot) => this.#settle(snapshot.unit));
  }

  /**
   * A conflict fails the whole commit, whichever unit lost: its units are written one by one, so only
   * those that lost run again (a job that has sent a notification must not, nor a payout that won).
   */
  async #writeOneByOne(database: Database, batch: Snapshot[]): Promise<void> {
    for (const snapshot of batch) {
      if (snapshot.rows.some((row) => row.collection.tainted(row.id))) {
        this.#discard([snapshot], new StorageConflictError(builtOnLostChange));
      } else await this.#writeBatch(database, [snapshot]);
    }
  }

  /**
   * Another process wrote a record of the batch since this one read it: the batch is discarded like a
   * refused commit, what memory still holds of its records is read again, and then its units run again
   * (`unitOfWork`). The refresh comes first, so a unit run again never reads the state that lost.
   */
  async #lostToAnotherProcess(
    batch: Snapshot[],
    rows: Snapshot['rows'],
    error: WriteConflictError,
  ): Promise<void> {
    for (const row of rows) row.collection.putBack(row.id, row.stamp);
    for (const collection of new Set(rows.map((row) => row.collection))) {
      const ids = rows.filter((row) => row.collection === collection).map((row) => row.id);
      await collection.refresh(ids).catch(() => undefined);
    }
    this.#discard(batch, new StorageConflictError(error), { putBack: false });
  }

  /** Calls `listener` with the id of every record of `collection` another process wrote. */
  onChangedElsewhere(collection: CollectionName, listener: (id: string) => void): void {
    this.#remoteListeners.push({ collection, listener });
  }

  /** Another process wrote `record` (`collection/id`): memory takes its state, then listeners hear of it. */
  #changedElsewhere(announced: string): void {
    const [instance, record = ''] = announced.split(' ');
    if (instance === this.#instance) return;
    const slash = record.indexOf('/');
    const name = record.slice(0, slash) as CollectionName;
    const id = record.slice(slash + 1);
    const collection = this.#collections.get(name);
    if (!collection) return;
    collection
      .refresh([id])
      .catch(() => undefined)
      .then(() => {
        for (const remote of this.#remoteListeners) if (remote.collection === name) remote.listener(id);
      });
  }

  /**
   * Records that differ from what was last written though no running unit holds them were changed in
   * place without `get`, `set` or `touch`: a bug that a restart would turn into lost state. Named on
   * stderr and written, so the stop loses nothing.
   */
  async #writeUnnoted(): Promise<void> {
    if (!this.database) return;
    const unnoted: string[] = [];
    for (const collection of this.#collections.values()) {
      for (const [id] of collection.entries()) {
        if ([...this.#open].some((unit) => unit.holds(collection, id))) continue;
        if (this.#inDoubt.get(collection)?.has(id) || !collection.pendingWrite(id)) continue;
        unnoted.push(`${collection.name}/${id}`);
        this.#outside.note(collection, id);
      }
    }
    if (unnoted.length === 0) return;
    console.error(
      `Railkit sandbox: ${unnoted.length} record(s) changed without being noted (a sandbox bug; written now): ${unnoted.join(', ')}`,
    );
    await this.commit().catch(() => undefined);
    await this.#running.catch(() => undefined);
  }

  /**
   * A commit may or may not have landed: its records are read back from the database once it answers,
   * and the sandbox answers 503 until then. Putting them back as they were (a failed commit) could
   * forget an execution the database kept, and the retry of its request would run it a second time.
   */
  #doubt(rows: Iterable<Snapshot['rows'][number]>): void {
    for (const { collection, id } of rows) {
      let ids = this.#inDoubt.get(collection);
      if (!ids) this.#inDoubt.set(collection, (ids = new Set()));
      // Kept in memory until read back: whatever the database kept replaces it then.
      if (!ids.has(id)) collection.pin(id);
      ids.add(id);
    }
    console.error(
      'Railkit sandbox: the database connection dropped during a commit, so whether it was kept is unknown; ' +
        'answering 503 until its records are read back.',
    );
    void this.#readBack();
  }

  async #readBack(): Promise<void> {
    if (this.#readingBack) return;
    this.#readingBack = true;
    const database = this.database!;
    while (this.#inDoubt.size > 0 && !this.#closed) {
      await new Promise((resolve) => setTimeout(resolve, readBackRetryMs));
      if (!database.available) continue;
      try {
        for (const [collection, ids] of this.#inDoubt) {
          await collection.reread(database, [...ids]);
          this.#inDoubt.delete(collection);
          for (const id of ids) collection.unpin(id);
        }
      } catch {
        // Out of reach again: the next try reads what is left.
      }
    }
    this.#readingBack = false;
  }

  /** Commits soon, for changes made outside a unit of work; errors are reported, not thrown. */
  #commitSoon(): void {
    if (this.#scheduled || !this.database || this.#closed) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.commit().catch((error: unknown) => {
        console.error('Railkit sandbox: could not write its state:', error);
      });
    });
  }

  /** Commits what is left and closes the database. */
  async close(): Promise<void> {
    if (this.#closed) return;
    await this.commit().catch(() => undefined);
    await this.#running.catch(() => undefined);
    await this.#writeUnnoted();
    this.#closed = true;
    await this.database?.close();
  }
}
