import { normalizeCompact, normalizeDigits } from './normalize';

/**
 * National bank and account codes. Each validator accepts what a person types (spaces, dashes)
 * and checks the electronic form.
 */

/** Sum of digit x weight over `digits`, the weights repeating from the left. */
function weightedSum(
  digits: string,
  weights: readonly number[],
  perProduct = (product: number) => product,
): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    sum += perProduct((digits.charCodeAt(index) - 48) * weights[index % weights.length]!);
  }
  return sum;
}

/** UK sort code: six digits, written 12-34-56. Banks publish no check digit for it. */
export function isValidSortCode(value: string): boolean {
  return /^\d{6}$/.test(normalizeCompact(value));
}

/** UK account number: eight digits (a few banks issue seven or six; those are zero-padded to eight). */
export function isValidUkAccountNumber(value: string): boolean {
  return /^\d{8}$/.test(normalizeCompact(value));
}

/** US ABA routing transit number: nine digits whose 3-7-1 weighted sum is a multiple of 10. */
export function isValidAbaRouting(value: string): boolean {
  const digits = normalizeCompact(value);
  return /^\d{9}$/.test(digits) && weightedSum(digits, [3, 7, 1]) % 10 === 0;
}

/** Indian IFSC: four letters of bank, a zero, six letters or digits of branch: `HDFC0001234`. */
export function isValidIfsc(value: string): boolean {
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(normalizeCompact(value));
}

/** The CLABE check digit of its first 17 digits: weights 3-7-1, each product mod 10, then 10 - sum mod 10. */
export function clabeCheckDigit(first17: string): number {
  const sum = weightedSum(first17, [3, 7, 1], (product) => product % 10);
  return (10 - (sum % 10)) % 10;
}

/** Mexican CLABE: 18 digits, bank (3), branch city (3), account (11), check digit (1). */
export function isValidClabe(value: string): boolean {
  const digits = normalizeCompact(value);
  if (!/^\d{18}$/.test(digits)) return false;
  return clabeCheckDigit(digits.slice(0, 17)) === digits.charCodeAt(17) - 48;
}

/**
 * The CBN NUBAN check digit for a 9-digit serial at a bank. The bank code becomes six digits: a
 * 3-digit deposit-money-bank code gets `000` in front, a 5-digit other-institution code gets `9`.
 * Over those 15 digits the weights are 3-7-3 repeating; the check digit is 10 - sum mod 10 (10 -> 0).
 */
export function nubanCheckDigit(bankCode: string, serial: string): number {
  const code = normalizeDigits(bankCode);
  const sixDigitCode = code.length === 3 ? `000${code}` : code.length === 5 ? `9${code}` : code;
  const sum = weightedSum(sixDigitCode + serial, [3, 7, 3]);
  return (10 - (sum % 10)) % 10;
}

/** True for a bank code NUBAN knows: 3 digits (banks), 5 (other institutions) or 6 (already expanded). */
export function isNubanBankCode(value: string): boolean {
  return /^(\d{3}|\d{5}|\d{6})$/.test(normalizeCompact(value));
}

/** Nigerian NUBAN account number at a bank: 10 digits whose last is the CBN check digit. */
export function nubanCheck(bankCode: string, account: string): boolean {
  const digits = normalizeCompact(account);
  if (!/^\d{10}$/.test(digits) || !isNubanBankCode(bankCode)) return false;
  return nubanCheckDigit(bankCode, digits.slice(0, 9)) === digits.charCodeAt(9) - 48;
}

/**
 * NUBAN as one value. `"<bankCode>:<account>"` (what schema-form passes when the account's object has
 * a `bankCode` sibling) checks the CBN check digit; a bare account can only be checked for its form
 * (10 digits), since the check digit depends on the bank.
 */
export function isValidNuban(value: string): boolean {
  const separator = value.indexOf(':');
  if (separator === -1) return /^\d{10}$/.test(normalizeCompact(value));
  return nubanCheck(value.slice(0, separator), value.slice(separator + 1));
}

/** `123456` -> `12-34-56`; extra digits are kept so nothing the person typed disappears. */
export function formatSortCode(value: string): string {
  return normalizeDigits(value).replace(
    /^(\d{2})(\d{1,2})?(\d{1,2})?/,
    (_, a: string, b?: string, c?: string) => [a, b, c].filter(Boolean).join('-'),
  );
}

/** This module's checks (loaded when a schema names one), their English messages and display formats. */
export const checks = {
  sortCode: isValidSortCode,
  abaRouting: isValidAbaRouting,
  ifsc: isValidIfsc,
  clabe: isValidClabe,
  nuban: isValidNuban,
};
export const formatters = { sortCode: formatSortCode };
export { bankCodesEn as messagesEn } from '../i18n/checks-bank-codes-en';
