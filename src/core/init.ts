import type { ClientInitResponse } from '../api/schemas/client-config';
import { decodeConfig } from './config';
import { Client } from './client';
import { validateInitOptions } from './options';
import type { InitOptions } from './options';
import type { RailkitClient } from './types';

/**
 * Starts the SDK with the client-init response the merchant's server got (spec 4.8 step 2).
 * Synchronous: a bad config throws a ConfigurationError `config.invalid` (or `session.expired`), bad
 * options throw `options.invalid`. `events.onReady` fires right after this returns.
 *
 * @param config the client-init response `{ version: '1', data }`, unchanged (an object or its JSON text)
 */
export function init(config: ClientInitResponse | string, options?: InitOptions): RailkitClient {
  const validOptions = validateInitOptions(options);
  return new Client(decodeConfig(config), validOptions);
}
