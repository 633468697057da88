// Which language a locale reads, and the load of its texts. A catalogue imports this module on its first
// locale that is not English (src/i18n/index.ts), so an English page carries none of it.
import { supportedLanguages, writtenAs, type SupportedLanguage } from './languages';

const supported: ReadonlySet<string> = /* @__PURE__ */ new Set(supportedLanguages);

/** Spanish as the Americas write it: CLDR's `es-419` and the regions whose Spanish it is the parent of. */
const latinAmericanSpanish = /* @__PURE__ */ new Set([
  '419',
  'AR',
  'BO',
  'BR',
  'BZ',
  'CL',
  'CO',
  'CR',
  'CU',
  'DO',
  'EC',
  'GT',
  'HN',
  'MX',
  'NI',
  'PA',
  'PE',
  'PR',
  'PY',
  'SV',
  'US',
  'UY',
  'VE',
]);

/**
 * The built-in language whose texts a locale reads (`pt-BR` → `pt-BR`, `pt-AO` → `pt-PT`, `es-MX` →
 * `es-419`, `zh-TW` → `zh-Hant`, `zh-SG` → `zh-Hans`, `nn` → `nb`), English for one Railkit does not
 * speak or a tag that is not BCP 47. The likely script and region (`Intl.Locale#maximize`) decide
 * between a language's written forms: `zh-HK` is written in traditional characters, plain `pt` is
 * Brazil's, plain `es` Spain's.
 */
export function resolveLanguage(locale: string): SupportedLanguage {
  let tag: Intl.Locale;
  try {
    tag = new Intl.Locale(locale.trim().replaceAll('_', '-')).maximize();
  } catch {
    return 'en';
  }
  const language = writtenAs[tag.language] ?? tag.language;
  if (language === 'zh') return tag.script === 'Hant' ? 'zh-Hant' : 'zh-Hans';
  if (language === 'pt') return tag.region === 'BR' ? 'pt-BR' : 'pt-PT';
  if (language === 'es') return latinAmericanSpanish.has(tag.region ?? '') ? 'es-419' : 'es';
  return supported.has(language) ? (language as SupportedLanguage) : 'en';
}

/**
 * The texts of the language `locale` reads, from a catalogue's `translations` (English when it has
 * none): one load a language, shared through `loads` by every locale that reads it. A failed load is
 * forgotten, so the next call tries again.
 */
export async function textsOf<M>(
  locale: string,
  english: M,
  translations: () => Promise<Readonly<Record<string, () => Promise<M>>>>,
  loads: Map<string, Promise<M>>,
): Promise<M> {
  const language = resolveLanguage(locale);
  const loaders = await translations();
  const load = Object.hasOwn(loaders, language) ? loaders[language] : undefined;
  if (!load) return english;
  let pending = loads.get(language);
  if (!pending) {
    pending = load();
    pending.catch(() => loads.delete(language));
    loads.set(language, pending);
  }
  return pending;
}
