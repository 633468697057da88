// @ts-check
/**
 * What the checkout pages say of a payment: the payer's result screen of a card checkout (the module
 * pages and the script-tag page), why a payment failed, and the order's state in the Merchant view.
 */
import { t } from './texts.js';

/**
 * @param {{ status: string, code?: string }} result the authorize result
 * @param {string} amount the formatted amount
 * @returns {import('./ui.js').ResultContent}
 */
export function checkoutResultContent(result, amount) {
  if (result.status === 'success') {
    return {
      kind: 'success',
      title: 'checkout.success.title',
      detail: 'checkout.success.detail',
      values: { amount },
      next: 'checkout.success.next',
      action: 'checkout.again',
    };
  }
  if (result.code === 'outcomeUnknown') {
    return {
      kind: 'unknown',
      title: 'checkout.unknown.title',
      detail: 'checkout.unknown.detail',
      next: 'result.emailLater',
      action: 'checkout.again',
    };
  }
  return {
    kind: 'pending',
    title: 'checkout.pending.title',
    detail: 'checkout.pending.detail',
    values: { amount },
    action: 'checkout.again',
  };
}

/**
 * Why a card payment did not go through, for the payer, from the result's reason.
 * @param {{ code?: string, reason?: { code: string } }} result
 */
export function cardFailureText(result) {
  if (result.code === 'challenge.cancelled') return t('checkout.cancelled');
  /** @type {Record<string, import('./texts.js').DemoTextKey>} */
  const reasons = {
    'card.declined': 'checkout.declined',
    'provider.timeout': 'checkout.timeout',
    'authentication.failed': 'checkout.authFailed',
  };
  return t(reasons[result.reason?.code ?? ''] ?? 'checkout.failed');
}

/**
 * The order's reconciled state in the Merchant view's words (the platform's status when it has none).
 * @param {string} status
 */
export function paymentStatusText(status) {
  /** @type {Record<string, import('./texts.js').DemoTextKey>} */
  const texts = {
    authorizeSuccessful: 'merchant.authorized',
    authorizeFailed: 'merchant.authorizeFailed',
    captureSuccessful: 'merchant.captured',
    cancelSuccessful: 'merchant.cancelled',
    refundSuccessful: 'merchant.refunded',
  };
  const key = texts[status];
  return key ? t(key) : status;
}
