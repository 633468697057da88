/**
 * National check digits inside the BBAN, where a country defines them and publishes how. A BBAN
 * can pass mod 97 over the whole IBAN yet break its country's own check: a typo the IBAN's two
 * check digits happened to miss, or an IBAN made up from a wrong account number.
 *
 * Sources (facts only): the national standards as documented by the central banks and banking
 * associations, cross-checked against the published examples in the SWIFT IBAN registry and the
 * test data of the open-source validators php-iban and schwifty.
 */

const digit = (text: string, index: number) => text.charCodeAt(index) - 48;

/** Sum of digit x weight, weights aligned to the left of `digits`. */
function weighted(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) sum += digit(digits, index) * weights[index]!;
  return sum;
}

/** Remainder mod `modulus` of a long decimal string, digit by digit. */
function remainder(digits: string, modulus: number): number {
  let rest = 0;
  for (let index = 0; index < digits.length; index++) rest = (rest * 10 + digit(digits, index)) % modulus;
  return rest;
}

/** ISO 7064 MOD 97-10 over the BBAN (letters as 10..35): BA, ME, MK, PT, RS, SI, TL, AO, CV, MZ. */
function mod97(bban: string): boolean {
  const numeric = bban.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return remainder(numeric, 97) === 1;
}

/** ISO 7064 MOD 11-10, the Croatian check digit of the bank code and of the account number. */
function mod11_10(digits: string): boolean {
  let product = 10;
  for (let index = 0; index < digits.length - 1; index++) {
    const sum = (digit(digits, index) + product) % 10 || 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10 === digit(digits, digits.length - 1);
}

/** Luhn over the whole BBAN: Finland and Åland. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = digits.length - 1, double = false; index >= 0; index--, double = !double) {
    let value = digit(digits, index);
    if (double && (value *= 2) > 9) value -= 9;
    sum += value;
  }
  return sum % 10 === 0;
}

/** Belgium: the last two digits are the first ten mod 97 (97 when that is 0). */
function belgium(bban: string): boolean {
  return (remainder(bban.slice(0, 10), 97) || 97) === Number(bban.slice(10));
}

/**
 * The RIB key (clé RIB) of France and of the banking systems built on it: the last two digits are
 * 97 - (the rest x 100) mod 97, letters first turned into digits (A-I 1-9, J-R 1-9, S-Z 2-9). France
 * writes it 97 - (89 x bank + 15 x branch + 3 x account) mod 97, the same number. Used by the French
 * territories and Monaco, the West and Central African monetary unions (BCEAO, BEAC), Burundi,
 * Comoros, Djibouti, Madagascar, Mauritania, Morocco and Tunisia.
 */
function ribKey(bban: string): boolean {
  const digits = bban.replace(/[A-Z]/g, (letter) => {
    const code = letter.charCodeAt(0) - 65;
    return String(code < 9 ? code + 1 : code < 18 ? code - 8 : code - 16);
  });
  return 97 - remainder(`${digits.slice(0, -2)}00`, 97) === Number(digits.slice(-2));
}

/** Spain: two control digits, over `00` + bank + branch and over the account, weights 1-2-4-8-5-10-9-7-3-6. */
function spain(bban: string): boolean {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const control = (digits: string) => {
    const value = 11 - (weighted(digits, weights) % 11);
    return value === 11 ? 0 : value === 10 ? 1 : value;
  };
  return control(`00${bban.slice(0, 8)}`) === digit(bban, 8) && control(bban.slice(10)) === digit(bban, 9);
}

/** Italy and San Marino: the CIN letter over bank, branch and account (Banca d'Italia's odd/even tables). */
function italy(bban: string): boolean {
  const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
  let sum = 0;
  for (let index = 1; index < 23; index++) {
    const code = bban.charCodeAt(index);
    const value = code <= 57 ? code - 48 : code - 65;
    // Positions count from 1 over the 22 characters after the CIN: odd ones use the table.
    sum += index % 2 === 1 ? odd[value]! : value;
  }
  return String.fromCharCode(65 + (sum % 26)) === bban[0];
}

/** Norway: mod 11 over the first ten digits, weights 5-4-3-2-7-6-5-4-3-2. */
function norway(bban: string): boolean {
  const rest = weighted(bban.slice(0, 10), [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11;
  return (rest === 0 ? 0 : 11 - rest) === digit(bban, 10);
}

/** Poland: the 8-digit bank-branch number ends with a check digit, weights 3-9-7-1-3-9-7. */
function poland(bban: string): boolean {
  return (10 - (weighted(bban.slice(0, 7), [3, 9, 7, 1, 3, 9, 7]) % 10)) % 10 === digit(bban, 7);
}

/** Czech Republic and Slovakia: prefix and account number each a multiple of 11 under their weights. */
function czechSlovak(bban: string): boolean {
  return (
    weighted(bban.slice(4, 10), [10, 5, 8, 4, 2, 1]) % 11 === 0 &&
    weighted(bban.slice(10), [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0
  );
}

/** Estonia: the account number's last digit, weights 7-3-1 from the right. */
function estonia(bban: string): boolean {
  const account = bban.slice(2).replace(/^0+/, '');
  const body = account.slice(0, -1);
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    sum += digit(body, body.length - 1 - index) * [7, 3, 1][index % 3]!;
  }
  return (10 - (sum % 10)) % 10 === digit(account, account.length - 1);
}

/** Croatia: bank code (7 digits) and account number (10) each end with an ISO 7064 MOD 11-10 digit. */
function croatia(bban: string): boolean {
  return mod11_10(bban.slice(0, 7)) && mod11_10(bban.slice(7));
}

/** Albania: bank, branch and their check digit, weights 9-7-3-1, sum a multiple of 10. */
function albania(bban: string): boolean {
  return weighted(bban.slice(0, 8), [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0;
}

/** A country's own check digits, on the BBAN. */
export type NationalCheck = (bban: string) => boolean;

/**
 * The national check per IBAN country, on its BBAN; countries without one are not listed. Written out,
 * with no spread or call, so that bundlers see it is pure. Its own chunk, loaded by iban.ts for the
 * first IBAN of a country listed here (its NATIONAL_CHECK_COUNTRIES, which a test keeps equal to these).
 */
export const NATIONAL_CHECKS: Readonly<Record<string, NationalCheck>> = {
  AL: albania,
  BA: mod97,
  BE: belgium,
  CZ: czechSlovak,
  EE: estonia,
  ES: spain,
  FI: (bban) => luhn(bban),
  HR: croatia,
  IT: italy,
  ME: mod97,
  MK: mod97,
  NO: norway,
  PL: poland,
  PT: mod97,
  RS: mod97,
  SI: mod97,
  SK: czechSlovak,
  SM: italy,
  TL: mod97,
  // The Portuguese NIB's check digits, kept by Angola, Cape Verde and Mozambique.
  AO: mod97,
  CV: mod97,
  MZ: mod97,
  // The French RIB key; see ribKey for who keeps it.
  FR: ribKey,
  MC: ribKey,
  BI: ribKey,
  DJ: ribKey,
  KM: ribKey,
  MA: ribKey,
  MG: ribKey,
  MR: ribKey,
  TN: ribKey,
  BF: ribKey,
  BJ: ribKey,
  CI: ribKey,
  ML: ribKey,
  NE: ribKey,
  SN: ribKey,
  TG: ribKey,
  CF: ribKey,
  CG: ribKey,
  CM: ribKey,
  GA: ribKey,
  GQ: ribKey,
  TD: ribKey,
};
