import { describe, expect, it } from 'vitest';
import { SandboxClock } from '../platform/shared/clock';
import { openPostgres } from '../storage/database';
import { useBackends } from '../storage/durable-test-helpers';
import { openPglite } from '../storage/pglite';
import { Storage } from '../storage/storage';
import { leasesBeforeSweep, SharedRateLimiter } from './shared-rate-limit';

const backends = useBackends();

describe.each(backends)('SharedRateLimiter memory on $name', (backend) => {
  it(`forgets the leases older than the period once ${leasesBeforeSweep} are held, and not at every lease of a busy period`, async () => {
    const option = await backend.fresh();
    if (option === 'memory') throw new Error('a database backend was expected');
    const database =
      'databaseUrl' in option ? await openPostgres(option.databaseUrl) : await openPglite(option.dataDir);
    const storage = await Storage.open(database);
    const clock = new SandboxClock();
    const closing = new AbortController();
    // 100 requests per 1,000 s, taken 2 at a time: nothing refills unless the test moves the clock.
    const limit = { requests: 100, perSeconds: 1_000 };
    const limiter = await SharedRateLimiter.open(clock, limit, database, storage, closing.signal);
    const take = async (key: string) => (await limiter.take(key)).allowed;
    try {
      for (let index = 0; index < leasesBeforeSweep; index++) expect(await take(`token-${index}`)).toBe(true);
      expect(limiter.tracked).toBe(leasesBeforeSweep);

      // All within the period: the sweep keeps them, and the next waits until the map has doubled.
      expect(await take('busy')).toBe(true);
      expect(limiter.tracked).toBe(leasesBeforeSweep + 1);
      clock.advance(limit.perSeconds * 1_000);
      expect(await take('new')).toBe(true);
      expect(limiter.tracked).toBe(leasesBeforeSweep + 2);

      // Once it has doubled, the leases older than the period go: those taken before the clock moved.
      for (let index = 0; index < leasesBeforeSweep; index++) await take(`late-${index}`);
      expect(limiter.tracked).toBe(1 + leasesBeforeSweep);
    } finally {
      closing.abort();
      await storage.close();
    }
  }, 60_000);
});
