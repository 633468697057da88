import { RailkitError } from '../core/errors';

/*
 * What the form needs from the network at its first paint: the public JSON of a schema's `$ref`. The
 * platform client (http.ts: tokens, idempotency keys, retries) loads later, with the first call.
 */

/** `POST /merchant/...`: how messages name a request (no host, no query). */
export function describeRequest(method: string, url: string): string {
  try {
    return `${method} ${new URL(url).pathname}`;
  } catch {
    return `${method} ${url}`;
  }
}

/** One signal that aborts when any of the given ones does (never, when none is given). */
export function anySignal(...signals: (AbortSignal | undefined)[]): AbortSignal {
  return AbortSignal.any(signals.filter((signal): signal is AbortSignal => signal !== undefined));
}

/**
 * GETs public JSON (a schema `$ref`) without the client token: the URL comes from data, so it must never
 * receive credentials. Rejects with `schema.unreachable`.
 */
export async function fetchPublicJson(
  url: string,
  timeoutMs = 10_000,
  signal?: AbortSignal,
): Promise<unknown> {
  const label = describeRequest('GET', url);
  try {
    const response = await fetch(url, {
      credentials: 'omit',
      headers: { accept: 'application/json' },
      signal: anySignal(signal, AbortSignal.timeout(timeoutMs)),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.json();
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new RailkitError(
      'schema.unreachable',
      `${label} (a $ref of the payment method's schema) could not be loaded: ${reason}.` +
        (import.meta.env.DEV ? ' Check the connection and that the URL allows cross-origin requests.' : ''),
      { cause },
    );
  }
}
