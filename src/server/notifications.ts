import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationSchema, type Notification } from '../api/schemas/notification';
import { RailkitError } from '../api/errors';

/*
 * Notification signatures (contract 9): `x-signature: t=<unix seconds>,v1=<sig>[,v1=<sig>]`, where each
 * `sig` is the base64 HMAC-SHA256 of `<t>.<raw body>` with one live secret of the endpoint. The time is
 * signed with the body, so a captured notification cannot be replayed once the tolerance has passed.
 */

/** How far a notification's `t` may be from the verifier's clock, by default: 5 minutes. */
export const defaultToleranceSeconds = 300;

/** Why a notification was refused; the message says what to check. */
export type NotificationErrorCode = 'signature.mismatch' | 'signature.expired' | 'body.invalid';

/** A notification that must not be trusted: answer it with a 4xx and do not act on it. */
export class NotificationVerificationError extends RailkitError {
  override name = 'RailkitNotificationError';
  declare readonly code: NotificationErrorCode;

  constructor(code: NotificationErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(code, message, options);
  }
}

/** `verifyNotification()` and `parseNotification()`: the replay window and the clock they judge by. */
export interface VerifyNotificationOptions {
  /** Largest difference in seconds between the signed `t` and now; default 300. */
  toleranceSeconds?: number;
  /** The verifier's clock in milliseconds since the epoch; default `Date.now()` (tests pass their own). */
  now?: number;
}

/** The signature of one secret: base64 HMAC-SHA256 of `<t>.<raw body>`. */
function signatureOf(rawBody: string | Buffer, secret: string, timestamp: number): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
}

/**
 * The `x-signature` header value for a raw body: `t=<timestamp>,v1=<sig>` per secret. During a rotation
 * pass both live secrets; a verifier holding either accepts it.
 *
 * @example
 * ```ts
 * import { signNotification } from 'railkit/server';
 *
 * // In your webhook handler's tests: a delivery as the platform signs it.
 * const body = JSON.stringify(notification);
 * await post('/webhooks/railkit', body, { 'x-signature': signNotification(body, 'whsec_test_demo') });
 * ```
 */
export function signNotification(
  rawBody: string | Buffer,
  secrets: string | readonly string[],
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signatures = secretList(secrets).map(
    (secret) => `v1=${signatureOf(rawBody, secret, timestamp).toString('base64')}`,
  );
  return [`t=${timestamp}`, ...signatures].join(',');
}

function secretList(secrets: string | readonly string[]): string[] {
  const list = (typeof secrets === 'string' ? [secrets] : [...secrets]).filter((secret) => secret !== '');
  if (list.length === 0) {
    throw new TypeError('Notification signing needs a secret: pass your endpoint secret (whsec_...).');
  }
  return list;
}

/** `t` and the `v1` signatures of a header; other schemes (a future `v2`) are ignored. */
function parseSignatureHeader(header: string): { timestamp: number; signatures: Buffer[] } | undefined {
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value] = splitOnce(part.trim());
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value !== '') signatures.push(Buffer.from(value, 'base64'));
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}

/** `v1=abc==` -> `['v1', 'abc==']`: base64 may end in `=`, so only the first one separates. */
function splitOnce(part: string): [string, string] {
  const at = part.indexOf('=');
  return at === -1 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
}

function mismatch(problem: string): NotificationVerificationError {
  return new NotificationVerificationError(
    'signature.mismatch',
    `The notification's x-signature ${problem}. Check the endpoint secret (during a rotation pass both), ` +
      'and verify the raw request body exactly as received, before any JSON parsing.',
  );
}

/**
 * Checks a notification's `x-signature` against the raw body, in constant time per signature, with one
 * or two secrets (two while rotating), and refuses a `t` outside the tolerance window. Throws a
 * `NotificationVerificationError` (`signature.mismatch` or `signature.expired`); returns the signed time.
 *
 * @example
 * ```ts
 * import { verifyNotification } from 'railkit/server';
 *
 * const signedAt = verifyNotification(rawBody, request.headers['x-signature'], [oldSecret, newSecret]);
 * ```
 */
export function verifyNotification(
  rawBody: string | Buffer,
  signatureHeader: string | undefined,
  secrets: string | readonly string[],
  options: VerifyNotificationOptions = {},
): number {
  if (!signatureHeader) throw mismatch('header is missing');
  const parsed = parseSignatureHeader(signatureHeader);
  if (!parsed) throw mismatch('header is not of the form t=<unix seconds>,v1=<signature>');
  const expected = secretList(secrets).map((secret) => signatureOf(rawBody, secret, parsed.timestamp));
  // A MAC's length is public (32 bytes); only equal-length buffers are compared, in constant time.
  const matches = parsed.signatures.some((given) =>
    expected.some((mac) => given.length === mac.length && timingSafeEqual(given, mac)),
  );
  if (!matches) throw mismatch('matches none of the given secrets');
  const tolerance = options.toleranceSeconds ?? defaultToleranceSeconds;
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  const skew = nowSeconds - parsed.timestamp;
  if (Math.abs(skew) > tolerance) {
    throw new NotificationVerificationError(
      'signature.expired',
      `The notification was signed ${Math.abs(skew)} s ${skew > 0 ? 'ago' : 'in the future'}, outside the ` +
        `tolerance of ${tolerance} s: it may be a replay. Do not act on it; if your clock is off, sync it ` +
        '(NTP). The platform signs every delivery attempt afresh, so a retry arrives with a current time.',
    );
  }
  return parsed.timestamp;
}

/**
 * Verifies the signature (see `verifyNotification`), then parses and checks the body. Throws a
 * `NotificationVerificationError`: `signature.mismatch`, `signature.expired`, or `body.invalid`.
 *
 * @example
 * ```ts
 * import { parseNotification } from 'railkit/server';
 *
 * const notification = parseNotification(rawBody, request.headers['x-signature'], secrets);
 * await orders.reconcileOnce(notification.id, notification.details);
 * ```
 */
export function parseNotification(
  rawBody: string | Buffer,
  signatureHeader: string | undefined,
  secrets: string | readonly string[],
  options: VerifyNotificationOptions = {},
): Notification {
  verifyNotification(rawBody, signatureHeader, secrets, options);
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString());
  } catch (cause) {
    throw new NotificationVerificationError('body.invalid', 'The notification body is not JSON.', { cause });
  }
  const checked = notificationSchema.safeParse(json);
  if (!checked.success) {
    const problems = checked.error.issues.map(
      (issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`,
    );
    throw new NotificationVerificationError(
      'body.invalid',
      `The notification body is signed but not a notification this client knows: ${problems.join('; ')}. ` +
        'Update railkit if the platform added an event.',
    );
  }
  return checked.data;
}
