// README "Card checkout": the card form in the vault's secure-fields frame, and a pay button.
import type { ClientInitResponse } from 'railkit';
import { button, checkbox, container, fetchSession, showProblem, showResult } from './harness.js';

const config = (await fetchSession({ workflowCode: 'checkout', country: 'DE' })) as ClientInitResponse;
container('card');
const saveCard = checkbox('Save this card');
const payButton = button('Pay');

/* snippet */
