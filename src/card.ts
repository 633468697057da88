// `import 'railkit/card'` beside `railkit`: card checkout. It registers the card element (in the page,
// or in the vault's secure-fields frame) and `api({ operation: 'authorize' })` with the core, so that
// `client.dynamicElement({ paymentMethod: { paymentMethodCode: 'card' } })` works. A payout-only page
// that never imports it carries no card code. Touches no page global at import time.
import './elements/card';

export type {
  CardChange,
  CardElement,
  CardElementEvents,
  CardElementOptions,
  CardField,
  CardHosting,
  CardToken,
} from './core/card';
