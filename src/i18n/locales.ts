// Which language a locale reads, and the load of its texts, which the build writes without their keys. A
// catalogue imports this module on its first locale that is not English (src/i18n/index.ts), so an
// English page carries none of it.
import { spokenLanguages } from './browser-locale';
import { parentLanguages, writtenAs, type SupportedLanguage } from './languages';
import type { TranslationFiles } from './translation-files/files';
import payoutFiles, { labelKeys } from './translation-files/payout-translations';

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
 * The regions whose English is the United States' (CLDR's `en`): every other English locale has CLDR's
 * world English, `en_001`, for its parent (directly, or through Europe's `en_150`), which reads `en-GB`.
 */
const americanEnglish = /* @__PURE__ */ new Set(['US', 'AS', 'GU', 'MH', 'MP', 'PR', 'UM', 'VI']);

/**
 * The built-in language whose texts a locale reads (`pt-BR` → `pt-BR`, `pt-AO` → `pt-PT`, `es-MX` →
 * `es-419`, `en-IE` → `en-GB`, `zh-MO` → `zh-HK`, `zh-SG` → `zh-Hans`, `nn` → `nb`), English for one
 * Railkit does not speak or a tag that is not BCP 47. The likely script and region
 * (`Intl.Locale#maximize`) decide between a language's written forms, as CLDR's parent locales do:
 * `zh-TW` is written in traditional characters, plain `pt` is Brazil's, plain `en` the United States'.
 */
export function resolveLanguage(locale: string): SupportedLanguage {
  let tag: Intl.Locale;
  try {
    tag = new Intl.Locale(locale.trim().replaceAll('_', '-')).maximize();
  } catch {
    return 'en';
  }
  const language = writtenAs[tag.language] ?? tag.language;
  const region = tag.region ?? '';
  if (language === 'zh')
    return tag.script !== 'Hant' ? 'zh-Hans' : region === 'HK' || region === 'MO' ? 'zh-HK' : 'zh-Hant';
  if (language === 'pt') return region === 'BR' ? 'pt-BR' : 'pt-PT';
  if (language === 'es') return latinAmericanSpanish.has(region) ? 'es-419' : 'es';
  if (language === 'en') return americanEnglish.has(region) ? 'en' : 'en-GB';
  if (language === 'fr' && region === 'CA') return 'fr-CA';
  // The other languages have one written form, named by their subtag.
  return spokenLanguages.has(language) ? (language as SupportedLanguage) : 'en';
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

type Texts = Readonly<Record<string, string>>;

/**
 * A catalogue's module of translation files (`./translation-files/*`): the files, and the keys its
 * languages write before English's own (the payout form's labels), if any.
 */
interface TranslationModule {
  default: () => Promise<TranslationFiles>;
  labelKeys?: readonly string[];
}

/**
 * The loaders of a catalogue's translations by language, from its module of files named
 * `<prefix><language>.ts` (`../card-fr.ts`); each file exports its texts as its one export. English is
 * the catalogue's own, `english` (none for the methods, whose English forms read the schemas'). A
 * regional variant reads its own texts over its parent's (`fr-CA` over `fr`, `en-GB` over `english`);
 * with neither file, it has no loader, and the catalogue shows `english` itself.
 */
export async function translationsFrom<M>(
  module: TranslationModule | Promise<TranslationModule>,
  prefix: string,
  english: Texts = {},
): Promise<Record<string, () => Promise<M>>> {
  const { default: files, labelKeys = [] } = await module;
  // English's keys as written: the texts of the checks, which join `english` as they load, come after.
  const order = [...labelKeys, ...Object.keys(english)];
  const loaders: Record<string, () => Promise<M>> = {};
  for (const [path, load] of Object.entries(await files())) {
    const language = path.slice(prefix.length, -'.ts'.length);
    loaders[language] = () => load().then((file) => keyed(Object.values(file as object)[0], order) as M);
  }
  for (const [variant, parent] of Object.entries(parentLanguages)) {
    const [own, base] = [loaders[variant], loaders[parent]];
    if (!own && !base) continue;
    // Both files at once: a variant's page waits for one round trip, not two.
    loaders[variant] = () =>
      Promise.all([base?.() ?? english, own?.()]).then(([texts, changes]) => ({ ...texts, ...changes }) as M);
  }
  return loaders;
}

/**
 * A language's texts by key. The build writes them without their keys (scripts/compact-translations.mjs):
 * each text in the place of its key in `order` (0 for a plural form the language does not have), then
 * an object of the keys `order` lacks. Source files, as tests and the dev server load them, are objects.
 */
export function keyed(texts: unknown, order: readonly string[]): Texts {
  if (!Array.isArray(texts)) return texts as Texts;
  const byKey: Record<string, string> = {};
  texts.forEach((text: unknown, index) => {
    if (typeof text === 'string') byKey[order[index]!] = text;
    else Object.assign(byKey, text);
  });
  return byKey;
}

/**
 * The bank-account form's translations, over its English, `en`. Every page in another language loads
 * them (the card and method forms take their shared texts from them), so their list travels in this
 * module. (`en` is passed in: imported here, it would be a chunk of its own in builds with an entry.)
 */
export const payoutTranslations = <M>(en: Texts) =>
  translationsFrom<M>({ default: payoutFiles, labelKeys }, '../payout-', en);
