import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { failureOf, useAcceptanceSandbox } from '../../test/server-acceptance';
import type { VaultRecord } from '../api/schemas/vault';
import type { TokenizeRecordInput } from './index';

const t = useAcceptanceSandbox({ volatileRetentionSeconds: 600 });

afterEach(() => t.control('DELETE', '/sandbox/clock'));

const visa = '4111111111111111';

function card(number = visa, extra: TokenizeRecordInput['fields'] = {}): TokenizeRecordInput {
  return {
    type: 'card',
    fields: {
      cardNumber: { value: number },
      expiryMonth: { value: '03' },
      expiryYear: { value: '39' },
      ...extra,
    },
  };
}

function stored(entry: unknown): VaultRecord {
  if (!entry || typeof entry !== 'object' || 'error' in entry) {
    throw new Error(`expected a stored record, got ${JSON.stringify(entry)}`);
  }
  return entry as VaultRecord;
}

function field(record: VaultRecord, fieldType: string) {
  const found = record.fields.find((candidate) => candidate.fieldType === fieldType);
  if (!found) throw new Error(`record has no ${fieldType}`);
  return found;
}

describe('tokenize (spec 4.1) through the server client, with a vault token', () => {
  it('stores records in request order with unique aliases and masked displayable values', async () => {
    const { records } = await t.client.tokenize([
      card(visa, { holderName: { value: 'Ada Lovelace' }, securityCode: { value: '123' } }),
      {
        type: 'networkToken',
        fields: { networkToken: { value: '4895370012003478' }, cryptogram: { value: 'AAAB' } },
      },
    ]);
    expect(records).toHaveLength(2);
    const [first, second] = [stored(records[0]), stored(records[1])];
    expect(first.type).toBe('card');
    expect(second.type).toBe('networkToken');
    expect(field(first, 'cardNumber').displayableValue).toBe('411111******1111');
    expect(field(first, 'holderName').displayableValue).toBe('Ada Lovelace');
    expect(field(first, 'securityCode').displayableValue).toBeNull();
    expect(JSON.stringify(records)).not.toContain(visa);
    const aliases = [...first.fields, ...second.fields].map((entry) => entry.alias);
    expect(new Set(aliases).size).toBe(aliases.length);
  });

  it('gives equal card numbers equal fingerprints, and a repeat stores new records (no idempotency)', async () => {
    const a = stored((await t.client.tokenize([card()])).records[0]);
    const b = stored((await t.client.tokenize([card()])).records[0]);
    const other = stored((await t.client.tokenize([card('5555555555554444')])).records[0]);
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(other.fingerprint).not.toBe(a.fingerprint);
    expect(a.id).not.toBe(b.id);
    expect(field(a, 'cardNumber').alias).not.toBe(field(b, 'cardNumber').alias);
  });

  it('answers a bad record with its own error while storing the others', async () => {
    const { records } = await t.client.tokenize([
      card(),
      card('4111111111111112'),
      { type: 'card', fields: { cardNumber: { value: visa }, networkToken: { value: '1' } } },
      card(visa, { expiryMonth: { value: '13' } }),
    ]);
    expect(records).toHaveLength(4);
    stored(records[0]);
    for (const [index, fieldName] of [
      [1, 'cardNumber'],
      [2, 'networkToken'],
      [3, 'expiryMonth'],
    ] as const) {
      const entry = records[index] as { error: { code: string; detail: string } };
      expect(entry.error.code, `record ${index}`).toBe('request.param.invalid');
      expect(entry.error.detail, `record ${index}`).toContain(fieldName);
      expect(entry).not.toHaveProperty('id');
    }
  });

  it('refuses more than 50 records whole with 413 and 0 with 400', async () => {
    const tooMany = Array.from({ length: 51 }, () => card());
    const error = await failureOf(t.client.tokenize(tooMany));
    expect(error.status).toBe(413);
    expect(error.codes).toEqual(['request.entity-too-large']);
    expect(error.platformErrors[0].detail).toMatch(/nothing was stored/);
    const fifty = await t.client.tokenize(Array.from({ length: 50 }, () => card()));
    expect(fifty.records).toHaveLength(50);
    expect((await failureOf(t.client.tokenize([]))).status).toBe(400);
  });

  it('lets volatile values expire at maximumExpirationDate (sandbox clock)', async () => {
    const record = stored(
      (await t.client.tokenize([card(visa, { securityCode: { value: '123' } })])).records[0],
    );
    const securityCode = field(record, 'securityCode');
    expect(securityCode.hasValue).toBe(true);
    const expiresAt = Date.parse(securityCode.maximumExpirationDate!);
    expect(expiresAt - Date.now()).toBeGreaterThan(590_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(601_000);
    expect(field(record, 'cardNumber').hasValue).toBeNull();

    await t.control('POST', '/sandbox/clock', { advanceSeconds: 601 });
    const later = await t.client.getRecord(record.id);
    expect(field(later, 'securityCode').hasValue).toBe(false);
    expect(field(later, 'cardNumber').displayableValue).toBe('411111******1111');
  });

  it('counts detokenizations and reveals, shown only with includeDetokenizations', async () => {
    const record = stored((await t.client.tokenize([card()])).records[0]);
    const vaultToken = await t.client.accessToken('vault');
    for (const use of ['detokenize', 'detokenize', 'reveal']) {
      const response = await t.raw(`${t.sandbox.vaultUrl}/sandbox/records/${record.id}/${use}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${vaultToken}` },
      });
      expect(response.status).toBe(200);
    }
    const plain = await t.client.getRecord(record.id);
    expect(field(plain, 'cardNumber')).not.toHaveProperty('detokenizations');
    const detailed = await t.client.getRecord(record.id, { includeDetokenizations: true });
    const uses = field(detailed, 'cardNumber').detokenizations!;
    expect(uses.find((use) => use.type === 'detokenization')?.count).toBe(2);
    expect(uses.find((use) => use.type === 'sdkReveal')?.count).toBe(1);
  });

  it('answers 404 request.not-found for an unknown record', async () => {
    const error = await failureOf(t.client.getRecord(randomUUID()));
    expect(error.status).toBe(404);
    expect(error.codes).toEqual(['request.not-found']);
  });

  it('serves tokenize only on the vault host', async () => {
    const response = await t.raw(`${t.sandbox.apiUrl}/records/tokenize`, {
      method: 'POST',
      headers: { 'x-api-key': 'sk_test_demo', 'content-type': 'application/json' },
      body: JSON.stringify({ records: [card()] }),
    });
    expect(response.status).toBe(404);
  });
});
