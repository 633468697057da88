// What an in-page card integration imports: the core and the card form that encrypts in the page
// (the JWE encryptor is a chunk loaded when the form mounts). Nothing of payouts.
export { init } from '../../src/core/init';
import { registerCard } from '../../src/elements/card';
import '../../src/elements/card/in-page';

registerCard();
