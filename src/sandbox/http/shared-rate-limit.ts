import type { SandboxClock } from '../platform/shared/clock';
import { takeTokensFunction, type Database } from '../storage/database';
import { aloneOnSchema } from '../storage/schema-lock';
import { StorageUnavailableError } from '../storage/storage-errors';
import type { Storage } from '../storage/storage';
import { retryAfterSeconds, type RateLimit, type RateVerdict, type RequestLimiter } from './rate-limit';

/** The setting that holds the limit every process on the database applies (`POST /sandbox/rate-limit`). */
const limitSetting = 'rateLimit';

/**
 * A process takes this share of a credential's limit from the shared bucket at a time: one round trip
 * per 50 requests of a busy credential, at the cost of a few tokens held by one process while another
 * answers 429. A limit under 100 is taken one token at a time, so it holds exactly.
 */
const leaseShare = 50;

/**
 * Credentials whose leases (tokens taken and not yet used) are kept before the old ones are forgotten,
 * then again once the map has doubled: a lease older than the limit's period is worth nothing.
 */
export const leasesBeforeSweep = 1_000;

/** How often the buckets that have refilled (the same as none) are deleted from the table. */
const bucketSweepMs = 60_000;

interface Lease {
  tokens: number;
  takenMs: number;
}

const allowed: RateVerdict = { allowed: true };

/**
 * The rate limit of sandbox processes sharing one PostgreSQL (`--workers`, hosts on one DATABASE_URL):
 * a credential's requests come out of one bucket in the `rate_buckets` table whichever process answers
 * them, so N processes never allow N times the limit. Each process takes a few tokens at a time and
 * answers from them; the limit itself is a setting, announced to every process when it changes.
 */
export class SharedRateLimiter implements RequestLimiter {
  readonly #leases = new Map<string, Lease>();
  /** The round trip taking tokens for a credential: its other requests wait for it rather than race it. */
  readonly #taking = new Map<string, Promise<RateVerdict>>();
  #limit: RateLimit;
  #sweepAt = leasesBeforeSweep;

  private constructor(
    private readonly clock: SandboxClock,
    private readonly initial: RateLimit,
    private readonly database: Database,
    private readonly storage: Storage,
  ) {
    this.#limit = initial;
  }

  /**
   * Joins the processes on `storage`'s database: the first to start applies its own limit (a limit a
   * test set in an earlier run is not kept), a later one the limit they apply now.
   */
  static async open(
    clock: SandboxClock,
    initial: RateLimit,
    database: Database,
    storage: Storage,
    closing: AbortSignal,
  ): Promise<SharedRateLimiter> {
    const limiter = new SharedRateLimiter(clock, initial, database, storage);
    const settings = storage.collection<RateLimit>('settings');
    const applied = settings.get(limitSetting);
    if (applied && !(await aloneOnSchema(database))) limiter.#limit = applied;
    else settings.set(limitSetting, initial);
    storage.onChangedElsewhere('settings', (id) => {
      const changed = id === limitSetting ? settings.peek(id) : undefined;
      if (changed) limiter.#apply(changed);
    });
    limiter.#sweepBuckets(closing);
    return limiter;
  }

  get limit(): RateLimit {
    return this.#limit;
  }

  /** How many credentials' leases this process holds. */
  get tracked(): number {
    return this.#leases.size;
  }

  /** A new limit for every process; every bucket starts full again. */
  set(limit: RateLimit): void {
    this.#apply(limit);
    this.storage.collection<RateLimit>('settings').set(limitSetting, limit);
    void this.database.query('delete from rate_buckets').catch(() => undefined);
  }

  reset(): void {
    this.set(this.initial);
  }

  take(key: string): RateVerdict | Promise<RateVerdict> {
    const lease = this.#leases.get(key);
    if (lease && lease.tokens >= 1) {
      lease.tokens -= 1;
      return allowed;
    }
    const pending = this.#taking.get(key);
    if (pending) return pending.then((verdict) => (verdict.allowed ? this.take(key) : verdict));
    const taking = this.#takeShared(key).finally(() => this.#taking.delete(key));
    this.#taking.set(key, taking);
    return taking;
  }

  #apply(limit: RateLimit): void {
    this.#limit = limit;
    this.#leases.clear();
  }

  async #takeShared(key: string): Promise<RateVerdict> {
    const limit = this.#limit;
    const perMs = limit.requests / (limit.perSeconds * 1000);
    const nowMs = this.clock.nowMs();
    const wanted = Math.max(1, Math.floor(limit.requests / leaseShare));
    const [taken] = await this.database
      .query<{ granted: number; tokens_left: number }>(
        `select granted, tokens_left from ${takeTokensFunction}($1, $2, $3, $4, $5)`,
        [key, wanted, limit.requests, perMs, nowMs],
      )
      .catch((error: unknown) => {
        throw new StorageUnavailableError(error);
      });
    if (!taken || taken.granted < 1) {
      return { allowed: false, retryAfterSeconds: retryAfterSeconds(taken?.tokens_left ?? 0, perMs) };
    }
    if (this.#leases.size >= this.#sweepAt) this.#forgetOldLeases(nowMs);
    this.#leases.set(key, { tokens: taken.granted - 1, takenMs: nowMs });
    return allowed;
  }

  /**
   * Forgets the leases older than the limit's period (their bucket has refilled since, so they matter no
   * more); the next sweep waits until the map has doubled, so a busy period never sweeps at every lease.
   */
  #forgetOldLeases(nowMs: number): void {
    const periodMs = this.#limit.perSeconds * 1000;
    for (const [key, lease] of this.#leases) {
      if (nowMs - lease.takenMs >= periodMs) this.#leases.delete(key);
    }
    this.#sweepAt = Math.max(leasesBeforeSweep, this.#leases.size * 2);
  }

  /** Deletes, each minute, the buckets that have refilled: the table holds the credentials in use. */
  #sweepBuckets(closing: AbortSignal): void {
    const timer = setInterval(() => {
      const fullSinceMs = this.clock.nowMs() - this.#limit.perSeconds * 1000;
      void this.database
        .query('delete from rate_buckets where updated_ms < $1', [fullSinceMs])
        .catch(() => undefined);
    }, bucketSweepMs);
    timer.unref();
    closing.addEventListener('abort', () => clearInterval(timer), { once: true });
  }
}
