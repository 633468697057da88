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
  countries: z.array(z.string()),
});

/** A published JSON Schema document (instrumentDataSchema or a part it `$ref`s). */
export const jsonSchemaDocumentSchema = z.record(z.string(), z.unknown());
