import type { Instrument } from '../../api/schemas/instrument';
import {
  registerDynamicElement,
  type DynamicElement,
  type DynamicElementContext,
  type ElementPreparation,
} from '../../core/dynamic-element';
import { moduleLoadFailed } from '../../api/module-load';
import { ConfigurationError, RailkitError, ValidationError } from '../../api/errors';
import { registerOperation } from '../../core/operations';
import { registerFallbackPlatformModule } from '../../core/platform-module';
import { formTexts } from '../../i18n/index';
import { readSchema, type FetchJson, type ResolvedSchema } from '../../schema-form/index';
import { checksSettled } from '../../validation/checks';
import { defineBankAccountElement, type RkBankAccount } from './bank-account';
import { merchantStylesText } from './bank-account.styles';

/**
 * The `bankAccount` dynamic element (spec 4.8 steps 3-4): reads the option's instrumentDataSchema,
 * renders `<rk-bank-account>`, and on tokenize() validates, creates the instrument, resolves with it.
 * The fields render without waiting for their checks' modules; a tokenize() waits for them.
 */
export async function createBankAccountElement(context: DynamicElementContext): Promise<DynamicElement> {
  const schema = context.option.clientConfig.instrumentDataSchema;
  if (!schema) {
    throw new ConfigurationError(
      'schema.invalid',
      `The "${context.option.paymentMethodCode}" option has no clientConfig.instrumentDataSchema.` +
        (import.meta.env.DEV
          ? ' There is no form to render: check the payment method configuration of the workflow.'
          : ''),
    );
  }
  const stylesText = merchantStylesText(context.styles);
  // The locale's texts load with the schema, so the form renders translated from its first frame.
  const loading = Promise.all([readingOf(schema, context.fetchJson), formTexts.load(context.locale)]);
  // Meanwhile the element is defined, made and its frame rendered, work the first paint then skips.
  defineBankAccountElement();
  const element = document.createElement('rk-bank-account');
  element.locale = context.locale;
  element.translations = context.translations;
  element.events = context.events;
  if (stylesText) element.setMerchantStyles(stylesText);
  element.renderAhead();
  [element.schema] = await loading;
  return new BankAccountElement(element, context);
}

class BankAccountElement implements DynamicElement {
  readonly element: RkBankAccount;
  readonly #context: DynamicElementContext;
  #running: Promise<Instrument> | undefined;

  constructor(element: RkBankAccount, context: DynamicElementContext) {
    this.element = element;
    this.#context = context;
  }

  mount(target: string | Element): this {
    const container = typeof target === 'string' ? document.querySelector(target) : target;
    if (!(container instanceof Element)) {
      const what =
        typeof target === 'string' ? `no element matches "${target}"` : 'the target is not an Element';
      throw new ConfigurationError(
        'options.invalid',
        `mount(): ${what}.` +
          (import.meta.env.DEV
            ? ' Pass a CSS selector of an element already on the page, or the element itself.'
            : ''),
      );
    }
    container.append(this.element);
    return this;
  }

  unmount(): void {
    // The element keeps its values while detached, so mounting again shows what was typed.
    this.element.remove();
  }

  tokenize(): Promise<Instrument> {
    // Double-click safe: a second call while one runs joins it.
    this.#running ??= this.#tokenize().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  setBusy(busy: boolean): void {
    // A task later, as the tokenizing state: the request it announces goes out before the element's
    // update (both wait on microtasks), which starts the wait the form shows if it lasts.
    setTimeout(() => (this.element.busy = busy));
  }

  async #tokenize(): Promise<Instrument> {
    if (!this.element.isConnected) {
      throw new RailkitError(
        'element.not-mounted',
        `tokenize() needs the form on the page${import.meta.env.DEV ? ': call mount(container) first' : ''}.`,
      );
    }
    // A check whose rules were still on their way when the payer typed runs in full before the submit.
    await checksSettled().catch((cause: unknown) => {
      throw moduleLoadFailed("form's checks", cause);
    });
    const errors = this.element.validateAll();
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    setTimeout(() => (this.element.tokenizing = true));
    try {
      return await this.#context.createInstrument(this.element.instrumentData());
    } catch (error) {
      // The platform's field errors, shown on the form by a chunk loaded only when it refuses an
      // instrument; without that chunk the caller still gets the platform's error.
      await import('./platform-field-errors').then(
        (module) => module.showPlatformFieldErrors(this.element, error),
        () => {},
      );
      throw error;
    } finally {
      setTimeout(() => (this.element.tokenizing = false));
    }
  }
}

/** The readings init() started, by schema: a form takes its schema's over instead of walking it again. */
const preparedReadings = new WeakMap<object, Promise<ResolvedSchema>>();

/**
 * At init(): starts reading the option's schema, so its check modules (and for a schema with `$ref`s,
 * the resolver and the remote documents) are on their way before dynamicElement() is called, which then
 * takes that reading over. A failure is the factory's to report: it reads the schema again.
 */
createBankAccountElement.prepare = ({ option, fetchJson }: ElementPreparation): void => {
  const schema = option.clientConfig.instrumentDataSchema;
  if (!schema) return;
  const reading = readSchema(schema, fetchJson);
  reading.catch(() => {});
  preparedReadings.set(schema, reading);
};

/** The reading prepare() started, or a new one when there is none or it failed. */
function readingOf(schema: object, fetchJson: FetchJson): Promise<ResolvedSchema> {
  const prepared = preparedReadings.get(schema);
  return prepared ? prepared.catch(() => readSchema(schema, fetchJson)) : readSchema(schema, fetchJson);
}

const payoutPlatform = () => import('../../core/payout-platform');

/**
 * Registers the `bankAccount` element and `api({ operation: 'payout' })` with the core. The `railkit`
 * entry's init() calls it: registration made by a call the merchant's code reaches cannot be dropped by
 * a bundler, as a module's top-level statements can when it is marked free of side effects.
 */
export function registerBankAccount(): void {
  registerDynamicElement('bankAccount', createBankAccountElement);
  // The payout runner comes with the bank-account element: only payout integrations carry it, and its
  // code is in the platform module this element names, loaded once the form is on screen. A card or
  // checkout entry's smaller platform module, registered at import, stays the one a page loads.
  registerFallbackPlatformModule(payoutPlatform);
  registerOperation('payout', (host) => payoutPlatform().then((module) => module.createPayoutRunner(host)));
}
