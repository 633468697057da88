// What the script-tag card block takes from its page: a German checkout session, the form's place, the
// button (the page is in German), and where the outcome shows.
import { button, container, fetchSession } from '../harness.js';

export { showProblem, showResult } from '../harness.js';

export const config = await fetchSession({ workflowCode: 'checkout', country: 'DE' });
container('card');
export const payButton = button('Bezahlen');
