// What the README's payout block takes from its page: the session the merchant's server made, the form's
// place, the button, and where the outcome shows.
import { button, container, fetchSession } from '../harness.js';

export { showProblem, showResult } from '../harness.js';

const session = { workflowCode: 'payout', country: 'DE' } as const;
export const config = await fetchSession(session);
export const fetchFreshConfigFromYourServer = () => fetchSession(session);
container('bank-account');
export const payOutButton = button('Pay out');
