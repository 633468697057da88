import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { completeChallengeByKeyboard, loadedChallengeFrame } from '../../test/challenge-frame';
import { sessionWithStoredCard } from '../../test/card-sessions';
import { rejectionOf } from '../../test/rejections';
import { createTestSession } from '../../test/sandbox-client';
import { addFault, clearFaults, executedActions, releaseFaults } from '../../test/sandbox-control';
import type { ClientConfig, ClientInitResponse } from '../api/schemas/client-config';
import { encryptJwe } from '../crypto/jwe';
import { createAuthorizeRunner } from './authorize';
import { renewSessionNow } from './client';
import { decodeConfig } from './config';
import type { CardElement, CardToken } from './card';
import { ValidationError } from '../api/errors';
import { init } from './init';
import type { InitOptions } from './options';
import { registerOperation } from './operations';
import { registerPlatformModule } from './platform-module';
import type { AuthorizeApiRequest, RailkitClient } from './types';

// Authorize against the real sandbox, with a stand-in card element whose tokenize() encrypts as the
// card form does (contract 7): the runner's behaviour, not the form's, is under test here.

registerOperation('authorize', createAuthorizeRunner);
// What an element module does in the package: name the module the platform client loads from.
registerPlatformModule(() => import('./platform'));

const approved = '4111111111111111';
const declined = '4000000000000002';
const threeDSecure = '4000000000003220';
const providerTimeout = '4000000000000077';

interface TestCard extends CardElement {
  tokenizeCalls: number;
  busyCalls: boolean[];
}

function testCard(
  client: RailkitClient,
  cardNumber: string | (() => string),
  instrumentId?: string,
): TestCard {
  const config = client.config;
  const card: TestCard = {
    element: document.createElement('div'),
    hosting: 'in-page',
    tokenizeCalls: 0,
    busyCalls: [],
    mount() {
      return this;
    },
    unmount: () => undefined,
    setBusy: (busy) => card.busyCalls.push(busy),
    validate: () => Promise.resolve(true),
    focus: () => undefined,
    clear: () => undefined,
    async tokenize(): Promise<CardToken> {
      card.tokenizeCalls += 1;
      const number = typeof cardNumber === 'function' ? cardNumber() : cardNumber;
      return instrumentId ? storedToken(config, instrumentId) : newCardToken(config, number);
    },
  };
  return card;
}

async function newCardToken(config: ClientConfig, cardNumber: string): Promise<CardToken> {
  const plaintext = {
    cardNumber,
    expiryMonth: '03',
    expiryYear: '30',
    securityCode: '737',
    holderName: 'Ada Lovelace',
    holderReference: config.holderReference!,
  };
  const encryptedData = await encryptJwe(plaintext, config.vault.encryptionPublicKey, config.vault.keyId);
  return { encryptedData, brand: 'visa', last4: cardNumber.slice(-4), expiryMonth: '03', expiryYear: '30' };
}

async function storedToken(config: ClientConfig, paymentInstrumentId: string): Promise<CardToken> {
  const plaintext = { securityCode: '123', holderReference: config.holderReference! };
  const encryptedData = await encryptJwe(plaintext, config.vault.encryptionPublicKey, config.vault.keyId);
  return { encryptedData, brand: 'visa', last4: '1111', paymentInstrumentId };
}

const clients: RailkitClient[] = [];
async function checkoutClient(session?: ClientInitResponse, options?: InitOptions): Promise<RailkitClient> {
  const client = init(session ?? (await createTestSession({ workflowCode: 'checkout' })), options);
  clients.push(client);
  return client;
}

async function authorizeActions(client: RailkitClient) {
  return (await executedActions(client.config.execution.id)).filter((action) => action.name === 'authorize');
}

/** Submits the sandbox's challenge form as the payer's browser would (a cross-origin form post). */
async function answerChallenge(url: string, outcome: 'complete' | 'fail'): Promise<void> {
  await fetch(url, { method: 'POST', mode: 'no-cors', body: new URLSearchParams({ outcome }) });
}

function challengeDialog() {
  return page.getByRole('dialog', { name: 'Confirm the payment with your bank' });
}

afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  document.querySelectorAll('rk-challenge').forEach((dialog) => dialog.remove());
  await releaseFaults();
});

describe("api({ operation: 'authorize' })", () => {
  it('authorizes the session amount with one card payment and resolves with the links of what follows', async () => {
    const client = await checkoutClient();
    const result = await client.api({ operation: 'authorize', card: testCard(client, approved) });

    expect(result).toMatchObject({ status: 'success', code: 'authorizeSuccessful' });
    expect(result.links.capture?.href).toMatch(/\/capture$/);
    expect(result.links.cancel?.href).toMatch(/\/cancel$/);
    expect(result.execution.status.at(-1)?.code).toBe('authorizeSuccessful');
    const [action, ...more] = await authorizeActions(client);
    expect(more).toHaveLength(0);
    expect(action!.actionId).toBe(result.actionId);
    expect(client.getState().authorization).toEqual(result);
  });

  it('resolves a decline as an error result with the reason, and lets the payer pay with another card', async () => {
    const client = await checkoutClient();
    let number = declined;
    const card = testCard(client, () => number);

    const first = await client.api({ operation: 'authorize', card });
    expect(first).toMatchObject({
      status: 'error',
      code: 'authorizeFailed',
      reason: { code: 'card.declined' },
    });

    number = approved;
    const second = await client.api({ operation: 'authorize', card });
    expect(second.status).toBe('success');
    const actions = await authorizeActions(client);
    expect(actions).toHaveLength(2);
    expect(actions[0]!.idempotencyKey).not.toBe(actions[1]!.idempotencyKey);
  });

  it('reports a provider timeout as a failed authorization', async () => {
    const client = await checkoutClient();
    const result = await client.api({ operation: 'authorize', card: testCard(client, providerTimeout) });
    expect(result).toMatchObject({ status: 'error', reason: { code: 'provider.timeout' } });
  });

  it('joins a second call while the first runs: a double click authorizes once', async () => {
    const client = await checkoutClient();
    const card = testCard(client, approved);
    const request: AuthorizeApiRequest = { operation: 'authorize', card };
    const [first, second] = await Promise.all([client.api(request), client.api(request)]);

    expect(second).toBe(first);
    expect(card.tokenizeCalls).toBe(1);
    expect(await authorizeActions(client)).toHaveLength(1);
    // After a success, paying again returns the same result: one payment per execution.
    expect(await client.api(request)).toBe(first);
    expect(await authorizeActions(client)).toHaveLength(1);
  });

  it('sends nothing when the card is invalid, and rejects with its ValidationError', async () => {
    const client = await checkoutClient();
    const card = testCard(client, approved);
    card.tokenize = () => Promise.reject(new ValidationError({ cardNumber: 'Enter a valid card number.' }));

    const error = await rejectionOf(client.api({ operation: 'authorize', card }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(await authorizeActions(client)).toHaveLength(0);
  });

  it('answers what the platform did when every authorize answer is lost', async () => {
    const client = await checkoutClient();
    const card = testCard(client, approved);
    const executionId = client.config.execution.id;
    await addFault({ route: 'authorize', kind: 'drop-response', times: 50, executionId });

    const result = await client.api({ operation: 'authorize', card });
    expect(result).toMatchObject({ status: 'success', code: 'authorizeSuccessful', actionId: '' });
    expect(await authorizeActions(client)).toHaveLength(1);
  });

  it('resolves outcomeUnknown when nothing answers, and the retry sends the same key and body once', async () => {
    const client = await checkoutClient(undefined, { timeouts: { retries: 0, resultWaitMs: 1500 } });
    const card = testCard(client, approved);
    const executionId = client.config.execution.id;
    await addFault({ route: 'authorize', kind: 'drop-response', times: 50, executionId });
    await addFault({ route: 'execution', kind: 'unavailable', times: 50, executionId });

    const unknown = await client.api({ operation: 'authorize', card });
    expect(unknown).toMatchObject({ status: 'pending', code: 'outcomeUnknown', actionId: '' });
    expect(await authorizeActions(client)).toHaveLength(1);
    await clearFaults();

    const result = await client.api({ operation: 'authorize', card });
    expect(result.status).toBe('success');
    const actions = await authorizeActions(client);
    expect(actions).toHaveLength(1);
  });

  it('pays with a stored card: its instrument id and an encrypted security code only', async () => {
    const first = await checkoutClient();
    const { encryptedData } = await newCardToken(first.config, approved);
    const { config: next, instrument } = await sessionWithStoredCard(first.config, encryptedData);
    const session = await createSessionFor(next);
    const client = await checkoutClient(session);

    const result = await client.api({ operation: 'authorize', card: testCard(client, '', instrument.id) });
    expect(result.status).toBe('success');
  });

  it('builds the spec 4.2 body: the offered plan echoed, the chosen scheme, storeInstrument and returnInfo', async () => {
    const raw = JSON.parse(
      JSON.stringify(decodeConfig(await createTestSession({ workflowCode: 'checkout' }))),
    ) as ClientConfig;
    const plan = {
      count: 3,
      planReference: 'plan-3',
      totalAmount: 125.5,
      requires: ['cardVerificationCode' as const],
    };
    raw.lookup.data.paymentCompositionOptions![0]!.installmentPlans = [{ count: 6 }, plan];
    const client = await checkoutClient(createSessionFor(raw));
    const card = testCard(client, approved);
    const tokenize = card.tokenize.bind(card);
    card.tokenize = async () => ({ ...(await tokenize()), preferredScheme: 'visa' });
    const sent: unknown[] = [];
    const realFetch = window.fetch;
    // A spy, not a mock: the request still goes to the sandbox.
    window.fetch = (input, init) => {
      if (String(input).endsWith('/authorize')) sent.push(JSON.parse(String(init?.body)));
      return realFetch(input, init);
    };
    try {
      const returnInfo = { success: 'https://shop.test/done', error: 'https://shop.test/failed' };
      const result = await client.api({
        operation: 'authorize',
        card,
        storeInstrument: true,
        installments: { count: 3 },
        returnInfo,
      });
      expect(result.status).toBe('success');
      expect(sent).toEqual([
        {
          amount: client.config.amount,
          returnInfo,
          paymentComposition: [
            {
              paymentMethodCode: 'card',
              integrationType: 'api',
              amount: client.config.amount,
              encryptedData: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/),
              storeInstrument: true,
              preferredScheme: 'visa',
              installments: plan,
              // The challenge, if the issuer asks for one, is framed by this page (the dialog).
              threeDSecure: { challenge: 'frame', parentOrigin: location.origin },
            },
          ],
        },
      ]);
      const other = await checkoutClient(createSessionFor(raw));
      const noPlan = await rejectionOf(
        other.api({ operation: 'authorize', card: testCard(other, approved), installments: { count: 4 } }),
      );
      expect(noPlan.message).toContain('offered: 6, 3');
    } finally {
      window.fetch = realFetch;
    }
  });

  it('rejects with session.expired, sending nothing, once the session has ended', async () => {
    const client = await checkoutClient();
    const card = testCard(client, approved);
    expect(await renewSessionNow(client)).toBe(false);

    const error = await rejectionOf(client.api({ operation: 'authorize', card }));
    expect(error.code).toBe('session.expired');
    expect(error.message).toContain('client init again');
    expect(card.tokenizeCalls).toBe(0);
    expect(await authorizeActions(client)).toHaveLength(0);
  });

  it('refuses options it does not know, and installments the session does not offer', async () => {
    const client = await checkoutClient();
    const card = testCard(client, approved);
    const unknown = await rejectionOf(
      client.api({ operation: 'authorize', card, amount: '1.00' } as unknown as AuthorizeApiRequest),
    );
    expect(unknown.code).toBe('options.invalid');
    expect(unknown.message).toContain('amount');
    const noPlan = await rejectionOf(
      client.api({ operation: 'authorize', card, installments: { count: 3 } }),
    );
    expect(noPlan.code).toBe('options.invalid');
    expect(noPlan.message).toContain('no installment plan');
    const noCard = await rejectionOf(
      client.api({ operation: 'authorize' } as unknown as AuthorizeApiRequest),
    );
    expect(noCard.message).toContain('card');
    expect(await authorizeActions(client)).toHaveLength(0);
  });
});

describe('3-D Secure', () => {
  it('opens the challenge in a labelled modal dialog and resolves once the payer completes it', async () => {
    const client = await checkoutClient();
    const paying = client.api({ operation: 'authorize', card: testCard(client, threeDSecure) });

    await expect.element(challengeDialog()).toBeVisible();
    const frame = document.querySelector('rk-challenge') as HTMLElement;
    expect(frame).not.toBeNull();
    await answerChallenge(
      `${new URL(client.config.execution.links.self).origin}/sandbox/3ds/${client.config.execution.id}`,
      'complete',
    );

    const result = await paying;
    expect(result).toMatchObject({ status: 'success', code: 'authorizeSuccessful' });
    expect(document.querySelector('rk-challenge')).toBeNull();
  });

  it('reports a failed challenge as a failed authorization', async () => {
    const client = await checkoutClient();
    const paying = client.api({ operation: 'authorize', card: testCard(client, threeDSecure) });
    await expect.element(challengeDialog()).toBeVisible();
    await answerChallenge(challengeUrl(client), 'fail');

    expect(await paying).toMatchObject({
      status: 'error',
      code: 'authorizeFailed',
      reason: { code: 'authentication.failed' },
    });
  });

  it('keeps focus in the dialog, starts on its heading and gives focus back when it closes', async () => {
    const client = await checkoutClient();
    const payButton = document.createElement('button');
    payButton.textContent = 'Pay';
    document.body.append(payButton);
    onTestFinished(() => payButton.remove());
    payButton.focus();
    const paying = client.api({ operation: 'authorize', card: testCard(client, threeDSecure) });
    await expect.element(challengeDialog()).toBeVisible();

    const host = document.querySelector('rk-challenge')!;
    const dialog = host.shadowRoot!.querySelector('dialog')!;
    expect(dialog.matches(':modal')).toBe(true);
    // Polled, as the payer would look: focus is on the heading once the dialog is up.
    await expect
      .poll(() => host.shadowRoot!.activeElement?.textContent)
      .toBe('Confirm the payment with your bank');
    expect(dialog.querySelector('iframe')!.title).toBe("Your bank's confirmation page");
    await page.getByRole('button', { name: 'Cancel payment confirmation' }).click();
    expect((await paying).code).toBe('challenge.cancelled');
    // The dialog gives focus back over the next frames, which a test frame the browser does not paint
    // yet may run late: wait for them, as a payer's next key press would.
    await expect.poll(() => document.activeElement).toBe(payButton);
  });

  it('Escape cancels with a challenge.cancelled result; paying again reopens the same challenge', async () => {
    const client = await checkoutClient();
    const card = testCard(client, threeDSecure);
    const paying = client.api({ operation: 'authorize', card });
    await expect.element(challengeDialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');

    const cancelled = await paying;
    expect(cancelled).toMatchObject({ status: 'error', code: 'challenge.cancelled' });
    expect(cancelled.reason?.detail).toMatch(/closed the 3-D Secure window/);
    expect(document.querySelector('rk-challenge')).toBeNull();

    const again = client.api({ operation: 'authorize', card });
    await expect.element(challengeDialog()).toBeVisible();
    await answerChallenge(challengeUrl(client), 'complete');
    expect((await again).status).toBe('success');
    expect(card.tokenizeCalls).toBe(1);
    expect(await authorizeActions(client)).toHaveLength(1);
  });

  it('the cancel button ends the challenge too, and query() reads the outcome later', async () => {
    const client = await checkoutClient();
    const paying = client.api({ operation: 'authorize', card: testCard(client, threeDSecure) });
    await expect.element(challengeDialog()).toBeVisible();
    await page.getByRole('button', { name: 'Cancel payment confirmation' }).click();
    const paid = await paying;
    expect(paid.code).toBe('challenge.cancelled');

    await answerChallenge(challengeUrl(client), 'complete');
    const read = await client.query({ operation: 'authorization', wait: 5 });
    expect(read).toMatchObject({ status: 'success', code: 'authorizeSuccessful' });
    // Paying again now finds the outcome instead of reopening a finished challenge.
    const again = await client.api({ operation: 'authorize', card: testCard(client, threeDSecure) });
    expect(again).toMatchObject({ status: 'success', actionId: paid.actionId });
    expect(document.querySelector('rk-challenge')).toBeNull();
  });
});

describe('3-D Secure in the dialog ends in the dialog', () => {
  /** The dialog's frame, once the challenge page has loaded in it. */
  async function challengeFrame(): Promise<HTMLIFrameElement> {
    await expect.element(challengeDialog()).toBeVisible();
    return loadedChallengeFrame();
  }

  it('with returnInfo given, tells the platform the challenge is framed here, and never shows the shop in it', async () => {
    const client = await checkoutClient();
    const shop = `${location.origin}/shop-return`;
    const returnInfo = { success: `${shop}?paid`, error: `${shop}?failed` };
    const sent: { returnInfo?: unknown; paymentComposition: Record<string, unknown>[] }[] = [];
    const realFetch = window.fetch;
    onTestFinished(() => void (window.fetch = realFetch));
    window.fetch = (input, init) => {
      if (String(input).endsWith('/authorize')) sent.push(JSON.parse(String(init?.body)));
      return realFetch(input, init);
    };
    const paying = client.api({ operation: 'authorize', card: testCard(client, threeDSecure), returnInfo });
    const frame = await challengeFrame();
    const addresses: (string | null)[] = [];
    frame.addEventListener('load', () => {
      try {
        addresses.push(frame.contentWindow!.location.href);
      } catch {
        addresses.push(null); // the platform's page: another origin
      }
    });
    await completeChallengeByKeyboard();

    expect(await paying).toMatchObject({ status: 'success', code: 'authorizeSuccessful' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.returnInfo).toEqual(returnInfo);
    expect(sent[0]!.paymentComposition[0]!.threeDSecure).toEqual({
      challenge: 'frame',
      parentOrigin: location.origin,
    });
    expect(addresses.filter((address) => address !== null)).toEqual([]);
    expect(await authorizeActions(client)).toHaveLength(1);
  });

  it("reads the outcome once the challenge's page says it ended, without waiting for a slow poll", async () => {
    const client = await checkoutClient();
    // The dialog's first long poll answers 8 s late: only the frame's word can end the wait sooner.
    const executionId = client.config.execution.id;
    await addFault({ route: 'execution', kind: 'delay', delayMs: 8_000, times: 1, executionId });
    const paying = client.api({ operation: 'authorize', card: testCard(client, threeDSecure) });
    await challengeFrame();
    const answeredAt = performance.now();
    await completeChallengeByKeyboard();

    expect(await paying).toMatchObject({ status: 'success', code: 'authorizeSuccessful' });
    expect(performance.now() - answeredAt).toBeLessThan(4_000);
    expect(document.querySelector('rk-challenge')).toBeNull();
  });
});

function challengeUrl(client: RailkitClient): string {
  return `${new URL(client.config.execution.links.self).origin}/sandbox/3ds/${client.config.execution.id}`;
}

/** A ClientInitResponse for a config decoded by a test helper. */
function createSessionFor(config: ClientConfig): ClientInitResponse {
  const data = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(config))));
  return { version: '1', data };
}
