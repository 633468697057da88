import * as z from 'zod/mini';

/** Shapes of the sandbox's own service routes (liveness, self-description, published JSON Schemas). */

export const healthSchema = z.object({ status: z.literal('ok') });

export const sandboxIndexSchema = z.object({
  name: z.string(),
  version: z.string(),
  apiUrl: z.url(),
  vaultUrl: z.url(),
  openapi: z.url(),
  schemas: z.string(),
  preparedSchemas: z.string(),
  countries: z.array(z.string()),
});

/** A published JSON Schema document (instrumentDataSchema or a part it `$ref`s). */
export const jsonSchemaDocumentSchema = z.record(z.string(), z.unknown());

/** One country's IBAN format in a field's `x-iban` (contract 5). */
const ibanFormatDataSchema = z.object({
  length: z.int().check(z.describe('Length of the whole IBAN, e.g. 22.')),
  bban: z
    .string()
    .check(
      z.regex(/^(\d+[nac])+$/),
      z.describe("BBAN structure in the IBAN registry's notation, e.g. 8n10n."),
    ),
  nationalCheck: z.optional(
    z
      .string()
      .check(
        z.describe('The country whose national check digits the BBAN carries (FR for GP), when it has them.'),
      ),
  ),
});

/**
 * A field of a prepared instrumentDataSchema: one whose `x-check` is `iban` carries `x-iban`, the format
 * of each country it takes.
 */
const preparedFieldSchema = z.looseObject({
  type: z.optional(z.enum(['object', 'string', 'boolean'])),
  title: z.optional(z.string()),
  'x-check': z.optional(z.string()),
  'x-iban': z.optional(z.record(z.string(), ibanFormatDataSchema)),
});

/** A group of fields (`holder`, `account`), or a field itself. */
const preparedGroupSchema = z.extend(preparedFieldSchema, {
  properties: z.optional(z.record(z.string(), preparedFieldSchema)),
});

/**
 * A prepared instrumentDataSchema (contract 5), as the lookup publishes it: no `$ref` anywhere, so the
 * document is the whole form.
 */
export const preparedSchemaDocumentSchema = z.extend(preparedFieldSchema, {
  $id: z.url(),
  type: z.literal('object'),
  properties: z.record(z.string(), preparedGroupSchema),
});
