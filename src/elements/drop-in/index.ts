import { ConfigurationError } from '../../core/errors';
import { isPlainObject, styleEntryProblem } from '../../core/options';
import type { AuthorizeResult, RailkitClient, ReturnInfo } from '../../core/types';
import type { DropInChoiceDetail, RkCheckout } from './drop-in';

/**
 * `dropIn(client, options)` (`railkit/checkout`): every method of the session in one element. Its code
 * (the element, the wallets, the card form it may show) is a chunk loaded on the first call, so a page
 * that imports `railkit/checkout` for one method only never downloads it.
 */

export interface DropInOptions {
  /** `true` (default): the drop-in pays with its own button. `false`: listen to `rk-choice` and call `pay()` from your button. */
  payButton?: boolean;
  /** How the card form is hosted: `secure-fields` (default, card data never in your page) or `in-page`. */
  cardHosting?: 'secure-fields' | 'in-page';
  /** Where redirect methods (and a 3-D Secure redirect) bring the payer back. */
  returnInfo?: ReturnInfo;
  /** BCP 47 tag; defaults to `document.documentElement.lang`, then `en`. */
  locale?: string;
  /** Text overrides by key (`dropIn.*`, and the forms' keys). */
  translations?: Readonly<Partial<Record<string, string>>>;
  /** `--rk-*` custom properties, for the drop-in and every form it shows. */
  styles?: Readonly<Record<`--rk-${string}`, string>>;
}

/** The drop-in's handle. Its element fires `rk-choice`, `rk-result`, `rk-wallet-unavailable` and `rk-error`. */
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

const optionKeys = ['payButton', 'cardHosting', 'returnInfo', 'locale', 'translations', 'styles'];

function invalid(problem: string): ConfigurationError {
  return new ConfigurationError('options.invalid', `dropIn(): ${problem}`);
}

function checkOptions(options: DropInOptions): void {
  if (!isPlainObject(options)) throw invalid('options must be an object.');
  const unknown = Object.keys(options).filter((key) => !optionKeys.includes(key));
  if (unknown.length)
    throw invalid(`unknown options ${unknown.join(', ')}; it takes ${optionKeys.join(', ')}.`);
  if (options.payButton !== undefined && typeof options.payButton !== 'boolean') {
    throw invalid('payButton must be true or false.');
  }
  const hosting = options.cardHosting;
  if (hosting !== undefined && hosting !== 'secure-fields' && hosting !== 'in-page') {
    throw invalid(`cardHosting must be "secure-fields" or "in-page", received ${JSON.stringify(hosting)}.`);
  }
  for (const [name, value] of Object.entries(options.styles ?? {})) {
    const problem = styleEntryProblem(name, value);
    if (problem) throw invalid(`styles: ${problem}.`);
  }
}

export async function dropIn(client: RailkitClient, options: DropInOptions = {}): Promise<DropIn> {
  checkOptions(options);
  const offered = client.config.lookup.data.paymentCompositionOptions;
  if (!offered?.length) {
    throw new ConfigurationError(
      'config.invalid',
      'dropIn(): this session offers no payment methods. Create it with a checkout workflow (client init with workflowCode "checkout").',
    );
  }
  const { defineCheckoutElement, dropInChoices } = await import('./drop-in');
  defineCheckoutElement();
  const element = document.createElement('rk-checkout');
  element.settings = {
    client,
    payButton: options.payButton ?? true,
    cardHosting: options.cardHosting ?? 'secure-fields',
    ...(options.returnInfo ? { returnInfo: options.returnInfo } : {}),
    locale: options.locale ?? (document.documentElement.lang || 'en'),
    translations: options.translations ?? {},
    styles: options.styles ?? {},
  };
  element.choices = dropInChoices(offered);
  const handle: DropIn = {
    element,
    get choice() {
      return element.choice;
    },
    mount(target) {
      const container = typeof target === 'string' ? document.querySelector(target) : target;
      if (!(container instanceof Element)) {
        throw invalid(
          `mount(): no element matches ${JSON.stringify(target)}. Pass an element or a CSS selector.`,
        );
      }
      container.append(element);
      return this;
    },
    unmount: () => element.remove(),
    pay: () => element.pay(),
  };
  return handle;
}

declare global {
  interface HTMLElementTagNameMap {
    'rk-checkout': RkCheckout;
  }
}
