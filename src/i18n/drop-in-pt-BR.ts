import type { DropInMessages } from './drop-in-en';

/** Brazilian Portuguese texts of the drop-in. */
export const dropInPtBR: DropInMessages = {
  'dropIn.legend': 'Forma de pagamento',
  'dropIn.savedCard': 'Cartão salvo: {card}',
  'dropIn.loading': 'Carregando o formulário de pagamento…',
  'dropIn.pay': 'Pagar {amount}',
  'dropIn.payWith': 'Pagar {amount} com {method}',
  'dropIn.redirect.explanation':
    'Você será direcionado para {method} para confirmar o pagamento de {amount} e depois voltará para esta página.',
  'dropIn.wallet.explanation': '{method} abrirá a tela de pagamento para confirmar o pagamento de {amount}.',
  'dropIn.busy': 'Processando seu pagamento…',
  'dropIn.stillWorking': 'Ainda estamos processando. Mantenha esta página aberta.',
  'dropIn.result.success': 'Pagamento autorizado. Obrigado!',
  'dropIn.result.pending': 'Seu pagamento está em análise. Você será avisado do resultado.',
  'dropIn.result.failed': 'O pagamento foi recusado. Tente novamente ou escolha outra forma de pagamento.',
  'dropIn.result.cancelled':
    'O pagamento foi cancelado. Nada foi cobrado; escolha uma forma de pagamento para tentar novamente.',
  'dropIn.result.cancelledMethod':
    'Você cancelou o pagamento com {method}. Nada foi cobrado: escolha como pagar.',
  'dropIn.result.failedMethod': 'O pagamento com {method} foi recusado. Escolha outra forma de pagamento.',
  'dropIn.checking': 'Verificando seu pagamento…',
  'dropIn.error.failed': 'Não foi possível iniciar o pagamento. Verifique sua conexão e tente novamente.',
  'dropIn.method.card': 'Cartão',
  'dropIn.method.sepaDirectDebit': 'Débito direto SEPA',
  'dropIn.method.ach': 'Débito bancário ACH',
  'dropIn.method.genericRedirect': 'Internet banking',
  'dropIn.savedMethod': '{method} salvo: {name}',
  'dropIn.save': 'Salvar para meus próximos pagamentos',
  'dropIn.remove': 'Remover {name}',
  'dropIn.remove.question':
    'Remover {name} das suas formas de pagamento salvas? Você pode salvá-lo novamente ao pagar.',
  'dropIn.remove.keep': 'Manter',
  'dropIn.remove.confirm': 'Remover',
  'dropIn.remove.busy': 'Removendo {name}…',
  'dropIn.remove.done': '{name} foi removido das suas formas de pagamento salvas.',
  'dropIn.remove.failed': 'Não foi possível remover {name}, que continua salvo. Tente novamente mais tarde.',
};
