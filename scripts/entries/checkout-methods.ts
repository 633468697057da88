// What a checkout integration with every method imports: the core, the card form (in page) and the
// schema-driven, redirect and wallet methods of railkit/checkout. Nothing of payouts.
export { init } from '../../src/core/init';
import { registerCard } from '../../src/elements/card';
import '../../src/elements/card/in-page';
import { registerCheckoutMethods } from '../../src/elements/payment-method';

registerCard();
registerCheckoutMethods();
