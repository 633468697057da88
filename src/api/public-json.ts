/*
 * What the form needs from the network at its first paint: the public JSON of a schema's `$ref`. The
 * platform client (http.ts: tokens, idempotency keys, retries) loads later, with the first call.
 */

/** One signal that aborts when any of the given ones does (never, when none is given). */
export function anySignal(...signals: (AbortSignal | undefined)[]): AbortSignal {
  return AbortSignal.any(signals.filter((signal): signal is AbortSignal => signal !== undefined));
}

/**
 * GETs public JSON (a schema `$ref`) without the client token: the URL comes from data, so it must never
 * receive credentials. Rejects with the fetch's own error, or `HTTP <status>`: the schema resolver
 * reports it as `schema.unreachable`, naming the reference.
 */
export async function fetchPublicJson(
  url: string,
  timeoutMs = 10_000,
  signal?: AbortSignal,
): Promise<unknown> {
  const response = await fetch(url, {
    credentials: 'omit',
    headers: { accept: 'application/json' },
    signal: anySignal(signal, AbortSignal.timeout(timeoutMs)),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}
