import type { CardMessages } from './card-en';

/** Romanian texts of the card form. */
export const cardRo: CardMessages = {
  'card.number.label': 'Numărul cardului',
  'card.expiry.label': 'Data expirării',
  'card.expiry.placeholder': 'LL / AA',
  'card.securityCode.label': 'Cod de securitate',
  'card.securityCode.storedLabel': 'Codul de securitate al cardului {card}',
  'card.securityCode.hint': '{length} cifre ({name})',
  'card.holderName.label': 'Numele de pe card',
  'card.scheme.legend': 'Rețeaua de card pe care doriți să o folosiți',
  'card.brand.detected': 'Card {brand}',
  'card.frame.title': 'Date de card securizate',
  'card.frame.unavailable':
    'Formularul cardului nu a putut fi încărcat. Verificați conexiunea și reîncărcați pagina.',
  'card.number.error.empty': 'Introduceți numărul cardului.',
  'card.number.error.characters': 'Numărul cardului conține doar cifre.',
  'card.number.error.incomplete': 'Numărul cardului este incomplet.',
  'card.number.error.tooLong': 'Numărul cardului este prea lung.',
  'card.number.error.checksum':
    'Acest număr de card nu este valid: verificați dacă nu există greșeli de tastare.',
  'card.number.error.unknownBrand': 'Acest tip de card nu este recunoscut.',
  'card.number.error.notAccepted': 'Cardurile {brand} nu sunt acceptate aici.',
  'card.expiry.error.empty': 'Introduceți data expirării.',
  'card.expiry.error.format': 'Introduceți data expirării în formatul LL / AA.',
  'card.expiry.error.month': 'Luna trebuie să fie între 01 și 12.',
  'card.expiry.error.past': 'Acest card a expirat.',
  'card.expiry.error.tooFar': 'Această dată de expirare este prea îndepărtată în viitor.',
  'card.securityCode.error.empty': 'Introduceți codul de securitate.',
  'card.securityCode.error.characters': 'Codul de securitate conține doar cifre.',
  'card.securityCode.error.length': 'Codul de securitate are {length} cifre.',
  'card.holderName.error.empty': 'Introduceți numele de pe card.',
};
