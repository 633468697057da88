// @ts-check
/** Lithuanian texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const lt = {
  'shell.brand': 'Railkit demonstracija',
  'shell.pages': 'Demonstraciniai puslapiai',
  'shell.language': 'Kalba',

  'busy.stillWorking': 'Vis dar apdorojama – neuždarykite šio puslapio.',
  'busy.starting': 'Ruošiama forma…',
  'busy.checking': 'Tikrinami jūsų banko duomenys…',
  'busy.payingOut': 'Siunčiamas jūsų išmokėjimas…',
  'busy.paying': 'Mokėjimas tvirtinamas jūsų banke…',

  'payout.title': 'Likučio išmokėjimas',
  'payout.start.title': 'Išmokėjimo duomenys',
  'payout.country': 'Jūsų banko sąskaitos šalis',
  'payout.amount': 'Suma',
  'payout.amountHint':
    'Bandomoji aplinka: suma, kurios pabaiga {fails}, nepavyksta, o suma, kurios pabaiga {pending}, lieka laukiama.',
  'payout.formLanguage': 'Formos kalba',
  'payout.continue': 'Tęsti',
  'payout.details.title': 'Kur pervesti pinigus?',
  'payout.sample': 'Bandomosios aplinkos pavyzdinė sąskaita: {sample}',
  'payout.review': 'Peržiūrėti išmokėjimą',
  'payout.confirm.title': 'Patvirtinkite išmokėjimą',
  'payout.confirm.amount': 'Suma',
  'payout.confirm.to': 'Į sąskaitą',
  'payout.confirm.holder': 'Sąskaitos savininkas',
  'payout.payOut': 'Išmokėti',
  'payout.edit': 'Keisti banko sąskaitą',
  'payout.retryHint': '{error} Galite dar kartą paspausti „Išmokėti“: pinigai nebus išmokėti du kartus.',
  'payout.group.iban': 'IBAN šalys',
  'payout.group.ibanTerritory': 'IBAN teritorijos (pagrindinės šalies formatas)',
  'payout.group.nationalIban': 'Nacionaliniai IBAN (ne SWIFT registre)',
  'payout.group.rail': 'Vietiniai banko duomenys',

  'payout.success.title': 'Išmokėjimas išsiųstas',
  'payout.success.detail': '{amount} jau pakeliui į {account}.',
  'payout.success.next': 'Paprastai pinigai gaunami per vieną darbo dieną.',
  'payout.failure.title': 'Išmokėti nepavyko',
  'payout.failure.detail': 'Jūsų bankas negalėjo priimti šio išmokėjimo. Jūsų likutis nepasikeitė.',
  'payout.failure.next': 'Bandyti kitą sąskaitą',
  'payout.pending.title': 'Išmokėjimas laukia patvirtinimo',
  'payout.pending.detail': 'Jūsų bankas dar nepatvirtino {amount} išmokėjimo.',
  'payout.unknown.title': 'Nepavyko patvirtinti jūsų išmokėjimo',
  'payout.unknown.detail':
    'Ryšys nutrūko prieš atsakant jūsų bankui. Nebandykite išmokėti dar kartą: pinigai nebus išmokėti du kartus.',
  'payout.again': 'Naujas išmokėjimas',

  'result.waiting': 'Laukiama jūsų banko atsakymo…',
  'result.emailLater': 'Galite uždaryti šį puslapį: kai jūsų bankas atsakys, atsiųsime jums el. laišką.',
  'result.stoppedWaiting':
    'Jūsų bankas dar neatsakė. Galite uždaryti šį puslapį: rezultatą jums atsiųsime el. paštu.',

  'checkout.title': 'Apmokėjimas',
  'checkout.start.title': 'Jūsų užsakymas',
  'checkout.amount': 'Suma',
  'checkout.customer': 'Kliento nuoroda',
  'checkout.customerHint': 'Šio kliento išsaugotos kortelės bus pasiūlytos kito apmokėjimo metu.',
  'checkout.continue': 'Pereiti prie mokėjimo',
  'checkout.pay.title': 'Mokėti kortele',
  'checkout.accepted': 'Priimamos kortelės',
  'checkout.payWith': 'Kuo mokėsite',
  'checkout.newCard': 'Nauja kortelė',
  'checkout.store': 'Išsaugoti šią kortelę kitam kartui',
  'checkout.testCards':
    'Bandomosios kortelės: {approves} – patvirtinama, {declines} – atmetama, {challenge} – prašoma {threeDS}, {timeout} – baigiasi laukimo laikas.',
  'checkout.pay': 'Mokėti {amount}',
  'checkout.retryHint': '{error} Galite dar kartą paspausti „Mokėti“: pinigai nebus nuskaičiuoti du kartus.',
  'checkout.cancelled':
    'Uždarėte patvirtinimo langą savo banke, todėl mokėjimas neįvykdytas. Norėdami bandyti dar kartą, paspauskite „Mokėti“.',
  'checkout.declined': 'Jūsų bankas atmetė kortelę. Pabandykite kitą kortelę.',
  'checkout.timeout': 'Mokėjimo nepavyko atlikti laiku. Bandykite dar kartą.',
  'checkout.authFailed':
    'Jūsų bankas negalėjo patvirtinti mokėjimo. Bandykite dar kartą arba naudokite kitą kortelę.',
  'checkout.failed': 'Mokėjimas nepavyko. Bandykite dar kartą arba naudokite kitą kortelę.',
  'checkout.startAgain': '{error} Norėdami sumokėti, pradėkite iš naujo.',
  'checkout.success.title': 'Mokėjimas autorizuotas',
  'checkout.success.detail': '{amount} rezervuota jūsų kortelėje.',
  'checkout.success.next': 'Suma bus nuskaičiuota, kai jūsų užsakymas bus išsiųstas.',
  'checkout.pending.title': 'Mokėjimas laukia patvirtinimo',
  'checkout.pending.detail': 'Jūsų bankas dar neatsakė dėl {amount} mokėjimo.',
  'checkout.unknown.title': 'Nepavyko patvirtinti jūsų mokėjimo',
  'checkout.unknown.detail':
    'Ryšys nutrūko prieš atsakant jūsų bankui. Nemokėkite dar kartą: pinigai nebus nuskaičiuoti du kartus.',
  'checkout.again': 'Naujas pirkinys',
  'checkout.checking': 'Tikrinamas jūsų mokėjimas…',

  'merchant.title': 'Prekybininko rodinys',
  'merchant.note':
    'Ką prekybininko serveris žino iš pasirašytų pranešimų. Mokėtojai šio skydelio niekada nemato.',
  'merchant.order': 'Užsakymas',
  'merchant.state': 'Suderinta būsena',
  'merchant.none': 'Užsakymų dar nėra',
  'merchant.awaiting': 'Laukiama platformos pranešimo…',
  'merchant.payoutState': '{status} (pranešimas {id}, parašas patikrintas) · {time}',
  'merchant.paymentState': '{status} (pranešimas {action}, parašas patikrintas) · {time}',
  'merchant.capture': 'Nuskaičiuoti',
  'merchant.cancel': 'Atšaukti mokėjimą',
  'merchant.refund': 'Grąžinti pinigus',
  'merchant.authorized': 'Autorizuota',
  'merchant.authorizeFailed': 'Autorizacija nepavyko',
  'merchant.captured': 'Nuskaičiuota',
  'merchant.cancelled': 'Atšaukta',
  'merchant.refunded': 'Grąžinta',
  'merchant.console': 'Atidaryti bandomosios aplinkos konsolėje',

  'dropInPage.country': 'Šalis',
  'dropInPage.testHint':
    'Bandomoji aplinka: suma, kurios pabaiga {declined}, atmetama, o suma, kurios pabaiga {pending}, lieka laukiama (netaikoma kortelėms).',
  'dropInPage.payTitle': 'Sumokėkite {amount} už savo užsakymą',

  'methodsPage.payTitle': 'Pasirinkite, kaip mokėsite',
  'methodsPage.legend': 'Mokėjimo būdas',
  'methodsPage.popup': 'Atidaryti mokėjimo puslapį iškylančiajame lange ir likti šiame puslapyje',
  'methodsPage.redirectHint':
    'Norėdami sumokėti naudojant {method}, išeisite iš šio puslapio, o tada grįšite čia.',
  'methodsPage.cancelled':
    'Atšaukėte mokėjimą naudojant {method}. Pinigai nenuskaičiuoti: pasirinkite, kaip mokėsite.',
  'methodsPage.cancelledAny': 'Atšaukėte mokėjimą. Pinigai nenuskaičiuoti: pasirinkite, kaip mokėsite.',
  'methodsPage.declined': 'Mokėjimas naudojant {method} atmestas. Pasirinkite kitą mokėjimo būdą.',
  'methodsPage.declinedAny': 'Mokėjimas atmestas. Pasirinkite kitą mokėjimo būdą.',
  'methodsPage.popupClosed':
    'Mokėjimo langas uždarytas jums dar nebaigus mokėti. Norėdami jį atidaryti dar kartą, paspauskite „Mokėti“.',
  'methodsPage.failed': 'Mokėjimas nepavyko. Bandykite dar kartą arba pasirinkite kitą mokėjimo būdą.',
  'methodsPage.success.detail': 'Jūsų {amount} mokėjimas patvirtintas.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Išmokėjimas',
  'page.payout.summary': 'Išmokėjimas į banko sąskaitą 145 šalyse, SDK importuojant kaip ES modulį.',
  'page.script-tag.title': 'Script žymė',
  'page.script-tag.summary':
    'Tas pats išmokėjimas be rinkiklio: vienas <script> su vientisumo maiša apibrėžia window.Railkit.',
  'page.checkout.title': 'Mokėjimas kortele',
  'page.checkout.summary':
    'Mokėjimas kortele naudojant kortelės formą šiame puslapyje; duomenys čia užšifruojami prieš siunčiant.',
  'page.checkout-drop-in.title': 'Mokėjimo būdų pasirinkimas',
  'page.checkout-drop-in.summary':
    'Visi mokėtojo šalies mokėjimo būdai viename elemente: kortelės, tiesioginis debetas, nukreipimai ir piniginės.',
  'page.checkout-secure.title': 'Saugūs laukai',
  'page.checkout-secure.summary':
    'Tas pats mokėjimas kortele, kai forma yra saugyklos rėmelyje: kortelės duomenys niekada nepasiekia šio puslapio.',
  'page.checkout-methods.title': 'Visi mokėjimo būdai',
  'page.checkout-methods.summary':
    'Apmokėjimas šešiose šalyse visais ten bandomosios aplinkos siūlomais būdais: tiesioginiu debetu, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Apmokėjimas su script žyme',
  'page.script-tag-checkout.summary':
    'Mokėjimas kortele be rinkiklio: apmokėjimo <script> apibrėžia window.Railkit; 3-D Secure – dialogo lange.',
  'page.react.title': 'React programėlė',
  'page.react.summary':
    'Išmoka ir mokėjimo būdo pasirinkimas kaip React komponentai (railkit/react), su vienu klientu seansui.',
  'page.vue.title': 'Vue programėlė',
  'page.vue.summary':
    'Išmoka ir mokėjimo būdo pasirinkimas kaip Vue komponentai (railkit/vue), su vienu klientu seansui.',
};
