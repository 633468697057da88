// @ts-check
/** Slovenian texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const sl = {
  'shell.brand': 'Predstavitev Railkit',
  'shell.pages': 'Predstavitvene strani',
  'shell.language': 'Jezik',

  'busy.stillWorking': 'Obdelava še poteka – ne zapirajte te strani.',
  'busy.starting': 'Pripravljamo obrazec …',
  'busy.checking': 'Preverjamo vaše bančne podatke …',
  'busy.payingOut': 'Pošiljamo vaše izplačilo …',
  'busy.paying': 'Plačilo potrjujemo pri vaši banki …',

  'payout.title': 'Izplačilo dobroimetja',
  'payout.start.title': 'Podatki o izplačilu',
  'payout.country': 'Država vašega bančnega računa',
  'payout.amount': 'Znesek',
  'payout.amountHint':
    'Peskovnik: izplačilo zneska, ki se konča na {fails}, ne uspe; če se konča na {pending}, ostane v obdelavi.',
  'payout.formLanguage': 'Jezik obrazca',
  'payout.continue': 'Naprej',
  'payout.details.title': 'Kam naj pošljemo denar?',
  'payout.sample': 'Vzorčni račun v peskovniku: {sample}',
  'payout.review': 'Preglejte izplačilo',
  'payout.confirm.title': 'Potrdite izplačilo',
  'payout.confirm.amount': 'Znesek',
  'payout.confirm.to': 'Prejemnik',
  'payout.confirm.holder': 'Imetnik računa',
  'payout.payOut': 'Izplačaj',
  'payout.edit': 'Spremeni bančni račun',
  'payout.retryHint': '{error} Znova lahko pritisnete „Izplačaj“: denar ne bo izplačan dvakrat.',
  'payout.group.iban': 'Države z IBAN',
  'payout.group.ibanTerritory': 'Ozemlja z IBAN (oblika matične države)',
  'payout.group.nationalIban': 'Nacionalni IBAN (zunaj registra SWIFT)',
  'payout.group.rail': 'Lokalni bančni podatki',

  'payout.success.title': 'Izplačilo poslano',
  'payout.success.detail': 'Znesek {amount} je na poti na račun {account}.',
  'payout.success.next': 'Denar običajno prispe v enem delovnem dnevu.',
  'payout.failure.title': 'Izplačilo ni uspelo',
  'payout.failure.detail': 'Vaša banka tega izplačila ni mogla sprejeti. Vaše stanje je nespremenjeno.',
  'payout.failure.next': 'Poskusite z drugim računom',
  'payout.pending.title': 'Izplačilo v obdelavi',
  'payout.pending.detail': 'Vaša banka še ni potrdila izplačila v znesku {amount}.',
  'payout.unknown.title': 'Vašega izplačila nismo mogli potrditi',
  'payout.unknown.detail':
    'Povezava se je prekinila, preden je vaša banka odgovorila. Ne izplačajte znova: nič ne bo izplačano dvakrat.',
  'payout.again': 'Novo izplačilo',

  'result.waiting': 'Čakamo na odgovor vaše banke …',
  'result.emailLater':
    'To stran lahko zaprete: ko bo vaša banka odgovorila, vam bomo poslali e-poštno sporočilo.',
  'result.stoppedWaiting':
    'Vaša banka še ni odgovorila. To stran lahko zaprete: izid vam bomo sporočili po e-pošti.',

  'checkout.title': 'Blagajna',
  'checkout.start.title': 'Vaše naročilo',
  'checkout.amount': 'Znesek',
  'checkout.customer': 'Sklic stranke',
  'checkout.customerHint': 'Kartice, ki jih je shranila ta stranka, bodo ponujene pri naslednjem nakupu.',
  'checkout.continue': 'Nadaljuj na plačilo',
  'checkout.pay.title': 'Plačilo s kartico',
  'checkout.accepted': 'Sprejete kartice',
  'checkout.payWith': 'Način plačila',
  'checkout.newCard': 'Nova kartica',
  'checkout.store': 'Shrani to kartico za naslednjič',
  'checkout.testCards':
    'Kartice v peskovniku: {approves} – odobreno, {declines} – zavrnjeno, {challenge} – zahteva {threeDS}, {timeout} – časovna omejitev poteče.',
  'checkout.pay': 'Plačaj {amount}',
  'checkout.retryHint': '{error} Znova lahko pritisnete „Plačaj“: kartica ne bo bremenjena dvakrat.',
  'checkout.cancelled':
    'Potrditev pri banki ste zaprli, zato plačilo ni bilo izvedeno. Pritisnite „Plačaj“, da poskusite znova.',
  'checkout.declined': 'Vaša banka je kartico zavrnila. Poskusite z drugo kartico.',
  'checkout.timeout': 'Plačila ni bilo mogoče pravočasno dokončati. Poskusite znova.',
  'checkout.authFailed': 'Vaša banka plačila ni mogla potrditi. Poskusite znova ali uporabite drugo kartico.',
  'checkout.failed': 'Plačilo ni uspelo. Poskusite znova ali uporabite drugo kartico.',
  'checkout.startAgain': '{error} Za plačilo začnite znova.',
  'checkout.success.title': 'Plačilo odobreno',
  'checkout.success.detail': 'Znesek {amount} je rezerviran na vaši kartici.',
  'checkout.success.next': 'Kartico bomo bremenili, ko bo vaše naročilo odposlano.',
  'checkout.pending.title': 'Plačilo v obdelavi',
  'checkout.pending.detail': 'Vaša banka še ni odgovorila glede plačila v znesku {amount}.',
  'checkout.unknown.title': 'Vašega plačila nismo mogli potrditi',
  'checkout.unknown.detail':
    'Povezava se je prekinila, preden je vaša banka odgovorila. Ne plačajte znova: nič ne bo bremenjeno dvakrat.',
  'checkout.again': 'Nov nakup',
  'checkout.checking': 'Preverjamo vaše plačilo …',

  'merchant.title': 'Pogled trgovca',
  'merchant.note': 'Kaj strežnik trgovca ve iz podpisanih obvestil. Plačniki te plošče nikoli ne vidijo.',
  'merchant.order': 'Naročilo',
  'merchant.state': 'Usklajeno stanje',
  'merchant.none': 'Naročila še ni',
  'merchant.awaiting': 'Čakanje na obvestilo platforme …',
  'merchant.payoutState': '{status} (obvestilo {id}, podpis preverjen) · {time}',
  'merchant.paymentState': '{status} (obvestilo {action}, podpis preverjen) · {time}',
  'merchant.capture': 'Izvedi bremenitev',
  'merchant.cancel': 'Prekliči plačilo',
  'merchant.refund': 'Vrni denar',
  'merchant.authorized': 'Odobreno',
  'merchant.authorizeFailed': 'Odobritev ni uspela',
  'merchant.captured': 'Bremenjeno',
  'merchant.cancelled': 'Preklicano',
  'merchant.refunded': 'Vrnjeno',
  'merchant.console': 'Odpri v konzoli preizkusnega okolja',

  'dropInPage.country': 'Država',
  'dropInPage.testHint':
    'Peskovnik: plačilo zneska, ki se konča na {declined}, je zavrnjeno; če se konča na {pending}, ostane v obdelavi (ne velja za kartice).',
  'dropInPage.payTitle': 'Plačajte {amount} za svoje naročilo',

  'methodsPage.payTitle': 'Izberite, kako želite plačati',
  'methodsPage.legend': 'Način plačila',
  'methodsPage.popup': 'Odpri plačilno stran v pojavnem oknu in ostani na tej strani',
  'methodsPage.redirectHint':
    'Za plačilo prek {method} boste zapustili to stran, nato pa se boste vrnili sem.',
  'methodsPage.cancelled':
    'Plačilo prek {method} ste preklicali. Nič ni bilo bremenjeno: izberite, kako želite plačati.',
  'methodsPage.cancelledAny':
    'Plačilo ste preklicali. Nič ni bilo bremenjeno: izberite, kako želite plačati.',
  'methodsPage.declined': 'Plačilo prek {method} je bilo zavrnjeno. Izberite drug način plačila.',
  'methodsPage.declinedAny': 'Plačilo je bilo zavrnjeno. Izberite drug način plačila.',
  'methodsPage.popupClosed':
    'Plačilno okno se je zaprlo, preden ste plačilo dokončali. Pritisnite „Plačaj“, da ga znova odprete.',
  'methodsPage.failed': 'Plačilo ni uspelo. Poskusite znova ali izberite drug način plačila.',
  'methodsPage.success.detail': 'Vaše plačilo v znesku {amount} je potrjeno.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Izplačilo',
  'page.payout.summary': 'Izplačilo na bančni račun v 145 državah, s kompletom SDK, uvoženim kot modul ES.',
  'page.script-tag.title': 'Oznaka script',
  'page.script-tag.summary':
    'Isto izplačilo brez povezovalnika: en <script> z zgoščeno vrednostjo za preverjanje celovitosti določi window.Railkit.',
  'page.checkout.title': 'Plačilo s kartico',
  'page.checkout.summary':
    'Plačilo s kartico z obrazcem za kartico na tej strani, ki podatke pred pošiljanjem šifrira.',
  'page.checkout-drop-in.title': 'Izbira plačila',
  'page.checkout-drop-in.summary':
    'Vsi načini plačila v državi plačnika v enem elementu: kartice, bančne bremenitve, preusmeritve in denarnice.',
  'page.checkout-secure.title': 'Varna polja',
  'page.checkout-secure.summary':
    'Isto plačilo s kartico z obrazcem v okvirju trezorja: podatki kartice se te strani nikoli ne dotaknejo.',
  'page.checkout-methods.title': 'Vsi načini plačila',
  'page.checkout-methods.summary':
    'Plačilo v šestih državah z vsemi načini, ki jih tam ponuja peskovnik: bremenitve, Pix, UPI, iDEAL, PayPal …',
  'page.script-tag-checkout.title': 'Blagajna z oznako script',
  'page.script-tag-checkout.summary':
    'Plačilo s kartico brez povezovalnika: <script> blagajne določi window.Railkit; 3-D Secure v pogovornem oknu.',
  'page.react.title': 'Aplikacija v React',
  'page.react.summary':
    'Izplačilo in izbira načina plačila kot komponente React (railkit/react), z enim odjemalcem na sejo.',
  'page.vue.title': 'Aplikacija v Vue',
  'page.vue.summary':
    'Izplačilo in izbira načina plačila kot komponente Vue (railkit/vue), z enim odjemalcem na sejo.',
};
