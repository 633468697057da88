// The bundler integration: the SDK imported as an ES module.
import * as Railkit from '../src/index';
import { startPayoutJourney } from './merchant/payout-journey.js';

startPayoutJourney(Railkit, document.querySelector('#app')!);
