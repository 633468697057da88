import type * as z from 'zod/mini';
import { describeReceived, describeValue, formatIssuePath } from './guards';

/*
 * zod's issues in the words of the browser guards (guards.ts), with the same helpers: the parity test
 * (browser-schemas.node.test.ts) holds the guards' messages to these.
 */

export { formatIssuePath };

type Issue = z.core.$ZodIssue;

/** zod/mini ships no locale, so every issue it raises reads "Invalid input" unless a schema set a message. */
const zodDefaultMessages = new Set(['Invalid input', '']);

const formatNames: Record<string, string> = {
  uuid: 'a UUID',
  url: 'an absolute URL',
  datetime: 'an ISO 8601 date-time with an offset, e.g. "2026-11-21T10:10:00Z"',
  email: 'an e-mail address',
  base64: 'a base64 string',
};

function valueAtPath(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

function describeBound(
  origin: string,
  bound: number | bigint,
  exact: boolean | undefined,
  word: string,
): string {
  const unit = origin === 'string' ? ' character(s)' : origin === 'array' ? ' item(s)' : '';
  if (exact) return `exactly ${bound}${unit}`;
  return `${word} ${bound}${unit}`;
}

/** The "expected" half of the sentence for one issue, built from its code and details. */
function describeExpectation(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'too_small':
      return `expected ${describeBound(issue.origin, issue.minimum, issue.exact, 'at least')}`;
    case 'too_big':
      return `expected ${describeBound(issue.origin, issue.maximum, issue.exact, 'at most')}`;
    case 'invalid_format':
      if (issue.format === 'regex' && issue.pattern) return `expected a string matching ${issue.pattern}`;
      return `expected ${formatNames[issue.format] ?? `a valid ${issue.format}`}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown keys ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    case 'invalid_union':
      return 'expected a value of one of the allowed shapes';
    case 'not_multiple_of':
      return `expected a multiple of ${issue.divisor}`;
    case 'invalid_key':
      return 'has an invalid key';
    case 'invalid_element':
      return 'has an invalid element';
    case 'custom':
      return 'is not valid';
  }
}

/**
 * One readable line per issue: `vault.keyId: expected string, received undefined`. A message that the
 * schema itself set (e.g. `a decimal string such as "125.50"`) is used as the expectation.
 */
export function formatIssue(issue: Issue, input?: unknown): string {
  const path = formatIssuePath(issue.path);
  const custom = !zodDefaultMessages.has(issue.message);
  const expectation = custom ? `expected ${issue.message}` : describeExpectation(issue);
  if (issue.code === 'unrecognized_keys' && !custom) return `${path}: ${expectation}`;
  const received = describeIssueReceived(issue, valueAtPath(input, issue.path));
  return `${path}: ${expectation}${received}`;
}

function describeIssueReceived(issue: Issue, value: unknown): string {
  if (issue.code === 'invalid_type') return `, received ${describeValue(value)}`;
  return describeReceived(issue.path, value);
}

/** All issues joined as `; `-separated lines, at most `limit` of them (the rest counted). */
export function formatIssues(issues: readonly Issue[], input?: unknown, limit = 5): string {
  const lines = issues.slice(0, limit).map((issue) => formatIssue(issue, input));
  if (issues.length > limit) lines.push(`and ${issues.length - limit} more`);
  return lines.join('; ');
}
