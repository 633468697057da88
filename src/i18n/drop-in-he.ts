import type { DropInMessages } from './drop-in-en';

/** Hebrew texts of the drop-in. */
export const dropInHe: DropInMessages = {
  'dropIn.legend': 'אמצעי תשלום',
  'dropIn.savedCard': 'כרטיס שמור: {card}',
  'dropIn.loading': 'טופס התשלום נטען…',
  'dropIn.pay': 'תשלום {amount}',
  'dropIn.payWith': 'תשלום {amount} באמצעות {method}',
  'dropIn.redirect.explanation':
    'תועברו אל {method} כדי לאשר את התשלום בסך {amount}, ולאחר מכן תחזרו לדף הזה.',
  'dropIn.wallet.explanation': '{method} יפתח את חלון התשלום שלו לאישור התשלום בסך {amount}.',
  'dropIn.busy': 'התשלום שלכם בעיבוד…',
  'dropIn.stillWorking': 'עדיין בטיפול. נא להשאיר את הדף הזה פתוח.',
  'dropIn.result.success': 'התשלום אושר. תודה!',
  'dropIn.result.pending': 'התשלום שלכם בבדיקה. נעדכן אתכם בתוצאה.',
  'dropIn.result.failed': 'התשלום נדחה. אפשר לנסות שוב או לבחור אמצעי תשלום אחר.',
  'dropIn.result.cancelled': 'התשלום בוטל. לא בוצע חיוב; כדי לנסות שוב, יש לבחור אמצעי תשלום.',
  'dropIn.result.cancelledMethod': 'ביטלתם את התשלום באמצעות {method}. לא בוצע חיוב: יש לבחור אמצעי תשלום.',
  'dropIn.result.failedMethod': 'התשלום באמצעות {method} נדחה. יש לבחור אמצעי תשלום אחר.',
  'dropIn.checking': 'בודקים את התשלום שלכם…',
  'dropIn.error.failed': 'לא ניתן היה להתחיל את התשלום. יש לבדוק את החיבור לאינטרנט ולנסות שוב.',
  'dropIn.method.card': 'כרטיס אשראי',
  'dropIn.method.sepaDirectDebit': 'חיוב ישיר SEPA',
  'dropIn.method.ach': 'חיוב בנקאי ACH',
  'dropIn.method.genericRedirect': 'בנקאות מקוונת',
};
