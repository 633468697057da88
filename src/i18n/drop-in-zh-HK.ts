import type { DropInMessages } from './drop-in-en';

/**
 * Hong Kong's texts of the drop-in: what they change of Taiwan's (`parentLanguages`). A debit card is a
 * 扣賬卡, a debit a 扣賬, online banking 網上銀行, a network connection 網絡.
 */
export const dropInZhHK: Partial<DropInMessages> = {
  'dropIn.savedCard': '已儲存的卡：{card}',
  'dropIn.error.failed': '無法開始付款。請檢查網絡連線後再試一次。',
  'dropIn.method.card': '信用卡/扣賬卡',
  'dropIn.method.sepaDirectDebit': 'SEPA 直接扣賬',
  'dropIn.method.ach': 'ACH 銀行扣賬',
  'dropIn.method.genericRedirect': '網上銀行',
};
