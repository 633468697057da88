import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { PlatformError } from '../../api/schemas/error';
import { errorDocUrl } from '../docs/error-catalogue';

/** Largest request body the sandbox reads; bigger bodies get `413 request.entity-too-large`. */
export const maxBodyBytes = 256 * 1024;

/** Deepest nesting of arrays and objects a JSON body may have; deeper answers `400 request.malformed`. */
export const maxBodyDepth = 64;

/** What a handler answers. Plain data, so idempotency can store and replay it byte for byte. */
export interface HttpResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One error object of the platform's error body, before it gets its `id`. */
export interface ErrorItem {
  code: string;
  detail: string;
  reason?: Record<string, unknown>;
}

/**
 * A failure a handler throws to answer with the platform's error body (spec 7).
 * Several items answer several problems at once (one per invalid field).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly items: ErrorItem[];
  readonly headers: Record<string, string>;

  constructor(status: number, items: ErrorItem | ErrorItem[], headers: Record<string, string> = {}) {
    const list = Array.isArray(items) ? items : [items];
    super(list.map((item) => `${item.code}: ${item.detail}`).join('; '));
    this.name = 'HttpError';
    this.status = status;
    this.items = list;
    this.headers = headers;
  }
}

/** Shorthand for the common single-error case. */
export function httpError(status: number, code: string, detail: string, reason?: Record<string, unknown>) {
  return new HttpError(status, reason ? { code, detail, reason } : { code, detail });
}

/** One `request.param.invalid` item naming the field (dotted path) and the rule it broke. */
export function invalidParam(field: string, rule: string, detail: string): ErrorItem {
  return { code: 'request.param.invalid', detail, reason: { field, rule } };
}

/**
 * One error object as the platform answers it (spec 2.3): a fresh id to quote when reporting an issue,
 * and `docUrl`, the code's entry on the API host's error page (`apiUrl`, also for the vault host).
 */
export function errorObject(item: ErrorItem, apiUrl: string): PlatformError {
  return {
    id: randomUUID(),
    code: item.code,
    detail: item.detail,
    docUrl: errorDocUrl(apiUrl, item.code),
    ...(item.reason ? { reason: item.reason } : {}),
  };
}

/** The platform's error body of `error`; `apiUrl` is the API host's base URL (for `docUrl`). */
export function errorResponse(error: HttpError, apiUrl: string): HttpResponse {
  const errors = error.items.map((item) => errorObject(item, apiUrl));
  return { status: error.status, body: { errors }, headers: error.headers };
}

/** Headers every answer carries so that browser pages on any origin can call both hosts. */
export const corsHeaders: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, content-type, x-idempotency-key, x-client-version, x-api-key',
  'access-control-expose-headers': 'Retry-After, Idempotent-Replayed',
  'access-control-max-age': '600',
};

/**
 * How much of an oversized body the sandbox reads and throws away, and for how long, before it answers
 * 413 (nginx's lingering close): a server that answers and closes while the client still uploads makes
 * the client's TCP stack reset the connection, and the client sees EPIPE or ECONNRESET instead of the 413.
 */
export const lingeringClose = { maxBytes: 64 * 1024 * 1024, maxMs: 10_000 };

/**
 * Reads the whole body as UTF-8, refusing more than `limit` bytes with `413 request.entity-too-large`,
 * answered once the rest of the body is read and discarded (see `lingeringClose`).
 */
export async function readBodyText(req: IncomingMessage, limit = maxBodyBytes): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    await discardBody(req);
    throw tooLarge(limit);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const complete = await new Promise<boolean>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      resolve(false);
    };
    const onEnd = () => (stop(), resolve(true));
    const onError = (error: Error) => (stop(), reject(error));
    const onClose = () => (stop(), reject(new Error('The client closed the connection mid-body.')));
    const stop = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
  if (complete) return Buffer.concat(chunks).toString('utf8');
  await discardBody(req);
  throw tooLarge(limit);
}

/** Reads and drops what is left of a request body, up to `lingeringClose`'s size and time. */
function discardBody(req: IncomingMessage): Promise<void> {
  if (req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let discarded = 0;
    const done = () => {
      clearTimeout(timer);
      req.off('data', onData).off('end', done).off('error', done).off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > lingeringClose.maxBytes) done();
    };
    const timer = setTimeout(done, lingeringClose.maxMs);
    req.on('data', onData).on('end', done).on('error', done).on('close', done);
    req.resume();
  });
}

function tooLarge(limit: number): HttpError {
  return new HttpError(
    413,
    { code: 'request.entity-too-large', detail: `The request body is larger than ${limit} bytes.` },
    { connection: 'close' },
  );
}

/** Parses a JSON body; a syntax error answers `400 request.malformed` naming the request path. */
export function parseJsonBody(text: string, path: string): unknown {
  if (text.trim() === '') {
    throw httpError(400, 'request.malformed', `${path} needs a JSON body; the request body is empty.`, {
      path,
    });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = withoutSourceExcerpt(error instanceof Error ? error.message : String(error));
    throw httpError(400, 'request.malformed', `The body of ${path} is not valid JSON: ${message}`, {
      path,
      parseError: message,
    });
  }
  if (depthOf(value) > maxBodyDepth) {
    const issue = `nests arrays and objects deeper than ${maxBodyDepth} levels`;
    throw httpError(
      400,
      'request.malformed',
      `The body of ${path} ${issue}; no route takes that, flatten it.`,
      {
        path,
        rule: 'maxDepth',
        issue,
      },
    );
  }
  return value;
}

/**
 * How deep arrays and objects nest in a parsed JSON value. A loop, not recursion: the point is to
 * refuse a body before any recursive code (validation, canonical JSON) runs out of stack on it.
 */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > maxBodyDepth) break;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * V8's syntax error quotes the start of the body (`Unexpected token 'D', "DE89370400"... is not valid
 * JSON`): an account or card number would be echoed into the error answer and every log of it. Keep
 * the token and say where instead.
 */
function withoutSourceExcerpt(message: string): string {
  return message.replace(/, ".*"(?:\.\.\.)? is not valid JSON$/s, ' (the body is not quoted back)');
}

/** Parses `application/x-www-form-urlencoded` (the OAuth token request) into a plain record. */
export function parseFormBody(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

/** JSON with object keys sorted, so that two bodies differing only in key order compare equal. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The `%`-decoded parameters of `pathname` for a route pattern such as
 * `/merchant/workflows/:code/executions/:id`, matched segment by segment on the path as sent; undefined
 * when it does not match.
 */
export function decodePathParams(pattern: string, pathname: string): Record<string, string> | undefined {
  const parts = pattern.split('/');
  const segments = pathname.split('/');
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index]!;
    if (!part.startsWith(':')) {
      if (part !== segment) return undefined;
    } else if (segment === '') return undefined;
    else params[part.slice(1)] = decodePathSegment(segment);
  }
  return params;
}

/** A `%`-decoded path parameter; a broken escape (`%E0%A4`) is the caller's error, not a crash. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw httpError(
      400,
      'request.malformed',
      `The path segment ${JSON.stringify(segment)} is not valid percent-encoding; encode path parameters with encodeURIComponent.`,
    );
  }
}

/** Resolves after `ms`, or at once when the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** The current time as ISO 8601 (UTC, `Z` offset). */
export function now(): string {
  return new Date().toISOString();
}

/** The minimal surface of a zod (or zod/mini) schema the sandbox validates request bodies with. */
interface BodySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: BodyIssue[] } };
}
interface BodyIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
}

/** Validates a request body against its wire schema: one `request.param.invalid` per problem. */
export function parseBody<T>(schema: BodySchema<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const items = result.error.issues.flatMap((issue): ErrorItem[] => {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      return issue.keys.map((key) => {
        const field = base ? `${base}.${key}` : key;
        return invalidParam(field, 'additionalProperties', `${what}: ${field} is not a known field.`);
      });
    }
    const field = base || '(body)';
    return [invalidParam(field, ruleOfIssueCode(issue.code), `${what}: ${field}: ${issue.message}.`)];
  });
  throw new HttpError(400, items);
}

/** The `reason.rule` of a zod issue code, in JSON Schema's words (`too_big` -> `maximum`). */
export function ruleOfIssueCode(code: string): string {
  const rules: Record<string, string> = {
    invalid_type: 'type',
    too_small: 'minimum',
    too_big: 'maximum',
    invalid_format: 'format',
    invalid_value: 'enum',
    invalid_union: 'enum',
  };
  return rules[code] ?? code;
}
