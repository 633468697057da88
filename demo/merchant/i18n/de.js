// @ts-check
/** German texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const de = {
  'shell.brand': 'Railkit-Demo',
  'shell.pages': 'Demoseiten',
  'shell.language': 'Sprache',

  'busy.stillWorking': 'Wird noch bearbeitet – bitte schließen Sie diese Seite nicht.',
  'busy.starting': 'Das Formular wird vorbereitet…',
  'busy.checking': 'Ihre Bankdaten werden geprüft…',
  'busy.payingOut': 'Ihre Auszahlung wird gesendet…',
  'busy.paying': 'Die Zahlung wird mit Ihrer Bank bestätigt…',

  'payout.title': 'Guthaben auszahlen',
  'payout.start.title': 'Angaben zur Auszahlung',
  'payout.country': 'Land Ihres Bankkontos',
  'payout.amount': 'Betrag',
  'payout.amountHint': 'Sandbox: Ein Betrag, der auf {fails} endet, scheitert; {pending} bleibt ausstehend.',
  'payout.formLanguage': 'Sprache des Formulars',
  'payout.continue': 'Weiter',
  'payout.details.title': 'Wohin sollen wir das Geld senden?',
  'payout.sample': 'Beispielkonto der Sandbox: {sample}',
  'payout.review': 'Auszahlung prüfen',
  'payout.confirm.title': 'Auszahlung bestätigen',
  'payout.confirm.amount': 'Betrag',
  'payout.confirm.to': 'An',
  'payout.confirm.holder': 'Kontoinhaber',
  'payout.payOut': 'Auszahlen',
  'payout.edit': 'Bankkonto ändern',
  'payout.retryHint': '{error} Sie können erneut auf „Auszahlen“ drücken: Es wird nicht doppelt ausgezahlt.',
  'payout.group.iban': 'IBAN-Länder',
  'payout.group.ibanTerritory': 'IBAN-Gebiete (Format des Mutterlandes)',
  'payout.group.nationalIban': 'Nationale IBANs (außerhalb des SWIFT-Registers)',
  'payout.group.rail': 'Lokale Bankverbindung',

  'payout.success.title': 'Auszahlung gesendet',
  'payout.success.detail': '{amount} ist unterwegs an {account}.',
  'payout.success.next': 'Das Geld kommt meist innerhalb eines Werktags an.',
  'payout.failure.title': 'Auszahlung fehlgeschlagen',
  'payout.failure.detail': 'Ihre Bank konnte diese Auszahlung nicht annehmen. Ihr Guthaben ist unverändert.',
  'payout.failure.next': 'Anderes Konto versuchen',
  'payout.pending.title': 'Auszahlung ausstehend',
  'payout.pending.detail': 'Ihre Bank hat die Auszahlung von {amount} noch nicht bestätigt.',
  'payout.unknown.title': 'Wir konnten Ihre Auszahlung nicht bestätigen',
  'payout.unknown.detail':
    'Die Verbindung brach ab, bevor Ihre Bank antwortete. Zahlen Sie nicht erneut aus: Nichts wird doppelt gezahlt.',
  'payout.again': 'Neue Auszahlung',

  'result.waiting': 'Wir warten auf die Antwort Ihrer Bank…',
  'result.emailLater':
    'Sie können diese Seite schließen: Wir schreiben Ihnen eine E-Mail, sobald Ihre Bank antwortet.',
  'result.stoppedWaiting':
    'Ihre Bank hat noch nicht geantwortet. Sie können diese Seite schließen: Wir teilen Ihnen das Ergebnis per E-Mail mit.',

  'checkout.title': 'Kasse',
  'checkout.start.title': 'Ihre Bestellung',
  'checkout.amount': 'Betrag',
  'checkout.customer': 'Kundenreferenz',
  'checkout.customerHint': 'Von diesem Kunden gespeicherte Karten werden beim nächsten Kauf angeboten.',
  'checkout.continue': 'Weiter zur Zahlung',
  'checkout.pay.title': 'Mit Karte bezahlen',
  'checkout.accepted': 'Akzeptierte Karten',
  'checkout.payWith': 'Bezahlen mit',
  'checkout.newCard': 'Einer neuen Karte',
  'checkout.store': 'Diese Karte für das nächste Mal speichern',
  'checkout.testCards':
    'Sandbox-Karten: {approves} wird genehmigt, {declines} abgelehnt, {challenge} verlangt {threeDS}, {timeout} läuft in eine Zeitüberschreitung.',
  'checkout.pay': '{amount} bezahlen',
  'checkout.retryHint': '{error} Sie können erneut auf „Bezahlen“ drücken: Es wird nicht doppelt belastet.',
  'checkout.cancelled':
    'Sie haben die Bestätigung bei Ihrer Bank geschlossen, die Zahlung ist daher nicht erfolgt. Drücken Sie auf „Bezahlen“, um es erneut zu versuchen.',
  'checkout.declined': 'Ihre Bank hat die Karte abgelehnt. Versuchen Sie eine andere Karte.',
  'checkout.timeout':
    'Die Zahlung konnte nicht rechtzeitig abgeschlossen werden. Bitte versuchen Sie es erneut.',
  'checkout.authFailed':
    'Ihre Bank konnte die Zahlung nicht bestätigen. Versuchen Sie es erneut oder nutzen Sie eine andere Karte.',
  'checkout.failed':
    'Die Zahlung ist fehlgeschlagen. Versuchen Sie es erneut oder nutzen Sie eine andere Karte.',
  'checkout.startAgain': '{error} Beginnen Sie erneut, um zu bezahlen.',
  'checkout.success.title': 'Zahlung autorisiert',
  'checkout.success.detail': '{amount} sind auf Ihrer Karte reserviert.',
  'checkout.success.next': 'Wir belasten den Betrag, sobald Ihre Bestellung versandt wird.',
  'checkout.pending.title': 'Zahlung ausstehend',
  'checkout.pending.detail': 'Ihre Bank hat zur Zahlung von {amount} noch nicht geantwortet.',
  'checkout.unknown.title': 'Wir konnten Ihre Zahlung nicht bestätigen',
  'checkout.unknown.detail':
    'Die Verbindung brach ab, bevor Ihre Bank antwortete. Zahlen Sie nicht erneut: Nichts wird doppelt belastet.',
  'checkout.again': 'Neuer Einkauf',
  'checkout.checking': 'Wir prüfen Ihre Zahlung…',

  'merchant.title': 'Händleransicht',
  'merchant.note':
    'Was der Server des Händlers aus signierten Benachrichtigungen weiß. Zahlende sehen diesen Bereich nie.',
  'merchant.order': 'Bestellung',
  'merchant.state': 'Abgeglichener Status',
  'merchant.none': 'Noch keine Bestellung',
  'merchant.awaiting': 'Warten auf die Benachrichtigung der Plattform…',
  'merchant.payoutState': '{status} (Benachrichtigung {id}, Signatur geprüft) · {time}',
  'merchant.paymentState': '{status} (Benachrichtigung {action}, Signatur geprüft) · {time}',
  'merchant.capture': 'Einziehen',
  'merchant.cancel': 'Zahlung stornieren',
  'merchant.refund': 'Erstatten',
  'merchant.authorized': 'Autorisiert',
  'merchant.authorizeFailed': 'Autorisierung fehlgeschlagen',
  'merchant.captured': 'Eingezogen',
  'merchant.cancelled': 'Storniert',
  'merchant.refunded': 'Erstattet',
  'merchant.console': 'In der Sandbox-Konsole öffnen',

  'dropInPage.country': 'Land',
  'dropInPage.testHint':
    'Sandbox: Ein Betrag, der auf {declined} endet, wird abgelehnt; {pending} bleibt ausstehend (nicht bei Karten).',
  'dropInPage.payTitle': '{amount} für Ihre Bestellung bezahlen',

  'methodsPage.payTitle': 'Wie möchten Sie bezahlen?',
  'methodsPage.legend': 'Zahlungsart',
  'methodsPage.popup': 'Zahlungsseite in einem Pop-up-Fenster öffnen und auf dieser Seite bleiben',
  'methodsPage.redirectHint':
    'Sie verlassen diese Seite, um mit {method} zu bezahlen, und kehren danach hierher zurück.',
  'methodsPage.cancelled':
    'Sie haben die Zahlung mit {method} abgebrochen. Es wurde nichts belastet: Wählen Sie, wie Sie bezahlen möchten.',
  'methodsPage.cancelledAny':
    'Sie haben die Zahlung abgebrochen. Es wurde nichts belastet: Wählen Sie, wie Sie bezahlen möchten.',
  'methodsPage.declined': 'Die Zahlung mit {method} wurde abgelehnt. Wählen Sie eine andere Zahlungsart.',
  'methodsPage.declinedAny': 'Die Zahlung wurde abgelehnt. Wählen Sie eine andere Zahlungsart.',
  'methodsPage.popupClosed':
    'Das Zahlungsfenster wurde geschlossen, bevor Sie fertig waren. Drücken Sie auf „Bezahlen“, um es erneut zu öffnen.',
  'methodsPage.failed':
    'Die Zahlung ist fehlgeschlagen. Versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  'methodsPage.success.detail': 'Ihre Zahlung über {amount} ist bestätigt.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Auszahlung',
  'page.payout.summary':
    'Eine Auszahlung auf ein Bankkonto in 145 Ländern, mit dem SDK als ES-Modul importiert.',
  'page.script-tag.title': 'Script-Tag',
  'page.script-tag.summary':
    'Dieselbe Auszahlung ohne Bundler: ein <script> mit Integritäts-Hash definiert window.Railkit.',
  'page.checkout.title': 'Kartenzahlung',
  'page.checkout.summary':
    'Eine Kartenzahlung mit dem Kartenformular in dieser Seite, hier vor dem Senden verschlüsselt.',
  'page.checkout-drop-in.title': 'Zahlungsauswahl',
  'page.checkout-drop-in.summary':
    'Alle Zahlungsarten des Landes in einem Element: Karten, Lastschriften, Weiterleitungen und Wallets.',
  'page.checkout-secure.title': 'Sichere Felder',
  'page.checkout-secure.summary':
    'Dieselbe Kartenzahlung mit dem Formular im Frame des Tresors: Kartendaten berühren diese Seite nie.',
  'page.checkout-methods.title': 'Alle Zahlarten',
  'page.checkout-methods.summary':
    'Bezahlen in sechs Ländern mit jeder Zahlart, die die Sandbox dort anbietet: Lastschrift, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Script-Tag-Kasse',
  'page.script-tag-checkout.summary':
    'Eine Kartenzahlung ohne Bundler: das Checkout-<script> definiert window.Railkit; 3-D Secure im Dialog.',
  'page.react.title': 'React-App',
  'page.react.summary':
    'Die Auszahlung und die Zahlungsauswahl als React-Komponenten (railkit/react), mit einem Client pro Sitzung.',
  'page.vue.title': 'Vue-App',
  'page.vue.summary':
    'Die Auszahlung und die Zahlungsauswahl als Vue-Komponenten (railkit/vue), mit einem Client pro Sitzung.',
};
