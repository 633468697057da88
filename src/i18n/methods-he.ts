import type { MethodTexts } from './methods-en';

/** Hebrew texts of the checkout methods' fields (see methods-en.ts). */
export const methodsHe: MethodTexts = {
  'field.account.holderName.label': 'שם בעל החשבון',
  'field.account.holderName.error.required': 'יש להזין את שם בעל החשבון.',
  'field.mandate.accepted.label': 'אני מאשר/ת את הרשאת החיוב הישיר SEPA',
  'field.mandate.accepted.description':
    'באישור הרשאה זו אתם מסמיכים את בית העסק ואת Railkit Sandbox Payments לשלוח לבנק שלכם הוראות לחיוב ' +
    'חשבונכם, ואת הבנק שלכם לחייב את חשבונכם בהתאם להוראות אלה. אתם זכאים להחזר מהבנק שלכם בהתאם לתנאי ' +
    'ההסכם שלכם עמו, ובלבד שהבקשה תוגש בתוך 8 שבועות ממועד החיוב של חשבונכם.',
  'field.mandate.accepted.error.required': 'כדי לשלם בחיוב ישיר, יש לאשר את ההרשאה.',
  'field.mandate.accepted.error.const': 'כדי לשלם בחיוב ישיר, יש לאשר את ההרשאה.',
  'field.payer.name.label': 'שם מלא',
  'field.payer.name.error.required': 'יש להזין את השם המלא.',
  'field.payer.cpf.label': 'מספר CPF',
  'field.payer.cpf.error.cpf': 'מספר ה-CPF הזה אינו תקין: יש לבדוק את שתי הספרות האחרונות שלו.',
  'field.payer.taxId.label': 'מספר CPF או CNPJ',
  'field.payer.taxId.error.required': 'יש להזין מספר CPF או CNPJ.',
  'field.payer.taxId.error.pattern': 'מספר CPF מכיל 11 ספרות, ומספר CNPJ מכיל 14.',
  'field.payer.taxId.error.minLength': 'מספר CPF מכיל 11 ספרות, ומספר CNPJ מכיל 14.',
  'field.payer.taxId.error.maxLength': 'מספר CPF מכיל 11 ספרות, ומספר CNPJ מכיל 14.',
  'field.payer.taxId.error.cpfCnpj':
    'מספר ה-CPF או ה-CNPJ הזה אינו תקין: יש לבדוק את שתי הספרות האחרונות שלו.',
  'field.vpa.label': 'מזהה UPI',
  'field.vpa.description': 'כתובת התשלום הווירטואלית שלכם, למשל name@bank.',
  'field.vpa.error.required': 'יש להזין את מזהה ה-UPI שלכם.',
  'field.vpa.error.pattern': 'מזהה UPI נראה כך: name@bank.',
  'field.address.street.label': 'רחוב ומספר בית',
  'field.address.city.label': 'עיר',
  'field.address.state.label': 'מדינה',
  'field.address.state.error.pattern': 'יש להזין את קוד המדינה בן שתי האותיות, למשל SP.',
  'field.address.postalCode.label': 'מיקוד (CEP)',
};
