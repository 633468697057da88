// README script-tag checkout: the page has loaded railkit-checkout.iife.js (window.Railkit) before this.
import { button, container, fetchSession, showProblem, showResult } from './harness.js';

const configFromYourServer = await fetchSession({ workflowCode: 'checkout', country: 'DE' });
container('card');
const payButton = button('Bezahlen');

/* snippet */
