import { randomUUID } from 'node:crypto';
import {
  maxWorkspaceNameLength,
  type BulkCreateWorkspacesResponse,
  type FailedWorkspace,
  type Workspace,
} from '../../../api/schemas/workspace';
import type { SandboxClock } from '../shared/clock';
import type { Collection, Storage } from '../../storage/storage';

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

  async list(merchantId: string): Promise<readonly Workspace[]> {
    return (await this.byMerchant.read(merchantId)) ?? [];
  }

  /**
   * Creates every valid name that is new (case-insensitive, trimmed) against the merchant's workspaces
   * and the names before it in the request; the others are answered in `failedWorkspaces`.
   */
  async bulkCreate(
    merchantId: string,
    names: readonly string[],
    user: string,
  ): Promise<BulkCreateWorkspacesResponse> {
    const stored = await this.byMerchant.read(merchantId);
    const existing = stored ?? [];
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
    // The merchant's first workspaces claim the row: a process that wrote it first wins, and this runs again.
    if (stored) this.byMerchant.set(merchantId, [...existing, ...createdWorkspaces]);
    else this.byMerchant.create(merchantId, createdWorkspaces);
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
