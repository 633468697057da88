import * as z from 'zod/mini';
import {
  amountValueFormat,
  amountValuePattern,
  currencyFormat,
  currencyPattern,
  dateTimePattern,
  isAbsoluteUrl,
  uuidPattern,
} from '../formats';

export { isAbsoluteUrl };

/** Money as the platform writes it: a decimal string in major units and an ISO 4217 code. */
export const amountSchema = z.object({
  value: z.string().check(z.regex(amountValuePattern, amountValueFormat)),
  currency: z.string().check(z.regex(currencyPattern, currencyFormat)),
});
/** A sum of money: `value` a decimal string (`'125.50'`), `currency` an ISO 4217 code. */
export type Amount = z.infer<typeof amountSchema>;

/*
 * The string formats below accept what `z.uuid()`, `z.iso.datetime({ offset: true })` and `z.url()`
 * accept, under the same format names (so issues read the same, and JSON Schema gets the same `format`
 * and `pattern`), as plain patterns: zod's own versions bring about 1 KB gzip of format machinery
 * (version tables, a pattern builder, URL options) into a bundle. common.test.ts holds them to zod's.
 * The patterns live in ../formats.ts, shared with the browser guards.
 */

export const uuidSchema = z.stringFormat('uuid', uuidPattern);
export const dateTimeSchema = z.stringFormat('datetime', dateTimePattern);
export const urlSchema = z.stringFormat('url', isAbsoluteUrl);

/** A link to a follow-up action: the method to use and where. */
export const actionLinkSchema = z.object({ method: z.string(), href: urlSchema });
export type ActionLink = z.infer<typeof actionLinkSchema>;
