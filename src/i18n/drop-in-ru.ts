import type { DropInMessages } from './drop-in-en';

/** Russian texts of the drop-in. */
export const dropInRu: DropInMessages = {
  'dropIn.legend': 'Способ оплаты',
  'dropIn.savedCard': 'Сохранённая карта: {card}',
  'dropIn.loading': 'Загрузка платёжной формы…',
  'dropIn.pay': 'Оплатить {amount}',
  'dropIn.payWith': 'Оплатить {amount} через {method}',
  'dropIn.redirect.explanation':
    'Вы перейдёте на страницу {method}, чтобы подтвердить платёж на сумму {amount}, а затем вернётесь на эту страницу.',
  'dropIn.wallet.explanation': '{method} откроет окно оплаты, чтобы подтвердить платёж на сумму {amount}.',
  'dropIn.busy': 'Обрабатываем ваш платёж…',
  'dropIn.stillWorking': 'Обработка продолжается. Пожалуйста, не закрывайте эту страницу.',
  'dropIn.result.success': 'Платёж авторизован. Спасибо!',
  'dropIn.result.pending': 'Ваш платёж проверяется. Мы сообщим вам результат.',
  'dropIn.result.failed': 'Платёж отклонён. Повторите попытку или выберите другой способ оплаты.',
  'dropIn.result.cancelled':
    'Платёж отменён. Деньги не списаны; выберите способ оплаты, чтобы повторить попытку.',
  'dropIn.result.cancelledMethod':
    'Вы отменили оплату через {method}. Деньги не списаны: выберите способ оплаты.',
  'dropIn.result.failedMethod': 'Платёж через {method} отклонён. Выберите другой способ оплаты.',
  'dropIn.checking': 'Проверяем ваш платёж…',
  'dropIn.error.failed': 'Не удалось начать оплату. Проверьте подключение к интернету и повторите попытку.',
  'dropIn.method.card': 'Банковская карта',
  'dropIn.method.sepaDirectDebit': 'Прямое дебетование SEPA',
  'dropIn.method.ach': 'Списание со счёта ACH',
  'dropIn.method.genericRedirect': 'Интернет-банк',
  'dropIn.savedMethod': 'Сохранённый способ {method}: {name}',
  'dropIn.save': 'Сохранить для следующих платежей',
  'dropIn.remove': 'Удалить {name}',
  'dropIn.remove.question':
    'Удалить {name} из сохранённых способов оплаты? Вы сможете сохранить его снова при оплате.',
  'dropIn.remove.keep': 'Оставить',
  'dropIn.remove.confirm': 'Удалить',
  'dropIn.remove.busy': 'Удаление {name}…',
  'dropIn.remove.done': '{name} удалён из сохранённых способов оплаты.',
  'dropIn.remove.failed': 'Не удалось удалить {name}, он по-прежнему сохранён. Повторите попытку позже.',
};
