import { takeTokensFunction, writeConflictFunction, type Database } from './database';

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
 * Collections that grow with every request: with a database, none is read at start, their records are
 * read when a request needs them and leave memory when no request holds them (`Collection`), and scans
 * run in SQL. Only what is small by nature and written at start (settings) is read whole; jobs are
 * claimed from their table (`Jobs`).
 */
export const lazyCollections: ReadonlySet<CollectionName> = new Set<CollectionName>([
  'workspaces',
  'jobs',
  'idempotency_keys',
  'executions',
  'payments',
  'instruments',
  'card_instruments',
  'vault_records',
  'holders',
  'fraud_checks',
  'report_runs',
  'enrollments',
]);

interface Migration {
  version: number;
  name: string;
  /** Statements separated by `;`, or a list of them (a function body holds semicolons of its own). */
  sql: string | readonly string[];
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
  {
    version: 3,
    name: 'lookup indexes',
    // The lookups that used to scan memory and now run in SQL: a holder's stored instruments and
    // cards, an execution's fraud checks, a merchant's report runs, the expiry sweep of answers.
    sql: `create index instruments_holder on instruments
            ((data->>'merchantId'), (data->'instrument'->>'holderReference'));
          create index card_instruments_holder on card_instruments
            ((data->>'merchantId'), (data->'instrument'->>'holderReference'));
          create index fraud_checks_execution on fraud_checks ((data->>'executionId'));
          create index report_runs_merchant on report_runs ((data->>'merchantId'));
          create index idempotency_keys_age on idempotency_keys (stored_at_ms)`,
  },
  {
    version: 4,
    name: 'row versions and job claims',
    // Several sandbox processes on one PostgreSQL: a write names the version it read and fails when
    // another process wrote since (optimistic concurrency); a job is claimed by one process at a time.
    sql: [
      ...collectionNames.map((name) => `alter table ${name} add column version bigint not null default 1`),
      `alter table jobs add column run_at_ms bigint
         generated always as ((data->>'runAtMs')::numeric::bigint) stored`,
      'alter table jobs add column claimed_until_ms bigint',
      'alter table jobs add column claimed_by text',
      'create index jobs_due on jobs (run_at_ms)',
      `create function ${writeConflictFunction}(expected bigint, written bigint) returns integer
         language plpgsql as $$
       begin
         if written <> expected then
           raise exception using errcode = 'serialization_failure',
             message = format('%s of %s records changed in another sandbox process since they were read',
                              expected - written, expected);
         end if;
         return 1;
       end $$`,
    ],
  },
  {
    version: 5,
    name: 'shared rate-limit buckets',
    // Processes sharing one PostgreSQL draw each credential's requests from one bucket, a few tokens
    // at a time (`SharedRateLimiter`); the function refills and takes in one round trip, under the
    // row's lock, so two processes never hand out the same token.
    sql: [
      `create table rate_buckets (
         credential text primary key,
         tokens double precision not null,
         updated_ms bigint not null
       )`,
      `create function ${takeTokensFunction}(
         bucket text, wanted integer, capacity double precision, per_ms double precision, now_ms bigint,
         out granted integer, out tokens_left double precision)
         language plpgsql as $$
       declare
         available double precision;
       begin
         insert into rate_buckets as b (credential, tokens, updated_ms) values (bucket, capacity, now_ms)
           on conflict (credential) do update
             set tokens = least(capacity, b.tokens + greatest(0, now_ms - b.updated_ms) * per_ms),
                 updated_ms = greatest(b.updated_ms, now_ms)
           returning b.tokens into available;
         granted := least(wanted, floor(available))::integer;
         tokens_left := available - granted;
         update rate_buckets set tokens = tokens_left where credential = bucket;
       end $$`,
    ],
  },
  {
    version: 6,
    name: 'report files in parts',
    // A report run's file is written a part at a time while it is built, so a run over a long, busy
    // interval never holds its whole file in memory (`ReportFiles`).
    sql: `create table report_file_parts (
            run_id text not null,
            part integer not null,
            text text not null,
            primary key (run_id, part)
          )`,
  },
  {
    version: 7,
    name: 'idempotency answers in order',
    // The sweep keeps the newest answers by `seq`: without an index each batch sorted the whole table
    // (about 48 ms per 1,000 deleted over 100,000 answers, with every write waiting behind it).
    sql: 'create index idempotency_keys_seq on idempotency_keys (seq)',
  },
  {
    version: 8,
    name: 'answers compressed with lz4',
    // A stored answer (4.4 KB for a client init) is compressed on every write: lz4 costs PostgreSQL far
    // less CPU than its default pglz, and stores smaller (4.3 against 5.6 KB an answer here). A server
    // built without lz4, and PGlite, keep pglz.
    sql: [
      `do $$ begin
         alter table idempotency_keys alter column data set compression lz4;
       exception when feature_not_supported then null;
       end $$`,
    ],
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
      const statements = typeof migration.sql === 'string' ? migration.sql.split(';') : migration.sql;
      for (const statement of statements.filter((sql) => sql.trim() !== '')) {
        await tx.query(statement);
      }
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
}
