/*
 * What the form needs from the network at its first paint: the public JSON of a schema's `$ref`. The
 * platform client (http.ts: tokens, idempotency keys, retries) loads later, with the first call.
 */

/**
 * One signal that aborts when any of the given ones does (never, when none is given), with the first
 * one's reason. `AbortSignal.any()` where the engine has it; before Safari 17.4 (an iPhone that stays
 * on iOS 16), Firefox 124 and Chrome 116, a controller that each given signal aborts.
 */
export function anySignal(...signals: (AbortSignal | undefined)[]): AbortSignal {
  const given = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  if (AbortSignal.any) return AbortSignal.any(given);
  const controller = new AbortController();
  for (const signal of given) {
    if (signal.aborted) controller.abort(signal.reason);
    // The listener goes with the combined signal's abort: a long-lived signal keeps none of them.
    else
      signal.addEventListener('abort', () => controller.abort(signal.reason), {
        signal: controller.signal,
      });
  }
  return controller.signal;
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
