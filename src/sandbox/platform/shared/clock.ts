/**
 * The sandbox's sense of time. Tests move it forward (`POST /sandbox/clock`) to make tokens, volatile
 * vault fields and report download URLs expire without waiting.
 */
export class SandboxClock {
  #offsetMs = 0;

  /** Milliseconds since the epoch, as `Date.now()` but shifted by every `advance()`. */
  nowMs(): number {
    return Date.now() + this.#offsetMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  iso(): string {
    return this.now().toISOString();
  }

  advance(ms: number): void {
    this.#offsetMs += ms;
  }

  reset(): void {
    this.#offsetMs = 0;
  }
}
