import type { CheckResult } from './check-result';
import { normalizeCompact, normalizeDigits } from './normalize';

/**
 * Brazil's tax numbers, each ending in two mod-11 check digits: a person's CPF (9 digits + 2, written
 * 123.456.789-09) and a company's CNPJ (12 + 2, written 11.222.333/0001-81). Numbers of one repeated
 * digit pass the arithmetic but are not issued, so they are refused.
 */

/**
 * Check digit over `digits`: weights count 2, 3, ... from the right, starting over at 2 after 9 for a
 * CNPJ (`cycle` 8); a CPF's never start over.
 */
function mod11CheckDigit(digits: string, cycle: number): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    sum += (digits.charCodeAt(index) - 48) * (((digits.length - 1 - index) % cycle) + 2);
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

export const cpfCheckDigit = (digits: string): number => mod11CheckDigit(digits, 99);
export const cnpjCheckDigit = (digits: string): number => mod11CheckDigit(digits, 8);

/** `length` digits, not all the same, whose last two are the check digits of what comes before. */
function hasCheckDigits(value: string, length: number, cycle: number): boolean {
  const digits = normalizeCompact(value);
  if (digits.length !== length || !/^\d+$/.test(digits) || /^(\d)\1*$/.test(digits)) return false;
  const first = mod11CheckDigit(digits.slice(0, -2), cycle);
  const second = mod11CheckDigit(digits.slice(0, -1), cycle);
  return digits.endsWith(`${first}${second}`);
}

export const isValidCpf = (value: string): boolean => hasCheckDigits(value, 11, 99);
export const isValidCnpj = (value: string): boolean => hasCheckDigits(value, 14, 8);

/**
 * A Pix payer's tax number: a CPF (11 digits) or a CNPJ (14). A wrong one says which of the two it was
 * read as (`reason`), so its message can name it.
 */
export function checkCpfOrCnpj(value: string): CheckResult {
  const length = normalizeCompact(value).length;
  if (length === 14) return isValidCnpj(value) || { reason: 'cnpj' };
  return isValidCpf(value) || { reason: length === 11 ? 'cpf' : 'length' };
}

/** `12345678909` -> `123.456.789-09`. */
export function formatCpf(value: string): string {
  const digits = normalizeDigits(value);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join('.');
  return digits.length > 9 ? `${parts}-${digits.slice(9)}` : parts;
}

/** This module's checks (loaded when a schema names one), their English messages and display formats. */
export const checks = { cpf: isValidCpf, cpfCnpj: checkCpfOrCnpj };
export const formatters = { cpf: formatCpf };
export { cpfEn as messagesEn } from '../i18n/checks-cpf-en';
