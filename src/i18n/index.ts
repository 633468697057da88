import type { Translations } from '../core/dynamic-element';
import { en, type MessageKey, type Messages } from './en';

/**
 * Message lookup: merchant `translations` first, then the locale's text, then English.
 * `{name}` placeholders are filled from `params`. English is bundled; every other built-in locale is
 * its own chunk, fetched by `loadMessages()` only when a page shows that language (the script-tag
 * build inlines them all).
 */

/** Loaders of the built-in non-English messages, by language. */
const loaders: ReadonlyMap<string, () => Promise<Messages>> = new Map([
  ['ar', () => import('./ar').then((module) => module.ar)],
  ['de', () => import('./de').then((module) => module.de)],
]);

/** Messages already loaded, by language. */
const loaded = new Map<string, Messages>([['en', en]]);
/** Loads under way, by language, so concurrent callers share one fetch. */
const loading = new Map<string, Promise<Messages>>();

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

/** Locales with built-in messages. */
export const builtInLocales: readonly string[] = ['en', ...loaders.keys()];

/**
 * The built-in messages of a locale's language if they are loaded already (English always is), else
 * undefined: then `loadMessages()` fetches them.
 */
export function cachedMessages(locale: string): Messages | undefined {
  const language = languageOf(locale);
  return loaders.has(language) ? loaded.get(language) : en;
}

/**
 * The built-in messages of a locale's language, English when there are none. Loaded once and cached.
 * If a locale's chunk cannot be fetched (offline), resolves with English and tries again next time:
 * a form in English is better than no form.
 */
export function loadMessages(locale: string): Promise<Messages> {
  const language = languageOf(locale);
  const load = loaders.get(language);
  if (!load) return Promise.resolve(en);
  const cached = loaded.get(language);
  if (cached) return Promise.resolve(cached);
  let pending = loading.get(language);
  if (!pending) {
    pending = load()
      .then((messages) => (loaded.set(language, messages), messages))
      .catch((error: unknown) => {
        console.warn(`Railkit: the "${language}" texts could not be loaded; showing English.`, error);
        return en;
      })
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

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

/**
 * A synchronous lookup over `messages`, the locale's loaded texts (from `loadMessages()`; English by
 * default), with the merchant's `translations` on top and English below. Pure: no loading, no DOM.
 */
export function createTranslator(
  locale: string,
  translations: Translations = {},
  messages: Messages = en,
): Translator {
  const localized = messages as Readonly<Record<string, string>>;
  const english = en as Readonly<Record<string, string>>;
  const translate = (key: string, params?: Readonly<Record<string, string | number>>) =>
    interpolate(translations[key] ?? localized[key] ?? english[key] ?? key, params);
  return Object.assign(translate, {
    locale,
    direction: directionOf(locale),
    overrides: (key: string) => typeof translations[key] === 'string',
    localizes: (key: string) =>
      typeof translations[key] === 'string' || (localized !== english && key in localized),
  });
}

export { en };
export type { MessageKey, Messages };
