import { formatPreservingCaret } from '../format';
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

/** Keeps digits (as ASCII) and separators, drops letters: only digits count when the caret is mapped. */
function digitsAndSeparators(value: string): string {
  return asciiDigits(value).replace(/\p{L}|(?![0-9])\p{N}/gu, '');
}

/** Reformats an input value keeping the caret next to the same digit: for formatting while typing and paste. */
export function reformatKeepingCaret(
  value: string,
  caret: number,
  format: (digits: string) => string,
): { value: string; caret: number } {
  const before = digitsAndSeparators(value.slice(0, caret));
  return formatPreservingCaret(before + digitsAndSeparators(value.slice(caret)), before.length, format);
}
