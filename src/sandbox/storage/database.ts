import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** What a statement runs on: the database itself or one open transaction. */
export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/**
 * The SQL database behind a durable sandbox: PGlite (PostgreSQL compiled to WebAssembly, in a local
 * folder) or a PostgreSQL server. Both speak the same SQL, so one set of migrations serves both.
 */
export interface Database extends Queryable {
  /** Runs `work` in one transaction: all of its writes land, or none. */
  transaction(work: (tx: Queryable) => Promise<void>): Promise<void>;
  close(): Promise<void>;
  /** Where the data lives, for the start banner: a folder or a server address without password. */
  readonly location: string;
}

/** Opens (creating it on first use) a PGlite database in `dataDir`. */
export async function openPglite(dataDir: string): Promise<Database> {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  // Loaded only here: an in-memory sandbox never pays for the WebAssembly module.
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(folder);
  return {
    location: folder,
    query: async <Row>(sql: string, params?: readonly unknown[]) =>
      (await db.query<Row>(sql, params as unknown[])).rows,
    transaction: async (work) => {
      await db.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params?: readonly unknown[]) =>
            (await tx.query<Row>(sql, params as unknown[])).rows,
        }),
      );
    },
    close: () => db.close(),
  };
}

/**
 * Connects to the PostgreSQL server of `url` (`postgres://user:password@host:5432/database`) with one
 * connection: the sandbox writes from one process, in order. Needs the `pg` package.
 */
export async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg').catch((error: unknown) => {
    throw new Error('DATABASE_URL is set, so the sandbox needs the pg package: run `npm install pg`.', {
      cause: error,
    });
  });
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  const query = async <Row>(sql: string, params?: readonly unknown[]) =>
    (await client.query(sql, params as unknown[])).rows as Row[];
  return {
    location: redactPassword(url),
    query,
    transaction: async (work) => {
      await client.query('begin');
      try {
        await work({ query });
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    close: () => client.end(),
  };
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
