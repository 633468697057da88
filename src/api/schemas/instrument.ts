import * as z from 'zod/mini';
import { dateTimeSchema, uuidSchema } from './common';

/** Body of instrument creation (contract 6). `data` is shaped by the method's instrumentDataSchema. */
export const createInstrumentRequestSchema = z.object({
  holderReference: z.string().check(z.minLength(1)),
  paymentMethodCode: z.string(),
  data: z.record(z.string(), z.unknown()),
  storeInstrument: z.optional(z.boolean()),
});
export type CreateInstrumentRequest = z.infer<typeof createInstrumentRequestSchema>;

/** A beneficiary or payment instrument. `data` carries masked values only, never a full account number. */
export const instrumentSchema = z.object({
  id: uuidSchema,
  holderId: uuidSchema,
  holderReference: z.string(),
  paymentMethodCode: z.string(),
  status: z.enum(['enabled', 'disabled']),
  displayName: z.string(),
  fingerprint: z.string(),
  createdAt: dateTimeSchema,
  data: z.record(z.string(), z.unknown()),
});
/** A stored instrument (a tokenized bank account or card): what `tokenize()` returns and a payout uses. */
export type Instrument = z.infer<typeof instrumentSchema>;
