import * as z from 'zod/mini';
import { actionLinkSchema, amountSchema, dateTimeSchema, urlSchema, uuidSchema } from './common';
import { executionSchema } from './execution';
import { instrumentSchema } from './instrument';
import type { InstrumentDataSchema } from './instrument-data-schema';

/** Body of client init (spec 4.7). */
export const clientInitRequestSchema = z.object({
  type: z.literal('dropIn'),
  workflowCode: z.string().check(z.regex(/^[a-z][a-zA-Z0-9-]*$/)),
  holderReference: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  merchantReference: z.string().check(z.minLength(1), z.maxLength(128)),
  workspaceId: uuidSchema,
  amount: z.optional(amountSchema),
  meta: z.optional(z.record(z.string(), z.unknown())),
});
export type ClientInitRequest = z.infer<typeof clientInitRequestSchema>;

/** What client init answers and the merchant hands to `init()` unchanged. */
export const clientInitResponseSchema = z.object({ version: z.literal('1'), data: z.string() });
/** The client-init answer `{ version: '1', data }` the merchant's server hands to the page unchanged. */
export type ClientInitResponse = z.infer<typeof clientInitResponseSchema>;

/**
 * An installment plan a card option offers (spec 4.2 `installments`): authorize echoes the chosen one's
 * `count`, `planReference`, `totalAmount` and `requires`.
 */
export interface InstallmentPlan {
  count: number;
  planReference?: string;
  totalAmount?: number;
  requires?: ('threeDSecure' | 'cardVerificationCode')[];
}

// A guard, not a zod object: number checks would add zod code to every page's bundle for a rare field.
function isInstallmentPlan(value: unknown): value is InstallmentPlan {
  return typeof value === 'object' && value !== null && Number.isInteger((value as InstallmentPlan).count);
}

/** A payment or payout method the lookup offers (contract 4, "Option"). */
export const compositionOptionSchema = z.object({
  id: z.string(),
  paymentMethodCode: z.string(),
  integrationType: z.enum(['api', 'hpp']),
  description: z.optional(z.string()),
  clientConfig: z.object({
    displayName: z.string(),
    flow: z.enum(['direct', 'redirect']),
    instrumentDataSchema: z.optional(
      z.custom<InstrumentDataSchema>((v) => typeof v === 'object' && v !== null),
    ),
  }),
  paymentInstruments: z.optional(z.array(instrumentSchema)),
  /** The installment plans of a card option, when the provider and region offer any. */
  installmentPlans: z.optional(z.array(z.custom<InstallmentPlan>(isInstallmentPlan))),
});
/** One payment or payout method the session offers (the lookup's composition options). */
export type CompositionOption = z.infer<typeof compositionOptionSchema>;

/** The decoded `data` of the client-init response (contract 4). */
export const clientConfigSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expiresAt: dateTimeSchema,
  holderReference: z.optional(z.string()),
  merchantReference: z.string(),
  workspaceId: uuidSchema,
  amount: z.optional(amountSchema),
  execution: executionSchema,
  lookup: z.object({
    name: z.literal('lookup'),
    actionId: uuidSchema,
    executedAt: dateTimeSchema,
    data: z.object({
      payoutCompositionOptions: z.optional(z.array(compositionOptionSchema)),
      paymentCompositionOptions: z.optional(z.array(compositionOptionSchema)),
    }),
  }),
  vault: z.object({
    url: urlSchema,
    providerConfigId: uuidSchema,
    encryptionPublicKey: z.string().check(z.minLength(1)),
    keyId: z.string(),
    secureFieldsUrl: urlSchema,
    links: z.object({ saveInstrument: actionLinkSchema }),
  }),
});
/** The session `data` of a client-init answer, decoded: token, execution and the lookup of methods. */
export type ClientConfig = z.infer<typeof clientConfigSchema>;
