import { describe, expect, it } from 'vitest';
import { SandboxClock } from '../platform/shared/clock';
import { bucketsBeforeSweep, RateLimiter } from './rate-limit';

describe('RateLimiter memory', () => {
  it(`forgets refilled buckets once ${bucketsBeforeSweep} are held, and keeps counting the credentials still limited`, () => {
    const clock = new SandboxClock();
    // Two requests, one token back every 500 s: nothing refills while the test runs unless it moves the clock.
    const limiter = new RateLimiter(clock, { requests: 2, perSeconds: 1_000 });
    expect(limiter.take('busy').allowed).toBe(true);
    expect(limiter.take('busy').allowed).toBe(true);
    for (let index = 1; index < bucketsBeforeSweep; index += 1) limiter.take(`token-${index}`);
    expect(limiter.tracked).toBe(bucketsBeforeSweep);

    clock.advance(500_000);
    // The sweep: every bucket that took one request is full again; "busy" has one of its two tokens.
    expect(limiter.take('fresh').allowed).toBe(true);
    expect(limiter.tracked).toBe(2);
    expect(limiter.take('busy').allowed).toBe(true);
    expect(limiter.take('busy').allowed).toBe(false);
    // The request that ran the sweep counted too.
    expect(limiter.take('fresh').allowed).toBe(true);
    expect(limiter.take('fresh').allowed).toBe(false);
  });
});
