import { isMainThread, parentPort, type Worker } from 'node:worker_threads';

/**
 * SIGINT and SIGTERM as a stop: the first starts a graceful stop, a later one stops at once.
 *
 * A Ctrl+C in the terminal of `npm run sandbox` reaches the process twice: the terminal signals the
 * whole process group, then npm relays the signal to its child. Both arrive within milliseconds, so a
 * repeat within `sameSignalMs` is the same stop, not a request to cut it short.
 */

export const sameSignalMs = 1_000;

export interface StopHandlers {
  /** The first signal: stop gracefully (the process exits when this is done). */
  stop(signal: NodeJS.Signals): void;
  /** A signal after the repeat window, while the graceful stop runs: stop at once. */
  stopAtOnce(signal: NodeJS.Signals): void;
}

/** A stop signal the main thread hands to the thread the sandbox runs in (signals reach the main one). */
interface RelayedSignal {
  kind: 'railkit-stop-signal';
  signal: NodeJS.Signals;
}

/**
 * Listens for SIGINT and SIGTERM until the process ends: the process's own, or in a thread those its
 * main thread relays (`relayStopSignals`).
 */
export function onStopSignals(handlers: StopHandlers, now: () => number = Date.now): void {
  let firstAt: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstAt === undefined) {
      firstAt = now();
      handlers.stop(signal);
    } else if (now() - firstAt >= sameSignalMs) {
      handlers.stopAtOnce(signal);
    }
  };
  if (!isMainThread && parentPort) {
    parentPort.on('message', (message: Partial<RelayedSignal>) => {
      if (message.kind === 'railkit-stop-signal' && message.signal) onSignal(message.signal);
    });
    return;
  }
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** Hands every SIGINT and SIGTERM of the process to `thread`, which decides what each one means. */
export function relayStopSignals(thread: Worker): void {
  const relay = (signal: NodeJS.Signals) => {
    const message: RelayedSignal = { kind: 'railkit-stop-signal', signal };
    thread.postMessage(message);
  };
  process.on('SIGINT', relay);
  process.on('SIGTERM', relay);
}

/** How a person stops it again, by the signal that started the stop. */
export function againHint(signal: NodeJS.Signals): string {
  return signal === 'SIGINT' ? 'Ctrl+C' : signal;
}
