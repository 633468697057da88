// The bundler integration: the SDK imported as an ES module.
import * as Railkit from '../src/index';
import { renderShell } from './merchant/pages.js';
import { startPayoutJourney } from './merchant/payout-journey.js';

renderShell();
startPayoutJourney(Railkit, document.querySelector('#app')!, document.querySelector('#merchant-view')!);
