// @ts-check
/**
 * Hong Kong's texts of the demo: what they change of Taiwan's (`parentLanguages` in
 * src/i18n/languages.ts): 提款 and 結餘 for a payout and a balance, 戶口 for an account, 結賬, 電郵,
 * 商戶, 收款. @type {Partial<Record<import('./en.js').DemoTextKey, string>>}
 */
export const zhHK = {
  'busy.payingOut': '正在提交您的提款…',

  'payout.title': '提取結餘',
  'payout.start.title': '提款資料',
  'payout.country': '銀行戶口所在國家/地區',
  'payout.details.title': '我們應將款項匯至何處？',
  'payout.sample': '沙盒範例戶口：{sample}',
  'payout.review': '檢查提款內容',
  'payout.confirm.title': '確認提款',
  'payout.confirm.to': '收款戶口',
  'payout.confirm.holder': '戶口持有人',
  'payout.payOut': '提款',
  'payout.edit': '更改銀行戶口',
  'payout.retryHint': '{error} 您可以再按一次「提款」：款項不會重複支付。',
  'payout.success.title': '已提交提款',
  'payout.success.next': '款項通常會在一個工作天內到賬。',
  'payout.failure.title': '提款失敗',
  'payout.failure.detail': '您的銀行無法接受此筆提款。您的結餘沒有變動。',
  'payout.failure.next': '改用其他戶口',
  'payout.pending.title': '提款處理中',
  'payout.pending.detail': '您的銀行尚未確認 {amount} 的提款。',
  'payout.unknown.title': '我們無法確認您的提款',
  'payout.unknown.detail': '連線在您的銀行回覆前中斷。請勿再次提款：任何款項都不會重複支付。',
  'payout.again': '再提取一筆款項',

  'result.emailLater': '您可以關閉此頁面：銀行回覆後，我們會以電郵通知您。',
  'result.stoppedWaiting': '您的銀行尚未回覆。您可以關閉此頁面：我們會以電郵通知您結果。',

  'checkout.title': '結賬',
  'checkout.customer': '客戶參考編號',
  'checkout.customerHint': '此客戶儲存的卡會在下次結賬時提供選用。',
  'checkout.pay.title': '以卡付款',
  'checkout.accepted': '接受的卡',
  'checkout.newCard': '新卡',
  'checkout.store': '儲存此卡供下次使用',
  'checkout.testCards':
    '沙盒測試卡：{approves} 會獲批核，{declines} 會被拒絕，{challenge} 會要求 {threeDS}，{timeout} 會逾時。',
  'checkout.declined': '您的銀行拒絕了此卡。請改用另一張卡。',
  'checkout.authFailed': '您的銀行無法確認此筆付款。請再試一次，或改用另一張卡。',
  'checkout.failed': '付款失敗。請再試一次，或改用另一張卡。',
  'checkout.success.title': '付款已獲授權',
  'checkout.success.detail': '已在您的卡上預留 {amount}。',
  'checkout.success.next': '訂單發貨時，我們才會收款。',
  'checkout.again': '重新結賬',

  'merchant.title': '商戶檢視',
  'merchant.note': '商戶伺服器從已簽署通知得知的資訊。付款人永遠不會看到此面板。',
  'merchant.capture': '收款',
  'merchant.authorized': '已獲授權',
  'merchant.captured': '已收款',

  'page.payout.title': '提款',
  'page.payout.summary': '提款至 145 個國家/地區的銀行戶口，SDK 以 ES 模組匯入。',
  'page.script-tag.summary': '同樣的提款，不需打包工具：一個附完整性雜湊的 <script> 定義 window.Railkit。',
  'page.checkout.title': '以卡結賬',
  'page.checkout.summary': '以卡付款，卡表格位於本頁面中，送出前在此處加密。',
  'page.checkout-drop-in.summary':
    '在單一元件中提供付款人所在國家/地區的所有付款方式：卡、銀行扣賬、重新導向及電子錢包。',
  'page.checkout-secure.summary': '同樣的以卡付款，表格位於保管庫的框架中：卡資料絕不經過本頁面。',
  'page.checkout-methods.summary':
    '在六個國家/地區，以沙盒在當地提供的所有付款方式結賬：直接扣賬、Pix、UPI、iDEAL、PayPal…',
  'page.script-tag-checkout.title': 'Script 標籤結賬',
  'page.script-tag-checkout.summary':
    '不需打包工具的以卡付款：結賬 <script> 定義 window.Railkit；3-D Secure 在對話框中進行。',
  'page.react.summary': '以 React 元件（railkit/react）完成提款及一站式結賬，每個工作階段一個用戶端。',
  'page.vue.summary': '以 Vue 元件（railkit/vue）完成提款及一站式結賬，每個工作階段一個用戶端。',
};
