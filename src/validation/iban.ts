import { normalizeCompact } from './normalize';

/**
 * IBAN (ISO 13616): two letters of country, two check digits, then the country's BBAN.
 * Valid means: a known IBAN country, that country's length, its BBAN structure where we know it,
 * check digits other than 00/01/99, and the whole number mod 97 = 1 (ISO 7064 MOD 97-10).
 */

/** Total IBAN length per country, from the SWIFT IBAN registry (every country it lists). */
// prettier-ignore
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28,
  IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20,
  LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24,
  SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/**
 * BBAN structure for the countries the platform pays out to most, in the registry's notation:
 * `n` digits, `a` upper-case letters, `c` letters or digits, each after its count.
 * Other countries get the generic rule (letters and digits only), the length table and mod 97.
 */
// prettier-ignore
const BBAN_STRUCTURES: Readonly<Record<string, string>> = {
  AE: '3n16n', AT: '5n11n', BE: '3n7n2n', BR: '8n5n10n1a1c', CH: '5n12c', CZ: '4n6n10n', DE: '8n10n',
  DK: '4n9n1n', EG: '4n4n17n', ES: '4n4n1n1n10n', FI: '3n11n', FR: '5n5n11c2n', GB: '4a6n8n',
  HU: '3n4n1n15n1n', IE: '4a6n8n', IT: '1a5n5n12c', LU: '3n13c', MT: '4a5n18c', NL: '4a10n',
  NO: '4n6n1n', PL: '8n16n', PT: '4n4n11n2n', SA: '2n18c', SE: '3n16n1n', SK: '4n6n10n', TR: '5n1n16c',
};

const CHARACTER_CLASSES: Readonly<Record<string, string>> = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' };
const bbanPatterns = new Map<string, RegExp>();

/** `8n10n` -> /^[0-9]{8}[0-9]{10}$/, built once per country on first use. */
function bbanPattern(country: string): RegExp | undefined {
  const structure = BBAN_STRUCTURES[country];
  if (structure === undefined) return undefined;
  let pattern = bbanPatterns.get(country);
  if (!pattern) {
    const source = structure.replace(/(\d+)([nac])/g, (_, count: string, kind: string) => {
      return `${CHARACTER_CLASSES[kind]}{${count}}`;
    });
    pattern = new RegExp(`^${source}$`);
    bbanPatterns.set(country, pattern);
  }
  return pattern;
}

/**
 * Remainder mod 97 of the IBAN read as a number after moving the first four characters to the end
 * and replacing letters by 10..35. Digit by digit, so no big integers are needed.
 */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const code = character.charCodeAt(0);
    if (code >= 48 && code <= 57) remainder = (remainder * 10 + (code - 48)) % 97;
    else if (code >= 65 && code <= 90) remainder = (remainder * 100 + (code - 55)) % 97;
    else return -1;
  }
  return remainder;
}

/** The two check digits that make `country + digits + bban` a valid IBAN, e.g. ('DE', '370400440532013000') -> '89'. */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = ibanMod97(`${country.toUpperCase()}00${normalizeCompact(bban)}`);
  return String(98 - remainder).padStart(2, '0');
}

/** Why an IBAN is not valid, or undefined when it is. Lets a form say something more precise. */
export type IbanProblem = 'format' | 'country' | 'length' | 'structure' | 'checksum';

export function ibanProblem(value: string): IbanProblem | undefined {
  const iban = normalizeCompact(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return 'format';
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  if (!(bbanPattern(country)?.test(iban.slice(4)) ?? true)) return 'structure';
  const checkDigits = iban.slice(2, 4);
  if (checkDigits === '00' || checkDigits === '01' || checkDigits === '99') return 'checksum';
  return ibanMod97(iban) === 1 ? undefined : 'checksum';
}

/** True for a valid IBAN in any spacing or case: `de89 3704 0044 0532 0130 00`. */
export function isValidIban(value: string): boolean {
  return ibanProblem(value) === undefined;
}

/** The IBAN's country code, or undefined when it does not start with a known IBAN country. */
export function ibanCountry(value: string): string | undefined {
  const country = normalizeCompact(value).slice(0, 2);
  return IBAN_LENGTHS[country] === undefined ? undefined : country;
}
