import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { until } from '../node-test-helpers';
import { useBackends } from './durable-test-helpers';
import { openPglite } from './pglite';

const [pglite] = useBackends();

/** The folder's write-ahead log segments, oldest first. */
const walSegments = (folder: string) =>
  readdirSync(join(folder, 'pg_wal'))
    .filter((name) => /^[0-9A-F]{24}$/.test(name))
    .sort();

describe('PGlite write-ahead log', () => {
  it('is checkpointed while the sandbox runs: its old segments are reused, not kept for ever', async () => {
    const { dataDir } = (await pglite!.fresh()) as { dataDir: string };
    const db = await openPglite(dataDir, { checkpointEvery: 250 });
    try {
      await db.query('create table notes (id integer primary key, body text)');
      const oldest = walSegments(dataDir)[0];
      // About three segments (16 MB each) of log: every round rewrites 10,000 rows of 1 KB.
      for (let round = 0; round < 5; round++) {
        await db.query(
          `insert into notes select n, repeat('x', 1000) from generate_series(1, 10000) n
           on conflict (id) do update set body = excluded.body || ''`,
        );
      }
      await until(() => walSegments(dataDir)[0] !== oldest, 5_000);
      expect(walSegments(dataDir)).not.toContain(oldest);
    } finally {
      await db.close();
    }
  });
});
