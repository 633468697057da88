// @ts-check
/**
 * British English texts of the demo: what they change of the English (`parentLanguages` in
 * src/i18n/languages.ts). @type {Partial<Record<import('./en.js').DemoTextKey, string>>}
 */
export const enGB = {
  'payout.success.next': 'It usually arrives within one working day.',
  'checkout.success.title': 'Payment authorised',
  'checkout.success.next': 'We take the payment when your order is dispatched.',
  'merchant.authorized': 'Authorised',
  'merchant.authorizeFailed': 'Authorisation failed',
  'methodsPage.popup': 'Open the payment page in a pop-up window and stay on this page',
};
