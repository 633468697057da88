import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { StorageOption } from '../index';
import { openPglite, openPostgres, type Database } from './database';
import { Storage } from './storage';

/**
 * The databases the durable tests run on: PGlite always; a PostgreSQL server too when
 * `RAILKIT_TEST_DATABASE_URL` names one (`.ci/run` starts Debian's and sets it).
 */
export interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  /** Storage for one test, empty: a new PGlite folder, or the server's sandbox schema dropped. */
  fresh(): Promise<StorageOption>;
  /** Opens the same storage directly, to look at its tables. */
  open(option: StorageOption): Promise<Database>;
}

export const postgresUrl = process.env.RAILKIT_TEST_DATABASE_URL || undefined;

/** Call at the top level of a test file: the backends, ready inside tests. */
export function useBackends(): Backend[] {
  const root = mkdtempSync(join(tmpdir(), 'railkit-durable-'));
  const template = join(root, 'template');
  let folders = 0;
  // A new PGlite folder takes seconds to initialise; every test copies one made once.
  beforeAll(async () => {
    await (await Storage.open(await openPglite(template))).close();
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const pglite: Backend = {
    name: 'PGlite',
    fresh: async () => {
      const dataDir = join(root, `test-${++folders}`);
      cpSync(template, dataDir, { recursive: true });
      return { dataDir };
    },
    open: async (option) => {
      const db = await openPglite((option as { dataDir: string }).dataDir);
      await db.query('set search_path to railkit_sandbox');
      return db;
    },
  };
  if (!postgresUrl) return [pglite];
  const postgres: Backend = {
    name: 'PostgreSQL',
    fresh: async () => {
      const db = await openPostgres(postgresUrl);
      await db.query('drop schema if exists railkit_sandbox cascade');
      await db.close();
      return { databaseUrl: postgresUrl };
    },
    open: async () => {
      const db = await openPostgres(postgresUrl);
      await db.query('set search_path to railkit_sandbox');
      return db;
    },
  };
  return [pglite, postgres];
}
