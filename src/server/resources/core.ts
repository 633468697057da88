import type { RequestAuth, Transport } from '../http';

/** Per-call options of every method. */
export interface CallOptions {
  /** `x-idempotency-key` for POSTs; a fresh UUID per call when absent, reused on that call's retries. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** What every resource module needs: the transport, the hosts, and how to authenticate on each. */
export interface ClientCore {
  transport: Transport;
  apiUrl: string;
  /** Merchant credentials on the API host (bearer token or API key). */
  merchantAuth: RequestAuth;
  /** Vault token source and URL; throws a configuration error when the client was built without them. */
  vault(): { url: string; auth: RequestAuth };
}

/** `/a/{id}` with each value percent-encoded, so an id can never change the path. */
export function path(template: TemplateStringsArray, ...values: string[]): string {
  return template.reduce(
    (out, part, index) => out + part + (index < values.length ? encodeURIComponent(values[index]!) : ''),
    '',
  );
}
