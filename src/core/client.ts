import { instrumentGuard } from '../api/browser-schemas';
import { check } from '../api/guards';
import type { ApiClient } from '../api/http';
import { fetchPublicJson } from '../api/public-json';
import type { ClientConfig, CompositionOption } from '../api/schemas/client-config';
import type { Execution } from '../api/schemas/execution';
import type { Instrument } from '../api/schemas/instrument';
import { version } from '../version';
import { decodeConfig } from './config';
import type { CardElement, CardElementOptions } from './card';
import type { MethodElement, MethodElementOptions } from './method';
import { dynamicElementFactory } from './dynamic-element';
import type {
  DynamicElement,
  DynamicElementContext,
  DynamicElementEvents,
  DynamicElementOptions,
} from './dynamic-element';
import { ConfigurationError, PlatformHttpError, RailkitError } from '../api/errors';
import { moduleLoadFailed } from '../api/module-load';
import { isPlainObject, optionsInvalid, unknownOperation, validateDynamicElementOptions } from './options';
import type { InitOptions } from './options';
import { operationFactory } from './operations';
import type { OperationHost, OperationRunner } from './operations';
import { loadPlatformModule, type PlatformModule } from './platform-module';
import { browserLocale } from '../i18n/browser-locale';
import type {
  ApiRequest,
  AuthorizationQueryRequest,
  AuthorizeApiRequest,
  AuthorizeResult,
  PayoutApiRequest,
  RemoveInstrumentApiRequest,
  PayoutResult,
  QueryRequest,
  RailkitClient,
  RailkitState,
  RailkitStateUpdate,
  SessionStatus,
} from './types';

/** setTimeout's longest delay (about 24.8 days); a longer one fires at once. */
const maxTimerMs = 2 ** 31 - 1;

/** The platform client of a session, and the client's own calls, loaded together (./platform). */
interface LoadedApi {
  http: ApiClient;
  platform: PlatformModule;
}

/** The handle of any kind of element the client made. */
type AnyElement = DynamicElement | CardElement | MethodElement;

function destroyedError(): RailkitError {
  return new RailkitError(
    'aborted',
    `This Railkit client was destroyed${import.meta.env.DEV ? '; call Railkit.init() again' : ''}.`,
  );
}

/**
 * The session's option for a payment method, from the lookup (payout options for a payout workflow,
 * payment options for checkout). Throws `options.invalid` listing the offered codes when it has none.
 */
function offeredOption(config: ClientConfig, code: string): CompositionOption {
  const offered =
    config.lookup.data.payoutCompositionOptions ?? config.lookup.data.paymentCompositionOptions ?? [];
  const option = offered.find((candidate) => candidate.paymentMethodCode === code);
  if (option) return option;
  const available = offered.map((candidate) => `"${candidate.paymentMethodCode}"`).join(', ') || 'none';
  throw optionsInvalid(
    `The payment method "${code}" is not offered in this session. Available: ${available}.` +
      (import.meta.env.DEV ? ' Use one of these as paymentMethod.paymentMethodCode.' : ''),
  );
}

/**
 * The client behind `init()`. It owns the session (token, config, expiry), the state the merchant sets
 * and reads, and the actions; elements get a narrow DynamicElementContext and never see it.
 */
export class Client implements RailkitClient {
  readonly version = version;
  readonly #options: InitOptions;
  /**
   * The platform client, loaded from init() on (#prepare), beside the form's schema documents: the
   * form's first paint does not wait for it, and the payer's first tokenize() finds it loaded.
   */
  #api: Promise<LoadedApi> | undefined;
  readonly #lifetime = new AbortController();
  /** The public JSON of schema `$ref`s; one function per client, so its elements share the documents. */
  readonly #fetchJson = (url: string): Promise<unknown> =>
    fetchPublicJson(url, this.#options.timeouts?.attemptMs, this.#lifetime.signal);
  readonly #elements = new Set<AnyElement>();
  /**
   * Runners of registered operations (payout, authorize), made on first use, one per client; each
   * loads with the platform client (the payout runner is in the payout page's platform module).
   */
  readonly #runners = new Map<string, Promise<OperationRunner>>();
  /** The action running now per operation, also while its runner loads: a double click acts once. */
  readonly #running = new Map<string, Promise<unknown>>();
  /** Focus at the last api() call: a dialog the action opens gives focus back there. */
  #actionFocus: HTMLElement | null = null;
  #config: ClientConfig;
  #instrument: Instrument | undefined;
  #execution: Execution;
  /** The last result of each operation, for getState(). */
  readonly #results = new Map<string, PayoutResult | AuthorizeResult>();
  #sessionStatus: SessionStatus = 'active';
  #renewal: Promise<boolean> | undefined;
  #expiryTimer: ReturnType<typeof setTimeout> | undefined;
  #destroyed = false;

  constructor(config: ClientConfig, options: InitOptions) {
    this.#config = config;
    this.#execution = config.execution;
    this.#options = options;
    this.#scheduleExpiry();
    this.#prepare();
    queueMicrotask(() => {
      if (!this.#destroyed) this.#invoke('onReady', this.#options.events?.onReady, this);
    });
  }

  get config(): ClientConfig {
    return this.#config;
  }

  getState(): RailkitState {
    const state: RailkitState = {
      execution: this.#execution,
      sessionExpiresAt: this.#config.expiresAt,
      sessionStatus: this.#sessionStatus,
    };
    if (this.#instrument) state.instrument = this.#instrument;
    const payout = this.#results.get('payout');
    const authorization = this.#results.get('authorize');
    if (payout) state.payout = payout as PayoutResult;
    if (authorization) state.authorization = authorization as AuthorizeResult;
    return state;
  }

  setState(update: RailkitStateUpdate): void {
    this.#assertAlive();
    if (!isPlainObject(update)) {
      throw optionsInvalid(
        `setState() expects an object${import.meta.env.DEV ? ' such as { instrument }' : ''}.`,
      );
    }
    const unknown = Object.keys(update).filter((key) => key !== 'instrument');
    if (unknown.length > 0) {
      throw optionsInvalid(
        `setState() got unknown keys ${unknown.join(', ')}${import.meta.env.DEV ? '; it accepts { instrument }' : ''}.`,
      );
    }
    if (!('instrument' in update)) return;
    if (update.instrument === null || update.instrument === undefined) {
      this.#instrument = undefined;
    } else {
      const checked = check(instrumentGuard, update.instrument);
      if (!checked.ok) {
        throw optionsInvalid(
          `setState({ instrument }) got something that is not an instrument: ${checked.problems}.` +
            (import.meta.env.DEV
              ? " Pass the instrument that the element's tokenize() resolved with, unchanged."
              : ''),
        );
      }
      this.#instrument = checked.value;
    }
    this.#emitStateChanged();
  }

  dynamicElement(options: CardElementOptions): Promise<CardElement>;
  dynamicElement(options: MethodElementOptions): Promise<MethodElement>;
  dynamicElement(options: DynamicElementOptions): Promise<DynamicElement>;
  dynamicElement(
    options: DynamicElementOptions | CardElementOptions | MethodElementOptions,
  ): Promise<AnyElement> {
    return this.#createDynamicElement(options as DynamicElementOptions);
  }

  api(request: PayoutApiRequest): Promise<PayoutResult>;
  api(request: AuthorizeApiRequest): Promise<AuthorizeResult>;
  api(request: RemoveInstrumentApiRequest): Promise<Instrument>;
  api(request: ApiRequest): Promise<PayoutResult | AuthorizeResult | Instrument> {
    if (this.#destroyed) return Promise.reject(destroyedError());
    // Not async: while one action runs, every caller gets the runner's same promise (a double click
    // makes one payout or authorization).
    const runner = isPlainObject(request) ? this.#runner(request.operation) : undefined;
    if (!runner) {
      // Each operation registers with the module of its element, so a bundle carries only what it uses.
      const supported = import.meta.env.DEV
        ? "{ operation: 'payout' } once the bank-account element's module is imported, and " +
          "{ operation: 'authorize', card } once the card element's module is"
        : undefined;
      return Promise.reject(unknownOperation('api', request, supported));
    }
    const operation = request.operation;
    let running = this.#running.get(operation);
    if (!running) {
      // Read now: the runner may still be loading, and focus may move meanwhile.
      const focused = globalThis.document?.activeElement;
      this.#actionFocus = focused instanceof HTMLElement ? focused : null;
      running = runner
        .then((loaded) => loaded.run(request as unknown as Record<string, unknown>))
        .finally(() => this.#running.delete(operation));
      this.#running.set(operation, running);
    }
    return running as Promise<AuthorizeResult>;
  }

  query(request: QueryRequest): Promise<Execution>;
  query(request: AuthorizationQueryRequest): Promise<AuthorizeResult>;
  query(request: QueryRequest | AuthorizationQueryRequest): Promise<Execution | AuthorizeResult> {
    if (isPlainObject(request) && request.operation === 'authorization' && !this.#destroyed) {
      const runner = this.#runner('authorize');
      if (runner) {
        return runner.then(
          (loaded) =>
            (loaded.query
              ? loaded.query(request as unknown as Record<string, unknown>)
              : this.#queryExecution(request as unknown as QueryRequest)) as Promise<AuthorizeResult>,
        );
      }
    }
    return this.#queryExecution(request as QueryRequest);
  }

  /**
   * The runner of a registered operation, made with the platform client once both have loaded;
   * undefined when the operation's module was not imported. A failed load is tried again next time.
   */
  #runner(operation: unknown): Promise<OperationRunner> | undefined {
    if (typeof operation !== 'string') return undefined;
    let runner = this.#runners.get(operation);
    if (!runner) {
      const factory = operationFactory(operation);
      if (!factory) return undefined;
      runner = this.#loadApi()
        .then(({ http }) => factory(this.#operationHost(operation, http)))
        .catch((error: unknown) => {
          this.#runners.delete(operation);
          throw error instanceof RailkitError ? error : moduleLoadFailed(`${operation} module`, error);
        });
      this.#runners.set(operation, runner);
    }
    return runner;
  }

  #operationHost(operation: string, http: ApiClient): OperationHost {
    return {
      http,
      config: () => this.#config,
      instrument: () => this.#instrument,
      execution: () => this.#execution,
      withSession: (call) => this.#withSession(call),
      setBusy: (busy) => this.#setElementsBusy(busy),
      onExecution: (execution) => this.#updateExecution(execution),
      onResult: (result) => {
        this.#results.set(operation, result as PayoutResult | AuthorizeResult);
        this.#adoptExecution(result.execution);
        this.#emitStateChanged();
      },
      resultWaitMs: this.#options.timeouts?.resultWaitMs ?? 8_000,
      translations: this.#options.translations ?? {},
      actionFocus: () => this.#actionFocus,
      signal: this.#lifetime.signal,
    };
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    clearTimeout(this.#expiryTimer);
    this.#lifetime.abort(destroyedError());
    this.#forEachElement('unmount()', (element) => element.unmount());
    this.#elements.clear();
  }

  /**
   * Runs the session-expiry flow now: asks `onSessionExpired` for a fresh config and adopts it, or ends
   * the session. Resolves with whether the session continues. Used by the timer, by a 401, and by tests.
   * @internal
   */
  renewSession(): Promise<boolean> {
    if (this.#destroyed) return Promise.resolve(false);
    this.#renewal ??= this.#renew().finally(() => {
      this.#renewal = undefined;
    });
    return this.#renewal;
  }

  async #renew(): Promise<boolean> {
    clearTimeout(this.#expiryTimer);
    this.#setSessionStatus('renewing');
    const fresh = await this.#invokeAsync('onSessionExpired', this.#options.events?.onSessionExpired);
    if (this.#destroyed) return false;
    if (fresh !== undefined && fresh !== null) {
      try {
        this.#adoptConfig(decodeConfig(fresh));
        this.#setSessionStatus('active');
        return true;
      } catch (error) {
        this.#reportError(error);
      }
    }
    this.#setSessionStatus('expired');
    return false;
  }

  /** Swaps token, config and execution; mounted elements are not touched, so the payer's input stays. */
  #adoptConfig(config: ClientConfig): void {
    const executionChanged = config.execution.id !== this.#execution.id;
    this.#config = config;
    this.#execution = config.execution;
    if (executionChanged) this.#results.clear();
    this.#scheduleExpiry();
  }

  #scheduleExpiry(): void {
    clearTimeout(this.#expiryTimer);
    const remaining = Date.parse(this.#config.expiresAt) - Date.now();
    this.#expiryTimer = setTimeout(
      () => void this.renewSession(),
      Math.min(Math.max(0, remaining), maxTimerMs),
    );
  }

  #setSessionStatus(status: SessionStatus): void {
    if (this.#sessionStatus === status) return;
    this.#sessionStatus = status;
    this.#emitStateChanged();
  }

  #sessionExpiredError(cause?: unknown): RailkitError {
    return new RailkitError(
      'session.expired',
      'The payment session has expired.' +
        (import.meta.env.DEV
          ? ' Call client init again on your server and pass the new response to init() (or return it ' +
            'from the onSessionExpired event to continue without losing input).'
          : ''),
      cause === undefined ? {} : { cause },
    );
  }

  #assertAlive(): void {
    if (this.#destroyed) throw destroyedError();
  }

  /** Waits for a running renewal; renews first when the expiry time passed while timers were throttled. */
  async #ensureSession(): Promise<void> {
    this.#assertAlive();
    if (this.#renewal) await this.#renewal;
    else if (this.#sessionStatus === 'active' && Date.parse(this.#config.expiresAt) <= Date.now()) {
      await this.renewSession();
    }
    this.#assertAlive();
    if (this.#sessionStatus === 'expired') throw this.#sessionExpiredError();
  }

  /** Runs `call` in a live session; a 401 renews the session once and runs `call` again. */
  async #withSession<T>(call: () => Promise<T>): Promise<T> {
    await this.#ensureSession();
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof PlatformHttpError) || error.status !== 401) throw error;
      if (!(await this.renewSession())) throw this.#sessionExpiredError(error);
      return await call();
    }
  }

  /**
   * Puts the network to work at once: each offered element starts fetching its schema documents and
   * texts while the page goes on to call dynamicElement() and mount. What fails here is reported by the
   * call that needs it.
   */
  #prepare(): void {
    const { data } = this.#config.lookup;
    for (const option of data.payoutCompositionOptions ?? data.paymentCompositionOptions ?? []) {
      dynamicElementFactory(option.paymentMethodCode)?.prepare?.({ option, fetchJson: this.#fetchJson });
    }
  }

  /**
   * The platform client's code, once a form is on screen: what the payer does next needs it, the first
   * paint does not (its download and start would compete with the form's). Its module may hold an
   * operation's runner too (payout-platform.ts): the payer's first api() call then fetches no code.
   * After the next frame, so the form is painted first. A failure is the first call's to report.
   */
  #loadApiAfterPaint(): void {
    requestAnimationFrame(() => setTimeout(() => this.#destroyed || this.#loadApi().catch(() => {})));
  }

  #loadApi(): Promise<LoadedApi> {
    this.#api ??= loadPlatformModule().then(
      (platform) => ({
        platform,
        http: platform.createApiClient({
          token: () => this.#config.token,
          clientVersion: version,
          attemptTimeoutMs: this.#options.timeouts?.attemptMs,
          totalTimeoutMs: this.#options.timeouts?.totalMs,
          retries: this.#options.timeouts?.retries,
          signal: this.#lifetime.signal,
        }),
      }),
      (cause: unknown) => {
        this.#api = undefined; // the next call tries the download again
        throw moduleLoadFailed('platform client', cause);
      },
    );
    return this.#api;
  }

  /** Takes a fresh read of the session's execution; true when its status moved on. */
  #adoptExecution(execution: Execution): boolean {
    // A read that started before a session renewal may belong to the previous execution.
    if (execution.id !== this.#config.execution.id) return false;
    const moved = execution.status.length !== this.#execution.status.length;
    this.#execution = execution;
    return moved;
  }

  #updateExecution(execution: Execution): void {
    if (this.#adoptExecution(execution)) this.#emitStateChanged();
  }

  #setElementsBusy(busy: boolean): void {
    this.#forEachElement('setBusy()', (element) => {
      if (element.element.isConnected) element.setBusy(busy);
    });
  }

  /** Runs `action` on every element this client made; one element's failure does not stop the rest. */
  #forEachElement(what: string, action: (element: AnyElement) => void): void {
    for (const element of this.#elements) {
      try {
        action(element);
      } catch (error) {
        console.error(`Railkit: ${what} of an element failed`, error);
      }
    }
  }

  async #queryExecution(request: QueryRequest): Promise<Execution> {
    this.#assertAlive();
    const { http, platform } = await this.#loadApi();
    return platform.readExecution(this.#operationHost('execution', http), request);
  }

  async #createDynamicElement(rawOptions: DynamicElementOptions): Promise<AnyElement> {
    this.#assertAlive();
    const options = validateDynamicElementOptions(rawOptions);
    await this.#ensureSession();
    const code = options.paymentMethod.paymentMethodCode;
    const option = offeredOption(this.#config, code);
    const factory = dynamicElementFactory(code);
    if (!factory) {
      throw optionsInvalid(
        `No element is registered for "${code}".` +
          (import.meta.env.DEV
            ? " Import the element's module before calling dynamicElement() (the 'railkit' entry includes " +
              'the bank-account element).'
            : ''),
      );
    }
    if (!this.#config.holderReference) {
      throw new ConfigurationError(
        'config.invalid',
        'The client-init config has no holderReference.' +
          (import.meta.env.DEV ? ' Instruments need one: pass holderReference to client init.' : ''),
      );
    }
    const element = await factory(this.#elementContext(option, options));
    this.#elements.add(element);
    return element;
  }

  #elementContext(option: CompositionOption, options: DynamicElementOptions): DynamicElementContext {
    const currentHolder = () => this.#config.holderReference ?? '';
    const currentVault = () => this.#config.vault;
    return {
      option,
      // A getter: after a session renewal the element writes for the current config's holder.
      get holderReference() {
        return currentHolder();
      },
      locale: options.locale ?? this.#options.locale ?? browserLocale(),
      translations: { ...this.#options.translations, ...options.translations },
      styles: { ...this.#options.styles, ...options.styles },
      events: this.#isolatedElementEvents(options.events ?? {}),
      createInstrument: (data) => this.#createInstrument(option, data),
      fetchJson: this.#fetchJson,
      elementOptions: options as unknown as Readonly<Record<string, unknown>>,
      // A getter, as holderReference: a renewed session may bring another key.
      get vault() {
        return currentVault();
      },
    };
  }

  #isolatedElementEvents(events: DynamicElementEvents): DynamicElementEvents {
    // The names were checked by validateDynamicElementOptions: only known events get here.
    const isolated: Record<string, (...args: unknown[]) => void> = {};
    for (const [name, callback] of Object.entries(events)) {
      if (typeof callback !== 'function') continue;
      isolated[name] = (...args) => this.#invoke(name, callback as (...args: unknown[]) => unknown, ...args);
    }
    const { onReady } = isolated;
    isolated.onReady = () => {
      this.#loadApiAfterPaint();
      onReady?.();
    };
    return isolated;
  }

  async #createInstrument(option: CompositionOption, data: Record<string, unknown>): Promise<Instrument> {
    const { http, platform } = await this.#loadApi();
    return platform.createInstrument(this.#operationHost('instrument', http), option, data);
  }

  #emitStateChanged(): void {
    this.#invoke('onStateChanged', this.#options.events?.onStateChanged, this.getState());
  }

  /** onError: for what no caller can receive (a call's failure rejects its promise instead). */
  #reportError(error: unknown): void {
    const onError = this.#options.events?.onError;
    if (!onError) return;
    try {
      onError(error instanceof Error ? error : new Error(String(error)));
    } catch (callbackError) {
      console.error('Railkit: the onError callback threw', callbackError);
    }
  }

  /** Calls a merchant callback so that a throw (or a rejected promise) never breaks the SDK. */
  #invoke<A extends unknown[]>(
    name: string,
    callback: ((...args: A) => unknown) | undefined,
    ...args: A
  ): void {
    if (!callback) return;
    try {
      const result = callback(...args);
      if (result instanceof Promise) result.catch((error: unknown) => this.#callbackFailed(name, error));
    } catch (error) {
      this.#callbackFailed(name, error);
    }
  }

  async #invokeAsync<T>(name: string, callback: (() => T | Promise<T>) | undefined): Promise<T | undefined> {
    if (!callback) return undefined;
    try {
      return await callback();
    } catch (error) {
      this.#callbackFailed(name, error);
      return undefined;
    }
  }

  #callbackFailed(name: string, error: unknown): void {
    console.error(`Railkit: your ${name} callback threw`, error);
    if (name !== 'onError') this.#reportError(error);
  }
}

/** The internal session-expiry trigger, for tests and the SDK's own tooling; not part of the public API. */
export function renewSessionNow(client: RailkitClient): Promise<boolean> {
  if (!(client instanceof Client)) throw new TypeError('renewSessionNow() needs a client made by init()');
  return client.renewSession();
}
