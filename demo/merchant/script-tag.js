// @ts-check
import { renderShell } from './pages.js';
import { startPayoutJourney } from './payout-journey.js';

renderShell();
startPayoutJourney(
  /** @type {any} */ (window).Railkit,
  /** @type {HTMLElement} */ (document.querySelector('#app')),
  /** @type {HTMLElement} */ (document.querySelector('#merchant-view')),
);
