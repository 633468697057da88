import type { CheckedField, CheckResult } from './check-result';
import type { NationalCheck } from './iban-national';
import type { IbanFormat, IbanStructure } from './iban-registry';
import { normalizeCompact } from './normalize';

/**
 * IBAN (ISO 13616): two letters of country, two check digits, then the country's BBAN.
 * Valid means: a country with an IBAN, that country's length and BBAN structure, check digits other
 * than 00/01/99, the whole number mod 97 = 1 (ISO 7064 MOD 97-10), and the country's own check digits
 * where it defines them.
 *
 * The countries' formats come with the field: a prepared schema publishes each country the field takes
 * in its `x-iban` (contract 5), so a page needs no registry. A field without them (a schema that takes
 * any IBAN) loads the registry of every country, a chunk of its own (iban-registry.ts).
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

/** A field's formats by country: its `x-iban`. */
export type IbanStructures = Readonly<Record<string, IbanStructure>>;

/**
 * A chunk loaded once, and again after a failed download. `wanted`: an IBAN needs it, so a submit waits
 * for it (`settled`).
 */
interface LazyPart {
  loading?: Promise<void>;
  wanted?: boolean;
}

function loadOnce(part: LazyPart, load: () => Promise<void>): Promise<void> {
  part.loading ??= load().catch((error: unknown) => {
    part.loading = undefined;
    throw error;
  });
  return part.loading;
}

/** Wants a part and starts its download; a failure is tried again by `settled`. */
function want(part: LazyPart, load: () => Promise<void>): Promise<void> {
  part.wanted = true;
  const loading = loadOnce(part, load);
  loading.catch(() => undefined);
  return loading;
}

let registryFormat: ((country: string) => IbanFormat | undefined) | undefined;
const registry: LazyPart = {};
let nationalChecks: Readonly<Record<string, NationalCheck>> | undefined;
const national: LazyPart = {};

/** Loads every country's format, once: for a field whose schema does not carry its countries'. */
export function loadIbanRegistry(): Promise<void> {
  return loadOnce(registry, () =>
    import('./iban-registry').then((module) => useIbanRegistry(module.ibanFormat)),
  );
}

/** Installs the registry: from its chunk, or at once where every check loads together (index.ts). */
export function useIbanRegistry(lookup: (country: string) => IbanFormat | undefined): void {
  registryFormat = lookup;
}

/** Loads the national checks of every country that has them, once. */
export function loadNationalChecks(): Promise<void> {
  return loadOnce(national, () =>
    import('./iban-national').then((module) => useNationalChecks(module.NATIONAL_CHECKS)),
  );
}

/** Installs the national checks: from their chunk, or at once where every check loads together (index.ts). */
export function useNationalChecks(checks: Readonly<Record<string, NationalCheck>>): void {
  nationalChecks = checks;
}

/**
 * For checks.ts, before the first check: where no payer waits for the bytes (the sandbox, a server),
 * the registry and every country's national checks are in first.
 */
export function ready(): Promise<void> | undefined {
  return typeof document === 'undefined'
    ? Promise.all([loadIbanRegistry(), loadNationalChecks()]).then(() => undefined)
    : undefined;
}

/**
 * For checks.ts, when a schema's field names this check: what its IBANs will need, loaded; the registry
 * for a field without formats, the national checks for formats that name them.
 */
export function prepare(field: CheckedField): Promise<void> | undefined {
  const structures = structuresOf(field);
  if (!structures) return want(registry, loadIbanRegistry);
  if (Object.values(structures).some((structure) => structure.nationalCheck))
    return want(national, loadNationalChecks);
  return undefined;
}

/** For checks.ts, before a submit: what an IBAN went without, loaded (again if it failed). */
export function settled(): Promise<void> | undefined {
  const owed = [
    registry.wanted && !registryFormat && loadIbanRegistry(),
    national.wanted && !nationalChecks && loadNationalChecks(),
  ].filter((loading) => loading !== false);
  return owed.length > 0 ? Promise.all(owed).then(() => undefined) : undefined;
}

function structuresOf(field: CheckedField | undefined): IbanStructures | undefined {
  return field?.['x-iban'] as IbanStructures | undefined;
}

/**
 * The national check of a format: undefined when it has none, `false` while it loads. Until it arrives
 * (an IBAN pasted and checked at once), the IBAN passes here, so a valid one never shows an error
 * meanwhile; a submit waits for it (`settled`) and checks again.
 */
function nationalCheckOf(format: IbanStructure | undefined): NationalCheck | false | undefined {
  const code = format?.nationalCheck;
  if (code === undefined) return undefined;
  if (nationalChecks) return nationalChecks[code];
  want(national, loadNationalChecks);
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
export function electronicIban(value: string): string {
  const compact = normalizeCompact(value);
  return compact.startsWith('IBAN') ? compact.slice(4) : compact;
}

/**
 * What is wrong with an IBAN, or undefined when it is valid: against the countries of `structures`
 * (a field's `x-iban`), or of the registry when it has none (loaded: see `loadIbanRegistry`).
 */
export function ibanIssue(value: string, structures?: IbanStructures): IbanIssue | undefined {
  const iban = electronicIban(value);
  const country = iban.slice(0, 2);
  const format = structures
    ? Object.hasOwn(structures, country)
      ? structures[country]
      : undefined
    : registryFormat?.(country);
  const nationalCheck = nationalCheckOf(format);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return { problem: 'format' };
  if (!format) return { problem: 'country', country };
  if (iban.length !== format.length) return { problem: 'length', country, length: format.length };
  const misplaced = misplacedCharacter(iban.slice(4), format.bban);
  if (misplaced) return { ...misplaced, country, position: misplaced.position + 4 };
  const checkDigits = iban.slice(2, 4);
  if (checkDigits === '00' || checkDigits === '01' || checkDigits === '99' || ibanMod97(iban) !== 1) {
    return { problem: 'checksum', country };
  }
  if (nationalCheck && !nationalCheck(iban.slice(4))) return { problem: 'nationalChecksum', country };
  return undefined;
}

/** `4a6n` -> `aaaannnnnn`: the character class expected at each position of the BBAN. */
export function bbanClasses(structure: string): string {
  return structure.replace(/(\d+)([nac])/g, (_, count: string, kind: string) => kind.repeat(Number(count)));
}

/** The first BBAN character of the wrong class, with its 1-based position in the BBAN. */
function misplacedCharacter(bban: string, structure: string): (IbanIssue & { position: number }) | undefined {
  const classes = bbanClasses(structure);
  for (let index = 0; index < bban.length; index++) {
    const isDigit = /[0-9]/.test(bban[index]!);
    const kind = classes[index];
    if (kind === 'n' && !isDigit) return { problem: 'digit', position: index + 1 };
    if (kind === 'a' && isDigit) return { problem: 'letter', position: index + 1 };
  }
  return undefined;
}

/**
 * The `x-check: iban` verdict: valid, or the reason a form turns into a precise message. A field
 * without formats passes while the registry loads (a submit waits for it: `settled`).
 */
export function checkIban(value: string, field?: CheckedField): CheckResult {
  const structures = structuresOf(field);
  if (!structures && !registryFormat) {
    want(registry, loadIbanRegistry);
    return true;
  }
  const issue = ibanIssue(value, structures);
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
 * keystroke, before the schema's pattern lets the check run: for a field without formats, the national
 * checks of the IBAN's country start loading here, with its first letters.
 */
export function formatIban(value: string): string {
  nationalCheckOf(registryFormat?.(electronicIban(value).slice(0, 2)));
  return normalizeCompact(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** This module's checks (loaded when a schema names one), their English messages and display formats. */
export const checks = { iban: checkIban };
export const formatters = { iban: formatIban };
export { ibanEn as messagesEn } from '../i18n/checks-iban-en';
