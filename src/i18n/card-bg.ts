import type { CardMessages } from './card-en';

/** Bulgarian texts of the card form. */
export const cardBg: CardMessages = {
  'card.number.label': 'Номер на картата',
  'card.expiry.label': 'Срок на валидност',
  'card.expiry.placeholder': 'ММ / ГГ',
  'card.securityCode.label': 'Код за сигурност',
  'card.securityCode.storedLabel': 'Код за сигурност на {card}',
  'card.securityCode.hint': '{length} цифри ({name})',
  'card.holderName.label': 'Име върху картата',
  'card.scheme.legend': 'Картова мрежа, която да се използва',
  'card.brand.detected': 'Карта {brand}',
  'card.frame.title': 'Защитени данни на картата',
  'card.frame.unavailable':
    'Формулярът за картата не можа да се зареди. Проверете връзката си и презаредете страницата.',
  'card.number.error.empty': 'Въведете номера на картата.',
  'card.number.error.characters': 'Номерът на картата съдържа само цифри.',
  'card.number.error.incomplete': 'Номерът на картата е непълен.',
  'card.number.error.tooLong': 'Номерът на картата е твърде дълъг.',
  'card.number.error.checksum': 'Този номер на карта е невалиден: проверете за грешки при въвеждането.',
  'card.number.error.unknownBrand': 'Този вид карта не е разпознат.',
  'card.number.error.notAccepted': 'Тук не се приемат карти {brand}.',
  'card.expiry.error.empty': 'Въведете срока на валидност.',
  'card.expiry.error.format': 'Въведете срока на валидност във формат ММ / ГГ.',
  'card.expiry.error.month': 'Месецът трябва да е от 01 до 12.',
  'card.expiry.error.past': 'Валидността на тази карта е изтекла.',
  'card.expiry.error.tooFar': 'Този срок на валидност е твърде далеч в бъдещето.',
  'card.securityCode.error.empty': 'Въведете кода за сигурност.',
  'card.securityCode.error.characters': 'Кодът за сигурност съдържа само цифри.',
  'card.securityCode.error.length': 'Кодът за сигурност се състои от {length} цифри.',
  'card.holderName.error.empty': 'Въведете името, изписано върху картата.',
};
