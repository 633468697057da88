import type { CardMessages } from './card-en';

/** Hebrew texts of the card form. */
export const cardHe: CardMessages = {
  'card.number.label': 'מספר הכרטיס',
  'card.expiry.label': 'תוקף',
  'card.expiry.placeholder': 'MM / YY',
  'card.securityCode.label': 'קוד אבטחה',
  'card.securityCode.storedLabel': 'קוד האבטחה של {card}',
  'card.securityCode.hint': '{length} ספרות ({name})',
  'card.holderName.label': 'השם שעל הכרטיס',
  'card.scheme.legend': 'רשת הכרטיס לחיוב',
  'card.brand.detected': 'כרטיס {brand}',
  'card.frame.title': 'פרטי כרטיס מאובטחים',
  'card.frame.unavailable':
    'לא ניתן היה לטעון את טופס הכרטיס. יש לבדוק את החיבור לאינטרנט ולטעון מחדש את הדף.',
  'card.number.error.empty': 'יש להזין את מספר הכרטיס.',
  'card.number.error.characters': 'מספר כרטיס מכיל ספרות בלבד.',
  'card.number.error.incomplete': 'מספר הכרטיס חסר.',
  'card.number.error.tooLong': 'מספר הכרטיס ארוך מדי.',
  'card.number.error.checksum': 'מספר הכרטיס הזה אינו תקין: יש לוודא שאין בו שגיאות הקלדה.',
  'card.number.error.unknownBrand': 'סוג הכרטיס הזה אינו מזוהה.',
  'card.number.error.notAccepted': 'כרטיסי {brand} אינם מתקבלים כאן.',
  'card.expiry.error.empty': 'יש להזין את תוקף הכרטיס.',
  'card.expiry.error.format': 'יש להזין את התוקף בפורמט MM / YY.',
  'card.expiry.error.month': 'החודש חייב להיות בין 01 ל-12.',
  'card.expiry.error.past': 'תוקף הכרטיס הזה פג.',
  'card.expiry.error.tooFar': 'תאריך התוקף הזה רחוק מדי בעתיד.',
  'card.securityCode.error.empty': 'יש להזין את קוד האבטחה.',
  'card.securityCode.error.characters': 'קוד האבטחה מכיל ספרות בלבד.',
  'card.securityCode.error.length': 'קוד האבטחה מכיל {length} ספרות.',
  'card.holderName.error.empty': 'יש להזין את השם שעל הכרטיס.',
};
