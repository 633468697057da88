import type { DropInMessages } from './drop-in-en';

/** Spanish (Latin America) texts of the drop-in. */
export const dropInEs419: DropInMessages = {
  'dropIn.legend': 'Método de pago',
  'dropIn.savedCard': 'Tarjeta guardada: {card}',
  'dropIn.loading': 'Cargando el formulario de pago…',
  'dropIn.pay': 'Pagar {amount}',
  'dropIn.payWith': 'Pagar {amount} con {method}',
  'dropIn.redirect.explanation':
    'Irá a {method} para confirmar el pago de {amount} y luego regresará a esta página.',
  'dropIn.wallet.explanation': '{method} abrirá su ventana de pago para que confirme el pago de {amount}.',
  'dropIn.busy': 'Procesando su pago…',
  'dropIn.stillWorking': 'Todavía estamos procesando. Mantenga abierta esta página.',
  'dropIn.result.success': 'Pago autorizado. ¡Gracias!',
  'dropIn.result.pending': 'Estamos verificando su pago. Le informaremos el resultado.',
  'dropIn.result.failed': 'Se rechazó el pago. Vuelva a intentarlo o elija otro método de pago.',
  'dropIn.result.cancelled':
    'Se canceló el pago y no se realizó ningún cargo. Elija un método de pago para volver a intentarlo.',
  'dropIn.result.cancelledMethod':
    'Canceló el pago con {method}. No se realizó ningún cargo: elija cómo pagar.',
  'dropIn.result.failedMethod': 'Se rechazó el pago con {method}. Elija otro método de pago.',
  'dropIn.checking': 'Verificando su pago…',
  'dropIn.error.failed': 'No se pudo iniciar el pago. Verifique su conexión y vuelva a intentarlo.',
  'dropIn.method.card': 'Tarjeta',
  'dropIn.method.sepaDirectDebit': 'Débito directo SEPA',
  'dropIn.method.ach': 'Débito bancario ACH',
  'dropIn.method.genericRedirect': 'Banca en línea',
  'dropIn.savedMethod': '{method} guardado: {name}',
  'dropIn.save': 'Guardar para mis próximos pagos',
  'dropIn.remove': 'Eliminar {name}',
  'dropIn.remove.question':
    '¿Quieres eliminar {name} de tus medios de pago guardados? Puedes volver a guardarlo cuando pagues.',
  'dropIn.remove.keep': 'Conservarlo',
  'dropIn.remove.confirm': 'Eliminar',
  'dropIn.remove.busy': 'Eliminando {name}…',
  'dropIn.remove.done': '{name} se eliminó de tus medios de pago guardados.',
  'dropIn.remove.failed': 'No se pudo eliminar {name} y sigue guardado. Inténtalo más tarde.',
};
