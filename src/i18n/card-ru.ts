import type { CardMessages } from './card-en';

/** Russian texts of the card form. */
export const cardRu: CardMessages = {
  'card.number.label': 'Номер карты',
  'card.expiry.label': 'Срок действия',
  'card.expiry.placeholder': 'ММ / ГГ',
  'card.securityCode.label': 'Код безопасности',
  'card.securityCode.storedLabel': 'Код безопасности карты {card}',
  'card.securityCode.hint': '{length} цифры ({name})',
  'card.holderName.label': 'Имя на карте',
  'card.scheme.legend': 'Платёжная система для оплаты',
  'card.brand.detected': 'Карта {brand}',
  'card.frame.title': 'Защищённые данные карты',
  'card.frame.unavailable':
    'Не удалось загрузить форму карты. Проверьте подключение к интернету и обновите страницу.',
  'card.number.error.empty': 'Введите номер карты.',
  'card.number.error.characters': 'Номер карты состоит только из цифр.',
  'card.number.error.incomplete': 'Номер карты введён не полностью.',
  'card.number.error.tooLong': 'Номер карты слишком длинный.',
  'card.number.error.checksum': 'Неверный номер карты: проверьте, нет ли в нём опечаток.',
  'card.number.error.unknownBrand': 'Этот тип карты не распознан.',
  'card.number.error.notAccepted': 'Карты {brand} здесь не принимаются.',
  'card.expiry.error.empty': 'Введите срок действия.',
  'card.expiry.error.format': 'Введите срок действия в формате ММ / ГГ.',
  'card.expiry.error.month': 'Месяц должен быть от 01 до 12.',
  'card.expiry.error.past': 'Срок действия карты истёк.',
  'card.expiry.error.tooFar': 'Указан слишком отдалённый срок действия.',
  'card.securityCode.error.empty': 'Введите код безопасности.',
  'card.securityCode.error.characters': 'Код безопасности состоит только из цифр.',
  'card.securityCode.error.length': 'Код безопасности состоит из {length} цифр.',
  'card.holderName.error.empty': 'Введите имя, указанное на карте.',
};
