/**
 * English texts of the drop-in (`dropIn.*`), apart from the forms' so that a page without the drop-in
 * carries none of them. What the payer reads: no ids, codes or signatures.
 */
export const dropInEn = {
  'dropIn.legend': 'Payment method',
  /** A stored card, listed first; `{card}` is its display name, e.g. "Visa •••• 4242". */
  'dropIn.savedCard': 'Saved card: {card}',
  'dropIn.loading': 'Loading the payment form…',
  'dropIn.pay': 'Pay {amount}',
  'dropIn.payWith': 'Pay {amount} with {method}',
  'dropIn.redirect.explanation':
    'You will go to {method} to confirm the payment of {amount}, then come back to this page.',
  'dropIn.wallet.explanation': '{method} opens its payment sheet to confirm the payment of {amount}.',
  'dropIn.busy': 'Processing your payment…',
  'dropIn.stillWorking': 'Still working. Please keep this page open.',
  'dropIn.result.success': 'Payment authorized. Thank you!',
  'dropIn.result.pending': 'Your payment is being checked. You will be told the outcome.',
  'dropIn.result.failed': 'The payment was declined. Try again or choose another method.',
  'dropIn.result.cancelled': 'The payment was cancelled. Nothing was charged; choose a method to try again.',
  /** A cancel on a wallet's sheet or a redirect method's page; `{method}` is its name ("iDEAL"). */
  'dropIn.result.cancelledMethod':
    'You cancelled the payment with {method}. Nothing was charged: choose how to pay.',
  /** A decline of a wallet or redirect method's payment. */
  'dropIn.result.failedMethod': 'The payment with {method} was declined. Choose another way to pay.',
  /** On the return page of a redirect method, while the outcome is read. */
  'dropIn.checking': 'Checking your payment…',
  'dropIn.error.failed': 'The payment could not be started. Check your connection and try again.',
  /** A saved account or agreement; `{method}` its method's name, `{name}` its display name ("IBAN •••• 3000"). */
  'dropIn.savedMethod': 'Saved {method}: {name}',
  /** The payer's consent to keep a new card, account or PayPal; unticked until they tick it. */
  'dropIn.save': 'Save for my next payments',
  'dropIn.remove': 'Remove {name}',
  'dropIn.remove.question':
    'Remove {name} from your saved payment methods? You can save it again when you pay.',
  /** The choice that loses nothing; it has focus when the question opens. */
  'dropIn.remove.keep': 'Keep it',
  'dropIn.remove.confirm': 'Remove',
  'dropIn.remove.busy': 'Removing {name}…',
  'dropIn.remove.done': '{name} was removed from your saved payment methods.',
  'dropIn.remove.failed': '{name} could not be removed and is still saved. Try again later.',
  // The names of the methods that are no brand, by code (a brand such as PayPal, iDEAL, Pix, UPI, Boleto,
  // Apple Pay or Google Pay is shown as the platform names it, in every language).
  'dropIn.method.card': 'Card',
  'dropIn.method.sepaDirectDebit': 'SEPA Direct Debit',
  'dropIn.method.ach': 'ACH bank debit',
  'dropIn.method.genericRedirect': 'Online banking',
} as const;

export type DropInMessages = Record<keyof typeof dropInEn, string>;
