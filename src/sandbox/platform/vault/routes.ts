import {
  detokenizeResponseSchema,
  maxRecordsPerTokenizeRequest,
  recordQuerySchema,
  tokenizeEnvelopeSchema,
  tokenizeRecordRequestSchema,
  tokenizeRequestSchema,
  tokenizeResponseSchema,
  vaultRecordSchema,
  type DetokenizationType,
  type TokenizeRecordRequest,
  type TokenizeResult,
} from '../../../api/schemas/vault';
import { principalOf, type Route, type RouteRequest, type SandboxContext } from '../../http/context';
import { errorObject, httpError } from '../../http/responses';
import * as z from 'zod/mini';
import { issueProblems, type Issue, type Problem } from '../../http/pipeline';
import type { StoredRecord } from './vault';

const recordCountSchema = z.object({ count: z.int() });

/** Validates and stores one record of a tokenize request; a bad one answers its own `error`. */
function tokenizeOne(ctx: SandboxContext, merchantId: string, input: unknown, index: number): TokenizeResult {
  const parsed = tokenizeRecordRequestSchema.safeParse(input);
  const problems: Problem[] = parsed.success
    ? expiryProblems(ctx, parsed.data, index)
    : parsed.error.issues.flatMap((issue) => issueProblems(issue as Issue, input, ['records', index]));
  if (!parsed.success || problems.length > 0) {
    const first = problems[0]!;
    return {
      error: errorObject(
        {
          code: 'request.param.invalid',
          detail: `${problems.map((problem) => `${problem.path} ${problem.text}`).join('; ')}.`,
          reason: {
            field: first.path,
            rule: first.rule,
            problems: problems.map(({ path, rule }) => ({ field: path, rule })),
          },
        },
        ctx.apiUrl,
      ),
    };
  }
  return ctx.vault.toWire(ctx.vault.store(merchantId, parsed.data));
}

/** An expiry month and year in the past (on the sandbox clock) make the record invalid. */
function expiryProblems(ctx: SandboxContext, record: TokenizeRecordRequest, index: number): Problem[] {
  const month = record.fields.expiryMonth?.value;
  const year = record.fields.expiryYear?.value;
  if (!month || !year) return [];
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  // A card is valid through the last moment of its expiry month.
  const endMs = Date.UTC(fullYear, Number(month), 1);
  if (ctx.clock.nowMs() < endMs) return [];
  return [
    {
      path: `records.${index}.fields.expiryYear.value`,
      rule: 'expired',
      text: `with expiryMonth ${month} is in the past: the card expired`,
    },
  ];
}

async function handleTokenize(ctx: SandboxContext, request: RouteRequest) {
  const { records } = request.body as { records: unknown[] };
  if (records.length > maxRecordsPerTokenizeRequest) {
    throw httpError(
      413,
      'request.entity-too-large',
      `A tokenize request takes at most ${maxRecordsPerTokenizeRequest} records (got ${records.length}); nothing was stored. Split it into several requests.`,
      { maximum: maxRecordsPerTokenizeRequest, received: records.length },
    );
  }
  const merchantId = principalOf(request).merchantId;
  const results = records.map((record, index) => tokenizeOne(ctx, merchantId, record, index));
  return { status: 200, body: { records: results } };
}

async function requireRecord(ctx: SandboxContext, request: RouteRequest): Promise<StoredRecord> {
  const id = request.params.id!;
  const record = await ctx.vault.get(principalOf(request).merchantId, id);
  if (!record) throw httpError(404, 'request.not-found', `No vault record with id ${id}.`, { id });
  return record;
}

async function handleGetRecord(ctx: SandboxContext, request: RouteRequest) {
  const query = recordQuerySchema.safeParse(Object.fromEntries(request.url.searchParams));
  if (!query.success) {
    throw httpError(400, 'request.malformed', 'includeDetokenizations must be "true" or "false".', {
      path: 'includeDetokenizations',
      rule: 'enum',
    });
  }
  const record = await requireRecord(ctx, request);
  return { status: 200, body: ctx.vault.toWire(record, query.data.includeDetokenizations === 'true') };
}

function useRoute(type: DetokenizationType, segment: string, summary: string): Route {
  return {
    host: 'vault',
    method: 'POST',
    path: `/sandbox/records/:id/${segment}`,
    access: { credentials: ['vaultToken'] },
    docs: {
      summary,
      specSection: 'sandbox',
      permission: 'vault token',
      responses: [{ status: 200, body: detokenizeResponseSchema }],
    },
    async handle(ctx, request) {
      return { status: 200, body: ctx.vault.use(await requireRecord(ctx, request), type) };
    },
  };
}

/** The vault host's record routes (spec 4.1) and the sandbox's stand-ins for proxy use and SDK reveal. */
export const vaultRoutes: Route[] = [
  {
    host: 'vault',
    method: 'POST',
    path: '/records/tokenize',
    body: 'json',
    validateBody: tokenizeEnvelopeSchema,
    access: { credentials: ['vaultToken'], scope: 'vaultrecords:tokenize' },
    fault: 'tokenize',
    docs: {
      summary:
        'Tokenize records: stores card or network-token data and answers aliases, one entry per record',
      specSection: '4.1',
      permission: 'vault token with scope vaultrecords:tokenize; no idempotency',
      requestBody: tokenizeRequestSchema,
      responses: [{ status: 200, body: tokenizeResponseSchema }],
    },
    handle: handleTokenize,
  },
  {
    host: 'vault',
    method: 'GET',
    path: '/records/:id',
    access: { credentials: ['vaultToken'] },
    fault: 'records',
    docs: {
      summary: "A vault record; `includeDetokenizations=true` adds each field's detokenization counts",
      specSection: '4.1',
      permission: 'vault token',
      query: recordQuerySchema,
      responses: [{ status: 200, body: vaultRecordSchema }],
    },
    handle: handleGetRecord,
  },
  {
    host: 'vault',
    method: 'GET',
    path: '/sandbox/records',
    access: { credentials: ['vaultToken'] },
    docs: {
      summary: 'How many records the vault holds for the merchant (proves a refused request stored none)',
      specSection: 'sandbox',
      permission: 'vault token',
      responses: [{ status: 200, body: recordCountSchema }],
    },
    async handle(ctx, request) {
      return { status: 200, body: { count: await ctx.vault.count(principalOf(request).merchantId) } };
    },
  },
  useRoute(
    'detokenization',
    'detokenize',
    'Sandbox stand-in for a proxy use: answers the values and counts a detokenization per field',
  ),
  useRoute(
    'sdkReveal',
    'reveal',
    'Sandbox stand-in for an SDK reveal: answers the values and counts a reveal per field',
  ),
];
