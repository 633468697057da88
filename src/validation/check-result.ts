/**
 * What every `x-check` returns. Its own module: the check modules that checks.ts loads on demand
 * import this type, not the dispatch that imports them, so loading goes one way.
 */

/** A check's verdict: valid, invalid, or invalid with a reason (`length`) and its params for the message. */
export type CheckResult = boolean | { reason: string; params?: Record<string, string | number> };
export type Check = (value: string) => CheckResult;
