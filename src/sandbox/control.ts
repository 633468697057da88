import * as z from 'zod/mini';
import { requireMerchant } from './auth';
import { principalOf, type Route } from './context';
import { faultRequestSchema } from './faults';
import { httpError, parseBody } from './http';

/**
 * Test-control routes under `/sandbox/`, for tests and the demo; they need the merchant's credentials.
 * They are not part of the platform, so they take no `x-idempotency-key`.
 */

const webhookRequestSchema = z.object({
  url: z.nullable(z.url()),
  secret: z.optional(z.string().check(z.minLength(1))),
});

export const controlRoutes: Route[] = [
  {
    host: 'api',
    method: 'GET',
    path: '/sandbox/executions/:id/actions',
    async handle(ctx, request) {
      requireMerchant(principalOf(request), 'Test control');
      const execution = ctx.store.getExecution(request.params.id!);
      if (!execution) throw httpError(404, 'request.not-found', `No execution with id ${request.params.id}.`);
      return { status: 200, body: { actions: execution.actions } };
    },
  },
  {
    host: 'api',
    method: 'GET',
    path: '/sandbox/notifications',
    async handle(ctx, request) {
      requireMerchant(principalOf(request), 'Test control');
      return { status: 200, body: { deliveries: ctx.notifications.deliveries } };
    },
  },
  {
    host: 'api',
    method: 'POST',
    path: '/sandbox/webhook',
    body: 'json',
    /** Points notifications at another URL (and secret) while the sandbox runs; `url: null` stops them. */
    async handle(ctx, request) {
      requireMerchant(principalOf(request), 'Test control');
      const body = parseBody(webhookRequestSchema, request.body, 'webhook');
      ctx.webhook.url = body.url ?? undefined;
      if (body.secret) ctx.webhook.secret = body.secret;
      return { status: 200, body: { url: ctx.webhook.url ?? null } };
    },
  },
  {
    host: 'api',
    method: 'GET',
    path: '/sandbox/faults',
    async handle(ctx, request) {
      requireMerchant(principalOf(request), 'Test control');
      return { status: 200, body: { faults: ctx.faults.list() } };
    },
  },
  {
    host: 'api',
    method: 'POST',
    path: '/sandbox/faults',
    body: 'json',
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
    async handle(ctx, request) {
      requireMerchant(principalOf(request), 'Test control');
      ctx.faults.clear();
      return { status: 204 };
    },
  },
];
