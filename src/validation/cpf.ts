import { normalizeCompact } from './normalize';

/**
 * Brazilian CPF (taxpayer number): 9 digits and two mod-11 check digits, written 123.456.789-09.
 * Numbers of one repeated digit pass the arithmetic but are not issued, so they are refused.
 */

/** Check digit over `digits` with weights counting down from `digits.length + 1` to 2. */
export function cpfCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    sum += (digits.charCodeAt(index) - 48) * (digits.length + 1 - index);
  }
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}

export function isValidCpf(value: string): boolean {
  const digits = normalizeCompact(value);
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const first = cpfCheckDigit(digits.slice(0, 9));
  const second = cpfCheckDigit(digits.slice(0, 10));
  return first === digits.charCodeAt(9) - 48 && second === digits.charCodeAt(10) - 48;
}

/** This module's checks, loaded when a schema names one. */
export const checks = { cpf: isValidCpf };
