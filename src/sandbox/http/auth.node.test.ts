import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { Authenticator } from './auth';
import { HttpError } from './responses';
import {
  bearer,
  call,
  clientInitBody,
  createSession,
  errorCodes,
  merchant,
  useTestSandbox,
} from '../node-test-helpers';

const sandbox = useTestSandbox();
afterEach(() => {
  vi.useRealTimers();
});

function tokenRequest(url: string, form: Record<string, string>) {
  return call<{ access_token: string; token_type: string; expires_in: number; scope: string }>(
    `${url}/auth/token`,
    {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      idempotencyKey: null,
    },
  );
}

function merchantForm(extra: Record<string, string> = {}) {
  return {
    grant_type: 'client_credentials',
    client_id: sandbox.credentials.clientId,
    client_secret: sandbox.credentials.clientSecret,
    ...extra,
  };
}

const initUrl = () => `${sandbox.apiUrl}/merchant/client/init`;

describe('POST /auth/token', () => {
  it('issues a 10-minute bearer JWT for client credentials, usable on the API host', async () => {
    const token = await tokenRequest(sandbox.apiUrl, merchantForm());
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    expect(token.body.access_token.split('.')).toHaveLength(3);
    expect(token.body.scope).toContain('clientinit:write');

    const init = await call(initUrl(), { headers: bearer(token.body.access_token), body: clientInitBody() });
    expect(init.status).toBe(200);
  });

  it('accepts HTTP Basic client authentication too', async () => {
    const basic = Buffer.from(`${sandbox.credentials.clientId}:${sandbox.credentials.clientSecret}`).toString(
      'base64',
    );
    const token = await call(`${sandbox.apiUrl}/auth/token`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
      body: 'grant_type=client_credentials',
      idempotencyKey: null,
    });
    expect(token.status).toBe(200);
  });

  it('answers 401, not a crash, for HTTP Basic credentials with a broken %-escape', async () => {
    const basic = Buffer.from(`${sandbox.credentials.clientId}:%E0%A4`).toString('base64');
    const token = await call(`${sandbox.apiUrl}/auth/token`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
      body: 'grant_type=client_credentials',
      idempotencyKey: null,
    });
    expect(token.status).toBe(401);
    expect(errorCodes(token)).toEqual(['request.unauthorized']);
  });

  it('answers 400 request.malformed, not a crash, for a path parameter with a broken %-escape', async () => {
    const response = await call(`${sandbox.apiUrl}/merchant/workflows/payout/executions/%E0%A4`, {
      headers: merchant(sandbox),
    });
    expect(response.status).toBe(400);
    expect(errorCodes(response)).toEqual(['request.malformed']);
  });

  it('refuses a wrong secret with 401 and a wrong grant type with 400', async () => {
    const wrong = await tokenRequest(sandbox.apiUrl, merchantForm({ client_secret: 'nope' }));
    expect(wrong.status).toBe(401);
    expect(errorCodes(wrong)).toEqual(['request.unauthorized']);

    const grant = await tokenRequest(sandbox.apiUrl, merchantForm({ grant_type: 'password' }));
    expect(grant.status).toBe(400);
    expect(errorCodes(grant)).toEqual(['request.param.invalid']);
  });

  it('refuses a scope the host does not grant with 403', async () => {
    const token = await tokenRequest(sandbox.apiUrl, merchantForm({ scope: 'vaultrecords:tokenize' }));
    expect(token.status).toBe(403);
    expect(errorCodes(token)).toEqual(['request.forbidden']);
  });
});

describe('credentials on API routes', () => {
  it('answers 401 without credentials, with a wrong API key and with a forged token', async () => {
    const none = await call(initUrl(), { body: clientInitBody() });
    const badKey = await call(initUrl(), { headers: { 'x-api-key': 'sk_wrong' }, body: clientInitBody() });
    const forged = await call(initUrl(), {
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.e30.c2ln'),
      body: clientInitBody(),
    });
    for (const response of [none, badKey, forged]) {
      expect(response.status).toBe(401);
      expect(errorCodes(response)).toEqual(['request.unauthorized']);
    }
  });

  it('answers 401 for an expired token', async () => {
    const token = await tokenRequest(sandbox.apiUrl, merchantForm());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    const response = await call(initUrl(), {
      headers: bearer(token.body.access_token),
      body: clientInitBody(),
    });
    expect(response.status).toBe(401);
    expect(JSON.stringify(response.body)).toContain('expired');
  });

  it('refuses vault tokens on the API host and API tokens on the vault host (403)', async () => {
    const vaultToken = await tokenRequest(sandbox.vaultUrl, merchantForm({ scope: 'vaultrecords:tokenize' }));
    expect(vaultToken.status).toBe(200);
    expect(vaultToken.body.scope).toBe('vaultrecords:tokenize');
    const onApi = await call(initUrl(), {
      headers: bearer(vaultToken.body.access_token),
      body: clientInitBody(),
    });
    expect(onApi.status).toBe(403);
    expect(errorCodes(onApi)).toEqual(['request.forbidden']);

    const apiToken = await tokenRequest(sandbox.apiUrl, merchantForm());
    const onVault = await call(`${sandbox.vaultUrl}/auth/token`, {
      headers: bearer(apiToken.body.access_token),
      body: 'grant_type=client_credentials',
      idempotencyKey: null,
    });
    // The vault token endpoint wants client credentials, not someone else's token.
    expect(onVault.status).toBe(401);
  });

  it('refuses a token lacking the scope with 403', async () => {
    const token = await tokenRequest(sandbox.apiUrl, merchantForm({ scope: 'executions:read' }));
    const response = await call(initUrl(), {
      headers: bearer(token.body.access_token),
      body: clientInitBody(),
    });
    expect(response.status).toBe(403);
    expect(errorCodes(response)).toEqual(['request.forbidden']);
  });

  it('gives client tokens only client permissions, bound to their execution', async () => {
    const first = await createSession(sandbox);
    const second = await createSession(sandbox);

    const init = await call(initUrl(), { headers: bearer(first.token), body: clientInitBody() });
    expect(init.status).toBe(403);

    const own = await call(first.execution.links.self, { headers: bearer(first.token) });
    expect(own.status).toBe(200);
    const other = await call(second.execution.links.self, { headers: bearer(first.token) });
    expect(other.status).toBe(403);
    expect(errorCodes(other)).toEqual(['request.forbidden']);

    const control = await call(`${sandbox.apiUrl}/sandbox/notifications`, { headers: bearer(first.token) });
    expect(control.status).toBe(403);
    expect(
      (await call(`${sandbox.apiUrl}/sandbox/notifications`, { headers: merchant(sandbox) })).status,
    ).toBe(200);
  });
});

describe('Authenticator host binding', () => {
  const credentials = { clientId: 'm', clientSecret: 's', apiKey: 'k' };
  const form = { grant_type: 'client_credentials', client_id: 'm', client_secret: 's' };
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

  async function statusOf(promise: Promise<unknown>): Promise<number> {
    try {
      await promise;
      return 200;
    } catch (error) {
      if (error instanceof HttpError) return error.status;
      throw error;
    }
  }

  it('refuses API-host tokens and API keys on the vault host with 403, and accepts vault tokens there', async () => {
    const auth = new Authenticator(credentials);
    const apiToken = (await auth.issueMerchantToken('api', form, undefined)).access_token;
    const vaultToken = (await auth.issueMerchantToken('vault', form, undefined)).access_token;
    expect(await statusOf(auth.authenticate(request({ authorization: `Bearer ${apiToken}` }), 'vault'))).toBe(
      403,
    );
    expect(await statusOf(auth.authenticate(request({ 'x-api-key': 'k' }), 'vault'))).toBe(403);
    expect(
      await statusOf(auth.authenticate(request({ authorization: `Bearer ${vaultToken}` }), 'vault')),
    ).toBe(200);
    const principal = await auth.authenticate(request({ authorization: `Bearer ${vaultToken}` }), 'vault');
    expect([...principal.scopes]).toEqual(['vaultrecords:tokenize']);
  });

  it('refuses tokens of another sandbox process (another signing secret) with 401', async () => {
    const token = (await new Authenticator(credentials).issueMerchantToken('api', form, undefined))
      .access_token;
    const other = new Authenticator(credentials);
    expect(await statusOf(other.authenticate(request({ authorization: `Bearer ${token}` }), 'api'))).toBe(
      401,
    );
  });
});

describe('Authenticator tokens', () => {
  const credentials = { clientId: 'm', clientSecret: 's', apiKey: 'k' };
  const bearerRequest = (token: string) =>
    ({ headers: { authorization: `Bearer ${token}` } }) as unknown as IncomingMessage;

  it('signs standard HS256 JWTs that another JWT library verifies, with the client token claims', async () => {
    const secret = new Uint8Array(randomBytes(32));
    const token = new Authenticator(credentials, undefined, secret).issueClientToken('exec-1', 'holder-1');
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, secret, { issuer: 'railkit-sandbox', audience: 'api' });
    expect(payload).toMatchObject({ kind: 'client', exec: 'exec-1', holder: 'holder-1', sub: 'm' });
    expect(payload.scope).toBe('instruments:write executions:read executions:write');
    expect(payload.exp! - payload.iat!).toBe(600);
    const withoutHolder = new Authenticator(credentials, undefined, secret).issueClientToken('e', undefined);
    expect((await jwtVerify(withoutHolder, secret)).payload).not.toHaveProperty('holder');
  });

  it('accepts its tokens after a restart (same signing secret), each time, and refuses a changed one', async () => {
    const secret = new Uint8Array(randomBytes(32));
    const token = new Authenticator(credentials, undefined, secret).issueClientToken('exec-2', 'h');
    const restarted = new Authenticator(credentials, undefined, secret);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const principal = await restarted.authenticate(bearerRequest(token), 'api');
      expect(principal).toMatchObject({ kind: 'client', executionId: 'exec-2', holderReference: 'h' });
    }
    const [header, payload, signature] = token.split('.');
    const changed = `${header}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    await expect(restarted.authenticate(bearerRequest(changed), 'api')).rejects.toMatchObject({
      status: 401,
    });
  });
});
