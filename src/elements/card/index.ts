import type { Instrument } from '../../api/schemas/instrument';
import type { CardElement, CardElementEvents } from '../../core/card';
import { registerDynamicElement, type DynamicElementContext } from '../../core/dynamic-element';
import { ConfigurationError } from '../../api/errors';
import { createAuthorizeRunner } from '../../core/authorize';
import { registerOperation } from '../../core/operations';
import { registerPlatformModule } from '../../core/platform-module';
import type { CardSetup } from './card-setup';
import { cardStylesText } from './styles-text';

function invalid(problem: string): ConfigurationError {
  return new ConfigurationError('options.invalid', `dynamicElement() options.${problem}`);
}

/** Checks the card's own options (`hosting`, `instrument`, `holderName`) against the session. */
export function cardSetup(context: DynamicElementContext): CardSetup {
  const options = context.elementOptions ?? {};
  const hosting = options.hosting ?? 'secure-fields';
  if (hosting !== 'secure-fields' && hosting !== 'in-page') {
    throw invalid(`hosting: expected "secure-fields" or "in-page", received ${JSON.stringify(hosting)}.`);
  }
  const holderName = options.holderName ?? true;
  if (typeof holderName !== 'boolean') throw invalid('holderName: expected true or false.');
  const vault = context.vault;
  if (!vault) {
    throw new ConfigurationError(
      'config.invalid',
      'The card element needs the vault of the client-init config (its encryption key); create it with client.dynamicElement().',
    );
  }
  return {
    hosting,
    instrument: offeredInstrument(context, options.instrument),
    withHolderName: holderName,
    networks: acceptedNetworks(context),
    locale: context.locale,
    translations: context.translations,
    styles: context.styles,
    stylesText: cardStylesText(context.styles),
    events: context.events as CardElementEvents,
    vault: () => context.vault ?? vault,
    holderReference: () => context.holderReference,
  };
}

/** A stored card must be one the lookup offered for this session: its id is what authorize sends. */
function offeredInstrument(context: DynamicElementContext, value: unknown): Instrument | undefined {
  if (value === undefined || value === null) return undefined;
  const id = typeof value === 'object' && 'id' in value ? value.id : undefined;
  const offered = context.option.paymentInstruments ?? [];
  const instrument = offered.find((candidate) => candidate.id === id);
  if (instrument) return instrument;
  throw invalid(
    `instrument: this card is not among the stored cards of the session (${offered.length} offered). ` +
      'Pass one of client.config.lookup.data.paymentCompositionOptions[].paymentInstruments unchanged.',
  );
}

/** The networks the card option lists (`clientConfig.networks`), when it lists any. */
function acceptedNetworks(context: DynamicElementContext): readonly string[] | undefined {
  const networks = (context.option.clientConfig as Record<string, unknown>).networks;
  return Array.isArray(networks) && networks.every((network) => typeof network === 'string')
    ? networks
    : undefined;
}

/**
 * The `card` dynamic element: the card form in the merchant's page (`hosting: 'in-page'`) or in the
 * vault's secure-fields frame (default). Each hosting is its own chunk, loaded on first use.
 */
export async function createCardElement(context: DynamicElementContext): Promise<CardElement> {
  const setup = cardSetup(context);
  if (setup.hosting === 'in-page') {
    const { createInPageCardElement } = await import('./in-page');
    return createInPageCardElement(setup);
  }
  const { createSecureFieldsCardElement } = await import('./secure-fields-host');
  return createSecureFieldsCardElement(setup);
}

/**
 * Registers the `card` element and `api({ operation: 'authorize', card })` (only card integrations carry
 * it) with the core. The `railkit/card` entry calls it when imported.
 */
export function registerCard(): void {
  registerDynamicElement('card', createCardElement);
  registerOperation('authorize', createAuthorizeRunner);
  // The platform client alone: a card or checkout page carries no payout runner.
  registerPlatformModule(() => import('../../core/platform'));
}
