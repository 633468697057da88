import type { CardMessages } from './card-en';

/** German texts of the card form. */
export const cardDe: CardMessages = {
  'card.number.label': 'Kartennummer',
  'card.expiry.label': 'Ablaufdatum',
  'card.expiry.placeholder': 'MM / JJ',
  'card.securityCode.label': 'Sicherheitscode',
  'card.securityCode.storedLabel': 'Sicherheitscode von {card}',
  'card.securityCode.hint': '{length} Ziffern ({name})',
  'card.holderName.label': 'Name auf der Karte',
  'card.scheme.legend': 'Zu verwendendes Kartennetz',
  'card.brand.detected': '{brand}-Karte',
  'card.frame.title': 'Sichere Kartendaten',
  'card.frame.unavailable':
    'Das Kartenformular konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
  'card.number.error.empty': 'Geben Sie die Kartennummer ein.',
  'card.number.error.characters': 'Eine Kartennummer besteht nur aus Ziffern.',
  'card.number.error.incomplete': 'Die Kartennummer ist unvollständig.',
  'card.number.error.tooLong': 'Die Kartennummer ist zu lang.',
  'card.number.error.checksum': 'Diese Kartennummer ist ungültig: Prüfen Sie sie auf Tippfehler.',
  'card.number.error.unknownBrand': 'Dieser Kartentyp wird nicht erkannt.',
  'card.number.error.notAccepted': '{brand}-Karten werden hier nicht akzeptiert.',
  'card.expiry.error.empty': 'Geben Sie das Ablaufdatum ein.',
  'card.expiry.error.format': 'Geben Sie das Ablaufdatum als MM / JJ ein.',
  'card.expiry.error.month': 'Der Monat muss zwischen 01 und 12 liegen.',
  'card.expiry.error.past': 'Diese Karte ist abgelaufen.',
  'card.expiry.error.tooFar': 'Dieses Ablaufdatum liegt zu weit in der Zukunft.',
  'card.securityCode.error.empty': 'Geben Sie den Sicherheitscode ein.',
  'card.securityCode.error.characters': 'Der Sicherheitscode besteht nur aus Ziffern.',
  'card.securityCode.error.length': 'Der Sicherheitscode hat {length} Ziffern.',
  'card.holderName.error.empty': 'Geben Sie den Namen auf der Karte ein.',
};
