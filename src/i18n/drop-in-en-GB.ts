import type { DropInMessages } from './drop-in-en';

/** British English texts of the drop-in: what they change of the bundled English (`parentLanguages`). */
export const dropInEnGB: Partial<DropInMessages> = {
  'dropIn.result.success': 'Payment authorised. Thank you!',
};
