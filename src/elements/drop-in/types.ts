import type { AuthorizeResult, ReturnInfo } from '../../core/types';
import type { DropInChoiceDetail, RkCheckout } from './rk-checkout';

// The drop-in's public types, apart from its code: `railkit/checkout` names them without loading it.

/** `dropIn(client, options)`: where redirect methods return, the Pay button, saved methods, wallets, looks. */
export interface DropInOptions {
  /** `true` (default): the drop-in pays with its own button. `false`: listen to `rk-choice` and call `pay()` from your button. */
  payButton?: boolean;
  /** How the card form is hosted: `secure-fields` (default, card data never in your page) or `in-page`. */
  cardHosting?: 'secure-fields' | 'in-page';
  /** Where redirect methods bring the payer back; sent with theirs only (3-D Secure ends in the SDK's dialog). */
  returnInfo?: ReturnInfo;
  /**
   * On the page `returnInfo` brought the payer back to: the drop-in first reads the session's
   * authorization ("Checking your payment…", nothing to press), then fires `rk-result` with it. After
   * a cancel or a decline it lists the methods again for the same order, naming what happened.
   */
  resume?: boolean;
  /** BCP 47 tag; defaults to the first of the browser's languages Railkit speaks, then `en`. */
  locale?: string;
  /** Text overrides by key (`dropIn.*`, and the forms' keys). */
  translations?: Readonly<Partial<Record<string, string>>>;
  /** `--rk-*` custom properties, for the drop-in and every form it shows. */
  styles?: Readonly<Record<`--rk-${string}`, string>>;
}

/** The drop-in's handle. Its element fires `rk-choice`, `rk-result`, `rk-wallet-unavailable`, `rk-saved-removed` and `rk-error`. */
export interface DropIn {
  /** `<rk-checkout>`. */
  readonly element: RkCheckout;
  /** What the payer has chosen, if anything yet. */
  readonly choice: DropInChoiceDetail | undefined;
  mount(target: string | Element): this;
  unmount(): void;
  /** Pays with the chosen method (call it from the payer's click); resolves as `api({ operation: 'authorize' })`, or undefined when nothing was sent (no choice, a field to correct). */
  pay(): Promise<AuthorizeResult | undefined>;
}
