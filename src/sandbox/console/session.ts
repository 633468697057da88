import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { header, safeEqual, type SessionCredential } from '../http/auth';
import { httpError } from '../http/responses';

/**
 * The console's sign-in: a session in an `HttpOnly; SameSite=Strict` cookie, which no script reads,
 * and a CSRF token the console's page reads from `GET /console/session` and sends in `x-railkit-csrf`
 * on every change. Both are MACs with a secret kept in the settings, so every sandbox process on one
 * database honours them and a restart keeps people signed in; nothing about a session is stored.
 *
 * A cookie of `127.0.0.1` is sent to every port of that host (cookies know no ports), so the cookie is
 * also refused unless the request comes from the console's own origin: `Sec-Fetch-Site` and `Origin`
 * must say so when present, and a change must carry `Origin` and the CSRF token.
 */

/** How long a session lasts (wall-clock time: moving the sandbox clock signs no one out). */
export const sessionLifetimeMs = 12 * 60 * 60 * 1_000;
export const csrfHeader = 'x-railkit-csrf';

/** The session a request carries, once its cookie checked out. */
export interface ConsoleSession {
  id: string;
  expiresAtMs: number;
  csrfToken: string;
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export class ConsoleSessions implements SessionCredential {
  /** One cookie per sandbox port: two sandboxes on one host keep their sessions apart. */
  readonly cookieName: string;

  constructor(
    private readonly secret: Uint8Array,
    private readonly apiUrl: string,
  ) {
    this.cookieName = `railkit_console_${new URL(apiUrl).port || 'default'}`;
  }

  /** A new session: its `Set-Cookie` header and what the page needs. */
  start(): { setCookie: string; session: ConsoleSession } {
    const id = randomBytes(18).toString('base64url');
    const expiresAtMs = Date.now() + sessionLifetimeMs;
    const value = `${id}.${expiresAtMs}.${this.mac(`session.${id}.${expiresAtMs}`)}`;
    return {
      setCookie: this.cookie(value, Math.floor(sessionLifetimeMs / 1_000)),
      session: { id, expiresAtMs, csrfToken: this.mac(`csrf.${id}`) },
    };
  }

  /** The `Set-Cookie` header that ends the session in the browser. */
  end(): string {
    return this.cookie('', 0);
  }

  /** The request's valid session, or undefined when it carries none (or an expired or forged one). */
  read(req: IncomingMessage): ConsoleSession | undefined {
    const value = cookieValue(req.headers.cookie, this.cookieName);
    const [id, expiry, mac, ...rest] = value?.split('.') ?? [];
    if (!id || !expiry || !mac || rest.length > 0) return undefined;
    const expiresAtMs = Number(expiry);
    if (!safeEqual(mac, this.mac(`session.${id}.${expiry}`)) || !(expiresAtMs > Date.now())) return undefined;
    return { id, expiresAtMs, csrfToken: this.mac(`csrf.${id}`) };
  }

  /**
   * The session of a request that uses it as its credential: 403 when it comes from another origin,
   * or is a change without `Origin` and the CSRF token. Undefined when the request carries no session.
   */
  authenticate(req: IncomingMessage): ConsoleSession | undefined {
    const session = this.read(req);
    if (!session) return undefined;
    this.requireOwnOrigin(req, !readMethods.has(req.method ?? 'GET'));
    if (
      !readMethods.has(req.method ?? 'GET') &&
      !safeEqual(header(req, csrfHeader) ?? '', session.csrfToken)
    ) {
      throw httpError(
        403,
        'request.forbidden',
        `A change made with the console's session needs its CSRF token in ${csrfHeader} (the console's page sends it).`,
        { header: csrfHeader },
      );
    }
    return session;
  }

  /**
   * 403 unless the request comes from the console's own origin: `Sec-Fetch-Site` (sent by browsers)
   * and `Origin` must name it when present; `originRequired` for changes, which browsers send it with.
   */
  requireOwnOrigin(req: IncomingMessage, originRequired: boolean): void {
    const site = header(req, 'sec-fetch-site');
    const origin = header(req, 'origin');
    const own = new URL(this.apiUrl).origin;
    const foreign =
      (site !== undefined && site !== 'same-origin' && site !== 'none') ||
      (origin !== undefined && origin !== own) ||
      (originRequired && origin === undefined);
    if (foreign) {
      throw httpError(
        403,
        'request.forbidden',
        `The console answers its own pages only (${own}/console/); this request came from ${origin ?? site ?? 'an unknown origin'}.`,
        { origin: origin ?? null },
      );
    }
  }

  private mac(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }

  private cookie(value: string, maxAgeSeconds: number): string {
    return `${this.cookieName}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}`;
  }
}

/** The value of the cookie `name` in a `Cookie` header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
