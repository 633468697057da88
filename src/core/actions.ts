import { executionGuard } from '../api/browser-schemas';
import type { Guard } from '../api/guards';
import type { ApiClient } from '../api/http';
import type { Execution } from '../api/schemas/execution';
import { PlatformHttpError } from '../api/errors';
import type { OperationHost } from './operations';
import { longPollAttemptMs } from './platform';

// What the action runners (payout, authorize) share: one idempotency key per user action, knowing when
// a failed POST may still have run at the platform, finding out what it did, and a polling pace that
// never spins.

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
/** Pause between two tries to learn a lost answer's outcome while the platform is unreachable. */
const learnPauseMs = 1_000;

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

/** What an action's POST told, or what the platform showed once its answer was lost. */
export type ActionOutcome<T> =
  /** The platform's answer: the first one, or the stored one replayed under the same key. */
  | { kind: 'accepted'; accepted: T }
  /** The execution shows the action ran, but its answer (and so its id) could not be read. */
  | { kind: 'started'; execution: Execution }
  /** Neither an answer nor the execution told within the wait: the action may or may not have run. */
  | { kind: 'unknown'; execution: Execution };

/** One action's POST, and how to recognise it in the execution when its answer is lost. */
export interface ActionSend<T> {
  guard: Guard<T>;
  href: string;
  body: unknown;
  attempt: ActionAttempt;
  /** True when the execution shows this action: it ran at the platform. */
  ranIn: (execution: Execution) => boolean;
}

/**
 * Sends the action. When every attempt ended without an answer (timeouts, dropped connections, 5xx),
 * it does not reject with an error that would invite a retry: until `resultWaitMs` it reads the execution
 * and asks again under the same key (which replays the stored answer, or runs the action once), and
 * reports what the platform did, or `unknown`. A refusal (a 4xx before anything ran) still rejects.
 */
export async function sendOrLearn<T>(host: OperationHost, send: ActionSend<T>): Promise<ActionOutcome<T>> {
  try {
    return { kind: 'accepted', accepted: await post(host, send) };
  } catch (error) {
    if (host.signal.aborted || !send.attempt.outcomeUnknown) throw error;
  }
  const deadline = Date.now() + host.resultWaitMs;
  for (;;) {
    const execution = await readNow(host);
    if (execution) {
      try {
        return { kind: 'accepted', accepted: await post(host, send) };
      } catch (error) {
        if (host.signal.aborted || isRefusal(error)) throw error;
        if (send.ranIn(execution)) return { kind: 'started', execution };
      }
    }
    if (Date.now() >= deadline) return { kind: 'unknown', execution: execution ?? host.execution() };
    await delay(learnPauseMs, host.signal);
  }
}

function post<T>(host: OperationHost, send: ActionSend<T>): Promise<T> {
  return sendAction(host.http, send.guard, send.href, send.body, send.attempt, host.signal);
}

/** The session's execution now, or undefined when the platform cannot be reached. */
async function readNow(host: OperationHost): Promise<Execution | undefined> {
  try {
    const execution = await host.http.getParsed(executionGuard, host.config().execution.links.self, {
      signal: host.signal,
    });
    host.onExecution(execution);
    return execution;
  } catch (error) {
    if (host.signal.aborted) throw error;
    return undefined;
  }
}

/**
 * Long-polls the execution at `url` until `settled` says so or the deadline passes, and returns the last
 * execution read (undefined when none could be). A failed poll does not end the wait: the platform may
 * be back, and the outcome known, before the deadline.
 */
export async function pollExecution(
  host: OperationHost,
  url: string,
  deadline: number,
  settled: (execution: Execution) => boolean,
): Promise<Execution | undefined> {
  let last: Execution | undefined;
  for (;;) {
    const remainingMs = deadline - Date.now();
    if (remainingMs < minPollIntervalMs / 2) return last;
    const waitSeconds = Math.max(0, Math.min(maxPollSeconds, Math.floor(remainingMs / 1000)));
    const startedAt = Date.now();
    try {
      last = await host.http.getParsed(executionGuard, url, {
        query: { wait: waitSeconds || undefined },
        signal: host.signal,
        attemptTimeoutMs: longPollAttemptMs(waitSeconds),
        totalTimeoutMs: Math.max(remainingMs, longPollAttemptMs(waitSeconds)),
      });
      host.onExecution(last);
      if (settled(last)) return last;
    } catch (error) {
      if (host.signal.aborted) throw error;
    }
    const elapsed = Date.now() - startedAt;
    if (elapsed < minPollIntervalMs) await delay(minPollIntervalMs - elapsed, host.signal);
  }
}
