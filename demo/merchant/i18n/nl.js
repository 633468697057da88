// @ts-check
/** Dutch texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const nl = {
  'shell.brand': 'Railkit-demo',
  'shell.pages': 'Demopagina’s',
  'shell.language': 'Taal',

  'busy.stillWorking': 'Nog bezig – sluit deze pagina niet.',
  'busy.starting': 'Het formulier wordt voorbereid…',
  'busy.checking': 'Uw bankgegevens worden gecontroleerd…',
  'busy.payingOut': 'Uw uitbetaling wordt verzonden…',
  'busy.paying': 'De betaling wordt bij uw bank bevestigd…',

  'payout.title': 'Uw saldo opnemen',
  'payout.start.title': 'Gegevens van de uitbetaling',
  'payout.country': 'Land van uw bankrekening',
  'payout.amount': 'Bedrag',
  'payout.amountHint':
    'Testomgeving: een bedrag dat eindigt op {fails} mislukt, een bedrag dat eindigt op {pending} blijft in behandeling.',
  'payout.formLanguage': 'Taal van het formulier',
  'payout.continue': 'Doorgaan',
  'payout.details.title': 'Waar moeten we het geld naartoe sturen?',
  'payout.sample': 'Voorbeeldrekening van de testomgeving: {sample}',
  'payout.review': 'Uitbetaling controleren',
  'payout.confirm.title': 'Uitbetaling bevestigen',
  'payout.confirm.amount': 'Bedrag',
  'payout.confirm.to': 'Naar',
  'payout.confirm.holder': 'Rekeninghouder',
  'payout.payOut': 'Uitbetalen',
  'payout.edit': 'Bankrekening wijzigen',
  'payout.retryHint': '{error} U kunt nogmaals op ‘Uitbetalen’ drukken: er wordt niet dubbel uitbetaald.',
  'payout.group.iban': 'IBAN-landen',
  'payout.group.ibanTerritory': 'IBAN-gebieden (formaat van het moederland)',
  'payout.group.nationalIban': 'Nationale IBAN’s (buiten het SWIFT-register)',
  'payout.group.rail': 'Lokale bankgegevens',

  'payout.success.title': 'Uitbetaling verzonden',
  'payout.success.detail': '{amount} is onderweg naar {account}.',
  'payout.success.next': 'Het geld staat meestal binnen één werkdag op de rekening.',
  'payout.failure.title': 'Uitbetaling mislukt',
  'payout.failure.detail': 'Uw bank kon deze uitbetaling niet accepteren. Uw saldo is ongewijzigd.',
  'payout.failure.next': 'Andere rekening proberen',
  'payout.pending.title': 'Uitbetaling in behandeling',
  'payout.pending.detail': 'Uw bank heeft de uitbetaling van {amount} nog niet bevestigd.',
  'payout.unknown.title': 'We konden uw uitbetaling niet bevestigen',
  'payout.unknown.detail':
    'De verbinding werd verbroken voordat uw bank antwoordde. Betaal niet opnieuw uit: er wordt niets dubbel uitbetaald.',
  'payout.again': 'Nieuwe uitbetaling',

  'result.waiting': 'Wachten op antwoord van uw bank…',
  'result.emailLater': 'U kunt deze pagina sluiten: we sturen u een e-mail zodra uw bank antwoordt.',
  'result.stoppedWaiting':
    'Uw bank heeft nog niet geantwoord. U kunt deze pagina sluiten: we laten u de uitkomst per e-mail weten.',

  'checkout.title': 'Afrekenen',
  'checkout.start.title': 'Uw bestelling',
  'checkout.amount': 'Bedrag',
  'checkout.customer': 'Klantreferentie',
  'checkout.customerHint':
    'Kaarten die deze klant heeft opgeslagen, worden bij de volgende aankoop aangeboden.',
  'checkout.continue': 'Doorgaan naar betalen',
  'checkout.pay.title': 'Betalen met kaart',
  'checkout.accepted': 'Geaccepteerde kaarten',
  'checkout.payWith': 'Betalen met',
  'checkout.newCard': 'Een nieuwe kaart',
  'checkout.store': 'Deze kaart bewaren voor de volgende keer',
  'checkout.testCards':
    'Testkaarten: {approves} wordt goedgekeurd, {declines} geweigerd, {challenge} vraagt om {threeDS}, {timeout} krijgt een time-out.',
  'checkout.pay': '{amount} betalen',
  'checkout.retryHint': '{error} U kunt nogmaals op ‘Betalen’ drukken: er wordt niet dubbel afgeschreven.',
  'checkout.cancelled':
    'U hebt de bevestiging bij uw bank gesloten, dus de betaling is niet uitgevoerd. Druk op ‘Betalen’ om het opnieuw te proberen.',
  'checkout.declined': 'Uw bank heeft de kaart geweigerd. Probeer een andere kaart.',
  'checkout.timeout': 'De betaling kon niet op tijd worden voltooid. Probeer het opnieuw.',
  'checkout.authFailed':
    'Uw bank kon de betaling niet bevestigen. Probeer het opnieuw of gebruik een andere kaart.',
  'checkout.failed': 'De betaling is mislukt. Probeer het opnieuw of gebruik een andere kaart.',
  'checkout.startAgain': '{error} Begin opnieuw om te betalen.',
  'checkout.success.title': 'Betaling geautoriseerd',
  'checkout.success.detail': '{amount} is gereserveerd op uw kaart.',
  'checkout.success.next': 'We schrijven het bedrag af zodra uw bestelling wordt verzonden.',
  'checkout.pending.title': 'Betaling in behandeling',
  'checkout.pending.detail': 'Uw bank heeft nog niet gereageerd op de betaling van {amount}.',
  'checkout.unknown.title': 'We konden uw betaling niet bevestigen',
  'checkout.unknown.detail':
    'De verbinding werd verbroken voordat uw bank antwoordde. Betaal niet opnieuw: er wordt niets dubbel afgeschreven.',
  'checkout.again': 'Nieuwe aankoop',
  'checkout.checking': 'Uw betaling wordt gecontroleerd…',

  'merchant.title': 'Weergave voor de verkoper',
  'merchant.note':
    'Wat de server van de verkoper weet uit ondertekende meldingen. Betalers zien dit paneel nooit.',
  'merchant.order': 'Bestelling',
  'merchant.state': 'Afgestemde status',
  'merchant.none': 'Nog geen bestelling',
  'merchant.awaiting': 'Wachten op de melding van het platform…',
  'merchant.payoutState': '{status} (melding {id}, handtekening geverifieerd) · {time}',
  'merchant.paymentState': '{status} ({action}-melding, handtekening geverifieerd) · {time}',
  'merchant.capture': 'Vastleggen',
  'merchant.cancel': 'Betaling annuleren',
  'merchant.refund': 'Terugbetalen',
  'merchant.authorized': 'Geautoriseerd',
  'merchant.authorizeFailed': 'Autorisatie mislukt',
  'merchant.captured': 'Vastgelegd',
  'merchant.cancelled': 'Geannuleerd',
  'merchant.refunded': 'Terugbetaald',
  'merchant.console': 'Openen in de sandboxconsole',

  'dropInPage.country': 'Land',
  'dropInPage.testHint':
    'Testomgeving: een bedrag dat eindigt op {declined} wordt geweigerd, een bedrag dat eindigt op {pending} blijft in behandeling (niet voor kaarten).',
  'dropInPage.payTitle': 'Betaal {amount} voor uw bestelling',

  'methodsPage.payTitle': 'Kies hoe u wilt betalen',
  'methodsPage.legend': 'Betaalmethode',
  'methodsPage.popup': 'De betaalpagina in een pop-upvenster openen en op deze pagina blijven',
  'methodsPage.redirectHint': 'U verlaat deze pagina om met {method} te betalen en komt daarna hier terug.',
  'methodsPage.cancelled':
    'U hebt de betaling met {method} geannuleerd. Er is niets afgeschreven: kies hoe u wilt betalen.',
  'methodsPage.cancelledAny':
    'U hebt de betaling geannuleerd. Er is niets afgeschreven: kies hoe u wilt betalen.',
  'methodsPage.declined': 'De betaling met {method} is geweigerd. Kies een andere betaalmethode.',
  'methodsPage.declinedAny': 'De betaling is geweigerd. Kies een andere betaalmethode.',
  'methodsPage.popupClosed':
    'Het betaalvenster is gesloten voordat u klaar was. Druk op ‘Betalen’ om het opnieuw te openen.',
  'methodsPage.failed': 'De betaling is mislukt. Probeer het opnieuw of kies een andere betaalmethode.',
  'methodsPage.success.detail': 'Uw betaling van {amount} is bevestigd.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Uitbetaling',
  'page.payout.summary':
    'Een uitbetaling naar een bankrekening in 145 landen, met de SDK geïmporteerd als ES-module.',
  'page.script-tag.title': 'Scripttag',
  'page.script-tag.summary':
    'Dezelfde uitbetaling zonder bundler: één <script> met integriteitshash definieert window.Railkit.',
  'page.checkout.title': 'Kaartbetaling',
  'page.checkout.summary':
    'Een kaartbetaling met het kaartformulier in deze pagina, hier versleuteld voordat het wordt verzonden.',
  'page.checkout-drop-in.title': 'Betaalkeuze',
  'page.checkout-drop-in.summary':
    'Alle betaalmethoden van het land van de betaler in één element: kaarten, incasso’s, doorverwijzingen en wallets.',
  'page.checkout-secure.title': 'Beveiligde velden',
  'page.checkout-secure.summary':
    'Dezelfde kaartbetaling met het formulier in het frame van de kluis: kaartgegevens komen nooit op deze pagina.',
  'page.checkout-methods.title': 'Alle betaalmethoden',
  'page.checkout-methods.summary':
    'Afrekenen in zes landen met elke betaalmethode die de testomgeving daar aanbiedt: incasso, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Afrekenen met scripttag',
  'page.script-tag-checkout.summary':
    'Een kaartbetaling zonder bundler: het afreken-<script> definieert window.Railkit; 3-D Secure in een dialoogvenster.',
  'page.react.title': 'React-app',
  'page.react.summary':
    'De uitbetaling en de betaalkeuze als React-componenten (railkit/react), met één client per sessie.',
  'page.vue.title': 'Vue-app',
  'page.vue.summary':
    'De uitbetaling en de betaalkeuze als Vue-componenten (railkit/vue), met één client per sessie.',
};
