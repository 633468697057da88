import { afterEach, describe, expect, it, vi } from 'vitest';
import { until } from '../node-test-helpers';
import { Jobs } from './jobs';
import { Storage } from './storage';

/** A handler that runs until the test lets it end (or fail). */
function heldHandler() {
  let started = false;
  let end!: (error?: Error) => void;
  const done = new Promise<void>((resolve, reject) => (end = (error) => (error ? reject(error) : resolve())));
  return {
    run: () => {
      started = true;
      return done;
    },
    get started() {
      return started;
    },
    end,
  };
}

function storedJobs(storage: Storage): number {
  return [...storage.collection('jobs').values()].length;
}

/** A memory sandbox's jobs with one job of `kind` running, held until the test ends it. */
async function runningJob(kind: string) {
  const storage = Storage.memory();
  const jobs = new Jobs(storage);
  const handler = heldHandler();
  jobs.handle(kind, handler.run);
  jobs.resume();
  jobs.schedule(kind, 0, {});
  await until(() => handler.started);
  return { storage, jobs, handler };
}

describe('jobs when the sandbox stops', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for a running job to end, which then is done and gone', async () => {
    const { storage, jobs, handler } = await runningJob('settle');

    let closed = false;
    const closing = jobs.close({ waitMs: 5_000 }).then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    handler.end();
    await closing;
    expect(storedJobs(storage)).toBe(0);
  });

  it('leaves a job still running at the end of the wait stored, and its cut is not reported as a failure', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { storage, jobs, handler } = await runningJob('report-complete');

    const started = performance.now();
    await jobs.close({ waitMs: 100 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    // What a closing database does to a query in flight.
    handler.end(new Error('Connection terminated'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errors).not.toHaveBeenCalled();
    // Stored still: the next start runs it.
    expect(storedJobs(storage)).toBe(1);
  });

  it('reports a job that fails while the sandbox runs', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const jobs = new Jobs(Storage.memory());
    jobs.handle('report-complete', () => Promise.reject(new Error('no such workspace')));
    jobs.resume();
    jobs.schedule('report-complete', 0, {});
    await until(() => errors.mock.calls.length > 0);
    expect(String(errors.mock.calls[0]![0])).toMatch(/job report-complete failed/);
    await jobs.close();
  });
});
