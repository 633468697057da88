// What a payout-only integration imports: the core and the bank-account form, nothing of cards.
export { init } from '../../src/core/init';
import { registerBankAccount } from '../../src/elements/bank-account';

registerBankAccount();
