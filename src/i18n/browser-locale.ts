/**
 * The language subtags Railkit speaks (`pt` for both Portuguese), and those it writes as one of them
 * (`no` and `nn` in Bokmål, `tl` as Filipino: ./languages `writtenAs`, written out here because importing
 * it costs every page 45 B and a chunk of its own in dist/): enough to choose from a browser's list, and
 * small enough for every page (the full tags and their resolution load with a translation;
 * src/i18n/locales.test.ts holds the lists together).
 */
export const spokenLanguages = /* @__PURE__ */ new Set([
  'ar',
  'bg',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fa',
  'fi',
  'fil',
  'fr',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'is',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'nn',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sl',
  'sr',
  'sv',
  'th',
  'tl',
  'tr',
  'uk',
  'vi',
  'zh',
]);

/** Whether Railkit has texts for the locale's language (English included), rather than falling back. */
export const speaks = (locale: string): boolean =>
  // Not `languageOf` (./index): importing it here splits ./index into a chunk of its own in the card
  // builds, whose lazy ./locales imports this module.
  spokenLanguages.has(locale.trim().split(/[-_]/)[0]!.toLowerCase());

/**
 * The payer's language when the merchant names none: the first of the browser's preferred languages
 * (`navigator.languages`) that Railkit speaks, as the browser writes it (`fr-CA` keeps its region for
 * numbers and dates), else English. The page's own `lang` is the merchant's, not the payer's choice.
 */
export function browserLocale(): string {
  if (typeof navigator === 'undefined') return 'en';
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  return preferred.find((tag) => typeof tag === 'string' && speaks(tag)) ?? 'en';
}
