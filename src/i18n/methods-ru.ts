import type { MethodTexts } from './methods-en';

/** Russian texts of the checkout methods' fields (see methods-en.ts). */
export const methodsRu: MethodTexts = {
  'field.account.holderName.label': 'Имя владельца счёта',
  'field.account.holderName.error.required': 'Введите имя владельца счёта.',
  'field.mandate.accepted.label': 'Я принимаю мандат на прямое дебетование SEPA',
  'field.mandate.accepted.description':
    'Принимая этот мандат, вы уполномочиваете продавца и Railkit Sandbox Payments направлять вашему банку ' +
    'распоряжения о списании средств с вашего счёта, а ваш банк — списывать средства с вашего счёта в соответствии ' +
    'с этими распоряжениями. Вы имеете право на возврат средств от вашего банка на условиях заключённого с ним ' +
    'договора; требование о возврате необходимо предъявить в течение 8 недель с даты списания средств с вашего счёта.',
  'field.mandate.accepted.error.required': 'Примите мандат, чтобы оплатить прямым дебетованием.',
  'field.mandate.accepted.error.const': 'Примите мандат, чтобы оплатить прямым дебетованием.',
  'field.payer.name.label': 'Полное имя',
  'field.payer.name.error.required': 'Введите полное имя.',
  'field.payer.cpf.label': 'Номер CPF',
  'field.payer.cpf.error.cpf': 'Неверный номер CPF: проверьте две последние цифры.',
  'field.payer.taxId.label': 'CPF или CNPJ',
  'field.payer.taxId.error.required': 'Введите CPF или CNPJ.',
  'field.payer.taxId.error.pattern': 'CPF состоит из 11 цифр, CNPJ — из 14.',
  'field.payer.taxId.error.minLength': 'CPF состоит из 11 цифр, CNPJ — из 14.',
  'field.payer.taxId.error.maxLength': 'CPF состоит из 11 цифр, CNPJ — из 14.',
  'field.payer.taxId.error.cpfCnpj': 'Неверный номер CPF или CNPJ: проверьте две последние цифры.',
  'field.vpa.label': 'Идентификатор UPI',
  'field.vpa.description': 'Ваш виртуальный платёжный адрес, например name@bank.',
  'field.vpa.error.required': 'Введите ваш идентификатор UPI.',
  'field.vpa.error.pattern': 'Идентификатор UPI имеет вид name@bank.',
  'field.address.street.label': 'Улица и номер дома',
  'field.address.city.label': 'Город',
  'field.address.state.label': 'Штат',
  'field.address.state.error.pattern': 'Введите двухбуквенный код штата, например SP.',
  'field.address.postalCode.label': 'CEP (почтовый индекс)',
};
