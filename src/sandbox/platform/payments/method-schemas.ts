import type { InstrumentDataSchema } from '../../../api/schemas/instrument-data-schema';
import { accountObject, checkingOrSavings, digits, withCheck } from '../instruments/local-accounts';
import { registerPixCheck } from '../../../validation/pix-check';

// The sandbox checks Pix's tax numbers as the browser does.
registerPixCheck();

/**
 * The instrumentDataSchema of each direct checkout method (contract 5): what the payer types, with the
 * same keywords and checks as the payout forms, so `<rk-bank-account>`'s engine renders them unchanged.
 * Values are the electronic form (no spaces), as the element sends them.
 */

/** The mandate text a SEPA Direct Debit payer accepts; shown beside the checkbox, recorded with the payment. */
export const sepaMandateText =
  'By accepting this mandate you authorise the merchant and Railkit Sandbox Payments to send instructions to ' +
  'your bank to debit your account, and your bank to debit your account in accordance with those instructions. ' +
  'You are entitled to a refund from your bank under the terms of your agreement with it, claimed within 8 weeks ' +
  'of the date on which your account was debited.';

function schemaUrl(apiUrl: string, code: string): string {
  return `${apiUrl}/schemas/v1/payment-method/${code}.json`;
}

function holderName(order: number): InstrumentDataSchema {
  return {
    ...text('Account holder name', order, 'name', 70),
    errorMessage: { required: "Enter the account holder's name." },
  };
}

function cpf(order: number): InstrumentDataSchema {
  return withCheck(
    digits('CPF', 11, 11, order, '123.456.789-09'),
    'cpf',
    'cpf',
    'This CPF is not valid: check its last two digits.',
  );
}

/**
 * A Pix payer's tax number: a person's CPF (11 digits) or a company's CNPJ (14), each with its check
 * digits (`x-check: cpfCnpj`, whose reason says which of the two was typed).
 */
function cpfOrCnpj(order: number): InstrumentDataSchema {
  const lengths = 'A CPF has 11 digits, a CNPJ 14.';
  return {
    type: 'string',
    title: 'CPF or CNPJ',
    minLength: 11,
    // Room for a CNPJ as printed (11.222.333/0001-81): the pattern holds the digits to 11 or 14.
    maxLength: 18,
    pattern: '^([0-9]{11}|[0-9]{14})$',
    'x-check': 'cpfCnpj',
    'x-ui': {
      order,
      autocomplete: 'off',
      inputMode: 'numeric',
      placeholder: '123.456.789-09',
      format: 'digits',
    },
    errorMessage: {
      required: 'Enter the CPF or CNPJ.',
      pattern: lengths,
      minLength: lengths,
      maxLength: lengths,
      'x-check': 'This CPF or CNPJ is not valid: check its last two digits.',
      'cpfCnpj.cpf': 'This CPF is not valid: check its last two digits.',
      'cpfCnpj.cnpj': 'This CNPJ is not valid: check its last two digits.',
    },
  };
}

function text(title: string, order: number, autocomplete: string, maxLength = 80): InstrumentDataSchema {
  return {
    type: 'string',
    title,
    minLength: 1,
    maxLength,
    'x-ui': { order, autocomplete },
    errorMessage: { required: `Enter the ${title.toLowerCase()}.` },
  };
}

/** The root of a method's schema: its `$id`, and every property required. */
function methodSchema(
  apiUrl: string,
  code: string,
  title: string,
  properties: Record<string, InstrumentDataSchema>,
): InstrumentDataSchema {
  return { $id: schemaUrl(apiUrl, code), ...accountObject(properties, title) };
}

function sepaDirectDebit(apiUrl: string): InstrumentDataSchema {
  return methodSchema(apiUrl, 'sepaDirectDebit', 'SEPA Direct Debit', {
    account: accountObject({
      holderName: holderName(1),
      iban: {
        type: 'string',
        title: 'IBAN',
        maxLength: 34,
        pattern: '^[A-Z]{2}[0-9]{2}[0-9A-Z]+$',
        'x-check': 'iban',
        'x-ui': {
          order: 2,
          autocomplete: 'off',
          inputMode: 'text',
          placeholder: 'DE89 3704 0044 0532 0130 00',
          format: 'iban',
        },
        errorMessage: {
          required: 'Enter the IBAN of the account to debit.',
          pattern: 'Enter an IBAN, starting with its country code.',
          'x-check': 'This IBAN is not valid: check it for typos.',
        },
      },
    }),
    mandate: accountObject(
      {
        accepted: {
          type: 'boolean',
          title: 'I accept the SEPA Direct Debit mandate',
          description: sepaMandateText,
          const: true,
          'x-ui': { order: 3 },
          errorMessage: {
            required: 'Accept the mandate to pay by direct debit.',
            const: 'Accept the mandate to pay by direct debit.',
          },
        },
      },
      'SEPA Direct Debit mandate',
    ),
  });
}

function ach(apiUrl: string): InstrumentDataSchema {
  return methodSchema(apiUrl, 'ach', 'ACH debit', {
    account: accountObject({
      holderName: holderName(1),
      routingNumber: withCheck(
        digits('Routing number', 9, 9, 2, '021000021'),
        'abaRouting',
        'digits',
        'This routing number is not valid: check it for typos.',
      ),
      accountNumber: digits('Account number', 4, 17, 3, '000123456789'),
      accountType: checkingOrSavings(4),
    }),
  });
}

/** Name and CPF of a Brazilian payer (boleto). */
function brazilianPayer(): InstrumentDataSchema {
  return accountObject({ name: text('Full name', 1, 'name'), cpf: cpf(2) }, 'Payer');
}

function pix(apiUrl: string): InstrumentDataSchema {
  return methodSchema(apiUrl, 'pix', 'Pix', {
    payer: accountObject({ name: text('Full name', 1, 'name'), taxId: cpfOrCnpj(2) }, 'Payer'),
  });
}

function upi(apiUrl: string): InstrumentDataSchema {
  return methodSchema(apiUrl, 'upi', 'UPI', {
    vpa: {
      type: 'string',
      title: 'UPI ID',
      description: 'Your virtual payment address, such as name@bank.',
      minLength: 3,
      maxLength: 255,
      pattern: '^[a-zA-Z0-9.\\-_]{2,256}@[a-zA-Z]{2,64}$',
      'x-ui': { order: 1, autocomplete: 'off', inputMode: 'email', placeholder: 'name@bank' },
      errorMessage: { required: 'Enter your UPI ID.', pattern: 'A UPI ID looks like name@bank.' },
    },
  });
}

function boleto(apiUrl: string): InstrumentDataSchema {
  return methodSchema(apiUrl, 'boleto', 'Boleto', {
    payer: brazilianPayer(),
    address: accountObject(
      {
        street: text('Street and number', 3, 'street-address', 120),
        city: text('City', 4, 'address-level2'),
        state: {
          ...text('State', 5, 'address-level1', 2),
          minLength: 2,
          pattern: '^[A-Z]{2}$',
          'x-ui': { order: 5, autocomplete: 'address-level1', placeholder: 'SP' },
          errorMessage: {
            required: 'Enter the state.',
            pattern: 'Enter the two-letter state code, e.g. SP.',
          },
        },
        postalCode: {
          ...digits('CEP', 8, 8, 6, '01310-100'),
          'x-ui': {
            order: 6,
            autocomplete: 'postal-code',
            inputMode: 'numeric',
            placeholder: '01310-100',
            format: 'digits',
          },
        },
      },
      'Billing address',
    ),
  });
}

/** The schema builders of the direct, schema-driven methods, by payment method code. */
export const methodSchemas = { sepaDirectDebit, ach, pix, upi, boleto } as const;
export type SchemaMethodCode = keyof typeof methodSchemas;
