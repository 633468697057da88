import type { AuthorizeResult, RailkitClient } from '../../core/types';
import type {
  DropInChoiceDetail,
  RkCheckout,
  SavedRemovedDetail,
  WalletUnavailableDetail,
} from './rk-checkout';
import type { DropIn, DropInOptions } from './types';

export type { DropIn, DropInOptions } from './types';

/**
 * `dropIn(client, options)` (`railkit/checkout`): every method of the session in one element. Its code
 * (the element, the wallets, the card form it may show) is a chunk loaded on the first call, so a page
 * that imports `railkit/checkout` for one method only never downloads it.
 */

/**
 * `dropIn(client, options)`: checks the options, makes `<rk-checkout>` with the session's methods, and
 * resolves with its handle. Rejects with `options.invalid` (an option it does not take) or
 * `config.invalid` (a session without payment methods).
 *
 * @example
 * ```ts
 * import { init } from 'railkit';
 * import { dropIn } from 'railkit/checkout';
 *
 * const checkout = await dropIn(init(config), { returnInfo });
 * checkout.mount('#checkout');
 * checkout.element.addEventListener('rk-result', (event) => showResult(event.detail));
 * ```
 */
export async function dropIn(client: RailkitClient, options: DropInOptions = {}): Promise<DropIn> {
  const { createDropIn } = await import('./drop-in');
  return createDropIn(client, options);
}

declare global {
  interface HTMLElementTagNameMap {
    'rk-checkout': RkCheckout;
  }
  // The drop-in's events, typed for `addEventListener` on its element (or any ancestor: they bubble).
  interface GlobalEventHandlersEventMap {
    'rk-result': CustomEvent<AuthorizeResult>;
    'rk-choice': CustomEvent<DropInChoiceDetail>;
    'rk-wallet-unavailable': CustomEvent<WalletUnavailableDetail>;
    /** The payer removed a saved method: it is disabled at the platform and gone from the list. */
    'rk-saved-removed': CustomEvent<SavedRemovedDetail>;
    'rk-error': CustomEvent<unknown>;
  }
}
