// @ts-check
/**
 * English: the demo's own texts (what the payer and the merchant's staff read around the SDK's
 * elements). `de.js` and `ar.js` have exactly these keys (src/i18n/completeness.test.ts checks it).
 * `{name}` placeholders are filled by the page; amounts and account names go in as isolated
 * (`<bdi>`) text, so they read right inside right-to-left sentences.
 */
export const en = {
  'shell.brand': 'Railkit demo',
  'shell.pages': 'Demo pages',
  'shell.language': 'Language',

  'busy.stillWorking': 'Still working — do not close this page.',
  'busy.starting': 'Preparing the form…',
  'busy.checking': 'Checking your bank details…',
  'busy.payingOut': 'Sending your payout…',
  'busy.paying': 'Confirming the payment with your bank…',

  'payout.title': 'Withdraw your balance',
  'payout.start.title': 'Payout details',
  'payout.country': 'Country of your bank account',
  'payout.amount': 'Amount',
  'payout.amountHint': 'Sandbox: an amount ending in {fails} fails, {pending} stays pending.',
  'payout.formLanguage': 'Language of the form',
  'payout.continue': 'Continue',
  'payout.details.title': 'Where should we send the money?',
  'payout.sample': 'Sandbox sample account: {sample}',
  'payout.review': 'Review payout',
  'payout.confirm.title': 'Confirm your payout',
  'payout.confirm.amount': 'Amount',
  'payout.confirm.to': 'To',
  'payout.confirm.holder': 'Account holder',
  'payout.payOut': 'Pay out',
  'payout.edit': 'Change bank account',
  'payout.retryHint': '{error} You can press Pay out again: it will not pay twice.',
  'payout.group.iban': 'IBAN countries',
  'payout.group.ibanTerritory': 'IBAN territories (parent country format)',
  'payout.group.nationalIban': 'National IBANs (outside the SWIFT registry)',
  'payout.group.rail': 'Local bank details',

  'payout.success.title': 'Payout sent',
  'payout.success.detail': '{amount} is on its way to {account}.',
  'payout.success.next': 'It usually arrives within one business day.',
  'payout.failure.title': 'Payout failed',
  'payout.failure.detail': 'Your bank could not accept this payout. Your balance is unchanged.',
  'payout.failure.next': 'Try another account',
  'payout.pending.title': 'Payout pending',
  'payout.pending.detail': 'Your bank has not confirmed the payout of {amount} yet.',
  'payout.unknown.title': 'We could not confirm your payout',
  'payout.unknown.detail':
    'The connection was interrupted before your bank answered. Do not pay out again: nothing will be paid twice.',
  'payout.again': 'Make another payout',

  'result.waiting': 'Waiting for your bank’s answer…',
  'result.emailLater': 'You can close this page: we will e-mail you when your bank answers.',
  'result.stoppedWaiting':
    'Your bank has not answered yet. You can close this page: we will e-mail you the outcome.',

  'checkout.title': 'Checkout',
  'checkout.start.title': 'Your order',
  'checkout.amount': 'Amount',
  'checkout.customer': 'Customer reference',
  'checkout.customerHint': 'Cards saved by this customer are offered at the next checkout.',
  'checkout.continue': 'Continue to payment',
  'checkout.pay.title': 'Pay by card',
  'checkout.accepted': 'Accepted cards',
  'checkout.payWith': 'Pay with',
  'checkout.newCard': 'A new card',
  'checkout.store': 'Save this card for next time',
  'checkout.testCards':
    'Sandbox cards: {approves} approves, {declines} declines, {challenge} asks for {threeDS}, {timeout} times out.',
  'checkout.pay': 'Pay {amount}',
  'checkout.retryHint': '{error} You can press Pay again: it will not charge twice.',
  'checkout.cancelled':
    'You closed the confirmation with your bank, so the payment is not done. Press Pay to try again.',
  'checkout.declined': 'Your bank declined the card. Try another card.',
  'checkout.timeout': 'The payment could not be completed in time. Please try again.',
  'checkout.authFailed': 'Your bank could not confirm the payment. Try again or use another card.',
  'checkout.failed': 'The payment failed. Try again or use another card.',
  'checkout.startAgain': '{error} Start again to pay.',
  'checkout.success.title': 'Payment authorized',
  'checkout.success.detail': '{amount} is reserved on your card.',
  'checkout.success.next': 'We charge it when your order ships.',
  'checkout.pending.title': 'Payment pending',
  'checkout.pending.detail': 'Your bank has not answered about the payment of {amount} yet.',
  'checkout.unknown.title': 'We could not confirm your payment',
  'checkout.unknown.detail':
    'The connection was interrupted before your bank answered. Do not pay again: nothing will be charged twice.',
  'checkout.again': 'Start another checkout',
  'checkout.checking': 'Checking your payment…',

  'merchant.title': 'Merchant view',
  'merchant.note': 'What the merchant’s server knows from signed notifications. Payers never see this panel.',
  'merchant.order': 'Order',
  'merchant.state': 'Reconciled state',
  'merchant.none': 'No order yet',
  'merchant.awaiting': 'Waiting for the platform’s notification…',
  'merchant.payoutState': '{status} (notification {id}, signature verified) · {time}',
  'merchant.paymentState': '{status} ({action} notification, signature verified) · {time}',
  'merchant.capture': 'Capture',
  'merchant.cancel': 'Cancel payment',
  'merchant.refund': 'Refund',
  'merchant.authorized': 'Authorized',
  'merchant.authorizeFailed': 'Authorization failed',
  'merchant.captured': 'Captured',
  'merchant.cancelled': 'Cancelled',
  'merchant.refunded': 'Refunded',
  'merchant.console': 'Open in the sandbox console',

  'dropInPage.country': 'Country',
  'dropInPage.testHint':
    'Sandbox: an amount ending {declined} is declined, {pending} stays pending (not for cards).',
  'dropInPage.payTitle': 'Pay {amount} for your order',

  'methodsPage.payTitle': 'Choose how to pay',
  'methodsPage.legend': 'Payment method',
  'methodsPage.popup': 'Open the payment page in a popup window and stay on this page',
  'methodsPage.redirectHint': 'You will leave this page to pay with {method}, then come back here.',
  'methodsPage.cancelled': 'You cancelled the payment with {method}. Nothing was charged: choose how to pay.',
  'methodsPage.cancelledAny': 'You cancelled the payment. Nothing was charged: choose how to pay.',
  'methodsPage.declined': 'The payment with {method} was declined. Choose another way to pay.',
  'methodsPage.declinedAny': 'The payment was declined. Choose another way to pay.',
  'methodsPage.popupClosed': 'The payment window was closed before you finished. Press Pay to open it again.',
  'methodsPage.failed': 'The payment failed. Try again or choose another way to pay.',
  'methodsPage.success.detail': 'Your payment of {amount} is confirmed.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Payout',
  'page.payout.summary':
    'A payout to a bank account in 145 countries, with the SDK imported as an ES module.',
  'page.script-tag.title': 'Script tag',
  'page.script-tag.summary':
    'The same payout with no bundler: one <script> with its integrity hash defines window.Railkit.',
  'page.checkout.title': 'Card checkout',
  'page.checkout.summary':
    'A card payment with the card form in this page, encrypted here before it is sent.',
  'page.checkout-drop-in.title': 'Drop-in',
  'page.checkout-drop-in.summary':
    'Every method of the payer’s country in one element: cards, bank debits, redirects and wallets.',
  'page.checkout-secure.title': 'Secure fields',
  'page.checkout-secure.summary':
    'The same card payment with the form in the vault’s frame: card data never touches this page.',
  'page.checkout-methods.title': 'Every method',
  'page.checkout-methods.summary':
    'Checkout in six countries with every method the sandbox offers there: debits, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Script-tag checkout',
  'page.script-tag-checkout.summary':
    'A card payment with no bundler: the checkout <script> defines window.Railkit; 3-D Secure in a dialog.',
  'page.react.title': 'React app',
  'page.react.summary':
    'The payout and the drop-in checkout as React components (railkit/react), with one client per session.',
  'page.vue.title': 'Vue app',
  'page.vue.summary':
    'The payout and the drop-in checkout as Vue components (railkit/vue), with one client per session.',
};

/** @typedef {keyof typeof en} DemoTextKey */
