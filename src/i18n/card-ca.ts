import type { CardMessages } from './card-en';

/** Catalan texts of the card form. */
export const cardCa: CardMessages = {
  'card.number.label': 'Número de la targeta',
  'card.expiry.label': 'Data de caducitat',
  'card.expiry.placeholder': 'MM / AA',
  'card.securityCode.label': 'Codi de seguretat',
  'card.securityCode.storedLabel': 'Codi de seguretat de la targeta {card}',
  'card.securityCode.hint': '{length} xifres ({name})',
  'card.holderName.label': 'Nom del titular de la targeta',
  'card.scheme.legend': 'Xarxa de targeta que voleu fer servir',
  'card.brand.detected': 'Targeta {brand}',
  'card.frame.title': 'Dades de la targeta protegides',
  'card.frame.unavailable':
    'No s’ha pogut carregar el formulari de la targeta. Comproveu la connexió i torneu a carregar la pàgina.',
  'card.number.error.empty': 'Introduïu el número de la targeta.',
  'card.number.error.characters': 'Un número de targeta només conté xifres.',
  'card.number.error.incomplete': 'El número de la targeta és incomplet.',
  'card.number.error.tooLong': 'El número de la targeta és massa llarg.',
  'card.number.error.checksum':
    'Aquest número de targeta no és vàlid: comproveu que no hi hagi cap error d’escriptura.',
  'card.number.error.unknownBrand': 'No es reconeix aquest tipus de targeta.',
  'card.number.error.notAccepted': 'Aquí no s’accepten targetes {brand}.',
  'card.expiry.error.empty': 'Introduïu la data de caducitat.',
  'card.expiry.error.format': 'Introduïu la data de caducitat en el format MM / AA.',
  'card.expiry.error.month': 'El mes ha de ser entre 01 i 12.',
  'card.expiry.error.past': 'Aquesta targeta ha caducat.',
  'card.expiry.error.tooFar': 'Aquesta data de caducitat és massa llunyana.',
  'card.securityCode.error.empty': 'Introduïu el codi de seguretat.',
  'card.securityCode.error.characters': 'El codi de seguretat només conté xifres.',
  'card.securityCode.error.length': 'El codi de seguretat té {length} xifres.',
  'card.holderName.error.empty': 'Introduïu el nom del titular de la targeta.',
};
