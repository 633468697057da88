import { NetworkError } from './errors';

/** A lazily loaded part of the SDK could not be downloaded; nothing was sent yet. */
export function moduleLoadFailed(what: string, cause: unknown): NetworkError {
  return new NetworkError(
    'network.failed',
    `The SDK's ${what} could not be loaded (${String(cause)}).` +
      (import.meta.env.DEV ? ' Check the connection and try the same action again; nothing was sent.' : ''),
    { cause },
  );
}
