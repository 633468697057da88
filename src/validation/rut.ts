import type { CheckResult } from './check-result';
import { normalizeCompact } from './normalize';

/**
 * Chilean RUT/RUN (tax and identity number), written `12.345.678-5`: the body and a mod 11 check
 * digit (`K` for 10), weights 2-7 repeating from the right, as the Servicio de Impuestos Internos
 * publishes. Chilean bank transfers name the beneficiary by RUT.
 */
export function rutCheckDigit(body: string): string {
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    sum += (body.charCodeAt(body.length - 1 - index) - 48) * ((index % 6) + 2);
  }
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'K' : String(digit);
}

export function isValidRut(value: string): boolean {
  const compact = normalizeCompact(value);
  if (!/^\d{7,8}[0-9K]$/.test(compact)) return false;
  return rutCheckDigit(compact.slice(0, -1)) === compact.slice(-1);
}

export const checks: Readonly<Record<string, (value: string) => CheckResult>> = { rut: isValidRut };
