import type { Database } from './database';

/**
 * Every collection of the sandbox's state is one table of JSON documents in insertion order: the
 * domains keep their records as they answer them, and the table keeps them across restarts. `json`
 * rather than `jsonb`, so a stored answer replays byte for byte (jsonb reorders keys).
 */
export const collectionNames = [
  /** Process-wide secrets and keys: token signing, vault fingerprints, report URLs, encryption. */
  'settings',
  'workspaces',
  'holders',
  'instruments',
  'card_instruments',
  'vault_records',
  /** Executions with their status history and actions. */
  'executions',
  'payments',
  'idempotency_keys',
  'enrollments',
  'report_runs',
  'fraud_checks',
  /** Timed work still to run: payouts settling, notifications to deliver, report runs to finish. */
  'jobs',
] as const;

export type CollectionName = (typeof collectionNames)[number];

/**
 * Collections a start does not read whole, since they grow with every request: their records are read
 * by id when needed, and a start reads only each id and, if named, one number (`index`, a column of
 * the table). The stored idempotency answers are most of a busy sandbox's bytes (about 4.7 KB each) and
 * a start needs only their age; executions (about 500 B each) and instruments are needed one or a few
 * per request.
 */
export const lazyCollections: Partial<Record<CollectionName, { index?: string }>> = {
  idempotency_keys: { index: 'stored_at_ms' },
  executions: {},
  instruments: {},
};

interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Applied in order, each once, each in its own transaction. Append; never edit a released one. */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'collections',
    sql: collectionNames
      .map(
        (name) =>
          `create table ${name} (
             id text primary key,
             seq bigint generated always as identity,
             data json not null
           );`,
      )
      .join('\n'),
  },
  {
    version: 2,
    name: 'idempotency answer age',
    // Kept by the database from the JSON: the sandbox writes every collection the same way.
    sql: `alter table idempotency_keys add column stored_at_ms bigint
            generated always as ((data->>'storedAtMs')::numeric::bigint) stored`,
  },
];

export const schemaVersion = migrations[migrations.length - 1]!.version;

/** Brings the database's schema to `schemaVersion`; refuses a database written by a newer sandbox. */
export async function migrate(db: Database): Promise<void> {
  await db.query(
    `create table if not exists schema_migrations (
       version integer primary key,
       name text not null,
       applied_at timestamptz not null default now()
     )`,
  );
  const [row] = await db.query<{ version: number | null }>(
    'select max(version) as version from schema_migrations',
  );
  const current = row?.version ?? 0;
  if (current > schemaVersion) {
    throw new Error(
      `The sandbox database at ${db.location} has schema version ${current}, newer than this sandbox knows (${schemaVersion}). ` +
        'Upgrade railkit, or start with another data directory (--data-dir) or --memory.',
    );
  }
  for (const migration of migrations.filter((step) => step.version > current)) {
    await db.transaction(async (tx) => {
      for (const statement of migration.sql.split(';').filter((sql) => sql.trim() !== '')) {
        await tx.query(statement);
      }
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
}
