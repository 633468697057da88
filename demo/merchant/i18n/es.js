// @ts-check
/** Spanish (Spain) texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const es = {
  'shell.brand': 'Demo de Railkit',
  'shell.pages': 'Páginas de demostración',
  'shell.language': 'Idioma',

  'busy.stillWorking': 'Seguimos procesándolo: no cierre esta página.',
  'busy.starting': 'Preparando el formulario…',
  'busy.checking': 'Comprobando sus datos bancarios…',
  'busy.payingOut': 'Enviando su transferencia…',
  'busy.paying': 'Confirmando el pago con su banco…',

  'payout.title': 'Retirar su saldo',
  'payout.start.title': 'Datos de la transferencia',
  'payout.country': 'País de su cuenta bancaria',
  'payout.amount': 'Importe',
  'payout.amountHint':
    'Entorno de pruebas: un importe que termine en {fails} falla; uno que termine en {pending} queda pendiente.',
  'payout.formLanguage': 'Idioma del formulario',
  'payout.continue': 'Continuar',
  'payout.details.title': '¿Adónde le enviamos el dinero?',
  'payout.sample': 'Cuenta de ejemplo del entorno de pruebas: {sample}',
  'payout.review': 'Revisar la transferencia',
  'payout.confirm.title': 'Confirme la transferencia',
  'payout.confirm.amount': 'Importe',
  'payout.confirm.to': 'Destino',
  'payout.confirm.holder': 'Titular de la cuenta',
  'payout.payOut': 'Transferir',
  'payout.edit': 'Cambiar de cuenta bancaria',
  'payout.retryHint': '{error} Puede volver a pulsar «Transferir»: no se pagará dos veces.',
  'payout.group.iban': 'Países con IBAN',
  'payout.group.ibanTerritory': 'Territorios con IBAN (formato del país del que dependen)',
  'payout.group.nationalIban': 'IBAN nacionales (fuera del registro SWIFT)',
  'payout.group.rail': 'Datos bancarios locales',

  'payout.success.title': 'Transferencia enviada',
  'payout.success.detail': '{amount} ya va de camino a {account}.',
  'payout.success.next': 'Suele llegar en un día hábil.',
  'payout.failure.title': 'La transferencia ha fallado',
  'payout.failure.detail': 'Su banco no ha podido aceptar esta transferencia. Su saldo no ha cambiado.',
  'payout.failure.next': 'Probar con otra cuenta',
  'payout.pending.title': 'Transferencia pendiente',
  'payout.pending.detail': 'Su banco aún no ha confirmado la transferencia de {amount}.',
  'payout.unknown.title': 'No hemos podido confirmar su transferencia',
  'payout.unknown.detail':
    'La conexión se interrumpió antes de que su banco respondiera. No vuelva a transferir: no se pagará nada dos veces.',
  'payout.again': 'Hacer otra transferencia',

  'result.waiting': 'Esperando la respuesta de su banco…',
  'result.emailLater':
    'Puede cerrar esta página: le enviaremos un correo electrónico cuando su banco responda.',
  'result.stoppedWaiting':
    'Su banco aún no ha respondido. Puede cerrar esta página: le enviaremos el resultado por correo electrónico.',

  'checkout.title': 'Finalizar compra',
  'checkout.start.title': 'Su pedido',
  'checkout.amount': 'Importe',
  'checkout.customer': 'Referencia de cliente',
  'checkout.customerHint': 'Las tarjetas que guarde este cliente se le ofrecerán en su próxima compra.',
  'checkout.continue': 'Continuar al pago',
  'checkout.pay.title': 'Pagar con tarjeta',
  'checkout.accepted': 'Tarjetas aceptadas',
  'checkout.payWith': 'Pagar con',
  'checkout.newCard': 'Una tarjeta nueva',
  'checkout.store': 'Guardar esta tarjeta para la próxima vez',
  'checkout.testCards':
    'Tarjetas de prueba: {approves} se aprueba, {declines} se rechaza, {challenge} solicita {threeDS} y {timeout} agota el tiempo de espera.',
  'checkout.pay': 'Pagar {amount}',
  'checkout.retryHint': '{error} Puede volver a pulsar «Pagar»: no se le cobrará dos veces.',
  'checkout.cancelled':
    'Ha cerrado la confirmación con su banco, por lo que el pago no se ha realizado. Pulse «Pagar» para volver a intentarlo.',
  'checkout.declined': 'Su banco ha rechazado la tarjeta. Pruebe con otra tarjeta.',
  'checkout.timeout': 'No se ha podido completar el pago a tiempo. Vuelva a intentarlo.',
  'checkout.authFailed':
    'Su banco no ha podido confirmar el pago. Vuelva a intentarlo o utilice otra tarjeta.',
  'checkout.failed': 'El pago ha fallado. Vuelva a intentarlo o utilice otra tarjeta.',
  'checkout.startAgain': '{error} Vuelva a empezar para pagar.',
  'checkout.success.title': 'Pago autorizado',
  'checkout.success.detail': 'Se ha retenido un importe de {amount} en su tarjeta.',
  'checkout.success.next': 'Se lo cobraremos cuando se envíe su pedido.',
  'checkout.pending.title': 'Pago pendiente',
  'checkout.pending.detail': 'Su banco aún no ha respondido sobre el pago de {amount}.',
  'checkout.unknown.title': 'No hemos podido confirmar su pago',
  'checkout.unknown.detail':
    'La conexión se interrumpió antes de que su banco respondiera. No vuelva a pagar: no se le cobrará nada dos veces.',
  'checkout.again': 'Hacer otra compra',
  'checkout.checking': 'Comprobando su pago…',

  'merchant.title': 'Vista del comercio',
  'merchant.note':
    'Lo que el servidor del comercio sabe por las notificaciones firmadas. Los pagadores nunca ven este panel.',
  'merchant.order': 'Pedido',
  'merchant.state': 'Estado conciliado',
  'merchant.none': 'Aún no hay ningún pedido',
  'merchant.awaiting': 'Esperando la notificación de la plataforma…',
  'merchant.payoutState': '{status} (notificación {id}, firma verificada) · {time}',
  'merchant.paymentState': '{status} (notificación {action}, firma verificada) · {time}',
  'merchant.capture': 'Capturar',
  'merchant.cancel': 'Cancelar el pago',
  'merchant.refund': 'Reembolsar',
  'merchant.authorized': 'Autorizado',
  'merchant.authorizeFailed': 'Autorización fallida',
  'merchant.captured': 'Capturado',
  'merchant.cancelled': 'Cancelado',
  'merchant.refunded': 'Reembolsado',
  'merchant.console': 'Abrir en la consola del entorno de pruebas',

  'dropInPage.country': 'País',
  'dropInPage.testHint':
    'Entorno de pruebas: un importe que termine en {declined} se rechaza; uno que termine en {pending} queda pendiente (no se aplica a tarjetas).',
  'dropInPage.payTitle': 'Pague {amount} por su pedido',

  'methodsPage.payTitle': 'Elija cómo pagar',
  'methodsPage.legend': 'Forma de pago',
  'methodsPage.popup': 'Abrir la página de pago en una ventana emergente y permanecer en esta página',
  'methodsPage.redirectHint': 'Saldrá de esta página para pagar con {method} y, después, volverá aquí.',
  'methodsPage.cancelled':
    'Ha cancelado el pago con {method}. No se ha realizado ningún cargo: elija cómo pagar.',
  'methodsPage.cancelledAny': 'Ha cancelado el pago. No se ha realizado ningún cargo: elija cómo pagar.',
  'methodsPage.declined': 'Se ha rechazado el pago con {method}. Elija otra forma de pago.',
  'methodsPage.declinedAny': 'Se ha rechazado el pago. Elija otra forma de pago.',
  'methodsPage.popupClosed':
    'Se ha cerrado la ventana de pago antes de que terminara. Pulse «Pagar» para volver a abrirla.',
  'methodsPage.failed': 'El pago ha fallado. Vuelva a intentarlo o elija otra forma de pago.',
  'methodsPage.success.detail': 'Su pago de {amount} está confirmado.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Transferencia',
  'page.payout.summary':
    'Una transferencia a una cuenta bancaria en 145 países, con el SDK importado como módulo ES.',
  'page.script-tag.title': 'Etiqueta script',
  'page.script-tag.summary':
    'La misma transferencia sin empaquetador: un <script> con su hash de integridad define window.Railkit.',
  'page.checkout.title': 'Pago con tarjeta',
  'page.checkout.summary':
    'Un pago con tarjeta con el formulario de tarjeta en esta página, cifrado aquí antes de enviarse.',
  'page.checkout-drop-in.title': 'Selector de pago',
  'page.checkout-drop-in.summary':
    'Todas las formas de pago del país del pagador en un solo elemento: tarjetas, adeudos bancarios, redirecciones y monederos.',
  'page.checkout-secure.title': 'Campos seguros',
  'page.checkout-secure.summary':
    'El mismo pago con tarjeta con el formulario en el marco de la bóveda: los datos de la tarjeta nunca pasan por esta página.',
  'page.checkout-methods.title': 'Todas las formas de pago',
  'page.checkout-methods.summary':
    'Pago en seis países con todas las formas que ofrece allí el entorno de pruebas: adeudos, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Pago con etiqueta script',
  'page.script-tag-checkout.summary':
    'Un pago con tarjeta sin empaquetador: el <script> de pago define window.Railkit; 3-D Secure en un cuadro de diálogo.',
  'page.react.title': 'Aplicación con React',
  'page.react.summary':
    'El pago al beneficiario y el cobro con selector de métodos como componentes de React (railkit/react), con un cliente por sesión.',
  'page.vue.title': 'Aplicación con Vue',
  'page.vue.summary':
    'El pago al beneficiario y el cobro con selector de métodos como componentes de Vue (railkit/vue), con un cliente por sesión.',
};
