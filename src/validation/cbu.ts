import type { CheckResult } from './check-result';
import { normalizeCompact } from './normalize';

/**
 * Argentine CBU (Clave Bancaria Uniforme), 22 digits in two blocks, each ending with a check digit
 * (BCRA's communication "A" 2705): bank (3) branch (4) check (1), then account (13) check (1). The
 * weights 3-1-7-9 repeat from the right of each block; the check digit makes the sum end in 0.
 */
function blockIsValid(block: string): boolean {
  const body = block.slice(0, -1);
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    sum += (body.charCodeAt(body.length - 1 - index) - 48) * [3, 1, 7, 9][index % 4]!;
  }
  return (10 - (sum % 10)) % 10 === block.charCodeAt(block.length - 1) - 48;
}

export function isValidCbu(value: string): boolean {
  const digits = normalizeCompact(value);
  return /^\d{22}$/.test(digits) && blockIsValid(digits.slice(0, 8)) && blockIsValid(digits.slice(8));
}

export const checks: Readonly<Record<string, (value: string) => CheckResult>> = { cbu: isValidCbu };
