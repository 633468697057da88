// @ts-check
/** European Portuguese texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const ptPT = {
  'shell.brand': 'Demonstração Railkit',
  'shell.pages': 'Páginas de demonstração',
  'shell.language': 'Idioma',

  'busy.stillWorking': 'Ainda a processar — não feche esta página.',
  'busy.starting': 'A preparar o formulário…',
  'busy.checking': 'A verificar os seus dados bancários…',
  'busy.payingOut': 'A enviar a sua transferência…',
  'busy.paying': 'A confirmar o pagamento com o seu banco…',

  'payout.title': 'Transferir o seu saldo',
  'payout.start.title': 'Dados da transferência',
  'payout.country': 'País da sua conta bancária',
  'payout.amount': 'Montante',
  'payout.amountHint':
    'Sandbox: um montante terminado em {fails} falha; um terminado em {pending} fica pendente.',
  'payout.formLanguage': 'Idioma do formulário',
  'payout.continue': 'Continuar',
  'payout.details.title': 'Para onde devemos enviar o dinheiro?',
  'payout.sample': 'Conta de exemplo do sandbox: {sample}',
  'payout.review': 'Rever transferência',
  'payout.confirm.title': 'Confirme a sua transferência',
  'payout.confirm.amount': 'Montante',
  'payout.confirm.to': 'Para',
  'payout.confirm.holder': 'Titular da conta',
  'payout.payOut': 'Transferir',
  'payout.edit': 'Alterar conta bancária',
  'payout.retryHint':
    '{error} Pode premir «Transferir» novamente: a transferência não será feita duas vezes.',
  'payout.group.iban': 'Países com IBAN',
  'payout.group.ibanTerritory': 'Territórios com IBAN (formato do país de soberania)',
  'payout.group.nationalIban': 'IBAN nacionais (fora do registo SWIFT)',
  'payout.group.rail': 'Dados bancários locais',

  'payout.success.title': 'Transferência enviada',
  'payout.success.detail': 'O montante de {amount} está a caminho de {account}.',
  'payout.success.next': 'Normalmente, o dinheiro chega no prazo de um dia útil.',
  'payout.failure.title': 'A transferência falhou',
  'payout.failure.detail':
    'O seu banco não conseguiu aceitar esta transferência. O seu saldo não foi alterado.',
  'payout.failure.next': 'Experimentar outra conta',
  'payout.pending.title': 'Transferência pendente',
  'payout.pending.detail': 'O seu banco ainda não confirmou a transferência de {amount}.',
  'payout.unknown.title': 'Não foi possível confirmar a sua transferência',
  'payout.unknown.detail':
    'A ligação foi interrompida antes de o seu banco responder. Não repita a transferência: nada será pago duas vezes.',
  'payout.again': 'Fazer outra transferência',

  'result.waiting': 'A aguardar a resposta do seu banco…',
  'result.emailLater': 'Pode fechar esta página: enviar-lhe-emos um e-mail quando o seu banco responder.',
  'result.stoppedWaiting':
    'O seu banco ainda não respondeu. Pode fechar esta página: enviar-lhe-emos o resultado por e-mail.',

  'checkout.title': 'Finalizar compra',
  'checkout.start.title': 'A sua encomenda',
  'checkout.amount': 'Montante',
  'checkout.customer': 'Referência de cliente',
  'checkout.customerHint': 'Os cartões guardados por este cliente são propostos na compra seguinte.',
  'checkout.continue': 'Continuar para o pagamento',
  'checkout.pay.title': 'Pagar com cartão',
  'checkout.accepted': 'Cartões aceites',
  'checkout.payWith': 'Pagar com',
  'checkout.newCard': 'Um cartão novo',
  'checkout.store': 'Guardar este cartão para a próxima vez',
  'checkout.testCards':
    'Cartões do sandbox: {approves} é aprovado, {declines} é recusado, {challenge} pede {threeDS}, {timeout} esgota o tempo limite.',
  'checkout.pay': 'Pagar {amount}',
  'checkout.retryHint': '{error} Pode premir «Pagar» novamente: não será cobrado duas vezes.',
  'checkout.cancelled':
    'Fechou a confirmação com o seu banco, por isso o pagamento não foi efetuado. Prima «Pagar» para tentar novamente.',
  'checkout.declined': 'O seu banco recusou o cartão. Experimente outro cartão.',
  'checkout.timeout': 'Não foi possível concluir o pagamento a tempo. Tente novamente.',
  'checkout.authFailed':
    'O seu banco não conseguiu confirmar o pagamento. Tente novamente ou utilize outro cartão.',
  'checkout.failed': 'O pagamento falhou. Tente novamente ou utilize outro cartão.',
  'checkout.startAgain': '{error} Recomece para pagar.',
  'checkout.success.title': 'Pagamento autorizado',
  'checkout.success.detail': 'O montante de {amount} está cativo no seu cartão.',
  'checkout.success.next': 'O montante será cobrado quando a sua encomenda for expedida.',
  'checkout.pending.title': 'Pagamento pendente',
  'checkout.pending.detail': 'O seu banco ainda não respondeu relativamente ao pagamento de {amount}.',
  'checkout.unknown.title': 'Não foi possível confirmar o seu pagamento',
  'checkout.unknown.detail':
    'A ligação foi interrompida antes de o seu banco responder. Não pague novamente: nada será cobrado duas vezes.',
  'checkout.again': 'Fazer outra compra',
  'checkout.checking': 'A verificar o seu pagamento…',

  'merchant.title': 'Vista do comerciante',
  'merchant.note':
    'O que o servidor do comerciante sabe pelas notificações assinadas. Os pagadores nunca veem este painel.',
  'merchant.order': 'Encomenda',
  'merchant.state': 'Estado reconciliado',
  'merchant.none': 'Ainda sem encomendas',
  'merchant.awaiting': 'A aguardar a notificação da plataforma…',
  'merchant.payoutState': '{status} (notificação {id}, assinatura verificada) · {time}',
  'merchant.paymentState': '{status} (notificação {action}, assinatura verificada) · {time}',
  'merchant.capture': 'Capturar',
  'merchant.cancel': 'Cancelar pagamento',
  'merchant.refund': 'Reembolsar',
  'merchant.authorized': 'Autorizado',
  'merchant.authorizeFailed': 'Autorização falhada',
  'merchant.captured': 'Capturado',
  'merchant.cancelled': 'Cancelado',
  'merchant.refunded': 'Reembolsado',
  'merchant.console': 'Abrir na consola do ambiente de testes',

  'dropInPage.country': 'País',
  'dropInPage.testHint':
    'Sandbox: um montante terminado em {declined} é recusado; um terminado em {pending} fica pendente (não se aplica a cartões).',
  'dropInPage.payTitle': 'Pague {amount} pela sua encomenda',

  'methodsPage.payTitle': 'Escolha como pretende pagar',
  'methodsPage.legend': 'Método de pagamento',
  'methodsPage.popup': 'Abrir a página de pagamento numa janela pop-up e permanecer nesta página',
  'methodsPage.redirectHint': 'Sairá desta página para pagar com {method} e, depois, regressará aqui.',
  'methodsPage.cancelled':
    'Cancelou o pagamento com {method}. Não foi cobrado qualquer valor: escolha como pretende pagar.',
  'methodsPage.cancelledAny':
    'Cancelou o pagamento. Não foi cobrado qualquer valor: escolha como pretende pagar.',
  'methodsPage.declined': 'O pagamento com {method} foi recusado. Escolha outra forma de pagamento.',
  'methodsPage.declinedAny': 'O pagamento foi recusado. Escolha outra forma de pagamento.',
  'methodsPage.popupClosed':
    'A janela de pagamento foi fechada antes de concluir. Prima «Pagar» para a abrir novamente.',
  'methodsPage.failed': 'O pagamento falhou. Tente novamente ou escolha outra forma de pagamento.',
  'methodsPage.success.detail': 'O seu pagamento de {amount} está confirmado.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Transferência',
  'page.payout.summary':
    'Uma transferência para uma conta bancária em 145 países, com o SDK importado como módulo ES.',
  'page.script-tag.title': 'Etiqueta script',
  'page.script-tag.summary':
    'A mesma transferência sem bundler: um único <script> com o respetivo hash de integridade define window.Railkit.',
  'page.checkout.title': 'Pagamento com cartão',
  'page.checkout.summary':
    'Um pagamento com cartão com o formulário nesta página, que cifra os dados aqui antes de os enviar.',
  'page.checkout-drop-in.title': 'Seleção de pagamento',
  'page.checkout-drop-in.summary':
    'Todos os métodos do país do pagador num só elemento: cartões, débitos bancários, redirecionamentos e carteiras digitais.',
  'page.checkout-secure.title': 'Campos seguros',
  'page.checkout-secure.summary':
    'O mesmo pagamento com cartão, com o formulário na moldura do cofre: os dados do cartão nunca passam por esta página.',
  'page.checkout-methods.title': 'Todos os métodos',
  'page.checkout-methods.summary':
    'Pagamento em seis países com todos os métodos que o sandbox aí oferece: débitos, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Checkout por etiqueta script',
  'page.script-tag-checkout.summary':
    'Um pagamento com cartão sem bundler: o <script> de checkout define window.Railkit; 3-D Secure numa caixa de diálogo.',
  'page.react.title': 'Aplicação React',
  'page.react.summary':
    'O pagamento ao beneficiário e o checkout com escolha de método como componentes React (railkit/react), com um cliente por sessão.',
  'page.vue.title': 'Aplicação Vue',
  'page.vue.summary':
    'O pagamento ao beneficiário e o checkout com escolha de método como componentes Vue (railkit/vue), com um cliente por sessão.',
};
