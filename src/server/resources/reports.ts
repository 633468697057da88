import * as z from 'zod/mini';
import {
  reportRunSchema,
  reportRunsPageSchema,
  type CreateReportRunRequest,
  type ReportCode,
  type ReportRun,
  type ReportRunsPage,
} from '../../api/schemas/report-run';
import { PlatformRequestError, ServerClientConfigurationError } from '../errors';
import { iterateItems, pageQuery, pageUrl, type IterateOptions, type PageRequest } from '../paging';
import { path, type CallOptions, type ClientCore } from './core';

/** Which report runs `reportRuns(filters)` lists: one workspace's, one report's, or all. */
export interface ReportRunFilters {
  workspaceId?: string;
  reportCode?: ReportCode;
}

/**
 * The report file's URL answered 4xx: expired (410 after `expiresAt`) or not valid. `expiresAt` says
 * until when it was usable.
 */
export class ReportFileUnavailableError extends PlatformRequestError {
  override name = 'RailkitReportFileUnavailableError';
  readonly expiresAt: string;

  constructor(cause: PlatformRequestError, run: ReportRun & { result: { expiresAt: string } }) {
    super(cause.status, [...cause.platformErrors], { method: cause.method, url: cause.url });
    this.expiresAt = run.result.expiresAt;
    this.message =
      cause.status === 410
        ? `The file of report run ${run.id} expired at ${run.result.expiresAt}: its URL is no longer usable. Create a new report run for a fresh file.`
        : `The file of report run ${run.id} cannot be downloaded (${cause.message}).`;
  }
}

/** Report runs (spec 4.5). */
export function reportMethods(core: ClientCore) {
  const { transport, apiUrl, merchantAuth } = core;
  const listUrl = `${apiUrl}/analytics/reportRuns`;

  async function listReportRuns(
    filters: ReportRunFilters = {},
    page?: PageRequest,
    options: { signal?: AbortSignal } = {},
  ): Promise<ReportRunsPage> {
    const link = pageUrl(listUrl, page);
    return transport.request({
      method: 'GET',
      url: link ?? listUrl,
      // A link already carries the filters and the cursor.
      query: link
        ? undefined
        : {
            'filter[workspaceId]': filters.workspaceId,
            'filter[reportCode]': filters.reportCode,
            ...pageQuery(page),
          },
      auth: merchantAuth,
      signal: options.signal,
      schema: reportRunsPageSchema,
    });
  }

  async function getReportRun(runId: string, options: { signal?: AbortSignal } = {}): Promise<ReportRun> {
    return transport.request({
      method: 'GET',
      url: listUrl + path`/${runId}`,
      auth: merchantAuth,
      signal: options.signal,
      schema: reportRunSchema,
    });
  }

  return {
    /** One page of report runs, newest first, filtered by workspace and report code. */
    listReportRuns,

    /** Every report run matching the filters, page after page. */
    reportRuns(filters: ReportRunFilters = {}, options: IterateOptions = {}): AsyncGenerator<ReportRun> {
      return iterateItems((page) => listReportRuns(filters, page), options);
    },

    /** Starts a run; it is `pending` first, then `successful` (with `result`) or `failed`. */
    createReportRun(body: CreateReportRunRequestInput, options: CallOptions = {}): Promise<ReportRun> {
      return transport.request({
        method: 'POST',
        url: listUrl,
        json: body,
        auth: merchantAuth,
        idempotent: true,
        idempotencyKey: options.idempotencyKey,
        signal: options.signal,
        schema: reportRunSchema,
      });
    },

    getReportRun,

    /** Polls a run until it is no longer pending, or `timeoutMs` passes (then answers it as it is). */
    async waitForReportRun(
      runId: string,
      options: { timeoutMs?: number; intervalMs?: number; signal?: AbortSignal } = {},
    ): Promise<ReportRun> {
      const deadline = Date.now() + (options.timeoutMs ?? 10_000);
      for (;;) {
        const run = await getReportRun(runId, options);
        if (run.status !== 'pending' || Date.now() >= deadline) return run;
        await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
      }
    },

    /**
     * The CSV text of a successful run, from its `result.url` (no credentials: the URL is signed).
     * After `result.expiresAt` the URL is refused: a `ReportFileUnavailableError` says so.
     */
    async downloadReportFile(run: ReportRun, options: { signal?: AbortSignal } = {}): Promise<string> {
      const result = run.result;
      if (run.status !== 'successful' || !result) {
        throw new ServerClientConfigurationError(
          `Report run ${run.id} is ${run.status}: only a successful run has a file. Wait for it with waitForReportRun().`,
        );
      }
      try {
        return await transport.request<string>({
          method: 'GET',
          url: result.url,
          responseType: 'text',
          signal: options.signal,
          schema: z.string(),
        });
      } catch (error) {
        if (error instanceof PlatformRequestError && error.status >= 400 && error.status < 500) {
          throw new ReportFileUnavailableError(error, { ...run, result });
        }
        throw error;
      }
    },
  };
}

/** `createReportRun`'s body: the defaults (`timezone`, `dateField`) may be left out. */
export type CreateReportRunRequestInput = Omit<CreateReportRunRequest, 'parameters'> & {
  parameters: Omit<CreateReportRunRequest['parameters'], 'timezone' | 'dateField'> &
    Partial<Pick<CreateReportRunRequest['parameters'], 'timezone' | 'dateField'>>;
};
