import { randomUUID } from 'node:crypto';
import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientInitResponseSchema } from '../../../api/schemas/client-config';
import { executionSchema } from '../../../api/schemas/execution';
import {
  bearer,
  call,
  clientInitBody,
  createSession,
  decodeConfig,
  errorCodes,
  errorFields,
  merchant,
  useTestSandbox,
} from '../../node-test-helpers';

const sandbox = useTestSandbox();

const initUrl = () => `${sandbox.apiUrl}/merchant/client/init`;

describe('POST /merchant/client/init', () => {
  it('answers {version, data} whose decoded config passes clientConfigSchema', async () => {
    const body = clientInitBody({ country: 'GB', amount: { value: '10.00', currency: 'GBP' } });
    const response = await call<{ version: string; data: string }>(initUrl(), {
      headers: merchant(sandbox),
      body,
    });
    expect(response.status).toBe(200);
    expect(clientInitResponseSchema.parse(response.body).version).toBe('1');

    const config = decodeConfig(response.body.data);
    expect(config).toMatchObject({
      holderReference: body.holderReference,
      merchantReference: body.merchantReference,
      workspaceId: body.workspaceId,
      amount: body.amount,
    });
    expect(config.execution.status.map((status) => status.code)).toEqual(['created']);
    expect(config.execution.links.payout).toEqual({
      method: 'POST',
      href: `${config.execution.links.self}/payout`,
    });
    expect(Date.parse(config.expiresAt) - Date.now()).toBeGreaterThan(9 * 60 * 1000);

    const options = config.lookup.data.payoutCompositionOptions!;
    expect(options).toHaveLength(1);
    expect(options[0]).toMatchObject({
      paymentMethodCode: 'bankAccount',
      integrationType: 'api',
      clientConfig: { flow: 'direct' },
    });
    // Prepared (contract 5): the sort code's definition inlined where its $ref was, the holder too.
    const schema = options[0]!.clientConfig.instrumentDataSchema!;
    expect(schema.properties?.account?.properties?.sortCode).toMatchObject({
      title: 'Sort code',
      'x-check': 'sortCode',
    });
    expect(schema.properties?.holder?.properties?.name?.title).toBe('Account holder name');
    expect(JSON.stringify(schema)).not.toContain('$ref');

    expect(config.vault).toMatchObject({
      url: sandbox.vaultUrl,
      secureFieldsUrl: `${sandbox.vaultUrl}/secure-fields/v1/`,
      links: { saveInstrument: { method: 'POST', href: `${sandbox.apiUrl}/payment/instruments` } },
    });
    const publicKey = createPublicKey({
      key: Buffer.from(config.vault.encryptionPublicKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(publicKey.export({ format: 'pem', type: 'spki' })).toBe(
      createPublicKey(sandbox.encryptionPrivateKeyPem).export({ format: 'pem', type: 'spki' }),
    );
  });

  it('creates an execution the merchant and the client token can read', async () => {
    const config = await createSession(sandbox);
    for (const headers of [merchant(sandbox), bearer(config.token)]) {
      const execution = await call(config.execution.links.self, { headers });
      expect(execution.status).toBe(200);
      expect(executionSchema.parse(execution.body).id).toBe(config.execution.id);
    }
  });

  it('accepts checkout with payment options and an authorize link', async () => {
    const config = await createSession(sandbox, { workflowCode: 'checkout' });
    expect(config.lookup.data.paymentCompositionOptions?.[0]?.paymentMethodCode).toBe('card');
    expect(config.execution.links.authorize?.href).toBe(`${config.execution.links.self}/authorize`);
  });

  it('answers 404 for an unknown workflow code', async () => {
    const response = await call(initUrl(), {
      headers: merchant(sandbox),
      body: clientInitBody({ workflowCode: 'subscription' }),
    });
    expect(response.status).toBe(404);
    expect(errorCodes(response)).toEqual(['request.not-found']);
  });

  it('names a missing or unsupported payout country', async () => {
    const missing = { ...clientInitBody(), meta: {} };
    const noCountry = await call(initUrl(), { headers: merchant(sandbox), body: missing });
    expect(noCountry.status).toBe(400);
    expect(errorFields(noCountry)).toEqual(['meta.order.placement.country.code']);

    const unsupported = await call(initUrl(), {
      headers: merchant(sandbox),
      body: clientInitBody({ country: 'AQ' }),
    });
    expect(unsupported.status).toBe(400);
    expect(errorCodes(unsupported)).toEqual(['request.param.invalid']);
    const [error] = (unsupported.body as { errors: { detail: string; reason: unknown }[] }).errors;
    expect(error!.detail).toContain('"AQ"');
    expect(error!.reason).toEqual({ field: 'meta.order.placement.country.code', rule: 'supportedCountry' });
  });

  it.each([
    ['0', 'EUR', 'positive', 'greater than zero'],
    ['0.00', 'EUR', 'positive', 'greater than zero'],
    ['10.999', 'EUR', 'minorUnits', 'EUR has 2 minor unit(s)'],
    ['1.5', 'JPY', 'minorUnits', 'send no decimals'],
  ])('refuses the amount %s %s naming the rule (%s)', async (value, currency, rule, detail) => {
    const response = await call(initUrl(), {
      headers: merchant(sandbox),
      body: clientInitBody({ amount: { value, currency } }),
    });
    expect(response.status).toBe(400);
    const [error] = (response.body as { errors: { code: string; detail: string; reason: unknown }[] }).errors;
    expect(error).toMatchObject({ code: 'request.param.invalid', reason: { field: 'amount.value', rule } });
    expect(error!.detail).toContain(detail);
  });

  it.each([
    ['1.250', 'KWD'],
    ['1500', 'JPY'],
    ['0.01', 'EUR'],
    ['125.5', 'EUR'],
  ])('accepts the amount %s %s', async (value, currency) => {
    const response = await call(initUrl(), {
      headers: merchant(sandbox),
      body: clientInitBody({ amount: { value, currency } }),
    });
    expect(response.status).toBe(200);
  });

  it('reports every body problem with its field', async () => {
    const response = await call(initUrl(), {
      headers: merchant(sandbox),
      body: { ...clientInitBody(), type: 'hosted', workspaceId: 'not-a-uuid', amount: undefined },
    });
    expect(response.status).toBe(400);
    expect(errorFields(response).sort()).toEqual(['type', 'workspaceId']);
  });
});

describe('idempotency of client init', () => {
  it('needs x-idempotency-key (422 request.header.missing)', async () => {
    const response = await call(initUrl(), {
      headers: merchant(sandbox),
      body: clientInitBody(),
      idempotencyKey: null,
    });
    expect(response.status).toBe(422);
    expect(errorCodes(response)).toEqual(['request.header.missing']);
  });

  it('replays the stored answer for the same key and body, and refuses another body', async () => {
    const key = randomUUID();
    const body = clientInitBody();
    const first = await call(initUrl(), { headers: merchant(sandbox), body, idempotencyKey: key });
    const replay = await call(initUrl(), { headers: merchant(sandbox), body, idempotencyKey: key });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    const other = await call(initUrl(), {
      headers: merchant(sandbox),
      body: clientInitBody(),
      idempotencyKey: key,
    });
    expect(other.status).toBe(422);
    expect(errorCodes(other)).toEqual(['request.idempotency.mismatch']);
  });
});
