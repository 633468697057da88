import { createHmac, randomBytes } from 'node:crypto';
import type { BankAccountProfile } from './bank-account-schemas';

/**
 * What the sandbox derives from validated bank-account data: the masked echo, the display name and
 * the fingerprint. Raw account identifiers never leave through these.
 */

/** Reads a dotted path (`account.iban`) of nested data; undefined when any step is missing. */
export function getPath(data: unknown, path: string): unknown {
  let current: unknown = data;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function setPath(data: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let current = data;
  for (const key of keys) {
    const next = current[key];
    if (next === null || typeof next !== 'object') return;
    current = next as Record<string, unknown>;
  }
  if (last in current) current[last] = value;
}

/** `DE89370400440532013000` -> `DE89 **** **** **** 3000` (contract 6). */
export function maskIban(iban: string): string {
  const hiddenGroups = Math.max(1, Math.floor((iban.length - 8) / 4));
  return `${iban.slice(0, 4)} ${'**** '.repeat(hiddenGroups)}${iban.slice(-4)}`;
}

/** `31926819` -> `**** 6819`: only the last four stay visible. */
export function maskLast4(value: string): string {
  return `**** ${value.slice(-4)}`;
}

/** A deep copy of `data` with every sensitive field of the profile masked. */
export function maskInstrumentData(
  profile: BankAccountProfile,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const copy = structuredClone(data);
  for (const [path, style] of Object.entries(profile.maskedFields)) {
    const value = getPath(copy, path);
    if (typeof value === 'string') setPath(copy, path, style === 'iban' ? maskIban(value) : maskLast4(value));
  }
  return { ...copy, ...profile.recordedData };
}

/** `IBAN •••• 3000`, `Account •••• 6819`, `CLABE •••• 7771`. */
export function displayNameOf(profile: BankAccountProfile, data: Record<string, unknown>): string {
  const identifier = String(getPath(data, profile.identifierField) ?? '');
  return `${profile.displayLabel} •••• ${identifier.slice(-4)}`;
}

/**
 * Keys the fingerprints, made fresh per process. A plain hash of an account number could be reversed
 * by trying every number of a bank (a few billion guesses); an HMAC cannot without this key.
 */
const fingerprintKey = randomBytes(32);

/**
 * A stable keyed hash of the account's identity (country, routing codes, identifier), not of the
 * holder's name: the same account always gets the same fingerprint, whoever types it and however
 * they spell it (within one sandbox process).
 */
export function fingerprintOf(profile: BankAccountProfile, data: Record<string, unknown>): string {
  const identity = [...profile.routingFields, profile.identifierField].map((path) =>
    String(getPath(data, path) ?? ''),
  );
  return createHmac('sha256', fingerprintKey)
    .update(`bankAccount|${profile.country}|${identity.join('|')}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The unmasked account identifier, which decides test-value outcomes. */
export function accountIdentifierOf(profile: BankAccountProfile, data: Record<string, unknown>): string {
  return String(getPath(data, profile.identifierField) ?? '');
}
