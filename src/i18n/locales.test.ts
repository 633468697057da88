import { describe, expect, it } from 'vitest';
import { supportedLanguages, writtenAs } from './languages';
import { browserLocale, speaks, spokenLanguages } from './browser-locale';
import { resolveLanguage } from './locales';

describe('resolveLanguage', () => {
  it('reads each supported tag as itself, whatever its case', () => {
    for (const language of supportedLanguages) {
      expect(resolveLanguage(language), language).toBe(language);
      expect(resolveLanguage(language.toLowerCase()), language).toBe(language);
    }
  });

  it.each([
    ['pt', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['pt-AO', 'pt-PT'],
    ['pt-MZ', 'pt-PT'],
    ['es', 'es'],
    ['es-ES', 'es'],
    ['es-MX', 'es-419'],
    ['es-AR', 'es-419'],
    ['es-US', 'es-419'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-HK', 'zh-HK'],
    ['zh-MO', 'zh-HK'],
    ['zh-Hant-HK', 'zh-HK'],
    ['zh-Hans-HK', 'zh-Hans'],
    ['no', 'nb'],
    ['nn', 'nb'],
    ['nb-NO', 'nb'],
    ['tl', 'fil'],
    ['iw', 'he'],
    ['fr-CA', 'fr-CA'],
    ['fr-BE', 'fr'],
    ['fr-CH', 'fr'],
    ['de_AT', 'de'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en-PR', 'en'],
    ['en-GB', 'en-GB'],
    ['en-IE', 'en-GB'],
    ['en-AU', 'en-GB'],
    ['en-NZ', 'en-GB'],
    ['en-IN', 'en-GB'],
    ['en-001', 'en-GB'],
    ['en-CH', 'en-GB'],
    ['ca-ES', 'ca'],
    ['ca-AD', 'ca'],
    ['ca-ES-valencia', 'ca'],
    ['is-IS', 'is'],
    ['mt-MT', 'mt'],
    ['sw', 'en'],
    ['not a tag', 'en'],
  ])('%s reads %s', (locale, language) => {
    expect(resolveLanguage(locale)).toBe(language);
  });

  it("speaks exactly the supported tags' languages, and those written as one of them", () => {
    const languages = new Set([
      ...supportedLanguages.map((tag) => tag.split('-')[0]),
      ...Object.keys(writtenAs),
    ]);
    expect([...spokenLanguages].sort()).toEqual([...languages].sort());
  });

  it('tells a language it speaks from one it falls back to English for', () => {
    expect(speaks('en-AU')).toBe(true);
    expect(speaks('ja-JP')).toBe(true);
    expect(speaks('ca-ES-valencia')).toBe(true);
    expect(speaks('NN_no')).toBe(true);
    expect(speaks('sw-KE')).toBe(false);
  });
});

describe('browserLocale', () => {
  it("is the first of the browser's languages Railkit speaks, as the browser writes it", () => {
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
    const prefer = (tags: string[]) =>
      Object.defineProperty(navigator, 'languages', { configurable: true, get: () => tags });
    try {
      prefer(['sw-KE', 'fr-CA', 'de']);
      expect(browserLocale()).toBe('fr-CA');
      prefer(['sw-KE', 'yo']);
      expect(browserLocale()).toBe('en');
      prefer(['en-GB', 'fr']);
      expect(browserLocale()).toBe('en-GB');
    } finally {
      delete (navigator as { languages?: unknown }).languages;
      Object.defineProperty(Navigator.prototype, 'languages', languages);
    }
  });
});
