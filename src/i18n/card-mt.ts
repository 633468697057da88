import type { CardMessages } from './card-en';

/** Maltese texts of the card form. The expiry is `MM / YY`, as Malta's cards print it. */
export const cardMt: CardMessages = {
  'card.number.label': 'Numru tal-karta',
  'card.expiry.label': 'Data ta’ skadenza',
  'card.expiry.placeholder': 'MM / YY',
  'card.securityCode.label': 'Kodiċi tas-sigurtà',
  'card.securityCode.storedLabel': 'Kodiċi tas-sigurtà ta’ {card}',
  'card.securityCode.hint': '{length} ċifri ({name})',
  'card.holderName.label': 'Isem fuq il-karta',
  'card.scheme.legend': 'In-netwerk tal-karta li għandu jintuża',
  'card.brand.detected': 'Karta {brand}',
  'card.frame.title': 'Dettalji siguri tal-karta',
  'card.frame.unavailable':
    'Il-formola tal-karta ma setgħetx titella’. Iċċekkja l-konnessjoni u erġa’ tella’ l-paġna.',
  'card.number.error.empty': 'Daħħal in-numru tal-karta.',
  'card.number.error.characters': 'Numru tal-karta fih ċifri biss.',
  'card.number.error.incomplete': 'In-numru tal-karta mhuwiex komplut.',
  'card.number.error.tooLong': 'In-numru tal-karta huwa twil wisq.',
  'card.number.error.checksum': 'Dan in-numru tal-karta mhuwiex validu: iċċekkja li ma fihx żbalji.',
  'card.number.error.unknownBrand': 'Dan it-tip ta’ karta mhuwiex magħruf.',
  'card.number.error.notAccepted': 'Il-karti {brand} mhumiex aċċettati hawn.',
  'card.expiry.error.empty': 'Daħħal id-data ta’ skadenza.',
  'card.expiry.error.format': 'Daħħal id-data ta’ skadenza fil-format MM / YY.',
  'card.expiry.error.month': 'Ix-xahar irid ikun bejn 01 u 12.',
  'card.expiry.error.past': 'Din il-karta skadiet.',
  'card.expiry.error.tooFar': 'Din id-data ta’ skadenza hija wisq ’il quddiem.',
  'card.securityCode.error.empty': 'Daħħal il-kodiċi tas-sigurtà.',
  'card.securityCode.error.characters': 'Il-kodiċi tas-sigurtà fih ċifri biss.',
  'card.securityCode.error.length': 'Il-kodiċi tas-sigurtà fih {length} ċifri.',
  'card.holderName.error.empty': 'Daħħal l-isem kif jidher fuq il-karta.',
};
