import * as z from 'zod/mini';
import { errorResponseSchema, platformErrorSchema } from '../../api/schemas/error';
import { version } from '../../version';
import type { HostKind } from '../http/auth';
import type { CredentialKind, Route, RouteDocs, SandboxContext } from '../http/context';
import { errorDocsPath } from './error-catalogue';

/**
 * `GET /openapi.json`: an OpenAPI 3.1 document generated from the route table's `docs`, whose zod
 * schemas are the ones the handlers parse with. Each host describes its own routes (both hosts serve
 * `/auth/token` and `/health`, which one document could not tell apart); each points at the other.
 */

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
};

/** The OpenAPI version the sandbox publishes (JSON Schema 2020-12 dialect). */
export const openApiVersion = '3.1.0';
/** Version of the platform API the spec describes (spec 9). */
export const platformApiVersion = '1.3.15';

const errorStatusText: Record<number, string> = {
  400: 'Malformed request or invalid parameter (`request.malformed`, `request.param.invalid`); `reason` names the offending path.',
  401: 'No, bad or expired credentials (`request.unauthorized`).',
  403: 'The credentials lack the permission, or belong to the other host (`request.forbidden`).',
  404: 'Unknown resource or route (`request.not-found`).',
  413: 'The request body or record count is too large (`request.entity-too-large`).',
  422: '`x-idempotency-key` missing (`request.header.missing`) or reused with another body (`request.idempotency.mismatch`).',
  429: 'Too many requests (`request.rate-limit`); retry after `Retry-After` seconds.',
  503: 'The service is unavailable (`service.unavailable`, a sandbox fault); retry after `Retry-After` seconds.',
};

/** The route table entries of `host` that carry no `docs`: each one is a gap in the published contract. */
export function undocumentedRoutes(routes: readonly Route[], host?: HostKind): Route[] {
  return routes.filter((route) => !route.docs && (host === undefined || route.host === host));
}

/** `/merchant/workflows/:code/executions/:id` -> `/merchant/workflows/{code}/executions/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

export interface OpenApiOptions {
  host: HostKind;
  /** This host's base URL, the document's server. */
  serverUrl: string;
  /** The other host's base URL, mentioned in the description. */
  otherHostUrl?: string;
  /** The page describing every error code (`docUrl` of error objects), mentioned in the description. */
  errorDocsUrl?: string;
}

/** Builds the OpenAPI 3.1 document of one host's routes. Routes without docs get a bare operation. */
export function buildOpenApiDocument(routes: readonly Route[], options: OpenApiOptions): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    if (route.host !== options.host) continue;
    const pathItem = (paths[openApiPath(route.path)] ??= {});
    pathItem[route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: openApiVersion,
    info: {
      title: options.host === 'api' ? 'Railkit sandbox: API host' : 'Railkit sandbox: vault host',
      version: platformApiVersion,
      description: hostDescription(options),
      'x-railkit-version': version,
    },
    servers: [{ url: options.serverUrl, description: `${options.host} host` }],
    paths,
    components: {
      schemas: {
        Error: schemaOf(platformErrorSchema, 'output'),
        ErrorResponse: schemaOf(errorResponseSchema, 'output'),
      },
      securitySchemes: securitySchemes(options),
    },
  };
}

function hostDescription(options: OpenApiOptions): string {
  const other = options.host === 'api' ? 'vault' : 'API';
  const otherDocument = options.otherHostUrl ? ` (${options.otherHostUrl}/openapi.json)` : '';
  return [
    `Generated from the sandbox's route table and the zod schemas its handlers parse with.`,
    `The ${other} host has its own document${otherDocument}.`,
    'Errors answer `{ errors: [Error] }`; `x-permission` says who may call an operation.',
    ...(options.errorDocsUrl ? [`Every error code and how to fix it: ${options.errorDocsUrl}.`] : []),
  ].join(' ');
}

function securitySchemes(options: OpenApiOptions): Record<string, unknown> {
  const tokenUrl = `${options.serverUrl}/auth/token`;
  return {
    apiKey: {
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
      description: 'The merchant secret key (API host only).',
    },
    bearerAuth: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: `Merchant token (client credentials at ${tokenUrl}, valid 10 minutes), or the client token of a client-init config.`,
    },
    vaultBearer: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: `Vault token (client credentials at ${tokenUrl} on the vault host, scope vaultrecords:tokenize); accepted only on the vault host.`,
    },
  };
}

function operationOf(route: Route): Operation {
  const docs = route.docs;
  const operation: Operation = {
    operationId: operationId(route),
    tags: [tagOf(route)],
    summary: docs?.summary ?? `${route.method} ${route.path} (undocumented)`,
  };
  if (docs?.specSection) operation['x-spec-section'] = docs.specSection;
  if (docs?.permission) operation['x-permission'] = docs.permission;
  if (!docs) operation['x-undocumented'] = true;
  operation.security = securityOf(route);
  const parameters = [...pathParameters(route), ...queryParameters(docs), ...headerParameters(route)];
  if (parameters.length > 0) operation.parameters = parameters;
  const requestBody = requestBodyOf(route, docs);
  if (requestBody) operation.requestBody = requestBody;
  operation.responses = responsesOf(route, docs);
  return operation;
}

/** `POST /merchant/client/init` -> `postMerchantClientInit`; params read `ByCode`. */
function operationId(route: Route): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return `${route.method.toLowerCase()}${words.join('') || 'Root'}${route.host === 'vault' ? 'Vault' : ''}`;
}

function tagOf(route: Route): string {
  if (route.docs?.specSection === 'sandbox') return 'sandbox control';
  return route.path.split('/').find(Boolean) ?? 'service';
}

/** Security requirements from the credentials the route admits (`access`), else from its host. */
function securityOf(route: Route): Record<string, string[]>[] {
  if (route.auth === false) return [];
  const credentials: readonly CredentialKind[] =
    route.access?.credentials ??
    (route.host === 'vault' ? ['vaultToken'] : ['apiKey', 'merchantToken', 'clientToken']);
  const scopes = route.access?.scope ? [route.access.scope] : [];
  const schemes = new Set(credentials.map((kind) => schemeOfCredential[kind]));
  return [...schemes].map((scheme) => ({ [scheme]: scheme === 'apiKey' ? [] : scopes }));
}

const schemeOfCredential: Record<CredentialKind, string> = {
  apiKey: 'apiKey',
  merchantToken: 'bearerAuth',
  clientToken: 'bearerAuth',
  vaultToken: 'vaultBearer',
};

function pathParameters(route: Route): JsonSchema[] {
  return [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

function queryParameters(docs: RouteDocs | undefined): JsonSchema[] {
  if (!docs?.query) return [];
  const schema = schemaOf(docs.query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: 'query',
      required: required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function headerParameters(route: Route): JsonSchema[] {
  if (!route.idempotent) return [];
  return [
    {
      name: 'x-idempotency-key',
      in: 'header',
      required: true,
      description:
        'A fresh UUID per action, reused on its retries: the same key and body replay the stored answer.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    },
  ];
}

function requestBodyOf(route: Route, docs: RouteDocs | undefined): JsonSchema | undefined {
  if (!route.body) return undefined;
  const contentType = route.body === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  const schema = docs?.requestBody ? schemaOf(docs.requestBody, 'input') : {};
  return { required: true, content: { [contentType]: { schema } } };
}

function responsesOf(route: Route, docs: RouteDocs | undefined): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const response of docs?.responses ?? []) {
    const entry: JsonSchema = { description: docs?.summary ?? 'Success' };
    if (response.body) {
      const contentType = response.contentType ?? 'application/json';
      entry.content = { [contentType]: { schema: schemaOf(response.body, 'output') } };
    }
    responses[String(response.status)] = entry;
  }
  for (const status of errorStatuses(route)) responses[String(status)] = errorResponse(status);
  responses.default = {
    description: 'Any other error, in the platform error shape.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
  };
  return responses;
}

/** The error statuses a route can answer, from what the route declares. */
function errorStatuses(route: Route): number[] {
  const statuses = new Set<number>([404, 503]);
  const hasPathParams = route.path.includes(':');
  if (route.body || route.docs?.query || hasPathParams) statuses.add(400);
  if (route.body) statuses.add(413);
  if (route.auth !== false) [401, 403, 429].forEach((status) => statuses.add(status));
  if (route.idempotent) statuses.add(422);
  return [...statuses].sort((a, b) => a - b);
}

function errorResponse(status: number): JsonSchema {
  const retryable = status === 429 || status === 503;
  return {
    description: errorStatusText[status] ?? 'Error',
    ...(retryable
      ? {
          headers: {
            'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'string' } },
          },
        }
      : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
  };
}

/**
 * The JSON Schema of a zod schema: `input` for what callers send (defaults optional), `output` for what
 * the sandbox answers (object schemas closed, so an undocumented extra field fails validation).
 */
export function schemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  // The dialect is the document's (OpenAPI 3.1 = JSON Schema 2020-12), not repeated per schema.
  delete converted.$schema;
  return converted;
}

/** Loose on purpose: the document's own shape is OpenAPI's, checked by the node test. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

const documents = new WeakMap<SandboxContext, Map<HostKind, OpenApiDocument>>();

/** The `/openapi.json` route of `host`; `table` reads the route table lazily (it contains this route). */
export function openApiRoute(host: HostKind, table: () => readonly Route[]): Route {
  return {
    host,
    method: 'GET',
    path: '/openapi.json',
    auth: false,
    docs: {
      summary: `The OpenAPI ${openApiVersion} document of this host, generated from the route table`,
      specSection: 'sandbox',
      permission: 'none',
      responses: [{ status: 200, body: openApiDocumentSchema }],
    },
    async handle(ctx) {
      let byHost = documents.get(ctx);
      if (!byHost) documents.set(ctx, (byHost = new Map()));
      let document = byHost.get(host);
      if (!document) {
        document = buildOpenApiDocument(table(), {
          host,
          serverUrl: host === 'api' ? ctx.apiUrl : ctx.vaultUrl,
          otherHostUrl: host === 'api' ? ctx.vaultUrl : ctx.apiUrl,
          errorDocsUrl: `${ctx.apiUrl}${errorDocsPath}`,
        });
        byHost.set(host, document);
      }
      return { status: 200, body: document, headers: { 'cache-control': 'no-cache' } };
    },
  };
}
