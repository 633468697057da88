/**
 * The keys of the labels of the platform's usual fields and select choices, which other locales
 * translate (`field.<path>.label`, `option.<value>`). A language's texts carry its labels in this order
 * without their keys (scripts/compact-translations.mjs), so a page that shows another language loads
 * the keys once, not once per language.
 */
export const labelKeys = [
  'field.holder.type.label',
  'field.holder.name.label',
  'field.holder.companyName.label',
  'field.account.iban.label',
  'field.account.sortCode.label',
  'field.account.accountNumber.label',
  'field.account.routingNumber.label',
  'field.account.accountType.label',
  'field.account.ifsc.label',
  'field.account.bankCode.label',
  'field.account.branch.label',
  'field.account.clabe.label',
  'field.document.cpf.label',
  'field.account.institutionNumber.label',
  'field.account.transitNumber.label',
  'field.account.branchCode.label',
  'field.account.holderKana.label',
  'option.individual',
  'option.company',
  'option.checking',
  'option.savings',
  'option.ordinary',
  'option.vista',
] as const;

export type LabelKey = (typeof labelKeys)[number];

/**
 * The English labels of the platform's usual fields and select choices. No page loads them: an English
 * form shows the schema's own titles, which the schema lint requires on every field and choice the
 * platform publishes (`src/schema-form/lint.ts`). They are the translators' reference, and a test holds
 * them to the titles the sandbox publishes.
 */
export const labelsEn: Record<LabelKey, string> = {
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
