import * as z from 'zod/mini';
import { requireMerchant } from './auth';
import { principalOf, type Route, type RouteAccess, type RouteDocs, type SandboxContext } from './context';
import { faultRequestSchema } from './faults';
import { readQuery } from './paging';
import { executionScope, merchantScope } from './idempotency';
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
      /** What the action answered, while its stored idempotent answer is kept (24 hours). */
      answer: z.optional(z.object({ status: z.int(), body: z.optional(z.unknown()) })),
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

const memoryQuerySchema = z.strictObject({ collect: z.optional(z.enum(['true', 'false'])) });

const memoryResponseSchema = z.object({
  /** Resident memory of the whole process (every thread), as the system counts it. */
  residentBytes: z.int(),
  /** What this thread's JavaScript heap holds now. */
  heapUsedBytes: z.int(),
  /** Memory outside the heap that its objects hold: buffers, PGlite's WebAssembly memory. */
  externalBytes: z.int(),
  /** True when a full collection ran first (`?collect=true` on a sandbox started with --expose-gc). */
  collected: z.boolean(),
  /** Records memory holds, by collection: the working set, not history. */
  heldRecords: z.record(z.string(), z.int()),
});

/** What `GET /sandbox/memory` answers. */
export type SandboxMemory = z.infer<typeof memoryResponseSchema>;

/**
 * The sandbox's memory, for a check that it follows the work in hand (scripts/memory-check.mjs). A
 * collection first, when asked and possible, measures what is kept rather than garbage not yet collected.
 */
function memoryState(storage: SandboxContext['storage'], collect: boolean): SandboxMemory {
  const gc = collect ? (globalThis as { gc?: () => void }).gc : undefined;
  gc?.();
  const usage = process.memoryUsage();
  return {
    residentBytes: usage.rss,
    heapUsedBytes: usage.heapUsed,
    externalBytes: usage.external,
    collected: gc !== undefined,
    heldRecords: storage.heldRecords(),
  };
}

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

/** `?size=` of a list of what the sandbox keeps: 1 to 100 items, 50 by default. */
const listQuerySchema = z.strictObject({
  size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});

interface NewestList<Item> {
  /** `GET /sandbox/<path>`. */
  path: string;
  /** The answer's member that holds the items: `{ <key>: [...] }`. */
  key: string;
  summary: string;
  itemSchema: z.ZodMiniType;
  read(ctx: SandboxContext, merchantId: string, size: number): Promise<Item[]>;
}

/**
 * A test-control list of the merchant's newest records of one kind, newest first, `size` at most: what
 * the console's screens and a person's tools read.
 */
export function newestListRoute<Item>(list: NewestList<Item>): Route {
  return {
    host: 'api',
    method: 'GET',
    path: `/sandbox/${list.path}`,
    access: merchantAccess,
    docs: controlDocs(list.summary, {
      query: listQuerySchema,
      responses: [{ status: 200, body: z.object({ [list.key]: z.array(list.itemSchema) }) }],
    }),
    async handle(ctx, request) {
      const size = readQuery(listQuerySchema, request.url).size ?? 50;
      const items = await list.read(ctx, principalOf(request).merchantId, size);
      return { status: 200, body: { [list.key]: items } };
    },
  };
}

export const controlRoutes: Route[] = [
  {
    host: 'api',
    method: 'GET',
    path: '/sandbox/executions/:id/actions',
    access: merchantAccess,
    docs: controlDocs(
      'The actions an execution ran, with their idempotency keys (proves a payout ran once) and their answers while stored',
      {
        responses: [{ status: 200, body: actionsResponseSchema }],
      },
    ),
    async handle(ctx, request) {
      requireMerchant(principalOf(request), 'Test control');
      const execution = await ctx.store.readExecution(request.params.id!);
      if (!execution) throw httpError(404, 'request.not-found', `No execution with id ${request.params.id}.`);
      const scopes = [merchantScope(execution.merchantId), executionScope(execution.id)];
      const actions = await Promise.all(
        execution.actions.map(async (action) => {
          const stored = action.idempotencyKey
            ? await ctx.idempotency.storedAnswer(scopes, action.idempotencyKey)
            : undefined;
          return stored ? { ...action, answer: { status: stored.status, body: stored.body } } : action;
        }),
      );
      return { status: 200, body: { actions } };
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
    path: '/sandbox/memory',
    access: merchantAccess,
    docs: controlDocs(
      "The process's resident memory, its heap and the records memory holds; `?collect=true` runs a full " +
        'garbage collection first when the sandbox runs with `--expose-gc` (`NODE_OPTIONS=--expose-gc`)',
      { query: memoryQuerySchema, responses: [{ status: 200, body: memoryResponseSchema }] },
    ),
    async handle(ctx, request) {
      requireMerchant(principalOf(request), 'Test control');
      const { collect } = readQuery(memoryQuerySchema, request.url);
      return { status: 200, body: memoryState(ctx.storage, collect === 'true') };
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
