import { IBAN_TERRITORIES, NATIONAL_BBANS } from '../../../validation/iban-registry';
import { countryName, supportedCountries } from './bank-account-schemas';
import { sampleBankAccounts } from '../shared/test-values';

/**
 * Every payout country with what a demo or a QA session needs: its name, the currency a payout
 * there uses, how its accounts are identified, and a sample account that passes every check.
 */

/** ISO 4217 currency of each payout country (ISO 4217 and php-iban's registry; euro since 2026 in BG). */
// prettier-ignore
const CURRENCIES: Readonly<Record<string, string>> = {
  AD: 'EUR', AE: 'AED', AL: 'ALL', AO: 'AOA', AR: 'ARS', AT: 'EUR', AU: 'AUD', AX: 'EUR', AZ: 'AZN', BA: 'BAM',
  BE: 'EUR', BF: 'XOF', BG: 'EUR', BH: 'BHD', BI: 'BIF', BJ: 'XOF', BL: 'EUR', BR: 'BRL', BY: 'BYN', CA: 'CAD',
  CF: 'XAF', CG: 'XAF', CH: 'CHF', CI: 'XOF', CL: 'CLP', CM: 'XAF', CN: 'CNY', CO: 'COP', CR: 'CRC', CV: 'CVE',
  CY: 'EUR', CZ: 'CZK', DE: 'EUR', DJ: 'DJF', DK: 'DKK', DO: 'DOP', DZ: 'DZD', EE: 'EUR', EG: 'EGP', ES: 'EUR',
  FI: 'EUR', FK: 'FKP', FO: 'DKK', FR: 'EUR', GA: 'XAF', GB: 'GBP', GE: 'GEL', GF: 'EUR', GG: 'GBP', GI: 'GIP',
  GL: 'DKK', GP: 'EUR', GQ: 'XAF', GR: 'EUR', GT: 'GTQ', GW: 'XOF', HK: 'HKD', HN: 'HNL', HR: 'EUR', HU: 'HUF',
  IE: 'EUR', IL: 'ILS', IM: 'GBP', IN: 'INR', IQ: 'IQD', IR: 'IRR', IS: 'ISK', IT: 'EUR', JE: 'GBP', JO: 'JOD',
  JP: 'JPY', KE: 'KES', KM: 'KMF', KW: 'KWD', KZ: 'KZT', LB: 'LBP', LC: 'XCD', LI: 'CHF', LT: 'EUR', LU: 'EUR',
  LV: 'EUR', LY: 'LYD', MA: 'MAD', MC: 'EUR', MD: 'MDL', ME: 'EUR', MF: 'EUR', MG: 'MGA', MK: 'MKD', ML: 'XOF',
  MN: 'MNT', MQ: 'EUR', MR: 'MRU', MT: 'EUR', MU: 'MUR', MX: 'MXN', MZ: 'MZN', NC: 'XPF', NE: 'XOF', NG: 'NGN',
  NI: 'NIO', NL: 'EUR', NO: 'NOK', NZ: 'NZD', OM: 'OMR', PE: 'PEN', PF: 'XPF', PH: 'PHP', PK: 'PKR', PL: 'PLN',
  PM: 'EUR', PS: 'ILS', PT: 'EUR', QA: 'QAR', RE: 'EUR', RO: 'RON', RS: 'RSD', RU: 'RUB', SA: 'SAR', SC: 'SCR',
  SD: 'SDG', SE: 'SEK', SG: 'SGD', SI: 'EUR', SK: 'EUR', SM: 'EUR', SN: 'XOF', SO: 'SOS', ST: 'STN', SV: 'USD',
  TD: 'XAF', TF: 'EUR', TG: 'XOF', TL: 'USD', TN: 'TND', TR: 'TRY', UA: 'UAH', US: 'USD', VA: 'EUR', VG: 'USD',
  WF: 'XPF', XK: 'EUR', YE: 'YER', YT: 'EUR', ZA: 'ZAR',
};

/** How a country's accounts are identified: by IBAN (registry, territory, national) or another rail. */
export type PayoutCountryKind = 'iban' | 'ibanTerritory' | 'nationalIban' | 'rail';

/** A country the sandbox pays out to: its currency, kind of account, and a sample account that pays. */
export interface PayoutCountry {
  country: string;
  name: string;
  currency: string;
  kind: PayoutCountryKind;
  /** A `bankAccount` instrument data that passes every check and pays out successfully. */
  sample: Record<string, unknown>;
}

function kindOf(country: string, sample: Record<string, unknown>): PayoutCountryKind {
  const account = sample.account as Record<string, unknown>;
  if (typeof account.iban !== 'string') return 'rail';
  if (Object.hasOwn(IBAN_TERRITORIES, country)) return 'ibanTerritory';
  return Object.hasOwn(NATIONAL_BBANS, country) ? 'nationalIban' : 'iban';
}

/**
 * The payout countries, sorted by English name.
 *
 * @example
 * ```ts
 * import { payoutCountries } from 'railkit/sandbox';
 *
 * for (const { country, currency, sample } of payoutCountries()) {
 *   await payOutInYourTests({ country, currency, account: sample });
 * }
 * ```
 */
export function payoutCountries(): PayoutCountry[] {
  return supportedCountries
    .map((country) => {
      const sample = sampleBankAccounts[country]!;
      return {
        country,
        name: countryName(country),
        currency: CURRENCIES[country] ?? 'EUR',
        kind: kindOf(country, sample),
        sample,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
