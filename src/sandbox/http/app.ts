import type { HostKind } from './auth';
import { methodSchemas } from '../platform/payments/method-schemas';
import { isSchemaMethod } from '../platform/payments/methods';
import { isSupportedCountry, supportedCountries } from '../platform/instruments/bank-account-schemas';
import { handleClientInit } from '../platform/executions/client-init';
import { compressed } from './compression';
import type { Route, RouteRequest, SandboxContext } from './context';
import { controlRoutes } from './control';
import { handleGetExecution } from '../platform/executions/executions';
import { httpError, type HttpResponse } from './responses';
import { handleCreateInstrument } from '../platform/instruments/instruments';
import { handlePayout } from '../platform/payouts/routes';
import { paymentRoutes } from '../platform/payments/routes';
import { runtimeControlRoutes } from './runtime-control';
import { activityRoutes } from './activity';
import { inspectionRoutes } from './inspection';
import { consoleRoutes } from '../console/routes';
import { vaultRoutes } from '../platform/vault/routes';
import { secureFieldsRoutes } from '../platform/vault/secure-fields';
import { workspaceRoutes } from '../platform/workspaces/routes';
import { enrollmentRoutes } from '../platform/enrollments/routes';
import { fraudRoutes } from '../platform/frauds/routes';
import { notificationRoutes } from '../platform/notifications/routes';
import { reportRunRoutes } from '../platform/reports/routes';
import { openApiRoute } from '../docs/openapi';
import { errorDocsRoutes } from '../docs/error-docs';
import {
  healthSchema,
  jsonSchemaDocumentSchema,
  preparedSchemaDocumentSchema,
  sandboxIndexSchema,
} from '../docs/service-schemas';
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
    handle: async (ctx, request) =>
      schemaResponse(request, ctx.instrumentSchemas.document(`${ctx.apiUrl}/schemas/v1/holder.json`)),
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
      return schemaResponse(
        request,
        ctx.instrumentSchemas.bankAccount(bankAccountCountry(request.params.file!)),
      );
    },
  },
  {
    host: 'api',
    method: 'GET',
    path: '/schemas/v1/prepared/bank-account/:file',
    auth: false,
    docs: {
      summary:
        "The prepared bankAccount instrumentDataSchema of a country, as the lookup publishes it: every `$ref` inlined, an IBAN field with its countries' formats (`x-iban`)",
      specSection: 'contract 5',
      permission: 'none',
      responses: [{ status: 200, body: preparedSchemaDocumentSchema }],
    },
    async handle(ctx, request) {
      const country = bankAccountCountry(request.params.file!);
      return schemaResponse(request, (await ctx.instrumentSchemas.preparedBankAccount(country)).json);
    },
  },
  {
    host: 'api',
    method: 'GET',
    path: '/schemas/v1/payment-method/:file',
    auth: false,
    docs: {
      summary: 'The instrumentDataSchema of a direct checkout method, e.g. sepaDirectDebit.json',
      specSection: 'contract 5',
      permission: 'none',
      responses: [{ status: 200, body: jsonSchemaDocumentSchema }],
    },
    async handle(ctx, request) {
      const code = request.params.file!.replace(/\.json$/, '');
      if (!request.params.file!.endsWith('.json') || !isSchemaMethod(code)) {
        throw httpError(
          404,
          'request.not-found',
          `No payment-method schema ${request.params.file}; the sandbox has ${Object.keys(methodSchemas)
            .map((c) => `${c}.json`)
            .join(', ')}.`,
        );
      }
      return schemaResponse(request, methodSchemas[code](ctx.apiUrl));
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
  ...secureFieldsRoutes,
  ...workspaceRoutes,
  ...enrollmentRoutes,
  ...reportRunRoutes,
  ...fraudRoutes,
  ...controlRoutes,
  ...notificationRoutes,
  ...runtimeControlRoutes,
  ...activityRoutes,
  ...inspectionRoutes,
  ...consoleRoutes,
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

/** A public schema document, cached by browsers for 5 minutes and compressed as a CDN serves it. */
/** The country of a bank-account schema's file name (`DE.json`); 404 for a country the sandbox has none of. */
function bankAccountCountry(file: string): string {
  const country = file.replace(/\.json$/, '');
  if (!file.endsWith('.json') || !isSupportedCountry(country)) {
    throw httpError(
      404,
      'request.not-found',
      `No bank-account schema ${file}; the sandbox has ${supportedCountries.map((c) => `${c}.json`).join(', ')}.`,
    );
  }
  return country;
}

/** A schema document (an object, or its JSON as kept), compressed as the client takes it. */
function schemaResponse(request: RouteRequest, schema: unknown): Promise<HttpResponse> {
  if (!schema) throw httpError(404, 'request.not-found', 'No such schema.');
  return compressed(request.req, {
    status: 200,
    body: schema,
    headers: { 'cache-control': 'public, max-age=300' },
  });
}

function index(ctx: SandboxContext) {
  return {
    name: 'railkit sandbox',
    version,
    apiUrl: ctx.apiUrl,
    vaultUrl: ctx.vaultUrl,
    openapi: `${ctx.apiUrl}/openapi.json`,
    schemas: `${ctx.apiUrl}/schemas/v1/bank-account/{COUNTRY}.json`,
    preparedSchemas: `${ctx.apiUrl}/schemas/v1/prepared/bank-account/{COUNTRY}.json`,
    countries: supportedCountries,
  };
}

/**
 * The token request's fields: a form body as parsed, or the string members of a JSON object (the
 * route also takes JSON); anything else (`null`, an array, a number) has no fields.
 */
function formFields(body: unknown): Record<string, string> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
  return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string'));
}
