import type { CardMessages } from './card-en';

/** Czech texts of the card form. */
export const cardCs: CardMessages = {
  'card.number.label': 'Číslo karty',
  'card.expiry.label': 'Platnost do',
  'card.expiry.placeholder': 'MM / RR',
  'card.securityCode.label': 'Bezpečnostní kód',
  'card.securityCode.storedLabel': 'Bezpečnostní kód karty {card}',
  'card.securityCode.hint': '{length} číslice ({name})',
  'card.holderName.label': 'Jméno na kartě',
  'card.scheme.legend': 'Karetní síť pro platbu',
  'card.brand.detected': 'Karta {brand}',
  'card.frame.title': 'Zabezpečené údaje karty',
  'card.frame.unavailable':
    'Formulář karty se nepodařilo načíst. Zkontrolujte připojení a načtěte stránku znovu.',
  'card.number.error.empty': 'Zadejte číslo karty.',
  'card.number.error.characters': 'Číslo karty obsahuje pouze číslice.',
  'card.number.error.incomplete': 'Číslo karty je neúplné.',
  'card.number.error.tooLong': 'Číslo karty je příliš dlouhé.',
  'card.number.error.checksum': 'Toto číslo karty není platné: zkontrolujte, zda v něm nejsou překlepy.',
  'card.number.error.unknownBrand': 'Tento typ karty nebyl rozpoznán.',
  'card.number.error.notAccepted': 'Karty {brand} zde nepřijímáme.',
  'card.expiry.error.empty': 'Zadejte datum platnosti.',
  'card.expiry.error.format': 'Zadejte datum platnosti ve formátu MM / RR.',
  'card.expiry.error.month': 'Měsíc musí být v rozmezí 01 až 12.',
  'card.expiry.error.past': 'Platnost této karty vypršela.',
  'card.expiry.error.tooFar': 'Toto datum platnosti je příliš daleko v budoucnosti.',
  'card.securityCode.error.empty': 'Zadejte bezpečnostní kód.',
  'card.securityCode.error.characters': 'Bezpečnostní kód obsahuje pouze číslice.',
  'card.securityCode.error.length': 'Bezpečnostní kód má {length} číslice.',
  'card.holderName.error.empty': 'Zadejte jméno uvedené na kartě.',
};
