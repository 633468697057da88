/**
 * English messages of the `x-check` rules (`error.<check>`, and `error.<check>.<reason>` for a typed
 * reason). They load with the first check a schema names (src/validation/checks.ts) and join `en`
 * then, so a form's first paint carries none; other locales keep theirs with their other texts.
 */
export const checksEn = {
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

export type CheckMessageKey = keyof typeof checksEn;
