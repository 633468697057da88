import type { CheckResult } from './check-result';
import type { NationalCheck } from './iban-national';
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
 * The countries whose BBAN carries check digits of their own (iban-national.ts, keyed the same). Their
 * checks are a chunk of their own, loaded by the first IBAN of one of them: a German page never
 * downloads the French RIB key.
 */
export const NATIONAL_CHECK_COUNTRIES: readonly string[] = /* @__PURE__ */ (
  'AL BA BE CZ EE ES FI HR IT ME MK NO PL PT RS SI SK SM TL AO CV MZ FR MC BI DJ KM MA MG MR TN BF BJ CI ' +
  'ML NE SN TG CF CG CM GA GQ TD'
).split(' ');

let nationalChecks: Readonly<Record<string, NationalCheck>> | undefined;
let nationalLoading: Promise<void> | undefined;
/** An IBAN was checked without its national check digits: a submit must wait for them. */
let nationalOwed = false;

/** Loads the national checks of every country that has them, once; a failed download is tried again. */
export function loadNationalChecks(): Promise<void> {
  nationalLoading ??= import('./iban-national').then(
    (module) => useNationalChecks(module.NATIONAL_CHECKS),
    (error: unknown) => {
      nationalLoading = undefined;
      throw error;
    },
  );
  return nationalLoading;
}

/** Installs the national checks: from their chunk, or at once where every check loads together (index.ts). */
export function useNationalChecks(checks: Readonly<Record<string, NationalCheck>>): void {
  nationalChecks = checks;
}

/**
 * For checks.ts, before the first check: where no payer waits for the bytes (the sandbox, a server),
 * every country's national checks are in first. A page loads them with the first IBAN that needs them.
 */
export function ready(): Promise<void> | undefined {
  return typeof document === 'undefined' ? loadNationalChecks() : undefined;
}

/** For checks.ts, before a submit: the national checks an IBAN went without, loaded (again if they failed). */
export function settled(): Promise<void> | undefined {
  return nationalOwed && !nationalChecks ? loadNationalChecks() : undefined;
}

/**
 * The national check of the IBAN's country (a territory's is its parent's): undefined when it has
 * none, `false` while it loads. Known from the IBAN's first two letters, so the download starts while
 * the payer is still typing. Until it arrives (an IBAN pasted and checked at once), the IBAN passes
 * here, so a valid one never shows an error meanwhile; a submit waits for it (`settled`) and checks again.
 */
function nationalCheckOf(iban: string): NationalCheck | false | undefined {
  const country = iban.slice(0, 2);
  const code = ibanFormat(country)?.parent ?? country;
  if (!NATIONAL_CHECK_COUNTRIES.includes(code)) return undefined;
  if (nationalChecks) return nationalChecks[code];
  nationalOwed = true;
  loadNationalChecks().catch(() => undefined); // offline for a moment: settled() tries again
  return false;
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
  const national = nationalCheckOf(iban);
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

/**
 * `DE89370400440532013000` -> `DE89 3704 0044 0532 0130 00` (groups of four). The form formats every
 * keystroke, before the schema's pattern lets the check run: the national checks start loading here.
 */
export function formatIban(value: string): string {
  nationalCheckOf(electronicIban(value));
  return normalizeCompact(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** This module's checks (loaded when a schema names one), their English messages and display formats. */
export const checks = { iban: checkIban };
export const formatters = { iban: formatIban };
export { ibanEn as messagesEn } from '../i18n/checks-iban-en';
