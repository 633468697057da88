import { registerPaymentOperations } from '../../core/authorize';
import type { Instrument } from '../../api/schemas/instrument';
import type { CompositionOption } from '../../api/schemas/client-config';
import {
  registerDynamicElement,
  type DynamicElement,
  type DynamicElementContext,
} from '../../core/dynamic-element';
import { ConfigurationError } from '../../api/errors';
import type { MethodElement, MethodToken, SchemaMethodCode } from '../../core/method';
import type { OperationHost } from '../../core/operations';
import { registerPlatformModule } from '../../core/platform-module';
import { isPlainObject } from '../../core/options';
import {
  registerPaymentSource,
  type PaymentComposition,
  type PaymentSource,
} from '../../core/payment-sources';
import { openRedirectPopup } from '../../core/redirect-popup';
import { createBankAccountElement } from '../bank-account/index';
import { methodTexts, withLocalizedDescriptions } from '../../i18n/methods';
import { registerPixCheck } from '../../validation/pix-check';

/**
 * The checkout methods beyond cards (`railkit/checkout`): a schema-driven element for each direct method
 * (the payout form's engine: validators, formatters, translations, RTL, a11y), and the payment sources
 * of `api({ operation: 'authorize', method })` and `api({ operation: 'authorize', paymentMethod })`.
 */

export const schemaMethodCodes: readonly SchemaMethodCode[] = [
  'sepaDirectDebit',
  'ach',
  'pix',
  'upi',
  'boleto',
];

/**
 * A direct method's element: the payout's schema form (`<rk-bank-account>`) rendering the method's
 * schema, whose tokenize() hands back the validated data instead of creating an instrument.
 */
class SchemaMethodElement implements MethodElement {
  constructor(
    private readonly form: DynamicElement,
    readonly paymentMethodCode: SchemaMethodCode,
  ) {}

  get element(): HTMLElement {
    return this.form.element;
  }

  mount(target: string | Element): this {
    this.form.mount(target);
    return this;
  }

  unmount(): void {
    this.form.unmount();
  }

  setBusy(busy: boolean): void {
    this.form.setBusy(busy);
  }

  async tokenize(): Promise<MethodToken> {
    // The form validates (showing every error, rejecting with a ValidationError) before "creating".
    const instrumentData = (await this.form.tokenize()) as unknown as Record<string, unknown>;
    return { paymentMethodCode: this.paymentMethodCode, instrumentData };
  }
}

async function createMethodElement(context: DynamicElementContext): Promise<MethodElement> {
  const code = context.option.paymentMethodCode as SchemaMethodCode;
  // Nothing is created at the platform: the data goes in authorize's item (spec 4.2).
  const keepData = async (data: Record<string, unknown>) => data as unknown as Instrument;
  // The method's labels, descriptions and errors in the payer's language; the merchant's own texts win.
  const texts = await methodTexts.load(context.locale);
  const { clientConfig } = context.option;
  const option = {
    ...context.option,
    clientConfig: {
      ...clientConfig,
      instrumentDataSchema: withLocalizedDescriptions(clientConfig.instrumentDataSchema, texts),
    },
  };
  return new SchemaMethodElement(
    await createBankAccountElement({
      ...context,
      option,
      translations: { ...texts, ...context.translations },
      createInstrument: keepData,
    }),
    code,
  );
}

function invalid(problem: string): ConfigurationError {
  return new ConfigurationError('options.invalid', `api({ operation: 'authorize' }): ${problem}`);
}

/** `method`: the element of a schema-driven method; its data goes in the item as `instrumentData`. */
function methodSource(value: unknown) {
  if (!(value instanceof SchemaMethodElement)) {
    throw invalid(
      'method must be the element client.dynamicElement({ paymentMethod: { paymentMethodCode } }) resolved with for a direct method.',
    );
  }
  return {
    async compose(): Promise<PaymentComposition> {
      const { paymentMethodCode, instrumentData } = await value.tokenize();
      return {
        item: { paymentMethodCode, integrationType: 'api', instrumentData },
        fingerprint: [paymentMethodCode, instrumentData],
      };
    },
  };
}

/**
 * A saved account or agreement (`paymentMethod: { paymentMethodCode, instrument }`): its id alone pays,
 * with no form and no page to leave for. Only an instrument the option lists.
 */
function savedSource(option: CompositionOption, instrument: unknown): PaymentSource {
  const id = isPlainObject(instrument) ? instrument.id : undefined;
  const saved = option.paymentInstruments?.find((candidate) => candidate.id === id);
  if (!saved || option.paymentMethodCode === 'card') {
    throw invalid(
      `paymentMethod.instrument must be one of the saved instruments the "${option.paymentMethodCode}" option lists (a saved card pays with the card element).`,
    );
  }
  const item = {
    paymentMethodCode: option.paymentMethodCode,
    integrationType: option.integrationType,
    paymentInstrumentId: saved.id,
  };
  return { compose: async (): Promise<PaymentComposition> => ({ item, fingerprint: [item] }) };
}

/** `paymentMethod`: a redirect method, a wallet or a saved method; offered in this session, or options.invalid. */
function paymentMethodSource(value: unknown, host: OperationHost): PaymentSource {
  const code = isPlainObject(value) ? value.paymentMethodCode : undefined;
  const token = isPlainObject(value) ? value.paymentToken : undefined;
  if (typeof code !== 'string' || (token !== undefined && typeof token !== 'string')) {
    throw invalid('paymentMethod must be { paymentMethodCode, paymentToken?, instrument? } with strings.');
  }
  const options = host.config().lookup.data.paymentCompositionOptions ?? [];
  const option = options.find((candidate) => candidate.paymentMethodCode === code);
  if (!option) {
    const offered = options.map((candidate) => `"${candidate.paymentMethodCode}"`).join(', ') || 'none';
    throw invalid(`the payment method "${code}" is not offered in this session. Offered: ${offered}.`);
  }
  if (isPlainObject(value) && value.instrument !== undefined) return savedSource(option, value.instrument);
  const redirect = option.clientConfig.flow === 'redirect';
  if (!redirect && token === undefined) {
    throw invalid(
      `"${code}" is paid with ${option.clientConfig.instrumentDataSchema ? 'its element: pass it as method' : 'a wallet: pass the paymentToken its sheet gave'}.`,
    );
  }
  return {
    compose: async (): Promise<PaymentComposition> => ({
      item: {
        paymentMethodCode: code,
        integrationType: option.integrationType,
        ...(token !== undefined ? { paymentToken: token } : {}),
      },
      fingerprint: [code, token],
      redirect,
      ...(redirect ? { openPopup: openRedirectPopup } : {}),
    }),
  };
}

/**
 * Registers the direct methods' elements, the `method` and `paymentMethod` sources of
 * `api({ operation: 'authorize' })` and Pix's tax-number check with the core. The `railkit/checkout`
 * entry calls it when imported.
 */
export function registerCheckoutMethods(): void {
  registerPixCheck();
  registerPaymentSource('method', methodSource);
  registerPaymentSource('paymentMethod', paymentMethodSource);
  for (const code of schemaMethodCodes) registerDynamicElement(code, createMethodElement);
  registerPaymentOperations();
  // The platform client alone: a card or checkout page carries no payout runner.
  registerPlatformModule(() => import('../../core/platform'));
}
