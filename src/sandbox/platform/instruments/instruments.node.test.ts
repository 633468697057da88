import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { instrumentSchema, type Instrument } from '../../../api/schemas/instrument';
import { supportedCountries } from './bank-account-schemas';
import {
  bearer,
  call,
  createInstrument,
  createSession,
  errorCodes,
  errorFields,
  merchant,
  useTestSandbox,
} from '../../node-test-helpers';
import { sampleBankAccounts } from '../shared/test-values';

const sandbox = useTestSandbox();

const germanAccount = {
  holder: { type: 'individual', name: 'Jane Doe' },
  account: { iban: 'DE89370400440532013000' },
};

describe('POST /payment/instruments', () => {
  it('creates an instrument with masked data, a display name and a fingerprint', async () => {
    const config = await createSession(sandbox);
    const response = await createInstrument(config, germanAccount);
    expect(response.status).toBe(201);
    const instrument = instrumentSchema.parse(response.body);
    expect(instrument).toMatchObject({
      holderReference: config.holderReference,
      paymentMethodCode: 'bankAccount',
      status: 'enabled',
      displayName: 'IBAN •••• 3000',
      data: {
        holder: { type: 'individual', name: 'Jane Doe' },
        account: { iban: 'DE89 **** **** **** 3000' },
      },
    });
    expect(JSON.stringify(instrument)).not.toContain('0532013000');
  });

  it('keys the fingerprint, so it cannot be reversed by hashing candidate account numbers', async () => {
    const config = await createSession(sandbox);
    const instrument = (await createInstrument(config, germanAccount)).body as Instrument;
    const plainHash = createHash('sha256')
      .update('bankAccount|DE|DE89370400440532013000')
      .digest('base64url')
      .slice(0, 32);
    expect(instrument.fingerprint).toHaveLength(32);
    expect(instrument.fingerprint).not.toBe(plainHash);
  });

  it('masks account numbers to their last four digits', async () => {
    const config = await createSession(sandbox, {
      country: 'US',
      amount: { value: '20.00', currency: 'USD' },
    });
    const response = await createInstrument(config, sampleBankAccounts.US!);
    expect(response.status).toBe(201);
    const instrument = response.body as Instrument;
    expect(instrument.displayName).toBe('Account •••• 6789');
    expect(instrument.data).toMatchObject({
      account: { routingNumber: '021000021', accountNumber: '**** 6789', accountType: 'checking' },
    });
    expect(JSON.stringify(instrument)).not.toContain('000123456789');
  });

  it('accepts the sample account of every supported country', async () => {
    for (const country of supportedCountries) {
      const config = await createSession(sandbox, { country });
      const response = await createInstrument(config, sampleBankAccounts[country]!);
      expect({ country, status: response.status, body: response.body }).toMatchObject({
        country,
        status: 201,
      });
    }
  });

  it('gives the same account the same fingerprint and the same holder the same holderId', async () => {
    const holderReference = `holder-${randomUUID()}`;
    const first = await createSession(sandbox, { holderReference });
    const second = await createSession(sandbox, { holderReference });
    const a = (await createInstrument(first, germanAccount)).body as Instrument;
    const b = (
      await createInstrument(second, { ...germanAccount, holder: { type: 'individual', name: 'J. Doe' } })
    ).body as Instrument;
    const closedAccount = { ...germanAccount, account: { iban: 'DE88370400440532013018' } };
    const other = (await createInstrument(second, closedAccount)).body as Instrument;
    expect(a.id).not.toBe(b.id);
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(a.holderId).toBe(b.holderId);
    expect(other.fingerprint).not.toBe(a.fingerprint);

    const third = await createSession(sandbox, { holderReference });
    expect(
      third.lookup.data.payoutCompositionOptions![0]!.paymentInstruments?.map((i) => i.fingerprint).sort(),
    ).toEqual([a.fingerprint, other.fingerprint].sort());
  });

  it('reports one error per invalid field with its dotted path and rule', async () => {
    const config = await createSession(sandbox);
    const response = await createInstrument(config, {
      holder: { type: 'company', name: 'Jane Doe', nickname: 'JD' },
      account: { iban: 'DE89370400440532013001' },
    });
    expect(response.status).toBe(400);
    const errors = (
      response.body as { errors: { code: string; detail: string; reason: { field: string; rule: string } }[] }
    ).errors;
    expect(errors.every((error) => error.code === 'request.param.invalid')).toBe(true);
    const byField = Object.fromEntries(errors.map((error) => [error.reason.field, error.reason.rule]));
    expect(byField).toEqual({
      'data.holder.nickname': 'additionalProperties',
      'data.holder.companyName': 'required',
      'data.account.iban': 'iban',
    });
    const ibanError = errors.find((error) => error.reason.field === 'data.account.iban')!;
    expect(ibanError.detail).toContain('data.account.iban');
    expect(ibanError.detail).toContain('iban');
  });

  it('refuses unknown keys named like Object.prototype members (no echo of smuggled raw data)', async () => {
    const config = await createSession(sandbox);
    // JSON.parse keeps "__proto__" as an own key, as the sandbox's body parser sees it.
    const data = JSON.parse(
      '{"holder":{"type":"individual","name":"Jane Doe","__proto__":"x"},' +
        '"account":{"iban":"DE89370400440532013000"},"toString":"DE89370400440532013000","constructor":"y"}',
    ) as Record<string, unknown>;
    const response = await createInstrument(config, data);
    expect(response.status).toBe(400);
    expect(errorFields(response).sort()).toEqual([
      'data.constructor',
      'data.holder.__proto__',
      'data.toString',
    ]);
  });

  it('rejects wrong types, patterns and lengths', async () => {
    const config = await createSession(sandbox, {
      country: 'GB',
      amount: { value: '5.00', currency: 'GBP' },
    });
    const response = await createInstrument(config, {
      holder: { type: 'individual', name: 42 },
      account: { sortCode: '60-16-13', accountNumber: '3192681' },
    });
    expect(response.status).toBe(400);
    const fields = errorFields(response).sort();
    expect(fields).toEqual(['data.account.accountNumber', 'data.account.sortCode', 'data.holder.name']);
  });

  it('refuses merchant credentials and a holderReference other than the token’s', async () => {
    const config = await createSession(sandbox);
    const asMerchant = await call(config.vault.links.saveInstrument.href, {
      headers: merchant(sandbox),
      body: {
        holderReference: config.holderReference,
        paymentMethodCode: 'bankAccount',
        data: germanAccount,
      },
    });
    expect(asMerchant.status).toBe(403);

    const otherHolder = await call(config.vault.links.saveInstrument.href, {
      headers: bearer(config.token),
      body: { holderReference: 'someone-else', paymentMethodCode: 'bankAccount', data: germanAccount },
    });
    expect(otherHolder.status).toBe(403);
    expect(errorCodes(otherHolder)).toEqual(['request.forbidden']);
  });

  it('replays a retried creation instead of creating a second instrument', async () => {
    const config = await createSession(sandbox);
    const key = randomUUID();
    const first = await createInstrument(config, germanAccount, key);
    const retry = await createInstrument(config, germanAccount, key);
    expect(retry.status).toBe(201);
    expect((retry.body as Instrument).id).toBe((first.body as Instrument).id);
  });
});
