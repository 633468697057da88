import type { CheckResult } from './check-result';
import { normalizeCompact } from './normalize';

/**
 * Peruvian CCI (Código de Cuenta Interbancario), 20 digits: entity (3), office (3), account (12),
 * two control digits. The first covers entity and office, the second the account: digits weighted
 * 1-2-1-2... from the left, a two-digit product counted by its digit sum, and the control digit
 * brings the total to a multiple of 10. Published CCIs also carry the control digits `00` (left
 * unset by some banks), so those are accepted.
 */
function controlDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const product = (digits.charCodeAt(index) - 48) * (index % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidCci(value: string): boolean {
  const digits = normalizeCompact(value);
  if (!/^\d{20}$/.test(digits)) return false;
  const control = digits.slice(18);
  return (
    control === '00' || `${controlDigit(digits.slice(0, 6))}${controlDigit(digits.slice(6, 18))}` === control
  );
}

export const checks: Readonly<Record<string, (value: string) => CheckResult>> = { cci: isValidCci };
