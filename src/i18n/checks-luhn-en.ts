/** English message of the `luhn` check, in its module (src/validation/luhn.ts), as checks-iban-en. */
export const luhnEn = {
  'error.luhn': 'Enter a valid number: check it for typos.',
};
