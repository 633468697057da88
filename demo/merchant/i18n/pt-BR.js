// @ts-check
/** Brazilian Portuguese texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const ptBR = {
  'shell.brand': 'Demonstração da Railkit',
  'shell.pages': 'Páginas de demonstração',
  'shell.language': 'Idioma',

  'busy.stillWorking': 'Ainda estamos processando — não feche esta página.',
  'busy.starting': 'Preparando o formulário…',
  'busy.checking': 'Verificando seus dados bancários…',
  'busy.payingOut': 'Enviando seu saque…',
  'busy.paying': 'Confirmando o pagamento com seu banco…',

  'payout.title': 'Sacar seu saldo',
  'payout.start.title': 'Dados do saque',
  'payout.country': 'País da sua conta bancária',
  'payout.amount': 'Valor',
  'payout.amountHint': 'Sandbox: um valor terminado em {fails} falha; terminado em {pending}, fica pendente.',
  'payout.formLanguage': 'Idioma do formulário',
  'payout.continue': 'Continuar',
  'payout.details.title': 'Para onde devemos enviar o dinheiro?',
  'payout.sample': 'Conta de exemplo do sandbox: {sample}',
  'payout.review': 'Revisar saque',
  'payout.confirm.title': 'Confirme seu saque',
  'payout.confirm.amount': 'Valor',
  'payout.confirm.to': 'Para',
  'payout.confirm.holder': 'Titular da conta',
  'payout.payOut': 'Sacar',
  'payout.edit': 'Alterar conta bancária',
  'payout.retryHint': '{error} Você pode clicar em “Sacar” novamente: o saque não será feito duas vezes.',
  'payout.group.iban': 'Países com IBAN',
  'payout.group.ibanTerritory': 'Territórios com IBAN (formato do país soberano)',
  'payout.group.nationalIban': 'IBANs nacionais (fora do registro SWIFT)',
  'payout.group.rail': 'Dados bancários locais',

  'payout.success.title': 'Saque enviado',
  'payout.success.detail': '{amount} está a caminho de {account}.',
  'payout.success.next': 'Normalmente o dinheiro chega em até um dia útil.',
  'payout.failure.title': 'Falha no saque',
  'payout.failure.detail': 'Seu banco não pôde aceitar este saque. Seu saldo não foi alterado.',
  'payout.failure.next': 'Tentar outra conta',
  'payout.pending.title': 'Saque pendente',
  'payout.pending.detail': 'Seu banco ainda não confirmou o saque de {amount}.',
  'payout.unknown.title': 'Não conseguimos confirmar seu saque',
  'payout.unknown.detail':
    'A conexão caiu antes de o seu banco responder. Não faça o saque novamente: nada será pago em duplicidade.',
  'payout.again': 'Fazer outro saque',

  'result.waiting': 'Aguardando a resposta do seu banco…',
  'result.emailLater': 'Você pode fechar esta página: enviaremos um e-mail quando seu banco responder.',
  'result.stoppedWaiting':
    'Seu banco ainda não respondeu. Você pode fechar esta página: enviaremos o resultado por e-mail.',

  'checkout.title': 'Finalizar compra',
  'checkout.start.title': 'Seu pedido',
  'checkout.amount': 'Valor',
  'checkout.customer': 'Referência do cliente',
  'checkout.customerHint': 'Os cartões salvos por este cliente serão oferecidos na próxima compra.',
  'checkout.continue': 'Continuar para o pagamento',
  'checkout.pay.title': 'Pagar com cartão',
  'checkout.accepted': 'Cartões aceitos',
  'checkout.payWith': 'Pagar com',
  'checkout.newCard': 'Um novo cartão',
  'checkout.store': 'Salvar este cartão para a próxima compra',
  'checkout.testCards':
    'Cartões do sandbox: {approves} é aprovado, {declines} é recusado, {challenge} pede {threeDS}, {timeout} excede o tempo limite.',
  'checkout.pay': 'Pagar {amount}',
  'checkout.retryHint':
    '{error} Você pode clicar em “Pagar” novamente: a cobrança não será feita duas vezes.',
  'checkout.cancelled':
    'Você fechou a confirmação com seu banco, então o pagamento não foi concluído. Clique em “Pagar” para tentar novamente.',
  'checkout.declined': 'Seu banco recusou o cartão. Tente outro cartão.',
  'checkout.timeout': 'Não foi possível concluir o pagamento a tempo. Tente novamente.',
  'checkout.authFailed':
    'Seu banco não conseguiu confirmar o pagamento. Tente novamente ou use outro cartão.',
  'checkout.failed': 'O pagamento não foi concluído. Tente novamente ou use outro cartão.',
  'checkout.startAgain': '{error} Comece de novo para pagar.',
  'checkout.success.title': 'Pagamento autorizado',
  'checkout.success.detail': 'O valor de {amount} está reservado no seu cartão.',
  'checkout.success.next': 'A cobrança será feita quando seu pedido for enviado.',
  'checkout.pending.title': 'Pagamento pendente',
  'checkout.pending.detail': 'Seu banco ainda não respondeu sobre o pagamento de {amount}.',
  'checkout.unknown.title': 'Não conseguimos confirmar seu pagamento',
  'checkout.unknown.detail':
    'A conexão caiu antes de o seu banco responder. Não pague novamente: nada será cobrado em duplicidade.',
  'checkout.again': 'Fazer outra compra',
  'checkout.checking': 'Verificando seu pagamento…',

  'merchant.title': 'Visão do lojista',
  'merchant.note':
    'O que o servidor do lojista sabe pelas notificações assinadas. Os pagadores nunca veem este painel.',
  'merchant.order': 'Pedido',
  'merchant.state': 'Status conciliado',
  'merchant.none': 'Nenhum pedido ainda',
  'merchant.awaiting': 'Aguardando a notificação da plataforma…',
  'merchant.payoutState': '{status} (notificação {id}, assinatura verificada) · {time}',
  'merchant.paymentState': '{status} (notificação {action}, assinatura verificada) · {time}',
  'merchant.capture': 'Capturar',
  'merchant.cancel': 'Cancelar pagamento',
  'merchant.refund': 'Reembolsar',
  'merchant.authorized': 'Autorizado',
  'merchant.authorizeFailed': 'Falha na autorização',
  'merchant.captured': 'Capturado',
  'merchant.cancelled': 'Cancelado',
  'merchant.refunded': 'Reembolsado',
  'merchant.console': 'Abrir no console do sandbox',

  'dropInPage.country': 'País',
  'dropInPage.testHint':
    'Sandbox: um valor terminado em {declined} é recusado; terminado em {pending}, fica pendente (não vale para cartões).',
  'dropInPage.payTitle': 'Pague {amount} pelo seu pedido',

  'methodsPage.payTitle': 'Escolha como pagar',
  'methodsPage.legend': 'Forma de pagamento',
  'methodsPage.popup': 'Abrir a página de pagamento em uma janela pop-up e continuar nesta página',
  'methodsPage.redirectHint': 'Você sairá desta página para pagar com {method} e depois voltará para cá.',
  'methodsPage.cancelled': 'Você cancelou o pagamento com {method}. Nada foi cobrado: escolha como pagar.',
  'methodsPage.cancelledAny': 'Você cancelou o pagamento. Nada foi cobrado: escolha como pagar.',
  'methodsPage.declined': 'O pagamento com {method} foi recusado. Escolha outra forma de pagamento.',
  'methodsPage.declinedAny': 'O pagamento foi recusado. Escolha outra forma de pagamento.',
  'methodsPage.popupClosed':
    'A janela de pagamento foi fechada antes de você concluir. Clique em “Pagar” para abri-la novamente.',
  'methodsPage.failed': 'O pagamento não foi concluído. Tente novamente ou escolha outra forma de pagamento.',
  'methodsPage.success.detail': 'Seu pagamento de {amount} foi confirmado.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Saque',
  'page.payout.summary':
    'Um saque para uma conta bancária em 145 países, com o SDK importado como módulo ES.',
  'page.script-tag.title': 'Tag script',
  'page.script-tag.summary':
    'O mesmo saque sem bundler: um único <script> com seu hash de integridade define window.Railkit.',
  'page.checkout.title': 'Pagamento com cartão',
  'page.checkout.summary':
    'Um pagamento com cartão com o formulário nesta página, que criptografa os dados aqui antes do envio.',
  'page.checkout-drop-in.title': 'Seleção de pagamento',
  'page.checkout-drop-in.summary':
    'Todas as formas de pagamento do país do pagador em um só elemento: cartões, débitos bancários, redirecionamentos e carteiras digitais.',
  'page.checkout-secure.title': 'Campos seguros',
  'page.checkout-secure.summary':
    'O mesmo pagamento com cartão, com o formulário no frame do cofre: os dados do cartão nunca passam por esta página.',
  'page.checkout-methods.title': 'Todas as formas',
  'page.checkout-methods.summary':
    'Pagamento em seis países com todas as formas que o sandbox oferece lá: débitos, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Checkout via tag script',
  'page.script-tag-checkout.summary':
    'Um pagamento com cartão sem bundler: o <script> do checkout define window.Railkit; 3-D Secure em uma caixa de diálogo.',
  'page.react.title': 'App em React',
  'page.react.summary':
    'O repasse e o checkout com escolha de método como componentes React (railkit/react), com um cliente por sessão.',
  'page.vue.title': 'App em Vue',
  'page.vue.summary':
    'O repasse e o checkout com escolha de método como componentes Vue (railkit/vue), com um cliente por sessão.',
};
