import type { CheckResult } from './check-result';
import { NATIONAL_CHECKS } from './iban-national';
import { bbanClasses, ibanFormat, type IbanFormat } from './iban-registry';
import { normalizeCompact } from './normalize';

/**
 * IBAN (ISO 13616): two letters of country, two check digits, then the country's BBAN.
 * Valid means: a country with an IBAN (registry, territory or national format), that country's
 * length and BBAN structure, check digits other than 00/01/99, the whole number mod 97 = 1
 * (ISO 7064 MOD 97-10), and the country's own check digits where it defines them.
 */

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

/**
 * Why an IBAN is not valid. `digit` and `letter`: a character where the country's format has the
 * other kind; `character`: neither letter nor digit; `nationalChecksum`: mod 97 holds but the
 * country's own check digits inside the BBAN do not.
 */
export type IbanProblem =
  'format' | 'country' | 'length' | 'digit' | 'letter' | 'structure' | 'checksum' | 'nationalChecksum';

export interface IbanIssue {
  problem: IbanProblem;
  /** The IBAN's country, once known. */
  country?: string;
  /** For `length`: the length of an IBAN of that country. */
  length?: number;
  /** For `digit`, `letter`, `structure`: the 1-based position of the first wrong character. */
  position?: number;
}

/** The electronic form: compact, upper case, without a pasted `IBAN` prefix. */
function electronicIban(value: string): string {
  const compact = normalizeCompact(value);
  return compact.startsWith('IBAN') ? compact.slice(4) : compact;
}

/** What is wrong with an IBAN, or undefined when it is valid. */
export function ibanIssue(value: string): IbanIssue | undefined {
  const iban = electronicIban(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return { problem: 'format' };
  const country = iban.slice(0, 2);
  const format = ibanFormat(country);
  if (!format) return { problem: 'country', country };
  if (iban.length !== format.length) return { problem: 'length', country, length: format.length };
  const misplaced = misplacedCharacter(iban.slice(4), format);
  if (misplaced) return { ...misplaced, country, position: misplaced.position + 4 };
  const checkDigits = iban.slice(2, 4);
  if (checkDigits === '00' || checkDigits === '01' || checkDigits === '99' || ibanMod97(iban) !== 1) {
    return { problem: 'checksum', country };
  }
  const national = NATIONAL_CHECKS[format.parent ?? country];
  if (national && !national(iban.slice(4))) return { problem: 'nationalChecksum', country };
  return undefined;
}

/** The first BBAN character of the wrong class, with its 1-based position in the BBAN. */
function misplacedCharacter(
  bban: string,
  format: IbanFormat,
): (IbanIssue & { position: number }) | undefined {
  const classes = bbanClasses(format.bban);
  for (let index = 0; index < bban.length; index++) {
    const isDigit = /[0-9]/.test(bban[index]!);
    const kind = classes[index];
    if (kind === 'n' && !isDigit) return { problem: 'digit', position: index + 1 };
    if (kind === 'a' && isDigit) return { problem: 'letter', position: index + 1 };
  }
  return undefined;
}

export function ibanProblem(value: string): IbanProblem | undefined {
  return ibanIssue(value)?.problem;
}

/** True for a valid IBAN in any spacing or case: `de89 3704 0044 0532 0130 00`. */
export function isValidIban(value: string): boolean {
  return ibanIssue(value) === undefined;
}

/** The IBAN's country code, or undefined when it does not start with a country that has IBANs. */
export function ibanCountry(value: string): string | undefined {
  const country = electronicIban(value).slice(0, 2);
  return ibanFormat(country) ? country : undefined;
}

/** Whose rules an IBAN's format follows: `swift` (the registry) or `national`; undefined when invalid. */
export function ibanRegistryOf(value: string): 'swift' | 'national' | undefined {
  if (!isValidIban(value)) return undefined;
  return ibanFormat(electronicIban(value).slice(0, 2))?.registry;
}

/** The `x-check: iban` verdict: valid, or the reason a form turns into a precise message. */
export function checkIban(value: string): CheckResult {
  const issue = ibanIssue(value);
  if (!issue) return true;
  const { problem, country, length, position } = issue;
  const reason = problem === 'nationalChecksum' ? 'checksum' : problem;
  return { reason, params: withDefined({ country, length, position }) };
}

function withDefined(params: Record<string, string | number | undefined>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number
  >;
}

/** `DE89370400440532013000` -> `DE89 3704 0044 0532 0130 00` (groups of four). */
export function formatIban(value: string): string {
  return normalizeCompact(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** This module's checks (loaded when a schema names one), their English messages and display formats. */
export const checks = { iban: checkIban };
export const formatters = { iban: formatIban };
export { ibanEn as messagesEn } from '../i18n/checks-iban-en';
