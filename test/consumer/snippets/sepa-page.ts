// README "Checkout with every method": a direct method's form (SEPA Direct Debit, offered in Germany).
import type { ClientInitResponse } from 'railkit';
import { button, container, fetchSession, showProblem, showResult } from './harness.js';

const config = (await fetchSession({ workflowCode: 'checkout', country: 'DE' })) as ClientInitResponse;
container('method');
const payButton = button('Pay');

/* snippet */
