import type { CardMessages } from './card-en';

/** Filipino texts of the card form. */
export const cardFil: CardMessages = {
  'card.number.label': 'Numero ng card',
  'card.expiry.label': 'Petsa ng expiration',
  'card.expiry.placeholder': 'MM / YY',
  'card.securityCode.label': 'Security code ng card',
  'card.securityCode.storedLabel': 'Security code ng {card}',
  'card.securityCode.hint': '{length} digit ({name})',
  'card.holderName.label': 'Pangalan sa card',
  'card.scheme.legend': 'Card network na gagamitin',
  'card.brand.detected': 'Card na {brand}',
  'card.frame.title': 'Ligtas na detalye ng card',
  'card.frame.unavailable':
    'Hindi ma-load ang form ng card. Suriin ang inyong koneksyon at i-reload ang page.',
  'card.number.error.empty': 'Ilagay ang numero ng card.',
  'card.number.error.characters': 'Mga digit lang ang laman ng numero ng card.',
  'card.number.error.incomplete': 'Kulang ang numero ng card.',
  'card.number.error.tooLong': 'Masyadong mahaba ang numero ng card.',
  'card.number.error.checksum': 'Hindi wasto ang numero ng card na ito: tingnan kung may mali sa pag-type.',
  'card.number.error.unknownBrand': 'Hindi nakikilala ang uri ng card na ito.',
  'card.number.error.notAccepted': 'Hindi tinatanggap dito ang mga card na {brand}.',
  'card.expiry.error.empty': 'Ilagay ang petsa ng expiration.',
  'card.expiry.error.format': 'Ilagay ang petsa ng expiration bilang MM / YY.',
  'card.expiry.error.month': 'Dapat na mula 01 hanggang 12 ang buwan.',
  'card.expiry.error.past': 'Expired na ang card na ito.',
  'card.expiry.error.tooFar': 'Masyadong malayo sa hinaharap ang petsa ng expiration na ito.',
  'card.securityCode.error.empty': 'Ilagay ang security code.',
  'card.securityCode.error.characters': 'Mga digit lang ang laman ng security code.',
  'card.securityCode.error.length': 'May {length} digit ang security code.',
  'card.holderName.error.empty': 'Ilagay ang pangalang nakasulat sa card.',
};
