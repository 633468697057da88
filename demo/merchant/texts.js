// @ts-check
/**
 * The demo's language: `?lang=de` or `?lang=ar` on any page (English by default). Texts come from
 * `i18n/<language>.js`; amounts, dates and names are formatted with `Intl` in that language, and what
 * the payer typed or the platform named is isolated in `<bdi>`, so an IBAN or an amount keeps its
 * order inside a right-to-left sentence.
 */
import { ar } from './i18n/ar.js';
import { de } from './i18n/de.js';
import { en } from './i18n/en.js';

/** @typedef {import('./i18n/en.js').DemoTextKey} DemoTextKey */

/** The demo's languages, by their own name. */
export const languages = /** @type {const} */ ([
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['ar', 'العربية'],
]);

/** @type {Record<string, Record<DemoTextKey, string>>} */
const catalogues = { en, de, ar };

/** The page's language from `?lang=`, English when absent or unknown. */
export const locale = (() => {
  const asked = new URLSearchParams(location.search).get('lang') ?? 'en';
  return asked in catalogues ? asked : 'en';
})();

export const direction = locale === 'ar' ? 'rtl' : 'ltr';

/**
 * The text of `key` in the page's language, with `{name}` placeholders filled.
 * @param {DemoTextKey} key
 * @param {Record<string, string | number>} [params]
 */
export function t(key, params = {}) {
  const template = catalogues[locale]?.[key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/**
 * Writes the text of `key` into `element`, each placeholder's value in a `<bdi>` of its own.
 * @param {HTMLElement} element
 * @param {DemoTextKey} key
 * @param {Record<string, string>} [values]
 */
export function fill(element, key, values = {}) {
  const template = catalogues[locale]?.[key] ?? en[key];
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

/** @param {string} path a demo page, linked in the page's language */
export function localized(path) {
  return locale === 'en' ? path : `${path}?lang=${locale}`;
}
