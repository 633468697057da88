import { describe, expect, it } from 'vitest';
import { createTestSession } from '../../test/sandbox-client';
import { decodeConfig } from '../core/config';
import { supportedCountries } from '../sandbox/index';
import { lintSchema } from './lint';

/*
 * The sandbox publishes the bank-account schema of every supported country; the browser resolves them
 * without linting their keywords (resolve.ts), so each published schema is linted here, with its remote
 * `$ref` documents, as the platform's publish step would.
 */

const fetchJson = async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
  return response.json();
};

describe('every schema the sandbox publishes passes the schema lint', () => {
  it('has countries to lint', () => {
    expect(supportedCountries.length).toBeGreaterThan(5);
  });

  it.each(supportedCountries)('%s', async (country) => {
    const config = decodeConfig(await createTestSession({ country }));
    const options = config.lookup.data.payoutCompositionOptions ?? [];
    const schemas = options.map((option) => option.clientConfig.instrumentDataSchema);
    expect(schemas.length).toBeGreaterThan(0);
    for (const schema of schemas) {
      expect(schema, `${country} publishes an instrumentDataSchema`).toBeDefined();
      const resolved = await lintSchema(schema, fetchJson);
      expect(Object.keys(resolved.root.properties ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('would catch a schema that breaks a keyword rule', async () => {
    const config = decodeConfig(await createTestSession({ country: 'DE' }));
    const schema = config.lookup.data.payoutCompositionOptions?.[0]?.clientConfig.instrumentDataSchema;
    const broken = { ...structuredClone(schema), maxLength: -1 };
    await expect(lintSchema(broken, fetchJson)).rejects.toThrow(/non-negative integer/);
  });
});
