import { html, nothing } from 'lit';
import type { DropInChoice } from './choices';

/**
 * A button per wallet the browser can pay with, above the list ("Pay €49.90 with Google Pay"): one
 * press to the sheet, as Adyen's instant payment methods and Stripe's Express Checkout Element.
 */
export function expressButtons(
  wallets: readonly DropInChoice[],
  busy: boolean,
  labelOf: (wallet: DropInChoice) => string,
  onPay: (key: string) => void,
) {
  if (wallets.length === 0) return nothing;
  return html`<div class="express">
    ${wallets.map(
      (wallet) =>
        html`<button type="button" aria-disabled=${busy ? 'true' : 'false'} @click=${() => onPay(wallet.key)}>
          ${labelOf(wallet)}
        </button>`,
    )}
  </div>`;
}
