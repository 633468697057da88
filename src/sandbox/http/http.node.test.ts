import { describe, expect, it } from 'vitest';
import {
  call,
  clientInitBody,
  createSession,
  errorCodes,
  merchant,
  startTestSandbox,
  until,
  useTestSandbox,
} from '../node-test-helpers';

const sandbox = useTestSandbox();

describe('HTTP basics of both hosts', () => {
  it('answers CORS preflights with 204 and the headers the SDK sends', async () => {
    for (const base of [sandbox.apiUrl, sandbox.vaultUrl]) {
      const response = await fetch(`${base}/auth/token`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://127.0.0.1:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-idempotency-key, authorization',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const allowed = response.headers.get('access-control-allow-headers')!;
      for (const header of [
        'authorization',
        'content-type',
        'x-idempotency-key',
        'x-client-version',
        'x-api-key',
      ]) {
        expect(allowed).toContain(header);
      }
      expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
    }
  });

  it('answers unknown routes with 404 request.not-found in the error shape', async () => {
    const response = await call<{ errors: { id: string; detail: string }[] }>(`${sandbox.apiUrl}/nowhere`);
    expect(response.status).toBe(404);
    expect(errorCodes(response)).toEqual(['request.not-found']);
    expect(response.body.errors[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers malformed JSON with 400 request.malformed naming the path', async () => {
    const response = await call<{ errors: { reason: { path: string } }[] }>(
      `${sandbox.apiUrl}/merchant/client/init`,
      {
        headers: { ...merchant(sandbox), 'content-type': 'application/json' },
        body: '{"type": "dropIn",',
      },
    );
    expect(response.status).toBe(400);
    expect(errorCodes(response)).toEqual(['request.malformed']);
    expect(response.body.errors[0]!.reason.path).toBe('/merchant/client/init');
  });

  it('refuses bodies over the size limit with 413', async () => {
    const body = { ...clientInitBody(), meta: { padding: 'x'.repeat(300 * 1024) } };
    const response = await call(`${sandbox.apiUrl}/merchant/client/init`, {
      headers: merchant(sandbox),
      body,
    });
    expect(response.status).toBe(413);
    expect(errorCodes(response)).toEqual(['request.entity-too-large']);
  });
});

describe('a long poll (GET of an execution with wait)', () => {
  // A sandbox of its own: `requestsInFlight` is a getter, which the shared sandbox's copy does not keep.
  it('is answered at once when the sandbox closes, not after the 30 s it asked to wait', async () => {
    const own = await startTestSandbox();
    const config = await createSession(own);
    const started = Date.now();
    const answered = call(`${config.execution.links.self}?wait=30`, { headers: merchant(own) });
    await until(() => own.requestsInFlight === 1);
    await own.close();
    expect((await answered).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
