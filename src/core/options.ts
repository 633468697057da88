import { describeValue, isPlainObject } from '../api/guards';
import type { ClientInitResponse } from '../api/schemas/client-config';
import type { DynamicElementOptions, ElementStyles } from './dynamic-element';
import type { Translations } from '../i18n/translations';
import { ConfigurationError } from '../api/errors';
import type { RailkitClient, RailkitState } from './types';

/** Callbacks a merchant may pass to `init()`. Each runs isolated: a throw is reported, never fatal. */
export interface InitEvents {
  /** The client is ready (fires once, right after `init()` returns). */
  onReady?: (client: RailkitClient) => void;
  /** The state changed: instrument set, payout result known, execution updated, session renewed or over. */
  onStateChanged?: (state: RailkitState) => void;
  /**
   * The session's client token has expired. Return (or resolve with) a fresh client-init response from
   * your server to continue without losing what the payer typed; return nothing to end the session.
   */
  onSessionExpired?: () => ClientInitResponse | void | Promise<ClientInitResponse | void>;
  /**
   * An error the SDK could not hand to a caller: one of your callbacks threw, or a fresh config returned
   * by `onSessionExpired` was unusable. A call's failure is not reported here: its promise rejects.
   */
  onError?: (error: Error) => void;
}

/** Time limits of the SDK's platform calls, in milliseconds: one per attempt and one for the whole call. */
export interface InitTimeouts {
  /** Time limit of one HTTP attempt; default 10 000 ms. */
  attemptMs?: number;
  /**
   * Retries of a request after an attempt that got no answer (timeout, dropped connection, 408, 429,
   * 502-504); default 2. A payout or authorize is retried under the same idempotency key.
   */
  retries?: number;
  /** Time limit of one call, retries included; default 30 000 ms. */
  totalMs?: number;
  /**
   * How long `api()` waits for a payout's or authorization's final outcome before resolving `pending`
   * (and, when its answer was lost, keeps asking the platform what it did before `outcomeUnknown`);
   * default 8 000 ms.
   */
  resultWaitMs?: number;
}

/** What `init()` accepts besides the config. */
export interface InitOptions {
  /** BCP 47 tag for every element; defaults to the first of the browser's languages Railkit speaks, then `en`. */
  locale?: string;
  translations?: Translations;
  styles?: ElementStyles;
  events?: InitEvents;
  timeouts?: InitTimeouts;
}

const initOptionKeys = ['locale', 'translations', 'styles', 'events', 'timeouts'] as const;
const initEventNames = ['onReady', 'onStateChanged', 'onSessionExpired', 'onError'] as const;
const timeoutNames = ['attemptMs', 'retries', 'totalMs', 'resultWaitMs'] as const;
// `hosting`, `instrument` and `holderName` are the card element's; its factory checks their values.
const elementOptionKeys = [
  'paymentMethod',
  'styles',
  'translations',
  'locale',
  'events',
  'hosting',
  'instrument',
  'holderName',
] as const;
const elementEventNames = ['onChange', 'onReady', 'onSubmit', 'onFocus', 'onBlur'] as const;

export function optionsInvalid(message: string): ConfigurationError {
  return new ConfigurationError('options.invalid', message);
}

function invalid(where: string, problem: string): ConfigurationError {
  return optionsInvalid(`${where}: ${problem}`);
}

/** `api()` or `query()` got an operation no imported module registered; `supported` lists the known ones. */
export function unknownOperation(
  method: 'api' | 'query',
  request: unknown,
  supported?: string,
): ConfigurationError {
  const operation =
    isPlainObject(request) && 'operation' in request ? JSON.stringify(request.operation) : 'none';
  return optionsInvalid(
    `${method}() does not know the operation ${operation}.` + (supported ? ` Supported: ${supported}.` : ''),
  );
}

/** An object that is not null and not an array: what every options bag must be. */
export { isPlainObject };

function checkKnownKeys(value: Record<string, unknown>, known: readonly string[], where: string): void {
  const unknown = Object.keys(value).filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    throw invalid(
      where,
      `unknown options ${unknown.map((key) => `"${key}"`).join(', ')}` +
        (import.meta.env.DEV ? `; known: ${known.join(', ')}` : ''),
    );
  }
}

function checkObject(value: unknown, where: string): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) throw invalid(where, `expected an object, received ${describeValue(value)}`);
  return value;
}

function checkLocale(value: unknown, where: string): void {
  if (value === undefined) return;
  if (typeof value !== 'string' || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value)) {
    throw invalid(
      where,
      `expected a BCP 47 language tag${import.meta.env.DEV ? ' such as "en" or "de-AT"' : ''}, received ${JSON.stringify(value)}`,
    );
  }
}

function checkTranslations(value: unknown, where: string): void {
  const translations = checkObject(value, where);
  for (const [key, text] of Object.entries(translations ?? {})) {
    if (typeof text !== 'string')
      throw invalid(`${where}.${key}`, `expected a string, received ${describeValue(text)}`);
  }
}

/** A custom property name the elements read: `--rk-` then lower-case words joined by dashes. */
const stylePropertyName = /^--rk-[a-z0-9]+(-[a-z0-9]+)*$/;
/** Characters that could end the declaration or the rule, open markup, or hide text in a comment. */
const unsafeStyleValue = /[;{}<>\\]|\/\*|\*\//;

/**
 * What is wrong with one entry of `styles`, or undefined when there is nothing. The entries become the
 * text of the element's style sheet, so a value must not be able to break out of its declaration.
 */
export function styleEntryProblem(name: string, value: unknown): string | undefined {
  if (!stylePropertyName.test(name)) {
    return (
      `"${name}" is not a Railkit CSS custom property` +
      (import.meta.env.DEV ? ': keys start with "--rk-" and are lower case, such as "--rk-color-accent"' : '')
    );
  }
  const example = import.meta.env.DEV ? ': write one CSS value such as "#0a7d4f" or "8px"' : '';
  if (typeof value !== 'string') return `"${name}": expected a string, received ${describeValue(value)}`;
  if (value.trim() === '') return `"${name}" is empty${example}`;
  if (unsafeStyleValue.test(value)) return `"${name}" may not contain ; { } < > \\ or comments${example}`;
  return undefined;
}

function checkStyles(value: unknown, where: string): void {
  const styles = checkObject(value, where);
  for (const [name, css] of Object.entries(styles ?? {})) {
    const problem = styleEntryProblem(name, css);
    if (problem) throw invalid(where, problem);
  }
}

function checkEvents(value: unknown, names: readonly string[], where: string): void {
  const events = checkObject(value, where);
  if (!events) return;
  checkKnownKeys(events, names, where);
  for (const [name, callback] of Object.entries(events)) {
    if (callback !== undefined && typeof callback !== 'function') {
      throw invalid(`${where}.${name}`, `expected a function, received ${describeValue(callback)}`);
    }
  }
}

function checkTimeouts(value: unknown, where: string): void {
  const timeouts = checkObject(value, where);
  if (!timeouts) return;
  checkKnownKeys(timeouts, timeoutNames, where);
  for (const [name, ms] of Object.entries(timeouts)) {
    if (name === 'retries') {
      if (ms !== undefined && !(Number.isInteger(ms) && (ms as number) >= 0 && (ms as number) <= 10)) {
        throw invalid(`${where}.retries`, `expected a whole number from 0 to 10, received ${String(ms)}`);
      }
    } else if (ms !== undefined && (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0)) {
      throw invalid(`${where}.${name}`, `expected a positive number of milliseconds, received ${String(ms)}`);
    }
  }
}

/** Checks `init()`'s options; throws a ConfigurationError `options.invalid` naming the option. */
export function validateInitOptions(value: unknown): InitOptions {
  const options = checkObject(value, 'init() options');
  if (!options) return {};
  checkKnownKeys(options, initOptionKeys, 'init() options');
  checkLocale(options.locale, 'init() options.locale');
  checkTranslations(options.translations, 'init() options.translations');
  checkStyles(options.styles, 'init() options.styles');
  checkEvents(options.events, initEventNames, 'init() options.events');
  checkTimeouts(options.timeouts, 'init() options.timeouts');
  return options as InitOptions;
}

/** Checks `dynamicElement()`'s options; throws a ConfigurationError `options.invalid` naming the option. */
export function validateDynamicElementOptions(value: unknown): DynamicElementOptions {
  const where = 'dynamicElement() options';
  const options = checkObject(value, where);
  if (!options) {
    throw invalid(
      where,
      `expected an object${import.meta.env.DEV ? ' such as { paymentMethod: { paymentMethodCode: "bankAccount" } }' : ''}`,
    );
  }
  checkKnownKeys(options, elementOptionKeys, where);
  const method = options.paymentMethod;
  if (
    !isPlainObject(method) ||
    typeof method.paymentMethodCode !== 'string' ||
    method.paymentMethodCode === ''
  ) {
    throw invalid(
      `${where}.paymentMethod`,
      `expected { paymentMethodCode: "bankAccount" }${import.meta.env.DEV ? ' (a code from the lookup)' : ''}`,
    );
  }
  checkLocale(options.locale, `${where}.locale`);
  checkTranslations(options.translations, `${where}.translations`);
  checkStyles(options.styles, `${where}.styles`);
  checkEvents(options.events, elementEventNames, `${where}.events`);
  return options as unknown as DynamicElementOptions;
}
