// README "Checkout with every method": iDEAL (offered in the Netherlands) by a full-page redirect.
import type { ClientInitResponse } from 'railkit';
import { button, fetchSession, returnPageUrls } from './harness.js';

const config = (await fetchSession({ workflowCode: 'checkout', country: 'NL' })) as ClientInitResponse;
const returnInfo = returnPageUrls();
const payButton = button('Pay with iDEAL');

/* snippet */
