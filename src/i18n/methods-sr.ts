import type { MethodTexts } from './methods-en';

/** Serbian (Cyrillic) texts of the checkout methods' fields (see methods-en.ts). */
export const methodsSr: MethodTexts = {
  'field.account.holderName.label': 'Име власника рачуна',
  'field.account.holderName.error.required': 'Унесите име власника рачуна.',
  'field.mandate.accepted.label': 'Прихватам овлашћење за SEPA директно задужење',
  'field.mandate.accepted.description':
    'Прихватањем овог овлашћења овлашћујете трговца и Railkit Sandbox Payments да вашој банци шаљу налоге за ' +
    'задужење вашег рачуна, а вашу банку да задужује ваш рачун у складу с тим налозима. Имате право на повраћај ' +
    'средстава од своје банке под условима уговора који сте с њом закључили; захтев за повраћај морате поднети ' +
    'у року од 8 недеља од датума задужења вашег рачуна.',
  'field.mandate.accepted.error.required': 'Прихватите овлашћење да бисте платили директним задужењем.',
  'field.mandate.accepted.error.const': 'Прихватите овлашћење да бисте платили директним задужењем.',
  'field.payer.name.label': 'Име и презиме',
  'field.payer.name.error.required': 'Унесите име и презиме.',
  'field.payer.cpf.label': 'CPF број',
  'field.payer.cpf.error.cpf': 'Овај CPF није исправан: проверите последње две цифре.',
  'field.payer.taxId.label': 'CPF или CNPJ',
  'field.payer.taxId.error.required': 'Унесите CPF или CNPJ.',
  'field.payer.taxId.error.pattern': 'CPF има 11 цифара, а CNPJ 14.',
  'field.payer.taxId.error.minLength': 'CPF има 11 цифара, а CNPJ 14.',
  'field.payer.taxId.error.maxLength': 'CPF има 11 цифара, а CNPJ 14.',
  'field.payer.taxId.error.cpfCnpj': 'Овај CPF или CNPJ није исправан: проверите последње две цифре.',
  'field.vpa.label': 'UPI идентификатор',
  'field.vpa.description': 'Ваша виртуелна адреса за плаћање, на пример name@bank.',
  'field.vpa.error.required': 'Унесите свој UPI идентификатор.',
  'field.vpa.error.pattern': 'UPI идентификатор има облик name@bank.',
  'field.address.street.label': 'Улица и број',
  'field.address.city.label': 'Град',
  'field.address.state.label': 'Савезна држава',
  'field.address.state.error.pattern': 'Унесите двословну ознаку савезне државе, нпр. SP.',
  'field.address.postalCode.label': 'CEP (поштански број)',
};
