// @ts-check
/** Slovak texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const sk = {
  'shell.brand': 'Demo Railkit',
  'shell.pages': 'Ukážkové stránky',
  'shell.language': 'Jazyk',

  'busy.stillWorking': 'Spracovanie stále prebieha – nezatvárajte túto stránku.',
  'busy.starting': 'Pripravuje sa formulár…',
  'busy.checking': 'Overujú sa vaše bankové údaje…',
  'busy.payingOut': 'Odosiela sa vaša výplata…',
  'busy.paying': 'Platba sa potvrdzuje vo vašej banke…',

  'payout.title': 'Výber zostatku',
  'payout.start.title': 'Údaje o výplate',
  'payout.country': 'Krajina vášho bankového účtu',
  'payout.amount': 'Suma',
  'payout.amountHint':
    'Sandbox: výplata sumy končiacej na {fails} zlyhá, suma končiaca na {pending} zostane čakať na spracovanie.',
  'payout.formLanguage': 'Jazyk formulára',
  'payout.continue': 'Pokračovať',
  'payout.details.title': 'Kam máme poslať peniaze?',
  'payout.sample': 'Vzorový účet v sandboxe: {sample}',
  'payout.review': 'Skontrolovať výplatu',
  'payout.confirm.title': 'Potvrďte výplatu',
  'payout.confirm.amount': 'Suma',
  'payout.confirm.to': 'Príjemca',
  'payout.confirm.holder': 'Majiteľ účtu',
  'payout.payOut': 'Vyplatiť',
  'payout.edit': 'Zmeniť bankový účet',
  'payout.retryHint': '{error} Tlačidlo „Vyplatiť“ môžete stlačiť znova: peniaze sa nevyplatia dvakrát.',
  'payout.group.iban': 'Krajiny s IBAN',
  'payout.group.ibanTerritory': 'Územia s IBAN (formát materskej krajiny)',
  'payout.group.nationalIban': 'Národné IBAN (mimo registra SWIFT)',
  'payout.group.rail': 'Miestne bankové údaje',

  'payout.success.title': 'Výplata odoslaná',
  'payout.success.detail': 'Suma {amount} je na ceste na účet {account}.',
  'payout.success.next': 'Peniaze zvyčajne prídu do jedného pracovného dňa.',
  'payout.failure.title': 'Výplata zlyhala',
  'payout.failure.detail': 'Vaša banka nemohla túto výplatu prijať. Váš zostatok sa nezmenil.',
  'payout.failure.next': 'Skúsiť iný účet',
  'payout.pending.title': 'Výplata čaká na spracovanie',
  'payout.pending.detail': 'Vaša banka ešte nepotvrdila výplatu sumy {amount}.',
  'payout.unknown.title': 'Vašu výplatu sa nám nepodarilo potvrdiť',
  'payout.unknown.detail':
    'Spojenie sa prerušilo skôr, ako vaša banka odpovedala. Nevyplácajte znova: nič sa nevyplatí dvakrát.',
  'payout.again': 'Nová výplata',

  'result.waiting': 'Čakáme na odpoveď vašej banky…',
  'result.emailLater': 'Túto stránku môžete zatvoriť: keď vaša banka odpovie, pošleme vám e-mail.',
  'result.stoppedWaiting':
    'Vaša banka ešte neodpovedala. Túto stránku môžete zatvoriť: výsledok vám pošleme e-mailom.',

  'checkout.title': 'Pokladňa',
  'checkout.start.title': 'Vaša objednávka',
  'checkout.amount': 'Suma',
  'checkout.customer': 'Referencia zákazníka',
  'checkout.customerHint': 'Karty uložené týmto zákazníkom sa ponúknu pri ďalšom nákupe.',
  'checkout.continue': 'Pokračovať na platbu',
  'checkout.pay.title': 'Platba kartou',
  'checkout.accepted': 'Prijímané karty',
  'checkout.payWith': 'Zaplatiť',
  'checkout.newCard': 'Novou kartou',
  'checkout.store': 'Uložiť túto kartu na budúce nákupy',
  'checkout.testCards':
    'Karty v sandboxe: {approves} – schválená, {declines} – zamietnutá, {challenge} – vyžaduje {threeDS}, {timeout} – vyprší časový limit.',
  'checkout.pay': 'Zaplatiť {amount}',
  'checkout.retryHint': '{error} Tlačidlo „Zaplatiť“ môžete stlačiť znova: suma sa nestiahne dvakrát.',
  'checkout.cancelled':
    'Zatvorili ste potvrdenie vo vašej banke, takže platba sa neuskutočnila. Ak to chcete skúsiť znova, stlačte „Zaplatiť“.',
  'checkout.declined': 'Vaša banka kartu zamietla. Skúste inú kartu.',
  'checkout.timeout': 'Platbu sa nepodarilo dokončiť včas. Skúste to znova.',
  'checkout.authFailed': 'Vaša banka nemohla platbu potvrdiť. Skúste to znova alebo použite inú kartu.',
  'checkout.failed': 'Platba zlyhala. Skúste to znova alebo použite inú kartu.',
  'checkout.startAgain': '{error} Ak chcete zaplatiť, začnite odznova.',
  'checkout.success.title': 'Platba autorizovaná',
  'checkout.success.detail': 'Suma {amount} je na vašej karte zablokovaná.',
  'checkout.success.next': 'Sumu stiahneme, keď bude vaša objednávka odoslaná.',
  'checkout.pending.title': 'Platba čaká na spracovanie',
  'checkout.pending.detail': 'Vaša banka ešte neodpovedala na platbu sumy {amount}.',
  'checkout.unknown.title': 'Vašu platbu sa nám nepodarilo potvrdiť',
  'checkout.unknown.detail':
    'Spojenie sa prerušilo skôr, ako vaša banka odpovedala. Neplaťte znova: nič sa nestiahne dvakrát.',
  'checkout.again': 'Nový nákup',
  'checkout.checking': 'Overuje sa vaša platba…',

  'merchant.title': 'Pohľad obchodníka',
  'merchant.note':
    'Čo server obchodníka vie z podpísaných notifikácií. Platitelia tento panel nikdy nevidia.',
  'merchant.order': 'Objednávka',
  'merchant.state': 'Zosúladený stav',
  'merchant.none': 'Zatiaľ žiadna objednávka',
  'merchant.awaiting': 'Čaká sa na notifikáciu platformy…',
  'merchant.payoutState': '{status} (notifikácia {id}, podpis overený) · {time}',
  'merchant.paymentState': '{status} (notifikácia {action}, podpis overený) · {time}',
  'merchant.capture': 'Stiahnuť sumu',
  'merchant.cancel': 'Zrušiť platbu',
  'merchant.refund': 'Vrátiť peniaze',
  'merchant.authorized': 'Autorizovaná',
  'merchant.authorizeFailed': 'Autorizácia zlyhala',
  'merchant.captured': 'Suma stiahnutá',
  'merchant.cancelled': 'Zrušená',
  'merchant.refunded': 'Vrátená',
  'merchant.console': 'Otvoriť v konzole testovacieho prostredia',

  'dropInPage.country': 'Krajina',
  'dropInPage.testHint':
    'Sandbox: platba sumou končiacou na {declined} bude zamietnutá, suma končiaca na {pending} zostane čakať na spracovanie (neplatí pre karty).',
  'dropInPage.payTitle': 'Zaplaťte {amount} za svoju objednávku',

  'methodsPage.payTitle': 'Zvoľte, ako chcete zaplatiť',
  'methodsPage.legend': 'Spôsob platby',
  'methodsPage.popup': 'Otvoriť platobnú stránku vo vyskakovacom okne a zostať na tejto stránke',
  'methodsPage.redirectHint': 'Na zaplatenie cez {method} opustíte túto stránku a potom sa sem vrátite.',
  'methodsPage.cancelled':
    'Platbu cez {method} ste zrušili. Nebola stiahnutá žiadna suma: zvoľte, ako chcete zaplatiť.',
  'methodsPage.cancelledAny':
    'Platbu ste zrušili. Nebola stiahnutá žiadna suma: zvoľte, ako chcete zaplatiť.',
  'methodsPage.declined': 'Platba cez {method} bola zamietnutá. Zvoľte iný spôsob platby.',
  'methodsPage.declinedAny': 'Platba bola zamietnutá. Zvoľte iný spôsob platby.',
  'methodsPage.popupClosed':
    'Platobné okno sa zatvorilo skôr, ako ste platbu dokončili. Ak ho chcete znova otvoriť, stlačte „Zaplatiť“.',
  'methodsPage.failed': 'Platba zlyhala. Skúste to znova alebo zvoľte iný spôsob platby.',
  'methodsPage.success.detail': 'Vaša platba {amount} je potvrdená.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Výplata',
  'page.payout.summary': 'Výplata na bankový účet v 145 krajinách so SDK importovaným ako modul ES.',
  'page.script-tag.title': 'Značka script',
  'page.script-tag.summary':
    'Tá istá výplata bez bundlera: jeden <script> s hašom integrity definuje window.Railkit.',
  'page.checkout.title': 'Platba kartou',
  'page.checkout.summary':
    'Platba kartou s formulárom karty na tejto stránke, ktorá údaje pred odoslaním zašifruje.',
  'page.checkout-drop-in.title': 'Výber platby',
  'page.checkout-drop-in.summary':
    'Všetky spôsoby platby v krajine platiteľa v jednom prvku: karty, bankové inkasá, presmerovania a peňaženky.',
  'page.checkout-secure.title': 'Zabezpečené polia',
  'page.checkout-secure.summary':
    'Tá istá platba kartou s formulárom v rámci trezoru: údaje karty sa tejto stránky nikdy nedotknú.',
  'page.checkout-methods.title': 'Všetky spôsoby platby',
  'page.checkout-methods.summary':
    'Platba v šiestich krajinách každým spôsobom, ktorý tam sandbox ponúka: inkasá, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Pokladňa cez značku script',
  'page.script-tag-checkout.summary':
    'Platba kartou bez bundlera: <script> pokladne definuje window.Railkit; 3-D Secure v dialógovom okne.',
  'page.react.title': 'Aplikácia v React',
  'page.react.summary':
    'Výplata a výber spôsobu platby ako komponenty React (railkit/react), s jedným klientom na reláciu.',
  'page.vue.title': 'Aplikácia v Vue',
  'page.vue.summary':
    'Výplata a výber spôsobu platby ako komponenty Vue (railkit/vue), s jedným klientom na reláciu.',
};
