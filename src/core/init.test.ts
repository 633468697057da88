import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeConfig, sampleConfig, withConfig } from '../../test/config-fixtures';
import {
  activeFaults,
  addFault,
  clearFaults,
  releaseFaults,
  createInstrumentDirectly,
  executedPayouts,
  germanBankAccount,
} from '../../test/sandbox-control';
import { rejectionOf, thrownBy } from '../../test/rejections';
import { createTestSession } from '../../test/sandbox-client';
import type { ClientInitResponse } from '../api/schemas/client-config';
import type { Instrument } from '../api/schemas/instrument';
import { version } from '../version';
import { renewSessionNow } from './client';
import { registerDynamicElement } from './dynamic-element';
import type { DynamicElement, DynamicElementContext } from './dynamic-element';
import { ConfigurationError } from '../api/errors';
import { init } from './init';
import { registerOperation } from './operations';
import { registerPlatformModule } from './platform-module';
import { createPayoutRunner } from './payout';
import type { InitOptions } from './options';
import type { RailkitClient, RailkitState } from './types';

/** A stand-in element registered for `bankAccount`: it records what the core hands and asks it. */
interface TestElement extends DynamicElement {
  context: DynamicElementContext;
  busyCalls: boolean[];
}
registerOperation('payout', createPayoutRunner);
// What an element module does in the package: name the module the platform client loads from.
registerPlatformModule(() => import('./platform'));
const createdElements: TestElement[] = [];
registerDynamicElement('bankAccount', async (context) => {
  const element = document.createElement('div');
  element.dataset.values = 'typed by the payer';
  const handle: TestElement = {
    element,
    context,
    busyCalls: [],
    mount(target) {
      const container = typeof target === 'string' ? document.querySelector(target) : target;
      container?.append(element);
      return this;
    },
    unmount: () => element.remove(),
    tokenize: () => context.createInstrument(germanBankAccount()),
    setBusy: (busy) => handle.busyCalls.push(busy),
  };
  createdElements.push(handle);
  return handle;
});

const clients: RailkitClient[] = [];
function start(config: ClientInitResponse, options?: InitOptions): RailkitClient {
  const client = init(config, options);
  clients.push(client);
  return client;
}

afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  document.body.replaceChildren();
  await releaseFaults();
});

async function session(amount = '20.00', holderReference = `holder-${crypto.randomUUID()}`) {
  return createTestSession({ amount: { value: amount, currency: 'EUR' }, holderReference });
}

/** A client of a fresh payout session with its instrument set, as after the payer confirmed. */
async function readyToPay(amount = '20.00', options: InitOptions = {}) {
  const response = await session(amount);
  const client = start(response, options);
  const instrument = await createInstrumentDirectly(client.config);
  client.setState({ instrument });
  return { client, instrument, response };
}

function payouts(client: RailkitClient) {
  return executedPayouts(client.config.execution.id);
}

/** Makes the sandbox lose its answers to the next `times` payout requests of this client's execution. */
function dropPayoutResponses(client: RailkitClient, times: number): Promise<void> {
  return addFault({ route: 'payout', kind: 'drop-response', times, executionId: client.config.execution.id });
}

describe('init', () => {
  it('starts with a real sandbox config and fires onReady after returning', async () => {
    const response = await session();
    const onReady = vi.fn();
    const client = start(response, { events: { onReady } });
    expect(onReady).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(onReady).toHaveBeenCalledWith(client);
    expect(client.version).toBe(version);
    const state = client.getState();
    expect(state.execution.id).toBe(client.config.execution.id);
    expect(state.sessionStatus).toBe('active');
    expect(state.sessionExpiresAt).toBe(client.config.expiresAt);
    expect(state.instrument).toBeUndefined();
  });

  it('throws config.invalid synchronously for a bad config', () => {
    const error = thrownBy(() => init({ version: '1', data: '%%%' }));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.code).toBe('config.invalid');
  });

  it.each([
    [{ events: { onready: () => {} } }, 'unknown options "onready"'],
    [{ events: { onError: 'log' } }, 'options.events.onError: expected a function, received string'],
    [{ colour: 'red' }, 'unknown options "colour"'],
    [{ timeouts: { attemptMs: -1 } }, 'options.timeouts.attemptMs: expected a positive number'],
    [{ styles: { color: 'red' } }, 'keys start with "--rk-"'],
    [{ styles: { '--rk-color-accent': 'red; } body { display: none' } }, 'may not contain'],
    [{ locale: 'english please' }, 'BCP 47'],
    [{ translations: { 'field.iban': 42 } }, 'translations.field.iban: expected a string'],
    ['fast', 'expected an object, received string'],
  ])('rejects options %j with options.invalid', (options, message) => {
    const error = thrownBy(() => init(encodeConfig(sampleConfig()), options as InitOptions));
    expect(error.code).toBe('options.invalid');
    expect(error.message).toContain(message);
  });
});

describe('setState', () => {
  it('stores a valid instrument and fires onStateChanged', async () => {
    const states: RailkitState[] = [];
    const client = start(await session(), { events: { onStateChanged: (state) => states.push(state) } });
    const instrument = await createInstrumentDirectly(client.config);
    client.setState({ instrument });
    expect(client.getState().instrument).toEqual(instrument);
    expect(states.at(-1)?.instrument).toEqual(instrument);
    client.setState({ instrument: null });
    expect(client.getState().instrument).toBeUndefined();
    expect(states).toHaveLength(2);
  });

  it('refuses something that is not an instrument, naming the field', () => {
    const client = start(encodeConfig(sampleConfig()));
    const error = thrownBy(() => client.setState({ instrument: { id: 'iban-1' } as unknown as Instrument }));
    expect(error.code).toBe('options.invalid');
    expect(error.message).toContain('id: expected a UUID');
    expect(error.message).toContain('tokenize()');
    expect(thrownBy(() => client.setState({ amount: 5 } as never)).message).toContain('unknown keys amount');
  });
});

describe('dynamicElement', () => {
  it('builds the registered element with a context that creates instruments at the sandbox', async () => {
    const client = start(await session(), { locale: 'de', styles: { '--rk-color-accent': 'teal' } });
    const handle = (await client.dynamicElement({
      paymentMethod: { paymentMethodCode: 'bankAccount' },
      translations: { 'field.iban': 'IBAN' },
    })) as TestElement;
    expect(handle.context.option.paymentMethodCode).toBe('bankAccount');
    expect(handle.context.holderReference).toBe(client.config.holderReference);
    expect(handle.context.locale).toBe('de');
    expect(handle.context.styles).toEqual({ '--rk-color-accent': 'teal' });
    const instrument = await handle.tokenize();
    expect(instrument.holderReference).toBe(client.config.holderReference);
    expect(instrument.data).not.toContain('DE89370400440532013000');
    expect(JSON.stringify(instrument.data)).not.toContain('0532013000');
  });

  it('lists the offered methods for an unknown payment method code', async () => {
    const client = start(await session());
    const error = await rejectionOf(client.dynamicElement({ paymentMethod: { paymentMethodCode: 'card' } }));
    expect(error.code).toBe('options.invalid');
    expect(error.message).toContain('Available: "bankAccount"');
  });

  it('says to import the element when none is registered for an offered method', async () => {
    const client = start(await createTestSession({ workflowCode: 'checkout' }));
    const error = await rejectionOf(client.dynamicElement({ paymentMethod: { paymentMethodCode: 'card' } }));
    expect(error.code).toBe('options.invalid');
    expect(error.message).toContain('No element is registered for "card"');
  });

  it('isolates element callbacks the merchant passed', async () => {
    const onError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = start(await session(), { events: { onError } });
    const handle = (await client.dynamicElement({
      paymentMethod: { paymentMethodCode: 'bankAccount' },
      events: {
        onChange: () => {
          throw new Error('merchant bug');
        },
      },
    })) as TestElement;
    expect(() => handle.context.events.onChange?.({ valid: true, values: {} })).not.toThrow();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'merchant bug' }));
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("loads the platform client's code once the form is ready and painted, not at init()", async () => {
    const loads: string[] = [];
    registerPlatformModule(() => {
      loads.push('platform');
      return import('./platform');
    });
    try {
      const client = start(await session());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(loads, 'nothing loads while the form is on its way').toEqual([]);
      const handle = (await client.dynamicElement({
        paymentMethod: { paymentMethodCode: 'bankAccount' },
      })) as TestElement;
      handle.mount(document.body);
      // What an element does after its first render; the merchant passed no onReady of its own.
      handle.context.events.onReady?.();
      expect(loads, 'not in the task of the first render').toEqual([]);
      await new Promise(requestAnimationFrame);
      await new Promise((resolve) => setTimeout(resolve));
      expect(loads, 'after the next frame').toEqual(['platform']);
      // Loaded once: the payer's call finds it there.
      handle.context.events.onReady?.();
      await client.query({ operation: 'execution' });
      expect(loads).toEqual(['platform']);
    } finally {
      registerPlatformModule(() => import('./platform'));
    }
  });
});

describe('api({ operation: "payout" })', () => {
  it('rejects with state.instrument-missing before setState; onError is not called (the caller has it)', async () => {
    const onError = vi.fn();
    const client = start(await session(), { events: { onError } });
    const error = await rejectionOf(client.api({ operation: 'payout' }));
    expect(error.code).toBe('state.instrument-missing');
    expect(error.message).toContain('setState({ instrument })');
    expect(onError).not.toHaveBeenCalled();
    expect(await payouts(client)).toHaveLength(0);
  });

  it('rejects an unknown operation, listing the supported ones', async () => {
    const client = start(encodeConfig(sampleConfig()));
    const error = await rejectionOf(client.api({ operation: 'refund' } as never));
    expect(error.code).toBe('options.invalid');
    expect(error.message).toContain("{ operation: 'payout' }");
  });

  it('pays out through the sandbox and resolves success; a repeat call does not pay again', async () => {
    const states: RailkitState[] = [];
    const { client } = await readyToPay('20.00', {
      events: { onStateChanged: (state) => states.push(state) },
    });
    const result = await client.api({ operation: 'payout' });
    expect(result).toMatchObject({ status: 'success', code: 'payoutSuccessful' });
    expect(result.execution.status.at(-1)?.code).toBe('payoutSuccessful');
    const recorded = await payouts(client);
    expect(recorded).toEqual([expect.objectContaining({ actionId: result.actionId })]);
    expect(client.getState().payout).toEqual(result);
    expect(states.at(-1)?.payout).toEqual(result);

    expect(await client.api({ operation: 'payout' })).toEqual(result);
    expect(await payouts(client)).toHaveLength(1);
  });

  it('resolves error with payoutFailed and the reason for an amount ending in .13', async () => {
    const { client } = await readyToPay('20.13');
    const result = await client.api({ operation: 'payout' });
    expect(result).toMatchObject({
      status: 'error',
      code: 'payoutFailed',
      reason: { code: 'payout.rejected' },
    });
  });

  it('resolves pending with payoutPending when no outcome comes within the wait (.17)', async () => {
    const { client } = await readyToPay('20.17', { timeouts: { resultWaitMs: 1500 } });
    const startedAt = performance.now();
    const result = await client.api({ operation: 'payout' });
    expect(result).toMatchObject({ status: 'pending', code: 'payoutPending' });
    expect(performance.now() - startedAt).toBeLessThan(4000);
    // Asking again only looks for the outcome: the platform accepted this payout already.
    const again = await client.api({ operation: 'payout' });
    expect(again).toMatchObject({ status: 'pending', actionId: result.actionId });
    expect(await payouts(client)).toHaveLength(1);
  });

  it('makes one payout of two concurrent calls (a double click)', async () => {
    const { client } = await readyToPay();
    const first = client.api({ operation: 'payout' });
    const second = client.api({ operation: 'payout' });
    expect(second).toBe(first);
    await first;
    expect(await payouts(client)).toHaveLength(1);
  });

  it('retries a dropped response and pays once', async () => {
    const { client } = await readyToPay();
    await dropPayoutResponses(client, 1);
    const result = await client.api({ operation: 'payout' });
    expect(result.status).toBe('success');
    expect(await payouts(client)).toHaveLength(1);
  });

  it('answers what the platform did, not a network error, when every payout answer is lost', async () => {
    const onError = vi.fn();
    const { client } = await readyToPay('20.00', { events: { onError } });
    // Every attempt loses its answer, though the first one paid at the sandbox.
    // (More faults than attempts: Chromium itself resends a request once when a reused socket drops.)
    await dropPayoutResponses(client, 50);
    const result = await client.api({ operation: 'payout' });
    // The execution showed the payout: its outcome is the answer; only its id stays with the notification.
    expect(result).toMatchObject({ status: 'success', code: 'payoutSuccessful', actionId: '' });
    expect(await payouts(client)).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('resolves outcomeUnknown when neither the payout nor the execution answers, and the retry reuses the key', async () => {
    const onError = vi.fn();
    const { client } = await readyToPay('20.00', {
      events: { onError },
      timeouts: { retries: 0, resultWaitMs: 1500 },
    });
    const executionId = client.config.execution.id;
    await dropPayoutResponses(client, 50);
    await addFault({ route: 'execution', kind: 'unavailable', times: 50, executionId });
    const unknown = await client.api({ operation: 'payout' });
    expect(unknown).toMatchObject({ status: 'pending', code: 'outcomeUnknown', actionId: '' });
    expect(client.getState().payout).toEqual(unknown);
    expect(onError).not.toHaveBeenCalled();
    expect(await payouts(client)).toHaveLength(1);

    await clearFaults();
    // The same action again: with a new key the platform would answer 409 (one payout per execution).
    const result = await client.api({ operation: 'payout' });
    expect(result.status).toBe('success');
    const recorded = await payouts(client);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.actionId).toBe(result.actionId);
  });

  it('keeps long-polling past failed reads of the execution until resultWaitMs', async () => {
    const { client } = await readyToPay('20.00', { timeouts: { retries: 0 } });
    // Three reads fail with 503; the old wait ended `pending` at the first.
    await addFault({
      route: 'execution',
      kind: 'unavailable',
      times: 3,
      executionId: client.config.execution.id,
    });
    const result = await client.api({ operation: 'payout' });
    expect(result).toMatchObject({ status: 'success', code: 'payoutSuccessful' });
    expect(await activeFaults()).toEqual([]);
  });

  it('does not pay again on a renewed session while the lost payout of the previous execution may stand', async () => {
    const holderReference = `holder-${crypto.randomUUID()}`;
    const client = start(await session('20.00', holderReference), {
      events: { onSessionExpired: () => session('20.00', holderReference) },
      timeouts: { retries: 0, resultWaitMs: 1000 },
    });
    client.setState({ instrument: await createInstrumentDirectly(client.config) });
    const first = client.config.execution.id;
    await dropPayoutResponses(client, 50);
    await addFault({ route: 'execution', kind: 'unavailable', times: 50, executionId: first });
    expect(await client.api({ operation: 'payout' })).toMatchObject({ code: 'outcomeUnknown' });
    expect(await executedPayouts(first)).toHaveLength(1);
    await clearFaults();

    // The session expires; the payer clicks again.
    expect(await renewSessionNow(client)).toBe(true);
    expect(client.config.execution.id).not.toBe(first);
    const refused = await rejectionOf(client.api({ operation: 'payout' }));
    expect(refused.code).toBe('action.in-progress');
    expect(refused.message).toContain(first);
    expect(await payouts(client)).toHaveLength(0);
  });

  it('marks mounted elements busy while the payout runs', async () => {
    const { client } = await readyToPay();
    const handle = (await client.dynamicElement({
      paymentMethod: { paymentMethodCode: 'bankAccount' },
    })) as TestElement;
    const unmounted = (await client.dynamicElement({
      paymentMethod: { paymentMethodCode: 'bankAccount' },
    })) as TestElement;
    handle.mount(document.body);
    await client.api({ operation: 'payout' });
    expect(handle.busyCalls).toEqual([true, false]);
    expect(unmounted.busyCalls).toEqual([]);
  });
});

describe('query({ operation: "execution" })', () => {
  it('reads the execution and rejects unknown operations', async () => {
    const client = start(await session());
    const execution = await client.query({ operation: 'execution' });
    expect(execution.id).toBe(client.config.execution.id);
    const error = await rejectionOf(client.query({ operation: 'payouts' } as never));
    expect(error.code).toBe('options.invalid');
    expect(error.message).toContain("operation: 'execution'");
    expect((await rejectionOf(client.query({ operation: 'execution', wait: 99 }))).message).toContain(
      '0 to 30',
    );
  });
});

describe('session expiry', () => {
  it('adopts the config onSessionExpired returns, keeping the instrument and the mounted element', async () => {
    const holderReference = `holder-${crypto.randomUUID()}`;
    const states: RailkitState[] = [];
    let fresh: ClientInitResponse | undefined;
    const client = start(await session('20.00', holderReference), {
      events: {
        onStateChanged: (state) => states.push(state),
        onSessionExpired: async () => (fresh = await session('20.00', holderReference)),
      },
    });
    const handle = (await client.dynamicElement({
      paymentMethod: { paymentMethodCode: 'bankAccount' },
    })) as TestElement;
    handle.mount(document.body);
    const instrument = await handle.tokenize();
    client.setState({ instrument });
    const oldToken = client.config.token;
    const elementsBefore = createdElements.length;

    expect(await renewSessionNow(client)).toBe(true);
    expect(fresh).toBeDefined();
    expect(client.config.token).not.toBe(oldToken);
    expect(client.getState().execution.id).toBe(client.config.execution.id);
    expect(client.getState().instrument).toEqual(instrument);
    expect(states.map((state) => state.sessionStatus)).toContain('renewing');
    expect(client.getState().sessionStatus).toBe('active');
    expect(handle.element.isConnected).toBe(true);
    expect(handle.element.dataset.values).toBe('typed by the payer');
    expect(createdElements.length).toBe(elementsBefore);

    // The renewed session pays out with the instrument set before.
    const result = await client.api({ operation: 'payout' });
    expect(result.status).toBe('success');
    expect(result.execution.id).toBe(client.config.execution.id);
  });

  it('ends the session when onSessionExpired returns nothing: calls reject with session.expired', async () => {
    const { client } = await readyToPay();
    expect(await renewSessionNow(client)).toBe(false);
    expect(client.getState().sessionStatus).toBe('expired');
    const error = await rejectionOf(client.api({ operation: 'payout' }));
    expect(error.code).toBe('session.expired');
    expect(await payouts(client)).toHaveLength(0);
  });

  it('fires onSessionExpired from a timer at expiresAt', async () => {
    const response = withConfig(await session(), (config) => {
      config.expiresAt = new Date(Date.now() + 600).toISOString();
    });
    const expired = new Promise<void>((resolve) => {
      start(response, { events: { onSessionExpired: () => resolve() } });
    });
    await expect(expired).resolves.toBeUndefined();
  });

  it('renews on a 401 from the platform and runs the call again', async () => {
    const holderReference = `holder-${crypto.randomUUID()}`;
    const badToken = withConfig(await session('20.00', holderReference), (config) => {
      config.token = 'eyJhbGciOiJub25lIn0.e30.';
    });
    const onSessionExpired = vi.fn(() => session('20.00', holderReference));
    const client = start(badToken, { events: { onSessionExpired } });
    const execution = await client.query({ operation: 'execution' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(execution.id).toBe(client.config.execution.id);
  });
});

describe('callback isolation', () => {
  it('keeps working when onStateChanged, onReady and onError throw', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = start(await session(), {
      events: {
        onReady: () => {
          throw new Error('ready bug');
        },
        onStateChanged: () => {
          throw new Error('state bug');
        },
        onError: () => {
          throw new Error('error bug');
        },
      },
    });
    await Promise.resolve();
    const instrument = await createInstrumentDirectly(client.config);
    expect(() => client.setState({ instrument })).not.toThrow();
    expect(client.getState().instrument).toEqual(instrument);
    const result = await client.api({ operation: 'payout' });
    expect(result.status).toBe('success');
    const logged = consoleError.mock.calls.map((call) => String(call[1]));
    expect(logged).toEqual(
      expect.arrayContaining(['Error: ready bug', 'Error: state bug', 'Error: error bug']),
    );
    consoleError.mockRestore();
  });

  it('rejects calls with aborted after destroy() and unmounts its elements', async () => {
    const client = start(await session());
    const handle = await client.dynamicElement({ paymentMethod: { paymentMethodCode: 'bankAccount' } });
    handle.mount(document.body);
    client.destroy();
    expect(handle.element.isConnected).toBe(false);
    const error = await rejectionOf(client.api({ operation: 'payout' }));
    expect(error.code).toBe('aborted');
  });
});
