import type { DropInMessages } from './drop-in-en';

/**
 * Canadian French texts of the drop-in: what they change of France's (`parentLanguages`). Québec's
 * banks offer « services bancaires en ligne », and a debit from an account is a « débit ».
 */
export const dropInFrCA: Partial<DropInMessages> = {
  'dropIn.method.ach': 'Débit bancaire ACH',
  'dropIn.method.genericRedirect': 'Services bancaires en ligne',
};
