import { describe, expect, it } from 'vitest';
import { compactModule, keyOrder } from '../../scripts/compact-translations.mjs';
import { cardEn } from './card-en';
import { dropInEn } from './drop-in-en';
import { en } from './en';
import { labelKeys } from './labels-en';
import { parentLanguages, supportedLanguages } from './languages';
import { translationsFrom } from './locales';

/*
 * The build writes each language's texts without their keys (scripts/compact-translations.mjs), in the
 * order the page reads them back (`keyed`). Every language file of every catalogue, written as the
 * build writes it and read as a page reads it, must give back exactly what its translators wrote.
 */

const modules = import.meta.glob<Record<string, Record<string, string>>>(
  ['./payout-*.ts', './card-*.ts', './drop-in-*.ts', '!./*-en.ts'],
  { eager: true },
);
const sources = import.meta.glob<string>(['./payout-*.ts', './card-*.ts', './drop-in-*.ts', '!./*-en.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** What a page passes `translationsFrom` for each catalogue (src/i18n/locales.ts and its callers). */
const catalogues = {
  payout: { english: en, labelKeys },
  card: { english: cardEn, labelKeys: [] },
  'drop-in': { english: dropInEn, labelKeys: [] },
};

/** The array the build writes for a language file (in the order it reads from the sources). */
function compacted(path: string, catalogue: string): unknown[] {
  const code = compactModule(sources[path]!, path, keyOrder(catalogue));
  return JSON.parse(code.slice(code.indexOf('['), code.lastIndexOf(']') + 1)) as unknown[];
}

describe('language files as the build writes them', () => {
  const files = Object.keys(modules);

  it('covers the three catalogues in every language, and the variants where they change something', () => {
    const variants = Object.keys(parentLanguages);
    const perCatalogue = supportedLanguages.length - 1 - variants.length;
    const variantFiles = files.filter((path) => variants.some((variant) => path.endsWith(`-${variant}.ts`)));
    expect(files.length - variantFiles.length).toBe(3 * perCatalogue);
    expect(variantFiles.length).toBeGreaterThan(0);
  });

  it.each(files)('%s reads back as written', async (path) => {
    const [, catalogue, language] = /\.\/(payout|card|drop-in)-(.+)\.ts$/.exec(path)!;
    const { english, labelKeys } = catalogues[catalogue as keyof typeof catalogues];
    const array = compacted(path, catalogue!);
    const files = async () => ({ [path]: async () => ({ texts: array }) });
    const loaders = await translationsFrom({ default: files, labelKeys }, `./${catalogue}-`, english);
    const written = Object.values(modules[path]!)[0];
    // A regional variant's texts go over its parent's, here absent: over English.
    const read = language! in parentLanguages ? { ...english, ...written } : written;
    expect(await loaders[language!]!()).toEqual(read);
    // Keyless for every text English has a key for: what keeps its key is what English lacks.
    const keptKeys = Object.keys(array.at(-1) as object);
    expect(keptKeys.filter((key) => key in english || labelKeys.includes(key as never))).toEqual([]);
  });

  it('refuses a text that is not a plain string, so no code runs from a language file', () => {
    const file = "export const xx = { 'form.busy': `${globalThis.name}` };";
    expect(() => compactModule(file, 'payout-xx.ts', ['form.busy'])).toThrow(/plain string/);
  });
});
