import type { LabelKey } from './labels-en';

/**
 * English: the typed source of truth of every text the SDK shows. Other locales satisfy `Messages`,
 * so a missing key is a type error. `{name}` placeholders are filled at lookup; merchants override
 * any key with `translations`, and a field's label with `field.<dotted.path>.label`. Field and option
 * labels are not here: an English form shows the schema's own titles (see `labels-en.ts`).
 */
export const en = {
  /** Shown beside the progress indicator while the form is busy. */
  'form.busy': 'Processing…',
  /** Announced (aria-live) after a failed tokenize; `{fields}` lists the labels. */
  'form.errorSummary': 'Please check {count} field(s): {fields}.',
  /** Marks optional fields in their label. */
  'form.optional': '(optional)',
  /** The empty first option of a select. */
  'select.placeholder': 'Choose…',

  'error.required': 'This field is required.',
  'error.type': 'This value has the wrong type: expected {expected}.',
  'error.minLength': 'Enter at least {limit} characters.',
  'error.maxLength': 'Enter at most {limit} characters.',
  'error.pattern': 'This value does not have the expected format.',
  'error.enum': 'Choose one of the options.',
  'error.oneOf': 'Choose one of the options.',
  'error.const': 'This value is not allowed here.',
  'error.additionalProperties': 'This field is not expected here.',
  'error.platform': 'The bank details were refused: check this field.',

  'error.iban': 'Enter a valid IBAN: check it for typos.',
  'error.iban.length': 'IBANs starting with {country} have {length} characters.',
  'error.iban.digit': 'Character {position} of this IBAN must be a digit.',
  'error.iban.letter': 'Character {position} of this IBAN must be a letter.',
  'error.iban.checksum': 'The check digits of this IBAN do not match: check it for typos.',
  'error.iban.country': 'This IBAN starts with {country}, which has no IBANs.',
  'error.sortCode': 'Enter a valid 6-digit sort code.',
  'error.abaRouting': 'Enter a valid 9-digit routing number.',
  'error.ifsc': 'Enter a valid IFSC, for example HDFC0001234.',
  'error.clabe': 'Enter a valid 18-digit CLABE.',
  'error.cpf': 'Enter a valid CPF.',
  'error.nuban': 'Enter a valid 10-digit NUBAN account number.',
  'error.luhn': 'Enter a valid number: check it for typos.',
};

export type MessageKey = keyof typeof en;
/** What every other locale provides: a text for each English key, and the usual fields' labels. */
export type Messages = Record<MessageKey | LabelKey, string>;
