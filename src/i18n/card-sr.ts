import type { CardMessages } from './card-en';

/** Serbian (Cyrillic) texts of the card form. */
export const cardSr: CardMessages = {
  'card.number.label': 'Број картице',
  'card.expiry.label': 'Датум истека',
  'card.expiry.placeholder': 'ММ / ГГ',
  'card.securityCode.label': 'Сигурносни код',
  'card.securityCode.storedLabel': 'Сигурносни код картице {card}',
  'card.securityCode.hint': '{length} цифре ({name})',
  'card.holderName.label': 'Име на картици',
  'card.scheme.legend': 'Картична мрежа коју желите да користите',
  'card.brand.detected': 'Картица {brand}',
  'card.frame.title': 'Заштићени подаци картице',
  'card.frame.unavailable':
    'Образац за картицу није могао да се учита. Проверите везу и поново учитајте страницу.',
  'card.number.error.empty': 'Унесите број картице.',
  'card.number.error.characters': 'Број картице садржи само цифре.',
  'card.number.error.incomplete': 'Број картице није потпун.',
  'card.number.error.tooLong': 'Број картице је предугачак.',
  'card.number.error.checksum': 'Овај број картице није исправан: проверите да ли има грешака у куцању.',
  'card.number.error.unknownBrand': 'Ова врста картице није препозната.',
  'card.number.error.notAccepted': 'Картице {brand} се овде не прихватају.',
  'card.expiry.error.empty': 'Унесите датум истека.',
  'card.expiry.error.format': 'Унесите датум истека у формату ММ / ГГ.',
  'card.expiry.error.month': 'Месец мора бити између 01 и 12.',
  'card.expiry.error.past': 'Овој картици је истекао рок важења.',
  'card.expiry.error.tooFar': 'Овај датум истека је предалеко у будућности.',
  'card.securityCode.error.empty': 'Унесите сигурносни код.',
  'card.securityCode.error.characters': 'Сигурносни код садржи само цифре.',
  'card.securityCode.error.length': 'Сигурносни код има {length} цифре.',
  'card.holderName.error.empty': 'Унесите име које пише на картици.',
};
