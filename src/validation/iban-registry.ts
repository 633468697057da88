import type { IbanFormatData } from '../api/schemas/instrument-data-schema';

/**
 * IBAN formats by country: the BBAN structure (what follows the country code and the check digits)
 * in the SWIFT IBAN registry's notation without the `!`: `8n10n` is 8 digits then 10 digits;
 * `n` digits, `a` upper-case letters, `c` letters or digits. The IBAN's length is 4 + the BBAN's.
 *
 * A page loads this registry (its own chunk) only for an IBAN field whose schema does not carry its
 * countries' formats: a prepared schema publishes them in the field's `x-iban` (contract 5).
 *
 * Source of the facts: the SWIFT IBAN registry as published by SWIFT, read from the open-source
 * validator schwifty (`schwifty/iban_registry/generated.json`, commit 2346233 of July 2026); the
 * national formats outside the registry from its `overwrite.json` (the same data php-iban keeps).
 */

/** Countries of the SWIFT IBAN registry, each with its BBAN structure. */
// prettier-ignore
export const REGISTRY_BBANS: Readonly<Record<string, string>> = {
  AD: '4n4n12c', AE: '3n16n', AL: '8n16c', AT: '5n11n', AZ: '4a20c', BA: '3n3n8n2n', BE: '3n7n2n',
  BG: '4a4n2n8c', BH: '4a14c', BI: '5n5n11n2n', BR: '8n5n10n1a1c', BY: '4c4n16c', CH: '5n12c', CR: '4n14n',
  CY: '3n5n16c', CZ: '4n6n10n', DE: '8n10n', DJ: '5n5n11n2n', DK: '4n9n1n', DO: '4c20n', EE: '2n2n11n1n',
  EG: '4n4n17n', ES: '4n4n1n1n10n', FI: '3n11n', FK: '2a12n', FO: '4n9n1n', FR: '5n5n11c2n', GB: '4a6n8n',
  GE: '2a16n', GI: '4a15c', GL: '4n9n1n', GR: '3n4n16c', GT: '4c20c', HR: '7n10n', HU: '3n4n1n15n1n',
  IE: '4a6n8n', IL: '3n3n13n', IQ: '4a3n12n', IS: '4n2n6n10n', IT: '1a5n5n12c', JO: '4a4n18c', KW: '4a22c',
  KZ: '3n13c', LB: '4n20c', LC: '4a24c', LI: '5n12c', LT: '5n11n', LU: '3n13c', LV: '4a13c', LY: '3n3n15n',
  MC: '5n5n11c2n', MD: '2c18c', ME: '3n13n2n', MK: '3n10c2n', MN: '4n12n', MR: '5n5n11n2n', MT: '4a5n18c',
  MU: '4a2n2n12n3n3a', NI: '4a20n', NL: '4a10n', NO: '4n6n1n', OM: '3n16c', PK: '4a16c', PL: '8n16n',
  PS: '4a21c', PT: '4n4n11n2n', QA: '4a21c', RO: '4a16c', RS: '3n13n2n', RU: '9n5n15c', SA: '2n18c',
  SC: '4a2n2n16n3a', SD: '2n12n', SE: '3n16n1n', SI: '5n8n2n', SK: '4n6n10n', SM: '1a5n5n12c', SO: '4n3n12n',
  ST: '4n4n11n2n', SV: '4a20n', TL: '3n14n2n', TN: '2n3n13n2n', TR: '5n1n16c', UA: '6n19c', VA: '3n15n',
  VG: '4a16n', XK: '4n10n2n',
};

/**
 * Territories the registry lists under a parent: they use the parent's format under their own code
 * (`AX21...` like `FI21...`), and their banks also issue IBANs under the parent's code.
 */
// prettier-ignore
export const IBAN_TERRITORIES: Readonly<Record<string, string>> = {
  AX: 'FI',
  BL: 'FR', GF: 'FR', GP: 'FR', MF: 'FR', MQ: 'FR', NC: 'FR', PF: 'FR', PM: 'FR', RE: 'FR', TF: 'FR',
  WF: 'FR', YT: 'FR',
  GG: 'GB', IM: 'GB', JE: 'GB',
};

/**
 * National IBANs outside the registry, in use by the countries' banks: the West African (WAEMU:
 * BJ BF CI GW ML NE SN TG) and Central African (CEMAC: CM CF TD CG GQ GA) monetary unions, and
 * others that adopted ISO 13616 on their own.
 */
// prettier-ignore
export const NATIONAL_BBANS: Readonly<Record<string, string>> = {
  AO: '21n', BF: '2c22n', BJ: '2c22n', CF: '23n', CG: '23n', CI: '2a22n', CM: '23n', CV: '21n', DZ: '22n',
  GA: '23n', GQ: '23n', GW: '2c19n', HN: '4a20n', IR: '22n', KM: '23n', MA: '24n', MG: '23n', ML: '2c22n',
  MZ: '21n', NE: '2a22n', SN: '2a22n', TD: '23n', TG: '2a3n5n12n2n', YE: '4a4n18c',
};

/**
 * The countries whose BBAN carries check digits of their own (iban-national.ts, keyed the same). A
 * territory uses its parent's.
 */
export const NATIONAL_CHECK_COUNTRIES: readonly string[] = /* @__PURE__ */ (
  'AL BA BE CZ EE ES FI HR IT ME MK NO PL PT RS SI SK SM TL AO CV MZ FR MC BI DJ KM MA MG MR TN BF BJ CI ' +
  'ML NE SN TG CF CG CM GA GQ TD'
).split(' ');

/** Where an IBAN country's format comes from: the SWIFT registry, or the country's own rules. */
export type IbanRegistry = 'swift' | 'national';

/**
 * What an IBAN field needs to check one country's IBANs: what a prepared schema publishes per country
 * in the field's `x-iban` (contract 5), so that a page checks them without this registry.
 */
export type IbanStructure = IbanFormatData;

export interface IbanFormat extends IbanStructure {
  country: string;
  registry: IbanRegistry;
  /** For a territory: the country whose format it uses (`FI` for `AX`). */
  parent?: string;
}

/** The IBAN format of `country`, or undefined when it has no IBAN. */
export function ibanFormat(country: string): IbanFormat | undefined {
  const parent = Object.hasOwn(IBAN_TERRITORIES, country) ? IBAN_TERRITORIES[country] : undefined;
  const registry = parent ?? country;
  const swift = Object.hasOwn(REGISTRY_BBANS, registry) ? REGISTRY_BBANS[registry] : undefined;
  const bban = swift ?? (Object.hasOwn(NATIONAL_BBANS, country) ? NATIONAL_BBANS[country] : undefined);
  if (bban === undefined) return undefined;
  const format: IbanFormat = {
    country,
    bban,
    length: 4 + bbanLength(bban),
    registry: swift ? 'swift' : 'national',
  };
  if (NATIONAL_CHECK_COUNTRIES.includes(registry)) format.nationalCheck = registry;
  return parent ? { ...format, parent } : format;
}

/**
 * Every country with an IBAN: registry countries, their territories, then national formats. Annotated
 * calls, not spreads, so that bundlers see it is pure and drop it where unused (an array spread may run
 * any iterator).
 */
export const IBAN_COUNTRIES: readonly string[] = /* @__PURE__ */ ([] as string[]).concat(
  /* @__PURE__ */ Object.keys(REGISTRY_BBANS),
  /* @__PURE__ */ Object.keys(IBAN_TERRITORIES),
  /* @__PURE__ */ Object.keys(NATIONAL_BBANS),
);

/** `8n10n` -> 18. */
export function bbanLength(structure: string): number {
  let length = 0;
  for (const [, count] of structure.matchAll(/(\d+)[nac]/g)) length += Number(count);
  return length;
}
