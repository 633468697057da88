/**
 * The console page's client of its own origin: the session routes, and the sandbox's test-control and
 * platform routes with the session cookie as the merchant's credential. Every change carries the
 * session's CSRF token; a POST the platform makes idempotent carries a key of its own, reused when
 * the same action is retried.
 */

/** A refused or failed request, with the platform's error (code and detail) when it sent one. */
export class ConsoleRequestError extends Error {
  override readonly name = 'ConsoleRequestError';

  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
  ) {
    super(detail);
  }
}

/** The signed-in session as `GET /console/session` answers it. */
export interface Session {
  merchantId: string;
  csrfToken: string;
  expiresAt: string;
}

type Method = 'GET' | 'POST' | 'DELETE';

/** Fired on the window when a request finds the session gone (expired, or signed out elsewhere). */
export const signedOutEvent = 'rk-console-signed-out';

export class ConsoleApi {
  #session: Session | undefined;

  get session(): Session | undefined {
    return this.#session;
  }

  /** The session the browser holds, if any: the console starts signed in after a reload. */
  async resume(): Promise<Session | undefined> {
    const { session } = await this.#send<{ session: Session | null }>('GET', '/console/session');
    this.#session = session ?? undefined;
    return this.#session;
  }

  async signIn(clientId: string, clientSecret: string): Promise<Session> {
    this.#session = await this.#send<Session>('POST', '/console/session', { clientId, clientSecret });
    return this.#session;
  }

  async signOut(): Promise<void> {
    await this.#send('DELETE', '/console/session').catch(() => undefined);
    this.#session = undefined;
  }

  get<Body>(path: string, signal?: AbortSignal): Promise<Body> {
    return this.#send<Body>('GET', path, undefined, { signal });
  }

  /**
   * A change. `idempotencyKey`: the platform's POSTs need one; the caller keeps it for the action, so
   * a retry of the same click does not act twice.
   */
  change<Body>(
    method: 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<Body> {
    return this.#send<Body>(method, path, body, { idempotencyKey });
  }

  /**
   * Answers a page the payer would answer (the 3-D Secure challenge, a redirect method's page), as its
   * form does; the page's redirect to the merchant's return URL is not followed.
   */
  async answerPage(path: string, fields: Record<string, string>): Promise<void> {
    const response = await fetch(path, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
      credentials: 'omit',
    });
    if (response.type === 'opaqueredirect' || response.ok) return;
    throw new ConsoleRequestError(
      response.status,
      'page',
      response.status === 409
        ? 'The payer has already answered this page.'
        : `The page answered ${response.status}.`,
    );
  }

  async #send<Body>(
    method: Method,
    path: string,
    body?: unknown,
    { idempotencyKey, signal }: { idempotencyKey?: string; signal?: AbortSignal } = {},
  ): Promise<Body> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && this.#session) headers['x-railkit-csrf'] = this.#session.csrfToken;
    if (idempotencyKey) headers['x-idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ConsoleRequestError(0, 'network', 'The sandbox does not answer: is it still running?');
    }
    const text = await response.text();
    const json: unknown = text ? JSON.parse(text) : undefined;
    if (response.ok) return json as Body;
    const [first] = (json as { errors?: { code: string; detail: string }[] } | undefined)?.errors ?? [];
    const error = new ConsoleRequestError(
      response.status,
      first?.code ?? 'http',
      first?.detail ?? `The sandbox answered ${response.status}.`,
    );
    if (response.status === 401 && path !== '/console/session') {
      this.#session = undefined;
      window.dispatchEvent(new Event(signedOutEvent));
    }
    throw error;
  }
}
