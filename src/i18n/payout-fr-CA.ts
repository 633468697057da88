import type { Messages } from './en';

/**
 * Canadian French: what it changes of France's (`parentLanguages`), in the words Québec's banks print:
 * a routing number is a « numéro d’acheminement », a branch a « succursale », a checking account a
 * « compte chèques ».
 */
export const frCA: Partial<Messages> = {
  'field.account.routingNumber.label': 'Numéro d’acheminement (ABA)',
  'field.account.branch.label': 'Succursale',
  'field.account.branchCode.label': 'Code de succursale',
  'option.checking': 'Compte chèques',

  'error.abaRouting': 'Saisissez un numéro d’acheminement valide à 9 chiffres.',
};
