import type { MethodTexts } from './methods-en';

/** Arabic texts of the checkout methods' fields (see methods-en.ts). */
export const methodsAr: MethodTexts = {
  'field.account.holderName.label': 'اسم صاحب الحساب',
  'field.account.holderName.error.required': 'أدخل اسم صاحب الحساب.',
  'field.mandate.accepted.label': 'أوافق على تفويض الخصم المباشر SEPA',
  'field.mandate.accepted.description':
    'بموافقتك على هذا التفويض، تأذن للتاجر ولـ Railkit Sandbox Payments بإرسال تعليمات إلى مصرفك لخصم المبالغ ' +
    'من حسابك، وتأذن لمصرفك بخصمها من حسابك وفقًا لتلك التعليمات. يحق لك استرداد المبلغ من مصرفك وفق شروط ' +
    'اتفاقك معه، على أن تطلب ذلك خلال 8 أسابيع من تاريخ الخصم من حسابك.',
  'field.mandate.accepted.error.required': 'وافق على التفويض للدفع بالخصم المباشر.',
  'field.mandate.accepted.error.const': 'وافق على التفويض للدفع بالخصم المباشر.',
  'field.payer.name.label': 'الاسم الكامل',
  'field.payer.name.error.required': 'أدخل الاسم الكامل.',
  'field.payer.cpf.label': 'رقم CPF',
  'field.payer.cpf.error.cpf': 'رقم CPF هذا غير صالح: تحقق من آخر رقمين فيه.',
  'field.payer.taxId.label': 'رقم CPF أو CNPJ',
  'field.payer.taxId.error.required': 'أدخل رقم CPF أو CNPJ.',
  'field.payer.taxId.error.pattern': 'يتكون رقم CPF من 11 رقمًا، ورقم CNPJ من 14 رقمًا.',
  'field.payer.taxId.error.minLength': 'يتكون رقم CPF من 11 رقمًا، ورقم CNPJ من 14 رقمًا.',
  'field.payer.taxId.error.maxLength': 'يتكون رقم CPF من 11 رقمًا، ورقم CNPJ من 14 رقمًا.',
  'field.payer.taxId.error.cpfCnpj': 'رقم CPF أو CNPJ هذا غير صالح: تحقق من آخر رقمين فيه.',
  'field.vpa.label': 'معرّف UPI',
  'field.vpa.description': 'عنوان الدفع الافتراضي الخاص بك، مثل name@bank.',
  'field.vpa.error.required': 'أدخل معرّف UPI الخاص بك.',
  'field.vpa.error.pattern': 'يبدو معرّف UPI هكذا: name@bank.',
  'field.address.street.label': 'الشارع ورقم المبنى',
  'field.address.city.label': 'المدينة',
  'field.address.state.label': 'الولاية',
  'field.address.state.error.pattern': 'أدخل رمز الولاية المكوّن من حرفين، مثل SP.',
  'field.address.postalCode.label': 'الرمز البريدي (CEP)',
};
