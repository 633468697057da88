import type { CardMessages } from './card-en';

/** Estonian texts of the card form. */
export const cardEt: CardMessages = {
  'card.number.label': 'Kaardi number',
  'card.expiry.label': 'Kehtivusaeg',
  'card.expiry.placeholder': 'KK / AA',
  'card.securityCode.label': 'Turvakood',
  'card.securityCode.storedLabel': 'Kaardi {card} turvakood',
  'card.securityCode.hint': '{length} numbrit ({name})',
  'card.holderName.label': 'Nimi kaardil',
  'card.scheme.legend': 'Kasutatav kaardivõrk',
  'card.brand.detected': '{brand}-kaart',
  'card.frame.title': 'Turvalised kaardiandmed',
  'card.frame.unavailable':
    'Kaardivormi ei õnnestunud laadida. Kontrollige internetiühendust ja laadige leht uuesti.',
  'card.number.error.empty': 'Sisestage kaardi number.',
  'card.number.error.characters': 'Kaardi number koosneb ainult numbritest.',
  'card.number.error.incomplete': 'Kaardi number on puudulik.',
  'card.number.error.tooLong': 'Kaardi number on liiga pikk.',
  'card.number.error.checksum': 'See kaardi number ei ole kehtiv: kontrollige, et selles poleks trükivigu.',
  'card.number.error.unknownBrand': 'Seda kaarditüüpi ei tuvastatud.',
  'card.number.error.notAccepted': '{brand}-kaarte siin ei aktsepteerita.',
  'card.expiry.error.empty': 'Sisestage kehtivusaeg.',
  'card.expiry.error.format': 'Sisestage kehtivusaeg kujul KK / AA.',
  'card.expiry.error.month': 'Kuu peab olema vahemikus 01–12.',
  'card.expiry.error.past': 'Selle kaardi kehtivus on lõppenud.',
  'card.expiry.error.tooFar': 'See kehtivusaeg on liiga kaugel tulevikus.',
  'card.securityCode.error.empty': 'Sisestage turvakood.',
  'card.securityCode.error.characters': 'Turvakood koosneb ainult numbritest.',
  'card.securityCode.error.length': 'Turvakoodis on {length} numbrit.',
  'card.holderName.error.empty': 'Sisestage kaardil olev nimi.',
};
