import type { InstrumentDataSchema } from '../../../api/schemas/instrument-data-schema';

/*
 * The bank-account fields of the countries paid by local details the sandbox writes by hand (GB, US,
 * IN, BR, MX, NG): the IBAN countries and the world's other rails are built from their registries in
 * bank-account-schemas.ts and world-rails.ts.
 */

export interface AccountPart {
  properties: Record<string, InstrumentDataSchema>;
  defs: Record<string, InstrumentDataSchema>;
}

/** An object of the account's fields, all required, nothing else allowed. */
export function accountObject(
  properties: Record<string, InstrumentDataSchema>,
  title = 'Bank account',
): InstrumentDataSchema {
  return {
    type: 'object',
    title,
    additionalProperties: false,
    required: Object.keys(properties),
    properties,
  };
}

/** The account (and document) fields of a country with hand-written local details, if it is one. */
export function localAccount(country: string): AccountPart | undefined {
  switch (country) {
    case 'GB':
      return gbAccount();
    case 'US':
      return usAccount();
    case 'IN':
      return inAccount();
    case 'BR':
      return brAccount();
    case 'MX':
      return mxAccount();
    case 'NG':
      return ngAccount();
    default:
      return undefined;
  }
}

export function digits(
  title: string,
  min: number,
  max: number,
  order: number,
  placeholder: string,
  extra: InstrumentDataSchema = {},
): InstrumentDataSchema {
  const count = min === max ? `${min}` : `${min} to ${max}`;
  return {
    type: 'string',
    title,
    minLength: min,
    maxLength: max,
    pattern: min === max ? `^[0-9]{${min}}$` : `^[0-9]{${min},${max}}$`,
    'x-ui': { order, autocomplete: 'off', inputMode: 'numeric', placeholder, format: 'digits' },
    errorMessage: {
      required: `Enter the ${title.toLowerCase()}.`,
      pattern: `The ${title.toLowerCase()} has ${count} digits.`,
      minLength: `The ${title.toLowerCase()} has ${count} digits.`,
      maxLength: `The ${title.toLowerCase()} has ${count} digits.`,
    },
    ...extra,
  };
}

/** Adds a checksum (and its message) to a field built by `digits`. */
export function withCheck(
  field: InstrumentDataSchema,
  check: string,
  format: string,
  message: string,
): InstrumentDataSchema {
  return {
    ...field,
    'x-check': check,
    'x-ui': { ...field['x-ui'], format },
    errorMessage: { ...field.errorMessage, 'x-check': message },
  };
}

/** The US account type select: checking (the default) or savings. */
export function checkingOrSavings(order: number): InstrumentDataSchema {
  return {
    type: 'string',
    title: 'Account type',
    oneOf: [
      { const: 'checking', title: 'Checking' },
      { const: 'savings', title: 'Savings' },
    ],
    default: 'checking',
    'x-ui': { order, widget: 'select' },
    errorMessage: { required: 'Choose checking or savings.' },
  };
}

function gbAccount(): AccountPart {
  return {
    properties: {
      account: accountObject({
        sortCode: { $ref: '#/$defs/sortCode' },
        accountNumber: digits('Account number', 8, 8, 11, '31926819'),
      }),
    },
    defs: {
      sortCode: withCheck(
        digits('Sort code', 6, 6, 10, '60-16-13'),
        'sortCode',
        'sortCode',
        'This sort code is not valid.',
      ),
    },
  };
}

function usAccount(): AccountPart {
  return {
    properties: {
      account: accountObject({
        routingNumber: { $ref: '#/$defs/abaRouting' },
        accountNumber: digits('Account number', 4, 17, 11, '000123456789'),
        accountType: checkingOrSavings(12),
      }),
    },
    defs: {
      abaRouting: withCheck(
        digits('Routing number', 9, 9, 10, '021000021'),
        'abaRouting',
        'abaRouting',
        'This ABA routing number is not valid: check it for typos.',
      ),
    },
  };
}

function inAccount(): AccountPart {
  return {
    properties: {
      account: accountObject({
        ifsc: { $ref: '#/$defs/ifsc' },
        accountNumber: digits('Account number', 9, 18, 11, '50100012345678'),
      }),
    },
    defs: {
      ifsc: {
        type: 'string',
        title: 'IFSC',
        description: 'Indian Financial System Code of the branch, e.g. HDFC0000001.',
        minLength: 11,
        maxLength: 11,
        pattern: '^[A-Z]{4}0[A-Z0-9]{6}$',
        'x-check': 'ifsc',
        'x-ui': {
          order: 10,
          autocomplete: 'off',
          inputMode: 'text',
          placeholder: 'HDFC0000001',
          format: 'ifsc',
        },
        errorMessage: {
          required: 'Enter the IFSC of the branch.',
          pattern: 'An IFSC is 4 letters, a zero, then 6 letters or digits.',
          'x-check': 'This IFSC is not valid.',
        },
      },
    },
  };
}

function brAccount(): AccountPart {
  return {
    properties: {
      document: accountObject(
        {
          cpf: withCheck(
            digits('CPF', 11, 11, 5, '123.456.789-09'),
            'cpf',
            'cpf',
            'This CPF is not valid: check its last two digits.',
          ),
        },
        'Tax id of the account holder',
      ),
      account: accountObject({
        bankCode: digits('Bank code', 3, 3, 10, '001'),
        branch: digits('Branch', 4, 4, 11, '1234'),
        accountNumber: {
          ...digits('Account number', 5, 13, 12, '123456789'),
          description: 'Account number with its check digit, digits only.',
        },
      }),
    },
    defs: {},
  };
}

function mxAccount(): AccountPart {
  return {
    properties: { account: accountObject({ clabe: { $ref: '#/$defs/clabe' } }) },
    defs: {
      clabe: withCheck(
        digits('CLABE', 18, 18, 10, '002010077777777771'),
        'clabe',
        'clabe',
        'This CLABE is not valid: check it for typos.',
      ),
    },
  };
}

/** Nigerian banks offered in the select; the code takes part in the NUBAN check digit. */
const nigerianBanks = [
  { const: '044', title: 'Access Bank' },
  { const: '011', title: 'First Bank of Nigeria' },
  { const: '058', title: 'Guaranty Trust Bank' },
  { const: '033', title: 'United Bank for Africa' },
  { const: '057', title: 'Zenith Bank' },
];

function ngAccount(): AccountPart {
  return {
    properties: {
      account: accountObject({
        bankCode: {
          type: 'string',
          title: 'Bank',
          oneOf: nigerianBanks,
          'x-ui': { order: 10, widget: 'select' },
          errorMessage: { required: 'Choose the bank.' },
        },
        accountNumber: withCheck(
          digits('Account number', 10, 10, 11, '0123456785'),
          'nuban',
          'nuban',
          'This NUBAN account number is not valid: check it for typos.',
        ),
      }),
    },
    defs: {},
  };
}
