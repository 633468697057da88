import {
  bulkCreateWorkspacesRequestSchema,
  bulkCreateWorkspacesResponseSchema,
  workspaceListSchema,
  type BulkCreateWorkspacesRequest,
} from '../../../api/schemas/workspace';
import type { Principal } from '../../http/auth';
import { principalOf, type Route, type RouteRequest, type SandboxContext } from '../../http/context';

function userOf(ctx: SandboxContext, principal: Principal): string {
  return principal.kind === 'merchant' ? principal.user : ctx.auth.defaultUser;
}

async function handleBulkCreate(ctx: SandboxContext, request: RouteRequest) {
  const principal = principalOf(request);
  const { names } = request.body as BulkCreateWorkspacesRequest;
  const result = await ctx.workspaces.bulkCreate(principal.merchantId, names, userOf(ctx, principal));
  return { status: 200, body: result };
}

/** Workspaces (spec 4.3) on the API host, for merchant credentials. */
export const workspaceRoutes: Route[] = [
  {
    host: 'api',
    method: 'POST',
    path: '/merchant/workspaces/bulk-create',
    body: 'json',
    idempotent: true,
    validateBody: true,
    access: { credentials: ['apiKey', 'merchantToken'], scope: 'workspaces:write' },
    fault: 'workspaces',
    docs: {
      summary: 'Creates workspaces in bulk; invalid or duplicate names land in failedWorkspaces',
      specSection: '4.3',
      permission: 'merchant (scope workspaces:write)',
      requestBody: bulkCreateWorkspacesRequestSchema,
      responses: [{ status: 200, body: bulkCreateWorkspacesResponseSchema }],
    },
    handle: handleBulkCreate,
  },
  {
    host: 'api',
    method: 'GET',
    path: '/merchant/workspaces',
    access: { credentials: ['apiKey', 'merchantToken'], scope: 'workspaces:read' },
    fault: 'workspaces',
    docs: {
      summary: 'Every workspace of the merchant, oldest first',
      specSection: '4.3',
      permission: 'merchant (scope workspaces:read)',
      responses: [{ status: 200, body: workspaceListSchema }],
    },
    async handle(ctx, request) {
      return { status: 200, body: { results: await ctx.workspaces.list(principalOf(request).merchantId) } };
    },
  },
];
