import {
  bulkCreateWorkspacesResponseSchema,
  workspaceListSchema,
  type BulkCreateWorkspacesResponse,
  type WorkspaceList,
} from '../../api/schemas/workspace';
import type { CallOptions, ClientCore } from './core';

/** Workspaces (spec 4.3). */
export function workspaceMethods(core: ClientCore) {
  const { transport, apiUrl, merchantAuth } = core;
  return {
    /**
     * Creates workspaces in bulk. Names that are invalid or taken (already, or twice in the request)
     * come back in `failedWorkspaces` with a message; the others are created.
     */
    bulkCreateWorkspaces(names: string[], options: CallOptions = {}): Promise<BulkCreateWorkspacesResponse> {
      return transport.request({
        method: 'POST',
        url: `${apiUrl}/merchant/workspaces/bulk-create`,
        json: { names },
        auth: merchantAuth,
        idempotent: true,
        idempotencyKey: options.idempotencyKey,
        signal: options.signal,
        schema: bulkCreateWorkspacesResponseSchema,
      });
    },

    /** Every workspace of the merchant, oldest first. */
    listWorkspaces(options: { signal?: AbortSignal } = {}): Promise<WorkspaceList> {
      return transport.request({
        method: 'GET',
        url: `${apiUrl}/merchant/workspaces`,
        auth: merchantAuth,
        signal: options.signal,
        schema: workspaceListSchema,
      });
    },
  };
}
