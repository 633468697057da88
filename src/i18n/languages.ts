/**
 * The languages Railkit speaks, as the tags of their catalogue files (`fr.ts`, `card-fr.ts`, ...): a
 * language alone where one written form serves every country that speaks it, a region or a script
 * where they differ (Brazil's and Portugal's Portuguese, Latin America's and Spain's Spanish, simplified
 * and traditional Chinese).
 */
export const supportedLanguages = [
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'es-419',
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
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
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
] as const;

export type SupportedLanguage = (typeof supportedLanguages)[number];

/** Language subtags whose texts are another's: Norwegian is written in Bokmål, Tagalog as Filipino. */
export const writtenAs: Readonly<Record<string, string>> = { no: 'nb', nn: 'nb', tl: 'fil' };
