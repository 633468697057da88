import type { MethodTexts } from './methods-en';

/** Bulgarian texts of the checkout methods' fields (see methods-en.ts). */
export const methodsBg: MethodTexts = {
  'field.account.holderName.label': 'Име на титуляра на сметката',
  'field.account.holderName.error.required': 'Въведете името на титуляра на сметката.',
  'field.mandate.accepted.label': 'Приемам мандата за директен дебит по SEPA',
  'field.mandate.accepted.description':
    'С приемането на този мандат Вие упълномощавате търговеца и Railkit Sandbox Payments да изпращат нареждания ' +
    'до Вашата банка за задължаване на сметката Ви, а Вашата банка – да задължава сметката Ви в съответствие с ' +
    'тези нареждания. Имате право на възстановяване на сумата от Вашата банка съгласно условията на договора Ви с ' +
    'нея. Искането за възстановяване трябва да бъде предявено в срок от 8 седмици от датата, на която сметката Ви ' +
    'е била задължена.',
  'field.mandate.accepted.error.required': 'Приемете мандата, за да платите с директен дебит.',
  'field.mandate.accepted.error.const': 'Приемете мандата, за да платите с директен дебит.',
  'field.payer.name.label': 'Пълно име',
  'field.payer.name.error.required': 'Въведете пълното име.',
  'field.payer.cpf.label': 'Номер CPF',
  'field.payer.cpf.error.cpf': 'Този CPF е невалиден: проверете последните две цифри.',
  'field.payer.taxId.label': 'CPF или CNPJ',
  'field.payer.taxId.error.required': 'Въведете CPF или CNPJ.',
  'field.payer.taxId.error.pattern': 'CPF се състои от 11 цифри, а CNPJ – от 14.',
  'field.payer.taxId.error.minLength': 'CPF се състои от 11 цифри, а CNPJ – от 14.',
  'field.payer.taxId.error.maxLength': 'CPF се състои от 11 цифри, а CNPJ – от 14.',
  'field.payer.taxId.error.cpfCnpj': 'Този CPF или CNPJ е невалиден: проверете последните две цифри.',
  'field.vpa.label': 'UPI идентификатор',
  'field.vpa.description': 'Вашият виртуален адрес за плащане, например name@bank.',
  'field.vpa.error.required': 'Въведете своя UPI идентификатор.',
  'field.vpa.error.pattern': 'UPI идентификаторът има вида name@bank.',
  'field.address.street.label': 'Улица и номер',
  'field.address.city.label': 'Град',
  'field.address.state.label': 'Щат',
  'field.address.state.error.pattern': 'Въведете двубуквения код на щата, например SP.',
  'field.address.postalCode.label': 'CEP (пощенски код)',
};
