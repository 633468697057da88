import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HostKind, Principal } from './auth';
import { isSupportedCountry, supportedCountries } from '../platform/instruments/bank-account-schemas';
import { handleClientInit } from '../platform/executions/client-init';
import type { Route, RouteRequest, SandboxContext } from './context';
import { controlRoutes } from './control';
import { handleGetExecution } from '../platform/executions/executions';
import {
  HttpError,
  canonicalJson,
  compilePath,
  corsHeaders,
  errorResponse,
  httpError,
  matchPath,
  parseFormBody,
  parseJsonBody,
  readBodyText,
  sleep,
  writeResponse,
  type CompiledPath,
  type HttpResponse,
} from './responses';
import { IdempotencyStore } from './idempotency';
import { handleCreateInstrument } from '../platform/instruments/instruments';
import { handlePayout } from '../platform/payouts/payouts';
import { paymentRoutes } from '../platform/payments/routes';
import { enforceAccess, enforceRateLimit, faultFor, validateDeclaredBody } from './pipeline';
import { runtimeControlRoutes } from './runtime-control';
import { vaultRoutes } from '../platform/vault/vault';
import { workspaceRoutes } from '../platform/workspaces/workspaces';
import { enrollmentRoutes } from '../platform/enrollments/enrollments';
import { fraudRoutes } from '../platform/frauds/frauds';
import { reportRunRoutes } from '../platform/reports/report-runs';
import { openApiRoute } from '../docs/openapi';
import { errorDocsRoutes } from '../docs/error-docs';
import { healthSchema, jsonSchemaDocumentSchema, sandboxIndexSchema } from '../docs/service-schemas';
import { tokenRequestSchema, tokenResponseSchema } from '../../api/schemas/auth';
import { clientInitRequestSchema, clientInitResponseSchema } from '../../api/schemas/client-config';
import { createInstrumentRequestSchema, instrumentSchema } from '../../api/schemas/instrument';
import { actionResultSchema, executionSchema, payoutRequestSchema } from '../../api/schemas/execution';
import * as z from 'zod/mini';
import { version } from '../../version';

const executionPath = '/merchant/workflows/:code/executions/:id';

const healthDocs = {
  summary: 'Liveness',
  specSection: 'sandbox',
  permission: 'none',
  responses: [{ status: 200, body: healthSchema }],
};

/** `?wait=` of the execution long poll, in seconds (0 to 30). */
const executionQuerySchema = z.object({
  wait: z.optional(z.coerce.number().check(z.minimum(0), z.maximum(30))),
});

/** Every route of both hosts. Handlers live beside the resource they serve. */
export const routes: Route[] = [
  tokenRoute('api'),
  tokenRoute('vault'),
  {
    host: 'api',
    method: 'GET',
    path: '/',
    auth: false,
    docs: {
      summary: 'Self-description: the URLs of both hosts, the OpenAPI document, the payout countries',
      specSection: 'sandbox',
      permission: 'none',
      responses: [{ status: 200, body: sandboxIndexSchema }],
    },
    handle: async (ctx) => ({ status: 200, body: index(ctx) }),
  },
  {
    host: 'api',
    method: 'GET',
    path: '/health',
    auth: false,
    docs: healthDocs,
    handle: async () => ({ status: 200, body: { status: 'ok' } }),
  },
  {
    host: 'vault',
    method: 'GET',
    path: '/health',
    auth: false,
    docs: healthDocs,
    handle: async () => ({ status: 200, body: { status: 'ok' } }),
  },
  {
    host: 'api',
    method: 'GET',
    path: '/schemas/v1/holder.json',
    auth: false,
    docs: {
      summary: 'The account-holder JSON Schema every bank-account schema `$ref`s remotely',
      specSection: 'contract 5',
      permission: 'none',
      responses: [{ status: 200, body: jsonSchemaDocumentSchema }],
    },
    handle: async (ctx) =>
      schemaResponse(ctx.instrumentSchemas.document(`${ctx.apiUrl}/schemas/v1/holder.json`)),
  },
  {
    host: 'api',
    method: 'GET',
    path: '/schemas/v1/bank-account/:file',
    auth: false,
    docs: {
      summary: 'The bankAccount instrumentDataSchema of a country, e.g. DE.json',
      specSection: 'contract 5',
      permission: 'none',
      responses: [{ status: 200, body: jsonSchemaDocumentSchema }],
    },
    async handle(ctx, request) {
      const country = request.params.file!.replace(/\.json$/, '');
      if (!request.params.file!.endsWith('.json') || !isSupportedCountry(country)) {
        throw httpError(
          404,
          'request.not-found',
          `No bank-account schema ${request.params.file}; the sandbox has ${supportedCountries.map((c) => `${c}.json`).join(', ')}.`,
        );
      }
      return schemaResponse(ctx.instrumentSchemas.bankAccount(country));
    },
  },
  {
    host: 'api',
    method: 'POST',
    path: '/merchant/client/init',
    body: 'json',
    idempotent: true,
    fault: 'client-init',
    access: { credentials: ['apiKey', 'merchantToken'], scope: 'clientinit:write' },
    docs: {
      summary: 'Client init: creates the execution and answers the config for the browser SDK',
      specSection: '4.7',
      permission: 'merchant (scope clientinit:write)',
      requestBody: clientInitRequestSchema,
      responses: [{ status: 200, body: clientInitResponseSchema }],
    },
    handle: handleClientInit,
  },
  {
    host: 'api',
    method: 'POST',
    path: '/payment/instruments',
    body: 'json',
    idempotent: true,
    fault: 'instruments',
    access: { credentials: ['clientToken'], scope: 'instruments:write' },
    docs: {
      summary: 'Creates a bank-account instrument for the client token holder',
      specSection: 'contract 6',
      permission: 'client token (scope instruments:write, own holder)',
      requestBody: createInstrumentRequestSchema,
      responses: [{ status: 201, body: instrumentSchema }],
    },
    handle: handleCreateInstrument,
  },
  {
    host: 'api',
    method: 'GET',
    path: executionPath,
    fault: 'execution',
    access: { credentials: ['apiKey', 'merchantToken', 'clientToken'], scope: 'executions:read' },
    docs: {
      summary: 'The execution; `wait` long-polls until a final status (an additional signal only)',
      specSection: 'contract 8',
      permission: 'merchant or client token of this execution (scope executions:read)',
      query: executionQuerySchema,
      responses: [{ status: 200, body: executionSchema }],
    },
    handle: handleGetExecution,
  },
  {
    host: 'api',
    method: 'POST',
    path: `${executionPath}/payout`,
    body: 'json',
    idempotent: true,
    fault: 'payout',
    access: { credentials: ['apiKey', 'merchantToken', 'clientToken'], scope: 'executions:write' },
    docs: {
      summary: 'The payout action of a payout execution',
      specSection: 'contract 8',
      permission: 'merchant or client token of this execution (scope executions:write)',
      requestBody: payoutRequestSchema,
      responses: [{ status: 202, body: actionResultSchema }],
    },
    handle: handlePayout,
  },
  ...paymentRoutes,
  ...vaultRoutes,
  ...workspaceRoutes,
  ...enrollmentRoutes,
  ...reportRunRoutes,
  ...fraudRoutes,
  ...controlRoutes,
  ...runtimeControlRoutes,
  ...errorDocsRoutes,
  openApiRoute('api', () => routes),
  openApiRoute('vault', () => routes),
];

function tokenRoute(host: HostKind): Route {
  return {
    host,
    method: 'POST',
    path: '/auth/token',
    auth: false,
    body: 'form',
    docs: {
      summary:
        host === 'api'
          ? 'Merchant access token (OAuth 2.0 client credentials; a JWT valid 10 minutes)'
          : 'Vault access token (client credentials, scope vaultrecords:tokenize); accepted only on the vault host',
      specSection: '5',
      permission: 'client_id and client_secret (form fields or HTTP Basic)',
      requestBody: tokenRequestSchema,
      responses: [{ status: 200, body: tokenResponseSchema }],
    },
    async handle(ctx, request) {
      const authorization = request.req.headers.authorization;
      const body = await ctx.auth.issueMerchantToken(host, formFields(request.body), authorization);
      return { status: 200, body, headers: { 'cache-control': 'no-store' } };
    },
  };
}

function schemaResponse(schema: unknown): HttpResponse {
  if (!schema) throw httpError(404, 'request.not-found', 'No such schema.');
  return { status: 200, body: schema, headers: { 'cache-control': 'public, max-age=300' } };
}

function index(ctx: SandboxContext) {
  return {
    name: 'railkit sandbox',
    version,
    apiUrl: ctx.apiUrl,
    vaultUrl: ctx.vaultUrl,
    openapi: `${ctx.apiUrl}/openapi.json`,
    schemas: `${ctx.apiUrl}/schemas/v1/bank-account/{COUNTRY}.json`,
    countries: supportedCountries,
  };
}

interface CompiledRoute {
  route: Route;
  compiled: CompiledPath;
}

export interface RequestHandlerOptions {
  host: HostKind;
  quiet: boolean;
}

/** The `node:http` request listener of one host. */
export function createRequestHandler(ctx: SandboxContext, options: RequestHandlerOptions) {
  const table: CompiledRoute[] = routes
    .filter((route) => route.host === options.host)
    .map((route) => ({ route, compiled: compilePath(route.path) }));

  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    res.on('finish', () => {
      if (!options.quiet) {
        const ms = Math.round(performance.now() - started);
        console.log(
          `[sandbox ${options.host}] ${req.method} ${loggedPath(req.url)} -> ${res.statusCode} (${ms} ms)`,
        );
      }
    });
    handle(ctx, table, req, res).catch((error: unknown) => {
      console.error('[sandbox] unexpected failure', error);
      if (!res.headersSent) writeResponse(res, errorResponse(internalError(), ctx.apiUrl));
      else res.destroy();
    });
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

function internalError(): HttpError {
  return httpError(500, 'service.internal-error', 'The sandbox failed unexpectedly; see its console output.');
}

async function handle(
  ctx: SandboxContext,
  table: CompiledRoute[],
  req: IncomingMessage,
  res: ServerResponse,
) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, corsHeaders);
    res.end();
    return;
  }
  const url = new URL(req.url ?? '/', ctx.apiUrl);
  const match = findRoute(table, req.method ?? 'GET', url.pathname);
  if (match instanceof HttpError) {
    req.resume();
    writeResponse(res, errorResponse(match, ctx.apiUrl));
    return;
  }
  const { route, params } = match;
  const fault = faultFor(ctx, route, params);
  if (fault?.kind === 'unavailable') {
    req.resume();
    writeResponse(
      res,
      errorResponse(
        new HttpError(
          503,
          {
            code: 'service.unavailable',
            detail: 'The service is unavailable (sandbox fault); retry after 1 second.',
          },
          { 'retry-after': '1' },
        ),
        ctx.apiUrl,
      ),
    );
    return;
  }

  const abort = new AbortController();
  res.on('close', () => abort.abort());
  const signal = AbortSignal.any([abort.signal, ctx.closing]);
  const response = await answer(ctx, route, req, url, params, signal);

  if (fault?.kind === 'drop-response') {
    // The work is done and stored; the caller never hears of it (a lost response on the network).
    res.socket?.destroy();
    return;
  }
  if (fault?.kind === 'delay') await sleep(fault.delayMs, ctx.closing);
  if (!res.destroyed) writeResponse(res, response);
}

/** Runs a matched route: authentication, body, idempotency, handler; errors become error bodies. */
async function answer(
  ctx: SandboxContext,
  route: Route,
  req: IncomingMessage,
  url: URL,
  params: Record<string, string>,
  signal: AbortSignal,
): Promise<HttpResponse> {
  try {
    const principal = route.auth === false ? undefined : await ctx.auth.authenticate(req, route.host);
    if (principal) {
      enforceAccess(route, principal);
      enforceRateLimit(ctx, route, req);
    }
    const idempotencyKey = route.idempotent
      ? IdempotencyStore.requireKey(req.headers['x-idempotency-key'])
      : undefined;
    const text = await readBodyText(req);
    const body = parseBody(route, text, url.pathname, req.headers['content-type']);
    const parsed = validateDeclaredBody(route, body);
    const request: RouteRequest = { req, url, params, principal, body: parsed, idempotencyKey, signal };
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
    ? `execution:${principal.executionId}`
    : `merchant:${principal.merchantId}`;
}

/**
 * The token request's fields: a form body as parsed, or the string members of a JSON object (the
 * route also takes JSON); anything else (`null`, an array, a number) has no fields.
 */
function formFields(body: unknown): Record<string, string> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
  return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string'));
}

function findRoute(
  table: CompiledRoute[],
  method: string,
  pathname: string,
): { route: Route; params: Record<string, string> } | HttpError {
  const allowed: string[] = [];
  for (const { route, compiled } of table) {
    let params: Record<string, string> | undefined;
    try {
      params = matchPath(compiled, pathname);
    } catch (error) {
      if (error instanceof HttpError) return error;
      throw error;
    }
    if (!params) continue;
    if (route.method === method) return { route, params };
    allowed.push(route.method);
  }
  if (allowed.length > 0) {
    return httpError(
      404,
      'request.not-found',
      `${method} ${pathname} does not exist; this path takes ${allowed.join(', ')}.`,
    );
  }
  return httpError(404, 'request.not-found', `No route ${method} ${pathname}.`);
}
