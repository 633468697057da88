import type { DropInMessages } from './drop-in-en';

/** Simplified Chinese texts of the drop-in. */
export const dropInZhHans: DropInMessages = {
  'dropIn.legend': '支付方式',
  'dropIn.savedCard': '已保存的卡：{card}',
  'dropIn.loading': '正在加载支付表单…',
  'dropIn.pay': '支付 {amount}',
  'dropIn.payWith': '使用 {method} 支付 {amount}',
  'dropIn.redirect.explanation': '您将跳转至 {method} 确认 {amount} 的付款，然后返回此页面。',
  'dropIn.wallet.explanation': '{method} 将打开其支付界面，以确认 {amount} 的付款。',
  'dropIn.busy': '正在处理您的付款…',
  'dropIn.stillWorking': '仍在处理中，请勿关闭此页面。',
  'dropIn.result.success': '付款已授权。谢谢！',
  'dropIn.result.pending': '您的付款正在审核中，我们会通知您结果。',
  'dropIn.result.failed': '付款被拒绝。请重试或选择其他支付方式。',
  'dropIn.result.cancelled': '付款已取消，未产生任何扣款。请选择一种支付方式重试。',
  'dropIn.result.cancelledMethod': '您已取消使用 {method} 付款，未产生任何扣款。请选择支付方式。',
  'dropIn.result.failedMethod': '使用 {method} 的付款被拒绝。请选择其他支付方式。',
  'dropIn.checking': '正在核验您的付款…',
  'dropIn.error.failed': '无法发起付款。请检查网络连接后重试。',
  'dropIn.method.card': '银行卡',
  'dropIn.method.sepaDirectDebit': 'SEPA 直接借记',
  'dropIn.method.ach': 'ACH 银行扣款',
  'dropIn.method.genericRedirect': '网上银行',
};
