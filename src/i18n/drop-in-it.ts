import type { DropInMessages } from './drop-in-en';

/** Italian texts of the drop-in. */
export const dropInIt: DropInMessages = {
  'dropIn.legend': 'Metodo di pagamento',
  'dropIn.savedCard': 'Carta salvata: {card}',
  'dropIn.loading': 'Caricamento del modulo di pagamento…',
  'dropIn.pay': 'Paga {amount}',
  'dropIn.payWith': 'Paga {amount} con {method}',
  'dropIn.redirect.explanation':
    'Per confermare il pagamento di {amount} si aprirà {method}; al termine tornerà su questa pagina.',
  'dropIn.wallet.explanation':
    '{method} apre la propria schermata di pagamento per confermare il pagamento di {amount}.',
  'dropIn.busy': 'Elaborazione del pagamento in corso…',
  'dropIn.stillWorking': 'Elaborazione ancora in corso. La preghiamo di tenere aperta questa pagina.',
  'dropIn.result.success': 'Pagamento autorizzato. Grazie!',
  'dropIn.result.pending': 'Il pagamento è in fase di verifica. Le comunicheremo l’esito.',
  'dropIn.result.failed': 'Il pagamento è stato rifiutato. Riprovi o scelga un altro metodo di pagamento.',
  'dropIn.result.cancelled':
    'Il pagamento è stato annullato. Non è stato addebitato nulla; scelga un metodo di pagamento per riprovare.',
  'dropIn.result.cancelledMethod':
    'Ha annullato il pagamento con {method}. Non è stato addebitato nulla: scelga come pagare.',
  'dropIn.result.failedMethod':
    'Il pagamento con {method} è stato rifiutato. Scelga un altro metodo di pagamento.',
  'dropIn.checking': 'Verifica del pagamento in corso…',
  'dropIn.error.failed': 'Impossibile avviare il pagamento. Verifichi la connessione e riprovi.',
  'dropIn.method.card': 'Carta',
  'dropIn.method.sepaDirectDebit': 'Addebito diretto SEPA',
  'dropIn.method.ach': 'Addebito bancario ACH',
  'dropIn.method.genericRedirect': 'Home banking',
  'dropIn.savedMethod': '{method} salvato: {name}',
  'dropIn.save': 'Salva per i miei prossimi pagamenti',
  'dropIn.remove': 'Rimuovi {name}',
  'dropIn.remove.question':
    'Rimuovere {name} dai metodi di pagamento salvati? Puoi salvarlo di nuovo quando paghi.',
  'dropIn.remove.keep': 'Mantienilo',
  'dropIn.remove.confirm': 'Rimuovi',
  'dropIn.remove.busy': 'Rimozione di {name}…',
  'dropIn.remove.done': '{name} è stato rimosso dai metodi di pagamento salvati.',
  'dropIn.remove.failed': 'Impossibile rimuovere {name}: è ancora salvato. Riprova più tardi.',
};
