// `import 'railkit/card'` beside `railkit`: card checkout. It registers the card element (in the page,
// or in the vault's secure-fields frame) and `api({ operation: 'authorize' })` with the core, so that
// `client.dynamicElement({ paymentMethod: { paymentMethodCode: 'card' } })` works. A payout-only page
// that never imports it carries no card code. Touches no page global at import time.
import { registerCard } from './elements/card';

// The entry's one effect, in the entry itself: package.json `sideEffects` names this file, so every
// bundler keeps the call, and the call keeps the chunk it reaches.
registerCard();

export type {
  CardChange,
  CardElement,
  CardElementEvents,
  CardElementOptions,
  CardField,
  CardHosting,
  CardToken,
} from './core/card';
