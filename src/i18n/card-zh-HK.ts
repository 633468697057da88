import type { CardMessages } from './card-en';

/**
 * Hong Kong's texts of the card form: what they change of Taiwan's (`parentLanguages`). A card number
 * is a 卡號碼, the expiry a 到期日, the security code a 保安編碼, as Hong Kong's banks print them.
 */
export const cardZhHK: Partial<CardMessages> = {
  'card.number.label': '卡號碼',
  'card.expiry.label': '到期日',
  'card.securityCode.label': '保安編碼',
  'card.securityCode.storedLabel': '{card} 的保安編碼',
  'card.securityCode.hint': '{length} 位數字（{name}）',
  'card.scheme.legend': '要使用的卡網絡',
  'card.frame.title': '受保護的卡資料',
  'card.frame.unavailable': '無法載入付款卡表格。請檢查網絡連線，然後重新載入頁面。',
  'card.number.error.empty': '請輸入卡號碼。',
  'card.number.error.characters': '卡號碼只可包含數字。',
  'card.number.error.incomplete': '卡號碼不完整。',
  'card.number.error.tooLong': '卡號碼過長。',
  'card.number.error.checksum': '此卡號碼無效：請檢查是否有輸入錯誤。',
  'card.number.error.unknownBrand': '無法辨識此卡類別。',
  'card.expiry.error.empty': '請輸入到期日。',
  'card.expiry.error.format': '請以 MM / YY 格式輸入到期日。',
  'card.expiry.error.tooFar': '此到期日過於久遠。',
  'card.expiry.error.past': '此卡已過期。',
  'card.securityCode.error.empty': '請輸入保安編碼。',
  'card.securityCode.error.characters': '保安編碼只可包含數字。',
  'card.securityCode.error.length': '保安編碼為 {length} 位數字。',
};
