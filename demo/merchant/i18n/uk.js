// @ts-check
/** Ukrainian texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const uk = {
  'shell.brand': 'Демо Railkit',
  'shell.pages': 'Демосторінки',
  'shell.language': 'Мова',

  'busy.stillWorking': 'Обробка триває — не закривайте цю сторінку.',
  'busy.starting': 'Готуємо форму…',
  'busy.checking': 'Перевіряємо ваші банківські реквізити…',
  'busy.payingOut': 'Надсилаємо вашу виплату…',
  'busy.paying': 'Підтверджуємо платіж у вашому банку…',

  'payout.title': 'Виведення коштів з балансу',
  'payout.start.title': 'Дані виплати',
  'payout.country': 'Країна вашого банківського рахунку',
  'payout.amount': 'Сума',
  'payout.amountHint':
    'Тестове середовище: сума, що закінчується на {fails}, не пройде, а на {pending} — залишиться в очікуванні.',
  'payout.formLanguage': 'Мова форми',
  'payout.continue': 'Продовжити',
  'payout.details.title': 'Куди надіслати кошти?',
  'payout.sample': 'Приклад рахунку в тестовому середовищі: {sample}',
  'payout.review': 'Перевірити виплату',
  'payout.confirm.title': 'Підтвердьте виплату',
  'payout.confirm.amount': 'Сума',
  'payout.confirm.to': 'Одержувач',
  'payout.confirm.holder': 'Власник рахунку',
  'payout.payOut': 'Виплатити',
  'payout.edit': 'Змінити банківський рахунок',
  'payout.retryHint': '{error} Можете ще раз натиснути «Виплатити»: кошти не буде виплачено двічі.',
  'payout.group.iban': 'Країни з IBAN',
  'payout.group.ibanTerritory': 'Території з IBAN (у форматі країни-метрополії)',
  'payout.group.nationalIban': 'Національні IBAN (поза реєстром SWIFT)',
  'payout.group.rail': 'Місцеві банківські реквізити',

  'payout.success.title': 'Виплату надіслано',
  'payout.success.detail': 'Сума {amount} вже прямує на рахунок {account}.',
  'payout.success.next': 'Зазвичай кошти надходять протягом одного робочого дня.',
  'payout.failure.title': 'Виплата не вдалася',
  'payout.failure.detail': 'Ваш банк не зміг прийняти цю виплату. Ваш баланс не змінився.',
  'payout.failure.next': 'Спробувати інший рахунок',
  'payout.pending.title': 'Виплата в очікуванні',
  'payout.pending.detail': 'Ваш банк ще не підтвердив виплату на суму {amount}.',
  'payout.unknown.title': 'Нам не вдалося підтвердити вашу виплату',
  'payout.unknown.detail':
    'З’єднання перервалося до того, як ваш банк відповів. Не повторюйте виплату: нічого не буде виплачено двічі.',
  'payout.again': 'Нова виплата',

  'result.waiting': 'Чекаємо на відповідь вашого банку…',
  'result.emailLater':
    'Можете закрити цю сторінку: ми напишемо вам електронною поштою, коли банк відповість.',
  'result.stoppedWaiting':
    'Ваш банк ще не відповів. Можете закрити цю сторінку: ми повідомимо вам результат електронною поштою.',

  'checkout.title': 'Оформлення замовлення',
  'checkout.start.title': 'Ваше замовлення',
  'checkout.amount': 'Сума',
  'checkout.customer': 'Код клієнта',
  'checkout.customerHint': 'Картки, збережені цим клієнтом, буде запропоновано під час наступної оплати.',
  'checkout.continue': 'Перейти до оплати',
  'checkout.pay.title': 'Оплата карткою',
  'checkout.accepted': 'Приймаємо картки',
  'checkout.payWith': 'Чим оплатити',
  'checkout.newCard': 'Нова картка',
  'checkout.store': 'Зберегти цю картку для наступних покупок',
  'checkout.testCards':
    'Тестові картки: {approves} — схвалення, {declines} — відмова, {challenge} — запит {threeDS}, {timeout} — тайм-аут.',
  'checkout.pay': 'Сплатити {amount}',
  'checkout.retryHint': '{error} Можете ще раз натиснути «Сплатити»: кошти не буде списано двічі.',
  'checkout.cancelled':
    'Ви закрили вікно підтвердження вашого банку, тому платіж не виконано. Натисніть «Сплатити», щоб спробувати ще раз.',
  'checkout.declined': 'Ваш банк відхилив картку. Спробуйте іншу картку.',
  'checkout.timeout': 'Не вдалося вчасно завершити платіж. Будь ласка, спробуйте ще раз.',
  'checkout.authFailed':
    'Ваш банк не зміг підтвердити платіж. Спробуйте ще раз або скористайтеся іншою карткою.',
  'checkout.failed': 'Платіж не вдався. Спробуйте ще раз або скористайтеся іншою карткою.',
  'checkout.startAgain': '{error} Почніть спочатку, щоб сплатити.',
  'checkout.success.title': 'Платіж авторизовано',
  'checkout.success.detail': 'Суму {amount} заблоковано на вашій картці.',
  'checkout.success.next': 'Ми спишемо її, коли ваше замовлення буде відправлено.',
  'checkout.pending.title': 'Платіж в очікуванні',
  'checkout.pending.detail': 'Ваш банк ще не відповів щодо платежу на суму {amount}.',
  'checkout.unknown.title': 'Нам не вдалося підтвердити ваш платіж',
  'checkout.unknown.detail':
    'З’єднання перервалося до того, як ваш банк відповів. Не сплачуйте повторно: кошти не буде списано двічі.',
  'checkout.again': 'Нова покупка',
  'checkout.checking': 'Перевіряємо ваш платіж…',

  'merchant.title': 'Панель продавця',
  'merchant.note': 'Що сервер продавця знає з підписаних сповіщень. Платники ніколи не бачать цієї панелі.',
  'merchant.order': 'Замовлення',
  'merchant.state': 'Звірений статус',
  'merchant.none': 'Замовлень ще немає',
  'merchant.awaiting': 'Очікуємо сповіщення від платформи…',
  'merchant.payoutState': '{status} (сповіщення {id}, підпис перевірено) · {time}',
  'merchant.paymentState': '{status} (сповіщення {action}, підпис перевірено) · {time}',
  'merchant.capture': 'Списати',
  'merchant.cancel': 'Скасувати платіж',
  'merchant.refund': 'Повернути кошти',
  'merchant.authorized': 'Авторизовано',
  'merchant.authorizeFailed': 'Авторизація не вдалася',
  'merchant.captured': 'Списано',
  'merchant.cancelled': 'Скасовано',
  'merchant.refunded': 'Кошти повернуто',
  'merchant.console': 'Відкрити в консолі тестового середовища',

  'dropInPage.country': 'Країна',
  'dropInPage.testHint':
    'Тестове середовище: платіж на суму, що закінчується на {declined}, буде відхилено, а на {pending} — залишиться в очікуванні (не для карток).',
  'dropInPage.payTitle': 'Сплатіть {amount} за ваше замовлення',

  'methodsPage.payTitle': 'Виберіть спосіб оплати',
  'methodsPage.legend': 'Спосіб оплати',
  'methodsPage.popup': 'Відкрити сторінку оплати у спливаючому вікні й залишитися на цій сторінці',
  'methodsPage.redirectHint':
    'Щоб сплатити через {method}, ви перейдете на іншу сторінку, а потім повернетеся сюди.',
  'methodsPage.cancelled': 'Ви скасували оплату через {method}. Кошти не списано: виберіть спосіб оплати.',
  'methodsPage.cancelledAny': 'Ви скасували оплату. Кошти не списано: виберіть спосіб оплати.',
  'methodsPage.declined': 'Платіж через {method} відхилено. Виберіть інший спосіб оплати.',
  'methodsPage.declinedAny': 'Платіж відхилено. Виберіть інший спосіб оплати.',
  'methodsPage.popupClosed':
    'Вікно оплати закрилося до завершення платежу. Натисніть «Сплатити», щоб відкрити його знову.',
  'methodsPage.failed': 'Платіж не вдався. Спробуйте ще раз або виберіть інший спосіб оплати.',
  'methodsPage.success.detail': 'Ваш платіж на суму {amount} підтверджено.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Виплата',
  'page.payout.summary': 'Виплата на банківський рахунок у 145 країнах, SDK імпортовано як ES-модуль.',
  'page.script-tag.title': 'Тег script',
  'page.script-tag.summary':
    'Та сама виплата без збирача: один <script> із хешем цілісності визначає window.Railkit.',
  'page.checkout.title': 'Оплата карткою',
  'page.checkout.summary':
    'Оплата карткою з формою картки на цій сторінці; дані шифруються тут перед надсиланням.',
  'page.checkout-drop-in.title': 'Готовий віджет оплати',
  'page.checkout-drop-in.summary':
    'Усі способи оплати країни платника в одному елементі: картки, прямий дебет, переспрямування та гаманці.',
  'page.checkout-secure.title': 'Захищені поля',
  'page.checkout-secure.summary':
    'Та сама оплата карткою з формою у фреймі сховища: дані картки ніколи не потрапляють на цю сторінку.',
  'page.checkout-methods.title': 'Усі способи оплати',
  'page.checkout-methods.summary':
    'Оплата в шести країнах усіма способами, які там пропонує тестове середовище: прямий дебет, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Оплата через тег script',
  'page.script-tag-checkout.summary':
    'Оплата карткою без збирача: <script> оплати визначає window.Railkit; 3-D Secure у діалоговому вікні.',
  'page.react.title': 'Застосунок на React',
  'page.react.summary':
    'Виплата й вибір способу оплати як компоненти React (railkit/react), один клієнт на сеанс.',
  'page.vue.title': 'Застосунок на Vue',
  'page.vue.summary': 'Виплата й вибір способу оплати як компоненти Vue (railkit/vue), один клієнт на сеанс.',
};
