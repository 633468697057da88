import type { CardMessages } from './card-en';

/** Hungarian texts of the card form. */
export const cardHu: CardMessages = {
  'card.number.label': 'Kártyaszám',
  'card.expiry.label': 'Lejárati dátum',
  'card.expiry.placeholder': 'HH / ÉÉ',
  'card.securityCode.label': 'Biztonsági kód',
  'card.securityCode.storedLabel': 'Biztonsági kód ehhez a kártyához: {card}',
  'card.securityCode.hint': '{length} számjegy ({name})',
  'card.holderName.label': 'Kártyán szereplő név',
  'card.scheme.legend': 'Használni kívánt kártyahálózat',
  'card.brand.detected': '{brand} kártya',
  'card.frame.title': 'Biztonságos kártyaadatok',
  'card.frame.unavailable':
    'A kártyaűrlapot nem sikerült betölteni. Ellenőrizze az internetkapcsolatát, és töltse be újra az oldalt.',
  'card.number.error.empty': 'Adja meg a kártyaszámot.',
  'card.number.error.characters': 'A kártyaszám csak számjegyekből állhat.',
  'card.number.error.incomplete': 'A kártyaszám hiányos.',
  'card.number.error.tooLong': 'A kártyaszám túl hosszú.',
  'card.number.error.checksum': 'Ez a kártyaszám érvénytelen: ellenőrizze, hogy nincs-e benne elírás.',
  'card.number.error.unknownBrand': 'Ezt a kártyatípust nem ismerjük fel.',
  'card.number.error.notAccepted': '{brand} kártyát itt nem fogadunk el.',
  'card.expiry.error.empty': 'Adja meg a lejárati dátumot.',
  'card.expiry.error.format': 'A lejárati dátumot HH / ÉÉ formában adja meg.',
  'card.expiry.error.month': 'A hónap 01 és 12 közötti szám lehet.',
  'card.expiry.error.past': 'Ez a kártya lejárt.',
  'card.expiry.error.tooFar': 'Ez a lejárati dátum túl távoli.',
  'card.securityCode.error.empty': 'Adja meg a biztonsági kódot.',
  'card.securityCode.error.characters': 'A biztonsági kód csak számjegyekből állhat.',
  'card.securityCode.error.length': 'A biztonsági kód {length} számjegyből áll.',
  'card.holderName.error.empty': 'Adja meg a kártyán szereplő nevet.',
};
