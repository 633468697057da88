import type { CardMessages } from './card-en';

/** Slovak texts of the card form. */
export const cardSk: CardMessages = {
  'card.number.label': 'Číslo karty',
  'card.expiry.label': 'Platnosť do',
  'card.expiry.placeholder': 'MM / RR',
  'card.securityCode.label': 'Bezpečnostný kód',
  'card.securityCode.storedLabel': 'Bezpečnostný kód karty {card}',
  'card.securityCode.hint': '{length} číslice ({name})',
  'card.holderName.label': 'Meno na karte',
  'card.scheme.legend': 'Kartová schéma, ktorú chcete použiť',
  'card.brand.detected': 'Karta {brand}',
  'card.frame.title': 'Zabezpečené údaje karty',
  'card.frame.unavailable':
    'Formulár karty sa nepodarilo načítať. Skontrolujte pripojenie a znova načítajte stránku.',
  'card.number.error.empty': 'Zadajte číslo karty.',
  'card.number.error.characters': 'Číslo karty obsahuje iba číslice.',
  'card.number.error.incomplete': 'Číslo karty je neúplné.',
  'card.number.error.tooLong': 'Číslo karty je príliš dlhé.',
  'card.number.error.checksum': 'Toto číslo karty nie je platné: skontrolujte, či v ňom nie sú preklepy.',
  'card.number.error.unknownBrand': 'Tento typ karty nepoznáme.',
  'card.number.error.notAccepted': 'Karty {brand} tu neprijímame.',
  'card.expiry.error.empty': 'Zadajte dátum platnosti.',
  'card.expiry.error.format': 'Zadajte dátum platnosti vo formáte MM / RR.',
  'card.expiry.error.month': 'Mesiac musí byť od 01 do 12.',
  'card.expiry.error.past': 'Platnosť tejto karty uplynula.',
  'card.expiry.error.tooFar': 'Tento dátum platnosti je príliš ďaleko v budúcnosti.',
  'card.securityCode.error.empty': 'Zadajte bezpečnostný kód.',
  'card.securityCode.error.characters': 'Bezpečnostný kód obsahuje iba číslice.',
  'card.securityCode.error.length': 'Bezpečnostný kód má {length} číslice.',
  'card.holderName.error.empty': 'Zadajte meno uvedené na karte.',
};
