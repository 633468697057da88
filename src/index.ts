// The SDK's ES module entry: named exports only; types with `export type` (verbatimModuleSyntax).
// Importing it runs nothing (SSR-safe, and no bundler needs to keep it for its effects); `railkit/define`
// registers the tags.

// First: bundles keep modules in import order, and this one compresses best (the script tag, 500 B).
import { registerBankAccount } from './elements/bank-account';
import type { ClientInitResponse } from './api/schemas/client-config';
import { init as initClient } from './core/init';
import type { InitOptions } from './core/options';
import type { RailkitClient } from './core/types';

/**
 * Starts the SDK with the client-init response the merchant's server got (spec 4.8 step 2), with the
 * bank-account form (`bankAccount`) and `api({ operation: 'payout' })` registered. Synchronous: a bad
 * config throws a ConfigurationError `config.invalid` (or `session.expired`), bad options throw
 * `options.invalid`. `events.onReady` fires right after this returns.
 *
 * @param config the client-init response `{ version: '1', data }`, unchanged (an object or its JSON text)
 *
 * @example
 * ```ts
 * import { init } from 'railkit';
 *
 * const client = init(configFromYourServer, { locale: 'de' });
 * const bankAccount = await client.dynamicElement({ paymentMethod: { paymentMethodCode: 'bankAccount' } });
 * bankAccount.mount('#bank-account');
 * ```
 */
export function init(config: ClientInitResponse | string, options?: InitOptions): RailkitClient {
  // Registered by the call, not by an import: a bundler keeps what init() reaches, whereas it may drop
  // a side-effect import of a module the package marks free of side effects.
  registerBankAccount();
  return initClient(config, options);
}

export { defineElements } from './tags';
export { RkBankAccount, RkChangeEvent, RkSubmitEvent } from './elements/bank-account/bank-account';
export { version } from './version';
export {
  ConfigurationError,
  NetworkError,
  PlatformHttpError,
  RailkitError,
  ValidationError,
  isRailkitError,
} from './api/errors';

export type { RailkitErrorCode, RailkitErrorOptions } from './api/errors';
export type { InitEvents, InitOptions, InitTimeouts } from './core/options';
// Every type of core/types.ts is public (the client's handle, state and requests): re-exported whole.
export type * from './core/types';
export type {
  DynamicElement,
  DynamicElementEvents,
  DynamicElementOptions,
  ElementStyles,
} from './core/dynamic-element';
export type { Translations } from './i18n/translations';
export type { ClientConfig, ClientInitResponse, CompositionOption } from './api/schemas/client-config';
export type { Amount } from './api/schemas/common';
export type { PlatformError } from './api/schemas/error';
export type { Execution, ExecutionStatus, ExecutionStatusCode } from './api/schemas/execution';
export type { Instrument } from './api/schemas/instrument';
export type { IbanFormatData, InstrumentDataSchema } from './api/schemas/instrument-data-schema';
