import type { Messages } from './en';

/**
 * Traditional Chinese as Hong Kong writes it: what it changes of Taiwan's (`parentLanguages`), in the
 * words Hong Kong's banks print: an account is a 戶口 (戶口號碼, 戶口持有人), a branch code a 分行編號,
 * a current account a 往來戶口, and digits are counted in 位 (Taiwan's 碼).
 */
export const zhHK: Partial<Messages> = {
  'field.holder.type.label': '戶口持有人類別',
  'field.holder.name.label': '戶口持有人姓名',
  'field.account.accountNumber.label': '戶口號碼',
  'field.account.accountType.label': '戶口類別',
  'field.account.institutionNumber.label': '機構編號',
  'field.account.branchCode.label': '分行編號',
  'field.account.holderKana.label': '戶口持有人姓名（片假名）',
  'option.checking': '往來戶口',
  'option.savings': '儲蓄戶口',
  'option.ordinary': '普通儲蓄戶口（futsu）',
  'option.vista': 'Vista 活期戶口（cuenta vista）',

  'error.platform': '銀行資料被拒絕：請檢查此欄位。',
  'error.sortCode': '請輸入有效的 6 位數字銀行分類代碼。',
  'error.abaRouting': '請輸入有效的 9 位數字路由號碼。',
  'error.clabe': '請輸入有效的 18 位數字 CLABE 號碼。',
  'error.nuban': '請輸入有效的 10 位數字 NUBAN 戶口號碼。',
};
