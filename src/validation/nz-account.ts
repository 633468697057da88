import type { CheckResult } from './check-result';
import { normalizeDigits } from './normalize';

/**
 * New Zealand bank account: bank (2) - branch (4) - account base (7) - suffix (2 or 3), written
 * `01-0242-0100194-00`. The check covers the 16-digit form (suffix padded to 3) with the weights
 * and moduli of the algorithm the bank uses, as Inland Revenue's RWT/NRWT filing specification
 * ("Bank account number validation") documents them.
 */

/**
 * Algorithm by bank; any other bank (e.g. 31) is not checked (algorithm X). Written out, with no spread or
 * call, so that bundlers see it is pure.
 */
// prettier-ignore
const ALGORITHM_BY_BANK: Readonly<Record<string, string>> = {
  '08': 'D', '09': 'E', '25': 'F', '33': 'F', '26': 'G', '28': 'G', '29': 'G',
  '01': 'A', '02': 'A', '03': 'A', '04': 'A', '06': 'A', '10': 'A', '11': 'A', '12': 'A', '13': 'A', '14': 'A',
  '15': 'A', '16': 'A', '17': 'A', '18': 'A', '19': 'A', '20': 'A', '21': 'A', '22': 'A', '23': 'A', '24': 'A',
  '27': 'A', '30': 'A', '35': 'A', '38': 'A',
};

/** Weights over the 16 digits, the modulus products are folded by (0: none), and the final modulus. */
// prettier-ignore
const ALGORITHMS: Readonly<Record<string, [weights: string, fold: number, modulus: number]>> = {
  A: ['0063790A58421000', 0, 11],
  B: ['0000000A58421000', 0, 11],
  D: ['0000007654321000', 0, 11],
  E: ['0000000005432001', 9, 11],
  F: ['0000001731731000', 0, 10],
  G: ['0000001371371371', 9, 10],
};

/** The 16-digit form: `01-242-100194-0` -> `0102420100194000` (each part zero-padded). */
export function nzAccountDigits(value: string): string {
  const parts = value.trim().split(/[\s-]+/);
  if (parts.length === 4) {
    return parts.map((part, index) => normalizeDigits(part).padStart([2, 4, 7, 3][index]!, '0')).join('');
  }
  const digits = normalizeDigits(value);
  return digits.slice(0, 13) + digits.slice(13).padStart(3, '0');
}

export function isValidNzAccount(value: string): boolean {
  const digits = nzAccountDigits(value);
  if (!/^\d{16}$/.test(digits)) return false;
  let algorithm = ALGORITHM_BY_BANK[digits.slice(0, 2)];
  if (algorithm === undefined) return true;
  if (algorithm === 'A' && digits.slice(6, 13) >= '0990000') algorithm = 'B';
  const [weights, fold, modulus] = ALGORITHMS[algorithm]!;
  let sum = 0;
  for (let index = 0; index < 16; index++) {
    let product = (digits.charCodeAt(index) - 48) * parseInt(weights[index]!, 16);
    if (fold && product > fold) product %= fold;
    sum += product;
  }
  return sum % modulus === 0;
}

export const checks: Readonly<Record<string, (value: string) => CheckResult>> = {
  nzAccount: isValidNzAccount,
};
