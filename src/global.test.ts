import { describe, expect, it } from 'vitest';
import { encodeConfig, sampleConfig } from '../test/config-fixtures';
import * as Railkit from './index';
import './global';

describe('entries', () => {
  it('exports init, version and the error types from the module entry', () => {
    expect(typeof Railkit.init).toBe('function');
    expect(Railkit.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(new Railkit.ValidationError({ 'account.iban': 'Enter the IBAN.' }).code).toBe('validation.failed');
    expect(Railkit.isRailkitError(new Railkit.NetworkError('network.failed', 'offline'))).toBe(true);
  });

  it('puts the same init on globalThis.Railkit for the script tag', () => {
    expect(globalThis.Railkit.init).toBe(Railkit.init);
    expect(globalThis.Railkit.version).toBe(Railkit.version);
    const client = globalThis.Railkit.init(encodeConfig(sampleConfig()));
    expect(client.config.merchantReference).toBe('order-1001');
    client.destroy();
    let thrown: unknown;
    try {
      globalThis.Railkit.init({} as never);
    } catch (error) {
      thrown = error;
    }
    expect(globalThis.Railkit.isRailkitError(thrown)).toBe(true);
    expect(thrown).toBeInstanceOf(globalThis.Railkit.RailkitError);
  });
});
