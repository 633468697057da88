import { parseArgs, type ParseArgsConfig } from 'node:util';
import { createServerClient, PlatformNetworkError, type ServerClient } from '../../server/index';

/**
 * What every command of the command line shares: it talks to a running sandbox over its HTTP routes,
 * as a merchant's own tooling would, with the merchant's client credentials from flags or the
 * environment, and says clearly what is wrong when the sandbox is not there or refuses them.
 */

/** A failure the person running the command can fix: printed as it is, exit status 1. */
export class CliError extends Error {
  override readonly name = 'CliError';
}

export const connectionOptions = {
  'api-url': { type: 'string' },
  'client-id': { type: 'string' },
  'client-secret': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

export const connectionUsage = `Connection (every command):
  --api-url <url>        the sandbox's API host (RAILKIT_SANDBOX_URL, else http://127.0.0.1:$RAILKIT_SANDBOX_PORT or :4010)
  --client-id <id>       the merchant's client id (RAILKIT_SANDBOX_CLIENT_ID, else demo-merchant)
  --client-secret <s>    its secret (RAILKIT_SANDBOX_CLIENT_SECRET, else demo-secret)`;

/** A command's flags, checked: an unknown flag or a missing value is a `CliError` naming it. */
export function readFlags<Options extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: Options,
  allowPositionals = false,
) {
  try {
    return parseArgs({ args, options: { ...connectionOptions, ...options }, allowPositionals, strict: true });
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

export interface ConnectionFlags {
  'api-url'?: string;
  'client-id'?: string;
  'client-secret'?: string;
}

/** A signed-in client of one running sandbox. */
export class SandboxConnection {
  readonly apiUrl: string;
  readonly client: ServerClient;
  readonly #clientId: string;

  constructor(flags: ConnectionFlags, env: NodeJS.ProcessEnv = process.env) {
    this.apiUrl = (
      flags['api-url'] ??
      env.RAILKIT_SANDBOX_URL ??
      `http://127.0.0.1:${env.RAILKIT_SANDBOX_PORT || 4010}`
    ).replace(/\/+$/, '');
    if (!/^https?:\/\/[^/]+/.test(this.apiUrl)) {
      throw new CliError(
        `--api-url must be an http(s) URL such as http://127.0.0.1:4010, not ${this.apiUrl}.`,
      );
    }
    this.#clientId = flags['client-id'] ?? env.RAILKIT_SANDBOX_CLIENT_ID ?? 'demo-merchant';
    this.client = createServerClient({
      baseUrl: this.apiUrl,
      credentials: {
        clientId: this.#clientId,
        clientSecret: flags['client-secret'] ?? env.RAILKIT_SANDBOX_CLIENT_SECRET ?? 'demo-secret',
      },
      // A command that fails says so at once; a person runs it again.
      retry: { limit: 0 },
      timeoutMs: 40_000,
    });
  }

  /** Runs a call of the server client, turning a sandbox that is not there or refuses us into a `CliError`. */
  async run<Result>(call: (client: ServerClient) => Promise<Result>): Promise<Result> {
    try {
      return await call(this.client);
    } catch (error) {
      throw this.explain(error);
    }
  }

  /** A test-control route: `GET` (or another method with a JSON body) with the merchant's token. */
  async request<Body>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    signal?: AbortSignal,
  ): Promise<Body> {
    const token = await this.run((client) => client.accessToken());
    let response: Response;
    try {
      response = await fetch(`${this.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      throw this.explain(error);
    }
    const answer = (await response.json().catch(() => undefined)) as
      (Body & { errors?: { detail: string }[] }) | undefined;
    if (!response.ok) {
      throw new CliError(
        `The sandbox answered ${method} ${path} with ${response.status}: ${answer?.errors?.[0]?.detail ?? 'no detail'}`,
      );
    }
    return answer as Body;
  }

  /** What went wrong, said so a person can fix it. */
  explain(error: unknown): Error {
    if (error instanceof CliError || (error instanceof Error && error.name === 'AbortError')) return error;
    const status = (error as { status?: number }).status;
    if (status === 401) {
      return new CliError(
        `The sandbox at ${this.apiUrl} refused the credentials of client id ${JSON.stringify(this.#clientId)}: ` +
          'pass --client-id and --client-secret (or set RAILKIT_SANDBOX_CLIENT_ID and RAILKIT_SANDBOX_CLIENT_SECRET) as the sandbox printed them at start.',
      );
    }
    if (error instanceof PlatformNetworkError || error instanceof TypeError) {
      return new CliError(
        `No sandbox answers at ${this.apiUrl}: start one (npx railkit-sandbox) or pass --api-url with its address.`,
      );
    }
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** A time as the lines of `listen` and `logs` start: the local time of day with milliseconds. */
export function clock(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}
