import { normalizeCompact, normalizeDigits } from './normalize';

/**
 * Display formatters: how people read account numbers. They accept partial input (the person is
 * still typing) and never add a trailing separator, so typing and deleting feel natural.
 * What is sent is always the electronic form (`normalizeCompact`), never the formatted text.
 */

/** `DE89370400440532013000` -> `DE89 3704 0044 0532 0130 00` (groups of four). */
export function formatIban(value: string): string {
  return normalizeCompact(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** `123456` -> `12-34-56`; extra digits are kept so nothing the person typed disappears. */
export function formatSortCode(value: string): string {
  return normalizeDigits(value).replace(
    /^(\d{2})(\d{1,2})?(\d{1,2})?/,
    (_, a: string, b?: string, c?: string) => [a, b, c].filter(Boolean).join('-'),
  );
}

/** `12345678909` -> `123.456.789-09`. */
export function formatCpf(value: string): string {
  const digits = normalizeDigits(value);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join('.');
  return digits.length > 9 ? `${parts}-${digits.slice(9)}` : parts;
}

export type Formatter = (value: string) => string;

const FORMATTERS: Readonly<Record<string, Formatter>> = {
  iban: formatIban,
  sortCode: formatSortCode,
  cpf: formatCpf,
};

/** A display mask: each `#` takes the next letter or digit, other characters are shown between them. */
function maskFormatter(mask: string): Formatter {
  return (value) => {
    const characters = normalizeCompact(value);
    let formatted = '';
    let next = 0;
    for (const slot of mask) {
      if (next === characters.length) break;
      formatted += slot === '#' ? characters[next++] : slot;
    }
    return formatted + characters.slice(next);
  };
}

/** The display formatter for an `x-ui.format` name or mask (`###-###`), or undefined for plain text. */
export function formatterFor(format: string | undefined): Formatter | undefined {
  if (format?.includes('#')) return maskFormatter(format);
  return format === undefined ? undefined : FORMATTERS[format];
}

/** A letter or digit: what a formatter keeps; everything else is a separator it may move. */
function isSignificant(character: string): boolean {
  return /[\p{L}\p{N}]/u.test(character);
}

/**
 * Reformats `value` and maps the caret so it stays after the same letter or digit: typing in the
 * middle of `DE89 3704` does not throw the caret to the end when a space moves.
 */
export function formatPreservingCaret(
  value: string,
  caret: number,
  formatter: Formatter,
): { value: string; caret: number } {
  let significantBefore = 0;
  for (const character of value.slice(0, caret)) if (isSignificant(character)) significantBefore++;
  const formatted = formatter(value);
  let position = 0;
  let seen = 0;
  while (position < formatted.length && seen < significantBefore) {
    if (isSignificant(formatted[position]!)) seen++;
    position++;
  }
  return { value: formatted, caret: position };
}
