// What the redirect block takes from its page: a Dutch checkout session, the return page's addresses and
// the button.
import { button, fetchSession, returnPageUrls } from '../harness.js';

export const config = await fetchSession({ workflowCode: 'checkout', country: 'NL' });
export const returnInfo = returnPageUrls();
export const payButton = button('Pay with iDEAL');
