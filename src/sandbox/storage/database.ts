/**
 * Raised by a write whose conditional statements touched fewer rows than expected: a record changed
 * (or was created) by another sandbox process since this one read it. SQLSTATE 40001, as PostgreSQL's
 * own "could not serialize access due to concurrent update".
 */
export const writeConflictFunction = 'railkit_check_written';
/** Takes tokens from a credential's shared rate-limit bucket (migration 5). */
export const takeTokensFunction = 'railkit_take_tokens';

/** The PostgreSQL schema of every table the sandbox writes. */
export const sandboxSchema = 'railkit_sandbox';

/** What a statement runs on: the database itself or one open transaction. */
export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** One SQL statement and its parameters (`$1`, `$2`...). */
export interface Statement {
  sql: string;
  params: readonly unknown[];
  /**
   * How many rows the statement must return (`returning 1`): fewer means another process changed what
   * it names, and the whole write fails with `WriteConflictError`.
   */
  expectRows?: number;
}

/**
 * A write named a record another sandbox process changed (or created) since this one read it: nothing
 * of the write was kept, and the units in it run again on what the database holds now.
 */
export class WriteConflictError extends Error {
  constructor(cause: unknown) {
    super(
      `A record changed in another sandbox process: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.name = 'WriteConflictError';
  }
}

/**
 * The connection dropped after COMMIT (or a write, a transaction of its own) was sent and before the
 * server answered it: the transaction may have been kept or not. Nothing of it may be acknowledged, and memory must be read back from the
 * database rather than put back.
 */
export class CommitOutcomeUnknownError extends Error {
  constructor(location: string, cause: unknown) {
    super(
      `The connection to ${location} dropped during COMMIT (${cause instanceof Error ? cause.message : String(cause)}); the transaction may or may not have been kept.`,
      { cause },
    );
    this.name = 'CommitOutcomeUnknownError';
  }
}

/**
 * The SQL database behind a durable sandbox: PGlite (PostgreSQL compiled to WebAssembly, in a local
 * folder) or a PostgreSQL server. Both speak the same SQL, so one set of migrations serves both.
 */
export interface Database extends Queryable {
  /**
   * Whether other sandbox processes may write the same tables (a PostgreSQL server): records in memory
   * can then go stale, so what one process writes is announced (`listen`) and writes are checked.
   */
  readonly shared: boolean;
  /**
   * Calls `onChange` with the `collection/id` of every record another process writes and announces
   * (PostgreSQL's LISTEN/NOTIFY); a no-op on a database no other process writes.
   */
  listen(onChange: (record: string) => void): Promise<void>;
  /**
   * A read of committed rows (a record a request needs, a search): on PostgreSQL through a connection
   * of its own, so a read never waits behind the writes queued on the other; else as `query`.
   */
  read<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs `work` in one transaction: all of its writes land, or none. */
  transaction(work: (tx: Queryable) => Promise<void>): Promise<void>;
  /**
   * Runs `statements` as one transaction in one round trip (`asOneStatement`): all of them kept or
   * none. Rejects with `CommitOutcomeUnknownError` when the connection dropped before the answer came,
   * since the statement may have been kept.
   */
  write(statements: readonly Statement[]): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `setup` on the session now and on every new one (after a reconnect): what a session holds
   * (search path, advisory lock) is lost with its connection.
   */
  onSession(setup: (session: Queryable) => Promise<void>): Promise<void>;
  /** False while the database is out of reach (a PostgreSQL connection being re-established). */
  readonly available: boolean;
  /** Where the data lives, for the start banner: a folder or a server address without password. */
  readonly location: string;
}

/**
 * `statements` as a single statement, each a data-modifying `with` query of it: PostgreSQL runs a
 * statement in a transaction of its own, so a unit's writes take one round trip instead of BEGIN, one
 * per statement and COMMIT, each waiting for a busy event loop to read its answer.
 */
export function asOneStatement(statements: readonly Statement[]): Statement {
  const checked = statements.flatMap((statement, index) => (statement.expectRows ? [index] : []));
  if (statements.length === 1 && checked.length === 0) return statements[0]!;
  const params: unknown[] = [];
  const queries = statements.map((statement, index) => {
    const offset = params.length;
    params.push(...statement.params);
    const sql = statement.sql.replace(/\$(\d+)/g, (_match, n: string) => `$${Number(n) + offset}`);
    return `write${index} as (${sql})`;
  });
  if (checked.length === 0) return { sql: `with ${queries.join(', ')} select 1`, params };
  // Raises serialization_failure when a checked statement touched fewer rows than it names, which
  // rolls the whole statement back.
  const expected = checked.reduce((sum, index) => sum + statements[index]!.expectRows!, 0);
  const written = checked.map((index) => `(select count(*) from write${index})`).join(' + ');
  return {
    sql: `with ${queries.join(', ')} select ${writeConflictFunction}(${expected}, ${written})`,
    params,
  };
}

/** The SQLSTATEs of a write that lost to another process: a failed check, or a deadlock between two. */
const conflictStates = new Set(['40001', '40P01']);

/** A write's error as the storage handles it: a conflict with another process, or the error itself. */
export function conflictOr(error: unknown): unknown {
  const state = sqlState(error);
  return state !== undefined && conflictStates.has(state) ? new WriteConflictError(error) : error;
}

/**
 * Connects to the PostgreSQL server of `url` (`postgres://user:password@host:5432/database`) with one
 * connection: the sandbox writes from one process, in order. Needs the `pg` package. A connection the
 * server drops (a restart, a failover, `pg_terminate_backend`) is reported and re-established with
 * backoff; meanwhile every statement fails at once and `available` is false.
 */
export async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg').catch((error: unknown) => {
    throw new Error('DATABASE_URL is set, so the sandbox needs the pg package: run `npm install pg`.', {
      cause: error,
    });
  });
  const database = new PostgresDatabase(() => new pg.default.Client({ connectionString: url }), url);
  await database.connect();
  return database;
}

/** What the sandbox uses of a `pg` client. */
interface PgClient {
  connect(): Promise<unknown>;
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  query(config: { name: string | undefined; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  end(): Promise<void>;
  on(event: 'error' | 'end', listener: (error?: Error) => void): unknown;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
}

/** The channel on which a write announces the records it changed, for the other processes. */
export const changesChannel = 'railkit_sandbox_changes';

/** How soon a dropped listening connection is opened again. */
const relistenMs = 100;

/** Write statements prepared at most per connection: each holds a plan in the server. */
const maxPreparedStatements = 200;
/** What names a prepared write statement: a test that cuts the connection at a write looks for it. */
export const preparedPrefix = 'railkit_write_';

const firstRetryMs = 100;
const longestRetryMs = 2_000;

class PostgresDatabase implements Database {
  readonly location: string;
  #client: PgClient | undefined;
  readonly #setups: ((session: Queryable) => Promise<void>)[] = [];
  #reconnecting = false;
  #closed = false;
  /** Names of the write statements prepared so far (`pg` prepares a name again on a new connection). */
  readonly #prepared = new Map<string, string>();
  /** The connection of `read`: opened on first use, and again after it drops. */
  #reader: Promise<PgClient> | undefined;
  /** The read running on the reader, or the last one: the next waits for it. */
  #lastRead: Promise<unknown> = Promise.resolve();
  /** The statement running on the main connection, or the last one: the next waits for it. */
  #lastOnSession: Promise<unknown> = Promise.resolve();
  /** Who hears of other processes' writes: the reader connection LISTENs for them once set. */
  #onChange: ((record: string) => void) | undefined;
  /** Other processes may write the same schema: every PostgreSQL server may be shared. */
  readonly shared = true;

  constructor(
    private readonly newClient: () => PgClient,
    url: string,
  ) {
    this.location = redactPassword(url);
  }

  get available(): boolean {
    return this.#client !== undefined;
  }

  /** The first connection: its failure is the caller's (a wrong URL, a server not running). */
  async connect(): Promise<void> {
    this.#client = await this.#open();
  }

  /**
   * LISTENs on the reader connection, again on each new one: a notification arrives between reads,
   * and a listening connection that dropped is opened again at once, not at the next read.
   */
  async listen(onChange: (record: string) => void): Promise<void> {
    this.#onChange = onChange;
    await this.#openReader();
  }

  async onSession(setup: (session: Queryable) => Promise<void>): Promise<void> {
    this.#setups.push(setup);
    await setup(this);
  }

  async query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]> {
    return this.#inTurn(async () => (await this.#session().query(sql, params as unknown[])).rows as Row[]);
  }

  /**
   * Runs `statement` on the main connection once what was sent before it is answered: the writes, a
   * job's claim and a sweep come from different places, and `pg` warns of a query sent while another
   * runs (version 9 refuses it).
   */
  #inTurn<Result>(statement: () => Promise<Result>): Promise<Result> {
    const result = this.#lastOnSession.then(statement);
    this.#lastOnSession = result.catch(() => undefined);
    return result;
  }

  /**
   * On the reader connection, which sees what the other has committed: a record leaves memory only
   * once its write is acknowledged, so what memory lacks is committed. While the reader cannot be
   * opened, reads go on the main connection.
   */
  async read<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]> {
    const reader = await this.#openReader().catch(() => undefined);
    if (!reader) return this.query(sql, params);
    // One at a time, as a connection runs them anyway: `pg` warns of a query sent while another runs
    // (and version 9 refuses it).
    const result = this.#lastRead.then(() => reader.query(sql, params as unknown[]));
    this.#lastRead = result.catch(() => undefined);
    return (await result).rows as Row[];
  }

  #openReader(): Promise<PgClient> {
    if (this.#closed) return Promise.reject(new Error('closed'));
    this.#reader ??= (async () => {
      const client = this.newClient();
      const forget = () => {
        if (this.#reader !== opened) return;
        this.#reader = undefined;
        client.end().catch(() => undefined);
        if (this.#onChange) setTimeout(() => void this.#openReader().catch(() => undefined), relistenMs);
      };
      // Without a listener, a dropped connection's 'error' event would end the process.
      client.on('error', forget);
      client.on('end', forget);
      await client.connect();
      await client.query(`set search_path to ${sandboxSchema}`);
      const onChange = this.#onChange;
      if (onChange) {
        client.on('notification', (message) => {
          if (message.channel === changesChannel && message.payload) onChange(message.payload);
        });
        await client.query(`listen ${changesChannel}`);
      }
      return client;
    })();
    const opened = this.#reader;
    opened.catch(() => {
      if (this.#reader === opened) this.#reader = undefined;
    });
    return opened;
  }

  transaction(work: (tx: Queryable) => Promise<void>): Promise<void> {
    return this.#inTurn(() => this.#transaction(work));
  }

  async #transaction(work: (tx: Queryable) => Promise<void>): Promise<void> {
    const client = this.#session();
    const tx: Queryable = {
      query: async <Row>(sql: string, params?: readonly unknown[]) =>
        (await client.query(sql, params as unknown[])).rows as Row[],
    };
    await client.query('begin');
    try {
      await work(tx);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    try {
      await client.query('commit');
    } catch (error) {
      // The server answered with an error: it rolled the transaction back. No answer at all: unknown.
      if (sqlState(error) !== undefined) throw error;
      throw new CommitOutcomeUnknownError(this.location, error);
    }
  }

  write(statements: readonly Statement[]): Promise<void> {
    return this.#inTurn(() => this.#write(statements));
  }

  async #write(statements: readonly Statement[]): Promise<void> {
    const { sql, params } = asOneStatement(statements);
    const client = this.#session();
    try {
      await client.query({ name: this.#preparedName(sql), text: sql, values: params as unknown[] });
    } catch (error) {
      // The server answered with an error: it rolled the statement back. No answer at all: unknown.
      if (sqlState(error) !== undefined) throw conflictOr(error);
      throw new CommitOutcomeUnknownError(this.location, error);
    }
  }

  /**
   * A name for the statement `sql`, so the server parses and plans it once per connection rather than
   * on every write. The writes of a sandbox take a few shapes (the collections a request changes);
   * past `maxPreparedStatements` a shape is sent unnamed.
   */
  #preparedName(sql: string): string | undefined {
    let name = this.#prepared.get(sql);
    if (name === undefined && this.#prepared.size < maxPreparedStatements) {
      this.#prepared.set(sql, (name = `${preparedPrefix}${this.#prepared.size}`));
    }
    return name;
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = this.#client;
    this.#client = undefined;
    const reader = this.#reader;
    this.#reader = undefined;
    await (await reader?.catch(() => undefined))?.end().catch(() => undefined);
    await client?.end();
  }

  #session(): PgClient {
    if (!this.#client) {
      throw new Error(`PostgreSQL at ${this.location} is out of reach; the sandbox is reconnecting.`);
    }
    return this.#client;
  }

  async #open(): Promise<PgClient> {
    const client = this.newClient();
    // Without a listener, a dropped connection's 'error' event would end the process.
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, undefined));
    await client.connect();
    return client;
  }

  #lost(client: PgClient, error: Error | undefined): void {
    if (client !== this.#client || this.#closed) return;
    this.#client = undefined;
    client.end().catch(() => undefined);
    console.error(
      `Railkit sandbox: lost its connection to PostgreSQL at ${this.location}` +
        `${error ? ` (${error.message})` : ''}; answering 503 until it is back, reconnecting.`,
    );
    void this.#reconnect();
  }

  async #reconnect(): Promise<void> {
    if (this.#reconnecting) return;
    this.#reconnecting = true;
    for (let attempt = 0; !this.#closed; attempt++) {
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(firstRetryMs * 2 ** attempt, longestRetryMs)),
      );
      let client: PgClient | undefined;
      try {
        client = await this.#open();
        const session = client;
        for (const setup of this.#setups) {
          await setup({
            query: async <Row>(sql: string, params?: readonly unknown[]) =>
              (await session.query(sql, params as unknown[])).rows as Row[],
          });
        }
        if (this.#closed) break;
        this.#client = client;
        console.error(`Railkit sandbox: reconnected to PostgreSQL at ${this.location}.`);
        break;
      } catch {
        await client?.end().catch(() => undefined);
      }
    }
    this.#reconnecting = false;
  }
}

/** The SQLSTATE of an error the server sent (five characters); undefined for a broken connection. */
function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
