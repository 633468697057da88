// docs/sdk.md "Drop-in and wallets": every method of a German checkout in one element.
import type { ClientInitResponse } from 'railkit';
import { container, fetchSession, returnPageUrls, showResult } from './harness.js';

const config = (await fetchSession({ workflowCode: 'checkout', country: 'DE' })) as ClientInitResponse;
const returnInfo = returnPageUrls();
const show = showResult;
container('checkout');

/* snippet */
