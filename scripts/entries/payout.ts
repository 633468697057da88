// What a payout-only integration imports: the core and the bank-account form, nothing of cards.
export { init } from '../../src/core/init';
import '../../src/elements/bank-account';
