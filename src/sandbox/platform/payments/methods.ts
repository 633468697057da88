import type { PaymentMethodCode } from '../../../api/schemas/actions';
import type { CompositionOption } from '../../../api/schemas/client-config';
import type { InstrumentDataSchema } from '../../../api/schemas/instrument-data-schema';
import { methodSchemas, type SchemaMethodCode } from './method-schemas';

/**
 * The checkout methods the sandbox offers besides cards, chosen by the session's country
 * (`meta.order.placement.country.code`) and currency, in the platform's order: card first, then the
 * country's bank debits and local methods, redirect methods, and device wallets last. Exported as data,
 * so the README, the demo and the tests list exactly what a lookup answers.
 */

/** How a method collects what it needs: a schema form, a page of the provider, or a wallet's sheet. */
export type MethodFamily = 'direct' | 'redirect' | 'wallet';

export interface CheckoutMethod {
  code: PaymentMethodCode;
  family: MethodFamily;
  displayName: string;
  description: string;
  /** Payer countries it is offered in; `*` for every country. */
  countries: readonly string[];
  /** Currencies it takes; `*` for every currency. */
  currencies: readonly string[];
}

const sepaCountries = ['DE', 'NL', 'BE', 'AT', 'FR', 'ES', 'IT', 'PT', 'IE'];

export const checkoutMethods: readonly CheckoutMethod[] = [
  {
    code: 'sepaDirectDebit',
    family: 'direct',
    displayName: 'SEPA Direct Debit',
    description: 'Debit from a euro bank account, under a SEPA mandate',
    countries: sepaCountries,
    currencies: ['EUR'],
  },
  {
    code: 'ach',
    family: 'direct',
    displayName: 'ACH bank debit',
    description: 'Debit from a US checking or savings account',
    countries: ['US'],
    currencies: ['USD'],
  },
  {
    code: 'pix',
    family: 'direct',
    displayName: 'Pix',
    description: 'Instant payment from a Brazilian bank app',
    countries: ['BR'],
    currencies: ['BRL'],
  },
  {
    code: 'boleto',
    family: 'direct',
    displayName: 'Boleto',
    description: 'A bank slip paid at a bank, an ATM or online',
    countries: ['BR'],
    currencies: ['BRL'],
  },
  {
    code: 'upi',
    family: 'direct',
    displayName: 'UPI',
    description: 'Pay from any UPI app with your UPI ID',
    countries: ['IN'],
    currencies: ['INR'],
  },
  {
    code: 'iDeal',
    family: 'redirect',
    displayName: 'iDEAL',
    description: 'Pay in your Dutch bank app',
    countries: ['NL'],
    currencies: ['EUR'],
  },
  {
    code: 'bancontact',
    family: 'redirect',
    displayName: 'Bancontact',
    description: 'Pay with your Belgian bank card or app',
    countries: ['BE'],
    currencies: ['EUR'],
  },
  {
    code: 'payPal',
    family: 'redirect',
    displayName: 'PayPal',
    description: 'Log in to PayPal to pay',
    countries: ['DE', 'NL', 'BE', 'US', 'BR'],
    currencies: ['EUR', 'USD', 'BRL'],
  },
  {
    code: 'genericRedirect',
    family: 'redirect',
    displayName: 'Online banking',
    description: "Pay on your bank's own page",
    countries: ['*'],
    currencies: ['*'],
  },
  {
    code: 'applePay',
    family: 'wallet',
    displayName: 'Apple Pay',
    description: 'Pay with a card in your Apple Wallet',
    countries: ['*'],
    currencies: ['*'],
  },
  {
    code: 'googlePay',
    family: 'wallet',
    displayName: 'Google Pay',
    description: 'Pay with a card saved to your Google account',
    countries: ['*'],
    currencies: ['*'],
  },
];

function matches(list: readonly string[], value: string | undefined): boolean {
  return list.includes('*') || (value !== undefined && list.includes(value));
}

/** The methods offered to a session in `country` paying in `currency`, in the platform's order. */
export function methodsFor(country: string | undefined, currency: string | undefined): CheckoutMethod[] {
  return checkoutMethods.filter(
    (method) => matches(method.countries, country) && matches(method.currencies, currency),
  );
}

export function checkoutMethod(code: string): CheckoutMethod | undefined {
  return checkoutMethods.find((method) => method.code === code);
}

export function isSchemaMethod(code: string): code is SchemaMethodCode {
  return Object.hasOwn(methodSchemas, code);
}

/** The lookup option of a method (contract 4): redirect methods run on the provider's page (`hpp`). */
export function methodOption(method: CheckoutMethod, apiUrl: string): CompositionOption {
  const instrumentDataSchema: InstrumentDataSchema | undefined = isSchemaMethod(method.code)
    ? methodSchemas[method.code](apiUrl)
    : undefined;
  return {
    id: method.code,
    paymentMethodCode: method.code,
    integrationType: method.family === 'redirect' ? 'hpp' : 'api',
    description: method.description,
    clientConfig: {
      displayName: method.displayName,
      flow: method.family === 'redirect' ? 'redirect' : 'direct',
      ...(instrumentDataSchema ? { instrumentDataSchema } : {}),
    },
  };
}

/**
 * The one-time payment tokens the sandbox's wallets accept (spec 4.2 "one-time payment token"): what a
 * test wallet hands the page. Any other token is refused; the amount's test values decide the outcome.
 */
export const walletTestTokens: Readonly<Record<'applePay' | 'googlePay', string>> = {
  applePay: 'rk_test_applepay_token',
  googlePay: 'rk_test_googlepay_token',
};

/** Sample instrument data per schema method that passes every check and is authorized. */
export const sampleMethodData: Readonly<Record<SchemaMethodCode, Record<string, unknown>>> = {
  sepaDirectDebit: {
    account: { holderName: 'Erika Mustermann', iban: 'DE89370400440532013000' },
    mandate: { accepted: true },
  },
  ach: {
    account: {
      holderName: 'Jane Doe',
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountType: 'checking',
    },
  },
  pix: { payer: { name: 'João Silva', taxId: '52998224725' } },
  upi: { vpa: 'success@upi' },
  boleto: {
    payer: { name: 'João Silva', cpf: '52998224725' },
    address: { street: 'Avenida Paulista 1000', city: 'São Paulo', state: 'SP', postalCode: '01310100' },
  },
};
