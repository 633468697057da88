import * as z from 'zod/mini';
import { amountSchema } from '../../api/schemas/common';
import { executionStatusCodes, workflowCodes } from '../../api/schemas/execution';
import { instrumentSchema } from '../../api/schemas/instrument';
import { vaultRecordSchema } from '../../api/schemas/vault';
import { currentStatus, type ExecutionRecord } from '../storage/store';
import { principalOf, type Route } from './context';
import { controlDocs, merchantAccess, newestListRoute } from './control';
import { readQuery } from './paging';

/**
 * Test-control reads of what the sandbox holds, newest first, for people (the console) and tools (the
 * CLI): executions found by a search, instruments and saved methods, vault records as the vault masks
 * them. Merchant credentials; what is read is the merchant's own.
 */

/** Items a list answers at most. */
const maxListSize = 100;

const sizeSchema = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxListSize)));

const executionSearchSchema = z.strictObject({
  /** An execution id, or part of a merchant reference. */
  q: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  status: z.optional(z.enum(executionStatusCodes)),
  workflow: z.optional(z.enum(workflowCodes)),
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  /** Created at or after (ISO 8601). */
  from: z.optional(z.iso.datetime({ offset: true })),
  /** Created before (ISO 8601): `next` of the previous page. */
  before: z.optional(z.iso.datetime({ offset: true })),
  size: sizeSchema,
});

const executionSummarySchema = z.object({
  id: z.string(),
  workflowCode: z.string(),
  merchantReference: z.string(),
  holderReference: z.optional(z.string()),
  amount: z.optional(amountSchema),
  country: z.optional(z.string()),
  status: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

function executionSummary(execution: ExecutionRecord): z.infer<typeof executionSummarySchema> {
  return {
    id: execution.id,
    workflowCode: execution.workflowCode,
    merchantReference: execution.merchantReference,
    ...(execution.holderReference !== undefined ? { holderReference: execution.holderReference } : {}),
    ...(execution.amount ? { amount: execution.amount } : {}),
    ...(execution.country ? { country: execution.country } : {}),
    status: currentStatus(execution),
    createdAt: execution.status[0]!.time,
    updatedAt: execution.status.at(-1)!.time,
  };
}

export const inspectionRoutes: Route[] = [
  {
    host: 'api',
    method: 'GET',
    path: '/sandbox/executions',
    access: merchantAccess,
    docs: controlDocs(
      'Executions, newest first: `q` an execution id or part of a merchant reference, `status` the current one, `workflow`, `country`, `from` and `before` times of creation; `next` is the `before` of the next page',
      {
        query: executionSearchSchema,
        responses: [
          {
            status: 200,
            body: z.object({
              executions: z.array(executionSummarySchema),
              next: z.nullable(z.string()),
            }),
          },
        ],
      },
    ),
    async handle(ctx, request) {
      const query = readQuery(executionSearchSchema, request.url);
      const size = query.size ?? 25;
      // One more than the page: whether a next page exists, without counting them all.
      const found = await ctx.store.searchExecutions(
        principalOf(request).merchantId,
        {
          text: query.q,
          status: query.status,
          workflowCode: query.workflow,
          country: query.country,
          createdFrom: query.from,
          createdBefore: query.before,
        },
        size + 1,
      );
      const page = found.slice(0, size);
      const next = found.length > size ? page.at(-1)!.status[0]!.time : null;
      return { status: 200, body: { executions: page.map(executionSummary), next } };
    },
  },
  newestListRoute({
    path: 'instruments',
    key: 'instruments',
    summary:
      'Instruments, newest first: payout bank accounts, stored cards and saved payment methods, masked as the platform answers them',
    itemSchema: instrumentSchema,
    async read(ctx, merchantId, size) {
      const [accounts, cards] = await Promise.all([
        ctx.store.newestInstruments(merchantId, size),
        ctx.payments.newestCards(merchantId, size),
      ]);
      return [...accounts, ...cards]
        .map((record) => record.instrument)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, size);
    },
  }),
  newestListRoute({
    path: 'vault-records',
    key: 'records',
    summary:
      'Vault records, newest first, as the vault answers them: card numbers masked to their first 6 and last 4 digits, security codes never shown',
    itemSchema: vaultRecordSchema,
    read: async (ctx, merchantId, size) =>
      (await ctx.vault.newest(merchantId, size)).map((record) => ctx.vault.toWire(record)),
  }),
];
