import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { lockFolder } from './folder-lock';

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
  if (statements.length === 1) return statements[0]!;
  const params: unknown[] = [];
  const queries = statements.map((statement, index) => {
    const offset = params.length;
    params.push(...statement.params);
    const sql = statement.sql.replace(/\$(\d+)/g, (_match, n: string) => `$${Number(n) + offset}`);
    return `write${index} as (${sql})`;
  });
  return { sql: `with ${queries.join(', ')} select 1`, params };
}

/**
 * PostgreSQL's buffers sized for one sandbox's few thousand rows: about 110 MB less resident than the
 * defaults (shared_buffers 128MB), measured with scripts/bench-sandbox-resources.mjs. Durability is
 * untouched (fsync and synchronous commit stay on).
 */
const smallPgliteBuffers = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'work_mem=1MB',
  'maintenance_work_mem=8MB',
];

/**
 * Runs PGlite's initdb on a new `folder` in a child process. initdb grows PGlite's WebAssembly memory
 * to about 700 MB resident, which an instance never gives back, and a worker thread's end leaves
 * about 150 MB of it with this process's allocator; a process's end frees all of it, so the sandbox
 * opens the new folder at the resident memory of an existing one, for about 0.3 s more once.
 */
async function initPglite(folder: string): Promise<void> {
  // The CommonJS build, resolved here: `node -e` evaluates the code with no module of its own.
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const code = `const [pglite, folder, options] = process.argv.slice(1);
    require(pglite).PGlite.create(folder, JSON.parse(options)).then((db) => db.close());`;
  const options = JSON.stringify({ postgresqlconf: smallPgliteBuffers });
  await promisify(execFile)(process.execPath, ['-e', code, pglite, folder, options]).catch(
    (error: unknown) => {
      throw new Error(`Could not create the PGlite database in ${folder}.`, { cause: error });
    },
  );
}

/** PGlite on `folder`, created first when the folder holds no database yet. */
async function createPglite(folder: string) {
  if (!existsSync(join(folder, 'PG_VERSION'))) await initPglite(folder);
  // Loaded only here: an in-memory sandbox never pays for the WebAssembly module.
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(folder, { postgresqlconf: smallPgliteBuffers });
}

/**
 * Opens (creating it on first use) a PGlite database in `dataDir`, held by this process until closed:
 * every PGlite process is a single-user server of its own, so only the folder's lock file keeps a
 * second sandbox out.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const lock = lockFolder(folder);
  let db;
  try {
    db = await createPglite(folder);
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    location: folder,
    query: async <Row>(sql: string, params?: readonly unknown[]) =>
      (await db.query<Row>(sql, params as unknown[])).rows,
    read: async <Row>(sql: string, params?: readonly unknown[]) =>
      (await db.query<Row>(sql, params as unknown[])).rows,
    transaction: async (work) => {
      await db.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params?: readonly unknown[]) =>
            (await tx.query<Row>(sql, params as unknown[])).rows,
        }),
      );
    },
    write: async (statements) => {
      const { sql, params } = asOneStatement(statements);
      await db.query(sql, params as unknown[]);
    },
    // One process, one connection that never drops: a session is set up once.
    onSession: (setup) =>
      setup({
        query: async <Row>(sql: string, params?: readonly unknown[]) =>
          (await db.query<Row>(sql, params as unknown[])).rows,
      }),
    available: true,
    close: async () => {
      try {
        await db.close();
      } finally {
        lock.release();
      }
    },
  };
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
}

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

  async onSession(setup: (session: Queryable) => Promise<void>): Promise<void> {
    this.#setups.push(setup);
    await setup(this);
  }

  async query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]> {
    return (await this.#session().query(sql, params as unknown[])).rows as Row[];
  }

  /**
   * On the reader connection, which sees what the other has committed: a record leaves memory only
   * once its write is acknowledged, so what memory lacks is committed. While the reader cannot be
   * opened, reads go on the main connection.
   */
  async read<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]> {
    const reader = await this.#openReader().catch(() => undefined);
    if (!reader) return (await this.#session().query(sql, params as unknown[])).rows as Row[];
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
        if (this.#reader === opened) this.#reader = undefined;
        client.end().catch(() => undefined);
      };
      // Without a listener, a dropped connection's 'error' event would end the process.
      client.on('error', forget);
      client.on('end', forget);
      await client.connect();
      await client.query(`set search_path to ${sandboxSchema}`);
      return client;
    })();
    const opened = this.#reader;
    opened.catch(() => {
      if (this.#reader === opened) this.#reader = undefined;
    });
    return opened;
  }

  async transaction(work: (tx: Queryable) => Promise<void>): Promise<void> {
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

  async write(statements: readonly Statement[]): Promise<void> {
    const { sql, params } = asOneStatement(statements);
    const client = this.#session();
    try {
      await client.query({ name: this.#preparedName(sql), text: sql, values: params as unknown[] });
    } catch (error) {
      // The server answered with an error: it rolled the statement back. No answer at all: unknown.
      if (sqlState(error) !== undefined) throw error;
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
