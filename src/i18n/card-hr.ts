import type { CardMessages } from './card-en';

/** Croatian texts of the card form. */
export const cardHr: CardMessages = {
  'card.number.label': 'Broj kartice',
  'card.expiry.label': 'Datum isteka',
  'card.expiry.placeholder': 'MM / GG',
  'card.securityCode.label': 'Sigurnosni kod',
  'card.securityCode.storedLabel': 'Sigurnosni kod kartice {card}',
  'card.securityCode.hint': '{length} znamenke ({name})',
  'card.holderName.label': 'Ime na kartici',
  'card.scheme.legend': 'Kartična mreža koju želite koristiti',
  'card.brand.detected': 'Kartica {brand}',
  'card.frame.title': 'Zaštićeni podaci kartice',
  'card.frame.unavailable':
    'Obrazac kartice nije se mogao učitati. Provjerite internetsku vezu i ponovno učitajte stranicu.',
  'card.number.error.empty': 'Unesite broj kartice.',
  'card.number.error.characters': 'Broj kartice sadrži samo znamenke.',
  'card.number.error.incomplete': 'Broj kartice nije potpun.',
  'card.number.error.tooLong': 'Broj kartice predugačak je.',
  'card.number.error.checksum': 'Ovaj broj kartice nije valjan: provjerite ima li pogrešaka u upisu.',
  'card.number.error.unknownBrand': 'Ova vrsta kartice nije prepoznata.',
  'card.number.error.notAccepted': 'Kartice {brand} ovdje se ne prihvaćaju.',
  'card.expiry.error.empty': 'Unesite datum isteka.',
  'card.expiry.error.format': 'Unesite datum isteka u obliku MM / GG.',
  'card.expiry.error.month': 'Mjesec mora biti od 01 do 12.',
  'card.expiry.error.past': 'Ova je kartica istekla.',
  'card.expiry.error.tooFar': 'Ovaj je datum isteka predaleko u budućnosti.',
  'card.securityCode.error.empty': 'Unesite sigurnosni kod.',
  'card.securityCode.error.characters': 'Sigurnosni kod sadrži samo znamenke.',
  'card.securityCode.error.length': 'Sigurnosni kod ima {length} znamenke.',
  'card.holderName.error.empty': 'Unesite ime navedeno na kartici.',
};
