import { describe, expect, it } from 'vitest';
import { ar, builtInLocales, createTranslator, de, directionOf, en, interpolate, messagesFor } from './index';

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

  it('picks built-in messages by language and falls back to English', () => {
    expect(messagesFor('de-CH')).toBe(de);
    expect(messagesFor('ar-EG')).toBe(ar);
    expect(messagesFor('fr-FR')).toBe(en);
  });

  it('interpolates placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Enter at least {limit} characters.', { limit: 8 })).toBe(
      'Enter at least 8 characters.',
    );
    expect(interpolate('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });

  it('looks up merchant translations, then the locale, then English, then the key', () => {
    const t = createTranslator('de', { 'error.required': 'Pflicht!', 'custom.key': 'Eigen {n}' });
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
  });
});
