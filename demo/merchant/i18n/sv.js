// @ts-check
/** Swedish texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const sv = {
  'shell.brand': 'Railkit-demo',
  'shell.pages': 'Demosidor',
  'shell.language': 'Språk',

  'busy.stillWorking': 'Behandlingen pågår fortfarande – stäng inte den här sidan.',
  'busy.starting': 'Formuläret förbereds…',
  'busy.checking': 'Dina bankuppgifter kontrolleras…',
  'busy.payingOut': 'Din utbetalning skickas…',
  'busy.paying': 'Betalningen bekräftas med din bank…',

  'payout.title': 'Ta ut ditt saldo',
  'payout.start.title': 'Uppgifter om utbetalningen',
  'payout.country': 'Land för ditt bankkonto',
  'payout.amount': 'Belopp',
  'payout.amountHint': 'Testmiljö: ett belopp som slutar på {fails} misslyckas, {pending} förblir väntande.',
  'payout.formLanguage': 'Formulärets språk',
  'payout.continue': 'Fortsätt',
  'payout.details.title': 'Vart ska vi skicka pengarna?',
  'payout.sample': 'Exempelkonto i testmiljön: {sample}',
  'payout.review': 'Granska utbetalningen',
  'payout.confirm.title': 'Bekräfta din utbetalning',
  'payout.confirm.amount': 'Belopp',
  'payout.confirm.to': 'Till',
  'payout.confirm.holder': 'Kontoinnehavare',
  'payout.payOut': 'Betala ut',
  'payout.edit': 'Ändra bankkonto',
  'payout.retryHint': '{error} Du kan trycka på ”Betala ut” igen: ingenting betalas ut två gånger.',
  'payout.group.iban': 'IBAN-länder',
  'payout.group.ibanTerritory': 'IBAN-territorier (moderlandets format)',
  'payout.group.nationalIban': 'Nationella IBAN (utanför SWIFT-registret)',
  'payout.group.rail': 'Lokala bankuppgifter',

  'payout.success.title': 'Utbetalningen har skickats',
  'payout.success.detail': '{amount} är på väg till {account}.',
  'payout.success.next': 'Pengarna brukar komma fram inom en bankdag.',
  'payout.failure.title': 'Utbetalningen misslyckades',
  'payout.failure.detail': 'Din bank kunde inte ta emot utbetalningen. Ditt saldo är oförändrat.',
  'payout.failure.next': 'Försök med ett annat konto',
  'payout.pending.title': 'Utbetalningen väntar',
  'payout.pending.detail': 'Din bank har ännu inte bekräftat utbetalningen på {amount}.',
  'payout.unknown.title': 'Vi kunde inte bekräfta din utbetalning',
  'payout.unknown.detail':
    'Anslutningen bröts innan din bank svarade. Gör ingen ny utbetalning: ingenting betalas ut två gånger.',
  'payout.again': 'Gör en ny utbetalning',

  'result.waiting': 'Väntar på svar från din bank…',
  'result.emailLater': 'Du kan stänga den här sidan: vi mejlar dig när din bank har svarat.',
  'result.stoppedWaiting':
    'Din bank har inte svarat än. Du kan stänga den här sidan: vi mejlar dig resultatet.',

  'checkout.title': 'Kassa',
  'checkout.start.title': 'Din beställning',
  'checkout.amount': 'Belopp',
  'checkout.customer': 'Kundreferens',
  'checkout.customerHint': 'Kort som den här kunden har sparat erbjuds vid nästa köp.',
  'checkout.continue': 'Gå vidare till betalning',
  'checkout.pay.title': 'Betala med kort',
  'checkout.accepted': 'Kort som accepteras',
  'checkout.payWith': 'Betala med',
  'checkout.newCard': 'Ett nytt kort',
  'checkout.store': 'Spara kortet till nästa gång',
  'checkout.testCards':
    'Testkort: {approves} godkänns, {declines} nekas, {challenge} kräver {threeDS}, {timeout} når tidsgränsen.',
  'checkout.pay': 'Betala {amount}',
  'checkout.retryHint': '{error} Du kan trycka på ”Betala” igen: du debiteras inte två gånger.',
  'checkout.cancelled':
    'Du stängde bekräftelsen hos din bank, så betalningen har inte genomförts. Tryck på ”Betala” för att försöka igen.',
  'checkout.declined': 'Din bank nekade kortet. Försök med ett annat kort.',
  'checkout.timeout': 'Betalningen kunde inte slutföras i tid. Försök igen.',
  'checkout.authFailed': 'Din bank kunde inte bekräfta betalningen. Försök igen eller använd ett annat kort.',
  'checkout.failed': 'Betalningen misslyckades. Försök igen eller använd ett annat kort.',
  'checkout.startAgain': '{error} Börja om för att betala.',
  'checkout.success.title': 'Betalningen är godkänd',
  'checkout.success.detail': '{amount} är reserverat på ditt kort.',
  'checkout.success.next': 'Vi drar beloppet när din beställning skickas.',
  'checkout.pending.title': 'Betalningen väntar',
  'checkout.pending.detail': 'Din bank har ännu inte svarat om betalningen på {amount}.',
  'checkout.unknown.title': 'Vi kunde inte bekräfta din betalning',
  'checkout.unknown.detail':
    'Anslutningen bröts innan din bank svarade. Betala inte igen: du debiteras inte två gånger.',
  'checkout.again': 'Gör ett nytt köp',
  'checkout.checking': 'Din betalning kontrolleras…',

  'merchant.title': 'Handlarvy',
  'merchant.note':
    'Det som handlarens server vet från signerade aviseringar. Betalare ser aldrig den här panelen.',
  'merchant.order': 'Beställning',
  'merchant.state': 'Avstämd status',
  'merchant.none': 'Ingen beställning än',
  'merchant.awaiting': 'Väntar på plattformens avisering…',
  'merchant.payoutState': '{status} (avisering {id}, signaturen verifierad) · {time}',
  'merchant.paymentState': '{status} ({action}-avisering, signaturen verifierad) · {time}',
  'merchant.capture': 'Debitera',
  'merchant.cancel': 'Avbryt betalningen',
  'merchant.refund': 'Återbetala',
  'merchant.authorized': 'Godkänd',
  'merchant.authorizeFailed': 'Godkännandet misslyckades',
  'merchant.captured': 'Debiterad',
  'merchant.cancelled': 'Avbruten',
  'merchant.refunded': 'Återbetald',
  'merchant.console': 'Öppna i sandlådans konsol',

  'dropInPage.country': 'Land',
  'dropInPage.testHint':
    'Testmiljö: ett belopp som slutar på {declined} nekas, {pending} förblir väntande (gäller inte kort).',
  'dropInPage.payTitle': 'Betala {amount} för din beställning',

  'methodsPage.payTitle': 'Välj hur du vill betala',
  'methodsPage.legend': 'Betalsätt',
  'methodsPage.popup': 'Öppna betalsidan i ett popup-fönster och stanna kvar på den här sidan',
  'methodsPage.redirectHint':
    'Du lämnar den här sidan för att betala med {method} och kommer sedan tillbaka hit.',
  'methodsPage.cancelled': 'Du avbröt betalningen med {method}. Inget har dragits: välj hur du vill betala.',
  'methodsPage.cancelledAny': 'Du avbröt betalningen. Inget har dragits: välj hur du vill betala.',
  'methodsPage.declined': 'Betalningen med {method} nekades. Välj ett annat betalsätt.',
  'methodsPage.declinedAny': 'Betalningen nekades. Välj ett annat betalsätt.',
  'methodsPage.popupClosed':
    'Betalfönstret stängdes innan du var klar. Tryck på ”Betala” för att öppna det igen.',
  'methodsPage.failed': 'Betalningen misslyckades. Försök igen eller välj ett annat betalsätt.',
  'methodsPage.success.detail': 'Din betalning på {amount} är bekräftad.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Utbetalning',
  'page.payout.summary': 'En utbetalning till ett bankkonto i 145 länder, med SDK:n importerad som ES-modul.',
  'page.script-tag.title': 'Script-tagg',
  'page.script-tag.summary':
    'Samma utbetalning utan bundler: en <script>-tagg med integritetshash definierar window.Railkit.',
  'page.checkout.title': 'Kortbetalning',
  'page.checkout.summary':
    'En kortbetalning med kortformuläret på den här sidan, krypterat här innan det skickas.',
  'page.checkout-drop-in.title': 'Betalsättsväljare',
  'page.checkout-drop-in.summary':
    'Alla betalsätt i betalarens land i ett enda element: kort, autogiro, omdirigeringar och digitala plånböcker.',
  'page.checkout-secure.title': 'Säkra fält',
  'page.checkout-secure.summary':
    'Samma kortbetalning med formuläret i valvets ram: kortuppgifterna rör aldrig den här sidan.',
  'page.checkout-methods.title': 'Alla betalsätt',
  'page.checkout-methods.summary':
    'Betalning i sex länder med alla betalsätt som testmiljön erbjuder där: autogiro, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Kassa med script-tagg',
  'page.script-tag-checkout.summary':
    'En kortbetalning utan bundler: kassans <script> definierar window.Railkit; 3-D Secure i en dialogruta.',
  'page.react.title': 'React-app',
  'page.react.summary':
    'Utbetalningen och betalningsvalet som React-komponenter (railkit/react), med en klient per session.',
  'page.vue.title': 'Vue-app',
  'page.vue.summary':
    'Utbetalningen och betalningsvalet som Vue-komponenter (railkit/vue), med en klient per session.',
};
