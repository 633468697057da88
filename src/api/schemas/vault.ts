import * as z from 'zod/mini';
import { dateTimeSchema, uuidSchema } from './common';
import { platformErrorSchema } from './error';

/** Vault records (spec 2.1, 2.2, 4.1): the wire shapes of tokenize and record retrieval. */

export const recordTypes = ['card', 'networkToken'] as const;
export type RecordType = (typeof recordTypes)[number];

export const fieldTypes = [
  'cardNumber',
  'expiryMonth',
  'expiryYear',
  'securityCode',
  'holderName',
  'networkToken',
  'cryptogram',
] as const;
export type FieldType = (typeof fieldTypes)[number];

/** Fields whose value the vault deletes after the configured retention (spec 2.2, 3). */
export const volatileFieldTypes: readonly FieldType[] = ['securityCode', 'cryptogram'];

/** Records per tokenize request (spec 8): fewer is 400, more is 413 with nothing stored. */
export const maxRecordsPerTokenizeRequest = 50;

/** True when `digits` passes the Luhn (mod 10) check that every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function fieldValue(pattern: RegExp, message: string, rule: string) {
  return z.strictObject({
    value: z.string().check(z.refine((value) => pattern.test(value), { message, params: { rule } })),
  });
}

const cardNumberValue = z.strictObject({
  value: z.string().check(
    z.refine((value) => /^\d{12,19}$/.test(value), {
      message: 'must be 12 to 19 digits, without spaces',
      params: { rule: 'length' },
      abort: true,
    }),
    z.refine(passesLuhn, { message: 'fails the Luhn check: not a card number', params: { rule: 'luhn' } }),
  ),
});
const expiryMonthValue = fieldValue(/^(0[1-9]|1[0-2])$/, 'must be a two-digit month, 01 to 12', 'month');
const expiryYearValue = fieldValue(/^(\d{2}|\d{4})$/, 'must be a year of 2 or 4 digits, e.g. "30"', 'year');
const securityCodeValue = fieldValue(/^\d{3,4}$/, 'must be 3 or 4 digits', 'securityCode');
const holderNameValue = fieldValue(/^(?=.*\S).{1,100}$/s, 'must be 1 to 100 characters', 'length');
const networkTokenValue = fieldValue(/^\d{13,19}$/, 'must be 13 to 19 digits', 'length');
const cryptogramValue = fieldValue(
  /^[A-Za-z0-9+/=_-]{1,128}$/,
  'must be 1 to 128 base64 characters',
  'format',
);

/** One card record of a tokenize request; `cardNumber` identifies it and is required. */
export const tokenizeCardRecordSchema = z.strictObject({
  type: z.literal('card'),
  fields: z.strictObject({
    cardNumber: cardNumberValue,
    expiryMonth: z.optional(expiryMonthValue),
    expiryYear: z.optional(expiryYearValue),
    holderName: z.optional(holderNameValue),
    securityCode: z.optional(securityCodeValue),
  }),
});

/** One network-token record of a tokenize request; `networkToken` is required. */
export const tokenizeNetworkTokenRecordSchema = z.strictObject({
  type: z.literal('networkToken'),
  fields: z.strictObject({
    networkToken: networkTokenValue,
    expiryMonth: z.optional(expiryMonthValue),
    expiryYear: z.optional(expiryYearValue),
    cryptogram: z.optional(cryptogramValue),
  }),
});

/** One record of a tokenize request. The vault checks each on its own: a bad one fails alone. */
export const tokenizeRecordRequestSchema = z.discriminatedUnion('type', [
  tokenizeCardRecordSchema,
  tokenizeNetworkTokenRecordSchema,
]);
export type TokenizeRecordRequest = z.infer<typeof tokenizeRecordRequestSchema>;

/** `POST {vault_url}/records/tokenize` body, as documented (spec 4.1). */
export const tokenizeRequestSchema = z.strictObject({
  records: z
    .array(tokenizeRecordRequestSchema)
    .check(z.minLength(1), z.maxLength(maxRecordsPerTokenizeRequest)),
});
export type TokenizeRequest = z.infer<typeof tokenizeRequestSchema>;

/**
 * What the request pipeline checks before the handler: the envelope only. Records are checked one by
 * one with `tokenizeRecordRequestSchema` (per-record errors), and more than 50 is a 413, not a 400.
 */
export const tokenizeEnvelopeSchema = z.strictObject({
  records: z.array(z.unknown()).check(z.minLength(1)),
});

export const detokenizationTypes = ['detokenization', 'sdkReveal'] as const;
export type DetokenizationType = (typeof detokenizationTypes)[number];

/** One kind of use of a field (spec 2.2 `detokenizations` item). */
export const detokenizationSchema = z.object({
  lastAttemptedAt: dateTimeSchema,
  /** Successful performances of this kind. */
  count: z.int(),
  type: z.enum(detokenizationTypes),
});
export type Detokenization = z.infer<typeof detokenizationSchema>;

/** A field of a vault record (spec 2.2). */
export const vaultFieldSchema = z.object({
  alias: z.string(),
  recordId: uuidSchema,
  recordType: z.enum(recordTypes),
  fieldType: z.enum(fieldTypes),
  displayableValue: z.nullable(z.string()),
  allowedDetokenizationCount: z.nullable(z.int()),
  allowedSdkRevealCount: z.nullable(z.int()),
  /** Volatile fields only (null otherwise): false once the value was deleted. */
  hasValue: z.nullable(z.boolean()),
  /** Volatile fields only (null otherwise): the latest time the value is deleted. */
  maximumExpirationDate: z.nullable(dateTimeSchema),
  /** Only with `?includeDetokenizations=true`. */
  detokenizations: z.optional(z.nullable(z.array(detokenizationSchema))),
});
export type VaultField = z.infer<typeof vaultFieldSchema>;

/** A vault record (spec 2.1). */
export const vaultRecordSchema = z.object({
  id: uuidSchema,
  type: z.enum(recordTypes),
  /** Equal for records of the same type and card (or token) number. */
  fingerprint: z.string(),
  fields: z.array(vaultFieldSchema),
});
export type VaultRecord = z.infer<typeof vaultRecordSchema>;

/** One entry of the tokenize answer: a stored record, or the error of a record that failed. */
export const tokenizeResultSchema = z.union([vaultRecordSchema, z.object({ error: platformErrorSchema })]);
export type TokenizeResult = z.infer<typeof tokenizeResultSchema>;

/** `200` answer of tokenize: one entry per requested record, in request order. */
export const tokenizeResponseSchema = z.object({ records: z.array(tokenizeResultSchema) });
export type TokenizeResponse = z.infer<typeof tokenizeResponseSchema>;

/** Query of `GET {vault_url}/records/{id}`. */
export const recordQuerySchema = z.object({
  includeDetokenizations: z.optional(z.enum(['true', 'false'])),
});

/** Answer of the sandbox's detokenize and reveal routes: the values a proxy or an SDK reveal would use. */
export const detokenizeResponseSchema = z.object({
  recordId: uuidSchema,
  type: z.enum(detokenizationTypes),
  fields: z.array(
    z.object({ alias: z.string(), fieldType: z.enum(fieldTypes), value: z.nullable(z.string()) }),
  ),
});
export type DetokenizeResponse = z.infer<typeof detokenizeResponseSchema>;
