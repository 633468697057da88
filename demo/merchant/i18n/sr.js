// @ts-check
/** Serbian (Cyrillic) texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const sr = {
  'shell.brand': 'Railkit демо',
  'shell.pages': 'Демо странице',
  'shell.language': 'Језик',

  'busy.stillWorking': 'Обрада је још у току – не затварајте ову страницу.',
  'busy.starting': 'Припремамо образац…',
  'busy.checking': 'Проверавамо ваше банковне податке…',
  'busy.payingOut': 'Шаљемо вашу исплату…',
  'busy.paying': 'Потврђујемо плаћање код ваше банке…',

  'payout.title': 'Исплата стања',
  'payout.start.title': 'Подаци о исплати',
  'payout.country': 'Земља вашег банковног рачуна',
  'payout.amount': 'Износ',
  'payout.amountHint':
    'Тестно окружење: исплата износа који се завршава на {fails} не успева, а на {pending} остаје на чекању.',
  'payout.formLanguage': 'Језик обрасца',
  'payout.continue': 'Настави',
  'payout.details.title': 'Где да пошаљемо новац?',
  'payout.sample': 'Пример рачуна у тестном окружењу: {sample}',
  'payout.review': 'Прегледај исплату',
  'payout.confirm.title': 'Потврдите исплату',
  'payout.confirm.amount': 'Износ',
  'payout.confirm.to': 'Прималац',
  'payout.confirm.holder': 'Власник рачуна',
  'payout.payOut': 'Исплати',
  'payout.edit': 'Промени банковни рачун',
  'payout.retryHint': '{error} Можете поново да притиснете „Исплати“: новац неће бити исплаћен двапут.',
  'payout.group.iban': 'Земље са IBAN-ом',
  'payout.group.ibanTerritory': 'Територије са IBAN-ом (формат матичне земље)',
  'payout.group.nationalIban': 'Национални IBAN-ови (ван SWIFT регистра)',
  'payout.group.rail': 'Локални банковни подаци',

  'payout.success.title': 'Исплата је послата',
  'payout.success.detail': 'Износ од {amount} је на путу ка рачуну {account}.',
  'payout.success.next': 'Новац обично стиже у року од једног радног дана.',
  'payout.failure.title': 'Исплата није успела',
  'payout.failure.detail': 'Ваша банка није могла да прихвати ову исплату. Ваше стање је непромењено.',
  'payout.failure.next': 'Покушајте са другим рачуном',
  'payout.pending.title': 'Исплата на чекању',
  'payout.pending.detail': 'Ваша банка још није потврдила исплату износа од {amount}.',
  'payout.unknown.title': 'Нисмо могли да потврдимо вашу исплату',
  'payout.unknown.detail':
    'Веза је прекинута пре него што је ваша банка одговорила. Немојте поново да исплаћујете: ништа неће бити исплаћено двапут.',
  'payout.again': 'Нова исплата',

  'result.waiting': 'Чекамо одговор ваше банке…',
  'result.emailLater': 'Можете да затворите ову страницу: послаћемо вам имејл када ваша банка одговори.',
  'result.stoppedWaiting':
    'Ваша банка још није одговорила. Можете да затворите ову страницу: исход ћемо вам јавити имејлом.',

  'checkout.title': 'Каса',
  'checkout.start.title': 'Ваша поруџбина',
  'checkout.amount': 'Износ',
  'checkout.customer': 'Референца купца',
  'checkout.customerHint': 'Картице које је сачувао овај купац биће понуђене при следећој куповини.',
  'checkout.continue': 'Настави на плаћање',
  'checkout.pay.title': 'Плаћање картицом',
  'checkout.accepted': 'Прихваћене картице',
  'checkout.payWith': 'Начин плаћања',
  'checkout.newCard': 'Нова картица',
  'checkout.store': 'Сачувај ову картицу за следећи пут',
  'checkout.testCards':
    'Тест картице: {approves} – одобрено, {declines} – одбијено, {challenge} – тражи {threeDS}, {timeout} – истиче време.',
  'checkout.pay': 'Плати {amount}',
  'checkout.retryHint': '{error} Можете поново да притиснете „Плати“: износ неће бити наплаћен двапут.',
  'checkout.cancelled':
    'Затворили сте потврду код своје банке, па плаћање није извршено. Притисните „Плати“ да бисте покушали поново.',
  'checkout.declined': 'Ваша банка је одбила картицу. Покушајте са другом картицом.',
  'checkout.timeout': 'Плаћање није могло да се заврши на време. Покушајте поново.',
  'checkout.authFailed':
    'Ваша банка није могла да потврди плаћање. Покушајте поново или користите другу картицу.',
  'checkout.failed': 'Плаћање није успело. Покушајте поново или користите другу картицу.',
  'checkout.startAgain': '{error} Почните изнова да бисте платили.',
  'checkout.success.title': 'Плаћање је одобрено',
  'checkout.success.detail': 'Износ од {amount} је резервисан на вашој картици.',
  'checkout.success.next': 'Наплатићемо га када ваша поруџбина буде послата.',
  'checkout.pending.title': 'Плаћање на чекању',
  'checkout.pending.detail': 'Ваша банка још није одговорила у вези са плаћањем износа од {amount}.',
  'checkout.unknown.title': 'Нисмо могли да потврдимо ваше плаћање',
  'checkout.unknown.detail':
    'Веза је прекинута пре него што је ваша банка одговорила. Немојте поново да плаћате: ништа неће бити наплаћено двапут.',
  'checkout.again': 'Нова куповина',
  'checkout.checking': 'Проверавамо ваше плаћање…',

  'merchant.title': 'Приказ за трговца',
  'merchant.note': 'Шта сервер трговца зна из потписаних обавештења. Платиоци овај панел никада не виде.',
  'merchant.order': 'Поруџбина',
  'merchant.state': 'Усаглашен статус',
  'merchant.none': 'Још нема поруџбина',
  'merchant.awaiting': 'Чека се обавештење платформе…',
  'merchant.payoutState': '{status} (обавештење {id}, потпис проверен) · {time}',
  'merchant.paymentState': '{status} (обавештење {action}, потпис проверен) · {time}',
  'merchant.capture': 'Наплати',
  'merchant.cancel': 'Откажи плаћање',
  'merchant.refund': 'Врати новац',
  'merchant.authorized': 'Одобрено',
  'merchant.authorizeFailed': 'Одобрење није успело',
  'merchant.captured': 'Наплаћено',
  'merchant.cancelled': 'Отказано',
  'merchant.refunded': 'Враћено',
  'merchant.console': 'Отвори у конзоли тестног окружења',

  'dropInPage.country': 'Земља',
  'dropInPage.testHint':
    'Тестно окружење: плаћање износа који се завршава на {declined} се одбија, а на {pending} остаје на чекању (не важи за картице).',
  'dropInPage.payTitle': 'Платите {amount} за своју поруџбину',

  'methodsPage.payTitle': 'Изаберите како желите да платите',
  'methodsPage.legend': 'Начин плаћања',
  'methodsPage.popup': 'Отвори страницу за плаћање у искачућем прозору и остани на овој страници',
  'methodsPage.redirectHint':
    'Напустићете ову страницу да бисте платили преко {method}, а затим ћете се вратити овде.',
  'methodsPage.cancelled':
    'Отказали сте плаћање преко {method}. Ништа није наплаћено: изаберите како желите да платите.',
  'methodsPage.cancelledAny': 'Отказали сте плаћање. Ништа није наплаћено: изаберите како желите да платите.',
  'methodsPage.declined': 'Плаћање преко {method} је одбијено. Изаберите други начин плаћања.',
  'methodsPage.declinedAny': 'Плаћање је одбијено. Изаберите други начин плаћања.',
  'methodsPage.popupClosed':
    'Прозор за плаћање је затворен пре него што сте завршили. Притисните „Плати“ да бисте га поново отворили.',
  'methodsPage.failed': 'Плаћање није успело. Покушајте поново или изаберите други начин плаћања.',
  'methodsPage.success.detail': 'Ваше плаћање износа од {amount} је потврђено.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Исплата',
  'page.payout.summary': 'Исплата на банковни рачун у 145 земаља, са SDK-ом увезеним као ES модул.',
  'page.script-tag.title': 'Ознака script',
  'page.script-tag.summary':
    'Иста исплата без бандлера: један <script> са хешом интегритета дефинише window.Railkit.',
  'page.checkout.title': 'Плаћање картицом',
  'page.checkout.summary':
    'Плаћање картицом уз образац за картицу на овој страници, који податке шифрује пре слања.',
  'page.checkout-drop-in.title': 'Избор плаћања',
  'page.checkout-drop-in.summary':
    'Сви начини плаћања из земље платиоца у једном елементу: картице, директна задужења, преусмеравања и новчаници.',
  'page.checkout-secure.title': 'Безбедна поља',
  'page.checkout-secure.summary':
    'Исто плаћање картицом са обрасцем у оквиру трезора: подаци картице никада не додирују ову страницу.',
  'page.checkout-methods.title': 'Сви начини плаћања',
  'page.checkout-methods.summary':
    'Плаћање у шест земаља свим начинима које тамо нуди тестно окружење: задужења, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Каса преко ознаке script',
  'page.script-tag-checkout.summary':
    'Плаћање картицом без бандлера: <script> касе дефинише window.Railkit; 3-D Secure у дијалогу.',
  'page.react.title': 'Апликација у React-у',
  'page.react.summary':
    'Исплата и избор начина плаћања као React компоненте (railkit/react), са једним клијентом по сесији.',
  'page.vue.title': 'Апликација у Vue-у',
  'page.vue.summary':
    'Исплата и избор начина плаћања као Vue компоненте (railkit/vue), са једним клијентом по сесији.',
};
