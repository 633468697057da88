import * as z from 'zod/mini';

/** Money as the platform writes it: a decimal string in major units and an ISO 4217 code. */
export const amountSchema = z.object({
  value: z.string().check(z.regex(/^\d{1,15}(\.\d{1,3})?$/, 'a decimal string such as "125.50"')),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as "EUR"')),
});
export type Amount = z.infer<typeof amountSchema>;

/*
 * The string formats below accept what `z.uuid()`, `z.iso.datetime({ offset: true })` and `z.url()`
 * accept, under the same format names (so issues read the same, and JSON Schema gets the same `format`
 * and `pattern`), as plain patterns: zod's own versions bring about 1 KB gzip of format machinery
 * (version tables, a pattern builder, URL options) into the browser bundle. common.test.ts holds them
 * to zod's.
 */

/** An RFC 9562 UUID of any version, or the nil or max UUID: zod's `z.uuid()` pattern. */
const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/**
 * An RFC 3339 date-time with seconds and `Z` or an offset (real calendar dates, leap days included):
 * the pattern zod builds for `z.iso.datetime({ offset: true })`.
 */
const dateTimePattern =
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

export const uuidSchema = z.stringFormat('uuid', uuidPattern);
export const dateTimeSchema = z.stringFormat('datetime', dateTimePattern);
export const urlSchema = z.stringFormat('url', isAbsoluteUrl);

/** A link to a follow-up action: the method to use and where. */
export const actionLinkSchema = z.object({ method: z.string(), href: urlSchema });
export type ActionLink = z.infer<typeof actionLinkSchema>;
