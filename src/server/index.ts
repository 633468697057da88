import { ApiKeyAuth, TokenSource, type ClientCredentials } from './auth';
import { ServerClientConfigurationError } from './errors';
import { Transport, type ResponseEvent, type RetryOptions } from './http';
import type { ClientCore } from './resources/core';
import { enrollmentMethods } from './resources/enrollments';
import { executionMethods } from './resources/executions';
import { fraudMethods } from './resources/fraud';
import { reportMethods } from './resources/reports';
import { vaultMethods } from './resources/vault';
import { workspaceMethods } from './resources/workspaces';

/**
 * `railkit/server`: the merchant back end's typed client of every platform endpoint, and the checks of
 * signed notifications. Node only (node:crypto, Buffer).
 */

/** How a merchant back end authenticates: OAuth client credentials (preferred) or the API key. */
export type ServerCredentials = ClientCredentials | { apiKey: string };

/** `createServerClient(options)`: the platform's hosts, your credentials, and the calls' time limits. */
export interface ServerClientOptions {
  /** The API host, e.g. `http://127.0.0.1:4010` for the sandbox. */
  baseUrl: string;
  /** The vault host, e.g. `http://127.0.0.1:4011`; needed for `tokenize` and `getRecord`. */
  vaultUrl?: string;
  credentials: ServerCredentials;
  fetch?: typeof fetch;
  retry?: RetryOptions;
  /** Time limit of one attempt in ms; default 30000 (long polls get their wait on top). */
  timeoutMs?: number;
  /** Called with every HTTP answer (each attempt, token requests too): logging, metrics, contract checks. */
  onResponse?: (event: ResponseEvent) => void | Promise<void>;
  /** The client's clock in ms since the epoch, for token renewal; default `Date.now`. */
  now?: () => number;
}

/**
 * The merchant's server-side client of the platform.
 *
 * @example
 * ```ts
 * import { createServerClient } from 'railkit/server';
 *
 * const platform = createServerClient({
 *   baseUrl: 'http://127.0.0.1:4010',
 *   credentials: { clientId: 'demo-merchant', clientSecret: 'demo-secret' },
 * });
 * const config = await platform.clientInit({ type: 'dropIn', workflowCode: 'payout', ...theOrder });
 * ```
 */
export function createServerClient(options: ServerClientOptions) {
  const apiUrl = checkUrl(options.baseUrl, 'baseUrl');
  const vaultUrl = options.vaultUrl === undefined ? undefined : checkUrl(options.vaultUrl, 'vaultUrl');
  const credentials = checkCredentials(options.credentials);
  const now = options.now ?? Date.now;
  const transport = new Transport({
    fetch: options.fetch ?? fetch,
    retry: { limit: 2, baseDelayMs: 200, maxDelayMs: 5_000, maxRetryAfterMs: 10_000, ...options.retry },
    timeoutMs: options.timeoutMs ?? 30_000,
    onResponse: options.onResponse,
  });
  const merchantAuth =
    'apiKey' in credentials
      ? new ApiKeyAuth(credentials.apiKey)
      : new TokenSource(transport, `${apiUrl}/auth/token`, credentials, undefined, now);
  const vaultAuth =
    vaultUrl && !('apiKey' in credentials)
      ? new TokenSource(transport, `${vaultUrl}/auth/token`, credentials, 'vaultrecords:tokenize', now)
      : undefined;

  const core: ClientCore = {
    transport,
    apiUrl,
    merchantAuth,
    vault() {
      if (!vaultUrl) {
        throw new ServerClientConfigurationError(
          'This call goes to the vault host: pass `vaultUrl` (e.g. http://127.0.0.1:4011) to createServerClient.',
        );
      }
      if (!vaultAuth) {
        throw new ServerClientConfigurationError(
          'The vault host takes only vault tokens, which need client credentials: pass { clientId, clientSecret }, not an API key.',
        );
      }
      return { url: vaultUrl, auth: vaultAuth };
    },
  };

  return {
    ...executionMethods(core),
    ...vaultMethods(core),
    ...workspaceMethods(core),
    ...enrollmentMethods(core),
    ...reportMethods(core),
    ...fraudMethods(core),
    /**
     * The access token now in use on the API host (undefined with an API key) or the vault host,
     * fetched or renewed as needed: for calls this client does not wrap.
     */
    async accessToken(host: 'api' | 'vault' = 'api'): Promise<string | undefined> {
      const auth = host === 'vault' ? core.vault().auth : merchantAuth;
      return auth instanceof TokenSource ? auth.token() : undefined;
    },
  };
}

/** The server client: one typed method per platform endpoint (`clientInit`, `capture`, `tokenize`, ...). */
export type ServerClient = ReturnType<typeof createServerClient>;

function checkUrl(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ServerClientConfigurationError(
      `${name} ${JSON.stringify(value)} is not a URL; use e.g. http://127.0.0.1:4010.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ServerClientConfigurationError(`${name} must be an http(s) URL (got ${url.protocol}).`);
  }
  return value.replace(/\/+$/, '');
}

function checkCredentials(credentials: ServerCredentials | undefined): ServerCredentials {
  if (credentials && 'apiKey' in credentials && credentials.apiKey) return credentials;
  if (credentials && 'clientId' in credentials && credentials.clientId && credentials.clientSecret) {
    return credentials;
  }
  throw new ServerClientConfigurationError(
    'credentials must be { clientId, clientSecret } (OAuth client credentials) or { apiKey }, with non-empty values.',
  );
}

export { decodeClientConfig, maxExecutionWaitSeconds } from './resources/executions';
export type { GetExecutionOptions } from './resources/executions';
export type { CallOptions } from './resources/core';
export type { TokenizeRecordInput, GetRecordOptions } from './resources/vault';
export type { FraudOperationsOptions } from './resources/fraud';
export { ReportFileUnavailableError } from './resources/reports';
export type { ReportRunFilters, CreateReportRunRequestInput } from './resources/reports';
export type { PageRequest, PagedList, IterateOptions } from './paging';
export type { ResponseEvent, RetryOptions } from './http';
export { maxRequestBodyBytes } from './http';
export type { ClientCredentials } from './auth';
export {
  PlatformRequestError,
  PlatformNetworkError,
  RequestBodyTooLargeError,
  UnexpectedResponseError,
  ServerClientConfigurationError,
} from './errors';
export {
  signNotification,
  verifyNotification,
  parseNotification,
  NotificationVerificationError,
  defaultToleranceSeconds,
} from './notifications';
export type { NotificationErrorCode, VerifyNotificationOptions } from './notifications';
