// README "In the page": the payout form of a German beneficiary's session.
import type { ClientInitResponse } from 'railkit';
import { button, container, fetchSession, showProblem, showResult } from './harness.js';

const session = { workflowCode: 'payout', country: 'DE' } as const;
const config = (await fetchSession(session)) as ClientInitResponse;
const fetchFreshConfigFromYourServer = async () => (await fetchSession(session)) as ClientInitResponse;
container('bank-account');
const payOutButton = button('Pay out');

/* snippet */
