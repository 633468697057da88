import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OpenApiValidator } from '../../../../test/openapi-validator';
import {
  lookupResultSchema,
  paymentActionResultSchema,
  type PaymentActionResult,
  type PaymentCompositionItem,
} from '../../../api/schemas/actions';
import type { ClientConfig } from '../../../api/schemas/client-config';
import type { ErrorResponse } from '../../../api/schemas/error';
import { executionSchema, type Execution } from '../../../api/schemas/execution';
import { notificationSchema, type Notification } from '../../../api/schemas/notification';
import {
  authorizeBody,
  bearer,
  call,
  challengeAnswer,
  createSession,
  encryptFor,
  encryptedCard,
  errorCodes,
  errorFields,
  expectedAuthorizeResult,
  merchant,
  shopReturnInfo as returnInfo,
  testCards,
  until,
  useNotificationReceiver,
  useTestSandbox,
  type JsonResponse,
  type SessionOptions,
} from '../../node-test-helpers';
import { sampleCardNumber } from '../shared/test-values';
import { verifyNotification } from '../../../server/notifications';

// Long enough that the state just after a 202 can be read before it settles, on a loaded machine too.
const settleMs = 200;
const secret = 'whsec_payments_test';
const { declined: declinedCard, threeDs: threeDsCard, providerTimeout: timeoutCard } = testCards;

const receiver = useNotificationReceiver();
const sandbox = useTestSandbox(() => ({
  webhookUrl: receiver.url,
  webhookSecret: secret,
  paymentSettleMs: settleMs,
}));

function checkout(options: SessionOptions = {}): Promise<ClientConfig> {
  return createSession(sandbox, { workflowCode: 'checkout', ...options });
}

function authorize(config: ClientConfig, body: unknown, idempotencyKey?: string) {
  return call<PaymentActionResult>(config.execution.links.authorize!.href, {
    headers: bearer(config.token),
    body,
    idempotencyKey,
  });
}

/** Authorizes `cardNumber` with the client token; the parsed action result. */
async function authorized(
  config: ClientConfig,
  cardNumber = sampleCardNumber,
  item: Partial<PaymentCompositionItem> = {},
) {
  const response = await authorize(
    config,
    authorizeBody(config, await encryptedCard(config, cardNumber), item),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(202);
  return paymentActionResultSchema.parse(response.body);
}

async function execution(config: ClientConfig, wait = 0): Promise<Execution> {
  const response = await call(`${config.execution.links.self}?wait=${wait}`, { headers: merchant(sandbox) });
  return executionSchema.parse(response.body);
}

const codes = (value: Execution) => value.status.map((status) => status.code);

function followUp(config: ClientConfig, name: string, body: object = {}, idempotencyKey?: string) {
  return call<PaymentActionResult>(`${config.execution.links.self}/${name}`, {
    headers: merchant(sandbox),
    body,
    idempotencyKey,
  });
}

/** The notification announcing `actionId`, after checking its signature. */
async function notificationOf(actionId: string): Promise<Notification> {
  const find = () =>
    receiver.received.find(
      (delivery) => (JSON.parse(delivery.rawBody) as Notification).details.actionId === actionId,
    );
  await until(() => find() !== undefined);
  const delivery = find()!;
  expect(() => verifyNotification(delivery.rawBody, delivery.signature, secret)).not.toThrow();
  return notificationSchema.parse(JSON.parse(delivery.rawBody));
}

function firstError(response: JsonResponse) {
  return (response.body as ErrorResponse).errors[0]!;
}

describe('authorize outcomes (contract 10 card test values)', () => {
  it('authorizes a valid card: 202 with links, requested -> successful, a signed notification, a fraud check', async () => {
    const config = await checkout();
    const result = await authorized(config);
    const self = config.execution.links.self;
    expect(result).toMatchObject(expectedAuthorizeResult(config));
    expect(result.links.consumerWait).toBeUndefined();
    expect(codes(await execution(config))).toEqual(['created', 'authorizeRequested']);

    const final = await execution(config, 5);
    expect(codes(final)).toEqual(['created', 'authorizeRequested', 'authorizeSuccessful']);
    expect(final.links).toMatchObject({
      capture: { href: `${self}/capture` },
      cancel: { href: `${self}/cancel` },
    });
    expect(final.links.authorize).toBeUndefined();

    const event = await notificationOf(result.actionId);
    expect(event.details).toMatchObject({
      action: 'authorize',
      success: true,
      execution: {
        id: config.execution.id,
        workflowCode: 'checkout',
        holderReference: config.holderReference,
      },
    });
    expect(event.details.execution.status.at(-1)?.code).toBe('authorizeSuccessful');

    const frauds = await call<{ frauds: { actionId: string; decision: string }[] }>(
      `${sandbox.apiUrl}/sandbox/executions/${config.execution.id}/frauds`,
      { headers: merchant(sandbox) },
    );
    expect(frauds.body.frauds).toEqual([
      expect.objectContaining({ actionId: result.actionId, decision: 'Allow' }),
    ]);
  });

  it('declines 4000 0000 0000 0002 with card.declined, notified as unsuccessful', async () => {
    const config = await checkout();
    const result = await authorized(config, declinedCard);
    const final = await execution(config, 5);
    expect(final.status.at(-1)).toMatchObject({ code: 'authorizeFailed', reason: { code: 'card.declined' } });
    // A failed authorization may be retried with another card.
    expect(final.links.authorize).toBeDefined();
    expect((await notificationOf(result.actionId)).details.success).toBe(false);
  });

  it('times out 4000 0000 0000 0077 at the provider only after the provider timeout', async () => {
    const config = await checkout();
    await authorized(config, timeoutCard);
    const final = await execution(config, 5);
    expect(final.status.at(-1)).toMatchObject({
      code: 'authorizeFailed',
      reason: { code: 'provider.timeout' },
    });
    const [requested, failed] = final.status.slice(1).map((status) => Date.parse(status.time));
    expect(failed! - requested!).toBeGreaterThanOrEqual(settleMs * 4 - 5);
  });

  it('fails a card whose holder name the fraud check prevents', async () => {
    const config = await checkout();
    await authorized(config, sampleCardNumber);
    const prevented = await checkout();
    const response = await authorize(
      prevented,
      authorizeBody(
        prevented,
        await encryptedCard(prevented, sampleCardNumber, { holderName: 'Fraud Tester' }),
      ),
    );
    expect(response.status).toBe(202);
    expect((await execution(prevented, 5)).status.at(-1)).toMatchObject({
      code: 'authorizeFailed',
      reason: { code: 'fraud.prevented' },
    });
  });
});

describe('3-D Secure (4000 0000 0000 3220)', () => {
  it('waits in authorizePending until the consumer completes the challenge page, then redirects to success', async () => {
    const config = await checkout();
    const result = await authorized(config, threeDsCard);
    const challenge = `${sandbox.apiUrl}/sandbox/3ds/${config.execution.id}`;
    expect(result.links.consumerWait).toBe(challenge);

    const pending = await execution(config, 0.2);
    expect(codes(pending)).toEqual(['created', 'authorizeRequested', 'authorizePending']);
    expect(pending.actionRequired).toBe('3ds');
    expect(pending.links.consumerWait).toBe(challenge);
    expect(pending.links.capture).toBeUndefined();

    const page = await fetch(challenge);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await page.text();
    expect(html).not.toMatch(/<script|style="/);
    expect(html).toContain(`action="/sandbox/3ds/${config.execution.id}"`);
    expect(html).toMatch(/value="complete">Complete</);
    expect(html).toMatch(/value="fail">Fail</);

    const submitted = await fetch(challenge, challengeAnswer('complete'));
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get('location')).toBe(returnInfo.success);

    const final = await execution(config);
    expect(codes(final)).toEqual([
      'created',
      'authorizeRequested',
      'authorizePending',
      'authorizeSuccessful',
    ]);
    expect(final.actionRequired).toBeUndefined();
    expect((await notificationOf(result.actionId)).details.success).toBe(true);
    // The challenge is over: the page refuses a second completion.
    expect((await fetch(challenge)).status).toBe(409);
  });

  it('fails the authorization with authentication.failed when the consumer fails, and redirects to error', async () => {
    const config = await checkout();
    await authorized(config, threeDsCard);
    const submitted = await fetch(
      `${sandbox.apiUrl}/sandbox/3ds/${config.execution.id}`,
      challengeAnswer('fail'),
    );
    expect(submitted.headers.get('location')).toBe(returnInfo.error);
    expect((await execution(config)).status.at(-1)).toMatchObject({
      code: 'authorizeFailed',
      reason: { code: 'authentication.failed' },
    });
  });
});

describe('authorize request checks', () => {
  it('refuses a JWE encrypted for another holder', async () => {
    const config = await checkout();
    const response = await authorize(
      config,
      authorizeBody(
        config,
        await encryptedCard(config, sampleCardNumber, { holderReference: 'someone-else' }),
      ),
    );
    expect(response.status).toBe(400);
    expect(firstError(response)).toMatchObject({
      code: 'request.param.invalid',
      reason: { field: 'paymentComposition.0.encryptedData.holderReference', rule: 'holderReference' },
    });
  });

  it('refuses a tampered, a malformed and a foreign-key JWE, saying why', async () => {
    const config = await checkout();
    const jwe = await encryptedCard(config);
    const parts = jwe.split('.');
    const ciphertext = parts[3]!;
    parts[3] = (ciphertext[0] === 'A' ? 'B' : 'A') + ciphertext.slice(1);
    const cases: [string, string][] = [
      [parts.join('.'), 'decryption'],
      ['not-a-jwe', 'format'],
      [
        jwe.replace(
          /^[^.]+/,
          Buffer.from(JSON.stringify({ alg: 'RSA-OAEP-256', enc: 'A256CBC-HS512', kid: 'other' })).toString(
            'base64url',
          ),
        ),
        'kid',
      ],
    ];
    for (const [encryptedData, problem] of cases) {
      const response = await authorize(config, authorizeBody(config, encryptedData));
      expect(response.status, problem).toBe(400);
      expect(firstError(response).reason).toMatchObject({
        field: 'paymentComposition.0.encryptedData',
        rule: 'jwe',
        problem,
      });
    }
    // Nothing ran: the execution can still be authorized.
    expect(codes(await execution(config))).toEqual(['created']);
  });

  it("refuses an amount other than the execution's, and an item amount other than the amount", async () => {
    const config = await checkout();
    const jwe = await encryptedCard(config);
    const other = { value: '99.00', currency: 'EUR' };
    const response = await authorize(config, {
      ...authorizeBody(config, jwe, { amount: other }),
      amount: other,
    });
    expect(response.status).toBe(400);
    expect(errorFields(response)).toEqual(['amount']);
    const item = await authorize(config, authorizeBody(config, jwe, { amount: other }));
    expect(errorFields(item)).toEqual(['paymentComposition.0.amount']);
  });

  it('refuses two composition items: one payment per execution', async () => {
    const config = await checkout();
    const body = authorizeBody(config, await encryptedCard(config));
    const response = await authorize(config, {
      ...body,
      paymentComposition: [body.paymentComposition[0], body.paymentComposition[0]],
    });
    expect(response.status).toBe(400);
    expect(firstError(response)).toMatchObject({
      code: 'request.malformed',
      reason: { path: 'paymentComposition' },
    });
  });

  it('refuses methods the session does not offer, unknown methods, and enrollment without storing', async () => {
    const config = await checkout();
    const jwe = await encryptedCard(config);
    const oxxo = await authorize(config, authorizeBody(config, jwe, { paymentMethodCode: 'oxxo' }));
    expect(firstError(oxxo)).toMatchObject({
      reason: { field: 'paymentComposition.0.paymentMethodCode', rule: 'offeredMethod' },
    });
    const unknown = await authorize(config, authorizeBody(config, jwe, { paymentMethodCode: 'barter' }));
    expect(firstError(unknown).reason).toMatchObject({ rule: 'enum' });
    const enrollment = await authorize(
      config,
      authorizeBody(config, jwe, { storeInstrument: false, enrollInstrumentToNetworkOffers: true }),
    );
    expect(firstError(enrollment).reason).toMatchObject({
      field: 'paymentComposition.0.enrollInstrumentToNetworkOffers',
      rule: 'requiresStoreInstrument',
    });
  });

  it('checks the decrypted card: Luhn, month, expiry', async () => {
    const config = await checkout();
    const luhn = await authorize(
      config,
      authorizeBody(config, await encryptedCard(config, '4111111111111112')),
    );
    expect(firstError(luhn).reason).toMatchObject({
      field: 'paymentComposition.0.encryptedData.cardNumber',
      rule: 'luhn',
    });
    const expired = await authorize(
      config,
      authorizeBody(
        config,
        await encryptedCard(config, sampleCardNumber, { expiryMonth: '01', expiryYear: '20' }),
      ),
    );
    expect(firstError(expired).reason).toMatchObject({ rule: 'expired' });
    const month = await authorize(
      config,
      authorizeBody(config, await encryptedCard(config, sampleCardNumber, { expiryMonth: '13' })),
    );
    expect(firstError(month).reason).toMatchObject({
      field: 'paymentComposition.0.encryptedData.expiryMonth',
      rule: 'month',
    });
  });

  it('replays the same key without authorizing twice, and refuses a second authorization', async () => {
    const config = await checkout();
    const body = authorizeBody(config, await encryptedCard(config));
    const key = randomUUID();
    const first = await authorize(config, body, key);
    const replay = await authorize(config, body, key);
    expect(replay.status).toBe(202);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.actionId).toBe(first.body.actionId);
    const actions = await call<{ actions: { name: string }[] }>(
      `${sandbox.apiUrl}/sandbox/executions/${config.execution.id}/actions`,
      {
        headers: merchant(sandbox),
      },
    );
    expect(actions.body.actions.filter((action) => action.name === 'authorize')).toHaveLength(1);

    const second = await authorize(config, body);
    expect(second.status).toBe(409);
    expect(firstError(second)).toMatchObject({ code: 'request.conflict', reason: { action: 'authorize' } });
  });

  it('authorizes once when the answer is lost and the SDK retries with the same key', async () => {
    const config = await checkout();
    const fault = await call(`${sandbox.apiUrl}/sandbox/faults`, {
      headers: merchant(sandbox),
      body: { route: 'authorize', kind: 'drop-response' },
      idempotencyKey: null,
    });
    expect(fault.status).toBeLessThan(300);
    const body = authorizeBody(config, await encryptedCard(config));
    const key = randomUUID();
    await expect(authorize(config, body, key)).rejects.toThrow();
    const retry = await authorize(config, body, key);
    expect(retry.status).toBe(202);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const actions = await call<{ actions: { name: string }[] }>(
      `${sandbox.apiUrl}/sandbox/executions/${config.execution.id}/actions`,
      { headers: merchant(sandbox) },
    );
    expect(actions.body.actions.map((action) => action.name)).toEqual(['lookup', 'authorize']);
  });

  it('answers 403 to a client token of another execution', async () => {
    const [config, other] = await Promise.all([checkout(), checkout()]);
    const response = await call(config.execution.links.authorize!.href, {
      headers: bearer(other.token),
      body: authorizeBody(config, await encryptedCard(config)),
    });
    expect(response.status).toBe(403);
  });
});

describe('capture, cancel and refund', () => {
  async function authorizedSession(): Promise<ClientConfig> {
    const config = await checkout({ amount: { value: '125.50', currency: 'EUR' } });
    await authorized(config);
    expect((await execution(config, 5)).status.at(-1)?.code).toBe('authorizeSuccessful');
    return config;
  }

  it('captures in parts, refunds in parts, and refuses what the state or the amount does not allow', async () => {
    const config = await authorizedSession();
    const early = await followUp(config, 'refund');
    expect(early.status).toBe(409);
    expect(firstError(early)).toMatchObject({
      code: 'request.conflict',
      reason: { status: 'authorizeSuccessful', action: 'refund' },
    });
    expect(firstError(early).detail).toContain('authorizeSuccessful');

    const part = await followUp(config, 'capture', { amount: { value: '100.00', currency: 'EUR' } });
    expect(part.status).toBe(202);
    const partResult = paymentActionResultSchema.parse(part.body);
    expect(partResult.name).toBe('capture');
    expect(Object.keys(partResult.links).sort()).toEqual(['capture', 'execution', 'refund']);
    expect((await notificationOf(partResult.actionId)).details).toMatchObject({
      action: 'capture',
      success: true,
    });

    const cancel = await followUp(config, 'cancel');
    expect(cancel.status).toBe(409);
    expect(firstError(cancel).reason).toMatchObject({ status: 'captureSuccessful' });
    const tooMuch = await followUp(config, 'capture', { amount: { value: '25.51', currency: 'EUR' } });
    expect(tooMuch.status).toBe(400);
    expect(firstError(tooMuch)).toMatchObject({ reason: { field: 'amount.value', rule: 'maximum' } });
    expect(firstError(tooMuch).detail).toContain('25.50 EUR');
    const currency = await followUp(config, 'capture', { amount: { value: '1.00', currency: 'USD' } });
    expect(errorFields(currency)).toEqual(['amount.currency']);

    expect((await followUp(config, 'capture')).status).toBe(202);
    expect((await followUp(config, 'capture')).status).toBe(409);
    expect((await followUp(config, 'refund', { amount: { value: '0.50', currency: 'EUR' } })).status).toBe(
      202,
    );
    const refundTooMuch = await followUp(config, 'refund', { amount: { value: '125.01', currency: 'EUR' } });
    expect(firstError(refundTooMuch).detail).toContain('125.00 EUR');
    expect((await followUp(config, 'refund')).status).toBe(202);
    const done = await followUp(config, 'refund');
    expect(done.status).toBe(409);
    expect(firstError(done).reason).toMatchObject({ status: 'refundSuccessful' });

    const final = await execution(config);
    expect(codes(final).slice(2)).toEqual([
      'authorizeSuccessful',
      'captureSuccessful',
      'captureSuccessful',
      'refundSuccessful',
      'refundSuccessful',
    ]);
    expect(final.links).toEqual({ self: config.execution.links.self });
  });

  it('cancels before capture, after which nothing can be captured; replays a cancel by its key', async () => {
    const config = await authorizedSession();
    const key = randomUUID();
    const cancel = await followUp(config, 'cancel', {}, key);
    expect(cancel.status).toBe(202);
    const replay = await followUp(config, 'cancel', {}, key);
    expect(replay.body.actionId).toBe(cancel.body.actionId);
    expect((await notificationOf(cancel.body.actionId)).details).toMatchObject({
      action: 'cancel',
      success: true,
    });
    const capture = await followUp(config, 'capture');
    expect(capture.status).toBe(409);
    expect(firstError(capture).reason).toMatchObject({ status: 'cancelSuccessful', action: 'capture' });
    expect(codes(await execution(config)).slice(-1)).toEqual(['cancelSuccessful']);
  });

  it('refuses capture while 3-D Secure is pending, and follow-ups with a client token', async () => {
    const config = await checkout();
    await authorized(config, threeDsCard);
    const capture = await followUp(config, 'capture');
    expect(capture.status).toBe(409);
    expect(firstError(capture).reason).toMatchObject({ status: 'authorizePending' });
    const byClient = await call(`${config.execution.links.self}/capture`, {
      headers: bearer(config.token),
      body: {},
    });
    expect(byClient.status).toBe(403);
    expect(errorCodes(byClient)).toEqual(['request.forbidden']);
  });
});

describe('stored card instruments and lookup', () => {
  it('stores the card when asked, lists it masked in the lookup, and pays with it and a fresh security code', async () => {
    const holderReference = `holder-${randomUUID()}`;
    const first = await checkout({ holderReference });
    await authorized(first, '5555555555554444', {
      storeInstrument: true,
      enrollInstrumentToNetworkOffers: true,
    });

    const next = await checkout({ holderReference });
    const lookup = await call(`${next.execution.links.self}/lookup`, {
      headers: bearer(next.token),
      body: {},
    });
    expect(lookup.status).toBe(200);
    const result = lookupResultSchema.parse(lookup.body);
    const option = result.data.paymentCompositionOptions![0]!;
    expect(option.paymentMethodCode).toBe('card');
    const instrument = option.paymentInstruments![0]!;
    expect(instrument).toMatchObject({
      holderReference,
      paymentMethodCode: 'card',
      displayName: 'Mastercard •••• 4444',
      data: {
        network: 'mastercard',
        bin: '555555',
        suffix: '4444',
        expiryMonth: '03',
        expiryYear: '30',
        holderName: 'Jane Doe',
      },
    });
    expect(JSON.stringify(lookup.body)).not.toContain('5555555555554444');
    // Client init of the same holder offers it too.
    expect(next.lookup.data.paymentCompositionOptions?.[0]?.paymentInstruments?.[0]?.id).toBe(instrument.id);

    const securityCode = await encryptFor(next, { securityCode: '123', holderReference });
    const response = await authorize(
      next,
      authorizeBody(next, securityCode, { paymentInstrumentId: instrument.id }),
    );
    expect(response.status).toBe(202);
    expect((await execution(next, 5)).status.at(-1)?.code).toBe('authorizeSuccessful');
  });

  it('refuses a full card in the JWE with an instrument id, and an instrument of another holder', async () => {
    const holderReference = `holder-${randomUUID()}`;
    const first = await checkout({ holderReference });
    await authorized(first, sampleCardNumber, { storeInstrument: true });
    const instrumentId = (await checkout({ holderReference })).lookup.data.paymentCompositionOptions![0]!
      .paymentInstruments![0]!.id;

    const same = await checkout({ holderReference });
    const fullCard = await authorize(
      same,
      authorizeBody(same, await encryptedCard(same), { paymentInstrumentId: instrumentId }),
    );
    expect(firstError(fullCard).reason).toMatchObject({ rule: 'jwe', problem: 'payload' });

    const stranger = await checkout();
    const foreign = await authorize(
      stranger,
      authorizeBody(stranger, undefined, { paymentInstrumentId: instrumentId }),
    );
    expect(firstError(foreign).reason).toMatchObject({
      field: 'paymentComposition.0.paymentInstrumentId',
      rule: 'exists',
    });
  });

  it('answers the payout options for a payout execution', async () => {
    const config = await createSession(sandbox, { country: 'NL' });
    const lookup = await call(`${config.execution.links.self}/lookup`, {
      headers: merchant(sandbox),
      body: {},
    });
    const result = lookupResultSchema.parse(lookup.body);
    expect(result.data.payoutCompositionOptions?.[0]?.id).toBe('bankAccount-NL');
  });
});

describe('answers as /openapi.json documents them', () => {
  it('matches the documented schemas for every payment route', async () => {
    const validator = await OpenApiValidator.load([sandbox.apiUrl]);
    const check = (url: string, response: JsonResponse, method = 'POST') =>
      validator.check({
        method,
        url,
        status: response.status,
        contentType: 'application/json',
        body: response.body,
      });

    const config = await checkout();
    const self = config.execution.links.self;
    const authorizeResponse = await authorize(
      config,
      authorizeBody(config, await encryptedCard(config, threeDsCard)),
    );
    expect(check(`${self}/authorize`, authorizeResponse)).toEqual([]);
    const pending = await call(self, { headers: merchant(sandbox) });
    expect(check(self, pending, 'GET')).toEqual([]);
    const page = await fetch(`${sandbox.apiUrl}/sandbox/3ds/${config.execution.id}`);
    expect(
      validator.check({
        method: 'GET',
        url: page.url,
        status: page.status,
        contentType: page.headers.get('content-type'),
        body: await page.text(),
      }),
    ).toEqual([]);
    const conflict = await followUp(config, 'capture');
    expect(check(`${self}/capture`, conflict)).toEqual([]);
    const lookup = await call(`${self}/lookup`, { headers: merchant(sandbox), body: {} });
    expect(check(`${self}/lookup`, lookup)).toEqual([]);

    const paid = await checkout();
    await authorized(paid);
    await execution(paid, 5);
    const capture = await followUp(paid, 'capture', { amount: { value: '1.00', currency: 'EUR' } });
    expect(check(`${paid.execution.links.self}/capture`, capture)).toEqual([]);
    const settled = await call(paid.execution.links.self, { headers: merchant(sandbox) });
    expect(check(paid.execution.links.self, settled, 'GET')).toEqual([]);
    expect(validator.checked).toBe(7);
  });
});
