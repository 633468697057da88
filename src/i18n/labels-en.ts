/**
 * The labels of the platform's usual fields and select choices, by the keys other locales translate
 * (`field.<path>.label`, `option.<value>`). No page loads this module: an English form shows the
 * schema's own titles, which the schema lint requires on every field and choice the platform
 * publishes (`src/schema-form/lint.ts`). These English texts are the translators' reference, and a
 * test holds them to the titles the sandbox publishes.
 */
export const labelsEn = {
  'field.holder.type.label': 'Account holder type',
  'field.holder.name.label': 'Account holder name',
  'field.holder.companyName.label': 'Company name',
  'field.account.iban.label': 'IBAN',
  'field.account.sortCode.label': 'Sort code',
  'field.account.accountNumber.label': 'Account number',
  'field.account.routingNumber.label': 'Routing number',
  'field.account.accountType.label': 'Account type',
  'field.account.ifsc.label': 'IFSC',
  'field.account.bankCode.label': 'Bank',
  'field.account.branch.label': 'Branch',
  'field.account.clabe.label': 'CLABE',
  'field.document.cpf.label': 'CPF',
  'field.account.institutionNumber.label': 'Institution number',
  'field.account.transitNumber.label': 'Transit number',
  'field.account.branchCode.label': 'Branch code',
  'field.account.holderKana.label': 'Account holder name (katakana)',
  /* Option labels of the usual selects, by option value. */
  'option.individual': 'Individual',
  'option.company': 'Company',
  'option.checking': 'Checking',
  'option.savings': 'Savings',
  'option.ordinary': 'Ordinary (futsu)',
  'option.vista': 'Vista (cuenta vista)',
};

export type LabelKey = keyof typeof labelsEn;
