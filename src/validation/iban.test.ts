import { describe, expect, it } from 'vitest';
import { PEER_IBANS } from './fixtures/peer-ibans';
import { IBAN_EXAMPLES, ibanExample } from './iban-examples';
import {
  IBAN_COUNTRIES,
  IBAN_TERRITORIES,
  NATIONAL_BBANS,
  NATIONAL_CHECKS,
  NATIONAL_CHECK_COUNTRIES,
  REGISTRY_BBANS,
  checkIban,
  ibanFormat,
  ibanIssue,
  ibanRegistryOf,
  isValidIban,
} from './index';

/* The reference: mod 97 with BigInt over the standard's digit string, unlike the code under test. */
function referenceCheckDigits(country: string, bban: string): string {
  const numeric = [...`${bban}${country}00`]
    .map((character) => (/\d/.test(character) ? character : String(character.charCodeAt(0) - 55)))
    .join('');
  return String(98n - (BigInt(numeric) % 97n)).padStart(2, '0');
}

/** `bban` under `country` with correct IBAN check digits: only what the test changed is wrong. */
function withCheckDigits(country: string, bban: string): string {
  return `${country}${referenceCheckDigits(country, bban)}${bban}`;
}

/** The registry's BBAN structure as a regular expression, written independently of the code. */
function structurePattern(structure: string): RegExp {
  const classes: Record<string, string> = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' };
  return new RegExp(`^${structure.replace(/(\d+)([nac])/g, (_, n, k) => `${classes[k]}{${n}}`)}$`);
}

const everyCountry = [...IBAN_COUNTRIES];

/** `9` -> `0`, `3` -> `4`, `Z` -> `A`, `M` -> `N`: the same kind of character, changed. */
function nextCharacter(character: string): string {
  if (character === '9') return '0';
  if (character === 'Z') return 'A';
  return String.fromCharCode(character.charCodeAt(0) + 1);
}

describe('IBAN registry', () => {
  it('has an example for every registry and national country, and derives one for every territory', () => {
    for (const country of [...Object.keys(REGISTRY_BBANS), ...Object.keys(NATIONAL_BBANS)]) {
      expect(IBAN_EXAMPLES[country], country).toBeDefined();
    }
    for (const territory of Object.keys(IBAN_TERRITORIES)) expect(ibanExample(territory)).toMatch(territory);
    expect(everyCountry.length).toBe(new Set(everyCountry).size);
  });

  it.each(everyCountry)('%s: its example is valid and matches the registry structure', (country) => {
    const iban = ibanExample(country)!;
    const format = ibanFormat(country)!;
    expect(iban).toHaveLength(format.length);
    expect(iban.slice(4)).toMatch(structurePattern(format.bban));
    expect(referenceCheckDigits(country, iban.slice(4))).toBe(iban.slice(2, 4));
    expect(ibanIssue(iban), iban).toBeUndefined();
    expect(checkIban(iban)).toBe(true);
    expect(ibanRegistryOf(iban)).toBe(Object.hasOwn(NATIONAL_BBANS, country) ? 'national' : 'swift');
  });

  it.each(everyCountry)(
    '%s: refuses a wrong length, a misplaced character and wrong check digits',
    (country) => {
      const iban = ibanExample(country)!;
      const bban = iban.slice(4);
      const { length, bban: structure } = ibanFormat(country)!;
      expect(ibanIssue(withCheckDigits(country, `${bban}0`))).toEqual({ problem: 'length', country, length });
      expect(ibanIssue(withCheckDigits(country, bban.slice(0, -1)))).toMatchObject({
        problem: 'length',
        length,
      });
      // The first position of a given class: put the other kind there, with valid IBAN check digits.
      const classes = structure.replace(/(\d+)([nac])/g, (_, n: string, k: string) => k.repeat(Number(n)));
      const digitAt = classes.indexOf('n');
      if (digitAt !== -1) {
        const wrong = withCheckDigits(country, `${bban.slice(0, digitAt)}X${bban.slice(digitAt + 1)}`);
        expect(ibanIssue(wrong)).toEqual({ problem: 'digit', country, position: digitAt + 5 });
        expect(checkIban(wrong)).toEqual({ reason: 'digit', params: { country, position: digitAt + 5 } });
      }
      const letterAt = classes.indexOf('a');
      if (letterAt !== -1) {
        const wrong = withCheckDigits(country, `${bban.slice(0, letterAt)}7${bban.slice(letterAt + 1)}`);
        expect(ibanIssue(wrong)).toEqual({ problem: 'letter', country, position: letterAt + 5 });
      }
      const checkDigits = Number(iban.slice(2, 4));
      const otherDigits = String(checkDigits === 97 ? 2 : checkDigits + 1).padStart(2, '0');
      expect(ibanIssue(`${country}${otherDigits}${bban}`)).toEqual({ problem: 'checksum', country });
      for (const forbidden of ['00', '01', '99'])
        expect(isValidIban(`${country}${forbidden}${bban}`)).toBe(false);
    },
  );

  it('accepts territories under their own code and their parent format only', () => {
    expect(isValidIban('AX2112345600000785')).toBe(true); // Åland, the registry's example
    expect(isValidIban('GF4120041010050500013M02606')).toBe(true); // French Guiana
    expect(isValidIban(withCheckDigits('JE', 'NWBK60161331926819'))).toBe(true);
    expect(ibanIssue(withCheckDigits('JE', '1WBK60161331926819'))).toMatchObject({ problem: 'letter' });
    expect(ibanFormat('IM')).toMatchObject({ parent: 'GB', length: 22, registry: 'swift' });
    expect(ibanFormat('US')).toBeUndefined();
  });

  it('accepts the national formats outside the registry and marks them national', () => {
    for (const iban of [
      'SN08SN0100152000048500003035',
      'CM2110002000300277976315008',
      'MA64011519000001205000534921',
    ]) {
      expect(ibanRegistryOf(iban), iban).toBe('national');
    }
    expect(ibanFormat('CI')).toMatchObject({ length: 28, registry: 'national' });
    expect(ibanRegistryOf('DE89370400440532013000')).toBe('swift');
    expect(ibanRegistryOf('DE88370400440532013000')).toBeUndefined();
  });

  it('accepts what people paste: spaces, lower case, an IBAN prefix', () => {
    expect(isValidIban('IBAN de89 3704 0044 0532 0130 00')).toBe(true);
    expect(ibanIssue('')).toEqual({ problem: 'format' });
    expect(ibanIssue('US64SVBKUS6S3300958879')).toEqual({ problem: 'country', country: 'US' });
  });
});

describe('peer test data (php-iban)', () => {
  it(`accepts all ${PEER_IBANS.length} real-world IBANs`, () => {
    const refused = PEER_IBANS.filter((iban) => !isValidIban(iban));
    expect(refused).toEqual([]);
    expect(PEER_IBANS.length).toBeGreaterThan(1000);
  });
});

describe('national check digits', () => {
  /** Each country's published examples with one digit of the BBAN changed, IBAN check digits redone. */
  const NATIONAL_EXAMPLES: Record<string, string[]> = {};
  for (const iban of [...PEER_IBANS, ...Object.values(IBAN_EXAMPLES)]) {
    const country = iban.slice(0, 2);
    if (NATIONAL_CHECKS[country]) (NATIONAL_EXAMPLES[country] ??= []).push(iban);
  }

  it('covers the countries that publish one', () => {
    expect(Object.keys(NATIONAL_CHECKS).sort()).toEqual([
      'AL',
      'AO',
      'BA',
      'BE',
      'BF',
      'BI',
      'BJ',
      'CF',
      'CG',
      'CI',
      'CM',
      'CV',
      'CZ',
      'DJ',
      'EE',
      'ES',
      'FI',
      'FR',
      'GA',
      'GQ',
      'HR',
      'IT',
      'KM',
      'MA',
      'MC',
      'ME',
      'MG',
      'MK',
      'ML',
      'MR',
      'MZ',
      'NE',
      'NO',
      'PL',
      'PT',
      'RS',
      'SI',
      'SK',
      'SM',
      'SN',
      'TD',
      'TG',
      'TL',
      'TN',
    ]);
    // The IBAN check knows which countries have one before their chunk is loaded: the same list.
    expect([...NATIONAL_CHECK_COUNTRIES].sort()).toEqual(Object.keys(NATIONAL_CHECKS).sort());
  });

  it.each(Object.keys(NATIONAL_CHECKS))(
    '%s: a changed account digit with fixed-up IBAN check digits is refused',
    (country) => {
      const examples = NATIONAL_EXAMPLES[country] ?? [];
      expect(examples.length, country).toBeGreaterThan(0);
      let refused = 0;
      for (const iban of examples) {
        const bban = iban.slice(4);
        // Albania and Poland check the bank-branch code (its 8th digit); the others end with their check.
        const at = country === 'AL' || country === 'PL' ? 7 : bban.length - 1;
        const changed = `${bban.slice(0, at)}${nextCharacter(bban[at]!)}${bban.slice(at + 1)}`;
        const issue = ibanIssue(withCheckDigits(country, changed));
        if (issue?.problem === 'nationalChecksum') refused++;
        expect(checkIban(withCheckDigits(country, changed))).not.toBe(true);
      }
      expect(refused).toBe(examples.length);
    },
  );

  it("checks territories with their parent's rule (the French RIB key under GP, the Finnish Luhn under AX)", () => {
    const badRib = withCheckDigits('GP', '20041010050500013M02607');
    expect(ibanIssue(badRib)).toEqual({ problem: 'nationalChecksum', country: 'GP' });
    expect(ibanIssue(withCheckDigits('AX', '12345600000786'))).toEqual({
      problem: 'nationalChecksum',
      country: 'AX',
    });
    expect(checkIban(badRib)).toEqual({ reason: 'checksum', params: { country: 'GP' } });
  });
});
