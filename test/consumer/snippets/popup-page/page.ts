// What the popup block takes from its page: a Dutch checkout session, the button, and where the outcome
// shows.
import { button, fetchSession } from '../harness.js';

export { showProblem, showResult } from '../harness.js';

export const config = await fetchSession({ workflowCode: 'checkout', country: 'NL' });
export const payButton = button('Pay with iDEAL');
