import type { Instrument } from '../../api/schemas/instrument';
import {
  registerDynamicElement,
  type DynamicElement,
  type DynamicElementContext,
  type ElementPreparation,
} from '../../core/dynamic-element';
import {
  ConfigurationError,
  RailkitError,
  ValidationError,
  isRailkitError,
  type PlatformHttpError,
} from '../../core/errors';
import { registerOperation } from '../../core/operations';
import { en, formTexts } from '../../i18n/index';
import { resolveSchema, type FetchJson, type ResolvedSchema } from '../../schema-form/index';
import { defineBankAccountElement, type RkBankAccount } from './bank-account';
import { merchantStylesText } from './bank-account.styles';

/**
 * The `bankAccount` dynamic element (spec 4.8 steps 3-4): resolves the option's instrumentDataSchema,
 * renders `<rk-bank-account>`, and on tokenize() validates, creates the instrument, resolves with it.
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
  const [resolved] = await Promise.all([
    resolution(schema, context.fetchJson),
    formTexts.load(context.locale),
  ]);
  defineBankAccountElement();
  const element = document.createElement('rk-bank-account');
  element.schema = resolved;
  element.locale = context.locale;
  element.translations = context.translations;
  element.events = context.events;
  if (stylesText) element.setMerchantStyles(stylesText);
  return new BankAccountElement(element, context);
}

/** Resolutions started by init() (prepareBankAccountElement), by schema, for the factory to take over. */
const preparedResolutions = new WeakMap<object, Promise<ResolvedSchema>>();

/** The schema's resolution that init() started, or a new one (also after a prepared one failed). */
function resolution(schema: object, fetchJson: FetchJson): Promise<ResolvedSchema> {
  const prepared = preparedResolutions.get(schema);
  preparedResolutions.delete(schema);
  return prepared ?? resolveSchema(schema, fetchJson);
}

/** At init(): starts resolving the option's schema (its remote documents, its checks) and loading the texts. */
export function prepareBankAccountElement({ option, locale, fetchJson }: ElementPreparation): void {
  const schema = option.clientConfig.instrumentDataSchema;
  if (!schema || preparedResolutions.has(schema)) return;
  const resolving = resolveSchema(schema, fetchJson);
  preparedResolutions.set(schema, resolving);
  // A failure is the factory's to report; a failed resolution is not kept, so the factory tries again.
  resolving.catch(() => preparedResolutions.delete(schema));
  formTexts.load(locale).catch(() => {});
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
    this.element.busy = busy;
  }

  async #tokenize(): Promise<Instrument> {
    if (!this.element.isConnected) {
      throw new RailkitError(
        'element.not-mounted',
        `tokenize() needs the form on the page${import.meta.env.DEV ? ': call mount(container) first' : ''}.`,
      );
    }
    const errors = this.element.validateAll();
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    this.element.tokenizing = true;
    try {
      return await this.#context.createInstrument(this.element.instrumentData());
    } catch (error) {
      this.#showPlatformFieldErrors(error);
      throw error;
    } finally {
      this.element.tokenizing = false;
    }
  }

  /**
   * Shows the platform's `request.param.invalid` errors on the fields they name (`reason.field`, with
   * or without the `data.` prefix), in the form's words; errors about no visible field stay out.
   */
  #showPlatformFieldErrors(error: unknown): void {
    if (!isRailkitError(error) || error.code !== 'platform.error') return;
    const visible = new Set(this.element.fieldPaths);
    const messages: Record<string, string> = {};
    for (const { code, reason } of (error as PlatformHttpError).platformErrors) {
      const path = typeof reason?.field === 'string' ? reason.field.replace(/^data\./, '') : '';
      if (code !== 'request.param.invalid' || !visible.has(path)) continue;
      const key = `error.${typeof reason?.rule === 'string' ? reason.rule : ''}`;
      messages[path] = this.element.text(key in en ? key : 'error.platform');
    }
    if (Object.keys(messages).length > 0) this.element.showServerErrors(messages);
  }
}

registerDynamicElement('bankAccount', createBankAccountElement, prepareBankAccountElement);
// api({ operation: 'payout' }) comes with the bank-account element: only payout integrations carry it,
// and its code loads with the first api() call.
registerOperation('payout', async (host) => (await import('../../core/payout')).createPayoutRunner(host));
