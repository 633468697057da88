import { describe, expect, it } from 'vitest';
import { encodeConfig, sampleConfig } from '../../test/config-fixtures';
import { createTestSession } from '../../test/sandbox-client';
import { encodeBase64 } from '../crypto/base64';
import { decodeConfig } from './config';
import { ConfigurationError, isRailkitError } from '../api/errors';

/** The error decodeConfig throws for `input`; fails the test when it does not throw. */
function decodeError(input: unknown, now?: number): Error & { code?: string } {
  try {
    decodeConfig(input, now === undefined ? {} : { now });
  } catch (error) {
    return error as Error & { code?: string };
  }
  throw new Error('decodeConfig did not throw');
}

function withChange(change: (config: Record<string, unknown>) => void): unknown {
  const config = sampleConfig();
  change(config);
  return encodeConfig(config);
}

describe('decodeConfig', () => {
  it('decodes a real client-init response from the sandbox', async () => {
    const response = await createTestSession({ holderReference: 'holder-config-test' });
    const config = decodeConfig(response);
    expect(config.holderReference).toBe('holder-config-test');
    expect(config.execution.workflowCode).toBe('payout');
    expect(config.token.split('.')).toHaveLength(3);
    const codes = config.lookup.data.payoutCompositionOptions?.map((option) => option.paymentMethodCode);
    expect(codes).toContain('bankAccount');
  });

  it('accepts the response as JSON text too', () => {
    const config = decodeConfig(JSON.stringify(encodeConfig(sampleConfig())));
    expect(config.merchantReference).toBe('order-1001');
  });

  it('decodes non-ASCII text as UTF-8, not Latin-1', () => {
    const input = withChange((config) => (config.holderReference = 'Zoë Müller 東京 🏦'));
    expect(decodeConfig(input).holderReference).toBe('Zoë Müller 東京 🏦');
  });

  it('returns a frozen config', () => {
    const config = decodeConfig(encodeConfig(sampleConfig()));
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.vault.links.saveInstrument)).toBe(true);
  });

  it('names a missing token and says to pass the response unchanged', () => {
    const error = decodeError(withChange((config) => delete config.token));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error.code).toBe('config.invalid');
    expect(error.message).toContain('token: expected string, received undefined');
    expect(error.message).toContain('unchanged');
    expect((error as ConfigurationError).docUrl).toMatch(/^https:\/\/.+#config\.invalid$/);
  });

  it('names a nested field by its dotted path', () => {
    const error = decodeError(withChange((config) => delete (config.vault as Record<string, unknown>).keyId));
    expect(error.message).toContain('vault.keyId: expected string');
  });

  it('says what a bad expiresAt should look like', () => {
    const error = decodeError(withChange((config) => (config.expiresAt = 'tomorrow')));
    expect(error.code).toBe('config.invalid');
    expect(error.message).toMatch(/expiresAt: expected an ISO 8601 date-time/);
  });

  it('rejects data that is not base64', () => {
    const error = decodeError({ version: '1', data: 'this is *not* base64!' });
    expect(error.code).toBe('config.invalid');
    expect(error.message).toContain('`data` is not base64');
  });

  it('rejects base64 of bytes that are not UTF-8', () => {
    const error = decodeError({ version: '1', data: encodeBase64(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])) });
    expect(error.message).toContain('UTF-8');
  });

  it('rejects base64 of text that is not JSON', () => {
    const error = decodeError({ version: '1', data: btoa('token=abc') });
    expect(error.message).toContain('not valid JSON');
  });

  it('names a wrong version and the expected one', () => {
    const error = decodeError({ ...encodeConfig(sampleConfig()), version: '2' });
    expect(error.code).toBe('config.invalid');
    expect(error.message).toContain('version: expected one of "1"');
  });

  it('names a missing data field', () => {
    const error = decodeError({ version: '1' });
    expect(error.message).toContain('data: expected string, received undefined');
  });

  it('recognises an already decoded config and says what to pass instead', () => {
    const error = decodeError(sampleConfig());
    expect(error.message).toContain('already decoded');
  });

  it('rejects null, numbers and non-JSON strings with config.invalid', () => {
    expect(decodeError(null).message).toContain('expected an object, received null');
    expect(decodeError(42).message).toContain('received number');
    expect(decodeError('{not json').message).toContain('not valid JSON');
  });

  it('reports an expired config as session.expired', () => {
    const input = encodeConfig(sampleConfig());
    const error = decodeError(input, Date.now() + 11 * 60_000);
    expect(isRailkitError(error)).toBe(true);
    expect(error.code).toBe('session.expired');
    expect(error.message).toContain('client init again');
  });
});
