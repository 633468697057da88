import type { CardMessages } from './card-en';

/** Swedish texts of the card form. */
export const cardSv: CardMessages = {
  'card.number.label': 'Kortnummer',
  'card.expiry.label': 'Giltigt till',
  'card.expiry.placeholder': 'MM / ÅÅ',
  'card.securityCode.label': 'Säkerhetskod',
  'card.securityCode.storedLabel': 'Säkerhetskod för {card}',
  'card.securityCode.hint': '{length} siffror ({name})',
  'card.holderName.label': 'Namn på kortet',
  'card.scheme.legend': 'Kortnätverk att använda',
  'card.brand.detected': '{brand}-kort',
  'card.frame.title': 'Säkra kortuppgifter',
  'card.frame.unavailable':
    'Kortformuläret kunde inte laddas. Kontrollera din anslutning och ladda om sidan.',
  'card.number.error.empty': 'Ange kortnumret.',
  'card.number.error.characters': 'Ett kortnummer består bara av siffror.',
  'card.number.error.incomplete': 'Kortnumret är ofullständigt.',
  'card.number.error.tooLong': 'Kortnumret är för långt.',
  'card.number.error.checksum': 'Kortnumret är ogiltigt: kontrollera att du har skrivit rätt.',
  'card.number.error.unknownBrand': 'Korttypen känns inte igen.',
  'card.number.error.notAccepted': '{brand}-kort accepteras inte här.',
  'card.expiry.error.empty': 'Ange kortets giltighetstid.',
  'card.expiry.error.format': 'Ange giltighetstiden som MM / ÅÅ.',
  'card.expiry.error.month': 'Månaden måste vara mellan 01 och 12.',
  'card.expiry.error.past': 'Kortet har gått ut.',
  'card.expiry.error.tooFar': 'Giltighetstiden ligger för långt fram i tiden.',
  'card.securityCode.error.empty': 'Ange säkerhetskoden.',
  'card.securityCode.error.characters': 'Säkerhetskoden består bara av siffror.',
  'card.securityCode.error.length': 'Säkerhetskoden har {length} siffror.',
  'card.holderName.error.empty': 'Ange namnet på kortet.',
};
