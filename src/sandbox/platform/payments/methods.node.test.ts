import { describe, expect, it } from 'vitest';
import { paymentActionResultSchema, type PaymentCompositionItem } from '../../../api/schemas/actions';
import type { ClientConfig } from '../../../api/schemas/client-config';
import { executionSchema, type Execution } from '../../../api/schemas/execution';
import { notificationSchema } from '../../../api/schemas/notification';
import { lintSchema } from '../../../schema-form/lint';
import {
  bearer,
  call,
  createSession,
  errorFields,
  merchant,
  until,
  useNotificationReceiver,
  useTestSandbox,
  type SessionOptions,
} from '../../node-test-helpers';
import { methodSchemas } from './method-schemas';
import { checkoutMethods, methodsFor, sampleMethodData, walletTestTokens } from './methods';

const receiver = useNotificationReceiver();
const sandbox = useTestSandbox(() => ({
  webhookUrl: receiver.url,
  webhookSecret: 'whsec_methods_test',
  paymentSettleMs: 100,
}));

const returnInfo = {
  success: 'https://shop.example/done',
  error: 'https://shop.example/oops',
  cancel: 'https://shop.example/cancelled',
  pending: 'https://shop.example/pending',
};

const sessions: Record<string, SessionOptions> = {
  DE: { country: 'DE', amount: { value: '40.00', currency: 'EUR' } },
  NL: { country: 'NL', amount: { value: '40.00', currency: 'EUR' } },
  BE: { country: 'BE', amount: { value: '40.00', currency: 'EUR' } },
  US: { country: 'US', amount: { value: '40.00', currency: 'USD' } },
  BR: { country: 'BR', amount: { value: '40.00', currency: 'BRL' } },
  IN: { country: 'IN', amount: { value: '4000.00', currency: 'INR' } },
};

function checkout(country: keyof typeof sessions, amountValue?: string): Promise<ClientConfig> {
  const options = sessions[country]!;
  const amount = amountValue ? { ...options.amount!, value: amountValue } : options.amount;
  return createSession(sandbox, { workflowCode: 'checkout', ...options, amount });
}

function authorize(config: ClientConfig, item: Partial<PaymentCompositionItem>) {
  const amount = config.amount!;
  return call(config.execution.links.authorize!.href, {
    headers: bearer(config.token),
    body: {
      amount,
      returnInfo,
      paymentComposition: [{ integrationType: 'api', amount, ...item }],
    },
  });
}

async function execution(config: ClientConfig, wait = 0): Promise<Execution> {
  const response = await call(`${config.execution.links.self}?wait=${wait}`, { headers: merchant(sandbox) });
  return executionSchema.parse(response.body);
}

const codes = (value: Execution) => value.status.map((status) => status.code);

function notificationsOf(config: ClientConfig) {
  return receiver.received
    .map((delivery) => notificationSchema.parse(JSON.parse(delivery.rawBody)))
    .filter((notification) => notification.details.execution.id === config.execution.id);
}

function answer(url: string, choice: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ choice }).toString(),
    redirect: 'manual',
  });
}

describe('checkout methods per country', () => {
  it('offers card first, then the country’s methods in the platform order', async () => {
    const offered: Record<string, string[]> = {};
    for (const country of Object.keys(sessions)) {
      const config = await checkout(country);
      offered[country] = config.lookup.data.paymentCompositionOptions!.map((o) => o.paymentMethodCode);
    }
    const wallets = ['genericRedirect', 'applePay', 'googlePay'];
    expect(offered).toEqual({
      DE: ['card', 'sepaDirectDebit', 'payPal', ...wallets],
      NL: ['card', 'sepaDirectDebit', 'iDeal', 'payPal', ...wallets],
      BE: ['card', 'sepaDirectDebit', 'bancontact', 'payPal', ...wallets],
      US: ['card', 'ach', 'payPal', ...wallets],
      BR: ['card', 'pix', 'boleto', 'payPal', ...wallets],
      IN: ['card', 'upi', ...wallets],
    });
  });

  it('publishes a schema for each direct method that lints, and redirect options run on the provider page', async () => {
    const config = await checkout('NL');
    const options = config.lookup.data.paymentCompositionOptions!;
    expect(options.find((o) => o.paymentMethodCode === 'iDeal')).toMatchObject({
      integrationType: 'hpp',
      clientConfig: { flow: 'redirect', displayName: 'iDEAL' },
    });
    expect(options.find((o) => o.paymentMethodCode === 'sepaDirectDebit')?.clientConfig).toMatchObject({
      flow: 'direct',
      instrumentDataSchema: { title: 'SEPA Direct Debit' },
    });
    for (const build of Object.values(methodSchemas)) {
      await expect(
        lintSchema(build(sandbox.apiUrl), () => Promise.reject(new Error('none'))),
      ).resolves.toBeDefined();
    }
  });

  it('lists every method of the catalogue in at least one of the six countries', () => {
    const offered = new Set(
      Object.values(sessions).flatMap((s) => methodsFor(s.country, s.amount!.currency).map((m) => m.code)),
    );
    expect(checkoutMethods.filter((method) => !offered.has(method.code))).toEqual([]);
  });
});

describe('authorize with a direct method', () => {
  it('authorizes a SEPA debit and announces it with a signed notification', async () => {
    const config = await checkout('DE');
    const response = await authorize(config, {
      paymentMethodCode: 'sepaDirectDebit',
      instrumentData: sampleMethodData.sepaDirectDebit,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    const accepted = paymentActionResultSchema.parse(response.body);
    await until(() => notificationsOf(config).length > 0);
    const [notification] = notificationsOf(config);
    expect(notification!.details).toMatchObject({
      action: 'authorize',
      actionId: accepted.actionId,
      success: true,
    });
    expect(receiver.received.at(-1)!.signature).toBeTruthy();
    expect(codes(await execution(config))).toEqual(['created', 'authorizeRequested', 'authorizeSuccessful']);
  });

  it.each([
    ['ach', 'US'],
    ['pix', 'BR'],
    ['boleto', 'BR'],
    ['upi', 'IN'],
  ] as const)('authorizes %s with its sample data', async (code, country) => {
    const config = await checkout(country);
    const response = await authorize(config, {
      paymentMethodCode: code,
      instrumentData: sampleMethodData[code],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    expect(codes(await execution(config, 5)).at(-1)).toBe('authorizeSuccessful');
  });

  it('fails an amount ending .13 and leaves one ending .17 pending', async () => {
    const failing = await checkout('BR', '40.13');
    const pending = await checkout('BR', '40.17');
    for (const config of [failing, pending]) {
      const response = await authorize(config, {
        paymentMethodCode: 'pix',
        instrumentData: sampleMethodData.pix,
      });
      expect(response.status).toBe(202);
    }
    const failed = await execution(failing, 5);
    expect(failed.status.at(-1)).toMatchObject({
      code: 'authorizeFailed',
      reason: { code: 'payment.declined' },
    });
    await until(() => notificationsOf(failing).length > 0);
    expect(notificationsOf(failing)[0]!.details.success).toBe(false);
    expect(codes(await execution(pending, 1))).toEqual(['created', 'authorizeRequested', 'authorizePending']);
    expect(notificationsOf(pending)).toEqual([]);
  });

  it('refuses data that breaks the schema, naming each field', async () => {
    const config = await checkout('DE');
    const response = await authorize(config, {
      paymentMethodCode: 'sepaDirectDebit',
      instrumentData: {
        account: { holderName: 'Erika', iban: 'DE89370400440532013001' },
        mandate: { accepted: false },
      },
    });
    expect(response.status).toBe(400);
    expect(errorFields(response).sort()).toEqual([
      'paymentComposition.0.instrumentData.account.iban',
      'paymentComposition.0.instrumentData.mandate.accepted',
    ]);
    const missing = await authorize(config, { paymentMethodCode: 'sepaDirectDebit' });
    expect(errorFields(missing)).toEqual(['paymentComposition.0.instrumentData']);
    expect(codes(await execution(config))).toEqual(['created']);
  });

  it('refuses a method the session does not offer, naming the offered codes', async () => {
    const config = await checkout('DE');
    const response = await authorize(config, {
      paymentMethodCode: 'pix',
      instrumentData: sampleMethodData.pix,
    });
    expect(response.status).toBe(400);
    const [error] = (response.body as { errors: { code: string; detail: string; reason: unknown }[] }).errors;
    expect(error).toMatchObject({
      code: 'request.param.invalid',
      reason: {
        field: 'paymentComposition.0.paymentMethodCode',
        rule: 'offeredMethod',
        offered: ['card', 'sepaDirectDebit', 'payPal', 'genericRedirect', 'applePay', 'googlePay'],
      },
    });
    expect(error!.detail).toContain('sepaDirectDebit');
  });
});

describe('authorize with a redirect method', () => {
  async function redirected(choice?: string) {
    const config = await checkout('NL');
    const response = await authorize(config, { paymentMethodCode: 'iDeal', integrationType: 'hpp' });
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    const { links } = paymentActionResultSchema.parse(response.body);
    expect(links.consumerWait).toBe(`${sandbox.apiUrl}/sandbox/redirect/${config.execution.id}`);
    const page = await fetch(links.consumerWait!);
    expect(await page.text()).toContain('iDEAL');
    return {
      config,
      url: links.consumerWait!,
      answered: choice ? await answer(links.consumerWait!, choice) : undefined,
    };
  }

  it('waits for the payer, then approves and returns to the success URL; a second answer changes nothing', async () => {
    const { config, url, answered } = await redirected();
    const waiting = await execution(config);
    expect(waiting).toMatchObject({ actionRequired: 'redirect', links: { consumerWait: url } });
    expect(codes(waiting)).toEqual(['created', 'authorizeRequested', 'authorizePending']);
    expect(answered).toBeUndefined();
    const approved = await answer(url, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(returnInfo.success);
    const again = await answer(url, 'fail');
    expect(again.status).toBe(200);
    const answeredText = await again.text();
    expect(answeredText).toContain('already answered');
    // In words a payer reads, with the link back to the shop's address for that outcome.
    expect(answeredText).toContain('It was approved. Nothing was changed.');
    expect(answeredText).not.toContain('authorizeSuccessful');
    expect(answeredText).toContain(`href="${returnInfo.success}"`);
    expect(codes(await execution(config))).toEqual([
      'created',
      'authorizeRequested',
      'authorizePending',
      'authorizeSuccessful',
    ]);
    await until(() => notificationsOf(config).length > 0);
    expect(notificationsOf(config).map((n) => n.details.success)).toEqual([true]);
  });

  it.each([
    ['fail', returnInfo.error, 'payment.declined'],
    ['cancel', returnInfo.cancel, 'payment.cancelled'],
  ])('%s fails the authorization and returns to its own URL', async (choice, location, reason) => {
    const { config, answered } = await redirected(choice);
    expect(answered!.headers.get('location')).toBe(location);
    expect((await execution(config)).status.at(-1)).toMatchObject({
      code: 'authorizeFailed',
      reason: { code: reason },
    });
    expect((await execution(config)).links.authorize).toBeDefined();
  });

  it('leave pending returns to the pending URL and sends no notification', async () => {
    const { config, answered } = await redirected('pending');
    expect(answered!.headers.get('location')).toBe(returnInfo.pending);
    const pending = await execution(config);
    expect(pending.actionRequired).toBeUndefined();
    expect(codes(pending).at(-1)).toBe('authorizePending');
    expect(notificationsOf(config)).toEqual([]);
  });

  it('refuses instrument data and the api integration for a redirect method', async () => {
    const config = await checkout('NL');
    const viaApi = await authorize(config, { paymentMethodCode: 'iDeal' });
    expect(errorFields(viaApi)).toEqual(['paymentComposition.0.integrationType']);
    const withData = await authorize(config, {
      paymentMethodCode: 'iDeal',
      integrationType: 'hpp',
      instrumentData: { bank: 'x' },
    });
    expect(errorFields(withData)).toEqual(['paymentComposition.0.instrumentData']);
  });
});

describe('authorize with a wallet', () => {
  it('takes the documented test token and refuses any other', async () => {
    const config = await checkout('US');
    const refused = await authorize(config, { paymentMethodCode: 'googlePay', paymentToken: 'tok_real' });
    expect(errorFields(refused)).toEqual(['paymentComposition.0.paymentToken']);
    const response = await authorize(config, {
      paymentMethodCode: 'googlePay',
      paymentToken: walletTestTokens.googlePay,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    expect(codes(await execution(config, 5)).at(-1)).toBe('authorizeSuccessful');
  });
});

describe('method schema documents', () => {
  it('serves each direct method schema at its $id', async () => {
    const schema = methodSchemas.pix(sandbox.apiUrl);
    const response = await fetch(schema.$id!);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(schema);
    expect((await fetch(`${sandbox.apiUrl}/schemas/v1/payment-method/iDeal.json`)).status).toBe(404);
  });
});
