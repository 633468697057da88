import type { DropInMessages } from './drop-in-en';

/** Arabic texts of the drop-in. */
export const dropInAr: DropInMessages = {
  'dropIn.legend': 'طريقة الدفع',
  'dropIn.savedCard': 'بطاقة محفوظة: {card}',
  'dropIn.loading': 'جارٍ تحميل نموذج الدفع…',
  'dropIn.pay': 'ادفع {amount}',
  'dropIn.payWith': 'ادفع {amount} عبر {method}',
  'dropIn.redirect.explanation': 'ستنتقل إلى {method} لتأكيد دفع {amount}، ثم تعود إلى هذه الصفحة.',
  'dropIn.wallet.explanation': 'تفتح {method} نافذة الدفع لتأكيد دفع {amount}.',
  'dropIn.busy': 'جارٍ تنفيذ الدفع…',
  'dropIn.stillWorking': 'ما زلنا نعمل. يُرجى إبقاء هذه الصفحة مفتوحة.',
  'dropIn.result.success': 'تمت الموافقة على الدفع. شكرًا لك!',
  'dropIn.result.pending': 'يجري التحقق من دفعتك. سنُعلمك بالنتيجة.',
  'dropIn.result.failed': 'رُفض الدفع. حاول مرة أخرى أو اختر طريقة أخرى.',
  'dropIn.result.cancelled': 'أُلغي الدفع ولم يُخصم أي مبلغ؛ اختر طريقة للمحاولة مرة أخرى.',
  'dropIn.result.cancelledMethod': 'ألغيت الدفع عبر {method}. لم يُخصم أي مبلغ: اختر طريقة الدفع.',
  'dropIn.result.failedMethod': 'رُفض الدفع عبر {method}. اختر طريقة دفع أخرى.',
  'dropIn.checking': 'جارٍ التحقق من دفعتك…',
  'dropIn.error.failed': 'تعذّر بدء الدفع. تحقّق من اتصالك وحاول مرة أخرى.',
  'dropIn.method.card': 'البطاقة',
  'dropIn.method.sepaDirectDebit': 'الخصم المباشر SEPA',
  'dropIn.method.ach': 'الخصم المصرفي ACH',
  'dropIn.method.genericRedirect': 'الخدمات المصرفية عبر الإنترنت',
};
