import type { CardMessages } from './card-en';

/** Brazilian Portuguese texts of the card form. */
export const cardPtBR: CardMessages = {
  'card.number.label': 'Número do cartão',
  'card.expiry.label': 'Validade',
  'card.expiry.placeholder': 'MM / AA',
  'card.securityCode.label': 'Código de segurança',
  'card.securityCode.storedLabel': 'Código de segurança do cartão {card}',
  'card.securityCode.hint': '{length} dígitos ({name})',
  'card.holderName.label': 'Nome impresso no cartão',
  'card.scheme.legend': 'Bandeira que você quer usar',
  'card.brand.detected': 'Cartão {brand}',
  'card.frame.title': 'Dados do cartão protegidos',
  'card.frame.unavailable':
    'Não foi possível carregar o formulário do cartão. Verifique sua conexão e recarregue a página.',
  'card.number.error.empty': 'Digite o número do cartão.',
  'card.number.error.characters': 'O número do cartão deve conter apenas números.',
  'card.number.error.incomplete': 'O número do cartão está incompleto.',
  'card.number.error.tooLong': 'O número do cartão é longo demais.',
  'card.number.error.checksum': 'Este número de cartão não é válido: confira se há erros de digitação.',
  'card.number.error.unknownBrand': 'Este tipo de cartão não foi reconhecido.',
  'card.number.error.notAccepted': 'Cartões {brand} não são aceitos aqui.',
  'card.expiry.error.empty': 'Digite a validade do cartão.',
  'card.expiry.error.format': 'Digite a validade no formato MM / AA.',
  'card.expiry.error.month': 'O mês deve estar entre 01 e 12.',
  'card.expiry.error.past': 'Este cartão está vencido.',
  'card.expiry.error.tooFar': 'Esta data de validade está muito distante no futuro.',
  'card.securityCode.error.empty': 'Digite o código de segurança.',
  'card.securityCode.error.characters': 'O código de segurança deve conter apenas números.',
  'card.securityCode.error.length': 'O código de segurança tem {length} dígitos.',
  'card.holderName.error.empty': 'Digite o nome impresso no cartão.',
};
