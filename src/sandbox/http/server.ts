import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { routes } from './app';
import type { HostKind, Principal } from './auth';
import type { Route, RouteRequest, SandboxContext } from './context';
import { executionScope, IdempotencyStore, merchantScope } from './idempotency';
import { unloggedPaths } from './activity';
import { StorageReadError, StorageUnavailableError } from '../storage/storage';
import { enforceAccess, enforceRateLimit, faultFor, validateDeclaredBody } from './pipeline';
import {
  HttpError,
  canonicalJson,
  corsHeaders,
  decodePathParams,
  errorResponse,
  httpError,
  parseFormBody,
  parseJsonBody,
  readBodyText,
  sleep,
  type HttpResponse,
} from './responses';

/**
 * The HTTP server of one host: Hono routes each request to its `Route` (method and path), then the
 * sandbox's own pipeline runs it: faults, authentication, access, rate limit, idempotency key, body
 * (size, depth, schema), the handler, stored answers.
 */

type HostEnv = { Bindings: HttpBindings };

/** Methods the route table uses; any other (HEAD, PUT...) answers 404 naming the ones a path takes. */
const routedMethods = new Set(['GET', 'POST', 'DELETE', 'OPTIONS']);

export interface RequestHandlerOptions {
  host: HostKind;
  quiet: boolean;
}

/** The `node:http` request listener of one host. */
export function createRequestHandler(ctx: SandboxContext, options: RequestHandlerOptions) {
  const table = routes.filter((route) => route.host === options.host);
  const app = new Hono<HostEnv>();
  // The console's routes grant no other origin anything, its preflights included.
  app.options('*', (c) => toResponse({ status: 204 }, c.req.path.startsWith('/console')));
  for (const route of table) app.on(route.method, route.path, (c) => serve(ctx, route, c));
  app.notFound((c) => notFound(ctx, table, c.env.incoming));
  app.onError((error) => {
    console.error('[sandbox] unexpected failure', error);
    return toResponse(errorResponse(internalError(), ctx.apiUrl));
  });
  const errorHandler = (error: unknown) => requestLineError(ctx, error);
  const routed = getRequestListener((request, env) => app.fetch(request, env), { errorHandler });
  // Hono would answer HEAD from the GET route; the platform has no HEAD (nor PUT, PATCH...).
  const unrouted = getRequestListener(
    (_request, env) => notFound(ctx, table, (env as HttpBindings).incoming),
    { errorHandler },
  );
  const ownHost = new URL(options.host === 'api' ? ctx.apiUrl : ctx.vaultUrl).host;

  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    res.on('finish', () => {
      const ms = Math.round(performance.now() - started);
      logRequest(ctx, options.host, req, res.statusCode, ms);
      if (!options.quiet) {
        console.log(
          `[sandbox ${options.host}] ${req.method} ${loggedPath(req.url)} -> ${res.statusCode} (${ms} ms)`,
        );
      }
    });
    // The sandbox builds its URLs from its own base URLs, never from `Host`: any Host is answered.
    req.headers.host = ownHost;
    void (routedMethods.has(req.method ?? '') ? routed : unrouted)(req, res);
  };
}

/**
 * The request path without its query: a query may carry a credential (the report download's
 * `signature`), which a console log must not keep.
 */
export function loggedPath(url: string | undefined): string {
  const [path = '/', query] = (url ?? '/').split('?', 2);
  return query === undefined ? path : `${path}?…`;
}

/** Adds an answered request to the request log (`GET /sandbox/requests`), the long polls on it aside. */
function logRequest(
  ctx: SandboxContext,
  host: HostKind,
  req: IncomingMessage,
  status: number,
  ms: number,
): void {
  const path = (req.url ?? '/').split('?', 1)[0]!;
  if (unloggedPaths.has(path)) return;
  const key = req.headers['x-idempotency-key'];
  ctx.activity.requests.add({
    time: ctx.clock.iso(),
    host,
    method: req.method ?? 'GET',
    path,
    status,
    ms,
    ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
  });
}

/**
 * The request target as a URL on the sandbox's own origin. An origin-form target is a path, whatever
 * follows its first `/`: `new URL('//x', base)` would read `x` as a host, and throw on `//` alone.
 */
export function requestUrl(target: string | undefined, base: string): URL {
  const path = target || '/';
  return path.startsWith('/') ? new URL(`${new URL(base).origin}${path}`) : new URL(path, base);
}

/** The database is out of reach: nothing was kept, so a retry (same key) runs the request again. */
function storageUnavailable(): HttpError {
  return new HttpError(
    503,
    {
      code: 'service.unavailable',
      detail:
        'The sandbox cannot reach its database right now, so this request was not acknowledged; retry after 1 second with the same x-idempotency-key, and the sandbox answers it from what it kept.',
    },
    { 'retry-after': '1' },
  );
}

function internalError(): HttpError {
  return httpError(500, 'service.internal-error', 'The sandbox failed unexpectedly; see its console output.');
}

/**
 * A platform answer as a fetch Response, with CORS headers unless `sameOrigin` (then a
 * `Cross-Origin-Resource-Policy` that keeps other origins from even embedding it); JSON unless the body
 * is already a string or bytes (a compressed one).
 */
function toResponse(response: HttpResponse, sameOrigin = false): Response {
  const headers: Record<string, string> = {
    ...(sameOrigin ? { 'cross-origin-resource-policy': 'same-origin' } : corsHeaders),
    ...response.headers,
  };
  let payload: string | Uint8Array | undefined;
  if (response.body !== undefined) {
    const body = response.body;
    payload = typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
    headers['content-type'] ??= 'application/json; charset=utf-8';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Response((payload as BodyInit | undefined) ?? null, { status: response.status, headers });
}

/** A request target the adapter cannot read (a backslash in the path): the caller's error. */
function requestLineError(ctx: SandboxContext, error: unknown): Response {
  const reason = error instanceof Error ? error.message : String(error);
  const detail = `The request target cannot be read (${reason}); send an origin-form path such as /health.`;
  return toResponse(errorResponse(httpError(400, 'request.malformed', detail), ctx.apiUrl));
}

/** 404 for a path no route of this host has, or has for another method (named in the detail). */
function notFound(ctx: SandboxContext, table: Route[], req: IncomingMessage): Response {
  req.resume();
  const { pathname } = requestUrl(req.url, ctx.apiUrl);
  const method = req.method ?? 'GET';
  const allowed = table.filter((route) => matchesPath(route.path, pathname)).map((route) => route.method);
  const detail =
    allowed.length > 0
      ? `${method} ${pathname} does not exist; this path takes ${allowed.join(', ')}.`
      : `No route ${method} ${pathname}.`;
  return toResponse(errorResponse(httpError(404, 'request.not-found', detail), ctx.apiUrl));
}

/** Whether the path has the route's shape; a broken escape in a parameter still counts. */
function matchesPath(pattern: string, pathname: string): boolean {
  try {
    return decodePathParams(pattern, pathname) !== undefined;
  } catch {
    return true;
  }
}

async function serve(ctx: SandboxContext, route: Route, c: Context<HostEnv>): Promise<Response> {
  const { incoming: req, outgoing: res } = c.env;
  const url = requestUrl(req.url, ctx.apiUrl);
  let params: Record<string, string> | undefined;
  try {
    params = decodePathParams(route.path, url.pathname);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    req.resume();
    return toResponse(errorResponse(error, ctx.apiUrl));
  }
  // Hono matched the decoded path (`/%77orkflows`); the platform matches the path as sent.
  if (!params) return notFound(ctx, [route], req);
  const fault = faultFor(ctx, route, params);
  if (fault?.kind === 'unavailable') {
    req.resume();
    const unavailable = new HttpError(
      503,
      {
        code: 'service.unavailable',
        detail: 'The service is unavailable (sandbox fault); retry after 1 second.',
      },
      { 'retry-after': '1' },
    );
    return toResponse(errorResponse(unavailable, ctx.apiUrl));
  }

  if (!ctx.storage.available) {
    req.resume();
    return toResponse(errorResponse(storageUnavailable(), ctx.apiUrl));
  }

  const signal = requestSignal(res, ctx.closing);
  // Read once: a unit that lost to another sandbox process runs again on the same body.
  let body: Promise<string> | undefined;
  const bodyText = () => (body ??= readBodyText(req));
  let response: HttpResponse;
  try {
    // One unit of work: what the answer reports, and its stored answer, are written together before
    // the caller hears of it; a restart loses none of it, and a crash keeps none of a half-made one.
    response = await ctx.storage.unitOfWork(() => answer(ctx, route, req, url, params, bodyText, signal), {
      blocking: route.method !== 'GET',
    });
  } catch (error) {
    if (!(error instanceof StorageUnavailableError || error instanceof StorageReadError)) throw error;
    return toResponse(errorResponse(storageUnavailable(), ctx.apiUrl));
  }

  if (fault?.kind === 'drop-response') {
    // The work is done and stored; the caller never hears of it (a lost response on the network).
    res.socket?.destroy();
    return new Response(null, { status: 204 });
  }
  if (fault?.kind === 'delay') await sleep(fault.delayMs, ctx.closing);
  return toResponse(response, route.sameOrigin);
}

/**
 * The request's abort signal, made when a handler first reads it (a long poll; most never do): aborted
 * when the caller goes away before its answer, or the sandbox closes. Made for every request, its
 * AbortSignal.any and the abort after each answer were a twentieth of a client init's CPU.
 */
function requestSignal(res: ServerResponse, closing: AbortSignal): () => AbortSignal {
  let signal: AbortSignal | undefined;
  return () => {
    if (signal) return signal;
    const abort = new AbortController();
    if (res.closed) abort.abort();
    else res.once('close', () => !res.writableFinished && abort.abort());
    return (signal = AbortSignal.any([abort.signal, closing]));
  };
}

/** Runs a matched route: authentication, body, idempotency, handler; errors become error bodies. */
async function answer(
  ctx: SandboxContext,
  route: Route,
  req: IncomingMessage,
  url: URL,
  params: Record<string, string>,
  bodyText: () => Promise<string>,
  signal: () => AbortSignal,
): Promise<HttpResponse> {
  try {
    const principal = route.auth === false ? undefined : await ctx.auth.authenticate(req, route.host);
    if (principal) {
      enforceAccess(route, principal);
      await enforceRateLimit(ctx, route, req);
    }
    const idempotencyKey = route.idempotent
      ? IdempotencyStore.requireKey(req.headers['x-idempotency-key'])
      : undefined;
    const text = await bodyText();
    const body = parseBody(route, text, url.pathname, req.headers['content-type']);
    const parsed = validateDeclaredBody(route, body);
    const request: RouteRequest = {
      req,
      url,
      params,
      principal,
      body: parsed,
      idempotencyKey,
      get signal() {
        return signal();
      },
    };
    const run = () => runHandler(ctx, route, request);
    if (!idempotencyKey || !principal) return await run();
    const fingerprint = IdempotencyStore.fingerprint(req.method ?? 'POST', url.pathname, canonicalJson(body));
    const result = await ctx.idempotency.run(idempotencyScope(principal), idempotencyKey, fingerprint, run);
    if (!result.replayed) return result.response;
    return { ...result.response, headers: { ...result.response.headers, 'idempotent-replayed': 'true' } };
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error, ctx.apiUrl);
    throw error;
  }
}

/** The handler's answer, with its HttpErrors turned into error bodies (so idempotency stores them too). */
async function runHandler(ctx: SandboxContext, route: Route, request: RouteRequest): Promise<HttpResponse> {
  try {
    return await route.handle(ctx, request);
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error, ctx.apiUrl);
    throw error;
  }
}

function parseBody(route: Route, text: string, path: string, contentType: string | undefined): unknown {
  if (route.body === 'json') return parseJsonBody(text, path);
  if (route.body === 'form') {
    return contentType?.includes('json') ? parseJsonBody(text, path) : parseFormBody(text);
  }
  return undefined;
}

/** Idempotency keys are scoped per credential: a client token's execution, or the merchant. */
function idempotencyScope(principal: Principal): string {
  return principal.kind === 'client'
    ? executionScope(principal.executionId)
    : merchantScope(principal.merchantId);
}
