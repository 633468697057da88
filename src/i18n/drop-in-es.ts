import type { DropInMessages } from './drop-in-en';

/** Spanish (Spain) texts of the drop-in. */
export const dropInEs: DropInMessages = {
  'dropIn.legend': 'Forma de pago',
  'dropIn.savedCard': 'Tarjeta guardada: {card}',
  'dropIn.loading': 'Cargando el formulario de pago…',
  'dropIn.pay': 'Pagar {amount}',
  'dropIn.payWith': 'Pagar {amount} con {method}',
  'dropIn.redirect.explanation':
    'Irá a {method} para confirmar el pago de {amount} y, después, volverá a esta página.',
  'dropIn.wallet.explanation': '{method} abrirá su ventana de pago para confirmar el pago de {amount}.',
  'dropIn.busy': 'Procesando su pago…',
  'dropIn.stillWorking': 'Seguimos procesándolo. No cierre esta página.',
  'dropIn.result.success': 'Pago autorizado. ¡Gracias!',
  'dropIn.result.pending': 'Estamos comprobando su pago. Le informaremos del resultado.',
  'dropIn.result.failed': 'Se ha rechazado el pago. Inténtelo de nuevo o elija otra forma de pago.',
  'dropIn.result.cancelled':
    'Se ha cancelado el pago y no se ha realizado ningún cargo. Elija una forma de pago para volver a intentarlo.',
  'dropIn.result.cancelledMethod':
    'Ha cancelado el pago con {method}. No se ha realizado ningún cargo: elija cómo pagar.',
  'dropIn.result.failedMethod': 'Se ha rechazado el pago con {method}. Elija otra forma de pago.',
  'dropIn.checking': 'Comprobando su pago…',
  'dropIn.error.failed': 'No se ha podido iniciar el pago. Compruebe su conexión e inténtelo de nuevo.',
  'dropIn.method.card': 'Tarjeta',
  'dropIn.method.sepaDirectDebit': 'Adeudo directo SEPA',
  'dropIn.method.ach': 'Adeudo bancario ACH',
  'dropIn.method.genericRedirect': 'Banca online',
  'dropIn.savedMethod': '{method} guardado: {name}',
  'dropIn.save': 'Guardar para mis próximos pagos',
  'dropIn.remove': 'Eliminar {name}',
  'dropIn.remove.question':
    '¿Quieres eliminar {name} de tus métodos de pago guardados? Puedes volver a guardarlo cuando pagues.',
  'dropIn.remove.keep': 'Conservarlo',
  'dropIn.remove.confirm': 'Eliminar',
  'dropIn.remove.busy': 'Eliminando {name}…',
  'dropIn.remove.done': '{name} se ha eliminado de tus métodos de pago guardados.',
  'dropIn.remove.failed': 'No se ha podido eliminar {name} y sigue guardado. Inténtalo más tarde.',
};
