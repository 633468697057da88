import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ClientInitRequest, ClientInitResponse } from '../api/schemas/client-config';
import { clientInitResponseSchema } from '../api/schemas/client-config';
import { type Execution, executionSchema } from '../api/schemas/execution';
import { errorResponseSchema, type PlatformError } from '../api/schemas/error';
import { type Notification, notificationSchema } from '../api/schemas/notification';

/** How a merchant back end authenticates: OAuth client credentials (preferred) or an API key. */
export type ServerCredentials = { clientId: string; clientSecret: string } | { apiKey: string };

export interface ServerClientOptions {
  /** The API host, e.g. `http://127.0.0.1:4010` for the sandbox. */
  baseUrl: string;
  credentials: ServerCredentials;
  fetch?: typeof fetch;
}

/** A non-2xx answer of the platform, with its error objects (spec 7). */
export class PlatformRequestError extends Error {
  override name = 'RailkitPlatformError';
  constructor(
    readonly status: number,
    readonly platformErrors: PlatformError[],
  ) {
    const first = platformErrors[0];
    super(first ? `${status} ${first.code}: ${first.detail}` : `The platform answered ${status}.`);
  }
}

/** Renew the bearer token this long before it runs out, so no request carries a token about to expire. */
const tokenRenewMarginMs = 60_000;

/** The merchant's server-side client of the platform (the calls the payout journey needs). */
export function createServerClient(options: ServerClientOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  let cachedToken: { value: string; renewAt: number } | undefined;

  async function authHeaders(): Promise<Record<string, string>> {
    if ('apiKey' in options.credentials) return { 'x-api-key': options.credentials.apiKey };
    if (!cachedToken || Date.now() >= cachedToken.renewAt)
      cachedToken = await fetchToken(options.credentials);
    return { authorization: `Bearer ${cachedToken.value}` };
  }

  async function fetchToken(credentials: { clientId: string; clientSecret: string }) {
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
    });
    const response = await fetchImpl(`${baseUrl}/auth/token`, { method: 'POST', body });
    const json = (await readJson(response)) as { access_token: string; expires_in: number };
    return { value: json.access_token, renewAt: Date.now() + json.expires_in * 1000 - tokenRenewMarginMs };
  }

  async function request(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string) {
    const headers: Record<string, string> = { ...(await authHeaders()) };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method === 'POST') headers['x-idempotency-key'] = idempotencyKey ?? randomUUID();
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = JSON.stringify(body);
    return readJson(await fetchImpl(`${baseUrl}${path}`, init));
  }

  return {
    /** Client init (spec 4.7): the config to hand, unchanged, to `Railkit.init()` in the browser. */
    async clientInit(body: ClientInitRequest, idempotencyKey?: string): Promise<ClientInitResponse> {
      return clientInitResponseSchema.parse(
        await request('POST', '/merchant/client/init', body, idempotencyKey),
      );
    },
    async getExecution(workflowCode: string, executionId: string): Promise<Execution> {
      const path = `/merchant/workflows/${encodeURIComponent(workflowCode)}/executions/${encodeURIComponent(executionId)}`;
      return executionSchema.parse(await request('GET', path));
    },
  };
}

export type ServerClient = ReturnType<typeof createServerClient>;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : undefined;
  if (response.ok) return json;
  const parsed = errorResponseSchema.safeParse(json);
  throw new PlatformRequestError(response.status, parsed.success ? parsed.data.errors : []);
}

/** The `x-signature` the platform puts on a notification: base64 HMAC-SHA256 of the raw body. */
export function signNotification(rawBody: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/** Checks a notification's signature in constant time. Verify the RAW body, before any JSON parsing. */
export function verifyNotification(
  rawBody: string | Buffer,
  signature: string | undefined,
  secret: string,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signNotification(rawBody, secret), 'base64');
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Verifies and parses a notification; throws when the signature or the shape is wrong. */
export function parseNotification(
  rawBody: string | Buffer,
  signature: string | undefined,
  secret: string,
): Notification {
  if (!verifyNotification(rawBody, signature, secret)) {
    throw new Error(
      'Notification signature does not match: check the webhook secret, and verify the raw body.',
    );
  }
  return notificationSchema.parse(JSON.parse(rawBody.toString()));
}
