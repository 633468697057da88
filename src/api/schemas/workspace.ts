import * as z from 'zod/mini';
import { dateTimeSchema, uuidSchema } from './common';

/** Workspaces (spec 2.4, 4.3). */

/** Names per bulk-create request; more is `400 request.malformed`. */
export const maxWorkspaceNamesPerRequest = 100;
/** Longest workspace name, counted after trimming. */
export const maxWorkspaceNameLength = 64;

export const workspaceSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  /** E-mail address of the creating user. */
  createdBy: z.string(),
  updatedBy: z.string(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/**
 * `POST /merchant/workspaces/bulk-create` body. Each name is checked on its own (an invalid or
 * duplicate name lands in `failedWorkspaces`), so the schema only asks for strings.
 */
export const bulkCreateWorkspacesRequestSchema = z.strictObject({
  names: z.array(z.string()).check(z.minLength(1), z.maxLength(maxWorkspaceNamesPerRequest)),
});
export type BulkCreateWorkspacesRequest = z.infer<typeof bulkCreateWorkspacesRequestSchema>;

export const failedWorkspaceSchema = z.object({ name: z.string(), errorMessage: z.string() });
export type FailedWorkspace = z.infer<typeof failedWorkspaceSchema>;

export const bulkCreateWorkspacesResponseSchema = z.object({
  createdWorkspaces: z.array(workspaceSchema),
  failedWorkspaces: z.array(failedWorkspaceSchema),
});
export type BulkCreateWorkspacesResponse = z.infer<typeof bulkCreateWorkspacesResponseSchema>;

/** `GET /merchant/workspaces`: every workspace of the merchant, oldest first. */
export const workspaceListSchema = z.object({ results: z.array(workspaceSchema) });
export type WorkspaceList = z.infer<typeof workspaceListSchema>;
