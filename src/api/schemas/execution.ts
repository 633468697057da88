import * as z from 'zod/mini';
import { executionStatusCodes } from '../status-codes';
import { actionLinkSchema, amountSchema, dateTimeSchema, urlSchema, uuidSchema } from './common';

export const workflowCodes = ['payout', 'checkout'] as const;
export type WorkflowCode = (typeof workflowCodes)[number];

/** Execution status codes (contract 8), in a zod-free module the browser guards share. */
export { executionStatusCodes };
/** Where an execution stands: `created`, `payoutSuccessful`, `authorizeFailed`, `refundSuccessful`... */
export type ExecutionStatusCode = (typeof executionStatusCodes)[number];

/** Codes after which nothing more happens without a new action. */
export const finalStatusCodes: readonly ExecutionStatusCode[] = [
  'payoutSuccessful',
  'payoutFailed',
  'authorizeSuccessful',
  'authorizeFailed',
  'captureSuccessful',
  'cancelSuccessful',
  'refundSuccessful',
];

export const executionStatusSchema = z.object({
  code: z.enum(executionStatusCodes),
  time: dateTimeSchema,
  /** Why a failure happened, e.g. `payout.rejected`, when the platform knows. */
  reason: z.optional(z.object({ code: z.string(), detail: z.string() })),
});
/** One step of an execution's history: its code, when, and the platform's reason for a failure. */
export type ExecutionStatus = z.infer<typeof executionStatusSchema>;

export const executionLinksSchema = z.looseObject({
  self: urlSchema,
  payout: z.optional(actionLinkSchema),
  authorize: z.optional(actionLinkSchema),
  consumerWait: z.optional(urlSchema),
});

export const executionSchema = z.object({
  id: uuidSchema,
  workflowCode: z.string(),
  merchantReference: z.string(),
  holderReference: z.optional(z.string()),
  workspaceId: z.optional(uuidSchema),
  amount: z.optional(amountSchema),
  status: z.array(executionStatusSchema).check(z.minLength(1)),
  actionRequired: z.optional(z.string()),
  links: executionLinksSchema,
});
/** A payout or payment on the platform, with the history of its status and the links to act on it. */
export type Execution = z.infer<typeof executionSchema>;

/** Action result (spec 2.8): what an action returns at once; the outcome comes later. */
export const actionResultSchema = z.object({
  name: z.string(),
  actionId: uuidSchema,
  executedAt: dateTimeSchema,
  workspaceId: z.optional(uuidSchema),
  links: z.looseObject({ execution: urlSchema }),
});
export type ActionResult = z.infer<typeof actionResultSchema>;

export const payoutCompositionItemSchema = z.object({
  paymentInstrumentId: uuidSchema,
  paymentMethodCode: z.string(),
  integrationType: z.literal('api'),
  amount: amountSchema,
});

/** Body of the payout action (contract 8). */
export const payoutRequestSchema = z.object({
  amount: amountSchema,
  payoutComposition: z.array(payoutCompositionItemSchema).check(z.length(1)),
  meta: z.optional(z.record(z.string(), z.unknown())),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;
