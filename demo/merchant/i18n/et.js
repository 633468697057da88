// @ts-check
/** Estonian texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const et = {
  'shell.brand': 'Railkiti demo',
  'shell.pages': 'Demolehed',
  'shell.language': 'Keel',

  'busy.stillWorking': 'Töötlemine jätkub – ärge sulgege seda lehte.',
  'busy.starting': 'Vormi ettevalmistamine…',
  'busy.checking': 'Teie pangaandmete kontrollimine…',
  'busy.payingOut': 'Teie väljamakse saatmine…',
  'busy.paying': 'Makse kinnitamine teie pangaga…',

  'payout.title': 'Saldo väljamaksmine',
  'payout.start.title': 'Väljamakse andmed',
  'payout.country': 'Teie pangakonto riik',
  'payout.amount': 'Summa',
  'payout.amountHint':
    'Testkeskkond: summa, mille lõpus on {fails}, ebaõnnestub, ja summa, mille lõpus on {pending}, jääb ootele.',
  'payout.formLanguage': 'Vormi keel',
  'payout.continue': 'Jätka',
  'payout.details.title': 'Kuhu peaksime raha saatma?',
  'payout.sample': 'Testkeskkonna näidiskonto: {sample}',
  'payout.review': 'Vaata väljamakse üle',
  'payout.confirm.title': 'Kinnitage väljamakse',
  'payout.confirm.amount': 'Summa',
  'payout.confirm.to': 'Saaja',
  'payout.confirm.holder': 'Kontoomanik',
  'payout.payOut': 'Maksa välja',
  'payout.edit': 'Muuda pangakontot',
  'payout.retryHint': '{error} Võite uuesti vajutada nuppu „Maksa välja“: raha ei maksta välja kaks korda.',
  'payout.group.iban': 'IBAN-iga riigid',
  'payout.group.ibanTerritory': 'IBAN-iga territooriumid (emamaa vormingus)',
  'payout.group.nationalIban': 'Riiklikud IBAN-id (väljaspool SWIFT-i registrit)',
  'payout.group.rail': 'Kohalikud pangaandmed',

  'payout.success.title': 'Väljamakse on saadetud',
  'payout.success.detail': '{amount} on teel kontole {account}.',
  'payout.success.next': 'Raha jõuab tavaliselt kohale ühe tööpäeva jooksul.',
  'payout.failure.title': 'Väljamakse ebaõnnestus',
  'payout.failure.detail': 'Teie pank ei saanud seda väljamakset vastu võtta. Teie saldo ei muutunud.',
  'payout.failure.next': 'Proovi teist kontot',
  'payout.pending.title': 'Väljamakse on ootel',
  'payout.pending.detail': 'Teie pank ei ole veel kinnitanud väljamakset summas {amount}.',
  'payout.unknown.title': 'Me ei saanud teie väljamakset kinnitada',
  'payout.unknown.detail':
    'Ühendus katkes enne, kui teie pank vastas. Ärge tehke uut väljamakset: midagi ei maksta välja kaks korda.',
  'payout.again': 'Tee uus väljamakse',

  'result.waiting': 'Ootame teie panga vastust…',
  'result.emailLater': 'Võite selle lehe sulgeda: saadame teile e-kirja, kui teie pank vastab.',
  'result.stoppedWaiting':
    'Teie pank ei ole veel vastanud. Võite selle lehe sulgeda: saadame tulemuse teile e-postiga.',

  'checkout.title': 'Kassa',
  'checkout.start.title': 'Teie tellimus',
  'checkout.amount': 'Summa',
  'checkout.customer': 'Kliendi viide',
  'checkout.customerHint': 'Selle kliendi salvestatud kaarte pakutakse järgmisel ostul.',
  'checkout.continue': 'Jätka maksmisega',
  'checkout.pay.title': 'Kaardimakse',
  'checkout.accepted': 'Aktsepteeritud kaardid',
  'checkout.payWith': 'Vali kaart',
  'checkout.newCard': 'Uus kaart',
  'checkout.store': 'Salvesta see kaart järgmiseks korraks',
  'checkout.testCards':
    'Testkaardid: {approves} kinnitatakse, {declines} lükatakse tagasi, {challenge} nõuab {threeDS} kinnitust, {timeout} aegub.',
  'checkout.pay': 'Maksa {amount}',
  'checkout.retryHint': '{error} Võite uuesti vajutada nuppu „Maksa“: raha ei võeta kaks korda.',
  'checkout.cancelled':
    'Sulgesite panga kinnitusakna, seega makset ei tehtud. Uuesti proovimiseks vajutage nuppu „Maksa“.',
  'checkout.declined': 'Teie pank lükkas kaardi tagasi. Proovige muud kaarti.',
  'checkout.timeout': 'Makset ei õnnestunud õigel ajal lõpule viia. Palun proovige uuesti.',
  'checkout.authFailed': 'Teie pank ei saanud makset kinnitada. Proovige uuesti või kasutage muud kaarti.',
  'checkout.failed': 'Makse ebaõnnestus. Proovige uuesti või kasutage muud kaarti.',
  'checkout.startAgain': '{error} Maksmiseks alustage uuesti.',
  'checkout.success.title': 'Makse on autoriseeritud',
  'checkout.success.detail': 'Teie kaardil on broneeritud {amount}.',
  'checkout.success.next': 'Summa võetakse kaardilt, kui teie tellimus välja saadetakse.',
  'checkout.pending.title': 'Makse on ootel',
  'checkout.pending.detail': 'Teie pank ei ole veel vastanud makse kohta summas {amount}.',
  'checkout.unknown.title': 'Me ei saanud teie makset kinnitada',
  'checkout.unknown.detail':
    'Ühendus katkes enne, kui teie pank vastas. Ärge makske uuesti: raha ei võeta kaks korda.',
  'checkout.again': 'Alusta uut ostu',
  'checkout.checking': 'Kontrollime teie makset…',

  'merchant.title': 'Kaupmehe vaade',
  'merchant.note':
    'Mida kaupmehe server allkirjastatud teavitustest teab. Maksjad seda paneeli kunagi ei näe.',
  'merchant.order': 'Tellimus',
  'merchant.state': 'Kooskõlastatud olek',
  'merchant.none': 'Tellimusi veel pole',
  'merchant.awaiting': 'Ootame platvormi teavitust…',
  'merchant.payoutState': '{status} (teavitus {id}, allkiri kontrollitud) · {time}',
  'merchant.paymentState': '{status} (teavitus {action}, allkiri kontrollitud) · {time}',
  'merchant.capture': 'Debiteeri',
  'merchant.cancel': 'Tühista makse',
  'merchant.refund': 'Tagasta raha',
  'merchant.authorized': 'Autoriseeritud',
  'merchant.authorizeFailed': 'Autoriseerimine ebaõnnestus',
  'merchant.captured': 'Debiteeritud',
  'merchant.cancelled': 'Tühistatud',
  'merchant.refunded': 'Tagastatud',
  'merchant.console': 'Ava liivakasti konsoolis',

  'dropInPage.country': 'Riik',
  'dropInPage.testHint':
    'Testkeskkond: summa, mille lõpus on {declined}, lükatakse tagasi, ja summa, mille lõpus on {pending}, jääb ootele (ei kehti kaartide kohta).',
  'dropInPage.payTitle': 'Makske oma tellimuse eest {amount}',

  'methodsPage.payTitle': 'Valige makseviis',
  'methodsPage.legend': 'Makseviis',
  'methodsPage.popup': 'Ava makseleht hüpikaknas ja jää sellele lehele',
  'methodsPage.redirectHint':
    'Maksmiseks makseviisiga {method} lahkute sellelt lehelt ja naasete seejärel siia.',
  'methodsPage.cancelled':
    'Tühistasite makseviisiga {method} tehtud makse. Raha ei võetud: valige makseviis.',
  'methodsPage.cancelledAny': 'Tühistasite makse. Raha ei võetud: valige makseviis.',
  'methodsPage.declined': 'Makseviisiga {method} tehtud makse lükati tagasi. Valige muu makseviis.',
  'methodsPage.declinedAny': 'Makse lükati tagasi. Valige muu makseviis.',
  'methodsPage.popupClosed':
    'Makseaken suleti enne, kui jõudsite lõpetada. Selle uuesti avamiseks vajutage nuppu „Maksa“.',
  'methodsPage.failed': 'Makse ebaõnnestus. Proovige uuesti või valige muu makseviis.',
  'methodsPage.success.detail': 'Teie makse summas {amount} on kinnitatud.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Väljamakse',
  'page.payout.summary': 'Väljamakse pangakontole 145 riigis, SDK imporditud ES-moodulina.',
  'page.script-tag.title': 'Script-silt',
  'page.script-tag.summary':
    'Sama väljamakse ilma komplekteerijata: üks <script> koos terviklusräsiga määratleb objekti window.Railkit.',
  'page.checkout.title': 'Kaardimakse',
  'page.checkout.summary':
    'Kaardimakse, mille kaardivorm on sellel lehel ja andmed krüpteeritakse siin enne saatmist.',
  'page.checkout-drop-in.title': 'Makseviisi valik',
  'page.checkout-drop-in.summary':
    'Kõik maksja riigi makseviisid ühes elemendis: kaardid, otsekorraldused, ümbersuunamised ja rahakotid.',
  'page.checkout-secure.title': 'Turvalised väljad',
  'page.checkout-secure.summary':
    'Sama kaardimakse, kuid vorm on hoidla raamis: kaardiandmed ei puutu kunagi selle lehega kokku.',
  'page.checkout-methods.title': 'Kõik makseviisid',
  'page.checkout-methods.summary':
    'Maksmine kuues riigis kõigi makseviisidega, mida testkeskkond seal pakub: otsekorraldus, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Script-sildiga kassa',
  'page.script-tag-checkout.summary':
    'Kaardimakse ilma komplekteerijata: kassa <script> määratleb objekti window.Railkit; 3-D Secure dialoogiaknas.',
  'page.react.title': 'React-rakendus',
  'page.react.summary':
    'Väljamakse ja makseviisi valik React-komponentidena (railkit/react), üks klient seansi kohta.',
  'page.vue.title': 'Vue-rakendus',
  'page.vue.summary':
    'Väljamakse ja makseviisi valik Vue-komponentidena (railkit/vue), üks klient seansi kohta.',
};
