import { sandboxSchema, type Database, type Queryable } from './database';

/** The advisory lock a start holds while it migrates and seeds. */
const startLock = `${sandboxSchema}.start`;

/**
 * How long a start waits for the database's lock. A sandbox killed a moment ago holds it until the
 * server sees its connection gone (milliseconds, more on a busy machine): its restart must not be
 * refused as a second sandbox.
 */
export const defaultLockWaitMs = 5_000;

/**
 * Every sandbox session holds the schema's advisory lock: shared on a database several processes may
 * write (their writes are checked, see `Collection.writeStatements`), exclusive on one that only a
 * single process may (PGlite), and always exclusive against a sandbox of a version that took it so.
 */
export async function holdSchemaLock(
  session: Queryable,
  location: string,
  waitMs: number,
  shared: boolean,
): Promise<void> {
  const deadline = Date.now() + waitMs;
  const take = shared ? 'pg_try_advisory_lock_shared' : 'pg_try_advisory_lock';
  for (;;) {
    const [lock] = await session.query<{ locked: boolean }>(
      `select ${take}(hashtext('${sandboxSchema}')) as locked`,
    );
    if (lock?.locked) return;
    if (Date.now() >= deadline) {
      throw new Error(
        `Another Railkit sandbox is using the database at ${location} alone (a sandbox of an older ` +
          'version): stop it, or give this one another database (DATABASE_URL), another --data-dir, or --memory.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for the other sandboxes starting on this server to finish their start. */
export async function takeStartLock(database: Database): Promise<void> {
  await database.query(`select pg_advisory_lock(hashtext('${startLock}'))`);
}

export async function releaseStartLock(database: Database): Promise<void> {
  await database.query(`select pg_advisory_unlock(hashtext('${startLock}'))`);
}

/** Whether no other sandbox session holds the schema's lock (a session's own never conflicts). */
export async function aloneOnSchema(database: Database): Promise<boolean> {
  const [lock] = await database.query<{ alone: boolean }>(
    `select pg_try_advisory_lock(hashtext('${sandboxSchema}')) as alone`,
  );
  if (lock?.alone) await database.query(`select pg_advisory_unlock(hashtext('${sandboxSchema}'))`);
  return lock?.alone ?? false;
}
