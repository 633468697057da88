// `import 'railkit/checkout'` beside `railkit` and `railkit/card`: checkout with every kind of method.
// It registers the schema-driven method elements (SEPA Direct Debit, ACH, Pix, UPI, boleto) and the
// redirect and wallet payments of `api({ operation: 'authorize' })`. A card-only or payout-only page that
// never imports it carries none of this code. Touches no page global at import time.
import { registerCheckoutMethods } from './elements/payment-method';

// The entry's one effect, in the entry itself (package.json `sideEffects` names this file).
registerCheckoutMethods();

export type { MethodElement, MethodElementOptions, MethodToken, SchemaMethodCode } from './core/method';
export type { MethodAuthorizeRequest } from './core/types';
export { resume } from './core/resume';
export { dropIn } from './elements/drop-in/index';
export type { DropIn, DropInOptions } from './elements/drop-in/index';
export type {
  DropInChoiceDetail,
  RkCheckout,
  SavedRemovedDetail,
  WalletUnavailableDetail,
} from './elements/drop-in/rk-checkout';
export type { WalletUnavailableReason } from './elements/drop-in/wallets';
