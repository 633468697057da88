import { normalizeCompact, normalizeDigits } from '../normalize';

/** The zero of each digit script people type card numbers in: Arabic-Indic, Persian, Devanagari, Bengali, Thai, full width. */
const DIGIT_ZEROS = [0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0xff10] as const;

/** `٤٢٤٢` -> `4242`: a phone keyboard in Arabic or Hindi types these digits into a numeric field. */
export function asciiDigits(input: string): string {
  return input.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9);
    return zero === undefined ? digit : String(code - zero);
  });
}

/** Strips spaces, dashes and other separators a person or a paste puts in; returns the digits ('' if none). */
export function cardDigits(input: string): string {
  return normalizeDigits(asciiDigits(input));
}

/** True when `input` holds nothing but digits and the separators people type between them. */
export function onlyDigitsAndSeparators(input: string): boolean {
  return /^\d*$/.test(normalizeCompact(asciiDigits(input)));
}

/** The position just after the `count`-th digit of `text` (0 for none). */
function afterDigits(text: string, count: number): number {
  let position = 0;
  for (let seen = 0; position < text.length && seen < count; position++) {
    if (/\d/.test(text[position]!)) seen++;
  }
  return position;
}

/**
 * Reformats an input value keeping the caret next to the same digit: for formatting while typing and paste.
 * Only digits count (unlike `formatPreservingCaret`, whose letters would shift the caret when a paste
 * brings some), and digits a formatter pads in front (`1/2` -> `01 / 2`) are stepped over.
 */
export function reformatKeepingCaret(
  value: string,
  caret: number,
  format: (digits: string) => string,
): { value: string; caret: number } {
  const formatted = format(value);
  const padded = Math.max(0, cardDigits(formatted).length - cardDigits(value).length);
  return {
    value: formatted,
    caret: afterDigits(formatted, cardDigits(value.slice(0, caret)).length + padded),
  };
}
