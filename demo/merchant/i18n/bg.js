// @ts-check
/** Bulgarian texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const bg = {
  'shell.brand': 'Демо на Railkit',
  'shell.pages': 'Демо страници',
  'shell.language': 'Език',

  'busy.stillWorking': 'Обработката продължава – не затваряйте тази страница.',
  'busy.starting': 'Формулярът се подготвя…',
  'busy.checking': 'Банковите Ви данни се проверяват…',
  'busy.payingOut': 'Изплащането Ви се изпраща…',
  'busy.paying': 'Плащането се потвърждава с Вашата банка…',

  'payout.title': 'Изтегляне на наличността',
  'payout.start.title': 'Данни за изплащането',
  'payout.country': 'Държава на банковата Ви сметка',
  'payout.amount': 'Сума',
  'payout.amountHint':
    'Тестова среда: сума, завършваща на {fails}, е неуспешна, а завършваща на {pending} остава в изчакване.',
  'payout.formLanguage': 'Език на формуляра',
  'payout.continue': 'Продължи',
  'payout.details.title': 'Къде да изпратим парите?',
  'payout.sample': 'Примерна сметка от тестовата среда: {sample}',
  'payout.review': 'Преглед на изплащането',
  'payout.confirm.title': 'Потвърдете изплащането',
  'payout.confirm.amount': 'Сума',
  'payout.confirm.to': 'Към',
  'payout.confirm.holder': 'Титуляр на сметката',
  'payout.payOut': 'Изплати',
  'payout.edit': 'Промяна на банковата сметка',
  'payout.retryHint': '{error} Можете да натиснете „Изплати“ отново: сумата няма да бъде изплатена два пъти.',
  'payout.group.iban': 'Държави с IBAN',
  'payout.group.ibanTerritory': 'Територии с IBAN (във формата на основната държава)',
  'payout.group.nationalIban': 'Национални IBAN (извън регистъра на SWIFT)',
  'payout.group.rail': 'Местни банкови данни',

  'payout.success.title': 'Изплащането е изпратено',
  'payout.success.detail': 'Сумата от {amount} е на път към {account}.',
  'payout.success.next': 'Обикновено пристига в рамките на един работен ден.',
  'payout.failure.title': 'Неуспешно изплащане',
  'payout.failure.detail': 'Вашата банка не можа да приеме това изплащане. Наличността Ви не е променена.',
  'payout.failure.next': 'Опитайте с друга сметка',
  'payout.pending.title': 'Изплащането е в изчакване',
  'payout.pending.detail': 'Вашата банка все още не е потвърдила изплащането на {amount}.',
  'payout.unknown.title': 'Не успяхме да потвърдим изплащането Ви',
  'payout.unknown.detail':
    'Връзката прекъсна, преди Вашата банка да отговори. Не изплащайте отново: нищо няма да бъде изплатено два пъти.',
  'payout.again': 'Ново изплащане',

  'result.waiting': 'Изчакваме отговор от Вашата банка…',
  'result.emailLater': 'Можете да затворите тази страница: ще Ви пишем по имейл, когато банката Ви отговори.',
  'result.stoppedWaiting':
    'Вашата банка все още не е отговорила. Можете да затворите тази страница: ще Ви изпратим резултата по имейл.',

  'checkout.title': 'Завършване на поръчката',
  'checkout.start.title': 'Вашата поръчка',
  'checkout.amount': 'Сума',
  'checkout.customer': 'Референция на клиента',
  'checkout.customerHint': 'Картите, запазени от този клиент, се предлагат при следващото плащане.',
  'checkout.continue': 'Към плащането',
  'checkout.pay.title': 'Плащане с карта',
  'checkout.accepted': 'Приемани карти',
  'checkout.payWith': 'Плащане с',
  'checkout.newCard': 'Нова карта',
  'checkout.store': 'Запази картата за следващия път',
  'checkout.testCards':
    'Тестови карти: {approves} се одобрява, {declines} се отклонява, {challenge} изисква {threeDS}, при {timeout} изтича времето за изчакване.',
  'checkout.pay': 'Плати {amount}',
  'checkout.retryHint': '{error} Можете да натиснете „Плати“ отново: сумата няма да бъде удържана два пъти.',
  'checkout.cancelled':
    'Затворихте потвърждението с Вашата банка, затова плащането не е извършено. Натиснете „Плати“, за да опитате отново.',
  'checkout.declined': 'Вашата банка отклони картата. Опитайте с друга карта.',
  'checkout.timeout': 'Плащането не можа да бъде завършено навреме. Моля, опитайте отново.',
  'checkout.authFailed':
    'Вашата банка не можа да потвърди плащането. Опитайте отново или използвайте друга карта.',
  'checkout.failed': 'Плащането е неуспешно. Опитайте отново или използвайте друга карта.',
  'checkout.startAgain': '{error} Започнете отначало, за да платите.',
  'checkout.success.title': 'Плащането е одобрено',
  'checkout.success.detail': 'Сумата от {amount} е блокирана по Вашата карта.',
  'checkout.success.next': 'Ще я удържим, когато поръчката Ви бъде изпратена.',
  'checkout.pending.title': 'Плащането е в изчакване',
  'checkout.pending.detail': 'Вашата банка все още не е отговорила за плащането на {amount}.',
  'checkout.unknown.title': 'Не успяхме да потвърдим плащането Ви',
  'checkout.unknown.detail':
    'Връзката прекъсна, преди Вашата банка да отговори. Не плащайте отново: нищо няма да бъде удържано два пъти.',
  'checkout.again': 'Нова покупка',
  'checkout.checking': 'Проверяваме плащането Ви…',

  'merchant.title': 'Изглед на търговеца',
  'merchant.note':
    'Какво знае сървърът на търговеца от подписаните известия. Платците никога не виждат този панел.',
  'merchant.order': 'Поръчка',
  'merchant.state': 'Съгласувано състояние',
  'merchant.none': 'Все още няма поръчка',
  'merchant.awaiting': 'Изчаква се известие от платформата…',
  'merchant.payoutState': '{status} (известие {id}, подписът е проверен) · {time}',
  'merchant.paymentState': '{status} (известие {action}, подписът е проверен) · {time}',
  'merchant.capture': 'Събери сумата',
  'merchant.cancel': 'Анулирай плащането',
  'merchant.refund': 'Възстанови сумата',
  'merchant.authorized': 'Оторизирано',
  'merchant.authorizeFailed': 'Неуспешна оторизация',
  'merchant.captured': 'Събрано',
  'merchant.cancelled': 'Анулирано',
  'merchant.refunded': 'Възстановено',
  'merchant.console': 'Отваряне в конзолата на тестовата среда',

  'dropInPage.country': 'Държава',
  'dropInPage.testHint':
    'Тестова среда: сума, завършваща на {declined}, се отклонява, а завършваща на {pending} остава в изчакване (не важи за карти).',
  'dropInPage.payTitle': 'Плащане на {amount} за Вашата поръчка',

  'methodsPage.payTitle': 'Изберете начин на плащане',
  'methodsPage.legend': 'Начин на плащане',
  'methodsPage.popup': 'Отвори страницата за плащане в изскачащ прозорец и остани на тази страница',
  'methodsPage.redirectHint':
    'Ще напуснете тази страница, за да платите с {method}, след което ще се върнете тук.',
  'methodsPage.cancelled': 'Отменихте плащането с {method}. Не е удържана сума: изберете начин на плащане.',
  'methodsPage.cancelledAny': 'Отменихте плащането. Не е удържана сума: изберете начин на плащане.',
  'methodsPage.declined': 'Плащането с {method} беше отклонено. Изберете друг начин на плащане.',
  'methodsPage.declinedAny': 'Плащането беше отклонено. Изберете друг начин на плащане.',
  'methodsPage.popupClosed':
    'Прозорецът за плащане беше затворен, преди да приключите. Натиснете „Плати“, за да го отворите отново.',
  'methodsPage.failed': 'Плащането е неуспешно. Опитайте отново или изберете друг начин на плащане.',
  'methodsPage.success.detail': 'Плащането Ви на {amount} е потвърдено.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Изплащане',
  'page.payout.summary': 'Изплащане по банкова сметка в 145 държави, със SDK, импортиран като ES модул.',
  'page.script-tag.title': 'Таг script',
  'page.script-tag.summary':
    'Същото изплащане без бъндлър: един <script> с хеш за интегритет дефинира window.Railkit.',
  'page.checkout.title': 'Плащане с карта',
  'page.checkout.summary':
    'Плащане с карта с формуляра за картата в тази страница, като данните се криптират тук, преди да бъдат изпратени.',
  'page.checkout-drop-in.title': 'Избор на плащане',
  'page.checkout-drop-in.summary':
    'Всички начини на плащане в държавата на платеца в един елемент: карти, директни дебити, пренасочвания и портфейли.',
  'page.checkout-secure.title': 'Защитени полета',
  'page.checkout-secure.summary':
    'Същото плащане с карта с формуляра във фрейма на трезора: данните на картата никога не достигат до тази страница.',
  'page.checkout-methods.title': 'Всички начини на плащане',
  'page.checkout-methods.summary':
    'Плащане в шест държави с всеки начин, който тестовата среда предлага там: директни дебити, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Плащане чрез таг script',
  'page.script-tag-checkout.summary':
    'Плащане с карта без бъндлър: <script> за плащане дефинира window.Railkit; 3-D Secure в диалогов прозорец.',
  'page.react.title': 'Приложение с React',
  'page.react.summary':
    'Изплащането и плащането с избор на метод като компоненти на React (railkit/react), с един клиент на сесия.',
  'page.vue.title': 'Приложение с Vue',
  'page.vue.summary':
    'Изплащането и плащането с избор на метод като компоненти на Vue (railkit/vue), с един клиент на сесия.',
};
