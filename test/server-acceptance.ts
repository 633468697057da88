import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { ClientConfig } from '../src/api/schemas/client-config';
import type { Instrument } from '../src/api/schemas/instrument';
import type { Sandbox, SandboxOptions } from '../src/sandbox';
import { clientInitBody, startTestSandbox, type SessionOptions } from '../src/sandbox/node-test-helpers';
import { sampleBankAccounts } from '../src/sandbox/platform/shared/test-values';
import {
  createServerClient,
  decodeClientConfig,
  type ServerClient,
  type ServerClientOptions,
} from '../src/server';
import { OpenApiValidator } from './openapi-validator';

/**
 * The acceptance suite's harness: one sandbox per test file (free ports), server clients pointed at
 * it, and every answer any of them receives validated against the sandbox's own `/openapi.json`.
 * `control()` calls the sandbox's test-control routes, validated the same way.
 */
export interface Acceptance {
  sandbox: Sandbox;
  validator: OpenApiValidator;
  /** The client with client credentials, both hosts. */
  client: ServerClient;
  /** Another client on the same sandbox; every answer it gets is validated too. */
  newClient(options?: Partial<ServerClientOptions>): ServerClient;
  /** A test-control call with the API key; throws unless 2xx. */
  control<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** A raw request (for what the typed client never sends, e.g. no idempotency key); validated. */
  raw(url: string, init?: RequestInit): Promise<{ status: number; headers: Headers; body: unknown }>;
  /** Client init through `client` (a payout of 125.50 EUR in DE unless told); the decoded config. */
  session(options?: SessionOptions): Promise<ClientConfig>;
  /** A German bank account of the session's holder, created with its client token (stored unless told). */
  bankAccount(config: ClientConfig, storeInstrument?: boolean): Promise<Instrument>;
}

/** `options` as a function when they depend on another `beforeAll` (a notification receiver's URL). */
export function useAcceptanceSandbox(options: SandboxOptions | (() => SandboxOptions) = {}): Acceptance {
  const harness = {} as Acceptance;

  beforeAll(async () => {
    const sandbox = await startTestSandbox({
      reportRunDelayMs: 50,
      ...(typeof options === 'function' ? options() : options),
    });
    const validator = await OpenApiValidator.load([sandbox.apiUrl, sandbox.vaultUrl]);
    const newClient = (overrides: Partial<ServerClientOptions> = {}) =>
      createServerClient({
        baseUrl: sandbox.apiUrl,
        vaultUrl: sandbox.vaultUrl,
        credentials: {
          clientId: sandbox.credentials.clientId,
          clientSecret: sandbox.credentials.clientSecret,
        },
        retry: { baseDelayMs: 20, maxDelayMs: 200 },
        ...overrides,
        onResponse: async (event) => {
          validator.check({
            method: event.method,
            url: event.url,
            status: event.status,
            contentType: event.headers.get('content-type'),
            body: event.body,
          });
          await overrides.onResponse?.(event);
        },
      });
    const raw: Acceptance['raw'] = async (url, init = {}) => {
      const response = await fetch(url, init);
      const text = await response.text();
      const contentType = response.headers.get('content-type');
      const body = text === '' ? undefined : contentType?.includes('json') ? JSON.parse(text) : text;
      validator.check({ method: init.method ?? 'GET', url, status: response.status, contentType, body });
      return { status: response.status, headers: response.headers, body };
    };
    const control: Acceptance['control'] = async (method, path, body) => {
      const response = await raw(`${sandbox.apiUrl}${path}`, {
        method,
        headers: {
          'x-api-key': sandbox.credentials.apiKey,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status >= 300) {
        throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
      }
      return response.body as never;
    };
    const client = newClient();
    const session: Acceptance['session'] = async (sessionOptions) =>
      decodeClientConfig(await client.clientInit(clientInitBody(sessionOptions)));
    const bankAccount: Acceptance['bankAccount'] = (config, storeInstrument = true) =>
      client.createInstrument(
        {
          holderReference: config.holderReference!,
          paymentMethodCode: 'bankAccount',
          data: sampleBankAccounts.DE!,
          storeInstrument,
        },
        { clientToken: config.token },
      );
    Object.assign(harness, { sandbox, validator, client, newClient, control, raw, session, bankAccount });
  });

  afterEach(() => {
    // Every answer of the test matched the published contract; failures name the request.
    const failures = harness.validator.failures.splice(0);
    expect(failures, 'responses that do not match /openapi.json').toEqual([]);
  });

  afterAll(async () => {
    expect(harness.validator.checked, 'responses validated against /openapi.json').toBeGreaterThan(0);
    await harness.sandbox?.close();
  });

  return harness;
}

/** Rejects with the error `promise` throws, to inspect it; fails when it resolves. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the fields of whichever error class came
export async function failureOf(promise: Promise<unknown>): Promise<any> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, but it succeeded');
}
