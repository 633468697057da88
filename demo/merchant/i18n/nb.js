// @ts-check
/** Norwegian Bokmål texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const nb = {
  'shell.brand': 'Railkit-demo',
  'shell.pages': 'Demosider',
  'shell.language': 'Språk',

  'busy.stillWorking': 'Behandlingen pågår fortsatt – ikke lukk denne siden.',
  'busy.starting': 'Klargjør skjemaet…',
  'busy.checking': 'Kontrollerer bankopplysningene dine…',
  'busy.payingOut': 'Sender utbetalingen din…',
  'busy.paying': 'Bekrefter betalingen med banken din…',

  'payout.title': 'Ta ut saldoen din',
  'payout.start.title': 'Utbetalingsdetaljer',
  'payout.country': 'Landet der bankkontoen din er',
  'payout.amount': 'Beløp',
  'payout.amountHint':
    'Testmiljø: Et beløp som slutter på {fails}, mislykkes, og et som slutter på {pending}, blir stående som ventende.',
  'payout.formLanguage': 'Språk i skjemaet',
  'payout.continue': 'Fortsett',
  'payout.details.title': 'Hvor skal vi sende pengene?',
  'payout.sample': 'Eksempelkonto i testmiljøet: {sample}',
  'payout.review': 'Se over utbetalingen',
  'payout.confirm.title': 'Bekreft utbetalingen',
  'payout.confirm.amount': 'Beløp',
  'payout.confirm.to': 'Til',
  'payout.confirm.holder': 'Kontoinnehaver',
  'payout.payOut': 'Betal ut',
  'payout.edit': 'Endre bankkonto',
  'payout.retryHint': '{error} Du kan trykke på «Betal ut» igjen: Pengene blir ikke utbetalt to ganger.',
  'payout.group.iban': 'IBAN-land',
  'payout.group.ibanTerritory': 'IBAN-territorier (morlandets format)',
  'payout.group.nationalIban': 'Nasjonale IBAN-numre (utenfor SWIFT-registeret)',
  'payout.group.rail': 'Lokale bankopplysninger',

  'payout.success.title': 'Utbetalingen er sendt',
  'payout.success.detail': '{amount} er på vei til {account}.',
  'payout.success.next': 'Pengene kommer vanligvis innen én virkedag.',
  'payout.failure.title': 'Utbetalingen mislyktes',
  'payout.failure.detail': 'Banken din kunne ikke ta imot denne utbetalingen. Saldoen din er uendret.',
  'payout.failure.next': 'Prøv en annen konto',
  'payout.pending.title': 'Utbetalingen venter',
  'payout.pending.detail': 'Banken din har ennå ikke bekreftet utbetalingen på {amount}.',
  'payout.unknown.title': 'Vi kunne ikke bekrefte utbetalingen din',
  'payout.unknown.detail':
    'Forbindelsen ble brutt før banken din svarte. Ikke betal ut på nytt: Ingenting blir utbetalt to ganger.',
  'payout.again': 'Ny utbetaling',

  'result.waiting': 'Venter på svar fra banken din…',
  'result.emailLater': 'Du kan lukke denne siden: Vi sender deg en e-post når banken din svarer.',
  'result.stoppedWaiting':
    'Banken din har ikke svart ennå. Du kan lukke denne siden: Vi sender deg utfallet på e-post.',

  'checkout.title': 'Kasse',
  'checkout.start.title': 'Bestillingen din',
  'checkout.amount': 'Beløp',
  'checkout.customer': 'Kundereferanse',
  'checkout.customerHint': 'Kort som denne kunden har lagret, blir tilbudt ved neste kjøp.',
  'checkout.continue': 'Gå videre til betaling',
  'checkout.pay.title': 'Betal med kort',
  'checkout.accepted': 'Kort vi godtar',
  'checkout.payWith': 'Betal med',
  'checkout.newCard': 'Et nytt kort',
  'checkout.store': 'Lagre kortet til neste gang',
  'checkout.testCards':
    'Testkort: {approves} godkjennes, {declines} avvises, {challenge} krever {threeDS}, {timeout} får tidsavbrudd.',
  'checkout.pay': 'Betal {amount}',
  'checkout.retryHint': '{error} Du kan trykke på «Betal» igjen: Du blir ikke belastet to ganger.',
  'checkout.cancelled':
    'Du lukket bekreftelsen hos banken din, så betalingen er ikke gjennomført. Trykk på «Betal» for å prøve igjen.',
  'checkout.declined': 'Banken din avviste kortet. Prøv et annet kort.',
  'checkout.timeout': 'Betalingen kunne ikke fullføres i tide. Prøv igjen.',
  'checkout.authFailed': 'Banken din kunne ikke bekrefte betalingen. Prøv igjen, eller bruk et annet kort.',
  'checkout.failed': 'Betalingen mislyktes. Prøv igjen, eller bruk et annet kort.',
  'checkout.startAgain': '{error} Begynn på nytt for å betale.',
  'checkout.success.title': 'Betalingen er godkjent',
  'checkout.success.detail': '{amount} er reservert på kortet ditt.',
  'checkout.success.next': 'Vi belaster beløpet når bestillingen din sendes.',
  'checkout.pending.title': 'Betalingen venter',
  'checkout.pending.detail': 'Banken din har ennå ikke svart på betalingen på {amount}.',
  'checkout.unknown.title': 'Vi kunne ikke bekrefte betalingen din',
  'checkout.unknown.detail':
    'Forbindelsen ble brutt før banken din svarte. Ikke betal på nytt: Ingenting blir belastet to ganger.',
  'checkout.again': 'Nytt kjøp',
  'checkout.checking': 'Kontrollerer betalingen din…',

  'merchant.title': 'Brukerstedsvisning',
  'merchant.note': 'Det brukerstedets server vet fra signerte varsler. Betalere ser aldri dette panelet.',
  'merchant.order': 'Bestilling',
  'merchant.state': 'Avstemt status',
  'merchant.none': 'Ingen bestilling ennå',
  'merchant.awaiting': 'Venter på varsel fra plattformen…',
  'merchant.payoutState': '{status} (varsel {id}, signatur verifisert) · {time}',
  'merchant.paymentState': '{status} ({action}-varsel, signatur verifisert) · {time}',
  'merchant.capture': 'Belast',
  'merchant.cancel': 'Kanseller betalingen',
  'merchant.refund': 'Refunder',
  'merchant.authorized': 'Autorisert',
  'merchant.authorizeFailed': 'Autorisering mislyktes',
  'merchant.captured': 'Belastet',
  'merchant.cancelled': 'Kansellert',
  'merchant.refunded': 'Refundert',
  'merchant.console': 'Åpne i sandkassekonsollen',

  'dropInPage.country': 'Land',
  'dropInPage.testHint':
    'Testmiljø: Et beløp som slutter på {declined}, avvises, og et som slutter på {pending}, blir stående som ventende (gjelder ikke kort).',
  'dropInPage.payTitle': 'Betal {amount} for bestillingen din',

  'methodsPage.payTitle': 'Velg hvordan du vil betale',
  'methodsPage.legend': 'Betalingsmåte',
  'methodsPage.popup': 'Åpne betalingssiden i et popup-vindu og bli værende på denne siden',
  'methodsPage.redirectHint':
    'Du forlater denne siden for å betale med {method}, og kommer deretter tilbake hit.',
  'methodsPage.cancelled':
    'Du avbrøt betalingen med {method}. Ingenting ble belastet. Velg hvordan du vil betale.',
  'methodsPage.cancelledAny': 'Du avbrøt betalingen. Ingenting ble belastet. Velg hvordan du vil betale.',
  'methodsPage.declined': 'Betalingen med {method} ble avvist. Velg en annen betalingsmåte.',
  'methodsPage.declinedAny': 'Betalingen ble avvist. Velg en annen betalingsmåte.',
  'methodsPage.popupClosed':
    'Betalingsvinduet ble lukket før du var ferdig. Trykk på «Betal» for å åpne det igjen.',
  'methodsPage.failed': 'Betalingen mislyktes. Prøv igjen, eller velg en annen betalingsmåte.',
  'methodsPage.success.detail': 'Betalingen din på {amount} er bekreftet.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Utbetaling',
  'page.payout.summary': 'En utbetaling til en bankkonto i 145 land, med SDK-et importert som ES-modul.',
  'page.script-tag.title': 'Script-tagg',
  'page.script-tag.summary':
    'Den samme utbetalingen uten bundler: Én <script> med integritetshash definerer window.Railkit.',
  'page.checkout.title': 'Kortbetaling',
  'page.checkout.summary': 'En kortbetaling med kortskjemaet på denne siden, kryptert her før det sendes.',
  'page.checkout-drop-in.title': 'Betalingsvelger',
  'page.checkout-drop-in.summary':
    'Alle betalingsmåtene i betalerens land i ett element: kort, direktedebitering, videresendinger og lommebøker.',
  'page.checkout-secure.title': 'Sikre felt',
  'page.checkout-secure.summary':
    'Den samme kortbetalingen med skjemaet i hvelvets ramme: Kortdata kommer aldri i berøring med denne siden.',
  'page.checkout-methods.title': 'Alle betalingsmåter',
  'page.checkout-methods.summary':
    'Kasse i seks land med alle betalingsmåtene testmiljøet tilbyr der: direktedebitering, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Kasse med script-tagg',
  'page.script-tag-checkout.summary':
    'En kortbetaling uten bundler: Kassens <script> definerer window.Railkit; 3-D Secure i en dialog.',
  'page.react.title': 'React-app',
  'page.react.summary':
    'Utbetalingen og betalingsvalget som React-komponenter (railkit/react), med én klient per økt.',
  'page.vue.title': 'Vue-app',
  'page.vue.summary':
    'Utbetalingen og betalingsvalget som Vue-komponenter (railkit/vue), med én klient per økt.',
};
