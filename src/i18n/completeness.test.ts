import { describe, expect, it } from 'vitest';
import { demoPages } from '../../demo/merchant/pages.js';
import { parentLanguages, supportedLanguages } from './languages';

/*
 * Every text in every language: the SDK's catalogues (src/i18n) and the demo's (demo/merchant/i18n),
 * found by file name, so a catalogue added later is held to the same rules without touching this test.
 * A catalogue is the files `<name>-<language>` of a folder, one per supported language (`./languages`);
 * the folder's main one is `en` with `payout-<language>` in src/i18n and `<language>` in the demo. An
 * English file with no translations beside it (`checks-iban-en`, `labels-en`) is part of the main
 * catalogue, whose translations carry its keys. A regional variant's file carries only what it changes
 * of its parent's (`parentLanguages`), and none where it changes nothing.
 */

const translated = supportedLanguages.filter((language) => language !== 'en');
const parentOf: Readonly<Record<string, string | undefined>> = parentLanguages;
/** `card-pt-BR.ts` -> `card`, `pt-BR`: the longest tag first, so `es-419` is not read as `es`. */
const languageTags = [...supportedLanguages].sort((a, b) => b.length - a.length).join('|');
const catalogueFile = new RegExp(`^(.*\\/)(?:(.+?)-)?(${languageTags})\\.(?:ts|js)$`);

/**
 * Texts that are rightly the same as the English: acronyms a bank writes as they are (IBAN, CLABE, CPF,
 * IFSC), the expiry as printed on the card (`MM / YY`), and, per language, words it shares with English.
 */
const sharedTerms = [
  'field.account.iban.label',
  'field.account.ifsc.label',
  'field.account.clabe.label',
  'field.document.cpf.label',
  'card.expiry.placeholder',
];
const sameAsEnglish: Record<string, string[]> = {
  de: ['field.account.bankCode.label', 'form.optional'], // "Bank", "(optional)" in German too
  sv: ['field.account.bankCode.label'], // "Bank" in Swedish too
  nb: ['field.account.bankCode.label'],
  nl: ['field.account.bankCode.label'],
  ja: ['field.vpa.label'], // "UPI ID", as Japanese and Korean payers know it
  ko: ['field.vpa.label'],
  mt: ['field.account.bankCode.label'], // "Bank" in Maltese too
  pl: ['field.account.bankCode.label'], // "Bank" in Polish, Hungarian and Indonesian too
  hu: ['field.account.bankCode.label'],
  id: ['field.account.bankCode.label'],
  'pt-BR': ['field.address.postalCode.label'], // "CEP": what Brazilians call their postal code
};

type Texts = Record<string, string>;
const modules = {
  ...import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../../demo/merchant/i18n/*.js', { eager: true }),
};

/** The string records a module exports (a catalogue file exports one; `labelKeys` is a list, not texts). */
function textsOf(module: Record<string, unknown>): Texts {
  const records = Object.values(module).filter(
    (value): value is Texts =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((text) => typeof text === 'string'),
  );
  return Object.assign({}, ...records) as Texts;
}

/** Catalogues by `<folder>/<name>`, each with its texts by language. */
function catalogues(): Map<string, Record<string, Texts>> {
  const found = new Map<string, Record<string, Texts>>();
  const files = Object.keys(modules);
  for (const file of files) {
    const match = catalogueFile.exec(file);
    if (!match) continue;
    const [, folder, name = '', language] = match as unknown as [string, string, string | undefined, string];
    const ownTranslations =
      name !== '' && files.some((other) => other === `${folder}${name}-de${file.slice(-3)}`);
    // The payout form's texts are the folder's main catalogue: `en.ts` (and the English files without
    // translations beside them), translated in `payout-<language>.ts`.
    const main = name === 'payout' || (language === 'en' && !ownTranslations);
    const id = `${folder}${main ? '' : name}`;
    const catalogue = found.get(id) ?? {};
    catalogue[language] = { ...catalogue[language], ...textsOf(modules[file]!) };
    found.set(id, catalogue);
  }
  return found;
}

/** A language's texts in a catalogue: a regional variant's over its parent's. */
function textsIn(catalogue: Record<string, Texts>, language: string): Texts {
  const parent = parentOf[language];
  return parent ? { ...textsIn(catalogue, parent), ...catalogue[language] } : (catalogue[language] ?? {});
}

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
/** `form.errorSummary.few` -> `form.errorSummary` when English has `form.errorSummary.other`. */
const pluralBase = (key: string, english: Texts) => {
  const base = key.replace(/\.(zero|one|two|few|many|other)$/, '');
  return base !== key && `${base}.other` in english ? base : undefined;
};

describe('translations are complete', () => {
  const found = catalogues();

  it('finds the SDK and demo catalogues, each in every language but the variants it leaves to their parents', () => {
    expect([...found.keys()].sort()).toEqual(
      expect.arrayContaining(['./', './card', '../../demo/merchant/i18n/']),
    );
    const ownLanguages = supportedLanguages.filter((language) => !parentOf[language]);
    for (const [id, catalogue] of found) {
      const own = Object.keys(catalogue).filter((language) => !parentOf[language]);
      expect(own.sort(), id).toEqual([...ownLanguages].sort());
    }
    for (const variant of Object.keys(parentLanguages)) {
      const files = [...found.values()].filter((catalogue) => variant in catalogue);
      expect(files.length, `${variant} changes nothing of its parent's texts`).toBeGreaterThan(0);
    }
  });

  for (const language of translated) {
    const parent = parentOf[language];
    const whole = parent ? `through ${parent}` : 'none empty or left in English';
    it(`${language}: every English key, no other, ${whole}`, () => {
      for (const [id, catalogue] of found) {
        const english = catalogue.en!;
        const texts = textsIn(catalogue, language);
        const singular = (key: string) => pluralBase(key, english) === undefined;
        expect(Object.keys(texts).filter(singular).sort(), id).toEqual(
          Object.keys(english).filter(singular).sort(),
        );
        if (parent) continue;
        for (const [key, text] of Object.entries(texts)) {
          expect(text.trim(), `${id} ${key}`).not.toBe('');
          if (sharedTerms.includes(key) || sameAsEnglish[language]?.includes(key)) continue;
          expect(text, `${id} ${key}`).not.toBe(english[key]);
        }
      }
    });

    if (parent) {
      it(`${language}: changes only texts ${parent} has, each to one of its own`, () => {
        for (const [id, catalogue] of found) {
          const base = textsIn(catalogue, parent);
          for (const [key, text] of Object.entries(catalogue[language] ?? {})) {
            expect(base, `${id} ${key}`).toHaveProperty([key]);
            expect(text.trim(), `${id} ${key}`).not.toBe('');
            expect(text, `${id} ${key} is ${parent}'s text: leave it out`).not.toBe(base[key]);
          }
        }
      });
    }

    it(`${language}: keeps the placeholders, and writes every plural form its rules name`, () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [id, catalogue] of found) {
        const english = catalogue.en!;
        const texts = textsIn(catalogue, language);
        for (const [key, text] of Object.entries(texts)) {
          const base = pluralBase(key, english);
          // A plural form may leave out `{count}` ("this field", "these two fields"), never add one.
          if (base)
            expect(placeholders(english[`${base}.other`]!), `${id} ${key}`).toEqual(
              expect.arrayContaining(placeholders(text)),
            );
          else expect(placeholders(text), `${id} ${key}`).toEqual(placeholders(english[key]!));
        }
        const bases = new Set(Object.keys(english).flatMap((key) => pluralBase(key, english) ?? []));
        for (const base of bases) {
          for (const category of categories)
            expect(texts, `${id} ${base}`).toHaveProperty([`${base}.${category}`]);
        }
      }
    });
  }

  it('has no "(s)" or "(er)" plurals: plural forms come from Intl.PluralRules', () => {
    for (const [id, catalogue] of found) {
      for (const [language, texts] of Object.entries(catalogue)) {
        for (const [key, text] of Object.entries(texts))
          expect(text, `${id} ${language} ${key}`).not.toMatch(/\w\((s|er|n)\)/);
      }
    }
  });

  it('names and describes every demo page', () => {
    const english = found.get('../../demo/merchant/i18n/')!.en!;
    for (const page of demoPages) {
      const name = page.path.slice(1, -'.html'.length);
      expect(english, page.path).toHaveProperty([`page.${name}.title`]);
      expect(english, page.path).toHaveProperty([`page.${name}.summary`]);
    }
  });
});
