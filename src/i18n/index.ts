import type { Translations } from '../core/dynamic-element';
import { ar } from './ar';
import { de } from './de';
import { en, type MessageKey, type Messages } from './en';

/**
 * Message lookup: merchant `translations` first, then the locale's text, then English.
 * `{name}` placeholders are filled from `params`. Pure: no DOM.
 */

const LOCALES: Readonly<Record<string, Messages>> = { en, ar, de };

/** Languages written right to left (by primary subtag). */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']);

/** `ar-EG` -> `ar`; `zh_Hant` -> `zh`. */
export function languageOf(locale: string): string {
  return locale.trim().toLowerCase().split(/[-_]/, 1)[0] ?? '';
}

/** Text direction of a locale: `rtl` for Arabic, Hebrew, Persian, Urdu and others; else `ltr`. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(languageOf(locale)) ? 'rtl' : 'ltr';
}

/** The built-in messages of a locale's language, English when there are none. */
export function messagesFor(locale: string): Messages {
  return LOCALES[languageOf(locale)] ?? en;
}

/** Locales with built-in messages. */
export const builtInLocales: readonly string[] = Object.keys(LOCALES);

/** Replaces `{name}` by `params.name`; unknown placeholders stay as written. */
export function interpolate(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export interface Translator {
  readonly locale: string;
  readonly direction: 'ltr' | 'rtl';
  /** The text for `key`; the key itself when nothing defines it, so a gap is visible, never blank. */
  (key: MessageKey | (string & {}), params?: Readonly<Record<string, string | number>>): string;
  /** Whether the merchant's translations define `key`. */
  overrides(key: string): boolean;
  /** Whether the merchant or the locale (not the English fallback) define `key`. */
  localizes(key: string): boolean;
}

export function createTranslator(locale: string, translations: Translations = {}): Translator {
  const messages = messagesFor(locale) as Readonly<Record<string, string>>;
  const english = en as Readonly<Record<string, string>>;
  const translate = (key: string, params?: Readonly<Record<string, string | number>>) =>
    interpolate(translations[key] ?? messages[key] ?? english[key] ?? key, params);
  return Object.assign(translate, {
    locale,
    direction: directionOf(locale),
    overrides: (key: string) => typeof translations[key] === 'string',
    localizes: (key: string) =>
      typeof translations[key] === 'string' || (messages !== english && key in messages),
  });
}

export { en, ar, de };
export type { MessageKey, Messages };
