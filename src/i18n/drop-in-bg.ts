import type { DropInMessages } from './drop-in-en';

/** Bulgarian texts of the drop-in. */
export const dropInBg: DropInMessages = {
  'dropIn.legend': 'Начин на плащане',
  'dropIn.savedCard': 'Запазена карта: {card}',
  'dropIn.loading': 'Формулярът за плащане се зарежда…',
  'dropIn.pay': 'Плати {amount}',
  'dropIn.payWith': 'Плати {amount} с {method}',
  'dropIn.redirect.explanation':
    'Ще бъдете пренасочени към {method}, за да потвърдите плащането на {amount}, след което ще се върнете на тази страница.',
  'dropIn.wallet.explanation':
    '{method} ще отвори своя прозорец за плащане, за да потвърдите плащането на {amount}.',
  'dropIn.busy': 'Плащането Ви се обработва…',
  'dropIn.stillWorking': 'Обработката продължава. Моля, не затваряйте тази страница.',
  'dropIn.result.success': 'Плащането е одобрено. Благодарим Ви!',
  'dropIn.result.pending': 'Плащането Ви се проверява. Ще Ви уведомим за резултата.',
  'dropIn.result.failed': 'Плащането беше отклонено. Опитайте отново или изберете друг начин на плащане.',
  'dropIn.result.cancelled':
    'Плащането беше отменено и не е удържана сума. Изберете начин на плащане, за да опитате отново.',
  'dropIn.result.cancelledMethod':
    'Отменихте плащането с {method}. Не е удържана сума: изберете начин на плащане.',
  'dropIn.result.failedMethod': 'Плащането с {method} беше отклонено. Изберете друг начин на плащане.',
  'dropIn.checking': 'Проверяваме плащането Ви…',
  'dropIn.error.failed': 'Плащането не можа да започне. Проверете връзката си и опитайте отново.',
  'dropIn.method.card': 'Карта',
  'dropIn.method.sepaDirectDebit': 'Директен дебит по SEPA',
  'dropIn.method.ach': 'Директен дебит по ACH',
  'dropIn.method.genericRedirect': 'Онлайн банкиране',
  'dropIn.savedMethod': 'Запазен {method}: {name}',
  'dropIn.save': 'Запазване за следващите ми плащания',
  'dropIn.remove': 'Премахване на {name}',
  'dropIn.remove.question':
    'Да се премахне ли {name} от запазените ви методи на плащане? Можете да го запазите отново, когато плащате.',
  'dropIn.remove.keep': 'Запазване',
  'dropIn.remove.confirm': 'Премахване',
  'dropIn.remove.busy': 'Премахване на {name}…',
  'dropIn.remove.done': '{name} беше премахнат от запазените ви методи на плащане.',
  'dropIn.remove.failed': '{name} не можа да бъде премахнат и е все още запазен. Опитайте отново по-късно.',
};
