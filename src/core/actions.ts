import type { Guard } from '../api/guards';
import type { ApiClient } from '../api/http';
import { PlatformHttpError } from './errors';

// What the action runners (payout, authorize) share: one idempotency key per user action, knowing when
// a failed POST may still have run at the platform, and a polling pace that never spins.

/** One user action's POST: its key is reused on every retry, so the platform runs it at most once. */
export interface ActionAttempt {
  idempotencyKey: string;
  /**
   * The POST failed, but an attempt of it may have reached the platform (a lost answer, a retry that
   * ended in a 401): the action may have run. Cleared once an answer says what happened.
   */
  outcomeUnknown?: boolean;
}

/** Longest single long-poll in seconds; the platform ends a wait early once the status is final. */
export const maxPollSeconds = 10;
/** A poll that came back at once without news must not turn into a busy loop. */
export const minPollIntervalMs = 500;

/**
 * A first answer that proves the action did not run: the platform refused the request itself (a 4xx
 * decided before anything ran). 409 means the action exists; 408 and 429 were retried, so never first.
 */
export function isRefusal(error: unknown): boolean {
  return (
    error instanceof PlatformHttpError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 409 &&
    error.status !== 429
  );
}

/** Waits `ms`, or less when `signal` aborts (the caller checks the signal afterwards). */
export function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/** POSTs an action with its key, remembering whether a failure leaves its outcome unknown. */
export async function sendAction<T>(
  http: ApiClient,
  guard: Guard<T>,
  href: string,
  body: unknown,
  attempt: ActionAttempt,
  signal: AbortSignal,
): Promise<T> {
  let retried = false;
  try {
    const answer = await http.postParsed(guard, href, body, {
      idempotencyKey: attempt.idempotencyKey,
      signal,
      onRetry: () => (retried = true),
    });
    attempt.outcomeUnknown = false;
    return answer;
  } catch (error) {
    if (retried || !isRefusal(error)) attempt.outcomeUnknown = true;
    throw error;
  }
}
