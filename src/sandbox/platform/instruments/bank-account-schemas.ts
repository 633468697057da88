import type { InstrumentDataSchema } from '../../../api/schemas/instrument-data-schema';
import { ibanExample } from '../../../validation/iban-examples';
import { IBAN_COUNTRIES, ibanFormat, type IbanStructure } from '../../../validation/iban-registry';
import { accountObject, localAccount, type AccountPart } from './local-accounts';
import { regionName, worldRails, type Rail } from './world-rails';

/**
 * The `bankAccount` instrumentDataSchema per beneficiary country (contract 5), as written: every country
 * shares the shape `{ holder: {...}, account: {...} }`; `holder` is a remote `$ref` to
 * `{apiUrl}/schemas/v1/holder.json`, and the account's fields `$ref` their `$defs`. What the lookup
 * publishes is the prepared form of it (instrument-schemas.ts): every `$ref` inlined, an IBAN field's
 * formats as data. Values are the normalised form: no spaces or dashes, letters upper-case.
 */

/** Where a country's account identity lives in `data` and how its instrument is shown. */
export interface BankAccountProfile {
  country: string;
  countryName: string;
  /** Dotted path of the account identifier (IBAN, account number, CLABE...): masked, fingerprinted. */
  identifierField: string;
  /** Dotted paths that, with the identifier, name the account (sort code, routing number...). */
  routingFields: string[];
  /** How the instrument's displayName starts: `IBAN •••• 3000`, `Account •••• 6819`. */
  displayLabel: string;
  /** Dotted paths masked in the instrument's `data`, and how. */
  maskedFields: Record<string, 'iban' | 'last4'>;
  /** What the instrument's `data` records besides what was sent: `ibanRegistry: 'national'`. */
  recordedData?: Record<string, string>;
}

interface IbanCountry {
  name: string;
  length: number;
  /** Pattern of the whole IBAN: the country's code (or a territory's parent's), digits, then letters or digits. */
  pattern: string;
  example: string;
  sepa: boolean;
  registry: 'swift' | 'national';
}

/** Countries and territories in the SEPA scheme (from the registry's SEPA flag). */
// prettier-ignore
const SEPA = new Set(['AD', 'AT', 'AX', 'BE', 'BG', 'BL', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB',
  'GF', 'GG', 'GI', 'GP', 'GR', 'HR', 'HU', 'IE', 'IM', 'IT', 'JE', 'LI', 'LT', 'LU', 'LV', 'MC', 'MF', 'MQ', 'MT',
  'NC', 'NL', 'NO', 'PF', 'PL', 'PM', 'PT', 'RE', 'RO', 'SE', 'SI', 'SK', 'SM', 'TF', 'VA', 'WF', 'YT']);

/** Every IBAN country, territory and national format of the registry data in src/validation. */
function ibanCountry(country: string): IbanCountry | undefined {
  // GB and BR have IBANs, but payouts there go by sort code and by bank-branch-account.
  const format = ibanCountries.includes(country) ? ibanFormat(country) : undefined;
  if (!format) return undefined;
  // A territory's banks also issue IBANs under the parent's code: both are accepted.
  const codes = format.parent ? `(?:${country}|${format.parent})` : country;
  return {
    name: regionName(country),
    length: format.length,
    pattern: `^${codes}[0-9]{2}[0-9A-Z]+$`,
    example: ibanExample(country)!,
    sepa: SEPA.has(country),
    registry: format.registry,
  };
}

const otherCountries = {
  GB: 'United Kingdom',
  US: 'United States',
  IN: 'India',
  BR: 'Brazil',
  MX: 'Mexico',
  NG: 'Nigeria',
} as const;

/** The countries paid out to by IBAN. */
const ibanCountries = IBAN_COUNTRIES.filter((country) => !Object.hasOwn(otherCountries, country));

/** Every country the sandbox pays out to, in a stable order. */
export const supportedCountries: readonly string[] = [
  ...ibanCountries,
  ...Object.keys(otherCountries),
  ...Object.keys(worldRails),
];

export function isSupportedCountry(code: unknown): code is string {
  return typeof code === 'string' && supportedCountries.includes(code);
}

/** URL of the shared holder schema (the remote `$ref` target). */
export function holderSchemaUrl(apiUrl: string): string {
  return `${apiUrl}/schemas/v1/holder.json`;
}

export function bankAccountSchemaUrl(apiUrl: string, country: string): string {
  return `${apiUrl}/schemas/v1/bank-account/${country}.json`;
}

/** URL of a country's prepared schema: the one the lookup publishes. */
export function preparedBankAccountSchemaUrl(apiUrl: string, country: string): string {
  return `${apiUrl}/schemas/v1/prepared/bank-account/${country}.json`;
}

/**
 * The IBAN formats a country's IBAN field takes, by country code: its own, and for a territory its
 * parent's too (its banks issue IBANs under both); undefined for a country not paid out to by IBAN.
 */
export function ibanStructures(country: string): Record<string, IbanStructure> | undefined {
  if (!ibanCountry(country)) return undefined;
  const parent = ibanFormat(country)!.parent;
  const codes = parent ? [country, parent] : [country];
  return Object.fromEntries(codes.map((code) => [code, ibanStructure(code)]));
}

/** What a prepared schema publishes of an IBAN country's format: its `x-iban` entry. */
function ibanStructure(country: string): IbanStructure {
  const { length, bban, nationalCheck } = ibanFormat(country)!;
  return nationalCheck ? { length, bban, nationalCheck } : { length, bban };
}

/**
 * The account holder, shared by every country. `holder.type = "company"` makes `companyName`
 * required (if/then), which the element shows only then.
 */
export function holderSchema(apiUrl: string): InstrumentDataSchema {
  return {
    $id: holderSchemaUrl(apiUrl),
    type: 'object',
    title: 'Account holder',
    additionalProperties: false,
    required: ['type', 'name'],
    properties: {
      type: {
        type: 'string',
        title: 'Account holder type',
        oneOf: [
          { const: 'individual', title: 'Individual' },
          { const: 'company', title: 'Company' },
        ],
        default: 'individual',
        'x-ui': { order: 1, widget: 'select' },
        errorMessage: { required: 'Choose whether the account belongs to a person or a company.' },
      },
      name: {
        type: 'string',
        title: 'Account holder name',
        description: 'As it appears on the bank account.',
        minLength: 2,
        maxLength: 70,
        pattern: '^[^0-9<>]+$',
        'x-ui': { order: 2, autocomplete: 'name', placeholder: 'Jane Doe' },
        errorMessage: {
          required: 'Enter the name of the account holder.',
          minLength: 'The name needs at least 2 characters.',
          maxLength: 'The name can have at most 70 characters.',
          pattern: 'The name cannot contain digits or angle brackets.',
        },
      },
      companyName: {
        type: 'string',
        title: 'Company name',
        minLength: 2,
        maxLength: 140,
        'x-ui': { order: 3, autocomplete: 'organization', placeholder: 'Example GmbH' },
        errorMessage: { required: 'Enter the registered name of the company.' },
      },
    },
    if: { properties: { type: { const: 'company' } }, required: ['type'] },
    then: { required: ['companyName'] },
  };
}

/** The instrumentDataSchema of `bankAccount` for one supported country. */
export function bankAccountSchema(apiUrl: string, country: string): InstrumentDataSchema {
  const account = accountPart(country);
  return {
    $id: bankAccountSchemaUrl(apiUrl, country),
    type: 'object',
    title: `Bank account in ${countryName(country)}`,
    additionalProperties: false,
    required: ['holder', 'account'],
    properties: {
      holder: { $ref: holderSchemaUrl(apiUrl) },
      ...account.properties,
    },
    $defs: account.defs,
  };
}

/** Masking, fingerprint and display rules of a country's instruments. */
export function bankAccountProfile(country: string): BankAccountProfile {
  const base = { country, countryName: countryName(country) };
  const iban = ibanCountry(country);
  if (iban) {
    return {
      ...base,
      identifierField: 'account.iban',
      routingFields: [],
      displayLabel: 'IBAN',
      maskedFields: { 'account.iban': 'iban' },
      recordedData: { ibanRegistry: iban.registry },
    };
  }
  if (Object.hasOwn(worldRails, country)) {
    const rail = worldRails[country]!();
    return {
      ...accountProfile(base, rail.routing),
      identifierField: rail.identifier,
      displayLabel: rail.displayLabel ?? 'Account',
      maskedFields: { [rail.identifier]: 'last4' },
    };
  }
  switch (country) {
    case 'GB':
      return accountProfile(base, ['account.sortCode']);
    case 'US':
      return accountProfile(base, ['account.routingNumber']);
    case 'IN':
      return accountProfile(base, ['account.ifsc']);
    case 'BR':
      return {
        ...accountProfile(base, ['account.bankCode', 'account.branch']),
        maskedFields: { 'account.accountNumber': 'last4', 'document.cpf': 'last4' },
      };
    case 'MX':
      return {
        ...base,
        identifierField: 'account.clabe',
        routingFields: [],
        displayLabel: 'CLABE',
        maskedFields: { 'account.clabe': 'last4' },
      };
    case 'NG':
      return accountProfile(base, ['account.bankCode']);
    default:
      throw new Error(`No bank-account profile for country ${country}`);
  }
}

function accountProfile(
  base: { country: string; countryName: string },
  routingFields: string[],
): BankAccountProfile {
  return {
    ...base,
    identifierField: 'account.accountNumber',
    routingFields,
    displayLabel: 'Account',
    maskedFields: { 'account.accountNumber': 'last4' },
  };
}

export function countryName(country: string): string {
  return otherCountries[country as keyof typeof otherCountries] ?? regionName(country);
}

function accountPart(country: string): AccountPart {
  const iban = ibanCountry(country);
  if (iban) return ibanAccount(country, iban);
  if (Object.hasOwn(worldRails, country)) return railAccount(worldRails[country]!());
  const local = localAccount(country);
  if (!local) throw new Error(`Unsupported bank-account country ${country}`);
  return local;
}

function ibanAccount(country: string, spec: IbanCountry): AccountPart {
  const grouped = spec.example.replace(/(.{4})/g, '$1 ').trim();
  const lengthMessage = `An IBAN from ${spec.name} has ${spec.length} characters.`;
  return {
    properties: { account: accountObject({ iban: { $ref: '#/$defs/iban' } }) },
    defs: {
      iban: {
        type: 'string',
        title: 'IBAN',
        description: spec.sepa
          ? `SEPA transfer to an account in ${spec.name}.`
          : `Bank transfer to an account in ${spec.name}${spec.registry === 'national' ? ' (national IBAN)' : ''}.`,
        maxLength: spec.length,
        pattern: spec.pattern,
        'x-check': 'iban',
        'x-ui': { order: 10, autocomplete: 'off', inputMode: 'text', placeholder: grouped, format: 'iban' },
        errorMessage: {
          required: 'Enter the IBAN.',
          maxLength: lengthMessage,
          'iban.length': lengthMessage,
          pattern: `Enter an IBAN from ${spec.name}, starting with ${country}.`,
          'x-check': 'This IBAN is not valid: check it for typos.',
        },
      },
    },
  };
}

/** A rail's account (and holder document) object; every field required. */
function railAccount(rail: Rail): AccountPart {
  const properties: Record<string, InstrumentDataSchema> = { account: accountObject(rail.account) };
  if (rail.document) properties.document = accountObject(rail.document, 'Tax id of the account holder');
  return { properties, defs: {} };
}

/** A valid sample of every rail, for `sampleBankAccounts`. */
export function worldSampleAccounts(): Record<string, Record<string, unknown>> {
  const holder = { type: 'individual', name: 'Jane Doe' };
  const samples: Record<string, Record<string, unknown>> = {};
  for (const country of IBAN_COUNTRIES)
    samples[country] = { holder, account: { iban: ibanExample(country)! } };
  for (const [country, rail] of Object.entries(worldRails)) samples[country] = { holder, ...rail().sample };
  return samples;
}
