// What the README's card block takes from its page: a German checkout session, the form's place, the
// save-card box, the button, and where the outcome shows.
import { button, checkbox, container, fetchSession } from '../harness.js';

export { showProblem, showResult } from '../harness.js';

export const config = await fetchSession({ workflowCode: 'checkout', country: 'DE' });
container('card');
export const saveCard = checkbox('Save this card');
export const payButton = button('Pay');
