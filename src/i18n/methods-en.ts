/**
 * The checkout methods' fields (`railkit/checkout`: SEPA Direct Debit, ACH, Pix, UPI, boleto), by the
 * keys other locales translate: `field.<path>.label`, `.description` and `.error.<rule>`. No page loads
 * this module: an English form shows the schema's own titles and messages. These English texts are the
 * translators' reference, and a test holds them to what the sandbox publishes. The fields the payout
 * forms share (`account.iban`, `account.routingNumber`...) are translated in the main catalogue.
 */
export const methodsEn = {
  'field.account.holderName.label': 'Account holder name',
  'field.account.holderName.error.required': "Enter the account holder's name.",
  'field.mandate.accepted.label': 'I accept the SEPA Direct Debit mandate',
  'field.mandate.accepted.description':
    'By accepting this mandate you authorise the merchant and Railkit Sandbox Payments to send instructions to ' +
    'your bank to debit your account, and your bank to debit your account in accordance with those instructions. ' +
    'You are entitled to a refund from your bank under the terms of your agreement with it, claimed within 8 weeks ' +
    'of the date on which your account was debited.',
  'field.mandate.accepted.error.required': 'Accept the mandate to pay by direct debit.',
  'field.mandate.accepted.error.const': 'Accept the mandate to pay by direct debit.',
  'field.payer.name.label': 'Full name',
  'field.payer.name.error.required': 'Enter the full name.',
  'field.payer.cpf.label': 'CPF',
  'field.payer.cpf.error.cpf': 'This CPF is not valid: check its last two digits.',
  'field.payer.taxId.label': 'CPF or CNPJ',
  'field.payer.taxId.error.required': 'Enter the CPF or CNPJ.',
  'field.payer.taxId.error.pattern': 'A CPF has 11 digits, a CNPJ 14.',
  'field.payer.taxId.error.minLength': 'A CPF has 11 digits, a CNPJ 14.',
  'field.payer.taxId.error.maxLength': 'A CPF has 11 digits, a CNPJ 14.',
  'field.payer.taxId.error.cpfCnpj': 'This CPF or CNPJ is not valid: check its last two digits.',
  'field.vpa.label': 'UPI ID',
  'field.vpa.description': 'Your virtual payment address, such as name@bank.',
  'field.vpa.error.required': 'Enter your UPI ID.',
  'field.vpa.error.pattern': 'A UPI ID looks like name@bank.',
  'field.address.street.label': 'Street and number',
  'field.address.city.label': 'City',
  'field.address.state.label': 'State',
  'field.address.state.error.pattern': 'Enter the two-letter state code, e.g. SP.',
  'field.address.postalCode.label': 'CEP',
};

export type MethodTextKey = keyof typeof methodsEn;
export type MethodTexts = Readonly<Record<MethodTextKey, string>>;
