import { createPublicKey, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CompactEncrypt } from 'jose';
import { afterAll, beforeAll } from 'vitest';
import type { AuthorizeRequest, EncryptedCard, PaymentCompositionItem } from '../api/schemas/actions';
import { clientConfigSchema, type ClientConfig, type ClientInitRequest } from '../api/schemas/client-config';
import type { ErrorResponse } from '../api/schemas/error';
import type { PayoutRequest } from '../api/schemas/execution';
import { startSandbox, type Sandbox, type SandboxOptions } from './index';
import { cardTestValues, sampleBankAccounts, sampleCardNumber } from './platform/shared/test-values';

/**
 * Helpers for the node tests of the sandbox and of the server client (`*.node.test.ts`): a sandbox on
 * free ports with fast timers, a merchant notification endpoint, request bodies, card encryption like
 * the SDK's, and a tiny HTTP client that talks to the sandbox like a merchant and a browser would.
 */

export const workspaceId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

export function startTestSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return startSandbox({
    port: 0,
    vaultPort: 0,
    quiet: true,
    payoutSettleMs: 80,
    webhookRetryBaseMs: 20,
    ...options,
  });
}

/**
 * One sandbox for the test file: started before its tests, closed after them. The object returned is
 * filled in by `beforeAll`, so read it inside tests and hooks only. Pass a function when the options
 * depend on something another `beforeAll` prepares (a notification receiver's URL).
 */
export function useTestSandbox(options: SandboxOptions | (() => SandboxOptions) = {}): Sandbox {
  const sandbox = {} as Sandbox;
  beforeAll(async () => {
    Object.assign(sandbox, await startTestSandbox(typeof options === 'function' ? options() : options));
  });
  // Absent when the start failed: let that failure be the one reported.
  afterAll(() => sandbox.close?.());
  return sandbox;
}

/** One notification delivery as the merchant's endpoint received it. */
export interface ReceivedNotification {
  rawBody: string;
  signature: string | undefined;
}

export interface NotificationReceiver {
  /** Where the sandbox should send notifications (`webhookUrl`). */
  url: string;
  /** Every delivery, in arrival order. */
  received: ReceivedNotification[];
}

/**
 * The merchant's notification endpoint for the test file, on a free port: records every delivery,
 * fails the first `failures` of them with 500 (to see retries) and answers 204 after that.
 */
export function useNotificationReceiver(failures = 0): NotificationReceiver {
  const receiver: NotificationReceiver = { url: '', received: [] };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiver.received.push({
        rawBody: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['x-signature'] as string | undefined,
      });
      res.writeHead(receiver.received.length <= failures ? 500 : 204).end();
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/railkit`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return receiver;
}

/** Resolves once `condition` holds; fails after `timeoutMs`. */
export async function until(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON unless a string. */
  body?: unknown;
  /** `x-idempotency-key`; a fresh UUID for POSTs unless `null` (no header). */
  idempotencyKey?: string | null;
}

/** One request; the answer's body parsed as JSON when there is one. */
export async function call<T = unknown>(url: string, options: CallOptions = {}): Promise<JsonResponse<T>> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined && typeof options.body !== 'string')
    headers['content-type'] = 'application/json';
  if (method === 'POST' && options.idempotencyKey !== null) {
    headers['x-idempotency-key'] = options.idempotencyKey ?? randomUUID();
  }
  const response = await fetch(url, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as T,
  };
}

/** The merchant's API key header. */
export function merchant(sandbox: Sandbox): Record<string, string> {
  return { 'x-api-key': sandbox.credentials.apiKey };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export function errorCodes(response: JsonResponse): string[] {
  return (response.body as ErrorResponse).errors.map((error) => error.code);
}

export function errorFields(response: JsonResponse): string[] {
  return (response.body as ErrorResponse).errors.map((error) => String(error.reason?.field));
}

export interface SessionOptions {
  workflowCode?: string;
  country?: string;
  amount?: { value: string; currency: string };
  holderReference?: string;
  workspaceId?: string;
}

export function clientInitBody(options: SessionOptions = {}): ClientInitRequest {
  return {
    type: 'dropIn',
    workflowCode: options.workflowCode ?? 'payout',
    holderReference: options.holderReference ?? `holder-${randomUUID()}`,
    merchantReference: `order-${randomUUID()}`,
    workspaceId: options.workspaceId ?? workspaceId,
    amount: options.amount ?? { value: '125.50', currency: 'EUR' },
    meta: { order: { placement: { country: { code: options.country ?? 'DE' } } } },
  };
}

/** Client init as the merchant server does it; the decoded, schema-checked config. */
export async function createSession(sandbox: Sandbox, options: SessionOptions = {}): Promise<ClientConfig> {
  const response = await call<{ version: string; data: string }>(`${sandbox.apiUrl}/merchant/client/init`, {
    headers: merchant(sandbox),
    body: clientInitBody(options),
  });
  if (response.status !== 200) throw new Error(`client init failed: ${JSON.stringify(response.body)}`);
  return decodeConfig(response.body.data);
}

export function decodeConfig(data: string): ClientConfig {
  return clientConfigSchema.parse(JSON.parse(Buffer.from(data, 'base64').toString('utf8')));
}

/** Creates a bank-account instrument with the session's client token; returns the raw response. */
export function createInstrument(
  config: ClientConfig,
  data: Record<string, unknown> = sampleBankAccounts.DE!,
  idempotencyKey?: string,
): Promise<JsonResponse> {
  return call(config.vault.links.saveInstrument.href, {
    headers: bearer(config.token),
    body: {
      holderReference: config.holderReference,
      paymentMethodCode: 'bankAccount',
      data,
      storeInstrument: true,
    },
    idempotencyKey,
  });
}

export function payoutBody(config: ClientConfig, instrumentId: string): PayoutRequest {
  const amount = config.amount!;
  return {
    amount,
    payoutComposition: [
      { paymentInstrumentId: instrumentId, paymentMethodCode: 'bankAccount', integrationType: 'api', amount },
    ],
  };
}

/** Encrypts like the SDK does (contract 7): to the config's public key, with its key id. */
export async function encryptFor(config: ClientConfig, payload: object): Promise<string> {
  const key = createPublicKey({
    key: Buffer.from(config.vault.encryptionPublicKey, 'base64'),
    format: 'der',
    type: 'spki',
  });
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256CBC-HS512', kid: config.vault.keyId })
    .encrypt(key);
}

/** The card numbers of the documented authorize outcomes (contract 10), found by what they do. */
export const testCards = {
  declined: cardTestValues.find(
    (test) => test.outcome.status === 'authorizeFailed' && !test.outcome.afterProviderTimeout,
  )!.cardNumber,
  threeDs: cardTestValues.find((test) => test.outcome.status === 'authorizePending')!.cardNumber,
  providerTimeout: cardTestValues.find(
    (test) => test.outcome.status === 'authorizeFailed' && test.outcome.afterProviderTimeout,
  )!.cardNumber,
};

/** `encryptedData` of a valid card of the session's holder; `extra` overrides any field. */
export function encryptedCard(
  config: ClientConfig,
  cardNumber = sampleCardNumber,
  extra: Partial<EncryptedCard> = {},
): Promise<string> {
  const card: EncryptedCard = {
    cardNumber,
    expiryMonth: '03',
    expiryYear: '30',
    securityCode: '737',
    holderName: 'Jane Doe',
    holderReference: config.holderReference ?? '',
    ...extra,
  };
  return encryptFor(config, card);
}

/** Where a test shop sends the consumer back after 3-D Secure. */
export const shopReturnInfo = { success: 'https://shop.example/done', error: 'https://shop.example/oops' };

/**
 * Authorize body of one card item paying the session's whole amount; `item` overrides item fields
 * (`encryptedData` is left out when undefined).
 */
export function authorizeBody(
  config: ClientConfig,
  encryptedData: string | undefined,
  item: Partial<PaymentCompositionItem> = {},
): AuthorizeRequest {
  const amount = config.amount!;
  return {
    amount,
    returnInfo: shopReturnInfo,
    paymentComposition: [
      {
        paymentMethodCode: 'card',
        integrationType: 'api',
        amount,
        ...(encryptedData ? { encryptedData } : {}),
        ...item,
      },
    ],
  };
}

/**
 * The request of the consumer's browser answering the 3-D Secure challenge page with one of its two
 * buttons; the redirect back to the shop is left to the caller to read.
 */
export function challengeAnswer(outcome: 'complete' | 'fail'): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  };
}

/** What authorize answers for a card needing no 3-D Secure: links to capture, cancel and refund (spec 4.2). */
export function expectedAuthorizeResult(config: ClientConfig) {
  const self = config.execution.links.self;
  return {
    name: 'authorize',
    workspaceId: config.workspaceId,
    links: {
      execution: self,
      capture: { method: 'POST', href: `${self}/capture` },
      cancel: { method: 'POST', href: `${self}/cancel` },
      refund: `${self}/refund`,
    },
  };
}

/** Long-polls the execution until a final status (or `seconds`). */
export async function waitForExecution(config: ClientConfig, seconds = 5) {
  const response = await call<{ status: { code: string; reason?: { code: string } }[] }>(
    `${config.execution.links.self}?wait=${seconds}`,
    { headers: bearer(config.token) },
  );
  return response.body;
}
