import { ConfigurationError } from '../../api/errors';
import { isPlainObject, styleEntryProblem } from '../../core/options';
import { browserLocale } from '../../i18n/browser-locale';
import type { RailkitClient } from '../../core/types';
// The card form, in either hosting (each a chunk): the drop-in registers it, so a page needs no railkit/card.
import { registerCard } from '../card/index';
import { defineCheckoutElement, dropInChoices } from './rk-checkout';
import type { DropIn, DropInOptions } from './types';

// The drop-in's chunk: what `dropIn()` loads on its first call.

const optionKeys = ['payButton', 'cardHosting', 'returnInfo', 'resume', 'locale', 'translations', 'styles'];

function invalid(problem: string): ConfigurationError {
  return new ConfigurationError('options.invalid', `dropIn(): ${problem}`);
}

function checkOptions(options: DropInOptions): void {
  if (!isPlainObject(options)) throw invalid('options must be an object.');
  const unknown = Object.keys(options).filter((key) => !optionKeys.includes(key));
  if (unknown.length)
    throw invalid(`unknown options ${unknown.join(', ')}; it takes ${optionKeys.join(', ')}.`);
  for (const flag of ['payButton', 'resume'] as const) {
    if (options[flag] !== undefined && typeof options[flag] !== 'boolean') {
      throw invalid(`${flag} must be true or false.`);
    }
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

export function createDropIn(client: RailkitClient, options: DropInOptions): DropIn {
  checkOptions(options);
  registerCard();
  const offered = client.config.lookup.data.paymentCompositionOptions;
  if (!offered?.length) {
    throw new ConfigurationError(
      'config.invalid',
      'dropIn(): this session offers no payment methods. Create it with a checkout workflow (client init with workflowCode "checkout").',
    );
  }
  defineCheckoutElement();
  const element = document.createElement('rk-checkout');
  element.settings = {
    client,
    payButton: options.payButton ?? true,
    cardHosting: options.cardHosting ?? 'secure-fields',
    ...(options.returnInfo ? { returnInfo: options.returnInfo } : {}),
    resume: options.resume ?? false,
    locale: options.locale ?? browserLocale(),
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
