// @ts-check
/**
 * The payer's result screen of a card checkout, shared by the module pages (checkout.ts) and the
 * script-tag page: what the SDK knows now; the merchant's notification decides what happens next.
 */

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
