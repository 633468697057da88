import type { PlatformError } from './schemas/error';

/** Every failure the SDK reports carries one of these stable codes; match on them, not on messages. */
export type RailkitErrorCode =
  /** `init()` got a config it cannot use (missing field, wrong type, undecodable `data`). */
  | 'config.invalid'
  /** The client token's session has ended; call client init again on the server. */
  | 'session.expired'
  /** An option passed to an SDK method is wrong (unknown operation, bad selector, bad styles). */
  | 'options.invalid'
  /** The platform's instrumentDataSchema cannot be turned into a form. */
  | 'schema.invalid'
  /** A remote `$ref` of the schema could not be fetched. */
  | 'schema.unreachable'
  /** The payer's input does not pass validation; `fieldErrors` says where. */
  | 'validation.failed'
  /** An element method was called before `mount()` or after `unmount()`. */
  | 'element.not-mounted'
  /** `api({ operation: 'payout' })` was called before `setState({ instrument })`. */
  | 'state.instrument-missing'
  /**
   * A payout of this client may still be under way (accepted and pending, or its answer lost) on the
   * session's previous execution; a new one on the renewed session's execution is refused.
   */
  | 'action.in-progress'
  /**
   * `redirect: 'popup'`: the browser blocked the redirect method's window and there is no `returnInfo`
   * to fall back to a full-page redirect; nothing was sent.
   */
  | 'redirect.popup-blocked'
  /** The request never got an answer: offline, DNS, CORS, connection reset. */
  | 'network.failed'
  /** An attempt or the whole call ran past its time limit. */
  | 'network.timeout'
  /** The platform answered with an error; `platformErrors` holds its error objects. */
  | 'platform.error'
  /** The platform answered with something the SDK does not understand. */
  | 'platform.unexpected-response'
  /** `railkit/server`: a request body over the platform's limit, refused before it was sent. */
  | 'request.entity-too-large'
  /** Encrypting card data failed (bad public key, no WebCrypto). */
  | 'crypto.failed'
  /** The call was aborted by the caller's AbortSignal. */
  | 'aborted'
  /** railkit/server: a notification's signature matches none of the secrets (or is missing). */
  | 'signature.mismatch'
  /** railkit/server: a notification's signed time is outside the tolerance window (a replay?). */
  | 'signature.expired'
  /** railkit/server: a signed notification's body is not a notification the client knows. */
  | 'body.invalid';

/** What a RailkitError may carry beside its code and message: the failure that caused it. */
export interface RailkitErrorOptions {
  cause?: unknown;
}

/**
 * Where the SDK's error codes are explained, one anchor per code. A production build's messages say
 * what is wrong; how to fix it is in development builds' messages and at `docUrl`.
 */
export const errorDocsUrl = 'https://railkit.dev/docs/sdk/errors';

/**
 * The one error type the SDK throws. `message` says what is wrong (and, in a development build, how to
 * fix it); `code` is for programs; `docUrl` explains the code. Subclasses add the details of their kind.
 */
export class RailkitError extends Error {
  override name = 'RailkitError';
  readonly code: RailkitErrorCode;
  /** The explanation of `code`: what it means and what to do. */
  readonly docUrl: string;

  constructor(code: RailkitErrorCode, message: string, options: RailkitErrorOptions = {}) {
    super(message, 'cause' in options ? { cause: options.cause } : undefined);
    this.code = code;
    this.docUrl = `${errorDocsUrl}#${code}`;
  }
}

/** A config, option or schema the merchant's integration passed is wrong. */
export class ConfigurationError extends RailkitError {
  override name = 'RailkitConfigurationError';
}

/** The payer's input is invalid; nothing was sent. Keys of `fieldErrors` are dotted field paths. */
export class ValidationError extends RailkitError {
  override name = 'RailkitValidationError';
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(fieldErrors: Record<string, string>, message?: string) {
    const fields = Object.keys(fieldErrors);
    super(
      'validation.failed',
      message ??
        `Invalid fields: ${fields.join(', ')}.` + (import.meta.env.DEV ? ' Correct them and try again.' : ''),
    );
    this.fieldErrors = fieldErrors;
  }
}

/** The request did not get a usable answer (offline, reset, timeout). Safe to retry the same action. */
export class NetworkError extends RailkitError {
  override name = 'RailkitNetworkError';
}

/** The platform answered with a non-2xx status; `platformErrors` are its error objects (spec 7). */
export class PlatformHttpError extends RailkitError {
  override name = 'RailkitPlatformError';
  readonly status: number;
  readonly platformErrors: readonly PlatformError[];

  constructor(
    status: number,
    platformErrors: PlatformError[],
    message: string,
    options?: RailkitErrorOptions,
  ) {
    super('platform.error', message, options);
    this.status = status;
    this.platformErrors = platformErrors;
  }
}

/**
 * True for any Railkit error, also one thrown in another realm (an iframe, a second copy of the SDK),
 * where `instanceof` would say no.
 *
 * @example
 * ```ts
 * import { isRailkitError } from 'railkit';
 *
 * try {
 *   await client.api({ operation: 'payout' });
 * } catch (error) {
 *   if (isRailkitError(error) && error.code === 'session.expired') await renewTheSession();
 *   else throw error;
 * }
 * ```
 */
export function isRailkitError(value: unknown): value is RailkitError {
  return (
    value instanceof RailkitError ||
    (value instanceof Error &&
      value.name.startsWith('Railkit') &&
      typeof (value as RailkitError).code === 'string')
  );
}
