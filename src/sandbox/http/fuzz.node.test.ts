import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { OpenApiValidator } from '../../../test/openapi-validator';
import type { ErrorResponse } from '../../api/schemas/error';
import { errorCodes } from '../docs/error-catalogue';
import { createSession, merchant, useTestSandbox } from '../node-test-helpers';
import { maxBodyBytes, maxBodyDepth } from './responses';

/**
 * Hostile input, generated: for every operation of both hosts' `/openapi.json`, requests with wrong
 * types, missing and extra fields, huge and deeply nested bodies, odd unicode, path traversal in ids,
 * wrong content types, methods and credentials. Whatever comes in, the sandbox answers below 500, in
 * the documented shape, with a catalogued error code, and keeps answering with bounded memory.
 */

type Json = Record<string, unknown>;

interface Operation {
  origin: string;
  template: string;
  method: string;
  /** Top-level properties of the JSON request body and their enums, when documented. */
  fields: { name: string; values: unknown[] }[];
  queryNames: string[];
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

interface Answer {
  status: number;
  contentType: string | null;
  text: string;
}

// Enough requests per operation to reach every generator branch several times. On a loaded machine
// the budget cuts the later operations down to a few requests each, so the suite stays within a minute.
const runsPerOperation = 40;
const fewestRunsPerOperation = 5;
const budgetMs = 40_000;
const requestTimeoutMs = 5_000;
const catalogued = new Set(errorCodes.map((entry) => entry.code));

const sandbox = useTestSandbox({ rateLimit: { requests: 1_000_000, perSeconds: 1 } });
let validator: OpenApiValidator;
let operations: Operation[];
let credentials: Record<string, string>[];
let realIds: string[];

beforeAll(async () => {
  validator = await OpenApiValidator.load([sandbox.apiUrl, sandbox.vaultUrl]);
  operations = Object.entries(validator.documents).flatMap(([origin, document]) =>
    operationsOf(origin, document),
  );
  const payout = await createSession(sandbox);
  const checkout = await createSession(sandbox, { workflowCode: 'checkout' });
  const vaultToken = await tokenFrom(sandbox.vaultUrl);
  credentials = [
    {},
    merchant(sandbox),
    { authorization: `Bearer ${await tokenFrom(sandbox.apiUrl)}` },
    { authorization: `Bearer ${vaultToken}` },
    { authorization: `Bearer ${payout.token}` },
    { authorization: 'Bearer ../../etc/passwd' },
    { authorization: 'Basic Zm9vOmJhcg==' },
    { 'x-api-key': 'sk_test_%00' },
  ];
  realIds = [payout.execution.id, checkout.execution.id, 'payout', 'checkout'];
});

describe('fuzzing every documented operation', () => {
  it('answers below 500, in the documented shape, with catalogued codes, in bounded memory', async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    const undocumented: string[] = [];
    let tried = 0;

    const deadline = performance.now() + budgetMs;
    for (const operation of operations) {
      const numRuns = performance.now() < deadline ? runsPerOperation : fewestRunsPerOperation;
      await fc.assert(
        fc.asyncProperty(requestFor(operation), async (request) => {
          const answer = await send(operation.origin, request);
          tried += 1;
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const label = `${request.method} ${request.path.slice(0, 200)} -> ${answer.status}`;
          if (answer.status >= 500) serverErrors.push(`${label}: ${answer.text.slice(0, 300)}`);
          for (const problem of shapeProblems(operation.origin, request, answer)) {
            undocumented.push(`${label}: ${problem}`);
          }
          if (request.path.startsWith('/sandbox/')) await resetControls(operation.origin);
        }),
        { numRuns },
      );
    }

    const health = await send(sandbox.apiUrl, {
      method: 'GET',
      path: '/health',
      headers: {},
      body: undefined,
    });
    const heapGrowthMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
    const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(
      `[fuzz] ${tried} requests over ${operations.length} operations; 5xx: ${serverErrors.length}; ` +
        `heap growth ${heapGrowthMb.toFixed(1)} MB; statuses ${counts.join(', ')}`,
    );
    expect(operations.length).toBeGreaterThan(30);
    expect(tried).toBeGreaterThanOrEqual(operations.length * fewestRunsPerOperation);
    expect(serverErrors).toEqual([]);
    expect(undocumented.slice(0, 20)).toEqual([]);
    expect(health.status).toBe(200);
    expect(heapGrowthMb).toBeLessThan(256);
  }, 90_000);
});

describe('body limits', () => {
  const initPath = '/merchant/client/init';
  const headers = () => ({
    ...merchant(sandbox),
    'content-type': 'application/json',
    'x-idempotency-key': `limits-${Math.random()}`,
  });

  it(`answers 413 request.entity-too-large to a body over ${maxBodyBytes} bytes`, async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(maxBodyBytes) });
    const answer = await send(sandbox.apiUrl, { method: 'POST', path: initPath, headers: headers(), body });
    expect(answer.status).toBe(413);
    const [error] = (JSON.parse(answer.text) as ErrorResponse).errors;
    expect(error?.code).toBe('request.entity-too-large');
    expect(error?.detail).toContain(`larger than ${maxBodyBytes} bytes`);
  });

  it(`answers 400 request.malformed to JSON nested deeper than ${maxBodyDepth} levels`, async () => {
    for (const depth of [maxBodyDepth + 1, 100_000]) {
      const body = '['.repeat(depth) + ']'.repeat(depth);
      const answer = await send(sandbox.apiUrl, { method: 'POST', path: initPath, headers: headers(), body });
      expect(answer.status).toBe(400);
      const [error] = (JSON.parse(answer.text) as ErrorResponse).errors;
      expect(error?.code).toBe('request.malformed');
      expect(error?.detail).toContain(`deeper than ${maxBodyDepth} levels`);
      expect(error?.reason).toMatchObject({ path: initPath, rule: 'maxDepth' });
    }
  });

  it(`takes a body nested exactly ${maxBodyDepth} levels to the schema check`, async () => {
    let nested: unknown = {};
    for (let level = 2; level < maxBodyDepth; level += 1) nested = { nested };
    // The outer object is level 1, `nested` levels 2 to 64.
    const body = JSON.stringify({ type: nested });
    const answer = await send(sandbox.apiUrl, { method: 'POST', path: initPath, headers: headers(), body });
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain('deeper than');
  });
});

describe('request lines and headers the HTTP adapter would refuse', () => {
  it('answers whatever Host header it is called with', async () => {
    for (const host of ['a b', '[::1', 'x:99999', '\u00e9vil.example']) {
      const answer = await send(sandbox.apiUrl, {
        method: 'GET',
        path: '/health',
        headers: { host },
        body: undefined,
      });
      expect(answer.status, host).toBe(200);
    }
  });

  it('answers an unreadable request target with 400 request.malformed, not an empty 400', async () => {
    const answer = await send(sandbox.apiUrl, { method: 'GET', path: '/a\\b', headers: {}, body: undefined });
    expect(answer.status).toBe(400);
    const [error] = (JSON.parse(answer.text) as ErrorResponse).errors;
    expect(error?.code).toBe('request.malformed');
  });
});

// ---------------------------------------------------------------------------------------------------
// What the documents describe.

function operationsOf(origin: string, document: Json): Operation[] {
  const paths = document.paths as Record<string, Record<string, Json>>;
  return Object.entries(paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      origin,
      template,
      method: method.toUpperCase(),
      fields: fieldsOf(document, operation),
      queryNames: ((operation.parameters ?? []) as Json[])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => String(parameter.name)),
    })),
  );
}

function fieldsOf(document: Json, operation: Json): Operation['fields'] {
  const content = ((operation.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
  const schema = resolve(document, Object.values(content)[0]?.schema as Json | undefined);
  const properties = (schema?.properties ?? {}) as Record<string, Json>;
  return Object.entries(properties).map(([name, property]) => ({
    name,
    values: (resolve(document, property)?.enum as unknown[] | undefined) ?? [],
  }));
}

function resolve(document: Json, schema: Json | undefined): Json | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document) as Json | undefined;
}

// ---------------------------------------------------------------------------------------------------
// Generators.

const oddStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  'Z\u0351\u036b\u0343\u036a\u0302\u036b',
  '\ud83d\ude00'.repeat(50),
  '\ufeff{}',
  "'; DROP TABLE executions; --",
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '__proto__',
  'x'.repeat(10_000),
);

const anyString = fc.oneof(oddStrings, fc.string({ unit: 'binary', maxLength: 40 }), fc.string());

const anyValue = fc.oneof(
  anyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 1e308, 0.1),
  fc.jsonValue({ maxDepth: 4 }),
);

/** Path segments a platform id may be replaced with: traversal, encodings, unicode, length. */
function idSegment(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...realIds),
    fc.uuid(),
    fc.constantFrom(
      '..',
      '../..',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e',
      '%00',
      '%ff%fe',
      '%E2%80%AE',
      '.',
      '~',
      'a'.repeat(5_000),
      'null',
      'undefined',
      'constructor',
      '__proto__',
    ),
    anyString.map(encodeSegment),
  );
}

function pathFor(operation: Operation): fc.Arbitrary<string> {
  const parts = operation.template.split(/(\{[^}]+\})/);
  return fc
    .tuple(...parts.map((part) => (part.startsWith('{') ? idSegment() : fc.constant(part))))
    .map((segments) => segments.join(''));
}

function queryFor(operation: Operation): fc.Arbitrary<string> {
  const names = [
    ...operation.queryNames,
    'wait',
    'page[size]',
    'page[cursor]',
    'filter[status]',
    '__proto__',
  ];
  // A `wait` from 1 to 30 would long-poll: only values that answer at once.
  const values = fc.oneof(anyString, fc.constantFrom('-1', '0', '31', '1e9', 'NaN', '[]', '%'));
  return fc.oneof(
    fc.constant(''),
    fc
      .array(fc.tuple(fc.constantFrom(...names), values), { maxLength: 4 })
      .map((pairs) => `?${pairs.map(([name, value]) => `${name}=${encodeSegment(value)}`).join('&')}`),
  );
}

/** A body shaped after the documented one, with fields missing, wrong and extra. */
function shapedBody(operation: Operation): fc.Arbitrary<unknown> {
  const fieldValue = (values: unknown[]) =>
    values.length > 0 ? fc.oneof(fc.constantFrom(...values), anyValue) : anyValue;
  const record = Object.fromEntries(operation.fields.map(({ name, values }) => [name, fieldValue(values)]));
  return fc
    .tuple(
      fc.record(record, { requiredKeys: [] }),
      fc.dictionary(fc.oneof(anyString, fc.constantFrom('__proto__', 'constructor')), anyValue, {
        maxKeys: 3,
      }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

function bodyFor(operation: Operation): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 6, arbitrary: shapedBody(operation).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: anyString },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,]', 'nul', '\u0000\u0001', 'a=1&b=%zz') },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1, max: 2_000 })
        .map((extra) => JSON.stringify({ padding: 'x'.repeat(maxBodyBytes + extra) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: maxBodyDepth - 2, max: 20_000 })
        .map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
    },
  );
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  undefined,
);

function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.oneof(
        { weight: 4, arbitrary: fc.constant(operation.method) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS') },
      ),
      path: pathFor(operation),
      query: queryFor(operation),
      credentials: fc.constantFrom(...credentials),
      contentType: contentTypes,
      idempotencyKey: fc.oneof(
        fc.uuid(),
        fc.constant(undefined),
        fc.constantFrom('', ' ', 'k'.repeat(1_000)),
        fc.string({ unit: fc.constantFrom(...'abc-_ %.:/'), maxLength: 20 }),
      ),
      body: bodyFor(operation),
    })
    .map(({ method, path, query, credentials, contentType, idempotencyKey, body }) => {
      const headers: Record<string, string> = { ...credentials };
      if (contentType) headers['content-type'] = contentType;
      if (idempotencyKey !== undefined) headers['x-idempotency-key'] = idempotencyKey;
      return { method, path: path + query, headers, body };
    });
}

/** Percent-encodes what a request line may not carry raw; lone surrogates become their bytes. */
function encodeSegment(text: string): string {
  return Array.from(text, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

// ---------------------------------------------------------------------------------------------------
// Sending and checking.

/** `node:http` rather than fetch: the path goes out as generated, `..` and all, not normalised. */
function send(origin: string, request: FuzzRequest): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        hostname,
        port,
        method: request.method,
        path: request.path,
        headers:
          request.body === undefined
            ? request.headers
            : { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
        timeout: requestTimeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? null,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${requestTimeoutMs} ms`)));
    // The sandbox answers 413 and closes before reading a huge body: the upload may end in EPIPE.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    outgoing.end(request.body);
  });
}

function shapeProblems(origin: string, request: FuzzRequest, answer: Answer): string[] {
  // HEAD answers carry no body and OPTIONS is the CORS preflight: neither is in the documents. A 431
  // comes from Node's HTTP parser (request line and headers over 16 KB) before any route runs.
  if (request.method === 'HEAD' || request.method === 'OPTIONS' || answer.status === 431) return [];
  let body: unknown = answer.text;
  if (answer.contentType?.startsWith('application/json')) {
    try {
      body = JSON.parse(answer.text);
    } catch {
      return [`not JSON although labelled so: ${answer.text.slice(0, 100)}`];
    }
  }
  const problems = validator.check({
    method: request.method,
    // Resolved as the sandbox resolves it: `/a/../b` is `/b`.
    url: new URL(request.path, origin).href,
    status: answer.status,
    contentType: answer.contentType,
    body,
  });
  if (answer.status >= 400) {
    const codes = ((body as ErrorResponse).errors ?? []).map((error) => error.code);
    problems.push(...codes.filter((code) => !catalogued.has(code)).map((code) => `uncatalogued ${code}`));
  }
  return problems;
}

/** Undoes what a fuzzed control request may have set: faults, clock, rate limit. */
async function resetControls(origin: string): Promise<void> {
  for (const path of ['/sandbox/faults', '/sandbox/clock', '/sandbox/rate-limit']) {
    await send(origin, { method: 'DELETE', path, headers: merchant(sandbox), body: undefined });
  }
}

async function tokenFrom(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: sandbox.credentials.clientId,
      client_secret: sandbox.credentials.clientSecret,
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
