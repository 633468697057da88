import * as z from 'zod/mini';
import { dateTimeSchema } from './common';
import { pageQueryShape, pageSchema } from './paging';

/** Report codes (spec 4.5). */
export const reportCodes = [
  'transaction_details',
  'payments',
  'settlements',
  'transactions',
  'disputes',
] as const;
export type ReportCode = (typeof reportCodes)[number];

/** Report codes whose interval may filter on `updatedAt` (spec 2.5); the others take `createdAt` only. */
export const updatedAtReportCodes: readonly ReportCode[] = ['payments', 'transactions'];

export const reportRunStatuses = ['pending', 'successful', 'failed'] as const;
export type ReportRunStatus = (typeof reportRunStatuses)[number];

/** The date field the interval filters on (spec 2.5 names it "a date-field selector"). */
export const reportDateFields = ['createdAt', 'updatedAt'] as const;
export type ReportDateField = (typeof reportDateFields)[number];

export const defaultReportTimezone = 'Etc/UTC';

/** An IANA time zone name that this runtime's Intl knows, e.g. `Europe/Berlin`. */
export function isKnownTimezone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const dateSchema = z.iso.date({ error: 'must be a calendar date such as 2026-03-31 (YYYY-MM-DD)' });

const timezoneSchema = z
  .string()
  .check(z.refine(isKnownTimezone, 'must be an IANA time zone such as Europe/Berlin or Etc/UTC'));

/** Parameters of a run (spec 2.5). Dates are calendar days in `timezone`, both ends included. */
export const reportParametersSchema = z.object({
  timezone: timezoneSchema,
  intervalStart: dateSchema,
  intervalEnd: dateSchema,
  dateField: z.enum(reportDateFields),
});
export type ReportParameters = z.infer<typeof reportParametersSchema>;

/** The report a run produces. */
export const reportSchema = z.object({
  id: z.uuid(),
  code: z.enum(reportCodes),
  name: z.string(),
  description: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

/** Where a successful run's file is: `url` works until `expiresAt`. */
export const reportRunResultSchema = z.object({
  /** Directory and name without extension. */
  fileName: z.string(),
  fileType: z.literal('csv'),
  url: z.url(),
  expiresAt: dateTimeSchema,
});
export type ReportRunResult = z.infer<typeof reportRunResultSchema>;

/** Report run (spec 2.5). `result` only when successful, `failureMessage` only when failed. */
export const reportRunSchema = z.object({
  id: z.uuid(),
  createdAt: dateTimeSchema,
  report: reportSchema,
  parameters: reportParametersSchema,
  status: z.enum(reportRunStatuses),
  workspaceId: z.uuid(),
  result: z.optional(reportRunResultSchema),
  failureMessage: z.optional(z.string()),
  completedAt: z.optional(dateTimeSchema),
});
export type ReportRun = z.infer<typeof reportRunSchema>;

/** Body of `POST /analytics/reportRuns`. */
export const createReportRunRequestSchema = z.strictObject({
  reportCode: z.enum(reportCodes),
  workspaceId: z.uuid(),
  parameters: z.strictObject({
    timezone: z._default(timezoneSchema, defaultReportTimezone),
    intervalStart: dateSchema,
    intervalEnd: dateSchema,
    dateField: z._default(z.enum(reportDateFields), 'createdAt'),
  }),
});
export type CreateReportRunRequest = z.infer<typeof createReportRunRequestSchema>;

/** Query of `GET /analytics/reportRuns`: cursor paging and two filters. */
export const reportRunsQuerySchema = z.strictObject({
  ...pageQueryShape,
  'filter[workspaceId]': z.optional(z.uuid()),
  'filter[reportCode]': z.optional(z.enum(reportCodes)),
});

/** Answer of the list (spec 4.5), newest run first. */
export const reportRunsPageSchema = pageSchema(reportRunSchema);
export type ReportRunsPage = z.infer<typeof reportRunsPageSchema>;

/** Query of the download URL: the signature issued with the run's result. */
export const reportFileQuerySchema = z.strictObject({ signature: z.string().check(z.minLength(1)) });
