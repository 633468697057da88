import { tokenResponseSchema, type TokenResponse } from '../api/schemas/auth';
import type { RequestAuth, Transport } from './http';

/** OAuth 2.0 client credentials of the merchant (contract 2). */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** Renew a token this long before it runs out (at most half its lifetime), so no call carries a dying token. */
const renewMarginMs = 60_000;

interface CachedToken {
  value: string;
  renewAt: number;
}

/**
 * Fetches access tokens from `{host}/auth/token` with client credentials, caches them and renews them
 * before they expire. Concurrent calls share one token request.
 */
export class TokenSource implements RequestAuth {
  private cached: CachedToken | undefined;
  private pending: Promise<CachedToken> | undefined;

  constructor(
    private readonly transport: Transport,
    private readonly tokenUrl: string,
    private readonly credentials: ClientCredentials,
    private readonly scope: string | undefined,
    private readonly now: () => number,
  ) {}

  async headers(): Promise<Record<string, string>> {
    return { authorization: `Bearer ${await this.token()}` };
  }

  /** The current token, fetching a new one when there is none or it is due for renewal. */
  async token(): Promise<string> {
    if (this.cached && this.now() < this.cached.renewAt) return this.cached.value;
    this.pending ??= this.fetchToken().finally(() => (this.pending = undefined));
    this.cached = await this.pending;
    return this.cached.value;
  }

  /** Forgets the cached token (after a 401); true when there was one to forget. */
  refresh(): boolean {
    const had = this.cached !== undefined;
    this.cached = undefined;
    return had;
  }

  private async fetchToken(): Promise<CachedToken> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: this.credentials.clientId,
      client_secret: this.credentials.clientSecret,
    });
    if (this.scope) form.set('scope', this.scope);
    const requestedAt = this.now();
    const answer: TokenResponse = await this.transport.request({
      method: 'POST',
      url: this.tokenUrl,
      form,
      replaySafe: true,
      schema: tokenResponseSchema,
    });
    const lifetimeMs = answer.expires_in * 1000;
    return {
      value: answer.access_token,
      renewAt: requestedAt + lifetimeMs - Math.min(renewMarginMs, lifetimeMs / 2),
    };
  }
}

/** The merchant's secret API key in `x-api-key` (the API host's default scheme). */
export class ApiKeyAuth implements RequestAuth {
  constructor(private readonly apiKey: string) {}

  async headers(): Promise<Record<string, string>> {
    return { 'x-api-key': this.apiKey };
  }
}

/** A bearer token the caller holds (the client token of a client-init config). */
export class FixedBearerAuth implements RequestAuth {
  constructor(private readonly token: string) {}

  async headers(): Promise<Record<string, string>> {
    return { authorization: `Bearer ${this.token}` };
  }
}
