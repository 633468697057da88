import { randomUUID } from 'node:crypto';
import { clientConfigSchema, type ClientConfig } from '../api/schemas/client-config';
import type { ErrorResponse } from '../api/schemas/error';
import { startSandbox, type Sandbox, type SandboxOptions } from './index';
import { sampleBankAccounts } from './test-values';

/**
 * Helpers for the sandbox's own node tests (`*.node.test.ts`): a sandbox on free ports with fast
 * timers, and a tiny HTTP client that talks to it like a merchant and a browser would.
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
}

export function clientInitBody(options: SessionOptions = {}) {
  return {
    type: 'dropIn',
    workflowCode: options.workflowCode ?? 'payout',
    holderReference: options.holderReference ?? `holder-${randomUUID()}`,
    merchantReference: `order-${randomUUID()}`,
    workspaceId,
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

export function payoutBody(config: ClientConfig, instrumentId: string) {
  const amount = config.amount!;
  return {
    amount,
    payoutComposition: [
      { paymentInstrumentId: instrumentId, paymentMethodCode: 'bankAccount', integrationType: 'api', amount },
    ],
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
