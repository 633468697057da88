import { createServer, request as httpRequest } from 'node:http';
import { createConnection, type AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerSafely, startMerchantServer } from '../../../demo/server';
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

// ---------------------------------------------------------------------------------------------------
// Raw HTTP: what a scanner, a broken proxy or a curious developer sends, byte for byte.

/** A request as bytes on a fresh connection; `\n` becomes CRLF. */
interface Probe {
  name: string;
  bytes: string;
}

const post = (path: string, body: string, type = 'application/json') =>
  `POST ${path} HTTP/1.1\nhost: x\ncontent-type: ${type}\ncontent-length: ${Buffer.byteLength(body)}\nconnection: close\n\n${body}`;
const get = (target: string, headers = '') =>
  `GET ${target} HTTP/1.1\nhost: x\nconnection: close\n${headers}\n`;
const upgrade = (path: string, protocol?: string) =>
  `GET ${path} HTTP/1.1\nhost: x\nconnection: Upgrade\nupgrade: websocket\nsec-websocket-version: 13\n` +
  `sec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\n${protocol ? `sec-websocket-protocol: ${protocol}\n` : ''}\n`;

const probes: Probe[] = [
  // Targets that are paths only in form.
  ...['//', '///', '//health', '//evil.example/health', '//?x=1', '/%zz', '/%', '/%00', '/health?%zz'].map(
    (target) => ({ name: `GET ${target}`, bytes: get(target) }),
  ),
  ...['/..%2f..%2fetc%2fpasswd', '/../../etc/passwd', '/./', '/a\\b', '/%E2%80%AE', '/\u00e9'].map(
    (target) => ({
      name: `GET ${target}`,
      bytes: get(target),
    }),
  ),
  { name: 'GET *', bytes: get('*') },
  { name: 'OPTIONS *', bytes: 'OPTIONS * HTTP/1.1\nhost: x\nconnection: close\n\n' },
  { name: 'absolute-form target', bytes: get('http://evil.example/health') },
  { name: 'a target of 8,000 characters', bytes: get(`/${'a'.repeat(8_000)}`) },
  { name: 'a query of 2,000 parameters', bytes: get(`/?${'a=1&'.repeat(2_000)}`) },
  // Methods.
  ...['PUT', 'PATCH', 'TRACE', 'DELETE', 'HEAD'].map((method) => ({
    name: `${method} //`,
    bytes: `${method} // HTTP/1.1\nhost: x\nconnection: close\n\n`,
  })),
  { name: 'an unknown method', bytes: 'BREW / HTTP/1.1\nhost: x\nconnection: close\n\n' },
  { name: 'POST // with a body', bytes: post('//', '{}') },
  // Headers.
  { name: 'no Host', bytes: 'GET / HTTP/1.1\nconnection: close\n\n' },
  { name: 'an empty Host', bytes: 'GET / HTTP/1.1\nhost:\nconnection: close\n\n' },
  { name: 'HTTP/1.0 without Host', bytes: 'GET // HTTP/1.0\n\n' },
  { name: 'HTTP/2.0 on the request line', bytes: 'GET / HTTP/2.0\nhost: x\n\n' },
  { name: 'a header of 20 KB', bytes: get('/', `x-big: ${'b'.repeat(20_000)}\n`) },
  { name: 'a header name with a space', bytes: get('/', 'bad header: 1\n') },
  { name: 'a folded header', bytes: get('/', 'x-a: 1\n  folded\n') },
  { name: 'a stray WebSocket upgrade', bytes: upgrade('/') },
  { name: 'a WebSocket upgrade to //', bytes: upgrade('//', 'vite-hmr') },
  // Framing.
  {
    name: 'two different Content-Lengths',
    bytes: 'POST / HTTP/1.1\nhost: x\ncontent-length: 2\ncontent-length: 3\nconnection: close\n\n{}',
  },
  {
    name: 'chunked and Content-Length at once',
    bytes:
      'POST / HTTP/1.1\nhost: x\ntransfer-encoding: chunked\ncontent-length: 3\nconnection: close\n\n0\n\n',
  },
  {
    name: 'a broken chunk size',
    bytes: 'POST / HTTP/1.1\nhost: x\ntransfer-encoding: chunked\nconnection: close\n\nzz\n{}\n0\n\n',
  },
  // Bodies the demo merchant's routes read.
  { name: 'a payout body that is not JSON', bytes: post('/api/payouts', '{"country":') },
  { name: 'a checkout body that is null', bytes: post('/api/checkouts', 'null') },
  { name: 'a checkout body that is a list', bytes: post('/api/checkouts', '[1]') },
  { name: 'a webhook that is not JSON', bytes: post('/webhooks/railkit', 'a=%zz', 'text/plain') },
];

interface ProbeAnswer {
  status?: number;
  problem?: string;
}

/** Writes the probe on a connection of its own; its answer's status, once the final head arrived. */
function probe(origin: string, { bytes }: Probe): Promise<ProbeAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    let received = '';
    const socket = createConnection({ host: hostname, port: Number(port) }, () =>
      socket.write(bytes.replace(/\n/g, '\r\n'), 'utf8'),
    );
    const done = (answer: ProbeAnswer) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => done({ problem: 'no answer in 5 s' }), 5_000);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      // Skip interim answers (100 Continue): the final one counts.
      const heads = [...received.matchAll(/HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n/g)];
      const final = heads.find((head) => !head[1]!.startsWith('1'));
      if (final) done({ status: Number(final[1]) });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => done({ problem: error.code ?? error.message }));
    socket.on('close', () =>
      done({ problem: `closed unanswered: ${JSON.stringify(received.slice(0, 80))}` }),
    );
  });
}

describe('raw HTTP probes to the API host, the vault host and the demo merchant server', () => {
  let demo: { url: string; close(): Promise<number> };
  beforeAll(async () => {
    demo = await startMerchantServer({
      port: 0,
      apiUrl: sandbox.apiUrl,
      vaultUrl: sandbox.vaultUrl,
      credentials: { clientId: sandbox.credentials.clientId, clientSecret: sandbox.credentials.clientSecret },
      webhookSecret: sandbox.credentials.webhookSecret,
      buildScriptTags: false,
    });
  }, 60_000);
  afterAll(() => demo?.close());

  it(`answers each of ${probes.length} probes on every server below 500, and every server goes on`, async () => {
    const servers = { api: sandbox.apiUrl, vault: sandbox.vaultUrl, demo: demo.url };
    const failures: string[] = [];
    let sent = 0;
    for (const [server, origin] of Object.entries(servers)) {
      for (const each of probes) {
        const answer = await probe(origin, each);
        sent += 1;
        if (answer.status === undefined || answer.status >= 500) {
          failures.push(`${server}: ${each.name} -> ${answer.status ?? answer.problem}`);
        }
      }
    }
    console.log(`[fuzz] ${sent} raw probes, ${failures.length} answered badly or not at all`);
    expect(failures).toEqual([]);
    for (const origin of Object.values(servers)) {
      expect((await probe(origin, { name: 'health', bytes: get('/health') })).status).not.toBeUndefined();
    }
    expect((await probe(sandbox.apiUrl, { name: 'health', bytes: get('/health') })).status).toBe(200);
  }, 60_000);

  it('answers 400 to the demo requests it cannot read', async () => {
    for (const name of [
      'GET /%zz',
      'a payout body that is not JSON',
      'a checkout body that is null',
      'a stray WebSocket upgrade',
    ]) {
      const answer = await probe(
        demo.url,
        probes.find((each) => each.name === name)!,
      );
      expect(answer.status, name).toBe(400);
    }
  });

  it('answers 500 when a demo handler throws, logs it, and goes on serving', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = createServer(
      answerSafely((_request, response, path) => {
        if (path === '/throws') throw new Error('a handler bug');
        if (path === '/rejects') return Promise.reject(new Error('an async handler bug'));
        response.end('fine');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await probe(origin, { name: 'throws', bytes: get('/throws') })).status).toBe(500);
      expect((await probe(origin, { name: 'rejects', bytes: get('/rejects') })).status).toBe(500);
      expect(errors.mock.calls.map((call) => String(call[1]))).toEqual([
        'Error: a handler bug',
        'Error: an async handler bug',
      ]);
      expect((await probe(origin, { name: 'fine', bytes: get('/') })).status).toBe(200);
    } finally {
      errors.mockRestore();
      server.closeAllConnections();
      server.close();
    }
  });
});
