/**
 * What every `x-check` returns. Its own module: the check modules that checks.ts loads on demand
 * import this type, not the dispatch that imports them, so loading goes one way.
 */

/** A check's verdict: valid, invalid, or invalid with a reason (`length`) and its params for the message. */
export type CheckResult = boolean | { reason: string; params?: Record<string, string | number> };
/**
 * A check's verdict on a value of `field`, the schema object that names it: a check may read data the
 * field carries (an IBAN field's `x-iban`).
 */
export type Check = (value: string, field?: CheckedField) => CheckResult;
/** The schema object of a checked field, as a check sees it. */
export type CheckedField = Readonly<Record<string, unknown>>;
