/**
 * English messages of the `iban` check (`error.iban`, and `error.iban.<reason>` for a typed reason).
 * They travel in the check's own module (src/validation/iban.ts) and join `en` when it loads: a form's
 * first paint carries none, and no chunk of messages is fetched beside the check. Other locales keep
 * theirs with their other texts.
 */
export const ibanEn = {
  'error.iban': 'Enter a valid IBAN: check it for typos.',
  'error.iban.length': 'IBANs starting with {country} have {length} characters.',
  'error.iban.digit': 'Character {position} of this IBAN must be a digit.',
  'error.iban.letter': 'Character {position} of this IBAN must be a letter.',
  'error.iban.checksum': 'The check digits of this IBAN do not match: check it for typos.',
  'error.iban.country': 'This IBAN starts with {country}, which has no IBANs.',
};
