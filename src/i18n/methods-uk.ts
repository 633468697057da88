import type { MethodTexts } from './methods-en';

/** Ukrainian texts of the checkout methods' fields (see methods-en.ts). */
export const methodsUk: MethodTexts = {
  'field.account.holderName.label': 'Ім’я власника рахунку',
  'field.account.holderName.error.required': 'Введіть ім’я власника рахунку.',
  'field.mandate.accepted.label': 'Я приймаю мандат на прямий дебет SEPA',
  'field.mandate.accepted.description':
    'Приймаючи цей мандат, ви уповноважуєте продавця та Railkit Sandbox Payments надсилати вашому банку інструкції про списання коштів з вашого рахунку, а ваш банк — списувати кошти з вашого рахунку відповідно до цих інструкцій. Ви маєте право на повернення коштів від вашого банку на умовах вашого договору з ним; вимогу про повернення треба подати протягом 8 тижнів від дати списання коштів з вашого рахунку.',
  'field.mandate.accepted.error.required': 'Прийміть мандат, щоб сплатити прямим дебетом.',
  'field.mandate.accepted.error.const': 'Прийміть мандат, щоб сплатити прямим дебетом.',
  'field.payer.name.label': 'Повне ім’я',
  'field.payer.name.error.required': 'Введіть повне ім’я.',
  'field.payer.cpf.label': 'Номер CPF',
  'field.payer.cpf.error.cpf': 'Цей номер CPF недійсний: перевірте дві останні цифри.',
  'field.payer.taxId.label': 'Номер CPF або CNPJ',
  'field.payer.taxId.error.required': 'Введіть номер CPF або CNPJ.',
  'field.payer.taxId.error.pattern': 'Номер CPF має 11 цифр, CNPJ — 14.',
  'field.payer.taxId.error.minLength': 'Номер CPF має 11 цифр, CNPJ — 14.',
  'field.payer.taxId.error.maxLength': 'Номер CPF має 11 цифр, CNPJ — 14.',
  'field.payer.taxId.error.cpfCnpj': 'Цей номер CPF або CNPJ недійсний: перевірте дві останні цифри.',
  'field.vpa.label': 'Ідентифікатор UPI',
  'field.vpa.description': 'Ваша віртуальна платіжна адреса, наприклад name@bank.',
  'field.vpa.error.required': 'Введіть свій ідентифікатор UPI.',
  'field.vpa.error.pattern': 'Ідентифікатор UPI має вигляд name@bank.',
  'field.address.street.label': 'Вулиця та номер будинку',
  'field.address.city.label': 'Місто',
  'field.address.state.label': 'Штат',
  'field.address.state.error.pattern': 'Введіть дволітерний код штату, наприклад SP.',
  'field.address.postalCode.label': 'CEP (поштовий індекс)',
};
