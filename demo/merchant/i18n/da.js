// @ts-check
/** Danish texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const da = {
  'shell.brand': 'Railkit-demo',
  'shell.pages': 'Demosider',
  'shell.language': 'Sprog',

  'busy.stillWorking': 'Vi arbejder stadig på det – luk ikke denne side.',
  'busy.starting': 'Gør formularen klar…',
  'busy.checking': 'Kontrollerer dine bankoplysninger…',
  'busy.payingOut': 'Sender din udbetaling…',
  'busy.paying': 'Bekræfter betalingen hos din bank…',

  'payout.title': 'Udbetal din saldo',
  'payout.start.title': 'Oplysninger om udbetalingen',
  'payout.country': 'Land for din bankkonto',
  'payout.amount': 'Beløb',
  'payout.amountHint':
    'Sandkasse: Et beløb, der ender på {fails}, mislykkes, og et beløb, der ender på {pending}, forbliver afventende.',
  'payout.formLanguage': 'Formularens sprog',
  'payout.continue': 'Fortsæt',
  'payout.details.title': 'Hvor skal vi sende pengene hen?',
  'payout.sample': 'Eksempelkonto i sandkassen: {sample}',
  'payout.review': 'Gennemse udbetalingen',
  'payout.confirm.title': 'Bekræft din udbetaling',
  'payout.confirm.amount': 'Beløb',
  'payout.confirm.to': 'Til',
  'payout.confirm.holder': 'Kontohaver',
  'payout.payOut': 'Udbetal',
  'payout.edit': 'Skift bankkonto',
  'payout.retryHint': '{error} Du kan trykke på »Udbetal« igen: Der udbetales ikke to gange.',
  'payout.group.iban': 'IBAN-lande',
  'payout.group.ibanTerritory': 'IBAN-områder (moderlandets format)',
  'payout.group.nationalIban': 'Nationale IBAN (uden for SWIFT-registret)',
  'payout.group.rail': 'Lokale bankoplysninger',

  'payout.success.title': 'Udbetalingen er sendt',
  'payout.success.detail': '{amount} er på vej til {account}.',
  'payout.success.next': 'Pengene når normalt frem inden for én bankdag.',
  'payout.failure.title': 'Udbetalingen mislykkedes',
  'payout.failure.detail': 'Din bank kunne ikke modtage denne udbetaling. Din saldo er uændret.',
  'payout.failure.next': 'Prøv en anden konto',
  'payout.pending.title': 'Udbetalingen afventer',
  'payout.pending.detail': 'Din bank har endnu ikke bekræftet udbetalingen på {amount}.',
  'payout.unknown.title': 'Vi kunne ikke bekræfte din udbetaling',
  'payout.unknown.detail':
    'Forbindelsen blev afbrudt, før din bank svarede. Udbetal ikke igen: Intet bliver udbetalt to gange.',
  'payout.again': 'Ny udbetaling',

  'result.waiting': 'Venter på svar fra din bank…',
  'result.emailLater': 'Du kan lukke denne side: Vi sender dig en e-mail, når din bank svarer.',
  'result.stoppedWaiting':
    'Din bank har ikke svaret endnu. Du kan lukke denne side: Vi sender dig resultatet på e-mail.',

  'checkout.title': 'Kassen',
  'checkout.start.title': 'Din ordre',
  'checkout.amount': 'Beløb',
  'checkout.customer': 'Kundereference',
  'checkout.customerHint': 'Kort, som denne kunde har gemt, tilbydes ved næste køb.',
  'checkout.continue': 'Fortsæt til betaling',
  'checkout.pay.title': 'Betal med kort',
  'checkout.accepted': 'Kort, vi modtager',
  'checkout.payWith': 'Betal med',
  'checkout.newCard': 'Et nyt kort',
  'checkout.store': 'Gem kortet til næste gang',
  'checkout.testCards':
    'Sandkassekort: {approves} godkendes, {declines} afvises, {challenge} kræver {threeDS}, {timeout} får timeout.',
  'checkout.pay': 'Betal {amount}',
  'checkout.retryHint': '{error} Du kan trykke på »Betal« igen: Du bliver ikke trukket to gange.',
  'checkout.cancelled':
    'Du lukkede bekræftelsen hos din bank, så betalingen er ikke gennemført. Tryk på »Betal« for at prøve igen.',
  'checkout.declined': 'Din bank afviste kortet. Prøv et andet kort.',
  'checkout.timeout': 'Betalingen kunne ikke gennemføres i tide. Prøv venligst igen.',
  'checkout.authFailed': 'Din bank kunne ikke bekræfte betalingen. Prøv igen, eller brug et andet kort.',
  'checkout.failed': 'Betalingen mislykkedes. Prøv igen, eller brug et andet kort.',
  'checkout.startAgain': '{error} Start forfra for at betale.',
  'checkout.success.title': 'Betalingen er godkendt',
  'checkout.success.detail': '{amount} er reserveret på dit kort.',
  'checkout.success.next': 'Vi trækker beløbet, når din ordre sendes.',
  'checkout.pending.title': 'Betalingen afventer',
  'checkout.pending.detail': 'Din bank har endnu ikke svaret på betalingen af {amount}.',
  'checkout.unknown.title': 'Vi kunne ikke bekræfte din betaling',
  'checkout.unknown.detail':
    'Forbindelsen blev afbrudt, før din bank svarede. Betal ikke igen: Intet bliver trukket to gange.',
  'checkout.again': 'Nyt køb',
  'checkout.checking': 'Kontrollerer din betaling…',

  'merchant.title': 'Forretningens visning',
  'merchant.note':
    'Det, forretningens server ved fra signerede notifikationer. Betalere ser aldrig dette panel.',
  'merchant.order': 'Ordre',
  'merchant.state': 'Afstemt status',
  'merchant.none': 'Ingen ordre endnu',
  'merchant.awaiting': 'Venter på platformens notifikation…',
  'merchant.payoutState': '{status} (notifikation {id}, signatur verificeret) · {time}',
  'merchant.paymentState': '{status} ({action}-notifikation, signatur verificeret) · {time}',
  'merchant.capture': 'Hæv beløbet',
  'merchant.cancel': 'Annuller betalingen',
  'merchant.refund': 'Refunder',
  'merchant.authorized': 'Autoriseret',
  'merchant.authorizeFailed': 'Autorisation mislykkedes',
  'merchant.captured': 'Hævet',
  'merchant.cancelled': 'Annulleret',
  'merchant.refunded': 'Refunderet',
  'merchant.console': 'Åbn i sandkassens konsol',

  'dropInPage.country': 'Land',
  'dropInPage.testHint':
    'Sandkasse: Et beløb, der ender på {declined}, afvises, og et beløb, der ender på {pending}, forbliver afventende (gælder ikke kort).',
  'dropInPage.payTitle': 'Betal {amount} for din ordre',

  'methodsPage.payTitle': 'Vælg, hvordan du vil betale',
  'methodsPage.legend': 'Betalingsmetode',
  'methodsPage.popup': 'Åbn betalingssiden i et pop op-vindue, og bliv på denne side',
  'methodsPage.redirectHint':
    'Du forlader denne side for at betale med {method} og kommer derefter tilbage hertil.',
  'methodsPage.cancelled':
    'Du annullerede betalingen med {method}. Der er ikke trukket noget: Vælg, hvordan du vil betale.',
  'methodsPage.cancelledAny':
    'Du annullerede betalingen. Der er ikke trukket noget: Vælg, hvordan du vil betale.',
  'methodsPage.declined': 'Betalingen med {method} blev afvist. Vælg en anden betalingsmetode.',
  'methodsPage.declinedAny': 'Betalingen blev afvist. Vælg en anden betalingsmetode.',
  'methodsPage.popupClosed':
    'Betalingsvinduet blev lukket, før du var færdig. Tryk på »Betal« for at åbne det igen.',
  'methodsPage.failed': 'Betalingen mislykkedes. Prøv igen, eller vælg en anden betalingsmetode.',
  'methodsPage.success.detail': 'Din betaling på {amount} er bekræftet.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Udbetaling',
  'page.payout.summary': 'En udbetaling til en bankkonto i 145 lande, med SDK’et importeret som ES-modul.',
  'page.script-tag.title': 'Script-tag',
  'page.script-tag.summary':
    'Samme udbetaling uden bundler: Ét <script> med integritetshash definerer window.Railkit.',
  'page.checkout.title': 'Kortbetaling',
  'page.checkout.summary':
    'En kortbetaling med kortformularen på denne side, hvor data krypteres, før de sendes.',
  'page.checkout-drop-in.title': 'Betalingsvælger',
  'page.checkout-drop-in.summary':
    'Alle betalingsmetoder i betalerens land i ét element: kort, direkte debitering, viderestillinger og wallets.',
  'page.checkout-secure.title': 'Sikre felter',
  'page.checkout-secure.summary':
    'Samme kortbetaling med formularen i kortboksens iframe: Kortdata rører aldrig denne side.',
  'page.checkout-methods.title': 'Alle metoder',
  'page.checkout-methods.summary':
    'Betaling i seks lande med alle de metoder, sandkassen tilbyder dér: direkte debitering, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Checkout med script-tag',
  'page.script-tag-checkout.summary':
    'En kortbetaling uden bundler: checkout-<script> definerer window.Railkit; 3-D Secure i en dialog.',
  'page.react.title': 'React-app',
  'page.react.summary':
    'Udbetalingen og betalingsvalget som React-komponenter (railkit/react), med én klient pr. session.',
  'page.vue.title': 'Vue-app',
  'page.vue.summary':
    'Udbetalingen og betalingsvalget som Vue-komponenter (railkit/vue), med én klient pr. session.',
};
