// README "Checkout with every method": iDEAL in a popup, the payer staying on the page.
import type { ClientInitResponse } from 'railkit';
import { button, fetchSession, showProblem, showResult } from './harness.js';

const config = (await fetchSession({ workflowCode: 'checkout', country: 'NL' })) as ClientInitResponse;
const payButton = button('Pay with iDEAL');

/* snippet */
