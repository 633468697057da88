import type { bankCodesEn } from './checks-bank-codes-en';
import type { cpfEn } from './checks-cpf-en';
import type { ibanEn } from './checks-iban-en';
import type { luhnEn } from './checks-luhn-en';
import type { LabelKey } from './labels-en';

/**
 * English: the typed source of truth of every text the SDK shows. Other locales satisfy `Messages`,
 * so a missing key is a type error. `{name}` placeholders are filled at lookup; merchants override
 * any key with `translations`, and a field's label with `field.<dotted.path>.label`. Field and option
 * labels are not here (an English form shows the schema's own titles, see `labels-en.ts`), nor the
 * messages of the `x-check` rules, which load with their check (`checks-<module>-en.ts`).
 */
export const en = {
  /** Shown beside the progress indicator while the form is busy. */
  'form.busy': 'Processing…',
  /**
   * Announced (aria-live) after a failed tokenize; `{fields}` lists the labels. Plural forms by
   * `Intl.PluralRules` category of `{count}` (`.one`, `.other`; Arabic also `.zero`, `.two`, `.few`,
   * `.many`): each language writes the categories its rules name.
   */
  'form.errorSummary.one': 'Check this field: {fields}.',
  'form.errorSummary.other': 'Check {count} fields: {fields}.',
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
};

export type MessageKey = keyof typeof en;
/** The `x-check` rules' messages: each check module carries its English ones. */
type CheckMessageKey = keyof (typeof ibanEn & typeof bankCodesEn & typeof cpfEn & typeof luhnEn);
/** Keys with plural forms, without their category: `form.errorSummary`. */
type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}.other` ? Base : never) : never;
/**
 * What every other locale provides: a text for each English key, the checks' and the usual fields'
 * labels, and the plural forms its language's rules name beyond English's `one` and `other`.
 */
export type Messages = Record<Exclude<MessageKey, PluralForm> | CheckMessageKey | LabelKey, string> &
  Partial<Record<PluralForm, string>>;
/** `form.errorSummary.one`, `.few`...: each language writes the forms its rules name (`other` always). */
type PluralForm = `${PluralKey}.${Intl.LDMLPluralRule}`;
