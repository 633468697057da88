import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { OpenApiValidator } from '../../../test/openapi-validator';
import { errorResponseSchema, platformErrorSchema, type PlatformError } from '../../api/schemas/error';
import { tokenizeResponseSchema } from '../../api/schemas/vault';
import { errorCodes, failureReasons } from './error-catalogue';
import { errorCatalogueDocumentSchema } from './error-docs';
import { bearer, call, merchant, useTestSandbox, type JsonResponse } from '../node-test-helpers';

const sandbox = useTestSandbox();
let validator: OpenApiValidator;
let pageIds: Set<string>;
beforeAll(async () => {
  validator = await OpenApiValidator.load([sandbox.apiUrl, sandbox.vaultUrl]);
  const page = await fetch(`${sandbox.apiUrl}/docs/errors`);
  pageIds = sectionIds(await page.text());
});

function sectionIds(html: string): Set<string> {
  return new Set([...html.matchAll(/<section id="([^"]+)"/g)].map((match) => match[1]!));
}

const cataloguedCodes = [...errorCodes, ...failureReasons].map((entry) => entry.code);

// ---------------------------------------------------------------------------------------------------
// The docUrl of real answers.

async function vaultToken(): Promise<string> {
  const response = await call<{ access_token: string }>(`${sandbox.vaultUrl}/auth/token`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=client_credentials&client_id=${sandbox.credentials.clientId}&client_secret=${sandbox.credentials.clientSecret}`,
    idempotencyKey: null,
  });
  return response.body.access_token;
}

/** Checks an error answer against the OpenAPI document of its host; returns its error objects. */
function errorsOf(method: string, url: string, response: JsonResponse): PlatformError[] {
  const problems = validator.check({
    method,
    url,
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: response.body,
  });
  expect(problems, `${method} ${url}`).toEqual([]);
  return errorResponseSchema.parse(response.body).errors;
}

function expectDocumented(errors: PlatformError[]): void {
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) {
    // On the vault host too: the page lives on the API host.
    expect(error.docUrl).toBe(`${sandbox.apiUrl}/docs/errors#${error.code}`);
    expect(pageIds.has(error.code), `no <section id="${error.code}"> on /docs/errors`).toBe(true);
  }
}

describe('docUrl on every error object', () => {
  it('answers it on the API host: unknown route, missing credentials, missing header, invalid body', async () => {
    const notFound = `${sandbox.apiUrl}/no/such/route`;
    const workspaces = `${sandbox.apiUrl}/merchant/workspaces`;
    const clientInit = `${sandbox.apiUrl}/merchant/client/init`;
    const answers = [
      errorsOf('GET', notFound, await call(notFound)),
      errorsOf('GET', workspaces, await call(workspaces)),
      errorsOf(
        'POST',
        clientInit,
        await call(clientInit, { headers: merchant(sandbox), body: {}, idempotencyKey: null }),
      ),
      errorsOf('POST', clientInit, await call(clientInit, { headers: merchant(sandbox), body: {} })),
    ];
    expect(answers.map((errors) => errors[0]!.code)).toEqual([
      'request.not-found',
      'request.unauthorized',
      'request.header.missing',
      expect.stringMatching(/^request\.(param\.invalid|malformed)$/),
    ]);
    answers.forEach(expectDocumented);
  });

  it('answers it on the vault host, pointing at the API host page, and in tokenize record errors', async () => {
    const record = `${sandbox.vaultUrl}/records/anything`;
    const forbidden = errorsOf('GET', record, await call(record, { headers: merchant(sandbox) }));
    expect(forbidden.map((error) => error.code)).toEqual(['request.forbidden']);
    expectDocumented(forbidden);

    const tokenize = await call(`${sandbox.vaultUrl}/records/tokenize`, {
      headers: bearer(await vaultToken()),
      body: { records: [{ type: 'card', fields: { cardNumber: { value: '4111111111111112' } } }] },
      idempotencyKey: null,
    });
    expect(tokenize.status).toBe(200);
    const [result] = tokenizeResponseSchema.parse(tokenize.body).records;
    if (!result || !('error' in result))
      throw new Error(`expected a record error, got ${JSON.stringify(result)}`);
    expect(result.error.code).toBe('request.param.invalid');
    expectDocumented([platformErrorSchema.parse(result.error)]);
  });

  it('answers it with 503 service.unavailable from the fault switch', async () => {
    const faults = `${sandbox.apiUrl}/sandbox/faults`;
    await call(faults, { headers: merchant(sandbox), body: { route: 'execution', kind: 'unavailable' } });
    try {
      const execution = `${sandbox.apiUrl}/merchant/workflows/payout/executions/some-id`;
      const errors = errorsOf('GET', execution, await call(execution, { headers: merchant(sandbox) }));
      expect(errors.map((error) => error.code)).toEqual(['service.unavailable']);
      expectDocumented(errors);
    } finally {
      await call(faults, { method: 'DELETE', headers: merchant(sandbox) });
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// The page and its JSON.

describe('GET /docs/errors', () => {
  it('has one section per catalogued code, with status, meaning and fix', async () => {
    const response = await fetch(`${sandbox.apiUrl}/docs/errors`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect([...sectionIds(html)].sort()).toEqual([...cataloguedCodes].sort());
    const section = /<section id="request\.rate-limit">(.*?)<\/section>/.exec(html)?.[1] ?? '';
    expect(section).toContain('<dt>HTTP status</dt><dd>429</dd>');
    expect(section).toContain(
      '<dt>How to fix</dt><dd>Wait the seconds of the <code>Retry-After</code> header',
    );
  });

  it('runs no script and has no inline style attribute, under a strict CSP', async () => {
    const response = await fetch(`${sandbox.apiUrl}/docs/errors`);
    const html = await response.text();
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/unsafe-inline|script-src/);
  });

  it('needs no credentials and is described in the OpenAPI document', async () => {
    const doc = validator.documents[new URL(sandbox.apiUrl).origin] as {
      paths: Record<string, { get?: { security?: unknown[] } }>;
    };
    expect(doc.paths['/docs/errors']?.get?.security).toEqual([]);
    expect(doc.paths['/docs/errors.json']?.get?.security).toEqual([]);
  });
});

describe('GET /docs/errors.json', () => {
  it('lists the same codes as the page, each with its docUrl, and matches its OpenAPI schema', async () => {
    const url = `${sandbox.apiUrl}/docs/errors.json`;
    const response = await call(url);
    expect(
      validator.check({
        method: 'GET',
        url,
        status: response.status,
        contentType: response.headers.get('content-type'),
        body: response.body,
      }),
    ).toEqual([]);
    const document = errorCatalogueDocumentSchema.parse(response.body);
    const listed = [...document.errorCodes, ...document.failureReasons];
    expect(listed.map((entry) => entry.code)).toEqual(cataloguedCodes);
    for (const entry of listed) {
      expect(entry.docUrl).toBe(`${sandbox.apiUrl}/docs/errors#${entry.code}`);
      expect(pageIds.has(entry.code)).toBe(true);
    }
    expect(document.errorCodes.find((entry) => entry.code === 'request.conflict')?.statuses).toEqual([409]);
  });
});

// ---------------------------------------------------------------------------------------------------
// The catalogue against the source.

const sandboxDir = fileURLToPath(new URL('..', import.meta.url));
const namespaces = [...new Set(cataloguedCodes.map((code) => code.split('.')[0]!))];

/**
 * The error codes a piece of source uses: any quoted string that is a dotted name in a namespace the
 * catalogue knows (`'payout.rejected'`), plus, whatever the namespace, the code argument of
 * `httpError(status, 'code', ...)` and a dotted `code: '...'` property (error items and reasons).
 */
function codesUsedIn(source: string): { all: Set<string>; httpErrorCodes: Set<string> } {
  const namespaced = new RegExp(`(['"\`])((?:${namespaces.join('|')})(?:\\.[a-z][a-z-]*)+)\\1`, 'g');
  const httpErrorArgument = /\bhttpError\(\s*\d+\s*,\s*(['"`])([^'"`]+)\1/g;
  const codeProperty = /\bcode:\s*(['"`])([a-z]+(?:\.[a-z][a-z-]*)+)\1/g;
  const httpErrorCodes = new Set([...source.matchAll(httpErrorArgument)].map((match) => match[2]!));
  const all = new Set([
    ...[...source.matchAll(namespaced)].map((match) => match[2]!),
    ...[...source.matchAll(codeProperty)].map((match) => match[2]!),
    ...httpErrorCodes,
  ]);
  return { all, httpErrorCodes };
}

function sandboxSources(): { file: string; text: string }[] {
  return readdirSync(sandboxDir, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('error-catalogue.ts'),
    )
    .map((file) => ({ file, text: readFileSync(join(sandboxDir, file), 'utf8') }));
}

describe('the catalogue covers the source', () => {
  it('finds codes in every form the sandbox writes them', () => {
    const found = codesUsedIn(
      [
        "throw httpError(410, 'thing.gone', 'x');",
        "items.push({ code: 'vault.locked', detail });",
        "payoutFailed('payout.bounced', 'y');",
        "const path = 'account.iban';",
      ].join('\n'),
    );
    expect([...found.all].sort()).toEqual(['payout.bounced', 'thing.gone', 'vault.locked']);
    expect([...found.httpErrorCodes]).toEqual(['thing.gone']);
  });

  it('lists every code src/sandbox uses', () => {
    const missing: string[] = [];
    const notErrorCodes: string[] = [];
    for (const { file, text } of sandboxSources()) {
      const { all, httpErrorCodes } = codesUsedIn(text);
      for (const code of all) if (!cataloguedCodes.includes(code)) missing.push(`${code} (${file})`);
      for (const code of httpErrorCodes) {
        if (!errorCodes.some((entry) => entry.code === code)) notErrorCodes.push(`${code} (${file})`);
      }
    }
    expect(missing, 'add these codes to src/sandbox/docs/error-catalogue.ts').toEqual([]);
    expect(notErrorCodes, 'httpError codes belong in errorCodes, not failureReasons').toEqual([]);
  });

  it('lists no code the sandbox never uses, and each code once', () => {
    const used = new Set(sandboxSources().flatMap(({ text }) => [...codesUsedIn(text).all]));
    expect(cataloguedCodes.filter((code) => !used.has(code))).toEqual([]);
    expect(new Set(cataloguedCodes).size).toBe(cataloguedCodes.length);
  });
});
