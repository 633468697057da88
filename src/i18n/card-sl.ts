import type { CardMessages } from './card-en';

/** Slovenian texts of the card form. */
export const cardSl: CardMessages = {
  'card.number.label': 'Številka kartice',
  'card.expiry.label': 'Datum veljavnosti',
  'card.expiry.placeholder': 'MM / LL',
  'card.securityCode.label': 'Varnostna koda',
  'card.securityCode.storedLabel': 'Varnostna koda kartice {card}',
  'card.securityCode.hint': '{length} števke ({name})',
  'card.holderName.label': 'Ime na kartici',
  'card.scheme.legend': 'Kartična shema, ki jo želite uporabiti',
  'card.brand.detected': 'Kartica {brand}',
  'card.frame.title': 'Zaščiteni podatki kartice',
  'card.frame.unavailable':
    'Obrazca za kartico ni bilo mogoče naložiti. Preverite povezavo in znova naložite stran.',
  'card.number.error.empty': 'Vnesite številko kartice.',
  'card.number.error.characters': 'Številka kartice vsebuje samo števke.',
  'card.number.error.incomplete': 'Številka kartice ni popolna.',
  'card.number.error.tooLong': 'Številka kartice je predolga.',
  'card.number.error.checksum': 'Ta številka kartice ni veljavna: preverite, ali so v njej tipkarske napake.',
  'card.number.error.unknownBrand': 'Te vrste kartice ne prepoznamo.',
  'card.number.error.notAccepted': 'Kartic {brand} tu ne sprejemamo.',
  'card.expiry.error.empty': 'Vnesite datum veljavnosti.',
  'card.expiry.error.format': 'Vnesite datum veljavnosti v obliki MM / LL.',
  'card.expiry.error.month': 'Mesec mora biti med 01 in 12.',
  'card.expiry.error.past': 'Tej kartici je potekla veljavnost.',
  'card.expiry.error.tooFar': 'Ta datum veljavnosti je predaleč v prihodnosti.',
  'card.securityCode.error.empty': 'Vnesite varnostno kodo.',
  'card.securityCode.error.characters': 'Varnostna koda vsebuje samo števke.',
  'card.securityCode.error.length': 'Varnostna koda ima {length} števke.',
  'card.holderName.error.empty': 'Vnesite ime, ki je napisano na kartici.',
};
