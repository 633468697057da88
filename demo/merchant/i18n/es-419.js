// @ts-check
/** Spanish (Latin America) texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const es419 = {
  'shell.brand': 'Demo de Railkit',
  'shell.pages': 'Páginas de demostración',
  'shell.language': 'Idioma',

  'busy.stillWorking': 'Todavía estamos procesando: no cierre esta página.',
  'busy.starting': 'Preparando el formulario…',
  'busy.checking': 'Verificando sus datos bancarios…',
  'busy.payingOut': 'Enviando su retiro…',
  'busy.paying': 'Confirmando el pago con su banco…',

  'payout.title': 'Retirar su saldo',
  'payout.start.title': 'Datos del retiro',
  'payout.country': 'País de su cuenta bancaria',
  'payout.amount': 'Monto',
  'payout.amountHint':
    'Entorno de pruebas: un monto que termina en {fails} falla; uno que termina en {pending} queda pendiente.',
  'payout.formLanguage': 'Idioma del formulario',
  'payout.continue': 'Continuar',
  'payout.details.title': '¿A dónde le enviamos el dinero?',
  'payout.sample': 'Cuenta de ejemplo del entorno de pruebas: {sample}',
  'payout.review': 'Revisar el retiro',
  'payout.confirm.title': 'Confirme su retiro',
  'payout.confirm.amount': 'Monto',
  'payout.confirm.to': 'Destino',
  'payout.confirm.holder': 'Titular de la cuenta',
  'payout.payOut': 'Retirar',
  'payout.edit': 'Cambiar la cuenta bancaria',
  'payout.retryHint': '{error} Puede volver a presionar “Retirar”: no se pagará dos veces.',
  'payout.group.iban': 'Países con IBAN',
  'payout.group.ibanTerritory': 'Territorios con IBAN (formato del país del que dependen)',
  'payout.group.nationalIban': 'IBAN nacionales (fuera del registro SWIFT)',
  'payout.group.rail': 'Datos bancarios locales',

  'payout.success.title': 'Retiro enviado',
  'payout.success.detail': '{amount} va en camino a {account}.',
  'payout.success.next': 'Suele llegar en un día hábil.',
  'payout.failure.title': 'No se pudo realizar el retiro',
  'payout.failure.detail': 'Su banco no pudo aceptar este retiro. Su saldo no cambió.',
  'payout.failure.next': 'Probar con otra cuenta',
  'payout.pending.title': 'Retiro pendiente',
  'payout.pending.detail': 'Su banco todavía no confirmó el retiro de {amount}.',
  'payout.unknown.title': 'No pudimos confirmar su retiro',
  'payout.unknown.detail':
    'La conexión se interrumpió antes de que su banco respondiera. No vuelva a retirar: no se pagará nada dos veces.',
  'payout.again': 'Hacer otro retiro',

  'result.waiting': 'Esperando la respuesta de su banco…',
  'result.emailLater':
    'Puede cerrar esta página: le enviaremos un correo electrónico cuando su banco responda.',
  'result.stoppedWaiting':
    'Su banco todavía no respondió. Puede cerrar esta página: le enviaremos el resultado por correo electrónico.',

  'checkout.title': 'Finalizar compra',
  'checkout.start.title': 'Su pedido',
  'checkout.amount': 'Monto',
  'checkout.customer': 'Referencia del cliente',
  'checkout.customerHint': 'Las tarjetas que guarde este cliente se ofrecerán en su próxima compra.',
  'checkout.continue': 'Continuar al pago',
  'checkout.pay.title': 'Pagar con tarjeta',
  'checkout.accepted': 'Tarjetas aceptadas',
  'checkout.payWith': 'Pagar con',
  'checkout.newCard': 'Una tarjeta nueva',
  'checkout.store': 'Guardar esta tarjeta para la próxima vez',
  'checkout.testCards':
    'Tarjetas de prueba: {approves} se aprueba, {declines} se rechaza, {challenge} solicita {threeDS} y {timeout} agota el tiempo de espera.',
  'checkout.pay': 'Pagar {amount}',
  'checkout.retryHint': '{error} Puede volver a presionar “Pagar”: no se le cobrará dos veces.',
  'checkout.cancelled':
    'Cerró la confirmación con su banco, así que el pago no se realizó. Presione “Pagar” para volver a intentarlo.',
  'checkout.declined': 'Su banco rechazó la tarjeta. Pruebe con otra tarjeta.',
  'checkout.timeout': 'No se pudo completar el pago a tiempo. Vuelva a intentarlo.',
  'checkout.authFailed': 'Su banco no pudo confirmar el pago. Vuelva a intentarlo o use otra tarjeta.',
  'checkout.failed': 'No se pudo realizar el pago. Vuelva a intentarlo o use otra tarjeta.',
  'checkout.startAgain': '{error} Vuelva a empezar para pagar.',
  'checkout.success.title': 'Pago autorizado',
  'checkout.success.detail': 'Se reservó un monto de {amount} en su tarjeta.',
  'checkout.success.next': 'Lo cobraremos cuando se envíe su pedido.',
  'checkout.pending.title': 'Pago pendiente',
  'checkout.pending.detail': 'Su banco todavía no respondió sobre el pago de {amount}.',
  'checkout.unknown.title': 'No pudimos confirmar su pago',
  'checkout.unknown.detail':
    'La conexión se interrumpió antes de que su banco respondiera. No vuelva a pagar: no se le cobrará nada dos veces.',
  'checkout.again': 'Hacer otra compra',
  'checkout.checking': 'Verificando su pago…',

  'merchant.title': 'Vista del comercio',
  'merchant.note':
    'Lo que el servidor del comercio sabe por las notificaciones firmadas. Los pagadores nunca ven este panel.',
  'merchant.order': 'Pedido',
  'merchant.state': 'Estado conciliado',
  'merchant.none': 'Todavía no hay pedidos',
  'merchant.awaiting': 'Esperando la notificación de la plataforma…',
  'merchant.payoutState': '{status} (notificación {id}, firma verificada) · {time}',
  'merchant.paymentState': '{status} (notificación {action}, firma verificada) · {time}',
  'merchant.capture': 'Capturar',
  'merchant.cancel': 'Cancelar el pago',
  'merchant.refund': 'Reembolsar',
  'merchant.authorized': 'Autorizado',
  'merchant.authorizeFailed': 'Falló la autorización',
  'merchant.captured': 'Capturado',
  'merchant.cancelled': 'Cancelado',
  'merchant.refunded': 'Reembolsado',
  'merchant.console': 'Abrir en la consola del entorno de pruebas',

  'dropInPage.country': 'País',
  'dropInPage.testHint':
    'Entorno de pruebas: un monto que termina en {declined} se rechaza; uno que termina en {pending} queda pendiente (no aplica a tarjetas).',
  'dropInPage.payTitle': 'Pague {amount} por su pedido',

  'methodsPage.payTitle': 'Elija cómo pagar',
  'methodsPage.legend': 'Método de pago',
  'methodsPage.popup': 'Abrir la página de pago en una ventana emergente y permanecer en esta página',
  'methodsPage.redirectHint': 'Saldrá de esta página para pagar con {method} y luego regresará aquí.',
  'methodsPage.cancelled': 'Canceló el pago con {method}. No se realizó ningún cargo: elija cómo pagar.',
  'methodsPage.cancelledAny': 'Canceló el pago. No se realizó ningún cargo: elija cómo pagar.',
  'methodsPage.declined': 'Se rechazó el pago con {method}. Elija otro método de pago.',
  'methodsPage.declinedAny': 'Se rechazó el pago. Elija otro método de pago.',
  'methodsPage.popupClosed':
    'La ventana de pago se cerró antes de que terminara. Presione “Pagar” para volver a abrirla.',
  'methodsPage.failed': 'No se pudo realizar el pago. Vuelva a intentarlo o elija otro método de pago.',
  'methodsPage.success.detail': 'Su pago de {amount} está confirmado.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Retiro',
  'page.payout.summary':
    'Un retiro a una cuenta bancaria en 145 países, con el SDK importado como módulo ES.',
  'page.script-tag.title': 'Etiqueta script',
  'page.script-tag.summary':
    'El mismo retiro sin empaquetador: un <script> con su hash de integridad define window.Railkit.',
  'page.checkout.title': 'Pago con tarjeta',
  'page.checkout.summary':
    'Un pago con tarjeta con el formulario de tarjeta en esta página, que se cifra aquí antes de enviarse.',
  'page.checkout-drop-in.title': 'Selector de pago',
  'page.checkout-drop-in.summary':
    'Todos los métodos de pago del país del pagador en un solo elemento: tarjetas, débitos bancarios, redirecciones y billeteras.',
  'page.checkout-secure.title': 'Campos seguros',
  'page.checkout-secure.summary':
    'El mismo pago con tarjeta con el formulario en el marco de la bóveda: los datos de la tarjeta nunca pasan por esta página.',
  'page.checkout-methods.title': 'Todos los métodos',
  'page.checkout-methods.summary':
    'Pago en seis países con todos los métodos que ofrece allí el entorno de pruebas: débitos, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Pago con etiqueta script',
  'page.script-tag-checkout.summary':
    'Un pago con tarjeta sin empaquetador: el <script> de pago define window.Railkit; 3-D Secure en un cuadro de diálogo.',
  'page.react.title': 'App con React',
  'page.react.summary':
    'El pago al beneficiario y el cobro con selector de métodos como componentes de React (railkit/react), con un cliente por sesión.',
  'page.vue.title': 'App con Vue',
  'page.vue.summary':
    'El pago al beneficiario y el cobro con selector de métodos como componentes de Vue (railkit/vue), con un cliente por sesión.',
};
