// @ts-check
/**
 * The demo's language: `?lang=fr` on any page, else the first of the browser's languages the demo
 * speaks (as the SDK picks its own), else English. Texts come from `i18n/<language>.js`, each loaded
 * only by a page shown in it; amounts, dates and names are formatted with `Intl` in that language,
 * and what the payer typed or the platform named is isolated in `<bdi>`, so an IBAN or an amount keeps
 * its order inside a right-to-left sentence.
 */
import { directionOf } from '../../src/i18n/index';
import { browserLocale, speaks } from '../../src/i18n/browser-locale';
import { parentLanguages } from '../../src/i18n/languages';
import { resolveLanguage } from '../../src/i18n/locales';
import { en } from './i18n/en.js';

/** @typedef {import('./i18n/en.js').DemoTextKey} DemoTextKey */

/** Every other language's texts, by file: one module each, fetched when a page is shown in it. */
const translations = import.meta.glob(['./i18n/*.js', '!./i18n/en.js']);
const codeOf = (/** @type {string} */ path) => path.slice('./i18n/'.length, -'.js'.length);

/**
 * The demo's languages, English first, each named in itself (`Français`, `日本語`).
 * @type {[code: string, name: string][]}
 */
export const languages = ['en', ...Object.keys(translations).map(codeOf).sort()].map((code) => {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return [code, name.charAt(0).toLocaleUpperCase(code) + name.slice(1)];
});

const spoken = (/** @type {string} */ tag) => languages.some(([code]) => code === tag);

/**
 * The language the page's address asks for (`?lang=`), if the demo speaks it: one of its own, or the
 * one a locale reads as the SDK resolves it (`es-MX` → `es-419`, `pt-AO` → `pt-PT`, `zh-TW` → `zh-Hant`).
 */
const asked = (() => {
  const tag = new URLSearchParams(location.search).get('lang');
  if (!tag || spoken(tag)) return tag;
  const language = speaks(tag) ? resolveLanguage(tag) : undefined;
  return language && spoken(language) ? language : undefined;
})();

/** The page's language: the one `?lang=` asks for, else the browser's, else English. */
export const locale = (() => {
  if (asked) return asked;
  const browser = resolveLanguage(browserLocale());
  return spoken(browser) ? browser : 'en';
})();

/**
 * The texts of one of the demo's languages: a regional variant's (`fr-CA.js`, only what it changes) over
 * its parent's, as the SDK reads its own.
 * @param {string} language
 * @returns {Promise<Record<DemoTextKey, string>>}
 */
async function textsOf(language) {
  if (language === 'en') return en;
  const parent = /** @type {Record<string, string | undefined>} */ (parentLanguages)[language];
  const [base, own] = await Promise.all([
    parent ? textsOf(parent) : en,
    translations[`./i18n/${language}.js`]?.().then(
      (module) => Object.values(/** @type {object} */ (module))[0],
    ),
  ]);
  return { ...base, ...own };
}

const catalogue = await textsOf(locale);

export const direction = directionOf(locale);

/**
 * The text of `key` in the page's language, with `{name}` placeholders filled.
 * @param {DemoTextKey} key
 * @param {Record<string, string | number>} [params]
 */
export function t(key, params = {}) {
  const template = catalogue[key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/**
 * Writes the text of `key` into `element`, each placeholder's value in a `<bdi>` of its own.
 * @param {HTMLElement} element
 * @param {DemoTextKey} key
 * @param {Record<string, string>} [values]
 */
export function fill(element, key, values = {}) {
  const template = catalogue[key] ?? en[key];
  const parts = template.split(/\{(\w+)\}/);
  element.replaceChildren(
    ...parts.map((part, index) => {
      if (index % 2 === 0) return part;
      const isolated = document.createElement('bdi');
      isolate(isolated, values[part] ?? `{${part}}`);
      return isolated;
    }),
  );
}

/** Right-to-left letters (Hebrew, Arabic and their presentation forms). */
const rightToLeft = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * Writes `text` into an isolating element (`<bdi>`), left to right unless it holds right-to-left
 * letters: an account name such as `IBAN •••• 3000` or a card number keeps its order in Arabic text.
 * @param {HTMLElement} element
 * @param {string} text
 */
export function isolate(element, text) {
  element.textContent = text;
  element.dir = rightToLeft.test(text) ? 'auto' : 'ltr';
}

/**
 * `49.9 EUR` as the page's language writes it: `€49.90`, `49,90 €`, `‏49٫90 €`.
 * @param {{value: string, currency: string}} amount
 */
export function formatAmount(amount) {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: amount.currency }).format(
    Number(amount.value),
  );
}

/** @param {string | Date} when a moment, shown as the time of day in the page's language */
export function formatTime(when) {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(new Date(when));
}

/** @param {string} country ISO 3166 code, named in the page's language */
export function countryName(country) {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
}

/** @param {string} path a demo page, linked in the language this page's address asked for */
export function localized(path) {
  return asked === locale ? `${path}?lang=${locale}` : path;
}
