import type { CardMessages } from './card-en';

/** Persian texts of the card form. */
export const cardFa: CardMessages = {
  'card.number.label': 'شماره کارت',
  'card.expiry.label': 'تاریخ انقضا',
  'card.expiry.placeholder': 'MM / YY',
  'card.securityCode.label': 'کد امنیتی',
  'card.securityCode.storedLabel': 'کد امنیتی کارت {card}',
  'card.securityCode.hint': '{length} رقم ({name})',
  'card.holderName.label': 'نام روی کارت',
  'card.scheme.legend': 'شبکهٔ کارت مورد استفاده',
  'card.brand.detected': 'کارت {brand}',
  'card.frame.title': 'اطلاعات امن کارت',
  'card.frame.unavailable':
    'فرم کارت بارگیری نشد. اتصال اینترنت خود را بررسی کنید و صفحه را دوباره بارگیری کنید.',
  'card.number.error.empty': 'شماره کارت را وارد کنید.',
  'card.number.error.characters': 'شماره کارت فقط از رقم تشکیل می‌شود.',
  'card.number.error.incomplete': 'شماره کارت کامل نیست.',
  'card.number.error.tooLong': 'شماره کارت بیش از حد طولانی است.',
  'card.number.error.checksum': 'این شماره کارت معتبر نیست: آن را از نظر اشتباه تایپی بررسی کنید.',
  'card.number.error.unknownBrand': 'نوع این کارت شناسایی نشد.',
  'card.number.error.notAccepted': 'کارت‌های {brand} در اینجا پذیرفته نمی‌شوند.',
  'card.expiry.error.empty': 'تاریخ انقضا را وارد کنید.',
  'card.expiry.error.format': 'تاریخ انقضا را به صورت MM / YY وارد کنید.',
  'card.expiry.error.month': 'ماه باید بین 01 و 12 باشد.',
  'card.expiry.error.past': 'این کارت منقضی شده است.',
  'card.expiry.error.tooFar': 'این تاریخ انقضا بیش از حد دور است.',
  'card.securityCode.error.empty': 'کد امنیتی را وارد کنید.',
  'card.securityCode.error.characters': 'کد امنیتی فقط از رقم تشکیل می‌شود.',
  'card.securityCode.error.length': 'کد امنیتی {length} رقم دارد.',
  'card.holderName.error.empty': 'نام درج‌شده روی کارت را وارد کنید.',
};
