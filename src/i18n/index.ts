import type { Translations } from '../core/dynamic-element';
import { en, type MessageKey, type Messages } from './en';

/**
 * Message lookup: merchant `translations` first, then the locale's text, then English.
 * `{name}` placeholders are filled from `params`. Each form has a catalogue of texts: English is
 * bundled, every other built-in language is its own chunk, fetched only when a page shows that language
 * (the script-tag build inlines them all). The card form's texts are a catalogue of their own
 * (`./card`), so a payout-only bundle carries none of them.
 */

type Texts = Readonly<Record<string, string>>;

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

/** The texts of one form in every built-in language. */
export interface Catalogue<M extends Texts> {
  readonly english: M;
  /**
   * The texts of a locale's language if they are loaded already (English always is), else undefined:
   * then `load()` fetches them.
   */
  cached(locale: string): M | undefined;
  /**
   * The texts of a locale's language, English when there are none. Loaded once and cached. If a
   * language's chunk cannot be fetched (offline), resolves with English and tries again next time: a
   * form in English is better than no form.
   */
  load(locale: string): Promise<M>;
}

/** A catalogue of `english` and the loaders of its other languages' chunks, by language. */
export function createCatalogue<M extends Texts>(
  english: M,
  loaders: Readonly<Record<string, () => Promise<M>>>,
): Catalogue<M> {
  const loaded = new Map<string, M>([['en', english]]);
  // Loads under way, by language, so concurrent callers share one fetch.
  const loading = new Map<string, Promise<M>>();
  const loaderOf = (language: string) => (Object.hasOwn(loaders, language) ? loaders[language] : undefined);
  return {
    english,
    cached: (locale) => {
      const language = languageOf(locale);
      return loaderOf(language) ? loaded.get(language) : english;
    },
    load: (locale) => {
      const language = languageOf(locale);
      const load = loaderOf(language);
      if (!load) return Promise.resolve(english);
      const cached = loaded.get(language);
      if (cached) return Promise.resolve(cached);
      let pending = loading.get(language);
      if (!pending) {
        pending = load()
          .then((messages) => (loaded.set(language, messages), messages))
          .catch((error: unknown) => {
            console.warn(`Railkit: the "${language}" texts could not be loaded; showing English.`, error);
            return english;
          })
          .finally(() => loading.delete(language));
        loading.set(language, pending);
      }
      return pending;
    },
  };
}

/**
 * Adds English texts that load with a module of their own (each `x-check` module's messages, with
 * that check): `en` and every translator over it find them from then on.
 */
export function addEnglishTexts(texts: Texts): void {
  Object.assign(en, texts);
}

/** The bank-account form's texts (and the validation messages every form shares). */
export const formTexts: Catalogue<Record<MessageKey, string>> = /* @__PURE__ */ createCatalogue(en, {
  ar: () => import('./ar').then((module) => module.ar),
  de: () => import('./de').then((module) => module.de),
});

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
 * A synchronous lookup over `messages`, the locale's loaded texts (from a catalogue's `load()`; English
 * by default), with the merchant's `translations` on top and the catalogue's `english` below. Pure: no
 * loading, no DOM.
 */
export function createTranslator(
  locale: string,
  translations: Translations = {},
  messages: Texts = en,
  english: Texts = en,
): Translator {
  const localized = messages;
  const lookup = (key: string) => translations[key] ?? localized[key] ?? english[key];
  // A `count` picks the plural form (`key.one`, `key.few`...) by the rules of the texts' language,
  // each of which writes every form its rules name (src/i18n/completeness.test.ts); merchants
  // override the forms. Without a count, `key.other` is looked up first (no key has it but plurals).
  // The rules are made for a count only: most texts (labels, errors) have none.
  const form = (count: unknown) =>
    count === undefined
      ? 'other'
      : new Intl.PluralRules(localized == english ? 'en' : languageOf(locale)).select(count as number);
  const translate = (key: string, params: Readonly<Record<string, string | number>> = {}) =>
    interpolate(lookup(`${key}.${form(params.count)}`) ?? lookup(key) ?? key, params);
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

/**
 * The translator for a form switching to `locale`: at once when the catalogue has its texts, else the
 * `current` texts with the new `translations` while the locale's load, then `onLoaded` gets the
 * locale's translator (the form checks that its locale did not change again meanwhile).
 */
export function switchTranslator<M extends Texts>(
  catalogue: Catalogue<M>,
  current: Translator,
  locale: string,
  translations: Translations,
  onLoaded: (translator: Translator) => void,
): Translator {
  const cached = catalogue.cached(locale);
  if (cached) return createTranslator(locale, translations, cached, catalogue.english);
  void catalogue
    .load(locale)
    .then((loaded) => onLoaded(createTranslator(locale, translations, loaded, catalogue.english)));
  return createTranslator(current.locale, translations, catalogue.cached(current.locale), catalogue.english);
}
