import * as z from 'zod/mini';
import { requireMerchant } from './auth';
import { principalOf, type Route, type RouteAccess, type RouteDocs } from './context';
import { faultRequestSchema } from './faults';
import { httpError, parseBody } from './responses';

/**
 * Test-control routes under `/sandbox/`, for tests and the demo; they need the merchant's credentials.
 * They are not part of the platform, so they take no `x-idempotency-key`.
 */

const webhookRequestSchema = z.object({
  url: z.nullable(z.url()),
  secret: z.optional(z.string().check(z.minLength(1))),
});

const actionsResponseSchema = z.object({
  actions: z.array(
    z.object({
      name: z.string(),
      actionId: z.uuid(),
      idempotencyKey: z.optional(z.string()),
      executedAt: z.iso.datetime({ offset: true }),
    }),
  ),
});

const webhookResponseSchema = z.object({ url: z.nullable(z.string()) });

const faultSchema = z.object({
  route: faultRequestSchema.shape.route,
  kind: faultRequestSchema.shape.kind,
  remaining: z.int(),
  delayMs: z.int(),
  executionId: z.optional(z.string()),
});

/** Docs of a test-control route: merchant credentials, no spec section. */
/** Test control is for the merchant's own credentials, never a client or vault token. */
export const merchantAccess: RouteAccess = { credentials: ['apiKey', 'merchantToken'] };

export function controlDocs(summary: string, extra: Partial<RouteDocs> = {}): RouteDocs {
  return {
    summary,
    specSection: 'sandbox',
    permission: 'merchant (test control)',
    responses: [],
    ...extra,
  };
}

export const controlRoutes: Route[] = [
  {
    host: 'api',
    method: 'GET',
    path: '/sandbox/executions/:id/actions',
    access: merchantAccess,
    docs: controlDocs(
      'The actions an execution ran, with their idempotency keys (proves a payout ran once)',
      {
        responses: [{ status: 200, body: actionsResponseSchema }],
      },
    ),
    async handle(ctx, request) {
      requireMerchant(principalOf(request), 'Test control');
      const execution = await ctx.store.readExecution(request.params.id!);
      if (!execution) throw httpError(404, 'request.not-found', `No execution with id ${request.params.id}.`);
      return { status: 200, body: { actions: execution.actions } };
    },
  },
  {
    host: 'api',
    method: 'POST',
    path: '/sandbox/webhook',
    access: merchantAccess,
    body: 'json',
    docs: controlDocs('Points notifications at another URL and secret; `url: null` stops them', {
      requestBody: webhookRequestSchema,
      responses: [{ status: 200, body: webhookResponseSchema }],
    }),
    /** Points notifications at another URL (and secret) while the sandbox runs; `url: null` stops them. */
    async handle(ctx, request) {
      requireMerchant(principalOf(request), 'Test control');
      const body = parseBody(webhookRequestSchema, request.body, 'webhook');
      ctx.notifications.setEndpoint(body.url ?? undefined, body.secret);
      return { status: 200, body: { url: ctx.webhook.url ?? null } };
    },
  },
  {
    host: 'api',
    method: 'GET',
    path: '/sandbox/faults',
    access: merchantAccess,
    docs: controlDocs('The active faults', {
      responses: [{ status: 200, body: z.object({ faults: z.array(faultSchema) }) }],
    }),
    async handle(ctx, request) {
      requireMerchant(principalOf(request), 'Test control');
      return { status: 200, body: { faults: ctx.faults.list() } };
    },
  },
  {
    host: 'api',
    method: 'POST',
    path: '/sandbox/faults',
    access: merchantAccess,
    body: 'json',
    docs: controlDocs('Adds a fault: drop-response, unavailable (503) or delay, on one route', {
      requestBody: faultRequestSchema,
      responses: [{ status: 201, body: z.object({ fault: faultSchema }) }],
    }),
    async handle(ctx, request) {
      requireMerchant(principalOf(request), 'Test control');
      const fault = ctx.faults.add(parseBody(faultRequestSchema, request.body, 'fault'));
      return { status: 201, body: { fault } };
    },
  },
  {
    host: 'api',
    method: 'DELETE',
    path: '/sandbox/faults',
    access: merchantAccess,
    docs: controlDocs('Clears every fault', { responses: [{ status: 204 }] }),
    async handle(ctx, request) {
      requireMerchant(principalOf(request), 'Test control');
      ctx.faults.clear();
      return { status: 204 };
    },
  },
];
