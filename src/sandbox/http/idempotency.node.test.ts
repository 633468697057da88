import { describe, expect, it } from 'vitest';
import { IdempotencyStore, type StoredAnswer } from './idempotency';
import { Storage } from '../storage/storage';

const ok = (body: unknown) => async () => ({ status: 200, body });

describe('IdempotencyStore', () => {
  it('keeps at most maxEntries answers, dropping the oldest, so memory stays bounded', async () => {
    const store = new IdempotencyStore(Storage.memory().collection('idempotency_keys'), { maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) await store.run('merchant:m', key, 'f', ok(key));
    expect(store.size).toBe(3);
    // The newest keys still replay; the oldest one runs again.
    expect(await store.run('merchant:m', 'e', 'f', ok('again'))).toEqual({
      response: { status: 200, body: 'e' },
      replayed: true,
    });
    expect((await store.run('merchant:m', 'a', 'f', ok('again'))).replayed).toBe(false);
  });

  it('never evicts a request that is still running, so a concurrent duplicate waits for it', async () => {
    const store = new IdempotencyStore(Storage.memory().collection('idempotency_keys'), { maxEntries: 1 });
    let finish: (value: { status: number; body: unknown }) => void = () => {};
    const running = store.run('merchant:m', 'slow', 'f', () => new Promise((resolve) => (finish = resolve)));
    await store.run('merchant:m', 'fast', 'f', ok('fast'));
    let runs = 0;
    const duplicate = store.run('merchant:m', 'slow', 'f', async () => {
      runs += 1;
      return { status: 200, body: 'second' };
    });
    finish({ status: 200, body: 'first' });
    expect((await running).response.body).toBe('first');
    expect(await duplicate).toEqual({ response: { status: 200, body: 'first' }, replayed: true });
    expect(runs).toBe(0);
  });

  it('replays an answer for the retention window, then runs the key as new and forgets the old answer', async () => {
    let nowMs = 1_000_000;
    const answers = Storage.memory().collection<StoredAnswer>('idempotency_keys');
    const store = new IdempotencyStore(answers, { retentionMs: 60_000, nowMs: () => nowMs });
    await store.run('merchant:m', 'k', 'f', ok('first'));
    nowMs += 59_999;
    expect(await store.run('merchant:m', 'k', 'f', ok('second'))).toMatchObject({ replayed: true });
    nowMs += 1;
    expect(await store.run('merchant:m', 'k', 'f', ok('second'))).toEqual({
      response: { status: 200, body: 'second' },
      replayed: false,
    });
    expect([...answers.values()].map((answer) => answer.response.body)).toEqual(['second']);
  });

  it('forgets stored answers past the window when it starts (a restart after a long pause)', async () => {
    const answers = Storage.memory().collection<StoredAnswer>('idempotency_keys');
    answers.set('["merchant:m","old"]', { fingerprint: 'f', response: { status: 200 }, storedAtMs: 0 });
    answers.set('["merchant:m","new"]', { fingerprint: 'f', response: { status: 200 }, storedAtMs: 90_000 });
    const store = new IdempotencyStore(answers, { retentionMs: 60_000, nowMs: () => 100_000 });
    expect(store.size).toBe(1);
    expect([...answers.entries()].map(([key]) => key)).toEqual(['["merchant:m","new"]']);
  });
});
