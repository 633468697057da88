import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { failureOf, useAcceptanceSandbox } from '../../test/server-acceptance';
import type { ClientConfig } from '../api/schemas/client-config';
import type { Amount } from '../api/schemas/common';
import type { Execution } from '../api/schemas/execution';
import {
  authorizeBody,
  challengeAnswer,
  encryptFor,
  encryptedCard,
  expectedAuthorizeResult,
  payoutBody,
  shopReturnInfo,
  testCards,
  until,
  useNotificationReceiver,
  type SessionOptions,
} from '../sandbox/node-test-helpers';
import { sampleBankAccounts } from '../sandbox/platform/shared/test-values';
import { PlatformRequestError, ServerClientConfigurationError, parseNotification } from './index';

const webhookSecret = 'whsec_server_payments';
const receiver = useNotificationReceiver();
const t = useAcceptanceSandbox(() => ({ paymentSettleMs: 40, webhookUrl: receiver.url, webhookSecret }));

const eur = (value: string): Amount => ({ value, currency: 'EUR' });
const statusCodes = (execution: Execution) => execution.status.map((status) => status.code);

describe('the payout journey through the server client (spec 4.7, 4.8, contract 6, 8)', () => {
  it('client init, instrument with the client token, payout, execution long poll', async () => {
    const config = await t.session();
    expect(config.lookup.data.payoutCompositionOptions?.[0]?.paymentMethodCode).toBe('bankAccount');

    const instrument = await t.bankAccount(config);
    expect(JSON.stringify(instrument.data)).not.toContain('370400440532013000');

    const action = await t.client.payout(config.execution.id, payoutBody(config, instrument.id));
    expect(action.name).toBe('payout');

    const execution = await t.client.getExecution('payout', config.execution.id, { wait: 5 });
    expect(execution.status.at(-1)!.code).toBe('payoutSuccessful');
  });

  it('a payout of an amount ending .13 fails (sandbox test value)', async () => {
    const config = await t.session({ amount: eur('10.13') });
    const instrument = await t.bankAccount(config, false);
    await t.client.payout(config.execution.id, payoutBody(config, instrument.id));
    const execution = await t.client.getExecution('payout', config.execution.id, { wait: 5 });
    expect(execution.status.at(-1)).toMatchObject({
      code: 'payoutFailed',
      reason: { code: 'payout.rejected' },
    });
  });

  it('refuses a wait outside 0-30 seconds before sending', async () => {
    await expect(t.client.getExecution('payout', randomUUID(), { wait: 31 })).rejects.toThrow(
      ServerClientConfigurationError,
    );
  });

  it('refuses an instrument for another holder with 403 request.forbidden', async () => {
    const config = await t.session();
    const error = await failureOf(
      t.client.createInstrument(
        { holderReference: 'someone-else', paymentMethodCode: 'bankAccount', data: sampleBankAccounts.DE! },
        { clientToken: config.token },
      ),
    );
    expect(error.status).toBe(403);
    expect(error.codes).toEqual(['request.forbidden']);
  });
});

/** Client init of a checkout execution of 125.50 EUR. */
function checkout(options: SessionOptions = {}): Promise<ClientConfig> {
  return t.session({ workflowCode: 'checkout', ...options });
}

/** Authorizes `cardNumber` in the session's execution through the server client. */
async function authorize(
  config: ClientConfig,
  cardNumber?: string,
  options: { idempotencyKey?: string } = {},
) {
  const body = authorizeBody(config, await encryptedCard(config, cardNumber));
  return t.client.authorize('checkout', config.execution.id, body, options);
}

/** The execution once it reached a final status (or `wait` seconds passed). */
function settled(config: ClientConfig, wait = 5): Promise<Execution> {
  return t.client.getExecution('checkout', config.execution.id, { wait });
}

/** A checkout whose whole 125.50 EUR is authorized. */
async function authorizedCheckout(): Promise<ClientConfig> {
  const config = await checkout();
  await authorize(config);
  expect((await settled(config)).status.at(-1)?.code).toBe('authorizeSuccessful');
  return config;
}

/** The notification of `actionId`, verified and parsed as a merchant back end does with this client. */
async function notificationOf(actionId: string) {
  const parsed = () =>
    receiver.received.map((delivery) =>
      parseNotification(delivery.rawBody, delivery.signature, webhookSecret),
    );
  await until(() => parsed().some((event) => event.details.actionId === actionId));
  return parsed().find((event) => event.details.actionId === actionId)!;
}

/** The platform's answer to a refused call: status, and the code, `reason` and detail of its error. */
async function refusal(call: Promise<unknown>) {
  const error = await failureOf(call);
  expect(error).toBeInstanceOf(PlatformRequestError);
  return {
    status: error.status,
    code: error.codes[0],
    reason: error.platformErrors[0].reason,
    detail: error.platformErrors[0].detail,
  };
}

describe('authorize (spec 4.2, contract 7, 10 card test values)', () => {
  it('authorizes a card encrypted to the config key: 202 with the follow-up links, then a signed notification', async () => {
    const config = await checkout();
    const result = await authorize(config);
    expect(result).toMatchObject(expectedAuthorizeResult(config));
    expect(result.links.consumerWait).toBeUndefined();

    const execution = await settled(config);
    expect(statusCodes(execution)).toEqual(['created', 'authorizeRequested', 'authorizeSuccessful']);
    expect(execution.links.authorize).toBeUndefined();
    const event = await notificationOf(result.actionId);
    expect(event.details).toMatchObject({
      action: 'authorize',
      success: true,
      execution: { id: config.execution.id },
    });
  });

  it('declines 4000 0000 0000 0002 with card.declined; another card may then be authorized', async () => {
    const config = await checkout();
    const declined = await authorize(config, testCards.declined);
    const failed = await settled(config);
    expect(failed.status.at(-1)).toMatchObject({
      code: 'authorizeFailed',
      reason: { code: 'card.declined' },
    });
    expect(failed.links.authorize).toBeDefined();
    expect((await notificationOf(declined.actionId)).details.success).toBe(false);

    await authorize(config);
    expect((await settled(config)).status.at(-1)?.code).toBe('authorizeSuccessful');
  });

  it('keeps 4000 0000 0000 3220 in authorizePending for 3-D Secure until the consumer completes the challenge', async () => {
    const config = await checkout();
    const result = await authorize(config, testCards.threeDs);
    expect(result.links.consumerWait).toBe(`${t.sandbox.apiUrl}/sandbox/3ds/${config.execution.id}`);

    const pending = await t.client.getExecution('checkout', config.execution.id);
    expect(statusCodes(pending)).toEqual(['created', 'authorizeRequested', 'authorizePending']);
    expect(pending.actionRequired).toBe('3ds');
    expect(await refusal(t.client.capture('checkout', config.execution.id))).toMatchObject({
      status: 409,
      code: 'request.conflict',
      reason: { status: 'authorizePending', action: 'capture' },
    });

    // The consumer's browser submits the challenge form and is sent back to the shop.
    const submitted = await t.raw(result.links.consumerWait!, challengeAnswer('complete'));
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get('location')).toBe(shopReturnInfo.success);
    const execution = await t.client.getExecution('checkout', config.execution.id);
    expect(execution.status.at(-1)?.code).toBe('authorizeSuccessful');
    expect(execution.actionRequired).toBeUndefined();
    expect((await notificationOf(result.actionId)).details.success).toBe(true);
  });

  it('answers 400 naming the field for a card that fails the checks after decryption', async () => {
    const config = await checkout();
    const luhn = authorizeBody(config, await encryptedCard(config, '4111111111111112'));
    expect(await refusal(t.client.authorize('checkout', config.execution.id, luhn))).toMatchObject({
      status: 400,
      code: 'request.param.invalid',
      reason: { field: 'paymentComposition.0.encryptedData.cardNumber', rule: 'luhn' },
    });
    // Nothing ran: the execution is still waiting for its authorization.
    expect(statusCodes(await t.client.getExecution('checkout', config.execution.id))).toEqual(['created']);
  });

  it('checks an authorize body locally: one payment per execution', async () => {
    const amount = eur('10.00');
    const item = { paymentMethodCode: 'card', integrationType: 'api' as const, amount };
    const error = await failureOf(
      t.client.authorize('checkout', randomUUID(), { amount, paymentComposition: [item, item] }),
    );
    expect(error).toBeInstanceOf(ServerClientConfigurationError);
    expect(error.message).toMatch(/paymentComposition/);
  });
});

describe('capture, cancel and refund (contract 8 state rules)', () => {
  it('captures and refunds in parts, refusing what the state or the amount does not allow', async () => {
    const config = await authorizedCheckout();
    const id = config.execution.id;
    expect(await refusal(t.client.refund('checkout', id))).toMatchObject({
      status: 409,
      code: 'request.conflict',
      reason: { status: 'authorizeSuccessful', action: 'refund' },
    });

    const part = await t.client.capture('checkout', id, { amount: eur('100.00') });
    expect(part.name).toBe('capture');
    expect(Object.keys(part.links).sort()).toEqual(['capture', 'execution', 'refund']);
    expect((await notificationOf(part.actionId)).details).toMatchObject({ action: 'capture', success: true });

    expect(await refusal(t.client.cancel('checkout', id))).toMatchObject({
      status: 409,
      reason: { status: 'captureSuccessful', action: 'cancel' },
    });
    const tooMuch = await refusal(t.client.capture('checkout', id, { amount: eur('25.51') }));
    expect(tooMuch).toMatchObject({
      status: 400,
      code: 'request.param.invalid',
      reason: { field: 'amount.value', rule: 'maximum' },
    });
    expect(tooMuch.detail).toContain('25.50 EUR');

    const rest = await t.client.capture('checkout', id);
    expect(rest.links).not.toHaveProperty('capture');
    expect((await refusal(t.client.capture('checkout', id))).status).toBe(409);
    await t.client.refund('checkout', id, { amount: eur('0.50') });
    expect((await refusal(t.client.refund('checkout', id, { amount: eur('125.01') }))).detail).toContain(
      '125.00 EUR',
    );
    const lastRefund = await t.client.refund('checkout', id);
    expect(lastRefund.links).toEqual({ execution: config.execution.links.self });
    expect(await refusal(t.client.refund('checkout', id))).toMatchObject({
      status: 409,
      reason: { status: 'refundSuccessful' },
    });

    const execution = await t.client.getExecution('checkout', id);
    expect(statusCodes(execution).slice(2)).toEqual([
      'authorizeSuccessful',
      'captureSuccessful',
      'captureSuccessful',
      'refundSuccessful',
      'refundSuccessful',
    ]);
  });

  it('cancels part of an authorization, captures the rest, and refuses a cancel after capture', async () => {
    const config = await authorizedCheckout();
    const id = config.execution.id;
    const cancel = await t.client.cancel('checkout', id, { amount: eur('25.50') });
    expect(cancel.name).toBe('cancel');
    expect(cancel.links.capture).toBeDefined();
    expect(await refusal(t.client.capture('checkout', id, { amount: eur('100.01') }))).toMatchObject({
      status: 400,
      reason: { field: 'amount.value', rule: 'maximum' },
    });
    await t.client.capture('checkout', id);
    expect(await refusal(t.client.cancel('checkout', id))).toMatchObject({
      status: 409,
      reason: { status: 'captureSuccessful', action: 'cancel' },
    });
    expect(statusCodes(await t.client.getExecution('checkout', id)).slice(-2)).toEqual([
      'cancelSuccessful',
      'captureSuccessful',
    ]);
  });

  it('refuses a capture after a full cancel, and an amount in another currency', async () => {
    const config = await authorizedCheckout();
    const id = config.execution.id;
    expect(
      await refusal(t.client.capture('checkout', id, { amount: { value: '1.00', currency: 'USD' } })),
    ).toMatchObject({ status: 400, reason: { field: 'amount.currency' } });
    await t.client.cancel('checkout', id);
    expect(await refusal(t.client.capture('checkout', id))).toMatchObject({
      status: 409,
      code: 'request.conflict',
      reason: { status: 'cancelSuccessful', action: 'capture' },
    });
  });
});

describe('idempotent replay of payment actions', () => {
  it('replays authorize and capture sent again with the same key, running each once', async () => {
    const config = await checkout();
    const id = config.execution.id;
    const body = authorizeBody(config, await encryptedCard(config));
    const authorizeKey = randomUUID();
    const first = await t.client.authorize('checkout', id, body, { idempotencyKey: authorizeKey });
    const replay = await t.client.authorize('checkout', id, body, { idempotencyKey: authorizeKey });
    expect(replay.actionId).toBe(first.actionId);
    expect(await refusal(t.client.authorize('checkout', id, body))).toMatchObject({
      status: 409,
      reason: { action: 'authorize' },
    });
    await settled(config);

    const captureKey = randomUUID();
    const capture = await t.client.capture(
      'checkout',
      id,
      { amount: eur('10.00') },
      { idempotencyKey: captureKey },
    );
    const capturedAgain = await t.client.capture(
      'checkout',
      id,
      { amount: eur('10.00') },
      { idempotencyKey: captureKey },
    );
    expect(capturedAgain.actionId).toBe(capture.actionId);

    const { actions } = await t.control<{ actions: { name: string }[] }>(
      'GET',
      `/sandbox/executions/${id}/actions`,
    );
    expect(actions.map((action) => action.name)).toEqual(['lookup', 'authorize', 'capture']);
    expect(
      statusCodes(await t.client.getExecution('checkout', id)).filter((code) => code === 'captureSuccessful'),
    ).toHaveLength(1);
  });
});

describe('lookup and stored cards', () => {
  it('lists a card stored by authorize, masked, and pays with it and a fresh security code', async () => {
    const holderReference = `holder-${randomUUID()}`;
    const first = await checkout({ holderReference });
    const body = authorizeBody(first, await encryptedCard(first, '5555555555554444'), {
      storeInstrument: true,
    });
    await t.client.authorize('checkout', first.execution.id, body);
    await settled(first);

    const next = await checkout({ holderReference });
    const lookup = await t.client.lookup('checkout', next.execution.id);
    expect(lookup.name).toBe('lookup');
    const option = lookup.data.paymentCompositionOptions![0]!;
    expect(option.paymentMethodCode).toBe('card');
    const instrument = option.paymentInstruments![0]!;
    expect(instrument).toMatchObject({ holderReference, displayName: 'Mastercard •••• 4444' });
    expect(JSON.stringify(lookup)).not.toContain('5555555555554444');

    const securityCode = await encryptFor(next, { securityCode: '123', holderReference });
    await t.client.authorize(
      'checkout',
      next.execution.id,
      authorizeBody(next, securityCode, { paymentInstrumentId: instrument.id }),
    );
    expect((await settled(next)).status.at(-1)?.code).toBe('authorizeSuccessful');
  });

  it('disableInstrument removes a saved card as the merchant; a stranger’s client token gets a 404', async () => {
    const holderReference = `holder-${randomUUID()}`;
    const first = await checkout({ holderReference });
    const body = authorizeBody(first, await encryptedCard(first), { storeInstrument: true });
    await t.client.authorize('checkout', first.execution.id, body);
    const next = await checkout({ holderReference });
    const card = next.lookup.data.paymentCompositionOptions![0]!.paymentInstruments![0]!;

    const stranger = await checkout();
    const refused = await failureOf(t.client.disableInstrument(card.id, { clientToken: stranger.token }));
    expect(refused.status).toBe(404);

    const removed = await t.client.disableInstrument(card.id);
    expect(removed).toMatchObject({ id: card.id, status: 'disabled' });
    const lookup = await t.client.lookup('checkout', next.execution.id);
    expect(lookup.data.paymentCompositionOptions![0]!.paymentInstruments).toBeUndefined();
  });

  it('answers the payout options for a payout execution', async () => {
    const config = await t.session({ country: 'NL' });
    const lookup = await t.client.lookup('payout', config.execution.id);
    expect(lookup.data.payoutCompositionOptions?.[0]?.id).toBe('bankAccount-NL');
    expect(lookup.data.paymentCompositionOptions).toBeUndefined();
  });
});
