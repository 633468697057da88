// @ts-check
/** Russian texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const ru = {
  'shell.brand': 'Демо Railkit',
  'shell.pages': 'Демонстрационные страницы',
  'shell.language': 'Язык',

  'busy.stillWorking': 'Обработка продолжается — не закрывайте эту страницу.',
  'busy.starting': 'Готовим форму…',
  'busy.checking': 'Проверяем ваши банковские реквизиты…',
  'busy.payingOut': 'Отправляем выплату…',
  'busy.paying': 'Подтверждаем платёж в вашем банке…',

  'payout.title': 'Вывод средств с баланса',
  'payout.start.title': 'Данные выплаты',
  'payout.country': 'Страна вашего банковского счёта',
  'payout.amount': 'Сумма',
  'payout.amountHint':
    'Песочница: выплата суммы, оканчивающейся на {fails}, не проходит, а на {pending} — остаётся в обработке.',
  'payout.formLanguage': 'Язык формы',
  'payout.continue': 'Продолжить',
  'payout.details.title': 'Куда отправить деньги?',
  'payout.sample': 'Тестовый счёт в песочнице: {sample}',
  'payout.review': 'Проверить выплату',
  'payout.confirm.title': 'Подтвердите выплату',
  'payout.confirm.amount': 'Сумма',
  'payout.confirm.to': 'Получатель',
  'payout.confirm.holder': 'Владелец счёта',
  'payout.payOut': 'Вывести',
  'payout.edit': 'Изменить банковский счёт',
  'payout.retryHint': '{error} Можно снова нажать «Вывести»: деньги не будут выплачены дважды.',
  'payout.group.iban': 'Страны с IBAN',
  'payout.group.ibanTerritory': 'Территории с IBAN (в формате метрополии)',
  'payout.group.nationalIban': 'Национальные IBAN (вне реестра SWIFT)',
  'payout.group.rail': 'Местные банковские реквизиты',

  'payout.success.title': 'Выплата отправлена',
  'payout.success.detail': 'Сумма {amount} отправлена на счёт {account}.',
  'payout.success.next': 'Обычно деньги поступают в течение одного рабочего дня.',
  'payout.failure.title': 'Выплата не выполнена',
  'payout.failure.detail': 'Ваш банк не смог принять эту выплату. Ваш баланс не изменился.',
  'payout.failure.next': 'Попробовать другой счёт',
  'payout.pending.title': 'Выплата в обработке',
  'payout.pending.detail': 'Ваш банк ещё не подтвердил выплату на сумму {amount}.',
  'payout.unknown.title': 'Не удалось подтвердить вашу выплату',
  'payout.unknown.detail':
    'Соединение прервалось до ответа вашего банка. Не выводите деньги повторно: ничего не будет выплачено дважды.',
  'payout.again': 'Новая выплата',

  'result.waiting': 'Ждём ответа вашего банка…',
  'result.emailLater': 'Эту страницу можно закрыть: мы напишем вам по электронной почте, когда банк ответит.',
  'result.stoppedWaiting':
    'Ваш банк ещё не ответил. Эту страницу можно закрыть: результат мы сообщим по электронной почте.',

  'checkout.title': 'Оформление заказа',
  'checkout.start.title': 'Ваш заказ',
  'checkout.amount': 'Сумма',
  'checkout.customer': 'Идентификатор покупателя',
  'checkout.customerHint': 'Карты, сохранённые этим покупателем, будут предложены при следующей покупке.',
  'checkout.continue': 'Перейти к оплате',
  'checkout.pay.title': 'Оплата картой',
  'checkout.accepted': 'Принимаемые карты',
  'checkout.payWith': 'Чем оплатить',
  'checkout.newCard': 'Новой картой',
  'checkout.store': 'Сохранить карту для следующих покупок',
  'checkout.testCards':
    'Тестовые карты песочницы: {approves} — одобрение, {declines} — отказ, {challenge} — запрос {threeDS}, {timeout} — истечение времени ожидания.',
  'checkout.pay': 'Оплатить {amount}',
  'checkout.retryHint': '{error} Можно снова нажать «Оплатить»: деньги не будут списаны дважды.',
  'checkout.cancelled':
    'Вы закрыли окно подтверждения банка, поэтому оплата не прошла. Нажмите «Оплатить», чтобы повторить попытку.',
  'checkout.declined': 'Ваш банк отклонил карту. Попробуйте другую карту.',
  'checkout.timeout': 'Не удалось завершить оплату вовремя. Повторите попытку.',
  'checkout.authFailed':
    'Ваш банк не смог подтвердить платёж. Повторите попытку или используйте другую карту.',
  'checkout.failed': 'Платёж не прошёл. Повторите попытку или используйте другую карту.',
  'checkout.startAgain': '{error} Начните оплату заново.',
  'checkout.success.title': 'Платёж авторизован',
  'checkout.success.detail': 'Сумма {amount} заблокирована на вашей карте.',
  'checkout.success.next': 'Мы спишем её, когда заказ будет отправлен.',
  'checkout.pending.title': 'Платёж в обработке',
  'checkout.pending.detail': 'Ваш банк ещё не ответил по платежу на сумму {amount}.',
  'checkout.unknown.title': 'Не удалось подтвердить ваш платёж',
  'checkout.unknown.detail':
    'Соединение прервалось до ответа вашего банка. Не оплачивайте повторно: ничего не будет списано дважды.',
  'checkout.again': 'Новый заказ',
  'checkout.checking': 'Проверяем ваш платёж…',

  'merchant.title': 'Панель продавца',
  'merchant.note':
    'Что сервер продавца знает из подписанных уведомлений. Плательщики никогда не видят эту панель.',
  'merchant.order': 'Заказ',
  'merchant.state': 'Сверенный статус',
  'merchant.none': 'Заказов пока нет',
  'merchant.awaiting': 'Ожидание уведомления платформы…',
  'merchant.payoutState': '{status} (уведомление {id}, подпись проверена) · {time}',
  'merchant.paymentState': '{status} (уведомление {action}, подпись проверена) · {time}',
  'merchant.capture': 'Списать',
  'merchant.cancel': 'Отменить платёж',
  'merchant.refund': 'Вернуть деньги',
  'merchant.authorized': 'Авторизован',
  'merchant.authorizeFailed': 'Ошибка авторизации',
  'merchant.captured': 'Списан',
  'merchant.cancelled': 'Отменён',
  'merchant.refunded': 'Возвращён',
  'merchant.console': 'Открыть в консоли тестовой среды',

  'dropInPage.country': 'Страна',
  'dropInPage.testHint':
    'Песочница: платёж на сумму, оканчивающуюся на {declined}, отклоняется, а на {pending} — остаётся в обработке (не для карт).',
  'dropInPage.payTitle': 'Оплата заказа на сумму {amount}',

  'methodsPage.payTitle': 'Выберите способ оплаты',
  'methodsPage.legend': 'Способ оплаты',
  'methodsPage.popup': 'Открыть страницу оплаты во всплывающем окне и остаться на этой странице',
  'methodsPage.redirectHint':
    'Чтобы оплатить через {method}, вы перейдёте на другую страницу, а затем вернётесь сюда.',
  'methodsPage.cancelled': 'Вы отменили оплату через {method}. Деньги не списаны: выберите способ оплаты.',
  'methodsPage.cancelledAny': 'Вы отменили оплату. Деньги не списаны: выберите способ оплаты.',
  'methodsPage.declined': 'Платёж через {method} отклонён. Выберите другой способ оплаты.',
  'methodsPage.declinedAny': 'Платёж отклонён. Выберите другой способ оплаты.',
  'methodsPage.popupClosed':
    'Окно оплаты закрылось до завершения платежа. Нажмите «Оплатить», чтобы открыть его снова.',
  'methodsPage.failed': 'Платёж не прошёл. Повторите попытку или выберите другой способ оплаты.',
  'methodsPage.success.detail': 'Ваш платёж на сумму {amount} подтверждён.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Выплата',
  'page.payout.summary': 'Выплата на банковский счёт в 145 странах; SDK импортирован как ES-модуль.',
  'page.script-tag.title': 'Тег script',
  'page.script-tag.summary':
    'Та же выплата без сборщика: один <script> с хешем целостности определяет window.Railkit.',
  'page.checkout.title': 'Оплата картой',
  'page.checkout.summary':
    'Оплата картой через форму на этой странице: данные шифруются здесь перед отправкой.',
  'page.checkout-drop-in.title': 'Выбор способа оплаты',
  'page.checkout-drop-in.summary':
    'Все способы оплаты страны плательщика в одном элементе: карты, банковские списания, переадресация и кошельки.',
  'page.checkout-secure.title': 'Защищённые поля',
  'page.checkout-secure.summary':
    'Та же оплата картой с формой во фрейме хранилища: данные карты никогда не попадают на эту страницу.',
  'page.checkout-methods.title': 'Все способы оплаты',
  'page.checkout-methods.summary':
    'Оплата в шести странах всеми способами, которые там предлагает песочница: списания, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Оплата через тег script',
  'page.script-tag-checkout.summary':
    'Оплата картой без сборщика: <script> оплаты определяет window.Railkit; 3-D Secure в диалоговом окне.',
  'page.react.title': 'Приложение на React',
  'page.react.summary':
    'Выплата и выбор способа оплаты в виде компонентов React (railkit/react), один клиент на сеанс.',
  'page.vue.title': 'Приложение на Vue',
  'page.vue.summary':
    'Выплата и выбор способа оплаты в виде компонентов Vue (railkit/vue), один клиент на сеанс.',
};
