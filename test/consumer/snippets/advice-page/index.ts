// Not a snippet: a wrong option, for the test of which build a bundler picked. Every build says what is
// wrong; the development build (the `development` export condition) also says how to fix it.
import { init } from 'railkit';
import { fetchSession, showProblem } from '../harness.js';

const config = await fetchSession({ workflowCode: 'payout', country: 'DE' });
try {
  init(config, { locale: 'not a language' });
} catch (error) {
  showProblem(error);
}
