import { ConfigurationError } from '../api/errors';
import { checks as bankCodeChecks } from './bank-codes';
import { checks as cbuChecks } from './cbu';
import { checks as cciChecks } from './cci';
import { checkNames } from './checks';
import { checks as cpfChecks } from './cpf';
import { checks as ibanChecks, electronicIban, ibanIssue, useIbanRegistry, useNationalChecks } from './iban';
import type { IbanProblem } from './iban';
import { NATIONAL_CHECKS } from './iban-national';
import { IBAN_COUNTRIES, ibanFormat } from './iban-registry';
import { checks as luhnChecks } from './luhn';
import { checks as nzAccountChecks } from './nz-account';
import { checks as rutChecks } from './rut';

/**
 * Pure validators, parsers and formatters (no DOM, no Node APIs: the browser and the sandbox share them).
 *
 * Checks by name, as used by `x-check` in an instrumentDataSchema. Each accepts the value as typed
 * (spaces, dashes, lower case) and checks its electronic form. This module loads every check at
 * once, for servers and tests; the browser form goes through `./checks`, which loads a check's
 * module only when a schema names it.
 *
 * NUBAN: its check digit depends on the bank, so `runCheck('nuban', '<bankCode>:<account>')` checks it
 * in full; schema-form builds that value from the account's sibling `bankCode` field. A bare 10-digit
 * account is checked for its form only. `nubanCheck(bankCode, account)` is the two-argument version.
 */
// Every check at once, here: the registry and the national check digits too, which a page loads only
// when an IBAN needs them.
useIbanRegistry(ibanFormat);
useNationalChecks(NATIONAL_CHECKS);

export const CHECKS = {
  ...ibanChecks,
  ...bankCodeChecks,
  ...cpfChecks,
  ...luhnChecks,
  ...nzAccountChecks,
  ...cbuChecks,
  ...rutChecks,
  ...cciChecks,
} as const;

export type CheckName = keyof typeof CHECKS;

/**
 * Total IBAN length per country: the registry's, its territories' and the national formats'. Built
 * here, for servers and tests: the browser's IBAN check works out one country's format at a time, so
 * loading it does not build the whole table.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = Object.fromEntries(
  IBAN_COUNTRIES.map((country) => [country, ibanFormat(country)!.length]),
);

/** True when `name` is a check `runCheck` knows. */
export function isKnownCheck(name: string): name is CheckName {
  return Object.hasOwn(CHECKS, name);
}

/** Runs the named checksum on `value`: true when valid. Throws `schema.invalid` for a name no check has. */
export function runCheck(name: string, value: string): boolean {
  if (!isKnownCheck(name)) {
    throw new ConfigurationError(
      'schema.invalid',
      `Unknown x-check "${name}". Use one of: ${checkNames().join(', ')}.`,
    );
  }
  return CHECKS[name](value) === true;
}

/** What is wrong with an IBAN of any country, or undefined when it is valid. */
export function ibanProblem(value: string): IbanProblem | undefined {
  return ibanIssue(value)?.problem;
}

/** True for a valid IBAN of any country, in any spacing or case: `de89 3704 0044 0532 0130 00`. */
export function isValidIban(value: string): boolean {
  return ibanIssue(value) === undefined;
}

/** The IBAN's country, or undefined when it does not start with a country that has IBANs. */
export function ibanCountry(value: string): string | undefined {
  const country = electronicIban(value).slice(0, 2);
  return ibanFormat(country) ? country : undefined;
}

/** Whose rules an IBAN's format follows: `swift` (the registry) or `national`; undefined when invalid. */
export function ibanRegistryOf(value: string): 'swift' | 'national' | undefined {
  if (!isValidIban(value)) return undefined;
  return ibanFormat(electronicIban(value).slice(0, 2))?.registry;
}

export { normalizeCompact, normalizeDigits, normalizeText } from './normalize';
export {
  bbanClasses,
  checkIban,
  formatIban,
  ibanCheckDigits,
  ibanIssue,
  ibanMod97,
  loadIbanRegistry,
  loadNationalChecks,
  useIbanRegistry,
  useNationalChecks,
} from './iban';
export type { IbanIssue, IbanProblem, IbanStructures } from './iban';
export {
  IBAN_COUNTRIES,
  IBAN_TERRITORIES,
  NATIONAL_BBANS,
  NATIONAL_CHECK_COUNTRIES,
  REGISTRY_BBANS,
  ibanFormat,
} from './iban-registry';
export type { IbanFormat, IbanRegistry, IbanStructure } from './iban-registry';
export { NATIONAL_CHECKS } from './iban-national';
export type { NationalCheck } from './iban-national';
export { isValidNzAccount, nzAccountDigits } from './nz-account';
export { isValidCbu } from './cbu';
export { isValidCci } from './cci';
export { isValidRut, rutCheckDigit } from './rut';
export { checkNames, checkValue, loadCheck } from './checks';
export type { Check, CheckResult } from './checks';
export {
  clabeCheckDigit,
  isNubanBankCode,
  isValidAbaRouting,
  isValidClabe,
  isValidIfsc,
  isValidNuban,
  formatSortCode,
  isValidSortCode,
  isValidUkAccountNumber,
  nubanCheck,
  nubanCheckDigit,
} from './bank-codes';
export { checkCpfOrCnpj, cnpjCheckDigit, cpfCheckDigit, formatCpf, isValidCnpj, isValidCpf } from './cpf';
export { isValidLuhn } from './luhn';
export { formatPreservingCaret, formatterFor } from './format';
export type { Formatter } from './format';
