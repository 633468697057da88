import { describe, expect, it } from 'vitest';
import { IdempotencyStore } from './idempotency';
import { Storage } from '../storage/storage';

const ok = (body: unknown) => async () => ({ status: 200, body });

describe('IdempotencyStore', () => {
  it('keeps at most maxEntries answers, dropping the oldest, so memory stays bounded', async () => {
    const store = new IdempotencyStore(Storage.memory().collection('idempotency_keys'), 3);
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
    const store = new IdempotencyStore(Storage.memory().collection('idempotency_keys'), 1);
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
});
