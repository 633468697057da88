import type { DropInMessages } from './drop-in-en';

/** Ukrainian texts of the drop-in. */
export const dropInUk: DropInMessages = {
  'dropIn.legend': 'Спосіб оплати',
  'dropIn.savedCard': 'Збережена картка: {card}',
  'dropIn.loading': 'Завантаження форми оплати…',
  'dropIn.pay': 'Сплатити {amount}',
  'dropIn.payWith': 'Сплатити {amount} через {method}',
  'dropIn.redirect.explanation':
    'Ви перейдете до {method}, щоб підтвердити платіж на суму {amount}, а потім повернетеся на цю сторінку.',
  'dropIn.wallet.explanation': '{method} відкриє вікно оплати, щоб підтвердити платіж на суму {amount}.',
  'dropIn.busy': 'Обробляємо ваш платіж…',
  'dropIn.stillWorking': 'Обробка триває. Будь ласка, не закривайте цю сторінку.',
  'dropIn.result.success': 'Платіж авторизовано. Дякуємо!',
  'dropIn.result.pending': 'Ваш платіж перевіряється. Ми повідомимо вам результат.',
  'dropIn.result.failed': 'Платіж відхилено. Спробуйте ще раз або виберіть інший спосіб оплати.',
  'dropIn.result.cancelled':
    'Платіж скасовано. Кошти не списано; виберіть спосіб оплати, щоб спробувати ще раз.',
  'dropIn.result.cancelledMethod':
    'Ви скасували оплату через {method}. Кошти не списано: виберіть спосіб оплати.',
  'dropIn.result.failedMethod': 'Платіж через {method} відхилено. Виберіть інший спосіб оплати.',
  'dropIn.checking': 'Перевіряємо ваш платіж…',
  'dropIn.error.failed': 'Не вдалося розпочати платіж. Перевірте з’єднання й спробуйте ще раз.',
  'dropIn.method.card': 'Картка',
  'dropIn.method.sepaDirectDebit': 'Прямий дебет SEPA',
  'dropIn.method.ach': 'Банківський дебет ACH',
  'dropIn.method.genericRedirect': 'Інтернет-банкінг',
  'dropIn.savedMethod': 'Збережений спосіб {method}: {name}',
  'dropIn.save': 'Зберегти для наступних платежів',
  'dropIn.remove': 'Видалити {name}',
  'dropIn.remove.question':
    'Видалити {name} зі збережених способів оплати? Ви зможете зберегти його знову під час оплати.',
  'dropIn.remove.keep': 'Залишити',
  'dropIn.remove.confirm': 'Видалити',
  'dropIn.remove.busy': 'Видалення {name}…',
  'dropIn.remove.done': '{name} видалено зі збережених способів оплати.',
  'dropIn.remove.failed': 'Не вдалося видалити {name}, він досі збережений. Спробуйте пізніше.',
};
