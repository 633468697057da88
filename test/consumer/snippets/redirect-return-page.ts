// README "Checkout with every method": the page iDEAL sends the payer back to, with the order's session.
import type { ClientInitResponse } from 'railkit';
import { fetchSession, showResult } from './harness.js';

const config = (await fetchSession({ workflowCode: 'checkout', country: 'NL' })) as ClientInitResponse;

/* snippet */
