import * as z from 'zod/mini';
import type { SandboxClock } from '../platform/shared/clock';

/** `requests` per `perSeconds` for each credential; a bucket holds at most `requests` at once. */
export const rateLimitSchema = z.strictObject({
  requests: z.int().check(z.minimum(1), z.maximum(1_000_000)),
  perSeconds: z.number().check(z.positive(), z.maximum(86_400)),
});
export type RateLimit = z.infer<typeof rateLimitSchema>;

/**
 * Generous enough that no honest test suite or demo meets it (100 a second sustained, bursts of 1000);
 * tests lower it with `POST /sandbox/rate-limit`.
 */
export const defaultRateLimit: RateLimit = { requests: 1000, perSeconds: 10 };

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** What the pipeline asks of a rate limit: this process's own (`RateLimiter`) or a shared one. */
export interface RequestLimiter {
  readonly limit: RateLimit;
  /** A new limit; every bucket starts full again. */
  set(limit: RateLimit): void;
  /** Back to the limit the sandbox started with. */
  reset(): void;
  /** Takes one request from the bucket of the credential `key`. */
  take(key: string): RateVerdict | Promise<RateVerdict>;
}

/** Whole seconds until a bucket holding `tokens` has one again, at `perMs` tokens a millisecond. */
export function retryAfterSeconds(tokens: number, perMs: number): number {
  return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
}

/**
 * Buckets kept before the full ones are forgotten (then again once the map has doubled). Every client
 * token has a bucket of its own, so without this the map would grow with every execution ever served;
 * a sweep keeps the credentials of about the last period (`perSeconds`), the ones still counted.
 */
export const bucketsBeforeSweep = 1_000;

interface Bucket {
  tokens: number;
  updatedMs: number;
}

/**
 * A token bucket per credential, in this process: each request takes one token; tokens flow back at
 * `requests / perSeconds` per second up to `requests`. Time is the sandbox clock, so advancing it refills.
 */
export class RateLimiter implements RequestLimiter {
  private readonly buckets = new Map<string, Bucket>();
  #limit: RateLimit;
  #sweepAt = bucketsBeforeSweep;

  constructor(
    private readonly clock: SandboxClock,
    private readonly initial: RateLimit = defaultRateLimit,
  ) {
    this.#limit = initial;
  }

  get limit(): RateLimit {
    return this.#limit;
  }

  /** A new limit; every bucket starts full again. */
  set(limit: RateLimit): void {
    this.#limit = limit;
    this.buckets.clear();
  }

  /** Back to the limit the sandbox started with. */
  reset(): void {
    this.set(this.initial);
  }

  /** How many credentials' buckets are held; a full one is the same as none, and a sweep drops it. */
  get tracked(): number {
    return this.buckets.size;
  }

  take(key: string): RateVerdict {
    const nowMs = this.clock.nowMs();
    const ratePerMs = this.#ratePerMs();
    if (this.buckets.size >= this.#sweepAt) this.#forgetFull(nowMs);
    const bucket = this.buckets.get(key) ?? { tokens: this.#limit.requests, updatedMs: nowMs };
    bucket.tokens = this.#refilled(bucket, nowMs);
    bucket.updatedMs = nowMs;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: retryAfterSeconds(bucket.tokens, ratePerMs) };
  }

  #ratePerMs(): number {
    return this.#limit.requests / (this.#limit.perSeconds * 1000);
  }

  #refilled(bucket: Bucket, nowMs: number): number {
    const elapsedMs = Math.max(0, nowMs - bucket.updatedMs);
    return Math.min(this.#limit.requests, bucket.tokens + elapsedMs * this.#ratePerMs());
  }

  /** Drops the buckets that have refilled; the next sweep waits until the map has doubled. */
  #forgetFull(nowMs: number): void {
    for (const [key, bucket] of this.buckets) {
      if (this.#refilled(bucket, nowMs) >= this.#limit.requests) this.buckets.delete(key);
    }
    this.#sweepAt = Math.max(bucketsBeforeSweep, this.buckets.size * 2);
  }
}
