/**
 * The languages Railkit speaks, as the tags of their catalogue files (`payout-fr.ts`, `card-fr.ts`, ...):
 * a language alone where one written form serves every country that speaks it, a region or a script
 * where they differ (Brazil's and Portugal's Portuguese, Latin America's and Spain's Spanish, simplified
 * and traditional Chinese), and the regional variants of `parentLanguages`.
 */
export const supportedLanguages = [
  'ar',
  'bg',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'es',
  'es-419',
  'et',
  'fa',
  'fi',
  'fil',
  'fr',
  'fr-CA',
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
  'pl',
  'pt-BR',
  'pt-PT',
  'ro',
  'ru',
  'sk',
  'sl',
  'sr',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-Hans',
  'zh-Hant',
  'zh-HK',
] as const;

export type SupportedLanguage = (typeof supportedLanguages)[number];

/** Language subtags whose texts are another's: Norwegian is written in Bokmål, Tagalog as Filipino. */
export const writtenAs: Readonly<Record<string, string>> = { no: 'nb', nn: 'nb', tl: 'fil' };

/**
 * The regional variants, each written as what it changes of its parent's texts (British spelling and
 * banking words, Québec's, Hong Kong's): a variant's files carry only the texts that differ, and every
 * other text is its parent's. A variant with nothing to change in a form has no file for it.
 */
export const parentLanguages: Readonly<Partial<Record<SupportedLanguage, SupportedLanguage>>> = {
  'en-GB': 'en',
  'fr-CA': 'fr',
  'zh-HK': 'zh-Hant',
};
