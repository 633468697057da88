import { randomUUID } from 'node:crypto';
import {
  bulkCreateWorkspacesRequestSchema,
  bulkCreateWorkspacesResponseSchema,
  maxWorkspaceNameLength,
  workspaceListSchema,
  type BulkCreateWorkspacesRequest,
  type BulkCreateWorkspacesResponse,
  type FailedWorkspace,
  type Workspace,
} from '../../../api/schemas/workspace';
import type { Principal } from '../../http/auth';
import type { SandboxClock } from '../shared/clock';
import type { Collection, Storage } from '../../storage/storage';
import { principalOf, type Route, type RouteRequest, type SandboxContext } from '../../http/context';

/** Letters and digits, then letters, digits, spaces, `.`, `_` or `-`. */
const workspaceNamePattern = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;

/** Workspaces per merchant, in creation order. */
export class WorkspaceStore {
  /** By merchant id. */
  private readonly byMerchant: Collection<Workspace[]>;

  constructor(
    private readonly clock: SandboxClock,
    storage: Storage,
  ) {
    this.byMerchant = storage.collection('workspaces');
  }

  list(merchantId: string): readonly Workspace[] {
    return this.byMerchant.get(merchantId) ?? [];
  }

  /**
   * Creates every valid name that is new (case-insensitive, trimmed) against the merchant's workspaces
   * and the names before it in the request; the others are answered in `failedWorkspaces`.
   */
  bulkCreate(merchantId: string, names: readonly string[], user: string): BulkCreateWorkspacesResponse {
    const existing = this.byMerchant.get(merchantId) ?? [];
    const taken = new Set(existing.map((workspace) => nameKey(workspace.name)));
    const createdWorkspaces: Workspace[] = [];
    const failedWorkspaces: FailedWorkspace[] = [];
    const time = this.clock.iso();
    for (const name of names) {
      const problem =
        nameProblem(name) ??
        (taken.has(nameKey(name)) ? duplicateProblem(name, createdWorkspaces) : undefined);
      if (problem) {
        failedWorkspaces.push({ name, errorMessage: problem });
        continue;
      }
      const workspace: Workspace = {
        id: randomUUID(),
        name: name.trim(),
        createdAt: time,
        updatedAt: time,
        createdBy: user,
        updatedBy: user,
      };
      taken.add(nameKey(name));
      createdWorkspaces.push(workspace);
    }
    this.byMerchant.set(merchantId, [...existing, ...createdWorkspaces]);
    return { createdWorkspaces, failedWorkspaces };
  }
}

function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

function nameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'The name is empty; give each workspace a name of 1 to 64 characters.';
  if (trimmed.length > maxWorkspaceNameLength) {
    return `The name is ${trimmed.length} characters long; at most ${maxWorkspaceNameLength} are allowed.`;
  }
  if (!workspaceNamePattern.test(trimmed)) {
    return 'The name may hold letters, digits, spaces, ".", "_" and "-", and must start with a letter or digit.';
  }
  return undefined;
}

function duplicateProblem(name: string, createdNow: readonly Workspace[]): string {
  const inRequest = createdNow.some((workspace) => nameKey(workspace.name) === nameKey(name));
  return inRequest
    ? `The name "${name.trim()}" appears more than once in this request (names compare case-insensitively); only its first occurrence was created.`
    : `A workspace named "${name.trim()}" already exists (names compare case-insensitively).`;
}

function userOf(ctx: SandboxContext, principal: Principal): string {
  return principal.kind === 'merchant' ? principal.user : ctx.auth.defaultUser;
}

async function handleBulkCreate(ctx: SandboxContext, request: RouteRequest) {
  const principal = principalOf(request);
  const { names } = request.body as BulkCreateWorkspacesRequest;
  const result = ctx.workspaces.bulkCreate(principal.merchantId, names, userOf(ctx, principal));
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
      return { status: 200, body: { results: ctx.workspaces.list(principalOf(request).merchantId) } };
    },
  },
];
