import type { DropInMessages } from './drop-in-en';

/** Persian texts of the drop-in. */
export const dropInFa: DropInMessages = {
  'dropIn.legend': 'روش پرداخت',
  'dropIn.savedCard': 'کارت ذخیره‌شده: {card}',
  'dropIn.loading': 'در حال بارگیری فرم پرداخت…',
  'dropIn.pay': 'پرداخت {amount}',
  'dropIn.payWith': 'پرداخت {amount} با {method}',
  'dropIn.redirect.explanation':
    'برای تأیید پرداخت {amount} به {method} منتقل می‌شوید و سپس به این صفحه بازمی‌گردید.',
  'dropIn.wallet.explanation': '{method} پنجرهٔ پرداخت خود را باز می‌کند تا پرداخت {amount} را تأیید کنید.',
  'dropIn.busy': 'در حال پردازش پرداخت شما…',
  'dropIn.stillWorking': 'هنوز در حال انجام است. لطفاً این صفحه را باز نگه دارید.',
  'dropIn.result.success': 'پرداخت تأیید شد. سپاسگزاریم!',
  'dropIn.result.pending': 'پرداخت شما در حال بررسی است. نتیجه به شما اطلاع داده خواهد شد.',
  'dropIn.result.failed': 'پرداخت رد شد. دوباره تلاش کنید یا روش پرداخت دیگری را انتخاب کنید.',
  'dropIn.result.cancelled':
    'پرداخت لغو شد و هیچ مبلغی کسر نشد. برای تلاش دوباره، یک روش پرداخت انتخاب کنید.',
  'dropIn.result.cancelledMethod':
    'پرداخت با {method} را لغو کردید. هیچ مبلغی کسر نشد: روش پرداخت را انتخاب کنید.',
  'dropIn.result.failedMethod': 'پرداخت با {method} رد شد. روش پرداخت دیگری را انتخاب کنید.',
  'dropIn.checking': 'در حال بررسی پرداخت شما…',
  'dropIn.error.failed': 'پرداخت آغاز نشد. اتصال اینترنت خود را بررسی کنید و دوباره تلاش کنید.',
  'dropIn.method.card': 'کارت',
  'dropIn.method.sepaDirectDebit': 'برداشت مستقیم SEPA',
  'dropIn.method.ach': 'برداشت بانکی ACH',
  'dropIn.method.genericRedirect': 'بانکداری اینترنتی',
  'dropIn.savedMethod': '{method} ذخیره‌شده: {name}',
  'dropIn.save': 'ذخیره برای پرداخت‌های بعدی من',
  'dropIn.remove': 'حذف {name}',
  'dropIn.remove.question':
    '{name} از روش‌های پرداخت ذخیره‌شدهٔ شما حذف شود؟ می‌توانید هنگام پرداخت دوباره آن را ذخیره کنید.',
  'dropIn.remove.keep': 'نگه داشتن',
  'dropIn.remove.confirm': 'حذف',
  'dropIn.remove.busy': 'در حال حذف {name}…',
  'dropIn.remove.done': '{name} از روش‌های پرداخت ذخیره‌شدهٔ شما حذف شد.',
  'dropIn.remove.failed': '{name} حذف نشد و همچنان ذخیره است. بعداً دوباره امتحان کنید.',
};
