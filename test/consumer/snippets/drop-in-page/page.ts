// What the README's drop-in block takes from its page: a German checkout session, the return page's
// addresses, the drop-in's place, and where the outcome shows.
import { container, fetchSession, returnPageUrls } from '../harness.js';

export { showResult } from '../harness.js';

export const config = await fetchSession({ workflowCode: 'checkout', country: 'DE' });
export const returnInfo = returnPageUrls();
container('checkout');
