import { describe, expect, it } from 'vitest';
import { ar } from './payout-ar';
import { cardFormTexts } from './card';
import { cardAr } from './card-ar';
import { cardDe } from './card-de';
import { cardEn } from './card-en';
import { bankCodesEn } from './checks-bank-codes-en';
import { cpfEn } from './checks-cpf-en';
import { ibanEn } from './checks-iban-en';
import { luhnEn } from './checks-luhn-en';
import { de } from './payout-de';
import { createCatalogue, createTranslator, directionOf, en, formTexts, interpolate } from './index';
import { labelsEn } from './labels-en';
import { dropInEn } from './drop-in-en';
import { dropInTexts } from './drop-in';
import { translationsFrom } from './locales';
import { loadCheck } from '../validation/checks';

describe('i18n', () => {
  const catalogues: [Record<string, string>, Record<string, string>[]][] = [
    // Other locales also hold the checks' messages, and the usual fields' labels (English forms take
    // those from the schema).
    [{ ...en, ...ibanEn, ...bankCodesEn, ...cpfEn, ...luhnEn, ...labelsEn }, [ar, de]],
    [cardEn, [cardAr, cardDe]],
  ];

  // Every key in every language: completeness.test.ts.
  it('keeps the card texts apart from the shared ones', () => {
    // The two catalogues never define the same key: the card's texts are all `card.*`.
    expect(Object.keys(cardEn).every((key) => key.startsWith('card.') && !(key in en))).toBe(true);
    expect(Object.keys(labelsEn).some((key) => key in en)).toBe(false);
  });

  it('keeps the placeholders of each English text in the translations', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [english, locales] of catalogues) {
      for (const [key, text] of Object.entries(english)) {
        for (const messages of locales) {
          const translated = messages[key as keyof typeof messages];
          if (translated !== undefined) expect(placeholders(translated), key).toEqual(placeholders(text));
        }
      }
    }
  });

  it("adds a check's English messages when its module loads, and only its own", async () => {
    const english = createTranslator('en');
    expect(english('error.cpf')).toBe('error.cpf');
    await loadCheck('cpf');
    expect(english('error.cpf')).toBe(cpfEn['error.cpf']);
    expect(english('error.luhn')).toBe('error.luhn');
    await loadCheck('iban');
    expect(english('error.iban.length', { country: 'DE', length: 22 })).toBe(
      'IBANs starting with DE have 22 characters.',
    );
  });

  it('derives the direction from the language', () => {
    for (const locale of ['ar', 'ar-EG', 'he', 'fa-IR', 'ur', 'AR_sa'])
      expect(directionOf(locale), locale).toBe('rtl');
    for (const locale of ['en', 'de-AT', 'fr', 'arn', '']) expect(directionOf(locale), locale).toBe('ltr');
  });

  it('loads built-in messages by language on demand, caches them, and falls back to English', async () => {
    // English is bundled; German is fetched on first use and kept, one load for all its locales.
    expect(formTexts.cached('en-US')).toBe(en);
    expect(formTexts.cached('de')).toBeUndefined();
    const [swiss, austrian] = await Promise.all([formTexts.load('de-CH'), formTexts.load('DE_at')]);
    expect(swiss).toBe(de);
    expect(austrian).toBe(de);
    expect(formTexts.cached('de-CH')).toBe(de);
    expect(await formTexts.load('ar-EG')).toBe(ar);
    expect(await formTexts.load('sw-KE')).toBe(en);
    expect(formTexts.cached('sw-KE')).toBe(en);
    expect(await formTexts.load('constructor')).toBe(en);
  });

  it('gives a locale the texts of the language it reads: es-MX Latin American, pt-AO European', async () => {
    const [{ es419 }, { ptPT }, { zhHant }] = await Promise.all([
      import('./payout-es-419'),
      import('./payout-pt-PT'),
      import('./payout-zh-Hant'),
    ]);
    expect(await formTexts.load('es-MX')).toBe(es419);
    expect(await formTexts.load('pt-AO')).toBe(ptPT);
    expect(await formTexts.load('zh-TW')).toBe(zhHant);
    expect(formTexts.cached('es-AR')).toBe(es419);
  });

  it("gives a regional variant its own words over its parent's: fr-CA, zh-HK", async () => {
    const [{ fr }, { frCA }, { zhHant }, { zhHK }] = await Promise.all([
      import('./payout-fr'),
      import('./payout-fr-CA'),
      import('./payout-zh-Hant'),
      import('./payout-zh-HK'),
    ]);
    expect(await formTexts.load('fr-CA')).toEqual({ ...fr, ...frCA });
    expect(await formTexts.load('zh-MO')).toEqual({ ...zhHant, ...zhHK });
    expect(await formTexts.load('fr-FR')).toBe(fr);
    expect(formTexts.cached('zh-HK')).toBe(formTexts.cached('zh-MO'));
    const t = createTranslator('fr-CA', {}, formTexts.cached('fr-CA'));
    expect(t('option.checking')).toBe('Compte chèques');
    expect(t('error.required')).toBe(fr['error.required']);
  });

  it("gives British English the bundled English where it changes nothing, so the schemas' own texts show", async () => {
    // The form shows the schema's own help and messages where its texts are English, by identity
    // (src/elements/bank-account): a payout-en-GB.ts would need that check to change.
    expect(await formTexts.load('en-AU')).toBe(en);
    expect(formTexts.cached('en-GB')).toBe(en);
    const { dropInEnGB } = await import('./drop-in-en-GB');
    expect(await dropInTexts.load('en-IE')).toEqual({ ...dropInEn, ...dropInEnGB });
  });

  it('loads a variant over its parent, and reads the parent where it has no file of its own', async () => {
    const loads: string[] = [];
    const texts = createCatalogue({ hello: 'Hello', bye: 'Bye' } as Record<string, string>, async () =>
      translationsFrom(
        {
          default: async () => ({
            './fr.ts': async () => (loads.push('fr'), { fr: { hello: 'Bonjour', bye: 'Au revoir' } }),
            './fr-CA.ts': async () => (loads.push('fr-CA'), { frCA: { bye: 'Bye-bye' } }),
            './zh-Hant.ts': async () => (loads.push('zh-Hant'), { zhHant: { hello: '你好' } }),
          }),
        },
        './',
      ),
    );
    expect(await texts.load('fr-CA')).toEqual({ hello: 'Bonjour', bye: 'Bye-bye' });
    expect(await texts.load('zh-HK')).toEqual({ hello: '你好' });
    expect(await texts.load('en-GB')).toEqual({ hello: 'Hello', bye: 'Bye' });
    expect(loads.sort()).toEqual(['fr', 'fr-CA', 'zh-Hant']);
  });

  it('shares one fetch of a language between the locales that read it', async () => {
    let loads = 0;
    const texts = createCatalogue({ hello: 'Hello' } as Record<string, string>, async () => ({
      fr: async () => (loads++, { hello: 'Bonjour' }),
    }));
    const [france, belgium] = await Promise.all([texts.load('fr-FR'), texts.load('fr-BE')]);
    expect([france, belgium]).toEqual([{ hello: 'Bonjour' }, { hello: 'Bonjour' }]);
    expect(loads).toBe(1);
  });

  it("gives the card form its own texts over the shared ones, in the locale's language", async () => {
    expect(cardFormTexts.cached('en')).toBe(cardFormTexts.english);
    expect(cardFormTexts.english).toMatchObject({
      ...cardEn,
      'form.errorSummary.other': en['form.errorSummary.other'],
    });
    const german = await cardFormTexts.load('de-DE');
    expect(german).toEqual({ ...de, ...cardDe });
    expect(cardFormTexts.cached('de')).toBe(german);
    const t = createTranslator('de', {}, german, cardFormTexts.english);
    expect(t('card.number.label')).toBe('Kartennummer');
    expect(t('form.errorSummary', { count: 1, fields: 'CVC' })).toBe('Bitte prüfen Sie dieses Feld: CVC.');
    expect(t('form.errorSummary', { count: 2, fields: 'CVC, Name' })).toBe(
      interpolate(de['form.errorSummary.other']!, { count: 2, fields: 'CVC, Name' }),
    );
    expect(t.localizes('card.number.label')).toBe(true);
  });

  it("gives the card form of a variant with no card texts of its own the variant's shared texts", async () => {
    const [{ fr }, { frCA }, { cardFr }] = await Promise.all([
      import('./payout-fr'),
      import('./payout-fr-CA'),
      import('./card-fr'),
    ]);
    expect(await cardFormTexts.load('fr-CA')).toEqual({ ...fr, ...cardFr, ...frCA });
  });

  it('falls back to English when a language cannot be loaded, and loads it again next time', async () => {
    let attempts = 0;
    const texts = createCatalogue({ hello: 'Hello' } as Record<string, string>, async () => ({
      fr: () =>
        ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ hello: 'Bonjour' }),
    }));
    expect(await texts.load('fr')).toEqual({ hello: 'Hello' });
    expect(texts.cached('fr')).toBeUndefined();
    expect(await texts.load('fr-BE')).toEqual({ hello: 'Bonjour' });
    expect(attempts).toBe(2);
  });

  it("picks the plural form by the locale's Intl.PluralRules, with merchant texts first", () => {
    const arabic = createTranslator('ar', {}, ar);
    const counts = { zero: 0, one: 1, two: 2, few: 3, many: 11, other: 100 };
    for (const [category, count] of Object.entries(counts)) {
      const form = ar[`form.errorSummary.${category}` as keyof typeof ar]!;
      expect(arabic('form.errorSummary', { count, fields: 'x' }), category).toBe(
        interpolate(form, { count, fields: 'x' }),
      );
    }
    expect(createTranslator('en')('form.errorSummary', { count: 3, fields: 'a, b, c' })).toBe(
      'Check 3 fields: a, b, c.',
    );
    expect(createTranslator('en')('form.errorSummary', { count: 1, fields: 'IBAN' })).toBe(
      'Check this field: IBAN.',
    );
    const merchant = createTranslator('en', { 'form.errorSummary.other': '{count} to fix' });
    expect(merchant('form.errorSummary', { count: 2 })).toBe('2 to fix');
    expect(merchant('form.errorSummary', { count: 1, fields: 'IBAN' })).toBe('Check this field: IBAN.');
  });

  it('interpolates placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Enter at least {limit} characters.', { limit: 8 })).toBe(
      'Enter at least 8 characters.',
    );
    expect(interpolate('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });

  it('looks up merchant translations, then the locale, then English, then the key', () => {
    const t = createTranslator('de', { 'error.required': 'Pflicht!', 'custom.key': 'Eigen {n}' }, de);
    expect(t('error.required')).toBe('Pflicht!');
    expect(t('error.minLength', { limit: 3 })).toBe('Geben Sie mindestens 3 Zeichen ein.');
    expect(t('custom.key', { n: 1 })).toBe('Eigen 1');
    expect(t('missing.key')).toBe('missing.key');
    expect(t.direction).toBe('ltr');
    expect(t.overrides('error.required')).toBe(true);
    expect(t.overrides('error.pattern')).toBe(false);
    expect(t.localizes('error.pattern')).toBe(true);
    const french = createTranslator('fr');
    expect(french('error.required')).toBe(en['error.required']);
    expect(french.localizes('error.required')).toBe(false);
    expect(createTranslator('ar').direction).toBe('rtl');
    // Without the locale's messages passed in, English texts (the translator never loads anything).
    expect(createTranslator('de')('error.required')).toBe(en['error.required']);
  });
});
