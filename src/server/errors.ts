import type { PlatformError } from '../api/schemas/error';
import { NetworkError, PlatformHttpError, RailkitError } from '../api/errors';

/** Where a failed call went, so an error message can say which request failed. */
export interface RequestTarget {
  method: string;
  url: string;
}

/**
 * The platform answered a non-2xx status. `platformErrors` are its error objects (spec 7): match on
 * their `code`; quote their `id` when reporting an issue. `retryAfterSeconds` is set on 429 and 503.
 */
export class PlatformRequestError extends PlatformHttpError {
  override name = 'RailkitPlatformError';
  readonly method: string;
  readonly url: string;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    platformErrors: PlatformError[],
    target: RequestTarget,
    retryAfterSeconds?: number,
  ) {
    const first = platformErrors[0];
    const what = first ? `${first.code}: ${first.detail}` : 'no error body';
    super(status, platformErrors, `${target.method} ${target.url} answered ${status} (${what})`);
    this.method = target.method;
    this.url = target.url;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The error codes of the answer, e.g. `['request.param.invalid']`. */
  get codes(): string[] {
    return this.platformErrors.map((error) => error.code);
  }
}

/**
 * No answer came back (connection refused or reset, DNS, timeout) after every allowed attempt.
 * A call with an idempotency key is safe to repeat with the same key.
 */
export class PlatformNetworkError extends NetworkError {
  override name = 'RailkitNetworkError';
  readonly method: string;
  readonly url: string;
  readonly attempts: number;

  constructor(target: RequestTarget, attempts: number, cause: unknown, timedOut: boolean) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      timedOut ? 'network.timeout' : 'network.failed',
      `${target.method} ${target.url} got no answer after ${attempts} attempt(s): ${reason}. Is the platform (or sandbox) running at that URL?`,
      { cause },
    );
    this.method = target.method;
    this.url = target.url;
    this.attempts = attempts;
  }
}

/** A 2xx answer whose body does not have the documented shape. */
export class UnexpectedResponseError extends RailkitError {
  override name = 'RailkitUnexpectedResponseError';
  constructor(target: RequestTarget, status: number, problem: string) {
    super(
      'platform.unexpected-response',
      `${target.method} ${target.url} answered ${status} with a body this client does not understand: ${problem}`,
    );
  }
}

/** The options given to the server client are unusable; the message says how to fix them. */
export class ServerClientConfigurationError extends RailkitError {
  override name = 'RailkitConfigurationError';
  constructor(message: string) {
    super('config.invalid', message);
  }
}

/**
 * A request body over the platform's limit (`maxRequestBodyBytes`): refused before it is sent, since
 * the platform would answer 413 (or cut the connection while it arrives) to every attempt.
 */
export class RequestBodyTooLargeError extends RailkitError {
  override name = 'RailkitRequestBodyTooLargeError';
  constructor(
    target: RequestTarget,
    readonly bytes: number,
    readonly limitBytes: number,
  ) {
    super(
      'request.entity-too-large',
      `${target.method} ${target.url} was not sent: its body is ${bytes} bytes, over the platform's limit of ${limitBytes} bytes. Send less per call (split a batch into several calls).`,
    );
  }
}
