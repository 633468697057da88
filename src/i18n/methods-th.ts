import type { MethodTexts } from './methods-en';

/** Thai texts of the checkout methods' fields (see methods-en.ts). */
export const methodsTh: MethodTexts = {
  'field.account.holderName.label': 'ชื่อเจ้าของบัญชี',
  'field.account.holderName.error.required': 'กรุณากรอกชื่อเจ้าของบัญชี',
  'field.mandate.accepted.label': 'ข้าพเจ้ายอมรับหนังสือยินยอมให้หักบัญชีแบบ SEPA',
  'field.mandate.accepted.description':
    'การยอมรับหนังสือยินยอมนี้ถือว่าคุณอนุญาตให้ร้านค้าและ Railkit Sandbox Payments ส่งคำสั่งไปยังธนาคารของคุณเพื่อหักเงินจากบัญชีของคุณ และอนุญาตให้ธนาคารของคุณหักเงินจากบัญชีตามคำสั่งดังกล่าว คุณมีสิทธิ์ขอเงินคืนจากธนาคารตามเงื่อนไขในข้อตกลงระหว่างคุณกับธนาคาร โดยต้องยื่นคำขอภายใน 8 สัปดาห์นับจากวันที่บัญชีของคุณถูกหักเงิน',
  'field.mandate.accepted.error.required': 'กรุณายอมรับหนังสือยินยอมเพื่อชำระเงินด้วยการหักบัญชี',
  'field.mandate.accepted.error.const': 'กรุณายอมรับหนังสือยินยอมเพื่อชำระเงินด้วยการหักบัญชี',
  'field.payer.name.label': 'ชื่อ-นามสกุล',
  'field.payer.name.error.required': 'กรุณากรอกชื่อ-นามสกุล',
  'field.payer.cpf.label': 'เลข CPF',
  'field.payer.cpf.error.cpf': 'เลข CPF นี้ไม่ถูกต้อง: กรุณาตรวจสอบตัวเลขสองหลักสุดท้าย',
  'field.payer.taxId.label': 'เลข CPF หรือ CNPJ',
  'field.payer.taxId.error.required': 'กรุณากรอกเลข CPF หรือ CNPJ',
  'field.payer.taxId.error.pattern': 'เลข CPF มี 11 หลัก ส่วนเลข CNPJ มี 14 หลัก',
  'field.payer.taxId.error.minLength': 'เลข CPF มี 11 หลัก ส่วนเลข CNPJ มี 14 หลัก',
  'field.payer.taxId.error.maxLength': 'เลข CPF มี 11 หลัก ส่วนเลข CNPJ มี 14 หลัก',
  'field.payer.taxId.error.cpfCnpj': 'เลข CPF หรือ CNPJ นี้ไม่ถูกต้อง: กรุณาตรวจสอบตัวเลขสองหลักสุดท้าย',
  'field.vpa.label': 'UPI ID ของคุณ',
  'field.vpa.description': 'ที่อยู่การชำระเงินเสมือนของคุณ เช่น name@bank',
  'field.vpa.error.required': 'กรุณากรอก UPI ID ของคุณ',
  'field.vpa.error.pattern': 'UPI ID มีรูปแบบเช่น name@bank',
  'field.address.street.label': 'ถนนและบ้านเลขที่',
  'field.address.city.label': 'เมือง',
  'field.address.state.label': 'รัฐ',
  'field.address.state.error.pattern': 'กรุณากรอกรหัสรัฐที่เป็นตัวอักษร 2 ตัว เช่น SP',
  'field.address.postalCode.label': 'CEP (รหัสไปรษณีย์)',
};
