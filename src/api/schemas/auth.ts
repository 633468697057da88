import * as z from 'zod/mini';

/**
 * `POST /auth/token` on either host (contract 2): OAuth 2.0 client credentials, form-encoded.
 * The credentials may also come as HTTP Basic, so `client_id` and `client_secret` are optional here.
 */
export const tokenRequestSchema = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.optional(z.string()),
  client_secret: z.optional(z.string()),
  /** Space-separated scopes; all the host grants when absent. */
  scope: z.optional(z.string()),
  /** API host only: the acting user's e-mail, recorded as `createdBy` / `updatedBy` (e.g. workspaces). */
  user: z.optional(z.string()),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** The token answer of both hosts: a JWT, its lifetime in seconds and the granted scopes. */
export const tokenResponseSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.literal('Bearer'),
  expires_in: z.int().check(z.positive()),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
