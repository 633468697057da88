import * as z from 'zod/mini';

/** The platform's error object (spec 2.3). */
export const platformErrorSchema = z.object({
  id: z.string(),
  code: z.string(),
  detail: z.string(),
  docUrl: z.optional(z.string()),
  reason: z.optional(z.record(z.string(), z.unknown())),
});
/** One error object of a platform answer: its `code`, `message` and where it applies. */
export type PlatformError = z.infer<typeof platformErrorSchema>;

/** Body of every non-2xx response (spec 7). */
export const errorResponseSchema = z.object({ errors: z.array(platformErrorSchema) });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
