import type { DropInMessages } from './drop-in-en';

/** Traditional Chinese (Taiwan) texts of the drop-in. */
export const dropInZhHant: DropInMessages = {
  'dropIn.legend': '付款方式',
  'dropIn.savedCard': '已儲存的卡片：{card}',
  'dropIn.loading': '正在載入付款表單…',
  'dropIn.pay': '付款 {amount}',
  'dropIn.payWith': '使用 {method} 付款 {amount}',
  'dropIn.redirect.explanation': '您將前往 {method} 確認 {amount} 的付款，然後返回此頁面。',
  'dropIn.wallet.explanation': '{method} 會開啟付款畫面，以確認 {amount} 的付款。',
  'dropIn.busy': '正在處理您的付款…',
  'dropIn.stillWorking': '仍在處理中，請勿關閉此頁面。',
  'dropIn.result.success': '付款已授權。謝謝！',
  'dropIn.result.pending': '您的付款正在審核中，我們會通知您結果。',
  'dropIn.result.failed': '付款遭到拒絕。請再試一次，或選擇其他付款方式。',
  'dropIn.result.cancelled': '付款已取消，未收取任何費用。請選擇付款方式再試一次。',
  'dropIn.result.cancelledMethod': '您已取消使用 {method} 付款，未收取任何費用。請選擇付款方式。',
  'dropIn.result.failedMethod': '使用 {method} 的付款遭到拒絕。請選擇其他付款方式。',
  'dropIn.checking': '正在確認您的付款…',
  'dropIn.error.failed': '無法開始付款。請檢查網路連線後再試一次。',
  'dropIn.method.card': '信用卡/金融卡',
  'dropIn.method.sepaDirectDebit': 'SEPA 直接扣款',
  'dropIn.method.ach': 'ACH 銀行扣款',
  'dropIn.method.genericRedirect': '網路銀行',
};
