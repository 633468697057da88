import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Principal } from './auth';
import type { CredentialKind, Route, SandboxContext } from './context';
import type { Fault } from './faults';
import { HttpError, ruleOfIssueCode, type ErrorItem } from './responses';

/**
 * The steps of the request pipeline that every route shares and declares rather than codes:
 * which credentials it accepts, which body shape it takes, the rate limit and the fault switch.
 * `app.ts` calls them in order; handlers never need to repeat them.
 */

/**
 * Test-control routes (and the console, which sets and clears faults) stay reachable while a fault or
 * the rate limit hits everything else.
 */
export function isControlRoute(route: Route): boolean {
  return route.path.startsWith('/sandbox/') || route.path.startsWith('/console');
}

/** The fault that hits this request: one named after the route, or a `*` fault (not on control routes). */
export function faultFor(
  ctx: SandboxContext,
  route: Route,
  params: Record<string, string>,
): Fault | undefined {
  if (isControlRoute(route)) return undefined;
  return ctx.faults.take(route.fault, params.id);
}

export function credentialKindOf(principal: Principal): CredentialKind {
  if (principal.kind === 'merchant') return principal.via === 'apiKey' ? 'apiKey' : 'merchantToken';
  if (principal.kind === 'client') return 'clientToken';
  return 'vaultToken';
}

export const credentialLabels: Record<CredentialKind, string> = {
  apiKey: 'API key',
  merchantToken: 'merchant token',
  clientToken: 'client token',
  vaultToken: 'vault token',
};

/** 403 `request.forbidden` unless the route's declared `access` admits the principal. */
export function enforceAccess(route: Route, principal: Principal): void {
  const access = route.access;
  if (!access) return;
  const kind = credentialKindOf(principal);
  if (!access.credentials.includes(kind)) {
    const accepted = access.credentials.map((credential) => credentialLabels[credential]).join(', ');
    throw new HttpError(403, {
      code: 'request.forbidden',
      detail: `${route.method} ${route.path} accepts ${accepted}; a ${credentialLabels[kind]} cannot call it.`,
      reason: { credential: kind, accepted: access.credentials },
    });
  }
  if (access.scope && !principal.scopes.has(access.scope)) {
    throw new HttpError(403, {
      code: 'request.forbidden',
      detail: `These credentials lack the scope ${access.scope} that ${route.method} ${route.path} needs; request a token with scope=${access.scope}.`,
      reason: { scope: access.scope },
    });
  }
}

/**
 * A stable key for the credential of a request (its API key or bearer token, hashed), so that the rate
 * limit counts per credential: a fresh token starts with a full bucket.
 */
export function credentialKey(req: IncomingMessage): string {
  const authorization = req.headers.authorization;
  const apiKey = req.headers['x-api-key'];
  const credential = authorization?.toLowerCase().startsWith('bearer ')
    ? authorization
    : `key:${String(apiKey)}`;
  if (credential !== lastCredential.credential) {
    lastCredential = { credential, key: createHash('sha256').update(credential).digest('hex') };
  }
  return lastCredential.key;
}

/** The last credential's key: a burst is mostly one credential, and its hash cost 2% of a request. */
let lastCredential = { credential: '', key: '' };

/** 429 `request.rate-limit` with `Retry-After` when the credential's bucket is empty. */
export async function enforceRateLimit(
  ctx: SandboxContext,
  route: Route,
  req: IncomingMessage,
): Promise<void> {
  if (isControlRoute(route)) return;
  const verdict = await ctx.rateLimiter.take(credentialKey(req));
  if (verdict.allowed) return;
  const { requests, perSeconds } = ctx.rateLimiter.limit;
  throw new HttpError(
    429,
    {
      code: 'request.rate-limit',
      detail: `Too many requests: this credential may send ${requests} per ${perSeconds} s; retry after ${verdict.retryAfterSeconds} s.`,
      reason: { requests, perSeconds, retryAfterSeconds: verdict.retryAfterSeconds },
    },
    { 'retry-after': String(verdict.retryAfterSeconds) },
  );
}

/** The minimal surface of a zod (or zod/mini) schema the pipeline validates with. */
export interface ValidatingSchema {
  safeParse(
    value: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: Issue[] } };
}

/** A zod issue, as far as the sandbox reads it. */
export interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
  expected?: string;
  /** What a size limit applies to: `array`, `string`, `number`... */
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  options?: unknown[];
  values?: unknown[];
  params?: Record<string, unknown>;
}

/** The schema the pipeline checks a route's JSON body against, if it declares one. */
export function bodySchemaOf(route: Route): ValidatingSchema | undefined {
  if (route.body !== 'json' || !route.validateBody) return undefined;
  const schema = route.validateBody === true ? route.docs?.requestBody : route.validateBody;
  if (!schema) throw new Error(`${route.method} ${route.path}: validateBody: true needs docs.requestBody`);
  return schema as unknown as ValidatingSchema;
}

/**
 * Checks a parsed JSON body against the route's declared schema: `400 request.malformed`, one error per
 * problem, each naming the offending path (`records.0.type`) in `reason.path`. Returns the parsed data.
 */
export function validateDeclaredBody(route: Route, body: unknown): unknown {
  const schema = bodySchemaOf(route);
  if (!schema) return body;
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const items = result.error.issues.flatMap((issue) => malformedItems(issue, body));
  throw new HttpError(400, items);
}

function malformedItems(issue: Issue, body: unknown): ErrorItem[] {
  return issueProblems(issue, body).map(({ path, rule, text }) => ({
    code: 'request.malformed',
    detail: `The request body does not match the schema: ${path || '(body)'} ${text}.`,
    reason: { path, rule, issue: text },
  }));
}

/** One problem of an issue: the dotted path, a rule name and a sentence fragment saying what is wrong. */
export interface Problem {
  path: string;
  rule: string;
  text: string;
}

/**
 * Turns a zod issue into problems with plain-language text (zod/mini carries no messages of its own).
 * `input` is the value that was checked, to tell a missing field from one of the wrong type;
 * `prefix` is prepended to the issue's path (e.g. `records.3` when one record was checked alone).
 */
export function issueProblems(issue: Issue, input: unknown, prefix: PropertyKey[] = []): Problem[] {
  const base = [...prefix, ...issue.path].map(String);
  if (issue.code === 'invalid_type' && issue.path.length > 0 && valueAt(input, issue.path) === undefined) {
    return [{ path: base.join('.'), rule: 'required', text: 'is required' }];
  }
  if (issue.code === 'unrecognized_keys' && issue.keys) {
    return issue.keys.map((key) => ({
      path: [...base, key].join('.'),
      rule: 'additionalProperties',
      text: 'is not an allowed field here',
    }));
  }
  return [{ path: base.join('.'), rule: ruleOf(issue), text: describe(issue) }];
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A custom check names its own rule (`params.rule`); the others are named after the issue code. */
function ruleOf(issue: Issue): string {
  return typeof issue.params?.rule === 'string' ? issue.params.rule : ruleOfIssueCode(issue.code);
}

function describe(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.message !== 'Invalid input' ? issue.message : `must be ${article(issue.expected)}`;
    case 'too_small':
      return `must ${bound('at least', issue.minimum, issue.origin)}`;
    case 'too_big':
      return `must ${bound('at most', issue.maximum, issue.origin)}`;
    case 'invalid_value':
      return `must be one of ${(issue.values ?? []).map((value) => JSON.stringify(value)).join(', ')}`;
    case 'invalid_union':
      return issue.options
        ? `must be one of ${issue.options.map((value) => JSON.stringify(value)).join(', ')}`
        : 'matches none of the allowed shapes';
    default:
      return issue.message === 'Invalid input' ? `is invalid (${issue.code})` : issue.message;
  }
}

function bound(which: string, limit: number | bigint | undefined, origin: string | undefined): string {
  const count = String(limit);
  if (origin === 'array') return `have ${which} ${count} item${count === '1' ? '' : 's'}`;
  if (origin === 'string') return `be ${which} ${count} character${count === '1' ? '' : 's'} long`;
  return `be ${which} ${count}`;
}

function article(expected: string | undefined): string {
  if (!expected) return 'of another type';
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}
