import type { ApiClient } from '../api/http';
import type { ClientConfig } from '../api/schemas/client-config';
import type { Execution } from '../api/schemas/execution';
import type { Instrument } from '../api/schemas/instrument';
import type { Translations } from '../i18n/translations';

/** What an operation runner gets from the client: the session's calls and state, nothing else. */
export interface OperationHost {
  readonly http: ApiClient;
  config(): ClientConfig;
  /** The instrument set with `setState({ instrument })` (what a payout pays to). */
  instrument(): Instrument | undefined;
  /** The latest execution the client knows. */
  execution(): Execution;
  /** Runs `call`; on a 401 renews the session once and runs it again (re-reading config and token). */
  withSession<T>(call: () => Promise<T>): Promise<T>;
  setBusy(busy: boolean): void;
  onExecution(execution: Execution): void;
  /** A result for `getState()` (under the operation's name) and `onStateChanged`. */
  onResult(result: { execution: Execution }): void;
  /** How long an action waits for its outcome before resolving `pending`. */
  readonly resultWaitMs: number;
  readonly translations: Translations;
  /** What had focus when the merchant's page started the running action (its pay button, say). */
  actionFocus(): HTMLElement | null;
  /** Aborts when the client is destroyed. */
  readonly signal: AbortSignal;
}

/** One runner per client and operation: it keeps the user action (and its idempotency key) between calls. */
export interface OperationRunner {
  /** `api({ operation })`: the request as the merchant passed it. */
  run(request: Readonly<Record<string, unknown>>): Promise<unknown>;
  /** `query({ operation })`, when the operation offers a read of its outcome. */
  query?(request: Readonly<Record<string, unknown>>): Promise<unknown>;
}

/** Makes the runner; it may load the runner's code first, so a page pays for it only when it acts. */
export type OperationFactory = (host: OperationHost) => OperationRunner | Promise<OperationRunner>;

/**
 * Operations register here when the module of their element is imported (as elements do in
 * dynamic-element.ts), so the core imports none: a payout-only bundle carries no authorize code, and a
 * card bundle no payout code.
 */
const factories = new Map<string, OperationFactory>();

export function registerOperation(operation: string, factory: OperationFactory): void {
  factories.set(operation, factory);
}

export function operationFactory(operation: string): OperationFactory | undefined {
  return factories.get(operation);
}
