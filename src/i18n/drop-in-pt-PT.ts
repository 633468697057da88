import type { DropInMessages } from './drop-in-en';

/** European Portuguese texts of the drop-in. */
export const dropInPtPT: DropInMessages = {
  'dropIn.legend': 'Método de pagamento',
  'dropIn.savedCard': 'Cartão guardado: {card}',
  'dropIn.loading': 'A carregar o formulário de pagamento…',
  'dropIn.pay': 'Pagar {amount}',
  'dropIn.payWith': 'Pagar {amount} com {method}',
  'dropIn.redirect.explanation':
    'Será redirecionado para {method} para confirmar o pagamento de {amount} e, depois, regressará a esta página.',
  'dropIn.wallet.explanation':
    '{method} abre a sua janela de pagamento para confirmar o pagamento de {amount}.',
  'dropIn.busy': 'A processar o seu pagamento…',
  'dropIn.stillWorking': 'Ainda a processar. Mantenha esta página aberta.',
  'dropIn.result.success': 'Pagamento autorizado. Obrigado!',
  'dropIn.result.pending': 'O seu pagamento está a ser verificado. Será informado do resultado.',
  'dropIn.result.failed': 'O pagamento foi recusado. Tente novamente ou escolha outro método.',
  'dropIn.result.cancelled':
    'O pagamento foi cancelado. Não foi cobrado qualquer valor; escolha um método para tentar novamente.',
  'dropIn.result.cancelledMethod':
    'Cancelou o pagamento com {method}. Não foi cobrado qualquer valor: escolha como pretende pagar.',
  'dropIn.result.failedMethod': 'O pagamento com {method} foi recusado. Escolha outra forma de pagamento.',
  'dropIn.checking': 'A verificar o seu pagamento…',
  'dropIn.error.failed': 'Não foi possível iniciar o pagamento. Verifique a sua ligação e tente novamente.',
  'dropIn.method.card': 'Cartão',
  'dropIn.method.sepaDirectDebit': 'Débito direto SEPA',
  'dropIn.method.ach': 'Débito bancário ACH',
  'dropIn.method.genericRedirect': 'Banca online',
  'dropIn.savedMethod': '{method} guardado: {name}',
  'dropIn.save': 'Guardar para os meus próximos pagamentos',
  'dropIn.remove': 'Remover {name}',
  'dropIn.remove.question':
    'Remover {name} dos seus métodos de pagamento guardados? Pode guardá-lo novamente quando pagar.',
  'dropIn.remove.keep': 'Manter',
  'dropIn.remove.confirm': 'Remover',
  'dropIn.remove.busy': 'A remover {name}…',
  'dropIn.remove.done': '{name} foi removido dos seus métodos de pagamento guardados.',
  'dropIn.remove.failed':
    'Não foi possível remover {name}, que continua guardado. Tente novamente mais tarde.',
};
