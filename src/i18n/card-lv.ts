import type { CardMessages } from './card-en';

/** Latvian texts of the card form. */
export const cardLv: CardMessages = {
  'card.number.label': 'Kartes numurs',
  'card.expiry.label': 'Derīguma termiņš',
  'card.expiry.placeholder': 'MM / GG',
  'card.securityCode.label': 'Drošības kods',
  'card.securityCode.storedLabel': 'Kartes {card} drošības kods',
  'card.securityCode.hint': '{length} cipari ({name})',
  'card.holderName.label': 'Vārds, uzvārds uz kartes',
  'card.scheme.legend': 'Izmantojamais karšu tīkls',
  'card.brand.detected': '{brand} karte',
  'card.frame.title': 'Droši kartes dati',
  'card.frame.unavailable':
    'Kartes veidlapu neizdevās ielādēt. Pārbaudiet interneta savienojumu un pārlādējiet lapu.',
  'card.number.error.empty': 'Ievadiet kartes numuru.',
  'card.number.error.characters': 'Kartes numurā drīkst būt tikai cipari.',
  'card.number.error.incomplete': 'Kartes numurs nav pilnīgs.',
  'card.number.error.tooLong': 'Kartes numurs ir pārāk garš.',
  'card.number.error.checksum': 'Šis kartes numurs nav derīgs: pārbaudiet, vai nav drukas kļūdu.',
  'card.number.error.unknownBrand': 'Šis kartes veids netiek atpazīts.',
  'card.number.error.notAccepted': '{brand} kartes šeit netiek pieņemtas.',
  'card.expiry.error.empty': 'Ievadiet derīguma termiņu.',
  'card.expiry.error.format': 'Ievadiet derīguma termiņu formātā MM / GG.',
  'card.expiry.error.month': 'Mēnesim jābūt no 01 līdz 12.',
  'card.expiry.error.past': 'Šīs kartes derīguma termiņš ir beidzies.',
  'card.expiry.error.tooFar': 'Šis derīguma termiņš ir pārāk tālu nākotnē.',
  'card.securityCode.error.empty': 'Ievadiet drošības kodu.',
  'card.securityCode.error.characters': 'Drošības kodā drīkst būt tikai cipari.',
  'card.securityCode.error.length': 'Drošības kodā ir {length} cipari.',
  'card.holderName.error.empty': 'Ievadiet vārdu un uzvārdu, kas norādīts uz kartes.',
};
