import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../../api/schemas/error';
import {
  bulkCreateWorkspacesResponseSchema,
  workspaceListSchema,
  type BulkCreateWorkspacesResponse,
} from '../../../api/schemas/workspace';
import { bearer, call, errorCodes, merchant, useTestSandbox } from '../../node-test-helpers';

const sandbox = useTestSandbox();

const bulkUrl = () => `${sandbox.apiUrl}/merchant/workspaces/bulk-create`;

function bulkCreate(names: unknown, headers = merchant(sandbox), idempotencyKey?: string) {
  return call<BulkCreateWorkspacesResponse>(bulkUrl(), { headers, body: { names }, idempotencyKey });
}

async function listNames(): Promise<string[]> {
  const response = await call(`${sandbox.apiUrl}/merchant/workspaces`, { headers: merchant(sandbox) });
  expect(response.status).toBe(200);
  return workspaceListSchema.parse(response.body).results.map((workspace) => workspace.name);
}

async function merchantToken(extra: Record<string, string> = {}): Promise<string> {
  const response = await call<{ access_token: string }>(`${sandbox.apiUrl}/auth/token`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: sandbox.credentials.clientId,
      client_secret: sandbox.credentials.clientSecret,
      ...extra,
    }).toString(),
    idempotencyKey: null,
  });
  expect(response.status).toBe(200);
  return response.body.access_token;
}

/** A name no other test uses, so tests stay independent on one sandbox. */
const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

describe('POST /merchant/workspaces/bulk-create', () => {
  it('creates every new name, trimmed, with the API key user as createdBy and updatedBy', async () => {
    const a = unique('Europe');
    const b = unique('Asia_Pacific-2.0');
    const response = await bulkCreate([`  ${a} `, b]);
    expect(response.status).toBe(200);
    const body = bulkCreateWorkspacesResponseSchema.parse(response.body);
    expect(body.failedWorkspaces).toEqual([]);
    expect(body.createdWorkspaces.map((workspace) => workspace.name)).toEqual([a, b]);
    for (const workspace of body.createdWorkspaces) {
      expect(workspace.createdBy).toBe(`${sandbox.credentials.clientId}@sandbox.railkit.dev`);
      expect(workspace.updatedBy).toBe(workspace.createdBy);
      expect(workspace.updatedAt).toBe(workspace.createdAt);
    }
    expect(await listNames()).toEqual(expect.arrayContaining([a, b]));
  });

  it('refuses names that exist or repeat in the request (case-insensitive) while creating the rest', async () => {
    const existing = unique('Existing');
    await bulkCreate([existing]);
    const fresh = unique('Fresh');
    const response = await bulkCreate([existing.toUpperCase(), fresh, ` ${fresh.toLowerCase()}`, fresh]);
    expect(response.status).toBe(200);
    expect(response.body.createdWorkspaces.map((workspace) => workspace.name)).toEqual([fresh]);
    expect(response.body.failedWorkspaces.map((failed) => failed.name)).toEqual([
      existing.toUpperCase(),
      ` ${fresh.toLowerCase()}`,
      fresh,
    ]);
    expect(response.body.failedWorkspaces[0]!.errorMessage).toContain('already exists');
    expect(response.body.failedWorkspaces[1]!.errorMessage).toContain('more than once');
    const names = await listNames();
    expect(names.filter((name) => name.toLowerCase() === fresh.toLowerCase())).toHaveLength(1);
  });

  it('sends empty, too long and badly written names to failedWorkspaces with a message', async () => {
    const good = unique('Good');
    const sixtyFour = unique('Limit').padEnd(64, 'x');
    const response = await bulkCreate(['', '   ', 'x'.repeat(65), '<script>', '-leading', good, sixtyFour]);
    expect(response.status).toBe(200);
    const failed = response.body.failedWorkspaces;
    expect(failed.map((entry) => entry.name)).toEqual(['', '   ', 'x'.repeat(65), '<script>', '-leading']);
    expect(failed[0]!.errorMessage).toContain('empty');
    expect(failed[2]!.errorMessage).toContain('64');
    expect(failed[3]!.errorMessage).toContain('letters, digits');
    expect(response.body.createdWorkspaces.map((workspace) => workspace.name)).toEqual([good, sixtyFour]);
  });

  it('takes 100 names and refuses 101 or none with 400 request.malformed naming the path', async () => {
    const hundred = Array.from({ length: 100 }, (_, index) => unique(`Bulk ${index}`));
    const ok = await bulkCreate(hundred);
    expect(ok.status).toBe(200);
    expect(ok.body.createdWorkspaces).toHaveLength(100);

    const tooMany = await bulkCreate(Array.from({ length: 101 }, (_, index) => unique(`Over ${index}`)));
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as unknown as ErrorResponse).errors[0]).toMatchObject({
      code: 'request.malformed',
      reason: { path: 'names', rule: 'maximum' },
    });

    const none = await bulkCreate([]);
    expect(none.status).toBe(400);
    expect(errorCodes(none)).toEqual(['request.malformed']);

    const wrongType = await bulkCreate(['ok', 7]);
    expect(wrongType.status).toBe(400);
    expect((wrongType.body as unknown as ErrorResponse).errors[0]!.reason).toMatchObject({ path: 'names.1' });
  });

  it('takes a merchant token too, with its user claim as createdBy', async () => {
    const token = await merchantToken({ user: 'ana@example.com' });
    const response = await bulkCreate([unique('Token')], bearer(token));
    expect(response.status).toBe(200);
    expect(response.body.createdWorkspaces[0]!.createdBy).toBe('ana@example.com');

    const badUser = await call(`${sandbox.apiUrl}/auth/token`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=client_credentials&client_id=${sandbox.credentials.clientId}&client_secret=${sandbox.credentials.clientSecret}&user=nobody`,
      idempotencyKey: null,
    });
    expect(badUser.status).toBe(400);
  });

  it('refuses tokens without the workspace scope, and no credentials', async () => {
    const token = await merchantToken({ scope: 'executions:read' });
    const refused = await bulkCreate([unique('Scope')], bearer(token));
    expect(refused.status).toBe(403);
    expect(errorCodes(refused)).toEqual(['request.forbidden']);

    const anonymous = await call(bulkUrl(), { body: { names: [unique('Anon')] } });
    expect(anonymous.status).toBe(401);
  });
});

describe('idempotency on bulk-create', () => {
  it('needs x-idempotency-key (422 request.header.missing)', async () => {
    const response = await call(bulkUrl(), {
      headers: merchant(sandbox),
      body: { names: [unique('NoKey')] },
      idempotencyKey: null,
    });
    expect(response.status).toBe(422);
    expect(errorCodes(response)).toEqual(['request.header.missing']);
  });

  it('replays the stored answer for the same key and body, and refuses another body (422 mismatch)', async () => {
    const key = randomUUID();
    const name = unique('Replay');
    const first = await bulkCreate([name], merchant(sandbox), key);
    const second = await bulkCreate([name], merchant(sandbox), key);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(second.body.failedWorkspaces).toEqual([]);

    const other = await bulkCreate([unique('Other')], merchant(sandbox), key);
    expect(other.status).toBe(422);
    expect(errorCodes(other)).toEqual(['request.idempotency.mismatch']);
  });

  it('runs concurrent duplicates once: every caller gets the first answer', async () => {
    const key = randomUUID();
    const name = unique('Concurrent');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => bulkCreate([name], merchant(sandbox), key)),
    );
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual(responses[0]!.body);
      expect(response.body.createdWorkspaces).toHaveLength(1);
    }
    expect(
      responses.filter((response) => response.headers.get('idempotent-replayed') === 'true'),
    ).toHaveLength(4);
    expect((await listNames()).filter((existing) => existing === name)).toHaveLength(1);
  });
});
