// @ts-check
/** Catalan texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const ca = {
  'shell.brand': 'Demostració de Railkit',
  'shell.pages': 'Pàgines de la demostració',
  'shell.language': 'Llengua',

  'busy.stillWorking': 'Encara s’està processant: no tanqueu aquesta pàgina.',
  'busy.starting': 'S’està preparant el formulari…',
  'busy.checking': 'S’estan comprovant les vostres dades bancàries…',
  'busy.payingOut': 'S’està enviant la transferència…',
  'busy.paying': 'S’està confirmant el pagament amb el vostre banc…',

  'payout.title': 'Retireu el vostre saldo',
  'payout.start.title': 'Dades de la transferència',
  'payout.country': 'País del vostre compte bancari',
  'payout.amount': 'Import',
  'payout.amountHint':
    'Entorn de proves: un import acabat en {fails} falla, i un acabat en {pending} queda pendent.',
  'payout.formLanguage': 'Llengua del formulari',
  'payout.continue': 'Continua',
  'payout.details.title': 'On us enviem els diners?',
  'payout.sample': 'Compte d’exemple de l’entorn de proves: {sample}',
  'payout.review': 'Revisa la transferència',
  'payout.confirm.title': 'Confirmeu la transferència',
  'payout.confirm.amount': 'Import',
  'payout.confirm.to': 'Compte de destinació',
  'payout.confirm.holder': 'Titular del compte',
  'payout.payOut': 'Fes la transferència',
  'payout.edit': 'Canvia el compte bancari',
  'payout.retryHint': '{error} Podeu tornar a prémer «Fes la transferència»: no es pagarà dues vegades.',
  'payout.group.iban': 'Països amb IBAN',
  'payout.group.ibanTerritory': 'Territoris amb IBAN (format del país de què depenen)',
  'payout.group.nationalIban': 'IBAN nacionals (fora del registre SWIFT)',
  'payout.group.rail': 'Dades bancàries locals',

  'payout.success.title': 'Transferència enviada',
  'payout.success.detail': '{amount} és de camí cap a {account}.',
  'payout.success.next': 'Normalment arriba en un dia hàbil.',
  'payout.failure.title': 'La transferència ha fallat',
  'payout.failure.detail':
    'El vostre banc no ha pogut acceptar aquesta transferència. El saldo no ha canviat.',
  'payout.failure.next': 'Proveu un altre compte',
  'payout.pending.title': 'Transferència pendent',
  'payout.pending.detail': 'El vostre banc encara no ha confirmat la transferència de {amount}.',
  'payout.unknown.title': 'No hem pogut confirmar la transferència',
  'payout.unknown.detail':
    'La connexió s’ha interromput abans que respongués el vostre banc. No torneu a fer la transferència: no es pagarà res dues vegades.',
  'payout.again': 'Fes una altra transferència',

  'result.waiting': 'S’està esperant la resposta del vostre banc…',
  'result.emailLater':
    'Podeu tancar aquesta pàgina: us enviarem un correu electrònic quan el banc respongui.',
  'result.stoppedWaiting':
    'El vostre banc encara no ha respost. Podeu tancar aquesta pàgina: us enviarem el resultat per correu electrònic.',

  'checkout.title': 'Pagament',
  'checkout.start.title': 'La vostra comanda',
  'checkout.amount': 'Import',
  'checkout.customer': 'Referència del client',
  'checkout.customerHint': 'Les targetes que aquest client ha desat se li ofereixen en el pagament següent.',
  'checkout.continue': 'Continua cap al pagament',
  'checkout.pay.title': 'Pagament amb targeta',
  'checkout.accepted': 'Targetes acceptades',
  'checkout.payWith': 'Paga amb',
  'checkout.newCard': 'Una targeta nova',
  'checkout.store': 'Desa aquesta targeta per a la propera vegada',
  'checkout.testCards':
    'Targetes de l’entorn de proves: {approves} s’aprova, {declines} es rebutja, {challenge} demana {threeDS} i {timeout} esgota el temps.',
  'checkout.pay': 'Paga {amount}',
  'checkout.retryHint': '{error} Podeu tornar a prémer «Paga»: no es cobrarà dues vegades.',
  'checkout.cancelled':
    'Heu tancat la confirmació amb el vostre banc i, per tant, el pagament no s’ha fet. Premeu «Paga» per tornar-ho a provar.',
  'checkout.declined': 'El vostre banc ha rebutjat la targeta. Proveu-ne una altra.',
  'checkout.timeout': 'No s’ha pogut completar el pagament a temps. Torneu-ho a provar.',
  'checkout.authFailed':
    'El vostre banc no ha pogut confirmar el pagament. Torneu-ho a provar o feu servir una altra targeta.',
  'checkout.failed': 'El pagament ha fallat. Torneu-ho a provar o feu servir una altra targeta.',
  'checkout.startAgain': '{error} Torneu a començar per pagar.',
  'checkout.success.title': 'Pagament autoritzat',
  'checkout.success.detail': 'S’han reservat {amount} a la vostra targeta.',
  'checkout.success.next': 'El cobrarem quan enviem la comanda.',
  'checkout.pending.title': 'Pagament pendent',
  'checkout.pending.detail': 'El vostre banc encara no ha respost sobre el pagament de {amount}.',
  'checkout.unknown.title': 'No hem pogut confirmar el pagament',
  'checkout.unknown.detail':
    'La connexió s’ha interromput abans que respongués el vostre banc. No torneu a pagar: no es cobrarà res dues vegades.',
  'checkout.again': 'Fes un altre pagament',
  'checkout.checking': 'S’està comprovant el pagament…',

  'merchant.title': 'Vista del comerç',
  'merchant.note':
    'El que el servidor del comerç sap per les notificacions signades. Els pagadors no veuen mai aquest quadre.',
  'merchant.order': 'Comanda',
  'merchant.state': 'Estat conciliat',
  'merchant.none': 'Encara no hi ha cap comanda',
  'merchant.awaiting': 'S’està esperant la notificació de la plataforma…',
  'merchant.payoutState': '{status} (notificació {id}, signatura verificada) · {time}',
  'merchant.paymentState': '{status} (notificació {action}, signatura verificada) · {time}',
  'merchant.capture': 'Cobra',
  'merchant.cancel': 'Cancel·la el pagament',
  'merchant.refund': 'Reemborsa',
  'merchant.authorized': 'Autoritzat',
  'merchant.authorizeFailed': 'Autorització fallida',
  'merchant.captured': 'Cobrat',
  'merchant.cancelled': 'Cancel·lat',
  'merchant.refunded': 'Reemborsat',
  'merchant.console': 'Obre a la consola de l’entorn de proves',

  'dropInPage.country': 'País',
  'dropInPage.testHint':
    'Entorn de proves: un import acabat en {declined} es rebutja, i un acabat en {pending} queda pendent (no amb targetes).',
  'dropInPage.payTitle': 'Pagueu {amount} per la vostra comanda',

  'methodsPage.payTitle': 'Trieu com voleu pagar',
  'methodsPage.legend': 'Mètode de pagament',
  'methodsPage.popup': 'Obre la pàgina de pagament en una finestra emergent i queda’t en aquesta pàgina',
  'methodsPage.redirectHint': 'Sortireu d’aquesta pàgina per pagar amb {method} i després hi tornareu.',
  'methodsPage.cancelled':
    'Heu cancel·lat el pagament amb {method}. No s’ha cobrat res: trieu com voleu pagar.',
  'methodsPage.cancelledAny': 'Heu cancel·lat el pagament. No s’ha cobrat res: trieu com voleu pagar.',
  'methodsPage.declined': 'S’ha rebutjat el pagament amb {method}. Trieu una altra manera de pagar.',
  'methodsPage.declinedAny': 'S’ha rebutjat el pagament. Trieu una altra manera de pagar.',
  'methodsPage.popupClosed':
    'La finestra de pagament s’ha tancat abans que acabéssiu. Premeu «Paga» per tornar-la a obrir.',
  'methodsPage.failed': 'El pagament ha fallat. Torneu-ho a provar o trieu una altra manera de pagar.',
  'methodsPage.success.detail': 'S’ha confirmat el pagament de {amount}.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Transferència',
  'page.payout.summary':
    'Una transferència a un compte bancari de 145 països, amb l’SDK importat com a mòdul ES.',
  'page.script-tag.title': 'Etiqueta script',
  'page.script-tag.summary':
    'La mateixa transferència sense empaquetador: un <script> amb el resum d’integritat defineix window.Railkit.',
  'page.checkout.title': 'Pagament amb targeta',
  'page.checkout.summary':
    'Un pagament amb targeta amb el formulari a aquesta pàgina, xifrat aquí abans d’enviar-lo.',
  'page.checkout-drop-in.title': 'Selector de pagament',
  'page.checkout-drop-in.summary':
    'Tots els mètodes del país del pagador en un sol element: targetes, adeutaments bancaris, redireccions i moneders.',
  'page.checkout-secure.title': 'Camps segurs',
  'page.checkout-secure.summary':
    'El mateix pagament amb targeta amb el formulari al marc de la caixa forta: les dades de la targeta no passen mai per aquesta pàgina.',
  'page.checkout-methods.title': 'Tots els mètodes',
  'page.checkout-methods.summary':
    'Pagament en sis països amb tots els mètodes que hi ofereix l’entorn de proves: adeutaments, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Pagament amb etiqueta script',
  'page.script-tag-checkout.summary':
    'Un pagament amb targeta sense empaquetador: el <script> de pagament defineix window.Railkit; 3-D Secure en un diàleg.',
  'page.react.title': 'Aplicació React',
  'page.react.summary':
    'La transferència i el selector de pagament com a components React (railkit/react), amb un client per sessió.',
  'page.vue.title': 'Aplicació Vue',
  'page.vue.summary':
    'La transferència i el selector de pagament com a components Vue (railkit/vue), amb un client per sessió.',
};
