import type { CardMessages } from './card-en';

/** European Portuguese texts of the card form. */
export const cardPtPT: CardMessages = {
  'card.number.label': 'Número do cartão',
  'card.expiry.label': 'Data de validade',
  'card.expiry.placeholder': 'MM / AA',
  'card.securityCode.label': 'Código de segurança',
  'card.securityCode.storedLabel': 'Código de segurança do cartão {card}',
  'card.securityCode.hint': '{length} algarismos ({name})',
  'card.holderName.label': 'Nome no cartão',
  'card.scheme.legend': 'Rede do cartão a utilizar',
  'card.brand.detected': 'Cartão {brand}',
  'card.frame.title': 'Dados do cartão protegidos',
  'card.frame.unavailable':
    'Não foi possível carregar o formulário do cartão. Verifique a sua ligação e recarregue a página.',
  'card.number.error.empty': 'Introduza o número do cartão.',
  'card.number.error.characters': 'O número do cartão só pode ter algarismos.',
  'card.number.error.incomplete': 'O número do cartão está incompleto.',
  'card.number.error.tooLong': 'O número do cartão é demasiado longo.',
  'card.number.error.checksum': 'Este número de cartão não é válido: verifique se não tem erros de escrita.',
  'card.number.error.unknownBrand': 'Este tipo de cartão não é reconhecido.',
  'card.number.error.notAccepted': 'Os cartões {brand} não são aceites aqui.',
  'card.expiry.error.empty': 'Introduza a data de validade.',
  'card.expiry.error.format': 'Introduza a data de validade no formato MM / AA.',
  'card.expiry.error.month': 'O mês tem de estar entre 01 e 12.',
  'card.expiry.error.past': 'Este cartão expirou.',
  'card.expiry.error.tooFar': 'Esta data de validade está demasiado distante no futuro.',
  'card.securityCode.error.empty': 'Introduza o código de segurança.',
  'card.securityCode.error.characters': 'O código de segurança só pode ter algarismos.',
  'card.securityCode.error.length': 'O código de segurança tem {length} algarismos.',
  'card.holderName.error.empty': 'Introduza o nome que consta no cartão.',
};
