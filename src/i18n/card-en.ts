/**
 * English texts of the card form (`card.*`), apart from the bank-account form's (`en.ts`) so that a
 * payout-only bundle carries none of them. Error texts never repeat what was typed: they travel to the
 * merchant's page.
 */
export const cardEn = {
  'card.number.label': 'Card number',
  'card.expiry.label': 'Expiry date',
  'card.expiry.placeholder': 'MM / YY',
  'card.securityCode.label': 'Security code',
  /** Label of the only field of a stored card; `{card}` is the card's display name, e.g. "Visa •••• 4242". */
  'card.securityCode.storedLabel': 'Security code of {card}',
  /** Help under the security code once the brand is known; `{name}` is CVV, CVC, CID... */
  'card.securityCode.hint': '{length} digits ({name})',
  'card.holderName.label': 'Name on card',
  /** Legend of the network choice of a co-badged card. */
  'card.scheme.legend': 'Card network to use',
  /** Read with the number field once a brand is recognised. */
  'card.brand.detected': '{brand} card',
  /** Title of the secure-fields iframe (what screen readers announce for the frame). */
  'card.frame.title': 'Secure card details',
  'card.frame.unavailable': 'The card form could not be loaded. Check your connection and reload the page.',
  'card.number.error.empty': 'Enter the card number.',
  'card.number.error.characters': 'A card number has digits only.',
  'card.number.error.incomplete': 'The card number is incomplete.',
  'card.number.error.tooLong': 'The card number is too long.',
  'card.number.error.checksum': 'This card number is not valid: check it for typos.',
  'card.number.error.unknownBrand': 'This card type is not recognised.',
  'card.number.error.notAccepted': '{brand} cards are not accepted here.',
  'card.expiry.error.empty': 'Enter the expiry date.',
  'card.expiry.error.format': 'Enter the expiry date as MM / YY.',
  'card.expiry.error.month': 'The month must be from 01 to 12.',
  'card.expiry.error.past': 'This card has expired.',
  'card.expiry.error.tooFar': 'This expiry date is too far in the future.',
  'card.securityCode.error.empty': 'Enter the security code.',
  'card.securityCode.error.characters': 'The security code has digits only.',
  'card.securityCode.error.length': 'The security code has {length} digits.',
  'card.holderName.error.empty': 'Enter the name on the card.',
};

export type CardMessageKey = keyof typeof cardEn;
/** What every locale provides for the card form: a text for each English key. */
export type CardMessages = Record<CardMessageKey, string>;
