import type { Translations } from './translations';
import { en, type MessageKey, type Messages } from './en';

/**
 * Message lookup: merchant `translations` first, then the locale's text, then English.
 * `{name}` placeholders are filled from `params`. Each form has a catalogue of texts: English is
 * bundled, every other built-in language (`./languages`) is its own chunk, fetched only when a page
 * shows that language. A locale reads the texts of the language `resolveLanguage` gives it (`es-MX`
 * reads `es-419`). The card form's texts are a catalogue of their own (`./card`), so a payout-only
 * bundle carries none of them.
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
   * The texts of a locale if they are loaded already (an English locale's always are), else undefined:
   * then `load()` fetches them.
   */
  cached(locale: string): M | undefined;
  /**
   * The texts of the language the locale reads (`resolveLanguage`), English when Railkit has none.
   * Loaded once and cached. If a language's chunk cannot be fetched (offline), resolves with English
   * and tries again next time: a form in English is better than no form.
   */
  load(locale: string): Promise<M>;
}

/**
 * Where a catalogue's other languages come from: their loaders by language (`fr`, `pt-BR`). Called on
 * the first locale that is not English, so an English page fetches nothing of them, not even the list.
 */
export type TranslationsLoader<M> = () => Promise<Readonly<Record<string, () => Promise<M>>>>;

/**
 * `en`, `en-US`: the United States' English, bundled, with no language to resolve. Other English
 * locales resolve (`en-GB`, `en-AU` read British English; `en-PR` the bundled English).
 */
const isEnglish = (locale: string) => /^en(?:[-_]US)?$/i.test(locale.trim());

/** A catalogue of `english` and, loaded when first needed, the loaders of its other languages' chunks. */
export function createCatalogue<M extends Texts>(
  english: M,
  translations: TranslationsLoader<M>,
): Catalogue<M> {
  // What the other languages need (which one a locale reads, their loads under way) is in ./locales,
  // which an English page never fetches.
  let locales: typeof import('./locales') | undefined;
  const loads = new Map<string, Promise<M>>();
  const loaded = new Map<string, M>();
  return {
    english,
    cached: (locale) =>
      isEnglish(locale) ? english : locales && loaded.get(locales.resolveLanguage(locale)),
    load: async (locale) => {
      if (isEnglish(locale)) return english;
      try {
        locales ??= await import('./locales');
        const texts = await locales.textsOf(locale, english, translations, loads);
        loaded.set(locales.resolveLanguage(locale), texts);
        return texts;
      } catch (error) {
        console.warn(`Railkit: the "${locale}" texts could not be loaded; showing English.`, error);
        return english;
      }
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
export const formTexts: Catalogue<Record<MessageKey, string>> = /* @__PURE__ */ createCatalogue(
  en,
  async () => (await import('./locales')).payoutTranslations(en),
);

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
      : new Intl.PluralRules(localized == english ? 'en' : locale).select(count as number);
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
