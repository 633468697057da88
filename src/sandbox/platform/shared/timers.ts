/**
 * The pending timers of one part of the sandbox (payouts settling, payments, report runs, notification
 * retries), so that closing the sandbox cancels them all and leaves nothing to keep Node running.
 */
export class Timers {
  private readonly pending = new Set<NodeJS.Timeout>();

  /** Runs `run` after `ms`, unless `clear()` comes first. */
  after(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      run();
    }, ms);
    this.pending.add(timer);
  }

  /** Cancels every timer not yet run. */
  clear(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}
