import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../../api/schemas/error';
import {
  detokenizeResponseSchema,
  tokenizeResponseSchema,
  vaultRecordSchema,
  type TokenizeResponse,
  type TokenizeResult,
  type VaultField,
  type VaultRecord,
} from '../../../api/schemas/vault';
import {
  bearer,
  call,
  errorCodes,
  merchant,
  useTestSandbox,
  type JsonResponse,
} from '../../node-test-helpers';

const sandbox = useTestSandbox({
  volatileRetentionSeconds: 600,
  allowedDetokenizationCount: 2,
  allowedSdkRevealCount: 1,
});
let vaultToken: string;
beforeAll(async () => {
  vaultToken = await tokenFor(sandbox.vaultUrl, 'vaultrecords:tokenize');
});

async function tokenFor(url: string, scope?: string): Promise<string> {
  const form: Record<string, string> = {
    grant_type: 'client_credentials',
    client_id: sandbox.credentials.clientId,
    client_secret: sandbox.credentials.clientSecret,
  };
  if (scope) form.scope = scope;
  const response = await call<{ access_token: string }>(`${url}/auth/token`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    idempotencyKey: null,
  });
  expect(response.status).toBe(200);
  return response.body.access_token;
}

const visa = '4111111111111111';
const mastercard = '5555555555554444';

function card(number: string, extra: Record<string, string> = {}) {
  const fields: Record<string, { value: string }> = { cardNumber: { value: number } };
  for (const [key, value] of Object.entries(extra)) fields[key] = { value };
  return { type: 'card', fields };
}

function tokenize(records: unknown[], token = vaultToken, url = sandbox.vaultUrl) {
  return call<TokenizeResponse>(`${url}/records/tokenize`, {
    headers: bearer(token),
    body: { records },
    idempotencyKey: null,
  });
}

function stored(result: TokenizeResult | undefined): VaultRecord {
  if (!result || 'error' in result)
    throw new Error(`expected a stored record, got ${JSON.stringify(result)}`);
  return vaultRecordSchema.parse(result);
}

function fieldOf(record: VaultRecord, fieldType: string): VaultField {
  const field = record.fields.find((candidate) => candidate.fieldType === fieldType);
  if (!field) throw new Error(`record has no ${fieldType}`);
  return field;
}

function getRecord(id: string, query = '', token = vaultToken) {
  return call<VaultRecord>(`${sandbox.vaultUrl}/records/${id}${query}`, { headers: bearer(token) });
}

function use(id: string, kind: 'detokenize' | 'reveal') {
  return call(`${sandbox.vaultUrl}/sandbox/records/${id}/${kind}`, {
    method: 'POST',
    headers: bearer(vaultToken),
    idempotencyKey: null,
  });
}

async function recordCount(): Promise<number> {
  const response = await call<{ count: number }>(`${sandbox.vaultUrl}/sandbox/records`, {
    headers: bearer(vaultToken),
  });
  return response.body.count;
}

async function advanceClock(seconds: number) {
  const response = await call(`${sandbox.apiUrl}/sandbox/clock`, {
    headers: merchant(sandbox),
    body: { advanceSeconds: seconds },
    idempotencyKey: null,
  });
  expect(response.status).toBe(200);
}

async function resetClock() {
  await call(`${sandbox.apiUrl}/sandbox/clock`, { method: 'DELETE', headers: merchant(sandbox) });
}

describe('POST /records/tokenize: limits', () => {
  it('stores 1 and 50 records, without an idempotency key', async () => {
    const one = await tokenize([card(visa)]);
    expect(one.status).toBe(200);
    expect(tokenizeResponseSchema.parse(one.body).records).toHaveLength(1);

    const fifty = await tokenize(Array.from({ length: 50 }, () => card(visa)));
    expect(fifty.status).toBe(200);
    expect(fifty.body.records).toHaveLength(50);
    expect(fifty.body.records.every((result) => !('error' in result))).toBe(true);
  });

  it('answers 400 request.malformed for 0 records, naming the path', async () => {
    const none = await tokenize([]);
    expect(none.status).toBe(400);
    expect(errorCodes(none)).toEqual(['request.malformed']);
    expect((none.body as unknown as ErrorResponse).errors[0]!.reason).toMatchObject({ path: 'records' });
  });

  it('answers 413 request.entity-too-large for 51 records and stores none of them', async () => {
    const before = await recordCount();
    const response = await tokenize(Array.from({ length: 51 }, () => card(visa)));
    expect(response.status).toBe(413);
    expect(errorCodes(response)).toEqual(['request.entity-too-large']);
    expect(await recordCount()).toBe(before);

    // The same counter moves when records are stored, so the check above can fail.
    await tokenize([card(visa), card(mastercard)]);
    expect(await recordCount()).toBe(before + 2);
  });

  it('answers 400 request.malformed with the path for bad JSON and for a records value of another type', async () => {
    const badJson = await call(`${sandbox.vaultUrl}/records/tokenize`, {
      headers: { ...bearer(vaultToken), 'content-type': 'application/json' },
      body: '{"records": [',
      idempotencyKey: null,
    });
    expect(badJson.status).toBe(400);
    expect(errorCodes(badJson)).toEqual(['request.malformed']);

    const notArray = await call(`${sandbox.vaultUrl}/records/tokenize`, {
      headers: bearer(vaultToken),
      body: { records: 'all of them' },
      idempotencyKey: null,
    });
    expect(notArray.status).toBe(400);
    expect((notArray.body as ErrorResponse).errors[0]).toMatchObject({
      code: 'request.malformed',
      reason: { path: 'records', rule: 'type' },
    });
  });
});

describe('POST /records/tokenize: records', () => {
  it('gives a failing record its own error while the others are stored, in request order', async () => {
    const response = await tokenize([
      card(visa, { expiryMonth: '03', expiryYear: '30' }),
      card('4111111111111112'),
      { type: 'networkToken', fields: { networkToken: { value: '4895370012003478' } } },
      { type: 'wallet', fields: {} },
      card(mastercard, { expiryMonth: '13', expiryYear: '30' }),
      { type: 'card', fields: { cardNumber: { value: 4111111111111111 } } },
      {
        type: 'networkToken',
        fields: { networkToken: { value: '4895370012003478' }, securityCode: { value: '1' } },
      },
      card(visa, { expiryMonth: '01', expiryYear: '20' }),
      card('41111111111'),
    ]);
    expect(response.status).toBe(200);
    const results = tokenizeResponseSchema.parse(response.body).records;
    expect(results).toHaveLength(9);

    expect(stored(results[0]).type).toBe('card');
    expect(fieldOf(stored(results[0]), 'expiryMonth').displayableValue).toBe('03');
    expect(stored(results[2]).type).toBe('networkToken');

    const errors = results.map((result) => ('error' in result ? result.error : undefined));
    expect(errors[0]).toBeUndefined();
    expect(errors[2]).toBeUndefined();
    const expectations: [number, string, string][] = [
      [1, 'records.1.fields.cardNumber.value', 'luhn'],
      [3, 'records.3.type', 'enum'],
      [4, 'records.4.fields.expiryMonth.value', 'month'],
      [5, 'records.5.fields.cardNumber.value', 'type'],
      [6, 'records.6.fields.securityCode', 'additionalProperties'],
      [7, 'records.7.fields.expiryYear.value', 'expired'],
      [8, 'records.8.fields.cardNumber.value', 'length'],
    ];
    for (const [index, field, rule] of expectations) {
      const error = errors[index];
      expect(error, `record ${index}`).toMatchObject({
        code: 'request.param.invalid',
        reason: { field, rule },
      });
      expect(error!.detail).toContain(field);
      expect(error!.id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('masks card numbers, never displays volatile values, and gives each field a unique alias', async () => {
    const response = await tokenize([
      card(visa, { holderName: 'Ana Lima', securityCode: '737' }),
      {
        type: 'networkToken',
        fields: {
          networkToken: { value: '4895370012003478' },
          cryptogram: { value: 'AgAAAAAABk4DWZ4C28yUQAAAAAA=' },
        },
      },
    ]);
    const cardRecord = stored(response.body.records[0]);
    const tokenRecord = stored(response.body.records[1]);
    expect(fieldOf(cardRecord, 'cardNumber').displayableValue).toBe('411111******1111');
    expect(fieldOf(cardRecord, 'holderName').displayableValue).toBe('Ana Lima');
    expect(fieldOf(cardRecord, 'securityCode').displayableValue).toBeNull();
    expect(fieldOf(tokenRecord, 'networkToken').displayableValue).toBe('489537******3478');
    expect(fieldOf(tokenRecord, 'cryptogram').displayableValue).toBeNull();
    // The security code is three digits, which a random id or alias may hold by chance: look where a value could leak.
    const shown = [...cardRecord.fields, ...tokenRecord.fields].map((field) => field.displayableValue);
    expect(JSON.stringify(shown)).not.toContain('737');
    expect(JSON.stringify(response.body)).not.toContain(visa);
    expect(JSON.stringify(response.body)).not.toContain('"value"');

    const aliases = [...cardRecord.fields, ...tokenRecord.fields].map((field) => field.alias);
    expect(new Set(aliases).size).toBe(aliases.length);
    for (const field of cardRecord.fields) {
      expect(field).toMatchObject({ recordId: cardRecord.id, recordType: 'card' });
      expect(field.alias).toMatch(/^tok_/);
    }
  });

  it('gives equal card numbers equal fingerprints, and stores new records with new aliases on a repeat', async () => {
    const request = [card(visa, { expiryMonth: '03', expiryYear: '30' }), card(mastercard)];
    const first = await tokenize(request);
    const second = await tokenize(request);
    const [visaA, mastercardA] = first.body.records.map(stored);
    const [visaB] = second.body.records.map(stored);
    expect(visaA!.fingerprint).toBe(visaB!.fingerprint);
    expect(visaA!.fingerprint).not.toBe(mastercardA!.fingerprint);
    expect(visaB!.id).not.toBe(visaA!.id);
    expect(fieldOf(visaB!, 'cardNumber').alias).not.toBe(fieldOf(visaA!, 'cardNumber').alias);
  });
});

describe('volatile fields', () => {
  it('carry hasValue true and maximumExpirationDate from the vault configuration, and lose the value after it', async () => {
    const response = await tokenize([card(visa, { securityCode: '123' })]);
    const record = stored(response.body.records[0]);
    const securityCode = fieldOf(record, 'securityCode');
    expect(securityCode.hasValue).toBe(true);
    const retention = Date.parse(securityCode.maximumExpirationDate!) - Date.now();
    expect(retention).toBeGreaterThan(590_000);
    expect(retention).toBeLessThanOrEqual(600_000);
    expect(fieldOf(record, 'cardNumber')).toMatchObject({ hasValue: null, maximumExpirationDate: null });

    try {
      // Vault tokens live shorter than the retention: each look after a jump takes a fresh one.
      await advanceClock(599);
      const soon = await getRecord(record.id, '', await tokenFor(sandbox.vaultUrl));
      expect(fieldOf(soon.body, 'securityCode').hasValue).toBe(true);
      await advanceClock(2);
      const later = (await getRecord(record.id, '', await tokenFor(sandbox.vaultUrl))).body;
      expect(fieldOf(later, 'securityCode')).toMatchObject({
        hasValue: false,
        maximumExpirationDate: securityCode.maximumExpirationDate,
      });
      expect(fieldOf(later, 'cardNumber').displayableValue).toBe('411111******1111');
    } finally {
      await resetClock();
    }
  });
});

describe('GET /records/{id}', () => {
  it('answers the record as tokenize did, and 404 for an unknown id', async () => {
    const record = stored((await tokenize([card(visa)])).body.records[0]);
    const fetched = await getRecord(record.id);
    expect(fetched.status).toBe(200);
    expect(vaultRecordSchema.parse(fetched.body)).toEqual(record);
    expect(fetched.body.fields[0]).not.toHaveProperty('detokenizations');

    const unknown = await getRecord('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(errorCodes(unknown)).toEqual(['request.not-found']);
  });

  it('refuses an includeDetokenizations value other than true or false with 400', async () => {
    const record = stored((await tokenize([card(visa)])).body.records[0]);
    const response = await getRecord(record.id, '?includeDetokenizations=yes');
    expect(response.status).toBe(400);
    expect(errorCodes(response)).toEqual(['request.malformed']);
  });
});

describe('detokenization and SDK reveal counts', () => {
  it('counts each kind, reports them with includeDetokenizations, and refuses past the allowed count', async () => {
    const record = stored((await tokenize([card(visa, { securityCode: '321' })])).body.records[0]);
    expect(fieldOf(record, 'cardNumber')).toMatchObject({
      allowedDetokenizationCount: 2,
      allowedSdkRevealCount: 1,
    });

    const first = await use(record.id, 'detokenize');
    expect(first.status).toBe(200);
    const values = detokenizeResponseSchema.parse(first.body).fields;
    expect(values.find((field) => field.fieldType === 'cardNumber')!.value).toBe(visa);
    expect(values.find((field) => field.fieldType === 'securityCode')!.value).toBe('321');
    expect((await use(record.id, 'detokenize')).status).toBe(200);
    expect((await use(record.id, 'reveal')).status).toBe(200);

    const counted = (await getRecord(record.id, '?includeDetokenizations=true')).body;
    const cardNumber = fieldOf(counted, 'cardNumber');
    expect(cardNumber.detokenizations).toEqual([
      { lastAttemptedAt: expect.any(String), count: 2, type: 'detokenization' },
      { lastAttemptedAt: expect.any(String), count: 1, type: 'sdkReveal' },
    ]);
    expect(fieldOf(counted, 'securityCode').hasValue).toBe(true);

    const refused = await use(record.id, 'detokenize');
    expect(refused.status).toBe(403);
    expect(errorCodes(refused)).toEqual(['request.forbidden']);

    const after = (await getRecord(record.id, '?includeDetokenizations=true')).body;
    expect(fieldOf(after, 'securityCode').hasValue).toBe(false);
    expect(fieldOf(after, 'cardNumber').detokenizations![0]!.count).toBe(2);
    expect(fieldOf(after, 'cardNumber').hasValue).toBeNull();
  });

  it('clears volatile values once the SDK reveal count is exceeded', async () => {
    const record = stored((await tokenize([card(visa, { securityCode: '999' })])).body.records[0]);
    expect((await use(record.id, 'reveal')).status).toBe(200);
    expect((await use(record.id, 'reveal')).status).toBe(403);
    const after = (await getRecord(record.id)).body;
    expect(fieldOf(after, 'securityCode').hasValue).toBe(false);
    const detokenized = detokenizeResponseSchema.parse((await use(record.id, 'detokenize')).body);
    expect(detokenized.fields.find((field) => field.fieldType === 'securityCode')!.value).toBeNull();
  });

  it('answers 404 for an unknown record', async () => {
    const response = await use('00000000-0000-4000-8000-000000000000', 'detokenize');
    expect(response.status).toBe(404);
  });
});

describe('vault host binding and scope', () => {
  it('serves tokenize only on the vault host', async () => {
    const onApi = await call(`${sandbox.apiUrl}/records/tokenize`, {
      headers: merchant(sandbox),
      body: { records: [card(visa)] },
      idempotencyKey: null,
    });
    expect(onApi.status).toBe(404);
    expect(errorCodes(onApi)).toEqual(['request.not-found']);
  });

  it('refuses API-host tokens and API keys on the vault host, and vault tokens on the API host (403)', async () => {
    const apiToken = await tokenFor(sandbox.apiUrl);
    const withApiToken = await tokenize([card(visa)], apiToken);
    expect(withApiToken.status).toBe(403);
    expect(errorCodes(withApiToken)).toEqual(['request.forbidden']);

    const withApiKey = await call(`${sandbox.vaultUrl}/records/tokenize`, {
      headers: merchant(sandbox),
      body: { records: [card(visa)] },
      idempotencyKey: null,
    });
    expect(withApiKey.status).toBe(403);

    const onApi = await call(`${sandbox.apiUrl}/merchant/workspaces`, { headers: bearer(vaultToken) });
    expect(onApi.status).toBe(403);
    expect(errorCodes(onApi)).toEqual(['request.forbidden']);
  });

  it('answers 401 without credentials', async () => {
    const response = await call(`${sandbox.vaultUrl}/records/tokenize`, {
      body: { records: [card(visa)] },
      idempotencyKey: null,
    });
    expect(response.status).toBe(401);
    expect(errorCodes(response)).toEqual(['request.unauthorized']);
  });

  it('announces the vault token lifetime as expires_in and enforces it on the sandbox clock', async () => {
    const response = await call<{ expires_in: number; scope: string; access_token: string }>(
      `${sandbox.vaultUrl}/auth/token`,
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `grant_type=client_credentials&client_id=${sandbox.credentials.clientId}&client_secret=${sandbox.credentials.clientSecret}`,
        idempotencyKey: null,
      },
    );
    expect(response.body.scope).toBe('vaultrecords:tokenize');
    const lifetime = response.body.expires_in;
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(600);
    try {
      await advanceClock(lifetime - 5);
      expect((await tokenize([card(visa)], response.body.access_token)).status).toBe(200);
      await advanceClock(10);
      const expired = await tokenize([card(visa)], response.body.access_token);
      expect(expired.status).toBe(401);
      expect(errorCodes(expired)).toEqual(['request.unauthorized']);
    } finally {
      await resetClock();
    }
  });

  it('refuses tokenize to a vault token without the scope vaultrecords:tokenize (403)', async () => {
    // The vault grants only this scope, so a token without it is one whose scope claim is empty.
    const response = await call(`${sandbox.vaultUrl}/auth/token`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=client_credentials&client_id=${sandbox.credentials.clientId}&client_secret=${sandbox.credentials.clientSecret}&scope=%20`,
      idempotencyKey: null,
    });
    const token = (response.body as { access_token: string; scope: string }).access_token;
    expect((response.body as { scope: string }).scope).toBe('');
    const refused: JsonResponse = await tokenize([card(visa)], token);
    expect(refused.status).toBe(403);
    expect(errorCodes(refused)).toEqual(['request.forbidden']);
    expect(JSON.stringify(refused.body)).toContain('vaultrecords:tokenize');
  });
});
