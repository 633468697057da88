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

/** Listens for SIGINT and SIGTERM until the process ends. */
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
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** How a person stops it again, by the signal that started the stop. */
export function againHint(signal: NodeJS.Signals): string {
  return signal === 'SIGINT' ? 'Ctrl+C' : signal;
}
