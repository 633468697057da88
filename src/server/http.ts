import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '../api/schemas/error';
import {
  PlatformNetworkError,
  RequestBodyTooLargeError,
  PlatformRequestError,
  UnexpectedResponseError,
  type RequestTarget,
} from './errors';

/** Anything with zod's `safeParse` (zod or zod/mini schemas). */
export interface ResponseSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** When and how often a failed attempt is repeated. */
export interface RetryOptions {
  /** Extra attempts after the first; default 2. `0` turns retries off. */
  limit?: number;
  /** First backoff delay in ms, doubled per attempt; default 200. */
  baseDelayMs?: number;
  /** Longest backoff delay in ms; default 5000. */
  maxDelayMs?: number;
  /** Longest `Retry-After` the client waits for, in ms; a longer one fails at once. Default 10000. */
  maxRetryAfterMs?: number;
}

/** One answer as the `onResponse` hook sees it (every attempt, token requests included). */
export interface ResponseEvent {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text of a non-JSON answer; undefined when empty. */
  body: unknown;
  /** 1 for the first attempt of a call. */
  attempt: number;
}

export interface TransportOptions {
  fetch: typeof fetch;
  retry: Required<RetryOptions>;
  /** Time limit of one attempt in ms. */
  timeoutMs: number;
  onResponse: ((event: ResponseEvent) => void | Promise<void>) | undefined;
}

/** Credentials of one request: a header set, renewed by `refresh` after a 401 on a cached token. */
export interface RequestAuth {
  headers(): Promise<Record<string, string>>;
  /** Drops a cached token; true when a fresh one is worth one more attempt. */
  refresh?(): boolean;
}

export interface RequestSpec<T> {
  method: 'GET' | 'POST';
  /** Absolute URL. */
  url: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as `application/x-www-form-urlencoded`. */
  form?: URLSearchParams;
  auth?: RequestAuth;
  /** Send `x-idempotency-key` (this one, or a fresh UUID), the same on every retry. */
  idempotent?: boolean;
  idempotencyKey?: string;
  /**
   * True when repeating the request cannot do anything twice (GET, an idempotency key, a token
   * request): then network failures and 502/504 are retried too, not only 429 and 503.
   */
  replaySafe?: boolean;
  schema?: ResponseSchema<T>;
  /** `text` returns the body as a string (CSV downloads). */
  responseType?: 'json' | 'text';
  /** Time limit of one attempt, when a call needs longer than the default (long polls). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** The largest request body the platform (and the sandbox) reads; larger ones are answered 413. */
export const maxRequestBodyBytes = 256 * 1024;

/** Statuses after which the request certainly did not run: retried for every request. */
const notProcessedStatuses = new Set([429, 503]);
/** Gateway failures: the request may or may not have run; retried only when replay is safe. */
const ambiguousStatuses = new Set([502, 504]);

/** Sends requests with retries, idempotency keys, typed errors and schema-checked answers. */
export class Transport {
  constructor(private readonly options: TransportOptions) {}

  async request<T>(spec: RequestSpec<T>): Promise<T> {
    const url = withQuery(spec.url, spec.query);
    const target: RequestTarget = { method: spec.method, url };
    const idempotencyKey = spec.idempotent ? (spec.idempotencyKey ?? randomUUID()) : undefined;
    const replaySafe = spec.replaySafe ?? (spec.method === 'GET' || idempotencyKey !== undefined);
    const { retry } = this.options;
    let refreshedAuth = false;
    const payload = bodyOf(spec);
    // Checked before sending: a body over the limit is refused the same way on every attempt.
    const bytes = payload === undefined ? 0 : Buffer.byteLength(payload);
    if (bytes > maxRequestBodyBytes) throw new RequestBodyTooLargeError(target, bytes, maxRequestBodyBytes);

    for (let attempt = 1; ; attempt += 1) {
      const headers = await this.headersFor(spec, idempotencyKey);
      let response: Response;
      try {
        response = await this.send(spec, url, headers, payload);
      } catch (error) {
        if (spec.signal?.aborted) throw error;
        if (!replaySafe || attempt > retry.limit) {
          throw new PlatformNetworkError(target, attempt, error, isTimeout(error));
        }
        await pause(backoff(retry, attempt), spec.signal);
        continue;
      }
      const body = await readBody(response, spec.responseType);
      await this.options.onResponse?.({
        method: spec.method,
        url,
        status: response.status,
        headers: response.headers,
        body,
        attempt,
      });
      if (response.ok) return parseAnswer(spec, target, response.status, body);

      if (response.status === 401 && !refreshedAuth && spec.auth?.refresh?.()) {
        // A cached token the platform no longer takes (expired early, sandbox restarted): one fresh try.
        refreshedAuth = true;
        attempt -= 1;
        continue;
      }
      const error = platformError(response, body, target);
      const retryable =
        notProcessedStatuses.has(response.status) || (replaySafe && ambiguousStatuses.has(response.status));
      if (!retryable || attempt > retry.limit) throw error;
      const delay =
        error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : backoff(retry, attempt);
      if (delay > retry.maxRetryAfterMs) throw error;
      await pause(delay, spec.signal);
    }
  }

  private async headersFor(spec: RequestSpec<unknown>, idempotencyKey: string | undefined) {
    const headers: Record<string, string> = {
      accept: spec.responseType === 'text' ? 'text/csv, text/plain, application/json' : 'application/json',
      ...(await spec.auth?.headers()),
    };
    if (spec.json !== undefined) headers['content-type'] = 'application/json';
    if (spec.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['x-idempotency-key'] = idempotencyKey;
    return headers;
  }

  private send(
    spec: RequestSpec<unknown>,
    url: string,
    headers: Record<string, string>,
    body: string | undefined,
  ): Promise<Response> {
    const timeout = AbortSignal.timeout(spec.timeoutMs ?? this.options.timeoutMs);
    const signal = spec.signal ? AbortSignal.any([spec.signal, timeout]) : timeout;
    return this.options.fetch(url, { method: spec.method, headers, body, signal });
  }
}

function bodyOf(spec: RequestSpec<unknown>): string | undefined {
  return spec.json !== undefined ? JSON.stringify(spec.json) : spec.form?.toString();
}

function parseAnswer<T>(spec: RequestSpec<T>, target: RequestTarget, status: number, body: unknown): T {
  if (!spec.schema) return body as T;
  const parsed = spec.schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.map(String).join('.') : '(body)';
  throw new UnexpectedResponseError(target, status, `${where}: ${issue?.message ?? 'invalid'}`);
}

function platformError(response: Response, body: unknown, target: RequestTarget): PlatformRequestError {
  const parsed = errorResponseSchema.safeParse(body);
  const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
  return new PlatformRequestError(
    response.status,
    parsed.success ? parsed.data.errors : [],
    target,
    Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
  );
}

async function readBody(response: Response, responseType: 'json' | 'text' | undefined): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (responseType === 'text' && response.ok) return text;
  if (!isJson) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function withQuery(url: string, query: RequestSpec<unknown>['query']): string {
  if (!query) return url;
  const parsed = new URL(url);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) parsed.searchParams.set(name, String(value));
  }
  return parsed.toString();
}

/** Exponential backoff with a cap and a little jitter, so retrying clients do not move in step. */
function backoff(retry: Required<RetryOptions>, attempt: number): number {
  const exponential = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(exponential * (0.8 + Math.random() * 0.4));
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
