// What the return page's block takes from its page: the order's session again, and where the outcome shows.
import { fetchSession } from '../harness.js';

export { showResult } from '../harness.js';

export const config = await fetchSession({ workflowCode: 'checkout', country: 'NL' });
