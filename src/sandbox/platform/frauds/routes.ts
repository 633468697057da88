import * as z from 'zod/mini';
import {
  createFraudCheckRequestSchema,
  type CreateFraudCheckRequest,
  fraudCheckSummarySchema,
  fraudOperationsQuerySchema,
  fraudOperationsResponseSchema,
  type FraudCheckSummary,
  type FraudOperation,
} from '../../../api/schemas/fraud';
import { principalOf, type Route, type RouteAccess, type SandboxContext } from '../../http/context';
import { HttpError, httpError } from '../../http/responses';
import { malformed, readQuery } from '../../http/paging';
import { seedReportWorkspaceId } from '../reports/report-runs';
import type { FraudCheckRecord } from './frauds';

/** An operation with latency and logs only when asked for (spec 2.6). */
function operationView(
  operation: FraudOperation,
  include: { latency: boolean; logs: boolean },
): FraudOperation {
  const { providerLatency, totalLatency, logs, ...rest } = structuredClone(operation);
  return {
    ...rest,
    ...(include.latency ? { providerLatency, totalLatency } : {}),
    ...(include.logs ? { logs } : {}),
  };
}

function summaryOf(ctx: SandboxContext, record: FraudCheckRecord): FraudCheckSummary {
  return {
    fraudId: record.id,
    ...(record.executionId ? { executionId: record.executionId } : {}),
    ...(record.actionId ? { actionId: record.actionId } : {}),
    decision: record.operations[record.operations.length - 1]!.decision,
    createdAt: record.createdAt,
    links: { operations: `${ctx.apiUrl}/payment/frauds/${record.id}/operations` },
  };
}

const fraudChecksListSchema = z.object({ frauds: z.array(fraudCheckSummarySchema) });

const merchantOnly: RouteAccess = { credentials: ['apiKey', 'merchantToken'] };

export const fraudRoutes: Route[] = [
  {
    host: 'api',
    method: 'GET',
    path: '/payment/frauds/:fraudId/operations',
    access: { credentials: ['apiKey', 'merchantToken'], scope: 'frauds:read' },
    docs: {
      summary:
        'Operations of a fraud check, oldest first; includeLatency=true adds providerLatency and totalLatency, includeLogs=true adds logs.',
      specSection: '4.6',
      permission: 'merchant (scope frauds:read)',
      query: fraudOperationsQuerySchema,
      responses: [{ status: 200, body: fraudOperationsResponseSchema }],
    },
    async handle(ctx, request) {
      const principal = principalOf(request);
      const query = readQuery(fraudOperationsQuerySchema, request.url);
      const record = await ctx.frauds.get(principal.merchantId, request.params.fraudId!);
      if (!record)
        throw httpError(404, 'request.not-found', `No fraud check with id ${request.params.fraudId}.`);
      const include = { latency: query.includeLatency === 'true', logs: query.includeLogs === 'true' };
      return { status: 200, body: { results: record.operations.map((op) => operationView(op, include)) } };
    },
  },
  {
    host: 'api',
    method: 'POST',
    path: '/sandbox/frauds',
    body: 'json',
    validateBody: true,
    access: merchantOnly,
    docs: {
      summary: 'Create a fraud check with the given operations (type, result, decision, optional latencies).',
      specSection: 'sandbox',
      permission: 'merchant (test control)',
      requestBody: createFraudCheckRequestSchema,
      responses: [{ status: 201, body: fraudCheckSummarySchema }],
    },
    async handle(ctx, request) {
      const principal = principalOf(request);
      const body = request.body as CreateFraudCheckRequest;
      const problems = body.operations.flatMap((operation, index) =>
        operation.providerLatencyMs !== undefined &&
        operation.totalLatencyMs !== undefined &&
        operation.totalLatencyMs < operation.providerLatencyMs
          ? [
              malformed(
                `operations.${index}.totalLatencyMs`,
                'atLeastProviderLatency',
                "must be at least providerLatencyMs: the total includes the provider's time",
              ),
            ]
          : [],
      );
      if (problems.length > 0) throw new HttpError(400, problems);
      const record = ctx.frauds.create(
        principal.merchantId,
        body.workspaceId ?? seedReportWorkspaceId,
        body.operations,
        {
          reason: 'Fraud check created by POST /sandbox/frauds.',
        },
      );
      return { status: 201, body: summaryOf(ctx, record) };
    },
  },
  {
    host: 'api',
    method: 'GET',
    path: '/sandbox/executions/:id/frauds',
    access: merchantOnly,
    docs: {
      summary: 'The fraud checks the actions of an execution created (e.g. the payout screening).',
      specSection: 'sandbox',
      permission: 'merchant (test control)',
      responses: [{ status: 200, body: fraudChecksListSchema }],
    },
    async handle(ctx, request) {
      const principal = principalOf(request);
      const execution = await ctx.store.readExecution(request.params.id!);
      if (!execution || execution.merchantId !== principal.merchantId) {
        throw httpError(404, 'request.not-found', `No execution with id ${request.params.id}.`);
      }
      const frauds = (await ctx.frauds.forExecution(principal.merchantId, execution.id)).map((record) =>
        summaryOf(ctx, record),
      );
      return { status: 200, body: { frauds } };
    },
  },
];
