import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { jwtVerify, errors as joseErrors } from 'jose';
import { SandboxClock } from '../platform/shared/clock';
import { httpError } from './responses';

/** Which host a token belongs to; a token of one host is refused on the other. */
export type HostKind = 'api' | 'vault';

/** Scopes of merchant credentials on the API host (the sandbox's choice; the spec does not name them). */
export const merchantScopes = [
  'clientinit:write',
  'executions:read',
  'executions:write',
  'instruments:write',
  'workspaces:read',
  'workspaces:write',
  'disputes:read',
  'reports:read',
  'reports:write',
  'frauds:read',
] as const;
/** The vault host's only scope (spec 4.1). */
export const vaultScopes = ['vaultrecords:tokenize'] as const;
/** What a client token may do: create instruments for its holder, read and drive its execution. */
export const clientScopes = ['instruments:write', 'executions:read', 'executions:write'] as const;

/** Merchant token and client token lifetime (spec 5, contract 2). */
export const tokenLifetimeSeconds = 600;
/** Vault token lifetime: short (spec 5), and announced as `expires_in`. */
export const vaultTokenLifetimeSeconds = 300;
/** Domain of the default user e-mail of a merchant credential: `<client id>@sandbox.railkit.dev`. */
export const sandboxUserDomain = 'sandbox.railkit.dev';

const issuer = 'railkit-sandbox';
/** The protected header of every sandbox JWT, base64url-encoded once. */
const encodedJwtHeader = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export interface MerchantCredentials {
  clientId: string;
  clientSecret: string;
  apiKey: string;
}

/** Who is calling, after authentication. */
export type Principal =
  | {
      kind: 'merchant';
      merchantId: string;
      scopes: ReadonlySet<string>;
      /** `console`: the session cookie of the console's page (`console/session.ts`). */
      via: 'apiKey' | 'bearer' | 'console';
      /** E-mail of the acting user (workspaces' `createdBy`): the token's `user` claim or the default. */
      user: string;
    }
  | {
      kind: 'client';
      merchantId: string;
      scopes: ReadonlySet<string>;
      executionId: string;
      holderReference: string | undefined;
    }
  | { kind: 'vault'; merchantId: string; scopes: ReadonlySet<string> };

/**
 * A credential carried by a cookie (the console's session): undefined when the request carries none;
 * it throws (403) when the request may not use it (another origin, a change without its CSRF token).
 */
export interface SessionCredential {
  authenticate(req: IncomingMessage): object | undefined;
}

/** The OAuth token answer of both hosts. */
export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

/**
 * Issues and checks the sandbox's JWTs, HS256 with the sandbox's signing secret: made once per data
 * directory (tokens outlive a restart) or per process in memory. One merchant: its id is the client id.
 */
export class Authenticator {
  /** The console's sessions, accepted as the merchant's credential on the API host. */
  private sessions: SessionCredential | undefined;
  /** The secret imported for WebCrypto once: importing it on every verification cost a tenth of a request. */
  private verifyingKey: Promise<CryptoKey> | undefined;

  /** `clock` decides when tokens are issued and when they expire, so tests can move time forward. */
  constructor(
    private readonly credentials: MerchantCredentials,
    private readonly clock: SandboxClock = new SandboxClock(),
    private readonly secret: Uint8Array = new Uint8Array(randomBytes(32)),
  ) {}

  get merchantId(): string {
    return this.credentials.clientId;
  }

  /** The user e-mail of credentials that name none (API key, tokens without `user`). */
  get defaultUser(): string {
    return `${this.credentials.clientId}@${sandboxUserDomain}`;
  }

  /** Accepts the console's session cookie on the API host as the merchant's credential. */
  acceptSessions(sessions: SessionCredential): void {
    this.sessions = sessions;
  }

  /** Whether the client id and secret are the merchant's (compared in constant time). */
  checkClientCredentials(clientId: string, clientSecret: string): boolean {
    return (
      safeEqual(clientId, this.credentials.clientId) && safeEqual(clientSecret, this.credentials.clientSecret)
    );
  }

  /** `POST /auth/token` with client credentials (form body or HTTP Basic). */
  async issueMerchantToken(
    host: HostKind,
    form: Record<string, string>,
    authorization: string | undefined,
  ): Promise<TokenResponse> {
    if (form.grant_type !== 'client_credentials') {
      throw httpError(
        400,
        'request.param.invalid',
        `grant_type must be "client_credentials" (got ${JSON.stringify(form.grant_type ?? null)}).`,
        { field: 'grant_type', rule: 'enum' },
      );
    }
    const { clientId, clientSecret } = readClientCredentials(form, authorization);
    if (!clientId || !clientSecret) {
      throw httpError(
        401,
        'request.unauthorized',
        'Send client_id and client_secret (form fields or HTTP Basic).',
      );
    }
    if (!this.checkClientCredentials(clientId, clientSecret)) {
      throw httpError(401, 'request.unauthorized', 'Unknown client_id or wrong client_secret.');
    }
    const allowed: readonly string[] = host === 'api' ? merchantScopes : vaultScopes;
    const requested = form.scope ? form.scope.split(/\s+/).filter(Boolean) : [...allowed];
    const refused = requested.filter((scope) => !allowed.includes(scope));
    if (refused.length > 0) {
      throw httpError(
        403,
        'request.forbidden',
        `Scope ${refused.join(', ')} is not available on the ${host} host; it grants: ${allowed.join(' ')}.`,
        { scopes: refused },
      );
    }
    const scope = requested.join(' ');
    const lifetime = host === 'api' ? tokenLifetimeSeconds : vaultTokenLifetimeSeconds;
    const claims: Record<string, unknown> = { scope, kind: host === 'api' ? 'merchant' : 'vault' };
    if (host === 'api' && form.user !== undefined) claims.user = requireUserEmail(form.user);
    const token = this.sign(claims, host, lifetime);
    return { access_token: token, token_type: 'Bearer', expires_in: lifetime, scope };
  }

  /** The client token of a client-init config: bound to one execution and holder. */
  issueClientToken(executionId: string, holderReference: string | undefined): string {
    return this.sign(
      { scope: clientScopes.join(' '), kind: 'client', exec: executionId, holder: holderReference },
      'api',
      tokenLifetimeSeconds,
    );
  }

  /** Authenticates a request on `host`: 401 when there are no usable credentials, 403 when they belong elsewhere. */
  async authenticate(req: IncomingMessage, host: HostKind): Promise<Principal> {
    const apiKey = header(req, 'x-api-key');
    const authorization = header(req, 'authorization');
    if (authorization?.toLowerCase().startsWith('bearer ')) {
      return this.verifyBearer(authorization.slice(7).trim(), host);
    }
    if (apiKey !== undefined) {
      if (!safeEqual(apiKey, this.credentials.apiKey)) {
        throw httpError(401, 'request.unauthorized', 'The x-api-key is not valid for this sandbox.');
      }
      if (host !== 'api') {
        throw httpError(
          403,
          'request.forbidden',
          'API keys are accepted only on the API host; use a vault token.',
        );
      }
      return this.merchant('apiKey');
    }
    if (host === 'api' && this.sessions?.authenticate(req)) return this.merchant('console');
    throw httpError(
      401,
      'request.unauthorized',
      'This request needs credentials: `Authorization: Bearer <token>` or `x-api-key` (or, from the console, its session: sign in again at /console/).',
    );
  }

  /** The merchant with every scope: the API key, or the console's session. */
  private merchant(via: 'apiKey' | 'console'): Principal {
    return {
      kind: 'merchant',
      merchantId: this.merchantId,
      scopes: new Set(merchantScopes),
      via,
      user: this.defaultUser,
    };
  }

  private async verifyBearer(token: string, host: HostKind): Promise<Principal> {
    let payload: Record<string, unknown>;
    try {
      this.verifyingKey ??= crypto.subtle.importKey(
        'raw',
        new Uint8Array(this.secret),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['verify'],
      );
      ({ payload } = await jwtVerify(token, await this.verifyingKey, {
        issuer,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      }));
    } catch (error) {
      const expired = error instanceof joseErrors.JWTExpired;
      throw httpError(
        401,
        'request.unauthorized',
        expired
          ? 'The bearer token has expired; request a new one (client tokens: call client init again).'
          : 'The bearer token is malformed or was not issued by this sandbox.',
      );
    }
    if (payload.aud !== host) {
      throw httpError(
        403,
        'request.forbidden',
        `This token was issued by the ${String(payload.aud)} host and is not accepted on the ${host} host.`,
      );
    }
    const scopes = new Set(
      String(payload.scope ?? '')
        .split(' ')
        .filter(Boolean),
    );
    const merchantId = String(payload.sub);
    if (payload.kind === 'client') {
      const holder = typeof payload.holder === 'string' ? payload.holder : undefined;
      return {
        kind: 'client',
        merchantId,
        scopes,
        executionId: String(payload.exec),
        holderReference: holder,
      };
    }
    if (payload.kind === 'vault') return { kind: 'vault', merchantId, scopes };
    const user = typeof payload.user === 'string' ? payload.user : this.defaultUser;
    return { kind: 'merchant', merchantId, scopes, via: 'bearer', user };
  }

  /**
   * A compact HS256 JWT (RFC 7515, 7519), signed with node:crypto's HMAC: synchronous and far cheaper
   * per token than WebCrypto's job queue, which a client init paid for on every call.
   */
  private sign(claims: Record<string, unknown>, audience: HostKind, lifetimeSeconds: number): string {
    const issuedAt = Math.floor(this.clock.nowMs() / 1000);
    const payload = {
      ...claims,
      iss: issuer,
      sub: this.merchantId,
      aud: audience,
      iat: issuedAt,
      exp: issuedAt + lifetimeSeconds,
    };
    const signingInput = `${encodedJwtHeader}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    const signature = createHmac('sha256', this.secret).update(signingInput).digest('base64url');
    return `${signingInput}.${signature}`;
  }
}

/** 403 unless the principal holds `scope`. */
export function requireScope(principal: Principal, scope: string): void {
  if (!principal.scopes.has(scope)) {
    throw httpError(
      403,
      'request.forbidden',
      `These credentials lack the scope ${scope} needed here${principal.kind === 'client' ? ' (client tokens may only create instruments and drive their own execution)' : ''}.`,
      { scope },
    );
  }
}

/** 403 unless the principal is a merchant credential (not a client token). */
export function requireMerchant(principal: Principal, what: string): void {
  if (principal.kind !== 'merchant') {
    throw httpError(
      403,
      'request.forbidden',
      `${what} needs merchant credentials (API key or merchant bearer token); a ${principal.kind} token cannot do it.`,
    );
  }
}

/** 403 when a client token bound to another execution tries to touch `executionId`. */
export function requireExecutionAccess(principal: Principal, executionId: string): void {
  if (principal.kind === 'client' && principal.executionId !== executionId) {
    throw httpError(403, 'request.forbidden', 'This client token is bound to another execution.');
  }
}

/** The optional `user` form field of the token request: the e-mail recorded as `createdBy`. */
function requireUserEmail(user: string): string {
  if (!/^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/.test(user)) {
    throw httpError(
      400,
      'request.param.invalid',
      `user must be an e-mail address such as "ana@example.com" (got ${JSON.stringify(user)}).`,
      { field: 'user', rule: 'email' },
    );
  }
  return user;
}

function readClientCredentials(form: Record<string, string>, authorization: string | undefined) {
  if (authorization?.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      return {
        clientId: decodeBasicPart(decoded.slice(0, colon)),
        clientSecret: decodeBasicPart(decoded.slice(colon + 1)),
      };
    }
  }
  return { clientId: form.client_id, clientSecret: form.client_secret };
}

/** Both parts are URL-encoded (RFC 6749 2.3.1); a broken escape is a 401, not a crash. */
function decodeBasicPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw httpError(
      401,
      'request.unauthorized',
      'The HTTP Basic credentials are not valid URL-encoding; encode client_id and client_secret with encodeURIComponent.',
    );
  }
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Constant-time comparison, so a wrong secret takes as long to refuse as a nearly right one. */
export function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
