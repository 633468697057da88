import type { MethodTexts } from './methods-en';

/** Persian texts of the checkout methods' fields (see methods-en.ts). */
export const methodsFa: MethodTexts = {
  'field.account.holderName.label': 'نام صاحب حساب',
  'field.account.holderName.error.required': 'نام صاحب حساب را وارد کنید.',
  'field.mandate.accepted.label': 'مجوز برداشت مستقیم SEPA را می‌پذیرم',
  'field.mandate.accepted.description':
    'با پذیرش این مجوز، به فروشنده و Railkit Sandbox Payments اجازه می‌دهید برای برداشت از حساب شما به بانکتان ' +
    'دستور بفرستند، و به بانک خود اجازه می‌دهید طبق این دستورها از حساب شما برداشت کند. شما حق دارید طبق شرایط ' +
    'قراردادتان با بانک، بازپرداخت مبلغ را از بانک خود درخواست کنید؛ این درخواست باید ظرف ۸ هفته از تاریخ برداشت ' +
    'از حسابتان ثبت شود.',
  'field.mandate.accepted.error.required': 'برای پرداخت از طریق برداشت مستقیم، مجوز را بپذیرید.',
  'field.mandate.accepted.error.const': 'برای پرداخت از طریق برداشت مستقیم، مجوز را بپذیرید.',
  'field.payer.name.label': 'نام و نام خانوادگی',
  'field.payer.name.error.required': 'نام و نام خانوادگی را وارد کنید.',
  'field.payer.cpf.label': 'شماره CPF',
  'field.payer.cpf.error.cpf': 'این شماره CPF معتبر نیست: دو رقم آخر آن را بررسی کنید.',
  'field.payer.taxId.label': 'شماره CPF یا CNPJ',
  'field.payer.taxId.error.required': 'شماره CPF یا CNPJ را وارد کنید.',
  'field.payer.taxId.error.pattern': 'شماره CPF دارای ۱۱ رقم و شماره CNPJ دارای ۱۴ رقم است.',
  'field.payer.taxId.error.minLength': 'شماره CPF دارای ۱۱ رقم و شماره CNPJ دارای ۱۴ رقم است.',
  'field.payer.taxId.error.maxLength': 'شماره CPF دارای ۱۱ رقم و شماره CNPJ دارای ۱۴ رقم است.',
  'field.payer.taxId.error.cpfCnpj': 'این شماره CPF یا CNPJ معتبر نیست: دو رقم آخر آن را بررسی کنید.',
  'field.vpa.label': 'شناسهٔ UPI',
  'field.vpa.description': 'نشانی پرداخت مجازی شما، مانند name@bank.',
  'field.vpa.error.required': 'شناسهٔ UPI خود را وارد کنید.',
  'field.vpa.error.pattern': 'شناسهٔ UPI به شکل name@bank است.',
  'field.address.street.label': 'خیابان و پلاک',
  'field.address.city.label': 'شهر',
  'field.address.state.label': 'ایالت',
  'field.address.state.error.pattern': 'کد دوحرفی ایالت را وارد کنید، مثلاً SP.',
  'field.address.postalCode.label': 'کد پستی (CEP)',
};
