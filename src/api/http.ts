import { NetworkError, PlatformHttpError, RailkitError, isRailkitError } from './errors';
import { errorResponseGuard } from './response-guards';
import { check } from './guards';
import type { Guard } from './guards';
import { anySignal } from './public-json';
import type { PlatformError } from './schemas/error';

/** `POST /merchant/...`: how messages name a request (no host, no query). */
function describeRequest(method: string, url: string): string {
  try {
    return `${method} ${new URL(url).pathname}`;
  } catch {
    return `${method} ${url}`;
  }
}

export interface ApiClientOptions {
  /** Read before every attempt, so a renewed session's token is used by the next retry. */
  token: () => string;
  /** Sent as `x-client-version`. */
  clientVersion: string;
  /** Defaults to the global `fetch`. */
  fetch?: typeof globalThis.fetch;
  /** Time limit of one attempt; default 10 s. */
  attemptTimeoutMs?: number;
  /** Time limit of the whole call, retries and waits included; default 30 s. */
  totalTimeoutMs?: number;
  /** Retries after the first attempt, where replay is safe; default 2. */
  retries?: number;
  /** First backoff delay; it doubles per retry, with jitter; default 300 ms. */
  retryBaseMs?: number;
  /** Longest backoff delay (not applied to `Retry-After`); default 5 s. */
  retryMaxDelayMs?: number;
  /** Aborts every call of this client, e.g. when the SDK client is destroyed. */
  signal?: AbortSignal;
}

export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  signal?: AbortSignal;
  query?: Readonly<Record<string, QueryValue>>;
  /** Overrides the client's per-attempt limit, e.g. for a long-poll that waits on purpose. */
  attemptTimeoutMs?: number;
  totalTimeoutMs?: number;
}

export interface PostOptions extends RequestOptions {
  /** One UUID per user action, reused on every retry of it, so the platform never runs it twice. */
  idempotencyKey: string;
  /**
   * Called before each retry: an attempt failed without a final answer, so the platform may have run
   * the request. The caller learns that a later failure does not prove nothing happened.
   */
  onRetry?: () => void;
}

export interface ApiClient {
  get(url: string, options?: RequestOptions): Promise<unknown>;
  post(url: string, body: unknown, options: PostOptions): Promise<unknown>;
  /** GET, then the body checked by a guard of browser-schemas.ts. */
  getParsed<T>(guard: Guard<T>, url: string, options?: RequestOptions): Promise<T>;
  postParsed<T>(guard: Guard<T>, url: string, body: unknown, options: PostOptions): Promise<T>;
}

/** Statuses after which the same request may succeed; anything else is the platform's final word. */
const retryableStatuses = new Set([408, 429, 502, 503, 504]);

const adviceByStatus: Record<number, string> = {
  400: 'Correct the request data as the error detail says.',
  401: "The session's client token is missing or expired: call client init again on your server and pass the new config.",
  403: 'The client token may not do this (it is bound to one execution and holder): check that the config belongs to this page.',
  404: 'The resource does not exist: check the config and ids in use.',
  409: 'The request conflicts with the current state, e.g. the action already ran: read the execution before trying again.',
  422: 'The request was understood but refused: correct the data as the message says.',
  429: 'Too many requests: wait a moment and try again.',
};

function adviceFor(status: number): string {
  if (adviceByStatus[status]) return adviceByStatus[status];
  if (status >= 500)
    return 'The platform had a problem: try again shortly; the same action is safe to repeat.';
  return 'See the platform error code for details.';
}

/** The platform's codes of statuses that a proxy or gateway may answer for it, without a body. */
const codeByStatus: Record<number, string> = { 429: 'request.rate-limit', 503: 'service.unavailable' };

/** A platform error object for a body that carried none (a proxy page, an empty 502). */
function syntheticError(status: number, statusText: string, body: string): PlatformError {
  const snippet = body.replace(/\s+/g, ' ').trim().slice(0, 200);
  return {
    id: 'none',
    code: codeByStatus[status] ?? `http.${status}`,
    detail: snippet ? `Non-JSON error body: ${snippet}` : statusText || `HTTP ${status} without a body`,
  };
}

function platformErrorsFrom(status: number, statusText: string, body: string): PlatformError[] {
  try {
    const checked = check(errorResponseGuard, JSON.parse(body));
    if (checked.ok && checked.value.errors.length > 0) return checked.value.errors;
  } catch {
    // Not JSON: described by the synthetic error below.
  }
  return [syntheticError(status, statusText, body)];
}

function platformHttpError(
  status: number,
  statusText: string,
  body: string,
  request: string,
): PlatformHttpError {
  const errors = platformErrorsFrom(status, statusText, body);
  const [first] = errors;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more error(s))` : '';
  const id = first && first.id !== 'none' ? ` (error id ${first.id})` : '';
  const detail = (first?.detail ?? '').replace(/\.\s*$/, '');
  // The advice per status is for developers; a production build leaves it (and its table) out.
  const advice = import.meta.env.DEV ? ` ${adviceFor(status)}` : '';
  const message = `${request} failed with ${status} ${first?.code}: ${detail}${id}${more}.${advice}`;
  return new PlatformHttpError(status, errors, message);
}

/** `Retry-After` in ms: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Exponential backoff with "equal jitter": half fixed, half random, so clients spread out. */
export function backoffDelay(retryIndex: number, baseMs: number, maxMs: number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** retryIndex);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

function abortedError(signal: AbortSignal): RailkitError {
  // The SDK's own abort (a destroyed client) already says what happened and what to do.
  if (isRailkitError(signal.reason) && signal.reason.code === 'aborted') return signal.reason;
  return new RailkitError('aborted', 'The call was aborted by its AbortSignal before it finished.', {
    cause: signal.reason,
  });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortedError(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError(signal));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function withQuery(url: string, query: RequestOptions['query']): string {
  if (!query) return url;
  const target = new URL(url);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) target.searchParams.set(name, String(value));
  }
  return target.toString();
}

type AttemptOutcome =
  | { kind: 'done'; value: unknown }
  | { kind: 'retry'; error: RailkitError; retryAfterMs?: number | undefined };

interface Attempt {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  timeoutMs: number;
  /** True when the call's overall deadline, not the per-attempt limit, set `timeoutMs`. */
  cutByDeadline: boolean;
  /** The caller's and the client's signals: an abort ends the call, no retry. */
  signal: AbortSignal;
  label: string;
  fetch: typeof globalThis.fetch;
}

function failureOutcome(attempt: Attempt, timeoutSignal: AbortSignal, cause: unknown): AttemptOutcome {
  if (attempt.signal.aborted) throw abortedError(attempt.signal);
  if (timeoutSignal.aborted) {
    const limit = attempt.cutByDeadline
      ? 'the time limit of the whole call'
      : 'the time limit of one attempt';
    const error = new NetworkError(
      'network.timeout',
      `${attempt.label} got no answer within ${attempt.timeoutMs} ms (${limit}).` +
        (import.meta.env.DEV
          ? ' Check the connection and try the same action again; it is safe to repeat.'
          : ''),
      { cause },
    );
    return { kind: 'retry', error };
  }
  const reason = cause instanceof Error ? cause.message : String(cause);
  const error = new NetworkError(
    'network.failed',
    `${attempt.label} could not reach the platform (${reason}).` +
      (import.meta.env.DEV
        ? " Check the connection, and that the page's origin is allowed by the platform (CORS); the same " +
          'action is safe to repeat.'
        : ''),
    { cause },
  );
  return { kind: 'retry', error };
}

function parseSuccessBody(text: string, label: string, status: number): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new RailkitError(
      'platform.unexpected-response',
      `${label} answered ${status} with a body that is not JSON.` +
        (import.meta.env.DEV
          ? ' The platform or a proxy in between answered something the SDK does not understand; report it ' +
            'with the time of the request.'
          : ''),
      { cause },
    );
  }
}

async function attemptOnce(attempt: Attempt): Promise<AttemptOutcome> {
  const timeoutSignal = AbortSignal.timeout(attempt.timeoutMs);
  const signal = anySignal(attempt.signal, timeoutSignal);
  let response: Response;
  let text: string;
  try {
    response = await attempt.fetch(attempt.url, {
      method: attempt.method,
      headers: attempt.headers,
      body: attempt.body,
      signal,
      credentials: 'omit',
      cache: 'no-store',
    });
    // Reading the body can fail too (a dropped connection): it belongs to the same attempt.
    text = await response.text();
  } catch (cause) {
    return failureOutcome(attempt, timeoutSignal, cause);
  }
  if (response.ok) return { kind: 'done', value: parseSuccessBody(text, attempt.label, response.status) };
  const error = platformHttpError(response.status, response.statusText, text, attempt.label);
  if (!retryableStatuses.has(response.status)) throw error;
  return { kind: 'retry', error, retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) };
}

function positive(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The headers of every attempt but `authorization`; a POST must carry the caller's idempotency key. */
function requestHeaders(
  method: 'GET' | 'POST',
  label: string,
  idempotencyKey: string | undefined,
  clientVersion: string,
): Record<string, string> {
  const headers = { accept: 'application/json', 'x-client-version': clientVersion };
  if (method === 'GET') return headers;
  if (typeof idempotencyKey !== 'string' || idempotencyKey === '') {
    throw new RailkitError('options.invalid', `${label} needs an idempotencyKey: one UUID per user action.`);
  }
  return { ...headers, 'content-type': 'application/json', 'x-idempotency-key': idempotencyKey };
}

function parseWith<T>(guard: Guard<T>, body: unknown, label: string): T {
  const checked = check(guard, body);
  if (checked.ok) return checked.value;
  throw new RailkitError(
    'platform.unexpected-response',
    `${label} answered with a body of an unexpected shape: ${checked.problems}.` +
      (import.meta.env.DEV
        ? ' The SDK and the platform may disagree on a version; report it with the time of the request.'
        : ''),
  );
}

/**
 * How long one attempt of a long-poll may take: the platform holds the request up to `waitSeconds`,
 * plus 5 s for the answer to arrive.
 */
export function longPollAttemptMs(waitSeconds: number): number {
  return waitSeconds * 1000 + 5000;
}

/** A small fetch client for the platform: auth headers, idempotency keys, safe retries, timeouts. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const retries = Math.max(0, Math.floor(options.retries ?? 2));
  const retryBaseMs = positive(options.retryBaseMs, 300);
  const retryMaxDelayMs = positive(options.retryMaxDelayMs, 5000);

  async function send(
    method: 'GET' | 'POST',
    url: string,
    body: unknown,
    request: RequestOptions & { idempotencyKey?: string; onRetry?: () => void },
  ): Promise<unknown> {
    const attemptTimeoutMs = positive(request.attemptTimeoutMs ?? options.attemptTimeoutMs, 10_000);
    const deadline = Date.now() + positive(request.totalTimeoutMs ?? options.totalTimeoutMs, 30_000);
    const signal = anySignal(request.signal, options.signal);
    const target = withQuery(url, request.query);
    const label = describeRequest(method, target);
    const headers = requestHeaders(method, label, request.idempotencyKey, options.clientVersion);
    const payload = method === 'POST' ? JSON.stringify(body ?? {}) : undefined;

    for (let retryIndex = 0; ; retryIndex += 1) {
      if (signal.aborted) throw abortedError(signal);
      const remaining = deadline - Date.now();
      const outcome = await attemptOnce({
        method,
        url: target,
        // The token is read per attempt: a session renewed meanwhile brings a new one.
        headers: { ...headers, authorization: `Bearer ${options.token()}` },
        body: payload,
        timeoutMs: Math.max(1, Math.min(attemptTimeoutMs, remaining)),
        cutByDeadline: remaining < attemptTimeoutMs,
        signal,
        label,
        fetch: fetchImpl,
      });
      if (outcome.kind === 'done') return outcome.value;
      if (retryIndex >= retries) throw outcome.error;
      const delay = outcome.retryAfterMs ?? backoffDelay(retryIndex, retryBaseMs, retryMaxDelayMs);
      // Waiting past the deadline would only end in a timeout: report the real failure now instead.
      if (Date.now() + delay >= deadline) throw outcome.error;
      request.onRetry?.();
      await sleep(delay, signal);
    }
  }

  return {
    get: (url, request = {}) => send('GET', url, undefined, request),
    post: (url, body, request) => send('POST', url, body, request),
    getParsed: async (schema, url, request = {}) =>
      parseWith(schema, await send('GET', url, undefined, request), describeRequest('GET', url)),
    postParsed: async (schema, url, body, request) =>
      parseWith(schema, await send('POST', url, body, request), describeRequest('POST', url)),
  };
}
