import { isRailkitError, type RailkitError } from '../src/api/errors';

/**
 * The RailkitError `promise` rejects with. Anything else fails the test: a resolution, or a rejection
 * with another error (rethrown as it is, so its own message shows what went wrong).
 */
export async function rejectionOf(promise: Promise<unknown>): Promise<RailkitError> {
  try {
    await promise;
  } catch (error) {
    if (isRailkitError(error)) return error;
    throw error;
  }
  throw new Error('expected a rejection with a RailkitError, but the promise resolved');
}

/** The RailkitError `run` throws synchronously; like `rejectionOf`, anything else fails the test. */
export function thrownBy(run: () => unknown): RailkitError {
  try {
    run();
  } catch (error) {
    if (isRailkitError(error)) return error;
    throw error;
  }
  throw new Error('expected a RailkitError to be thrown, but the call returned');
}
