import { clientConfigGuard, clientInitResponseGuard } from '../api/browser-schemas';
import { check, describeValue, isPlainObject } from '../api/guards';
import type { ClientConfig } from '../api/schemas/client-config';
import { decodeBase64 } from '../crypto/base64';
import { ConfigurationError, RailkitError } from '../api/errors';

function invalidConfig(problem: string, cause?: unknown): ConfigurationError {
  return new ConfigurationError(
    'config.invalid',
    `Invalid client-init config: ${problem}.` +
      (import.meta.env.DEV
        ? ' Pass the client-init response ({ version: "1", data: "..." }) from your server to init() unchanged.'
        : ''),
    cause === undefined ? {} : { cause },
  );
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw invalidConfig(`${what} is not valid JSON`, cause);
  }
}

/** The envelope `{ version: '1', data }`, from an object or its JSON text. */
function readEnvelope(input: unknown): { version: '1'; data: string } {
  const value = typeof input === 'string' ? parseJson(input, 'the config string') : input;
  if (!isPlainObject(value)) throw invalidConfig(`expected an object, received ${describeValue(value)}`);
  // Advice only: without it the envelope check below still refuses the value, naming `data`.
  if (import.meta.env.DEV && 'token' in value && !('data' in value)) {
    throw invalidConfig('this looks like an already decoded config (it has `token` but no `data`)');
  }
  const checked = check(clientInitResponseGuard, value);
  if (!checked.ok) throw invalidConfig(checked.problems);
  return checked.value;
}

/** base64 -> bytes -> UTF-8 text; `atob` alone would garble every non-ASCII character. */
function decodeData(data: string): string {
  const bytes = decodeBase64(data);
  if (!bytes || bytes.length === 0) throw invalidConfig('`data` is not base64 text');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (cause) {
    throw invalidConfig('`data` does not decode to UTF-8 text', cause);
  }
}

/** Deep-freezes the decoded config so no caller can change what the client works with. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export interface DecodeConfigOptions {
  /** The current time in ms; the default is `Date.now()`. */
  now?: number;
}

/**
 * Turns the client-init response into the config the client works with. Throws a ConfigurationError
 * `config.invalid` naming the field and what was expected, or a RailkitError `session.expired` when the
 * config's `expiresAt` has passed.
 */
export function decodeConfig(input: unknown, options: DecodeConfigOptions = {}): ClientConfig {
  const envelope = readEnvelope(input);
  const json = parseJson(decodeData(envelope.data), 'the decoded `data`');
  const checked = check(clientConfigGuard, json);
  if (!checked.ok) throw invalidConfig(`in \`data\`, ${checked.problems}`);
  const config = checked.value;
  const now = options.now ?? Date.now();
  if (Date.parse(config.expiresAt) <= now) {
    throw new RailkitError(
      'session.expired',
      `The client-init config expired at ${config.expiresAt}.` +
        (import.meta.env.DEV
          ? ' Call client init again on your server and pass the new response to init().'
          : ''),
    );
  }
  return deepFreeze(config);
}
