import * as z from 'zod/mini';
import { dateTimeSchema } from './common';

/** Fraud operation types (spec 2.6). */
export const fraudOperationTypes = ['FraudScore', 'FraudScoreNotification'] as const;
export type FraudOperationType = (typeof fraudOperationTypes)[number];

/** Fraud operation results (spec 2.6). */
export const fraudOperationResults = [
  'Success',
  'Unknown',
  'Timeout',
  'ProviderTimeout',
  'UnexpectedProviderResponse',
  'ProviderUnknownError',
  'ProviderConnectionError',
  'DuplicateOperation',
  'OperationNotAllowed',
  'ValidationError',
  'ParamsError',
  'ProviderConfigError',
  'InvalidSignature',
  'InternalServerError',
  'AuthenticationError',
] as const;
export type FraudOperationResult = (typeof fraudOperationResults)[number];

/** Fraud decisions (spec 2.6). */
export const fraudDecisions = ['Allow', 'Review', 'Prevent', 'Challenge', 'NoDecision', 'Ignore'] as const;
export type FraudDecision = (typeof fraudDecisions)[number];

/** A duration with unit suffix, e.g. `"123ms"`. */
export const durationSchema = z.string().check(z.regex(/^\d+ms$/, 'a duration such as "123ms"'));

/** Operation log (spec 2.6): what went to the provider and what came back. */
export const fraudOperationLogSchema = z.object({
  id: z.uuid(),
  createdAt: dateTimeSchema,
  operationId: z.uuid(),
  request: z.record(z.string(), z.unknown()),
  response: z.record(z.string(), z.unknown()),
  workspaceId: z.uuid(),
  providerLatency: durationSchema,
  totalLatency: durationSchema,
});
export type FraudOperationLog = z.infer<typeof fraudOperationLogSchema>;

/** Error details of a failed operation, from the platform or the provider. */
export const fraudErrorDetailsSchema = z.object({
  source: z.enum(['platform', 'provider']),
  code: z.string(),
  message: z.string(),
});

/** The provider's answer mapped to `result` and `decision`. */
export const fraudProviderResponseDetailsSchema = z.object({
  code: z.string(),
  message: z.string(),
  score: z.optional(z.number()),
});

/**
 * Fraud operation (spec 2.6). `providerLatency`/`totalLatency` only when latency is asked for,
 * `logs` only when logs are asked for; `actionId` is absent on notification operations.
 */
export const fraudOperationSchema = z.object({
  id: z.uuid(),
  fraudId: z.uuid(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  type: z.enum(fraudOperationTypes),
  result: z.enum(fraudOperationResults),
  providerReference: z.string(),
  decision: z.enum(fraudDecisions),
  providerExecutedAt: dateTimeSchema,
  actionId: z.optional(z.uuid()),
  workspaceId: z.uuid(),
  providerLatency: z.optional(durationSchema),
  totalLatency: z.optional(durationSchema),
  /** Why the operation was done. */
  reason: z.string(),
  /** Present when `result` is not `Success`. */
  errorDetails: z.optional(fraudErrorDetailsSchema),
  providerResponseDetails: z.optional(fraudProviderResponseDetailsSchema),
  logs: z.optional(z.array(fraudOperationLogSchema)),
});
export type FraudOperation = z.infer<typeof fraudOperationSchema>;

const booleanParam = z.optional(z.enum(['true', 'false']));

/** Query of `GET /payment/frauds/{fraudId}/operations`. */
export const fraudOperationsQuerySchema = z.strictObject({
  includeLatency: booleanParam,
  includeLogs: booleanParam,
});

/** Answer of the operations list (spec 4.6), oldest operation first. */
export const fraudOperationsResponseSchema = z.object({ results: z.array(fraudOperationSchema) });
export type FraudOperationsResponse = z.infer<typeof fraudOperationsResponseSchema>;

/** Body of the sandbox route `POST /sandbox/frauds`: a fraud check with the given operations. */
export const createFraudCheckRequestSchema = z.strictObject({
  workspaceId: z.optional(z.uuid()),
  operations: z
    .array(
      z.strictObject({
        type: z.enum(fraudOperationTypes),
        result: z.enum(fraudOperationResults),
        decision: z.enum(fraudDecisions),
        actionId: z.optional(z.uuid()),
        providerLatencyMs: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(600_000))),
        totalLatencyMs: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(600_000))),
      }),
    )
    .check(z.minLength(1, 'at least one operation'), z.maxLength(20, 'at most 20 operations')),
});
export type CreateFraudCheckRequest = z.infer<typeof createFraudCheckRequestSchema>;

/** A fraud check as the sandbox routes answer it. */
export const fraudCheckSummarySchema = z.object({
  fraudId: z.uuid(),
  executionId: z.optional(z.uuid()),
  actionId: z.optional(z.uuid()),
  decision: z.enum(fraudDecisions),
  createdAt: dateTimeSchema,
  links: z.object({ operations: z.url() }),
});
export type FraudCheckSummary = z.infer<typeof fraudCheckSummarySchema>;
