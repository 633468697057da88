// @ts-check
import { startPayoutJourney } from './payout-journey.js';

startPayoutJourney(
  /** @type {any} */ (window).Railkit,
  /** @type {HTMLElement} */ (document.querySelector('#app')),
);
