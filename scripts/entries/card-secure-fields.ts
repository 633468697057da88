// What a secure-fields card integration imports: the core and the thin host of the vault's frame.
// No card form and no encryptor: both run inside the frame (dist/secure-fields/).
export { init } from '../../src/core/init';
import { registerCard } from '../../src/elements/card';
import '../../src/elements/card/secure-fields-host';

registerCard();
