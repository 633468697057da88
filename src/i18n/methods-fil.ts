import type { MethodTexts } from './methods-en';

/** Filipino texts of the checkout methods' fields (see methods-en.ts). */
export const methodsFil: MethodTexts = {
  'field.account.holderName.label': 'Pangalan ng may-ari ng account',
  'field.account.holderName.error.required': 'Ilagay ang pangalan ng may-ari ng account.',
  'field.mandate.accepted.label': 'Tinatanggap ko ang mandato para sa SEPA Direct Debit',
  'field.mandate.accepted.description':
    'Sa pagtanggap sa mandatong ito, pinahihintulutan ninyo ang merchant at ang Railkit Sandbox Payments na ' +
    'magpadala ng mga tagubilin sa inyong bangko upang i-debit ang inyong account, at ang inyong bangko na i-debit ' +
    'ang inyong account ayon sa mga tagubiling iyon. May karapatan kayong makakuha ng refund mula sa inyong bangko ' +
    'ayon sa mga tuntunin ng inyong kasunduan dito, na dapat hilingin sa loob ng 8 linggo mula sa petsa ng ' +
    'pag-debit sa inyong account.',
  'field.mandate.accepted.error.required':
    'Tanggapin ang mandato para makapagbayad sa pamamagitan ng direct debit.',
  'field.mandate.accepted.error.const':
    'Tanggapin ang mandato para makapagbayad sa pamamagitan ng direct debit.',
  'field.payer.name.label': 'Buong pangalan',
  'field.payer.name.error.required': 'Ilagay ang buong pangalan.',
  'field.payer.cpf.label': 'Numero ng CPF',
  'field.payer.cpf.error.cpf': 'Hindi wasto ang CPF na ito: suriin ang huling dalawang digit nito.',
  'field.payer.taxId.label': 'CPF o CNPJ',
  'field.payer.taxId.error.required': 'Ilagay ang CPF o CNPJ.',
  'field.payer.taxId.error.pattern': 'May 11 digit ang CPF, at 14 naman ang CNPJ.',
  'field.payer.taxId.error.minLength': 'May 11 digit ang CPF, at 14 naman ang CNPJ.',
  'field.payer.taxId.error.maxLength': 'May 11 digit ang CPF, at 14 naman ang CNPJ.',
  'field.payer.taxId.error.cpfCnpj':
    'Hindi wasto ang CPF o CNPJ na ito: suriin ang huling dalawang digit nito.',
  'field.vpa.label': 'ID ng UPI',
  'field.vpa.description': 'Ang inyong virtual payment address, gaya ng pangalan@bangko.',
  'field.vpa.error.required': 'Ilagay ang inyong ID ng UPI.',
  'field.vpa.error.pattern': 'Ganito ang anyo ng ID ng UPI: pangalan@bangko.',
  'field.address.street.label': 'Kalye at numero',
  'field.address.city.label': 'Lungsod',
  'field.address.state.label': 'Estado',
  'field.address.state.error.pattern': 'Ilagay ang dalawang-titik na code ng estado, hal. SP.',
  'field.address.postalCode.label': 'CEP (postal code)',
};
