import { beforeAll, describe, expect, it } from 'vitest';
import { OpenApiValidator } from '../../../test/openapi-validator';
import { routes } from '../http/app';
import { call, merchant, useTestSandbox } from '../node-test-helpers';
import { buildOpenApiDocument, openApiPath, undocumentedRoutes } from './openapi';

const sandbox = useTestSandbox();
let validator: OpenApiValidator;
beforeAll(async () => {
  validator = await OpenApiValidator.load([sandbox.apiUrl, sandbox.vaultUrl]);
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walks an untyped JSON document
type Json = Record<string, any>;

function document(host: 'api' | 'vault'): Json {
  return validator.documents[new URL(host === 'api' ? sandbox.apiUrl : sandbox.vaultUrl).origin]!;
}

function operations(doc: Json): [string, string, Json][] {
  return Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, operation]): [string, string, Json] => [
      path,
      method,
      operation as Json,
    ]),
  );
}

describe('route docs', () => {
  it('every route of both hosts carries docs (the source of /openapi.json)', () => {
    const missing = undocumentedRoutes(routes).map((route) => `${route.host} ${route.method} ${route.path}`);
    expect(missing, 'add `docs: RouteDocs` to these routes').toEqual([]);
  });

  it('every route that takes a JSON body documents its request body schema', () => {
    const missing = routes
      .filter((route) => route.body && !route.docs?.requestBody)
      .map((route) => `${route.host} ${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('marks a route without docs in the generated document', () => {
    const doc = buildOpenApiDocument(
      [{ host: 'api', method: 'GET', path: '/x/:id', handle: async () => ({ status: 200 }) }],
      { host: 'api', serverUrl: 'http://127.0.0.1:1' },
    );
    expect(doc.paths['/x/{id}']!.get).toMatchObject({ 'x-undocumented': true });
  });
});

describe('GET /openapi.json', () => {
  it('describes every route of each host, OpenAPI 3.1 with {param} paths', () => {
    for (const host of ['api', 'vault'] as const) {
      const doc = document(host);
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.servers[0].url).toBe(host === 'api' ? sandbox.apiUrl : sandbox.vaultUrl);
      const documented = operations(doc).map(([path, method]) => `${method.toUpperCase()} ${path}`);
      const expected = routes
        .filter((route) => route.host === host)
        .map((route) => `${route.method} ${openApiPath(route.path)}`);
      expect(documented.sort()).toEqual(expected.sort());
      expect(documented.some((operation) => operation.includes(':'))).toBe(false);
    }
  });

  it('declares the API key, bearer and vault bearer schemes and uses them per host', () => {
    const api = document('api');
    expect(api.components.securitySchemes.apiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
    });
    expect(api.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(api.paths['/merchant/client/init'].post.security).toEqual([
      { apiKey: [] },
      { bearerAuth: ['clientinit:write'] },
    ]);
    expect(document('vault').paths['/records/tokenize'].post.security).toEqual([
      { vaultBearer: ['vaultrecords:tokenize'] },
    ]);
    expect(api.paths['/auth/token'].post.security).toEqual([]);
    const vaultOperations = operations(document('vault')).filter(([, , op]) => op.security.length > 0);
    for (const [, , operation] of vaultOperations) {
      expect(operation.security).toEqual([{ vaultBearer: expect.any(Array) }]);
    }
  });

  it('gives each operation x-permission, error responses with the error schema, and the idempotency header', () => {
    const clientInit = document('api').paths['/merchant/client/init'].post;
    expect(clientInit['x-permission']).toMatch(/merchant/);
    expect(clientInit['x-spec-section']).toBe('4.7');
    expect(clientInit.parameters).toContainEqual(
      expect.objectContaining({ name: 'x-idempotency-key', in: 'header', required: true }),
    );
    for (const status of ['400', '401', '403', '422', '429', '503', 'default']) {
      expect(clientInit.responses[status].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ErrorResponse',
      });
    }
    for (const [path, method, operation] of operations(document('api'))) {
      expect(operation['x-permission'], `${method} ${path}`).toEqual(expect.any(String));
    }
  });

  it('turns a query schema into query parameters', () => {
    const execution = document('api').paths['/merchant/workflows/{code}/executions/{id}'].get;
    expect(execution.parameters).toContainEqual(
      expect.objectContaining({ name: 'wait', in: 'query', required: false }),
    );
    expect(execution.parameters).toContainEqual(
      expect.objectContaining({ name: 'code', in: 'path', required: true }),
    );
  });

  it('compiles every response schema as strict JSON Schema 2020-12', () => {
    expect(validator.compileAll()).toBeGreaterThan(routes.length);
  });

  it('validates real answers, and catches one that does not match', async () => {
    const token = await call(`${sandbox.apiUrl}/auth/token`, {
      body: `grant_type=client_credentials&client_id=demo-merchant&client_secret=demo-secret`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      idempotencyKey: null,
    });
    const observe = (url: string, status: number, body: unknown, method = 'GET') =>
      validator.check({ method, url, status, contentType: 'application/json', body });
    expect(observe(`${sandbox.apiUrl}/auth/token`, token.status, token.body, 'POST')).toEqual([]);
    const unauthorized = await call(`${sandbox.apiUrl}/sandbox/faults`);
    expect(observe(`${sandbox.apiUrl}/sandbox/faults`, unauthorized.status, unauthorized.body)).toEqual([]);
    const faults = await call(`${sandbox.apiUrl}/sandbox/faults`, { headers: merchant(sandbox) });
    expect(observe(`${sandbox.apiUrl}/sandbox/faults`, faults.status, faults.body)).toEqual([]);
    expect(observe(`${sandbox.vaultUrl}/health`, 200, { status: 'ok' })).toEqual([]);

    expect(observe(`${sandbox.apiUrl}/health`, 200, { status: 'ok', extra: 1 })).not.toEqual([]);
    expect(observe(`${sandbox.apiUrl}/health`, 500, { oops: true })).not.toEqual([]);
    expect(observe(`${sandbox.apiUrl}/no/such/route`, 200, {})).not.toEqual([]);
  });
});
