import type { MethodTexts } from './methods-en';

/** Hindi texts of the checkout methods' fields (see methods-en.ts). */
export const methodsHi: MethodTexts = {
  'field.account.holderName.label': 'खाताधारक का नाम',
  'field.account.holderName.error.required': 'खाताधारक का नाम दर्ज करें।',
  'field.mandate.accepted.label': 'मुझे SEPA डायरेक्ट डेबिट मैंडेट स्वीकार है',
  'field.mandate.accepted.description':
    'यह मैंडेट स्वीकार करके आप व्यापारी और Railkit Sandbox Payments को आपके खाते से राशि डेबिट करने के ' +
    'निर्देश आपके बैंक को भेजने के लिए, और आपके बैंक को उन निर्देशों के अनुसार आपके खाते से राशि डेबिट करने के लिए ' +
    'अधिकृत करते हैं। अपने बैंक के साथ हुए समझौते की शर्तों के अनुसार आप अपने बैंक से धनवापसी के हकदार हैं, ' +
    'जिसका दावा आपके खाते से राशि डेबिट होने की तारीख से 8 सप्ताह के भीतर करना होगा।',
  'field.mandate.accepted.error.required': 'डायरेक्ट डेबिट से भुगतान करने के लिए मैंडेट स्वीकार करें।',
  'field.mandate.accepted.error.const': 'डायरेक्ट डेबिट से भुगतान करने के लिए मैंडेट स्वीकार करें।',
  'field.payer.name.label': 'पूरा नाम',
  'field.payer.name.error.required': 'पूरा नाम दर्ज करें।',
  'field.payer.cpf.label': 'CPF नंबर',
  'field.payer.cpf.error.cpf': 'यह CPF मान्य नहीं है: इसके अंतिम दो अंकों की जाँच करें।',
  'field.payer.taxId.label': 'CPF या CNPJ',
  'field.payer.taxId.error.required': 'CPF या CNPJ दर्ज करें।',
  'field.payer.taxId.error.pattern': 'CPF में 11 अंक होते हैं और CNPJ में 14।',
  'field.payer.taxId.error.minLength': 'CPF में 11 अंक होते हैं और CNPJ में 14।',
  'field.payer.taxId.error.maxLength': 'CPF में 11 अंक होते हैं और CNPJ में 14।',
  'field.payer.taxId.error.cpfCnpj': 'यह CPF या CNPJ मान्य नहीं है: इसके अंतिम दो अंकों की जाँच करें।',
  'field.vpa.label': 'UPI आईडी',
  'field.vpa.description': 'आपका वर्चुअल पेमेंट एड्रेस (VPA), जैसे name@bank।',
  'field.vpa.error.required': 'अपनी UPI आईडी दर्ज करें।',
  'field.vpa.error.pattern': 'UPI आईडी name@bank जैसी होती है।',
  'field.address.street.label': 'सड़क और मकान नंबर',
  'field.address.city.label': 'शहर',
  'field.address.state.label': 'राज्य',
  'field.address.state.error.pattern': 'राज्य का दो अक्षरों वाला कोड दर्ज करें, जैसे SP।',
  'field.address.postalCode.label': 'CEP (डाक कोड)',
};
