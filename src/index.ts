// The SDK's ES module entry: named exports only; types with `export type` (verbatimModuleSyntax).
// Importing it touches no window, document or customElements (SSR-safe); `railkit/define` registers the tags.

// Elements register themselves with the core when imported, so the default entry includes them.
import './elements/bank-account';

export { init } from './core/init';
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
} from './core/errors';

export type { RailkitErrorCode, RailkitErrorOptions } from './core/errors';
export type { InitEvents, InitOptions, InitTimeouts } from './core/options';
// Every type of core/types.ts is public (the client's handle, state and requests): re-exported whole.
export type * from './core/types';
export type {
  DynamicElement,
  DynamicElementEvents,
  DynamicElementOptions,
  ElementStyles,
  Translations,
} from './core/dynamic-element';
export type { ClientConfig, ClientInitResponse, CompositionOption } from './api/schemas/client-config';
export type { Amount } from './api/schemas/common';
export type { PlatformError } from './api/schemas/error';
export type { Execution, ExecutionStatus, ExecutionStatusCode } from './api/schemas/execution';
export type { Instrument } from './api/schemas/instrument';
export type { InstrumentDataSchema } from './api/schemas/instrument-data-schema';
