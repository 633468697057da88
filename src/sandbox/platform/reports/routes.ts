import * as z from 'zod/mini';
import {
  createReportRunRequestSchema,
  reportCodes,
  reportFileQuerySchema,
  reportRunSchema,
  reportRunsPageSchema,
  reportRunsQuerySchema,
  updatedAtReportCodes,
  type CreateReportRunRequest,
  type ReportRun,
} from '../../../api/schemas/report-run';
import { principalOf, type Route, type RouteAccess, type SandboxContext } from '../../http/context';
import { HttpError, httpError } from '../../http/responses';
import { malformed, paginate, pageLinks, readPageRequest, readQuery } from '../../http/paging';
import { reportUrlLifetimeSeconds, type RunRecord } from './report-runs';

/** The spec's rules a schema cannot say: the interval's order, and which reports take `updatedAt`. */
function checkRunRequest(body: CreateReportRunRequest): void {
  const problems = [];
  const { intervalStart, intervalEnd, dateField } = body.parameters;
  if (intervalEnd < intervalStart) {
    problems.push(
      malformed(
        'parameters.intervalEnd',
        'notBeforeStart',
        `(${intervalEnd}) must not be before parameters.intervalStart (${intervalStart})`,
      ),
    );
  }
  if (dateField === 'updatedAt' && !updatedAtReportCodes.includes(body.reportCode)) {
    problems.push(
      malformed(
        'parameters.dateField',
        'enum',
        `updatedAt is supported only by the ${updatedAtReportCodes.join(' and ')} reports; use createdAt for ${body.reportCode}`,
      ),
    );
  }
  if (problems.length > 0) throw new HttpError(400, problems);
}

async function findRun(ctx: SandboxContext, merchantId: string, id: string) {
  const record = await ctx.reportRuns.get(merchantId, id);
  if (!record) throw httpError(404, 'request.not-found', `No report run with id ${id}.`);
  return record;
}

/** A copy, so later changes of the stored run cannot leak into an answer stored for idempotency. */
function runView(record: RunRecord): ReportRun {
  return structuredClone(record.run);
}

const listPath = '/analytics/reportRuns';
const readAccess: RouteAccess = { credentials: ['apiKey', 'merchantToken'], scope: 'reports:read' };

export const reportRunRoutes: Route[] = [
  {
    host: 'api',
    method: 'GET',
    path: listPath,
    access: readAccess,
    docs: {
      summary: `Search and list report runs, newest first, with cursor paging. Report codes: ${reportCodes.join(', ')}.`,
      specSection: '4.5',
      permission: 'merchant (scope reports:read)',
      query: reportRunsQuerySchema,
      responses: [{ status: 200, body: reportRunsPageSchema }],
    },
    async handle(ctx, request) {
      const principal = principalOf(request);
      const query = readQuery(reportRunsQuerySchema, request.url);
      const page = readPageRequest(query);
      const runs = await ctx.reportRuns.list(principal.merchantId, {
        workspaceId: query['filter[workspaceId]'],
        reportCode: query['filter[reportCode]'],
      });
      const rankOf = (record: RunRecord) => -record.sequence;
      const slice = paginate(runs, rankOf, page);
      const filters = {
        'filter[workspaceId]': query['filter[workspaceId]'],
        'filter[reportCode]': query['filter[reportCode]'],
      };
      const links = pageLinks(`${ctx.apiUrl}${listPath}`, filters, runs, rankOf, page, slice);
      return { status: 200, body: { links, results: slice.results.map(runView) } };
    },
  },
  {
    host: 'api',
    method: 'POST',
    path: listPath,
    body: 'json',
    validateBody: true,
    idempotent: true,
    access: { credentials: ['apiKey', 'merchantToken'], scope: 'reports:write' },
    docs: {
      summary:
        'Create a report run: pending, then successful with a download URL or failed with a failureMessage.',
      specSection: '4.5',
      permission: 'merchant (scope reports:write)',
      requestBody: createReportRunRequestSchema,
      responses: [{ status: 201, body: reportRunSchema }],
    },
    async handle(ctx, request) {
      const principal = principalOf(request);
      const body = request.body as CreateReportRunRequest;
      checkRunRequest(body);
      const record = await ctx.reportRuns.create(principal.merchantId, body);
      ctx.reportRuns.schedule(record);
      return { status: 201, body: runView(record) };
    },
  },
  {
    host: 'api',
    method: 'GET',
    path: `${listPath}/:id`,
    access: readAccess,
    docs: {
      summary: 'Get one report run.',
      specSection: '4.5',
      permission: 'merchant (scope reports:read)',
      responses: [{ status: 200, body: reportRunSchema }],
    },
    async handle(ctx, request) {
      const principal = principalOf(request);
      return { status: 200, body: runView(await findRun(ctx, principal.merchantId, request.params.id!)) };
    },
  },
  {
    host: 'api',
    method: 'GET',
    path: `${listPath}/:id/file`,
    auth: false,
    docs: {
      summary: `Download a successful run's CSV through the signed result.url; 403 for a bad signature, 410 request.expired after expiresAt (${reportUrlLifetimeSeconds} s after completion).`,
      specSection: '4.5',
      permission: 'none: the signature in the URL is the credential',
      query: reportFileQuerySchema,
      responses: [{ status: 200, body: z.string(), contentType: 'text/csv' }],
    },
    async handle(ctx, request) {
      const { signature } = readQuery(reportFileQuerySchema, request.url);
      const file = await ctx.reportRuns.download(request.params.id!, signature);
      return {
        status: 200,
        body: file.csv,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${file.fileName}"`,
          'cache-control': 'private, no-store',
        },
      };
    },
  },
];
