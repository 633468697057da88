// What a checkout integration with every method imports: the core, the card form (in page) and the
// schema-driven, redirect and wallet methods of railkit/checkout. Nothing of payouts.
export { init } from '../../src/core/init';
import '../../src/elements/card';
import '../../src/elements/card/in-page';
import '../../src/elements/payment-method';
