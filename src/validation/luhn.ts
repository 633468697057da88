import { normalizeCompact } from './normalize';

/**
 * Luhn (ISO/IEC 7812-1 mod 10): card numbers, some national ids. Doubles every second digit from the
 * right; the total of all digits must be a multiple of 10.
 */
export function isValidLuhn(value: string): boolean {
  if (!/^\d{2,}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < value.length; index++) {
    let digit = value.charCodeAt(value.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** This module's checks, loaded when a schema names one, and their English messages. */
export const checks = { luhn: (value: string) => isValidLuhn(normalizeCompact(value)) };
export { luhnEn as messagesEn } from '../i18n/checks-luhn-en';
