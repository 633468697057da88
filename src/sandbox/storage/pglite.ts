import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { asOneStatement, conflictOr, type Database } from './database';
import { lockFolder } from './folder-lock';
import { PgliteStatements } from './pglite-statements';

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
 * How often PGlite writes a checkpoint. A PGlite database is a single-user PostgreSQL with no
 * checkpointer of its own: left alone it keeps every segment of its write-ahead log, so the folder grows
 * with every write for as long as the sandbox runs (1.2 GB after five minutes of the mixed load, past
 * max_wal_size and still growing). After a checkpoint the old segments are reused.
 */
const checkpointEveryMs = 60_000;

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
  const pglite = await import('@electric-sql/pglite');
  const db = await pglite.PGlite.create(folder, { postgresqlconf: smallPgliteBuffers });
  return { db, statements: new PgliteStatements(db, pglite) };
}

/**
 * Opens (creating it on first use) a PGlite database in `dataDir`, held by this process until closed:
 * every PGlite process is a single-user server of its own, so only the folder's lock file keeps a
 * second sandbox out.
 */
export async function openPglite(
  dataDir: string,
  { checkpointEvery = checkpointEveryMs } = {},
): Promise<Database> {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const lock = lockFolder(folder);
  let opened;
  try {
    opened = await createPglite(folder);
  } catch (error) {
    lock.release();
    throw error;
  }
  const { db, statements: prepared } = opened;
  const checkpoints = setInterval(() => {
    db.query('checkpoint').catch((error: unknown) => {
      console.error('Railkit sandbox: PGlite could not write a checkpoint:', error);
    });
  }, checkpointEvery);
  checkpoints.unref();
  return {
    location: folder,
    query: async <Row>(sql: string, params?: readonly unknown[]) =>
      (await db.query<Row>(sql, params as unknown[])).rows,
    // Prepared once per shape: a point read is most of what a request asks of the database.
    read: <Row>(sql: string, params: readonly unknown[] = []) => prepared.rows<Row>(sql, params),
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
      try {
        await prepared.run(sql, params);
      } catch (error) {
        throw conflictOr(error);
      }
    },
    // One process per folder: nothing else writes its tables.
    shared: false,
    listen: async () => undefined,
    // One process, one connection that never drops: a session is set up once.
    onSession: (setup) =>
      setup({
        query: async <Row>(sql: string, params?: readonly unknown[]) =>
          (await db.query<Row>(sql, params as unknown[])).rows,
      }),
    available: true,
    close: async () => {
      clearInterval(checkpoints);
      try {
        await db.close();
      } finally {
        lock.release();
      }
    },
  };
}
