/**
 * Small structural checks for what the browser reads from the platform, in place of zod on the browser
 * path (zod/mini and its core are about a fifth of the payout bundle). The zod schemas of
 * src/api/schemas stay the source of truth for the server, the sandbox and the OpenAPI document;
 * browser-schemas.node.test.ts holds every guard to its zod schema (same verdict, same output, same
 * messages) on thousands of generated inputs.
 *
 * A guard returns the value as zod would (unknown keys of a strict-shaped object dropped) and writes one
 * readable line per problem into `issues`, in zod's order: `vault.keyId: expected string, received number`.
 *
 * The guards are built at module top level, so each factory carries the annotation that it has no side
 * effects: bundlers (Rolldown, Rollup, esbuild) then treat its calls as pure and drop unused guards.
 */

export type Path = readonly PropertyKey[];
export type Guard<T> = (value: unknown, path: Path, issues: string[]) => T;
export type Guarded<G> = G extends Guard<infer T> ? T : never;

/** What a value is, in words a developer recognises from a console: `undefined`, `null`, `array`, `string`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** `a.b[0].c`, or `(root)` for the value itself. */
export function formatIssuePath(path: Path): string {
  if (path.length === 0) return '(root)';
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : index === 0 ? String(segment) : `.${String(segment)}`,
    )
    .join('');
}

/** Values under these keys are never quoted back: an error message may end up in a log. */
const secretKeys = /token|secret|password|iban|account|card|security|cvc|cvv|clabe|cpf|document|encrypted/i;

/** `, received "x-1"` for a value that may be shown; nothing for secrets, objects and long texts. */
export function describeReceived(path: Path, value: unknown): string {
  if (path.some((segment) => typeof segment === 'string' && secretKeys.test(segment))) return '';
  if (typeof value === 'string' && value.length <= 60) return `, received ${JSON.stringify(value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `, received ${String(value)}`;
  return '';
}

/** The value has the wrong type: `path: expected string, received number`. */
function wrongType(issues: string[], path: Path, expected: string, value: unknown): void {
  issues.push(`${formatIssuePath(path)}: expected ${expected}, received ${describeValue(value)}`);
}

/** The value has the right type but not the right content: `path: expected a UUID, received "x"`. */
function wrongValue(issues: string[], path: Path, expected: string, value: unknown): void {
  issues.push(`${formatIssuePath(path)}: ${expected}${describeReceived(path, value)}`);
}

/** A test of a string: the expectation it failed (`expected at least 1 character(s)`), or nothing. */
export type StringCheck = (text: string) => string | undefined;

/* @__NO_SIDE_EFFECTS__ */
export const minLength =
  (minimum: number): StringCheck =>
  (text) =>
    text.length < minimum ? `expected at least ${minimum} character(s)` : undefined;

/** A format by name (`a UUID`), as zod's string formats describe themselves. */
/* @__NO_SIDE_EFFECTS__ */
export const matches =
  (test: RegExp | ((text: string) => boolean), description: string): StringCheck =>
  (text) =>
    (typeof test === 'function' ? test(text) : test.test(text)) ? undefined : `expected ${description}`;

/* @__NO_SIDE_EFFECTS__ */
export function string(...checks: StringCheck[]): Guard<string> {
  return (value, path, issues) => {
    if (typeof value !== 'string') wrongType(issues, path, 'string', value);
    else {
      for (const check of checks) {
        const problem = check(value);
        if (problem) wrongValue(issues, path, problem, value);
      }
    }
    return value as string;
  };
}

/* @__NO_SIDE_EFFECTS__ */
export function oneOf<const T extends readonly string[]>(values: T): Guard<T[number]> {
  return (value, path, issues) => {
    if (!values.includes(value as string)) {
      wrongValue(
        issues,
        path,
        `expected one of ${values.map((item) => JSON.stringify(item)).join(', ')}`,
        value,
      );
    }
    return value as T[number];
  };
}

const optionalMark = Symbol('optional');
type Optional<T> = Guard<T | undefined> & { [optionalMark]?: true };

/** The key may be missing (or undefined). */
/* @__NO_SIDE_EFFECTS__ */
export function optional<T>(guard: Guard<T>): Guard<T | undefined> {
  const optionalGuard: Optional<T> = (value, path, issues) =>
    value === undefined ? undefined : guard(value, path, issues);
  optionalGuard[optionalMark] = true;
  return optionalGuard;
}

/** An object that is not null and not an array. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A copy of an object's own keys; a `__proto__` key (JSON.parse makes one) is dropped, as zod does. */
function copyKeys(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== '__proto__'));
}

type Shape = Record<string, Guard<unknown>>;
type ShapeOf<S extends Shape> = { [K in keyof S]: Guarded<S[K]> };

/**
 * An object with these keys; others are dropped, or kept with `keepUnknown` (zod's `looseObject`).
 * A missing optional key stays missing.
 */
/* @__NO_SIDE_EFFECTS__ */
export function object<S extends Shape>(shape: S, keepUnknown = false): Guard<ShapeOf<S>> {
  return (value, path, issues) => {
    if (!isPlainObject(value)) {
      wrongType(issues, path, 'object', value);
      return value as ShapeOf<S>;
    }
    const output = keepUnknown ? copyKeys(value) : {};
    for (const [key, guard] of Object.entries(shape)) {
      const missing = !(key in value);
      if (missing && (guard as Optional<unknown>)[optionalMark]) continue;
      const parsed = guard(value[key], [...path, key], issues);
      if (!missing || parsed !== undefined) output[key] = parsed;
    }
    return output as ShapeOf<S>;
  };
}

/** An array of items, at least `minimum` of them. */
/* @__NO_SIDE_EFFECTS__ */
export function array<T>(item: Guard<T>, minimum = 0): Guard<T[]> {
  return (value, path, issues) => {
    if (!Array.isArray(value)) {
      wrongType(issues, path, 'array', value);
      return value as T[];
    }
    const before = issues.length;
    const output = value.map((entry, index) => item(entry, [...path, index], issues));
    // zod checks the length only of an array whose items passed.
    if (issues.length === before && value.length < minimum) {
      issues.push(`${formatIssuePath(path)}: expected at least ${minimum} item(s)`);
    }
    return output;
  };
}

/** A record of anything under string keys (zod's `z.record(z.string(), z.unknown())`): a plain object. */
export const record: Guard<Record<string, unknown>> = (value, path, issues) => {
  const prototype = isPlainObject(value) ? Object.getPrototypeOf(value) : undefined;
  if (prototype !== Object.prototype && prototype !== null) {
    wrongType(issues, path, 'record', value);
    return value as Record<string, unknown>;
  }
  return copyKeys(value as object);
};

/** Any value the test accepts, returned as is (zod's `z.custom`). */
/* @__NO_SIDE_EFFECTS__ */
export function custom<T>(test: (value: unknown) => boolean): Guard<T> {
  return (value, path, issues) => {
    if (!test(value)) wrongValue(issues, path, 'is not valid', value);
    return value as T;
  };
}

/** All issues joined as `; `-separated lines, at most `limit` of them (the rest counted). */
export function joinIssues(issues: readonly string[], limit = 5): string {
  const lines = issues.slice(0, limit);
  if (issues.length > limit) lines.push(`and ${issues.length - limit} more`);
  return lines.join('; ');
}

/** Runs a guard: the value, or the readable list of what is wrong with it. */
export function check<T>(
  guard: Guard<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; problems: string } {
  const issues: string[] = [];
  const parsed = guard(value, [], issues);
  return issues.length === 0 ? { ok: true, value: parsed } : { ok: false, problems: joinIssues(issues) };
}
