import * as z from 'zod/mini';
import { requireMerchant } from '../../http/auth';
import { principalOf, type Route } from '../../http/context';
import { controlDocs, merchantAccess } from '../../http/control';
import { httpError, parseBody } from '../../http/responses';

/**
 * Test control of notifications (merchant credentials, no idempotency key): the delivery log, a
 * redelivery on request, and secret rotation without downtime.
 */

const attemptSchema = z.object({
  url: z.string(),
  attempt: z.int(),
  status: z.nullable(z.int()),
  error: z.optional(z.string()),
  time: z.iso.datetime({ offset: true }),
  latencyMs: z.int(),
  signature: z.optional(z.string()),
  redelivery: z.optional(z.boolean()),
});

const notificationLogSchema = z.object({
  id: z.uuid(),
  event: z.string(),
  action: z.string(),
  actionId: z.uuid(),
  executionId: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  state: z.enum(['pending', 'retrying', 'delivered', 'failed']),
  attempts: z.array(attemptSchema),
  nextAttemptAt: z.optional(z.iso.datetime({ offset: true })),
});

const notificationsResponseSchema = z.object({
  notifications: z.array(notificationLogSchema),
  deliveries: z.array(z.extend(attemptSchema, { eventId: z.uuid() })),
});

const addSecretRequestSchema = z.object({
  secret: z.optional(z.string().check(z.minLength(16), z.maxLength(200))),
});
const secretsResponseSchema = z.object({ secret: z.optional(z.string()), liveSecrets: z.int() });

const endpointResponseSchema = z.object({ url: z.nullable(z.string()), liveSecrets: z.int() });

export const notificationRoutes: Route[] = [
  {
    host: 'api',
    method: 'GET',
    path: '/sandbox/webhook',
    access: merchantAccess,
    docs: controlDocs(
      'Where notifications go, and how many secrets sign them (the secrets themselves: `/secrets`)',
      {
        responses: [{ status: 200, body: endpointResponseSchema }],
      },
    ),
    async handle(ctx) {
      return { status: 200, body: { url: ctx.webhook.url ?? null, liveSecrets: ctx.webhook.secrets.length } };
    },
  },
  {
    host: 'api',
    method: 'GET',
    path: '/sandbox/webhook/secrets',
    access: merchantAccess,
    docs: controlDocs('The live signing secrets, oldest first: what a verifier of the notifications needs', {
      responses: [{ status: 200, body: z.object({ secrets: z.array(z.string()) }) }],
    }),
    async handle(ctx) {
      return {
        status: 200,
        body: { secrets: [...ctx.webhook.secrets] },
        headers: { 'cache-control': 'no-store' },
      };
    },
  },
  {
    host: 'api',
    method: 'POST',
    path: '/sandbox/webhook/test',
    access: merchantAccess,
    docs: controlDocs(
      'Sends a sample notification (action `test`) to the endpoint once, signed as usual, not retried: its attempt shows in the log',
      { responses: [{ status: 202, body: notificationLogSchema }] },
    ),
    async handle(ctx) {
      const log = ctx.notifications.sendTest();
      if (!log) {
        throw httpError(
          409,
          'request.conflict',
          'No notification URL is set: set one with POST /sandbox/webhook { url } (or RAILKIT_SANDBOX_WEBHOOK_URL) first.',
        );
      }
      return { status: 202, body: log };
    },
  },
  {
    host: 'api',
    method: 'GET',
    path: '/sandbox/notifications',
    access: merchantAccess,
    docs: controlDocs(
      'The last 1,000 notifications of this process, newest first, with their delivery attempts (status, latency); and the last 1,000 to 2,000 attempts in order',
      { responses: [{ status: 200, body: notificationsResponseSchema }] },
    ),
    async handle(ctx, request) {
      requireMerchant(principalOf(request), 'Test control');
      const notifications = ctx.notifications.list();
      return { status: 200, body: { notifications, deliveries: ctx.notifications.deliveries } };
    },
  },
  {
    host: 'api',
    method: 'POST',
    path: '/sandbox/notifications/:id/redeliver',
    access: merchantAccess,
    docs: controlDocs('Sends a notification once more now, signed afresh (one attempt, not retried)', {
      responses: [{ status: 202, body: notificationLogSchema }],
    }),
    async handle(ctx, request) {
      requireMerchant(principalOf(request), 'Test control');
      const log = ctx.notifications.redeliver(request.params.id!);
      if (!log) {
        throw httpError(
          404,
          'request.not-found',
          `No notification ${request.params.id} was sent by this sandbox process (the log starts at each start).`,
        );
      }
      return { status: 202, body: log };
    },
  },
  {
    host: 'api',
    method: 'POST',
    path: '/sandbox/webhook/secrets',
    access: merchantAccess,
    body: 'json',
    docs: controlDocs(
      'Starts a secret rotation: the given (or a fresh) secret signs beside the current one until retired',
      { requestBody: addSecretRequestSchema, responses: [{ status: 201, body: secretsResponseSchema }] },
    ),
    async handle(ctx, request) {
      requireMerchant(principalOf(request), 'Test control');
      const body = parseBody(addSecretRequestSchema, request.body ?? {}, 'webhook secret');
      const secret = ctx.notifications.addSecret(body.secret);
      return { status: 201, body: { secret, liveSecrets: ctx.webhook.secrets.length } };
    },
  },
  {
    host: 'api',
    method: 'POST',
    path: '/sandbox/webhook/secrets/retire',
    access: merchantAccess,
    docs: controlDocs('Ends a rotation: the older secret stops signing; only the newest is live', {
      responses: [{ status: 200, body: secretsResponseSchema }],
    }),
    async handle(ctx, request) {
      requireMerchant(principalOf(request), 'Test control');
      ctx.notifications.retireSecrets();
      return { status: 200, body: { liveSecrets: ctx.webhook.secrets.length } };
    },
  },
];
