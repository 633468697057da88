// @ts-check
/** Italian texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const it = {
  'shell.brand': 'Demo Railkit',
  'shell.pages': 'Pagine della demo',
  'shell.language': 'Lingua',

  'busy.stillWorking': 'Elaborazione ancora in corso – non chiuda questa pagina.',
  'busy.starting': 'Preparazione del modulo…',
  'busy.checking': 'Verifica dei suoi dati bancari in corso…',
  'busy.payingOut': 'Invio del prelievo in corso…',
  'busy.paying': 'Conferma del pagamento con la sua banca in corso…',

  'payout.title': 'Prelievo del saldo',
  'payout.start.title': 'Dettagli del prelievo',
  'payout.country': 'Paese del suo conto bancario',
  'payout.amount': 'Importo',
  'payout.amountHint':
    'Sandbox: un importo che termina con {fails} non va a buon fine, uno che termina con {pending} resta in sospeso.',
  'payout.formLanguage': 'Lingua del modulo',
  'payout.continue': 'Continua',
  'payout.details.title': 'Dove dobbiamo inviare il denaro?',
  'payout.sample': 'Conto di esempio della sandbox: {sample}',
  'payout.review': 'Riepilogo del prelievo',
  'payout.confirm.title': 'Conferma del prelievo',
  'payout.confirm.amount': 'Importo',
  'payout.confirm.to': 'Conto di destinazione',
  'payout.confirm.holder': 'Intestatario del conto',
  'payout.payOut': 'Preleva',
  'payout.edit': 'Modifica conto bancario',
  'payout.retryHint': '{error} Può premere di nuovo «Preleva»: il prelievo non verrà eseguito due volte.',
  'payout.group.iban': 'Paesi IBAN',
  'payout.group.ibanTerritory': 'Territori IBAN (formato del paese di appartenenza)',
  'payout.group.nationalIban': 'IBAN nazionali (non presenti nel registro SWIFT)',
  'payout.group.rail': 'Coordinate bancarie locali',

  'payout.success.title': 'Prelievo inviato',
  'payout.success.detail': 'L’importo di {amount} è in arrivo su {account}.',
  'payout.success.next': 'L’accredito avviene di solito entro un giorno lavorativo.',
  'payout.failure.title': 'Prelievo non riuscito',
  'payout.failure.detail': 'La sua banca non ha potuto accettare questo prelievo. Il suo saldo è invariato.',
  'payout.failure.next': 'Provi un altro conto',
  'payout.pending.title': 'Prelievo in sospeso',
  'payout.pending.detail': 'La sua banca non ha ancora confermato il prelievo di {amount}.',
  'payout.unknown.title': 'Non è stato possibile confermare il prelievo',
  'payout.unknown.detail':
    'La connessione si è interrotta prima della risposta della sua banca. Non ripeta il prelievo: nulla verrà pagato due volte.',
  'payout.again': 'Nuovo prelievo',

  'result.waiting': 'In attesa della risposta della sua banca…',
  'result.emailLater':
    'Può chiudere questa pagina: le invieremo un’e-mail quando la sua banca avrà risposto.',
  'result.stoppedWaiting':
    'La sua banca non ha ancora risposto. Può chiudere questa pagina: le comunicheremo l’esito via e-mail.',

  'checkout.title': 'Cassa',
  'checkout.start.title': 'Il suo ordine',
  'checkout.amount': 'Importo',
  'checkout.customer': 'Riferimento cliente',
  'checkout.customerHint': 'Le carte salvate da questo cliente vengono proposte all’acquisto successivo.',
  'checkout.continue': 'Procedi al pagamento',
  'checkout.pay.title': 'Paga con carta',
  'checkout.accepted': 'Carte accettate',
  'checkout.payWith': 'Paga con',
  'checkout.newCard': 'Una nuova carta',
  'checkout.store': 'Salva questa carta per la prossima volta',
  'checkout.testCards':
    'Carte della sandbox: {approves} viene approvata, {declines} rifiutata, {challenge} richiede {threeDS}, {timeout} non riceve risposta in tempo.',
  'checkout.pay': 'Paga {amount}',
  'checkout.retryHint': '{error} Può premere di nuovo «Paga»: l’addebito non verrà effettuato due volte.',
  'checkout.cancelled':
    'Ha chiuso la conferma con la sua banca, quindi il pagamento non è stato effettuato. Prema «Paga» per riprovare.',
  'checkout.declined': 'La sua banca ha rifiutato la carta. Provi con un’altra carta.',
  'checkout.timeout': 'Non è stato possibile completare il pagamento in tempo. La preghiamo di riprovare.',
  'checkout.authFailed':
    'La sua banca non ha potuto confermare il pagamento. Riprovi o utilizzi un’altra carta.',
  'checkout.failed': 'Il pagamento non è riuscito. Riprovi o utilizzi un’altra carta.',
  'checkout.startAgain': '{error} Ricominci da capo per pagare.',
  'checkout.success.title': 'Pagamento autorizzato',
  'checkout.success.detail': 'L’importo di {amount} è stato bloccato sulla sua carta.',
  'checkout.success.next': 'L’addebito avverrà alla spedizione del suo ordine.',
  'checkout.pending.title': 'Pagamento in sospeso',
  'checkout.pending.detail': 'La sua banca non ha ancora risposto in merito al pagamento di {amount}.',
  'checkout.unknown.title': 'Non è stato possibile confermare il pagamento',
  'checkout.unknown.detail':
    'La connessione si è interrotta prima della risposta della sua banca. Non ripeta il pagamento: nulla verrà addebitato due volte.',
  'checkout.again': 'Nuovo acquisto',
  'checkout.checking': 'Verifica del pagamento in corso…',

  'merchant.title': 'Vista esercente',
  'merchant.note':
    'Ciò che il server dell’esercente sa dalle notifiche firmate. I pagatori non vedono mai questo pannello.',
  'merchant.order': 'Ordine',
  'merchant.state': 'Stato riconciliato',
  'merchant.none': 'Ancora nessun ordine',
  'merchant.awaiting': 'In attesa della notifica della piattaforma…',
  'merchant.payoutState': '{status} (notifica {id}, firma verificata) · {time}',
  'merchant.paymentState': '{status} (notifica {action}, firma verificata) · {time}',
  'merchant.capture': 'Incassa',
  'merchant.cancel': 'Annulla pagamento',
  'merchant.refund': 'Rimborsa',
  'merchant.authorized': 'Autorizzato',
  'merchant.authorizeFailed': 'Autorizzazione non riuscita',
  'merchant.captured': 'Incassato',
  'merchant.cancelled': 'Annullato',
  'merchant.refunded': 'Rimborsato',
  'merchant.console': 'Apri nella console della sandbox',

  'dropInPage.country': 'Paese',
  'dropInPage.testHint':
    'Sandbox: un importo che termina con {declined} viene rifiutato, uno che termina con {pending} resta in sospeso (non vale per le carte).',
  'dropInPage.payTitle': 'Paghi {amount} per il suo ordine',

  'methodsPage.payTitle': 'Scelga come pagare',
  'methodsPage.legend': 'Metodo di pagamento',
  'methodsPage.popup': 'Apri la pagina di pagamento in una finestra pop-up senza lasciare questa pagina',
  'methodsPage.redirectHint': 'Lascerà questa pagina per pagare con {method} e poi tornerà qui.',
  'methodsPage.cancelled':
    'Ha annullato il pagamento con {method}. Non è stato addebitato nulla: scelga come pagare.',
  'methodsPage.cancelledAny': 'Ha annullato il pagamento. Non è stato addebitato nulla: scelga come pagare.',
  'methodsPage.declined': 'Il pagamento con {method} è stato rifiutato. Scelga un altro metodo di pagamento.',
  'methodsPage.declinedAny': 'Il pagamento è stato rifiutato. Scelga un altro metodo di pagamento.',
  'methodsPage.popupClosed':
    'La finestra di pagamento è stata chiusa prima che completasse il pagamento. Prema «Paga» per riaprirla.',
  'methodsPage.failed': 'Il pagamento non è riuscito. Riprovi o scelga un altro metodo di pagamento.',
  'methodsPage.success.detail': 'Il suo pagamento di {amount} è stato confermato.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Prelievo',
  'page.payout.summary':
    'Un prelievo verso un conto bancario in 145 paesi, con l’SDK importato come modulo ES.',
  'page.script-tag.title': 'Tag script',
  'page.script-tag.summary':
    'Lo stesso prelievo senza bundler: un <script> con il suo hash di integrità definisce window.Railkit.',
  'page.checkout.title': 'Pagamento con carta',
  'page.checkout.summary':
    'Un pagamento con carta con il modulo della carta in questa pagina, cifrato qui prima dell’invio.',
  'page.checkout-drop-in.title': 'Selettore di pagamento',
  'page.checkout-drop-in.summary':
    'Tutti i metodi di pagamento del paese del pagatore in un unico elemento: carte, addebiti diretti, reindirizzamenti e portafogli digitali.',
  'page.checkout-secure.title': 'Campi sicuri',
  'page.checkout-secure.summary':
    'Lo stesso pagamento con carta con il modulo nel frame della cassaforte: i dati della carta non toccano mai questa pagina.',
  'page.checkout-methods.title': 'Tutti i metodi',
  'page.checkout-methods.summary':
    'Pagamenti in sei paesi con tutti i metodi che la sandbox offre in ciascuno: addebiti diretti, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Cassa con tag script',
  'page.script-tag-checkout.summary':
    'Un pagamento con carta senza bundler: lo <script> della cassa definisce window.Railkit; 3-D Secure in una finestra di dialogo.',
  'page.react.title': 'App React',
  'page.react.summary':
    'Il pagamento al beneficiario e la scelta del metodo come componenti React (railkit/react), con un solo client per sessione.',
  'page.vue.title': 'App Vue',
  'page.vue.summary':
    'Il pagamento al beneficiario e la scelta del metodo come componenti Vue (railkit/vue), con un solo client per sessione.',
};
