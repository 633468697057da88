import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { de } from './de';
import {
  builtInLocales,
  cachedMessages,
  createTranslator,
  directionOf,
  en,
  interpolate,
  loadMessages,
} from './index';

describe('i18n', () => {
  it('every locale has exactly the English keys, none left empty', () => {
    for (const messages of [ar, de]) {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(messages)) expect(text.trim(), key).not.toBe('');
    }
    expect(builtInLocales).toEqual(['en', 'ar', 'de']);
  });

  it('keeps the placeholders of each English text in the translations', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(ar[key as keyof typeof en]), `ar ${key}`).toEqual(placeholders(text));
      expect(placeholders(de[key as keyof typeof en]), `de ${key}`).toEqual(placeholders(text));
    }
  });

  it('derives the direction from the language', () => {
    for (const locale of ['ar', 'ar-EG', 'he', 'fa-IR', 'ur', 'AR_sa'])
      expect(directionOf(locale), locale).toBe('rtl');
    for (const locale of ['en', 'de-AT', 'fr', 'arn', '']) expect(directionOf(locale), locale).toBe('ltr');
  });

  it('loads built-in messages by language on demand, caches them, and falls back to English', async () => {
    // English is bundled; German is fetched on first use and kept.
    expect(cachedMessages('en-GB')).toBe(en);
    expect(cachedMessages('fr-FR')).toBe(en);
    expect(cachedMessages('de')).toBeUndefined();
    const first = loadMessages('de-CH');
    expect(loadMessages('DE_at')).toBe(first);
    expect(await first).toBe(de);
    expect(cachedMessages('de-AT')).toBe(de);
    expect(await loadMessages('ar-EG')).toBe(ar);
    expect(await loadMessages('fr-FR')).toBe(en);
    expect(await loadMessages('constructor')).toBe(en);
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
