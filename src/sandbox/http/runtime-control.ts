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

/** A setting of the running sandbox at `path`: GET answers it, POST changes it, DELETE puts it back. */
interface Setting<Change> {
  path: string;
  stateSchema: z.ZodMiniType;
  state(ctx: SandboxContext): unknown;
  /** Documents and checks the POST body. */
  changeSchema: z.ZodMiniType<Change>;
  change(ctx: SandboxContext, change: Change): void | Promise<void>;
  reset(ctx: SandboxContext): void;
  summaries: { get: string; change: string; reset: string };
}

function settingRoutes<Change>(setting: Setting<Change>): Route[] {
  const docs = (summary: string, requestBody?: z.ZodMiniType): Route['docs'] => ({
    summary,
    specSection: 'sandbox',
    permission: 'merchant (test control)',
    ...(requestBody ? { requestBody } : {}),
    responses: [{ status: 200, body: setting.stateSchema }],
  });
  const answer = (ctx: SandboxContext) => ({ status: 200, body: setting.state(ctx) });
  const route = { host: 'api', path: setting.path, access: merchantOnly } as const;
  return [
    { ...route, method: 'GET', docs: docs(setting.summaries.get), handle: async (ctx) => answer(ctx) },
    {
      ...route,
      method: 'POST',
      body: 'json',
      validateBody: true,
      docs: docs(setting.summaries.change, setting.changeSchema),
      async handle(ctx, request) {
        await setting.change(ctx, request.body as Change);
        return answer(ctx);
      },
    },
    {
      ...route,
      method: 'DELETE',
      docs: docs(setting.summaries.reset),
      async handle(ctx) {
        setting.reset(ctx);
        return answer(ctx);
      },
    },
  ];
}

export const runtimeControlRoutes: Route[] = [
  ...settingRoutes({
    path: '/sandbox/clock',
    stateSchema: clockStateSchema,
    state: clockState,
    changeSchema: clockAdvanceSchema,
    // Time passes for the timed work too: a payout that settles tomorrow settles when a day is added.
    async change(ctx, { advanceSeconds }) {
      ctx.clock.advance(advanceSeconds * 1000);
      await ctx.jobs.fastForward(advanceSeconds * 1000);
    },
    reset: (ctx) => ctx.clock.reset(),
    summaries: {
      get: 'The sandbox clock',
      change:
        'Moves the sandbox clock forward: tokens, volatile vault values and download URLs expire, and timed work due meanwhile (settlements, notification retries, report runs) runs now',
      reset: 'Puts the sandbox clock back to real time',
    },
  }),
  ...settingRoutes({
    path: '/sandbox/rate-limit',
    stateSchema: rateLimitStateSchema,
    state: (ctx) => ({ rateLimit: ctx.rateLimiter.limit }),
    changeSchema: rateLimitSchema,
    change: (ctx, limit) => ctx.rateLimiter.set(limit),
    reset: (ctx) => ctx.rateLimiter.reset(),
    summaries: {
      get: 'The rate limit per credential',
      change: 'Sets the rate limit per credential (`requests` per `perSeconds`); every bucket refills',
      reset: 'Puts the rate limit back to the one the sandbox started with',
    },
  }),
];
