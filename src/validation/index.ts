import { ConfigurationError } from '../core/errors';
import { isValidAbaRouting, isValidClabe, isValidIfsc, isValidNuban, isValidSortCode } from './bank-codes';
import { isValidCpf } from './cpf';
import { isValidIban } from './iban';
import { isValidLuhn } from './luhn';
import { normalizeCompact } from './normalize';

/**
 * Pure validators, parsers and formatters (no DOM, no Node APIs: the browser and the sandbox share them).
 *
 * Checks by name, as used by `x-check` in an instrumentDataSchema. Each accepts the value as typed
 * (spaces, dashes, lower case) and checks its electronic form.
 *
 * NUBAN: its check digit depends on the bank, so `runCheck('nuban', '<bankCode>:<account>')` checks it
 * in full; schema-form builds that value from the account's sibling `bankCode` field. A bare 10-digit
 * account is checked for its form only. `nubanCheck(bankCode, account)` is the two-argument version.
 */
export const CHECKS = {
  iban: isValidIban,
  sortCode: isValidSortCode,
  abaRouting: isValidAbaRouting,
  ifsc: isValidIfsc,
  clabe: isValidClabe,
  cpf: isValidCpf,
  nuban: isValidNuban,
  luhn: (value: string) => isValidLuhn(normalizeCompact(value)),
} as const satisfies Readonly<Record<string, (value: string) => boolean>>;

export type CheckName = keyof typeof CHECKS;

/** True when `name` is a check `runCheck` knows. */
export function isKnownCheck(name: string): name is CheckName {
  return Object.hasOwn(CHECKS, name);
}

/** Runs the named checksum on `value`. Throws `schema.invalid` for a name no check has. */
export function runCheck(name: string, value: string): boolean {
  if (!isKnownCheck(name)) {
    throw new ConfigurationError(
      'schema.invalid',
      `Unknown x-check "${name}". Use one of: ${Object.keys(CHECKS).join(', ')}.`,
    );
  }
  return CHECKS[name](value);
}

export { normalizeCompact, normalizeDigits, normalizeText } from './normalize';
export { IBAN_LENGTHS, ibanCheckDigits, ibanCountry, ibanMod97, ibanProblem, isValidIban } from './iban';
export type { IbanProblem } from './iban';
export {
  clabeCheckDigit,
  isNubanBankCode,
  isValidAbaRouting,
  isValidClabe,
  isValidIfsc,
  isValidNuban,
  isValidSortCode,
  isValidUkAccountNumber,
  nubanCheck,
  nubanCheckDigit,
} from './bank-codes';
export { cpfCheckDigit, isValidCpf } from './cpf';
export { isValidLuhn } from './luhn';
export { formatCpf, formatIban, formatPreservingCaret, formatSortCode, formatterFor } from './format';
export type { Formatter } from './format';
