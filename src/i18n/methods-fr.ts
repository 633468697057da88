import type { MethodTexts } from './methods-en';

/** French texts of the checkout methods' fields (see methods-en.ts). */
export const methodsFr: MethodTexts = {
  'field.account.holderName.label': 'Nom du titulaire du compte',
  'field.account.holderName.error.required': 'Saisissez le nom du titulaire du compte.',
  'field.mandate.accepted.label': 'J’accepte le mandat de prélèvement SEPA',
  'field.mandate.accepted.description':
    'En acceptant ce mandat, vous autorisez le commerçant et Railkit Sandbox Payments à envoyer des instructions ' +
    'à votre banque pour débiter votre compte, et votre banque à débiter votre compte conformément à ces ' +
    'instructions. Vous bénéficiez du droit d’être remboursé par votre banque selon les conditions décrites dans ' +
    'la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les ' +
    '8 semaines suivant la date de débit de votre compte.',
  'field.mandate.accepted.error.required': 'Acceptez le mandat pour payer par prélèvement.',
  'field.mandate.accepted.error.const': 'Acceptez le mandat pour payer par prélèvement.',
  'field.payer.name.label': 'Nom complet',
  'field.payer.name.error.required': 'Saisissez le nom complet.',
  'field.payer.cpf.label': 'Numéro CPF',
  'field.payer.cpf.error.cpf': 'Ce CPF n’est pas valide : vérifiez ses deux derniers chiffres.',
  'field.payer.taxId.label': 'CPF ou CNPJ',
  'field.payer.taxId.error.required': 'Saisissez le CPF ou le CNPJ.',
  'field.payer.taxId.error.pattern': 'Un CPF comporte 11 chiffres, un CNPJ 14.',
  'field.payer.taxId.error.minLength': 'Un CPF comporte 11 chiffres, un CNPJ 14.',
  'field.payer.taxId.error.maxLength': 'Un CPF comporte 11 chiffres, un CNPJ 14.',
  'field.payer.taxId.error.cpfCnpj': 'Ce CPF ou CNPJ n’est pas valide : vérifiez ses deux derniers chiffres.',
  'field.vpa.label': 'Identifiant UPI',
  'field.vpa.description': 'Votre adresse de paiement virtuelle, par exemple nom@banque.',
  'field.vpa.error.required': 'Saisissez votre identifiant UPI.',
  'field.vpa.error.pattern': 'Un identifiant UPI se présente sous la forme nom@banque.',
  'field.address.street.label': 'Numéro et nom de rue',
  'field.address.city.label': 'Ville',
  'field.address.state.label': 'État',
  'field.address.state.error.pattern': 'Saisissez le code de l’État à deux lettres, par ex. SP.',
  'field.address.postalCode.label': 'CEP (code postal)',
};
