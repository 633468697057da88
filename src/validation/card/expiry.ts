import { asciiDigits } from './digits';

export type ExpiryProblem = 'empty' | 'format' | 'month' | 'past' | 'tooFar';

/** No card is issued for longer than this; a later date is a typing mistake. */
const MAX_YEARS_AHEAD = 20;

/** `MM/YY`, `M/YY`, `MM / YYYY`, `MM-YY`, `MMYY`, `MMYYYY`: a month of one or two digits, a year of two or four. */
const EXPIRY = /^(\d{1,2})\s*[/\-.\s]?\s*(\d{2}|\d{4})$/;

/**
 * Parses 'MM/YY', 'MM / YYYY', '1/29', '0129', ...; not in the past by the month (the card is valid
 * through its expiry month, in the payer's calendar) and at most 20 years ahead.
 */
export function checkExpiry(
  input: string,
  now: Date = new Date(),
): { ok: true; month: string; year: string } | { ok: false; problem: ExpiryProblem } {
  const text = asciiDigits(input).trim();
  if (text === '') return { ok: false, problem: 'empty' };
  const [, monthText, yearText] = EXPIRY.exec(text) ?? [];
  if (!monthText || !yearText) return { ok: false, problem: 'format' };
  const month = Number(monthText);
  if (month < 1 || month > 12) return { ok: false, problem: 'month' };
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const monthsAhead = (year - now.getFullYear()) * 12 + (month - 1 - now.getMonth());
  if (monthsAhead < 0) return { ok: false, problem: 'past' };
  if (monthsAhead > MAX_YEARS_AHEAD * 12) return { ok: false, problem: 'tooFar' };
  return { ok: true, month: String(month).padStart(2, '0'), year: String(year % 100).padStart(2, '0') };
}

/** A month typed with its separator (`1/`, `12 / 3`): the person said where the month ends. */
const MONTH_THEN_SEPARATOR = /^\s*(\d{1,2})\s*[/\-.\s]\s*(\d*)\s*$/;

/**
 * Formats expiry while typing: '1' -> '1', '12' -> '12 / ', '123' -> '12 / 3', a leading '2'..'9' ->
 * '02 / ' (no month starts with them), '13' -> '01 / 3', '1/29' -> '01 / 29'. Formatting its own output
 * changes nothing, so it can run on every input event.
 */
export function formatExpiry(input: string): string {
  const text = asciiDigits(input);
  const separated = MONTH_THEN_SEPARATOR.exec(text);
  if (separated) {
    const [, month = '', year = ''] = separated;
    return `${month.length === 1 && month !== '0' ? `0${month}` : month} / ${year.slice(0, 4)}`;
  }
  const digits = text.replace(/\D+/g, '');
  if (digits === '') return '';
  if (/^[2-9]|^1[3-9]/.test(digits)) return `0${digits[0]} / ${digits.slice(1, 5)}`;
  if (digits.length === 1) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2, 6)}`;
}
