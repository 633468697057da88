// The tags a merchant can write, and the one call that registers them with `customElements`.
import { defineBankAccountElement } from './elements/bank-account/bank-account';

/**
 * Defines every Railkit custom element (`<rk-bank-account>`) that is not defined yet. `railkit/define`
 * calls it on import; `client.dynamicElement()` defines what it renders by itself, so call this only to
 * use a tag before that (CSS `:defined`, a framework's template checks).
 *
 * @example
 * ```ts
 * import { defineElements } from 'railkit';
 *
 * defineElements(); // now `rk-bank-account:defined` matches, before any form is made
 * ```
 */
export function defineElements(): void {
  defineBankAccountElement();
}
