import { normalizeCompact } from './normalize';

/**
 * Display formatters: how people read account numbers. They accept partial input (the person is
 * still typing) and never add a trailing separator, so typing and deleting feel natural.
 * What is sent is always the electronic form (`normalizeCompact`), never the formatted text.
 */
export type Formatter = (value: string) => string;

/**
 * The named formats (`iban`, `sortCode`, `cpf`). Each comes with the check module of the same name,
 * which `resolveSchema` loads for a field with that format: a form carries only its own.
 */
const namedFormatters = new Map<string, Formatter>();

export function addFormatters(formatters: Readonly<Record<string, Formatter>>): void {
  for (const [name, formatter] of Object.entries(formatters)) namedFormatters.set(name, formatter);
}

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

/**
 * The display formatter for an `x-ui.format` mask (`###-###`) or loaded name, or undefined for plain
 * text.
 */
export function formatterFor(format: string | undefined): Formatter | undefined {
  if (format?.includes('#')) return maskFormatter(format);
  return format === undefined ? undefined : namedFormatters.get(format);
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
