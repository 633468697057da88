/** English messages of the bank-code checks, in their module (src/validation/bank-codes.ts), as checks-iban-en. */
export const bankCodesEn = {
  'error.sortCode': 'Enter a valid 6-digit sort code.',
  'error.abaRouting': 'Enter a valid 9-digit routing number.',
  'error.ifsc': 'Enter a valid IFSC, for example HDFC0001234.',
  'error.clabe': 'Enter a valid 18-digit CLABE.',
  'error.nuban': 'Enter a valid 10-digit NUBAN account number.',
};
