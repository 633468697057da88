/*
 * String formats of the platform's JSON, without zod: the zod schemas (schemas/common.ts) and the
 * browser guards (browser-schemas.ts) share them, so both accept the same UUIDs, date-times and URLs.
 */

/** An amount's value: a decimal string in major units. */
export const amountValuePattern = /^\d{1,15}(\.\d{1,3})?$/;
export const amountValueFormat = 'a decimal string such as "125.50"';
/** An ISO 4217 currency code. */
export const currencyPattern = /^[A-Z]{3}$/;
export const currencyFormat = 'an ISO 4217 code such as "EUR"';

/** An RFC 9562 UUID of any version, or the nil or max UUID: zod's `z.uuid()` pattern. */
export const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/**
 * An RFC 3339 date-time with seconds and `Z` or an offset (real calendar dates, leap days included):
 * the pattern zod builds for `z.iso.datetime({ offset: true })`.
 */
export const dateTimePattern =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$/;

/**
 * A string the URL parser takes as an absolute URL. Unlike `z.url()` it does not trim the value: it
 * returns it as sent, and so refuses a URL padded with non-ASCII spaces (which `fetch` would refuse).
 */
export function isAbsoluteUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
