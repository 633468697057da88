/**
 * Normalisers turn what a person typed into the electronic format that is validated and sent:
 * separators people use while reading (spaces, dashes, dots, slashes) go, letters become upper case.
 */

/** Separators people type inside account numbers; never meaningful to a bank. */
const SEPARATORS = /[\s\-./\u00a0\u2000-\u200b\u2212]+/g;

/** Removes spaces, dashes, dots and slashes, and upper-cases letters: `de89 3704-0044` -> `DE8937040044`. */
export function normalizeCompact(value: string): string {
  return value.replace(SEPARATORS, '').toUpperCase();
}

/** Keeps digits only: `12-34-56` -> `123456`. For codes that are digits by definition. */
export function normalizeDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Trims and collapses inner runs of whitespace: for names and other free text. */
export function normalizeText(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}
