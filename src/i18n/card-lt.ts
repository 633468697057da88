import type { CardMessages } from './card-en';

/** Lithuanian texts of the card form. */
export const cardLt: CardMessages = {
  'card.number.label': 'Kortelės numeris',
  'card.expiry.label': 'Galiojimo data',
  'card.expiry.placeholder': 'MM / MM',
  'card.securityCode.label': 'Saugos kodas',
  'card.securityCode.storedLabel': 'Kortelės {card} saugos kodas',
  'card.securityCode.hint': '{length} skaitmenys ({name})',
  'card.holderName.label': 'Vardas ir pavardė ant kortelės',
  'card.scheme.legend': 'Kortelės tinklas, kuriuo mokėsite',
  'card.brand.detected': '{brand} kortelė',
  'card.frame.title': 'Saugūs kortelės duomenys',
  'card.frame.unavailable':
    'Nepavyko įkelti kortelės formos. Patikrinkite interneto ryšį ir iš naujo įkelkite puslapį.',
  'card.number.error.empty': 'Įveskite kortelės numerį.',
  'card.number.error.characters': 'Kortelės numerį sudaro tik skaitmenys.',
  'card.number.error.incomplete': 'Kortelės numeris neišsamus.',
  'card.number.error.tooLong': 'Kortelės numeris per ilgas.',
  'card.number.error.checksum': 'Šis kortelės numeris negalioja: patikrinkite, ar nėra rašybos klaidų.',
  'card.number.error.unknownBrand': 'Šis kortelės tipas neatpažintas.',
  'card.number.error.notAccepted': '{brand} kortelės čia nepriimamos.',
  'card.expiry.error.empty': 'Įveskite galiojimo datą.',
  'card.expiry.error.format': 'Įveskite galiojimo datą formatu MM / MM (mėnuo / metai).',
  'card.expiry.error.month': 'Mėnuo turi būti nuo 01 iki 12.',
  'card.expiry.error.past': 'Šios kortelės galiojimas baigėsi.',
  'card.expiry.error.tooFar': 'Ši galiojimo data per toli ateityje.',
  'card.securityCode.error.empty': 'Įveskite saugos kodą.',
  'card.securityCode.error.characters': 'Saugos kodą sudaro tik skaitmenys.',
  'card.securityCode.error.length': 'Saugos kodą sudaro {length} skaitmenys.',
  'card.holderName.error.empty': 'Įveskite vardą ir pavardę, nurodytus ant kortelės.',
};
