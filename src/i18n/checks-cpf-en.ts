/** English message of the `cpf` check, in its module (src/validation/cpf.ts), as checks-iban-en. */
export const cpfEn = {
  'error.cpf': 'Enter a valid CPF.',
};
