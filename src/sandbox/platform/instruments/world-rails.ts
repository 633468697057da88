import type { InstrumentDataSchema } from '../../../api/schemas/instrument-data-schema';

/**
 * The bank-account rails outside IBAN that the sandbox pays out to beyond its first six (GB US IN BR
 * MX NG): each country's account fields with their formats and checks, a sample account that passes
 * them, and how its instruments are masked. Formats from the countries' clearing rules (APCA for
 * AU, Payments Canada, Payments NZ, Zengin for JP, BCRA for AR...); samples are made up and valid.
 */

/** What one field looks like: a JSON Schema string with the sandbox's hints and messages. */
type Field = InstrumentDataSchema;

export interface Rail {
  /** The account fields, all required, in display order. */
  account: Record<string, Field>;
  /** A document of the holder the rail needs (Chile's RUT), as `document.<name>`. */
  document?: Record<string, Field>;
  /** A valid, successful sample of `account` (and `document`). */
  sample: { account: Record<string, string>; document?: Record<string, string> };
  /** The field that identifies the account (masked, fingerprinted, shown last-4). */
  identifier: string;
  /** The fields that with the identifier name the account. */
  routing: string[];
  /** How the displayName starts. */
  displayLabel?: string;
}

/** A code of `min` to `max` digits; `format` is a display mask (`###-###`) or a known format name. */
function digits(title: string, min: number, max: number, placeholder: string, extra: Field = {}): Field {
  const count = min === max ? `${min}` : `${min} to ${max}`;
  const message = `The ${title.replace(/^[A-Z][a-z]/, (start) => start.toLowerCase())} has ${count} digits.`;
  return {
    type: 'string',
    title,
    minLength: min,
    maxLength: max,
    pattern: min === max ? `^[0-9]{${min}}$` : `^[0-9]{${min},${max}}$`,
    'x-ui': { autocomplete: 'off', inputMode: 'numeric', placeholder, format: 'digits' },
    errorMessage: {
      required: `Enter the ${title}.`,
      pattern: message,
      minLength: message,
      maxLength: message,
    },
    ...extra,
  };
}

/** `digits` shown through a mask while typing (`062-000`), with an optional checksum. */
function masked(field: Field, mask: string, check?: { name: string; message: string }): Field {
  return {
    ...field,
    'x-ui': { ...field['x-ui'], format: mask },
    ...(check
      ? { 'x-check': check.name, errorMessage: { ...field.errorMessage, 'x-check': check.message } }
      : {}),
  };
}

function accountType(options: [string, string][]): Field {
  return {
    type: 'string',
    title: 'Account type',
    oneOf: options.map(([value, title]) => ({ const: value, title })),
    default: options[0]![0],
    'x-ui': { widget: 'select' },
    errorMessage: { required: 'Choose the account type.' },
  };
}

const checkingOrSavings = (): Field =>
  accountType([
    ['checking', 'Checking'],
    ['savings', 'Savings'],
  ]);

/** A rail whose fields show in the order written: the document's first (from 5), then the account's (from 10). */
function rail(definition: Omit<Rail, 'routing'> & { routing?: string[] }): Rail {
  const ordered = (fields: Record<string, Field>, first: number) =>
    Object.fromEntries(
      Object.entries(fields).map(([name, field], index) => [
        name,
        { ...field, 'x-ui': { ...field['x-ui'], order: first + index } },
      ]),
    );
  return {
    routing: [],
    ...definition,
    account: ordered(definition.account, 10),
    ...(definition.document ? { document: ordered(definition.document, 5) } : {}),
  };
}

/** The rails by country code; each builds its fields when asked (the sandbox builds its schemas once). */
export const worldRails: Readonly<Record<string, () => Rail>> = {
  AU: () =>
    rail({
      account: {
        bsb: masked(
          { ...digits('BSB', 6, 6, '062-000'), description: 'Bank-State-Branch number, 6 digits.' },
          '###-###',
        ),
        accountNumber: digits('Account number', 5, 9, '12345678'),
      },
      sample: { account: { bsb: '062000', accountNumber: '12345678' } },
      identifier: 'account.accountNumber',
      routing: ['account.bsb'],
    }),
  CA: () =>
    rail({
      account: {
        institutionNumber: digits('Institution number', 3, 3, '004'),
        transitNumber: digits('Transit number', 5, 5, '12345'),
        accountNumber: digits('Account number', 7, 12, '1234567'),
      },
      sample: { account: { institutionNumber: '004', transitNumber: '12345', accountNumber: '1234567' } },
      identifier: 'account.accountNumber',
      routing: ['account.institutionNumber', 'account.transitNumber'],
    }),
  NZ: () =>
    rail({
      account: {
        accountNumber: masked(
          {
            ...digits('Account number', 15, 16, '01-0242-0100194-00'),
            description: 'Bank, branch, account and suffix: 01-0242-0100194-00.',
          },
          '##-####-#######-###',
          { name: 'nzAccount', message: 'This New Zealand account number is not valid: check it for typos.' },
        ),
      },
      sample: { account: { accountNumber: '0102420100194000' } },
      identifier: 'account.accountNumber',
    }),
  SG: () =>
    rail({
      account: {
        bankCode: digits('Bank code', 4, 4, '7171'),
        branchCode: digits('Branch code', 3, 3, '001'),
        accountNumber: digits('Account number', 6, 17, '1234567890'),
      },
      sample: { account: { bankCode: '7171', branchCode: '001', accountNumber: '1234567890' } },
      identifier: 'account.accountNumber',
      routing: ['account.bankCode', 'account.branchCode'],
    }),
  HK: () =>
    rail({
      account: {
        bankCode: digits('Bank code', 3, 3, '004'),
        branchCode: digits('Branch code', 3, 3, '123'),
        accountNumber: digits('Account number', 6, 12, '123456789'),
      },
      sample: { account: { bankCode: '004', branchCode: '123', accountNumber: '123456789' } },
      identifier: 'account.accountNumber',
      routing: ['account.bankCode', 'account.branchCode'],
    }),
  JP: () =>
    rail({
      account: {
        bankCode: digits('Bank code', 4, 4, '0001'),
        branchCode: digits('Branch code', 3, 3, '001'),
        accountType: accountType([
          ['ordinary', 'Ordinary (futsu)'],
          ['checking', 'Checking (toza)'],
        ]),
        accountNumber: digits('Account number', 7, 7, '1234567'),
        holderKana: {
          type: 'string',
          title: 'Account holder name (katakana)',
          description: 'As registered at the bank, in full-width or half-width katakana: ヤマダ タロウ.',
          minLength: 1,
          maxLength: 30,
          pattern: '^[\\u30A0-\\u30FF\\uFF65-\\uFF9F\\u3000 ]+$',
          'x-ui': { autocomplete: 'off', placeholder: 'ヤマダ タロウ' },
          errorMessage: {
            required: 'Enter the account holder name in katakana.',
            pattern: 'Write the name in katakana, as the bank has it.',
          },
        },
      },
      sample: {
        account: {
          bankCode: '0001',
          branchCode: '001',
          accountType: 'ordinary',
          accountNumber: '1234567',
          holderKana: 'ヤマダ タロウ',
        },
      },
      identifier: 'account.accountNumber',
      routing: ['account.bankCode', 'account.branchCode'],
    }),
  ZA: () =>
    rail({
      account: {
        branchCode: digits('Branch code', 6, 6, '250655'),
        accountNumber: digits('Account number', 7, 11, '1234567890'),
        accountType: checkingOrSavings(),
      },
      sample: { account: { branchCode: '250655', accountNumber: '1234567890', accountType: 'checking' } },
      identifier: 'account.accountNumber',
      routing: ['account.branchCode'],
    }),
  KE: () =>
    rail({
      account: {
        bankCode: digits('Bank code', 2, 2, '01'),
        branchCode: digits('Branch code', 3, 3, '100'),
        accountNumber: digits('Account number', 6, 16, '1234567890'),
      },
      sample: { account: { bankCode: '01', branchCode: '100', accountNumber: '1234567890' } },
      identifier: 'account.accountNumber',
      routing: ['account.bankCode', 'account.branchCode'],
    }),
  PH: () =>
    rail({
      account: {
        bic: {
          type: 'string',
          title: 'SWIFT/BIC',
          description: "The bank's BIC, 8 or 11 characters: BOPIPHMM.",
          minLength: 8,
          maxLength: 11,
          pattern: '^[A-Z]{4}PH[A-Z0-9]{2}([A-Z0-9]{3})?$',
          'x-ui': { autocomplete: 'off', placeholder: 'BOPIPHMM', format: 'bic' },
          errorMessage: {
            required: 'Enter the BIC of the bank.',
            pattern: 'A Philippine BIC is 4 letters, PH, then 2 or 5 letters or digits.',
          },
        },
        accountNumber: digits('Account number', 10, 16, '1234567890'),
      },
      sample: { account: { bic: 'BOPIPHMM', accountNumber: '1234567890' } },
      identifier: 'account.accountNumber',
      routing: ['account.bic'],
    }),
  CN: () =>
    rail({
      account: {
        cnaps: {
          ...digits('CNAPS code', 12, 12, '102100099996'),
          description: 'The 12-digit bank code of the China National Advanced Payment System.',
        },
        accountNumber: digits('Account number', 8, 30, '6222021234567890123'),
      },
      sample: { account: { cnaps: '102100099996', accountNumber: '6222021234567890123' } },
      identifier: 'account.accountNumber',
      routing: ['account.cnaps'],
    }),
  AR: () =>
    rail({
      account: {
        cbu: masked(
          {
            ...digits('CBU', 22, 22, '2850590940090418135201'),
            description: 'Clave Bancaria Uniforme, 22 digits.',
          },
          'digits',
          { name: 'cbu', message: 'This CBU is not valid: check its digits.' },
        ),
      },
      sample: { account: { cbu: '2850590940090418135201' } },
      identifier: 'account.cbu',
      displayLabel: 'CBU',
    }),
  CL: () =>
    rail({
      document: {
        rut: {
          type: 'string',
          title: 'RUT',
          description: "The holder's RUT with its check digit: 12.345.678-5.",
          minLength: 8,
          maxLength: 9,
          pattern: '^[0-9]{7,8}[0-9K]$',
          'x-check': 'rut',
          'x-ui': { autocomplete: 'off', placeholder: '12.345.678-5', format: 'rut' },
          errorMessage: {
            required: 'Enter the RUT of the account holder.',
            pattern: 'A RUT is 7 or 8 digits and a check digit (0-9 or K).',
            'x-check': 'This RUT is not valid: check its last digit.',
          },
        },
      },
      account: {
        bankCode: digits('Bank code', 3, 3, '012'),
        accountType: accountType([
          ['checking', 'Checking (cuenta corriente)'],
          ['vista', 'Vista (cuenta vista)'],
          ['savings', 'Savings'],
        ]),
        accountNumber: digits('Account number', 4, 20, '123456789'),
      },
      sample: {
        document: { rut: '123456785' },
        account: { bankCode: '012', accountType: 'checking', accountNumber: '123456789' },
      },
      identifier: 'account.accountNumber',
      routing: ['account.bankCode'],
    }),
  CO: () =>
    rail({
      account: {
        bankCode: digits('Bank code', 4, 4, '1007'),
        accountType: checkingOrSavings(),
        accountNumber: digits('Account number', 6, 20, '12345678901'),
      },
      sample: { account: { bankCode: '1007', accountType: 'savings', accountNumber: '12345678901' } },
      identifier: 'account.accountNumber',
      routing: ['account.bankCode'],
    }),
  PE: () =>
    rail({
      account: {
        cci: masked(
          {
            ...digits('CCI', 20, 20, '011-366-000100032542-21'),
            description: 'Código de Cuenta Interbancario, 20 digits.',
          },
          '###-###-############-##',
          { name: 'cci', message: 'This CCI is not valid: check its digits.' },
        ),
      },
      sample: { account: { cci: '01136600010003254221' } },
      identifier: 'account.cci',
      displayLabel: 'CCI',
    }),
};

/** Country names the sandbox shows, in English; Intl knows every region code. */
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function regionName(country: string): string {
  try {
    return regionNames.of(country) ?? country;
  } catch {
    return country;
  }
}
