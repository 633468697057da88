import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../api/schemas/error';
import { bearer, call, clientInitBody, errorCodes, merchant, useTestSandbox } from '../node-test-helpers';

/** Rules every route shares: rate limit, the 503 switch, the sandbox clock and token expiry on it. */

const sandbox = useTestSandbox();
afterEach(async () => {
  for (const path of ['/sandbox/rate-limit', '/sandbox/faults', '/sandbox/clock']) {
    await call(`${sandbox.apiUrl}${path}`, { method: 'DELETE', headers: merchant(sandbox) });
  }
});

function control(path: string, body: unknown) {
  return call(`${sandbox.apiUrl}${path}`, { headers: merchant(sandbox), body, idempotencyKey: null });
}

function listWorkspaces(headers: Record<string, string> = merchant(sandbox)) {
  return call(`${sandbox.apiUrl}/merchant/workspaces`, { headers });
}

async function merchantToken(): Promise<string> {
  const response = await call<{ access_token: string; expires_in: number }>(`${sandbox.apiUrl}/auth/token`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=client_credentials&client_id=${sandbox.credentials.clientId}&client_secret=${sandbox.credentials.clientSecret}`,
    idempotencyKey: null,
  });
  expect(response.body.expires_in).toBe(600);
  return response.body.access_token;
}

describe('rate limit', () => {
  it('answers 429 request.rate-limit with Retry-After once a credential has used its requests', async () => {
    expect((await control('/sandbox/rate-limit', { requests: 3, perSeconds: 60 })).status).toBe(200);
    for (let index = 0; index < 3; index += 1) expect((await listWorkspaces()).status).toBe(200);
    const limited = await listWorkspaces();
    expect(limited.status).toBe(429);
    expect(errorCodes(limited)).toEqual(['request.rate-limit']);
    // One request flows back every 20 s.
    expect(limited.headers.get('retry-after')).toBe('20');
  });

  it('counts per credential: another token still gets through', async () => {
    await control('/sandbox/rate-limit', { requests: 1, perSeconds: 60 });
    expect((await listWorkspaces()).status).toBe(200);
    expect((await listWorkspaces()).status).toBe(429);
    expect((await listWorkspaces(bearer(await merchantToken()))).status).toBe(200);
  });

  it('refills with time on the sandbox clock', async () => {
    await control('/sandbox/rate-limit', { requests: 1, perSeconds: 30 });
    expect((await listWorkspaces()).status).toBe(200);
    expect((await listWorkspaces()).status).toBe(429);
    await control('/sandbox/clock', { advanceSeconds: 30 });
    expect((await listWorkspaces()).status).toBe(200);
  });

  it('refuses a malformed limit with 400 request.malformed naming the path', async () => {
    const response = await control('/sandbox/rate-limit', { requests: 0, perSeconds: 1 });
    expect(response.status).toBe(400);
    expect((response.body as ErrorResponse).errors[0]).toMatchObject({
      code: 'request.malformed',
      reason: { path: 'requests', rule: 'minimum' },
    });
  });
});

describe('503 service.unavailable switch', () => {
  it('hits any route with route "*", answers Retry-After, and leaves test-control routes alone', async () => {
    const added = await control('/sandbox/faults', { route: '*', kind: 'unavailable', times: 2 });
    expect(added.status).toBe(201);
    const first = await listWorkspaces();
    expect(first.status).toBe(503);
    expect(errorCodes(first)).toEqual(['service.unavailable']);
    expect(first.headers.get('retry-after')).toBe('1');
    expect((await call(`${sandbox.apiUrl}/sandbox/clock`, { headers: merchant(sandbox) })).status).toBe(200);
    const second = await call(`${sandbox.apiUrl}/merchant/client/init`, {
      headers: merchant(sandbox),
      body: clientInitBody(),
    });
    expect(second.status).toBe(503);
    expect((await listWorkspaces()).status).toBe(200);
  });

  it('hits only the named route with a route name', async () => {
    await control('/sandbox/faults', { route: 'workspaces', kind: 'unavailable' });
    const other = await call(`${sandbox.apiUrl}/merchant/client/init`, {
      headers: merchant(sandbox),
      body: clientInitBody(),
    });
    expect(other.status).toBe(200);
    expect((await listWorkspaces()).status).toBe(503);
  });
});

describe('sandbox clock and token expiry', () => {
  it('moves forward with POST, back to real time with DELETE, and needs merchant credentials', async () => {
    const before = Date.now();
    const moved = await control('/sandbox/clock', { advanceSeconds: 3600 });
    expect(moved.status).toBe(200);
    const movedNow = Date.parse((moved.body as { now: string }).now);
    expect(movedNow - before).toBeGreaterThanOrEqual(3_600_000);
    expect((moved.body as { offsetSeconds: number }).offsetSeconds).toBe(3600);

    const reset = await call<{ offsetSeconds: number }>(`${sandbox.apiUrl}/sandbox/clock`, {
      method: 'DELETE',
      headers: merchant(sandbox),
    });
    expect(reset.body.offsetSeconds).toBe(0);

    const anonymous = await call(`${sandbox.apiUrl}/sandbox/clock`, {
      body: { advanceSeconds: 1 },
      idempotencyKey: null,
    });
    expect(anonymous.status).toBe(401);
    const backwards = await control('/sandbox/clock', { advanceSeconds: -5 });
    expect(backwards.status).toBe(400);
    expect(errorCodes(backwards)).toEqual(['request.malformed']);
  });

  it('expires a merchant token after 10 minutes of sandbox time (401)', async () => {
    const token = await merchantToken();
    await control('/sandbox/clock', { advanceSeconds: 590 });
    expect((await listWorkspaces(bearer(token))).status).toBe(200);
    await control('/sandbox/clock', { advanceSeconds: 20 });
    const expired = await listWorkspaces(bearer(token));
    expect(expired.status).toBe(401);
    expect(errorCodes(expired)).toEqual(['request.unauthorized']);
    expect(JSON.stringify(expired.body)).toContain('expired');
  });

  it('expires a client token after 10 minutes of sandbox time (401)', async () => {
    const init = await call<{ data: string }>(`${sandbox.apiUrl}/merchant/client/init`, {
      headers: merchant(sandbox),
      body: clientInitBody(),
    });
    const config = JSON.parse(Buffer.from(init.body.data, 'base64').toString('utf8')) as {
      token: string;
      execution: { links: { self: string } };
    };
    expect((await call(config.execution.links.self, { headers: bearer(config.token) })).status).toBe(200);
    await control('/sandbox/clock', { advanceSeconds: 601 });
    expect((await call(config.execution.links.self, { headers: bearer(config.token) })).status).toBe(401);
  });
});

describe('malformed bodies', () => {
  it('answers 400 request.malformed for bad JSON on a declared-schema route', async () => {
    const response = await call(`${sandbox.apiUrl}/merchant/workspaces/bulk-create`, {
      headers: { ...merchant(sandbox), 'content-type': 'application/json' },
      body: '{"names": ["a",',
    });
    expect(response.status).toBe(400);
    expect(errorCodes(response)).toEqual(['request.malformed']);
  });

  it('does not quote the body back in the JSON syntax error (it may hold an account number)', async () => {
    const response = await call(`${sandbox.apiUrl}/merchant/workspaces/bulk-create`, {
      headers: { ...merchant(sandbox), 'content-type': 'application/json' },
      body: '{"iban": DE89370400440532013000}',
    });
    expect(response.status).toBe(400);
    expect(errorCodes(response)).toEqual(['request.malformed']);
    expect(JSON.stringify(response.body)).not.toContain('DE893');
  });

  it('names every offending path, including unknown fields', async () => {
    const response = await call(`${sandbox.apiUrl}/merchant/workspaces/bulk-create`, {
      headers: merchant(sandbox),
      body: { names: 'one', colour: 'blue' },
    });
    expect(response.status).toBe(400);
    const reasons = (response.body as ErrorResponse).errors.map((error) => error.reason);
    expect(reasons).toEqual([
      { path: 'names', rule: 'type', issue: 'must be an array' },
      { path: 'colour', rule: 'additionalProperties', issue: 'is not an allowed field here' },
    ]);
  });
});
