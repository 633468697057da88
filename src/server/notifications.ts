import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationSchema, type Notification } from '../api/schemas/notification';

/** The `x-signature` the platform puts on a notification: base64 HMAC-SHA256 of the raw body. */
export function signNotification(rawBody: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/**
 * Checks a notification's signature in constant time. Verify the RAW body, before any JSON parsing:
 * re-serialised JSON differs byte for byte.
 */
export function verifyNotification(
  rawBody: string | Buffer,
  signature: string | undefined,
  secret: string,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signNotification(rawBody, secret), 'base64');
  const given = Buffer.from(signature, 'base64');
  // Lengths are public (a SHA-256 MAC is always 32 bytes); the comparison of the bytes is constant-time.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Verifies and parses a notification; throws when the signature or the shape is wrong. */
export function parseNotification(
  rawBody: string | Buffer,
  signature: string | undefined,
  secret: string,
): Notification {
  if (!verifyNotification(rawBody, signature, secret)) {
    throw new Error(
      'Notification signature does not match: check the webhook secret, and verify the raw body.',
    );
  }
  return notificationSchema.parse(JSON.parse(rawBody.toString()));
}
