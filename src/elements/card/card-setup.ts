import type { ClientConfig } from '../../api/schemas/client-config';
import type { Instrument } from '../../api/schemas/instrument';
import type { CardElementEvents, CardHosting } from '../../core/card';
import type { DynamicElementContext } from '../../core/dynamic-element';

/**
 * What both hostings build the card form from: checked options and the session's vault. Its own
 * module: the hostings that index.ts loads on demand import this type, not the module that loads them.
 */
export interface CardSetup {
  hosting: CardHosting;
  instrument: Instrument | undefined;
  withHolderName: boolean;
  /** The networks the session accepts; undefined when the option does not say. */
  networks: readonly string[] | undefined;
  locale: string;
  translations: DynamicElementContext['translations'];
  styles: DynamicElementContext['styles'];
  /** The merchant's `:host { --rk-... }` rule, checked. */
  stylesText: string;
  events: CardElementEvents;
  vault: () => ClientConfig['vault'];
  holderReference: () => string;
}
