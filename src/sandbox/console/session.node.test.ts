import { describe, expect, it } from 'vitest';
import { call, errorCodes, useTestSandbox, type JsonResponse } from '../node-test-helpers';

/**
 * The console's session: a cookie no script reads, refused from any other origin, and a CSRF token on
 * every change; nothing of the console is readable cross-origin, and the webhook secret is in no page
 * until asked for.
 */

const sandbox = useTestSandbox();

interface Signed {
  cookie: string;
  csrf: string;
  setCookie: string;
}

async function signIn(): Promise<Signed> {
  const response = await call<{ csrfToken: string }>(`${sandbox.apiUrl}/console/session`, {
    headers: { origin: sandbox.apiUrl, 'sec-fetch-site': 'same-origin' },
    body: { clientId: 'demo-merchant', clientSecret: 'demo-secret' },
    idempotencyKey: null,
  });
  expect(response.status).toBe(201);
  const setCookie = response.headers.get('set-cookie') ?? '';
  return { cookie: setCookie.split(';')[0]!, csrf: response.body.csrfToken, setCookie };
}

/** A request of the console's page (same origin, as a browser sends it), with changes as given. */
function fromConsole(
  signed: Signed,
  path: string,
  init: Parameters<typeof call>[1] = {},
): Promise<JsonResponse> {
  return call(`${sandbox.apiUrl}${path}`, {
    idempotencyKey: null,
    ...init,
    headers: {
      cookie: signed.cookie,
      origin: sandbox.apiUrl,
      'sec-fetch-site': 'same-origin',
      ...init.headers,
    },
  });
}

describe('the console session', () => {
  it('is an HttpOnly, SameSite=Strict cookie, and signs in only with the merchant credentials', async () => {
    const { setCookie } = await signIn();
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    expect(setCookie).toMatch(/; Path=\//);
    const wrong = await call(`${sandbox.apiUrl}/console/session`, {
      headers: { origin: sandbox.apiUrl },
      body: { clientId: 'demo-merchant', clientSecret: 'guess' },
      idempotencyKey: null,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a sign-in from another origin (a page cannot sign a browser in)', async () => {
    const response = await call(`${sandbox.apiUrl}/console/session`, {
      headers: { origin: 'http://127.0.0.1:5999', 'sec-fetch-site': 'same-site' },
      body: { clientId: 'demo-merchant', clientSecret: 'demo-secret' },
      idempotencyKey: null,
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('reads and changes as the merchant from the console page, with the CSRF token on changes', async () => {
    const signed = await signIn();
    expect((await fromConsole(signed, '/sandbox/faults')).status).toBe(200);
    const added = await fromConsole(signed, '/sandbox/faults', {
      body: { route: 'payout', kind: 'delay', delayMs: 1 },
      headers: { 'x-railkit-csrf': signed.csrf },
    });
    expect(added.status).toBe(201);
    const cleared = await fromConsole(signed, '/sandbox/faults', {
      method: 'DELETE',
      headers: { 'x-railkit-csrf': signed.csrf },
    });
    expect(cleared.status).toBe(204);
  });

  it('refuses every console route and control route without the session, or with a forged one', async () => {
    const name = (await signIn()).cookie.split('=')[0];
    for (const path of ['/sandbox/executions', '/sandbox/notifications', '/sandbox/webhook']) {
      const response = await call(`${sandbox.apiUrl}${path}`, {
        headers: { origin: sandbox.apiUrl, cookie: `${name}=forged.9999999999999.mac` },
      });
      expect(response.status, path).toBe(401);
    }
    const session = await call(`${sandbox.apiUrl}/console/session`, {
      headers: { origin: sandbox.apiUrl, cookie: `${name}=forged.9999999999999.mac` },
    });
    expect(session.body).toEqual({ session: null });
    const signedOut = await call(`${sandbox.apiUrl}/console/session`, {
      method: 'DELETE',
      idempotencyKey: null,
    });
    expect(signedOut.status).toBe(401);
  });

  it('refuses the session from another origin, for reads too', async () => {
    const signed = await signIn();
    const foreign: Record<string, string>[] = [
      { origin: 'http://127.0.0.1:5173', 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      // An <img> or a navigation from another page carries no Origin; Sec-Fetch-Site says it all.
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      const read = await call(`${sandbox.apiUrl}/sandbox/notifications`, {
        headers: { cookie: signed.cookie, ...headers },
      });
      expect(read.status, JSON.stringify(headers)).toBe(403);
      expect(errorCodes(read)).toEqual(['request.forbidden']);
    }
  });

  it('refuses a change without the CSRF token, with a wrong one, or without Origin', async () => {
    const signed = await signIn();
    const change = { body: { route: 'payout', kind: 'unavailable' } };
    const without = await fromConsole(signed, '/sandbox/faults', change);
    const wrong = await fromConsole(signed, '/sandbox/faults', {
      ...change,
      headers: { 'x-railkit-csrf': 'x' },
    });
    const noOrigin = await call(`${sandbox.apiUrl}/sandbox/faults`, {
      ...change,
      idempotencyKey: null,
      headers: { cookie: signed.cookie, 'x-railkit-csrf': signed.csrf },
    });
    for (const response of [without, wrong, noOrigin]) expect(response.status).toBe(403);
    // Nothing was added.
    const faults = await fromConsole(signed, '/sandbox/faults');
    expect((faults.body as { faults: unknown[] }).faults).toEqual([]);
  });

  it('is not a credential of the vault host', async () => {
    const signed = await signIn();
    const response = await call(`${sandbox.vaultUrl}/sandbox/records`, {
      headers: { cookie: signed.cookie, origin: sandbox.apiUrl },
    });
    expect(response.status).toBe(401);
  });
});

describe('the console page', () => {
  it('grants no other origin anything: no CORS, no framing, its own scripts only', async () => {
    const page = await fetch(`${sandbox.apiUrl}/console/`, { headers: { origin: 'https://evil.example' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe');
    const preflight = await fetch(`${sandbox.apiUrl}/console/session`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never carries the webhook secret; the endpoint route neither, only the secrets route when asked', async () => {
    const signed = await signIn();
    const secret = sandbox.credentials.webhookSecret;
    const page = await (await fetch(`${sandbox.apiUrl}/console/`)).text();
    const script = await (await fetch(`${sandbox.apiUrl}/console/console.js`)).text();
    const endpoint = await fromConsole(signed, '/sandbox/webhook');
    for (const text of [page, script, JSON.stringify(endpoint.body)]) expect(text).not.toContain(secret);
    const secrets = await fromConsole(signed, '/sandbox/webhook/secrets');
    expect(secrets.body).toEqual({ secrets: [secret] });
  }, 60_000);
});
