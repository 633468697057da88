import type { CardMessages } from './card-en';

/** Polish texts of the card form. */
export const cardPl: CardMessages = {
  'card.number.label': 'Numer karty',
  'card.expiry.label': 'Data ważności',
  'card.expiry.placeholder': 'MM / RR',
  'card.securityCode.label': 'Kod zabezpieczający',
  'card.securityCode.storedLabel': 'Kod zabezpieczający karty {card}',
  'card.securityCode.hint': '{length} cyfry ({name})',
  'card.holderName.label': 'Imię i nazwisko na karcie',
  'card.scheme.legend': 'Organizacja płatnicza, której chcesz użyć',
  'card.brand.detected': 'Karta {brand}',
  'card.frame.title': 'Bezpieczne dane karty',
  'card.frame.unavailable':
    'Nie udało się wczytać formularza karty. Sprawdź połączenie z internetem i odśwież stronę.',
  'card.number.error.empty': 'Wpisz numer karty.',
  'card.number.error.characters': 'Numer karty może zawierać tylko cyfry.',
  'card.number.error.incomplete': 'Numer karty jest niepełny.',
  'card.number.error.tooLong': 'Numer karty jest za długi.',
  'card.number.error.checksum': 'Ten numer karty jest nieprawidłowy: sprawdź, czy nie ma w nim literówek.',
  'card.number.error.unknownBrand': 'Nie rozpoznajemy tego rodzaju karty.',
  'card.number.error.notAccepted': 'Karty {brand} nie są tu akceptowane.',
  'card.expiry.error.empty': 'Wpisz datę ważności.',
  'card.expiry.error.format': 'Wpisz datę ważności w formacie MM / RR.',
  'card.expiry.error.month': 'Miesiąc musi mieć wartość od 01 do 12.',
  'card.expiry.error.past': 'Ta karta straciła ważność.',
  'card.expiry.error.tooFar': 'Ta data ważności jest zbyt odległa.',
  'card.securityCode.error.empty': 'Wpisz kod zabezpieczający.',
  'card.securityCode.error.characters': 'Kod zabezpieczający może zawierać tylko cyfry.',
  'card.securityCode.error.length': 'Kod zabezpieczający składa się z {length} cyfr.',
  'card.holderName.error.empty': 'Wpisz imię i nazwisko widoczne na karcie.',
};
