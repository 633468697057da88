import * as z from 'zod/mini';
import type { Route, RouteAccess, SandboxContext } from './context';
import { rateLimitSchema } from './rate-limit';

/**
 * Test-control routes that change how the sandbox behaves while it runs: its clock and its rate limit.
 * Merchant credentials, no `x-idempotency-key` (they are not part of the platform).
 */

const merchantOnly: RouteAccess = { credentials: ['apiKey', 'merchantToken'] };

/** Up to ten years at once; time only moves forward (DELETE goes back to real time). */
export const clockAdvanceSchema = z.strictObject({
  advanceSeconds: z.number().check(z.nonnegative(), z.maximum(10 * 365 * 86_400)),
});

export const clockStateSchema = z.object({
  now: z.iso.datetime({ offset: true }),
  /** How far the sandbox clock is ahead of real time. */
  offsetSeconds: z.number(),
});

export const rateLimitStateSchema = z.object({ rateLimit: rateLimitSchema });

function clockState(ctx: SandboxContext) {
  const nowMs = ctx.clock.nowMs();
  return { now: new Date(nowMs).toISOString(), offsetSeconds: Math.round((nowMs - Date.now()) / 1000) };
}

function controlDocs(summary: string, rest: Omit<NonNullable<Route['docs']>, 'summary'>): Route['docs'] {
  return { summary, specSection: 'sandbox', permission: 'merchant (test control)', ...rest };
}

export const runtimeControlRoutes: Route[] = [
  {
    host: 'api',
    method: 'GET',
    path: '/sandbox/clock',
    access: merchantOnly,
    docs: controlDocs('The sandbox clock', { responses: [{ status: 200, body: clockStateSchema }] }),
    handle: async (ctx) => ({ status: 200, body: clockState(ctx) }),
  },
  {
    host: 'api',
    method: 'POST',
    path: '/sandbox/clock',
    body: 'json',
    validateBody: true,
    access: merchantOnly,
    docs: controlDocs(
      'Moves the sandbox clock forward: tokens, volatile vault values and download URLs expire',
      { requestBody: clockAdvanceSchema, responses: [{ status: 200, body: clockStateSchema }] },
    ),
    async handle(ctx, request) {
      const { advanceSeconds } = request.body as z.infer<typeof clockAdvanceSchema>;
      ctx.clock.advance(advanceSeconds * 1000);
      return { status: 200, body: clockState(ctx) };
    },
  },
  {
    host: 'api',
    method: 'DELETE',
    path: '/sandbox/clock',
    access: merchantOnly,
    docs: controlDocs('Puts the sandbox clock back to real time', {
      responses: [{ status: 200, body: clockStateSchema }],
    }),
    async handle(ctx) {
      ctx.clock.reset();
      return { status: 200, body: clockState(ctx) };
    },
  },
  {
    host: 'api',
    method: 'GET',
    path: '/sandbox/rate-limit',
    access: merchantOnly,
    docs: controlDocs('The rate limit per credential', {
      responses: [{ status: 200, body: rateLimitStateSchema }],
    }),
    handle: async (ctx) => ({ status: 200, body: { rateLimit: ctx.rateLimiter.limit } }),
  },
  {
    host: 'api',
    method: 'POST',
    path: '/sandbox/rate-limit',
    body: 'json',
    validateBody: true,
    access: merchantOnly,
    docs: controlDocs(
      'Sets the rate limit per credential (`requests` per `perSeconds`); every bucket refills',
      {
        requestBody: rateLimitSchema,
        responses: [{ status: 200, body: rateLimitStateSchema }],
      },
    ),
    async handle(ctx, request) {
      ctx.rateLimiter.set(request.body as z.infer<typeof rateLimitSchema>);
      return { status: 200, body: { rateLimit: ctx.rateLimiter.limit } };
    },
  },
  {
    host: 'api',
    method: 'DELETE',
    path: '/sandbox/rate-limit',
    access: merchantOnly,
    docs: controlDocs('Puts the rate limit back to the one the sandbox started with', {
      responses: [{ status: 200, body: rateLimitStateSchema }],
    }),
    async handle(ctx) {
      ctx.rateLimiter.reset();
      return { status: 200, body: { rateLimit: ctx.rateLimiter.limit } };
    },
  },
];
