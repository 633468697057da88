import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { StorageOption } from '../index';
import { openPostgres, type Database } from './database';
import { openPglite } from './pglite';
import { FolderInUseError, lockFolder } from './folder-lock';
import { migrations, schemaVersion } from './migrations';
import { Storage } from './storage';

/**
 * The databases the durable tests run on: PGlite always; a PostgreSQL server too when
 * `RAILKIT_TEST_DATABASE_URL` names one (`.ci/run` starts Debian's and sets it).
 */
export interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  /** Storage for one test, empty: a new PGlite folder, or a new database on the server. */
  fresh(): Promise<StorageOption>;
  /** Opens the same storage directly, to look at its tables. */
  open(option: StorageOption): Promise<Database>;
}

export const postgresUrl = process.env.RAILKIT_TEST_DATABASE_URL || undefined;

/** Call at the top level of a test file: the backends, ready inside tests. */
export function useBackends(): Backend[] {
  const root = mkdtempSync(join(tmpdir(), 'railkit-durable-'));
  let template = '';
  let folders = 0;
  beforeAll(async () => {
    template = await sharedTemplate();
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }), 60_000);

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
  // A database per test, so tests on the server can run at once (each sandbox takes its own lock).
  const databases: string[] = [];
  const withDatabase = (name: string) => postgresUrl.replace(/\/[^/]*$/, `/${name}`);
  afterAll(async () => {
    const admin = await openPostgres(postgresUrl);
    for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  }, 60_000);
  const postgres: Backend = {
    name: 'PostgreSQL',
    fresh: async () => {
      const name = `railkit_test_${process.pid}_${databases.length + 1}`;
      databases.push(name);
      const admin = await openPostgres(postgresUrl);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      await admin.close();
      return { databaseUrl: withDatabase(name) };
    },
    open: async (option) => {
      const db = await openPostgres((option as { databaseUrl: string }).databaseUrl);
      await db.query('set search_path to railkit_sandbox');
      return db;
    },
  };
  return [pglite, postgres];
}

/**
 * An empty PGlite folder with the sandbox's schema, which every test copies. Initialising one takes
 * seconds of CPU, so it is made once per PGlite version and migrations' text, shared by the test files
 * of a run (and the next runs): the first file to need it builds it under a lock, the others wait.
 */
async function sharedTemplate(): Promise<string> {
  const pglitePackage = join(dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '..');
  const { version } = JSON.parse(readFileSync(join(pglitePackage, 'package.json'), 'utf8')) as {
    version: string;
  };
  // The migrations' text, not only their number: a migration edited before release gets a new template.
  const schema = createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 12);
  const template = join(tmpdir(), `railkit-pglite-template-${version}-schema-${schemaVersion}-${schema}`);
  const lockDir = `${template}.lock`;
  mkdirSync(lockDir, { recursive: true });
  const deadline = Date.now() + 120_000;
  while (!existsSync(template)) {
    let lock: { release(): void };
    try {
      lock = lockFolder(lockDir);
    } catch (error) {
      if (!(error instanceof FolderInUseError) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      if (!existsSync(template)) {
        // Built aside and renamed: a folder at `template` is always complete.
        const building = mkdtempSync(join(tmpdir(), 'railkit-pglite-building-'));
        await (await Storage.open(await openPglite(building))).close();
        renameSync(building, template);
      }
    } finally {
      lock.release();
    }
  }
  return template;
}
