import { describe, expect, it } from 'vitest';
import type { InstrumentDataSchema } from '../../../api/schemas/instrument-data-schema';
import { validateInstrumentData } from '../../../schema-form';
import { resolveSchema } from '../../../schema-form/resolve';
import { supportedCountries } from './bank-account-schemas';
import { call, createSession, errorCodes, useTestSandbox } from '../../node-test-helpers';
import { sampleBankAccounts } from '../shared/test-values';

const sandbox = useTestSandbox();

/** Fetches over real HTTP, as the browser element does for the remote `$ref`. */
async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} from ${url}`);
  return response.json();
}

describe('schema endpoints', () => {
  it('serves the holder schema with CORS, requiring companyName for companies', async () => {
    const response = await fetch(`${sandbox.apiUrl}/schemas/v1/holder.json`, {
      headers: { origin: 'http://x.test' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const holder = (await response.json()) as InstrumentDataSchema;
    expect(holder.additionalProperties).toBe(false);
    expect(holder.properties?.type?.oneOf?.map((option) => option.const)).toEqual(['individual', 'company']);
    expect(holder.if).toEqual({ properties: { type: { const: 'company' } }, required: ['type'] });
    expect(holder.then).toEqual({ required: ['companyName'] });
    expect(holder.properties?.name?.['x-ui']?.autocomplete).toBe('name');
  });

  it("serves each country's prepared schema, the one the lookup publishes, and the schema as written", async () => {
    const config = await createSession(sandbox, {
      country: 'NG',
      amount: { value: '1000.00', currency: 'NGN' },
    });
    const published = config.lookup.data.payoutCompositionOptions![0]!.clientConfig.instrumentDataSchema;
    const prepared = await call(`${sandbox.apiUrl}/schemas/v1/prepared/bank-account/NG.json`);
    expect(prepared.status).toBe(200);
    expect(prepared.body).toEqual(published);
    expect(published?.$id).toBe(`${sandbox.apiUrl}/schemas/v1/prepared/bank-account/NG.json`);
    const written = await call<InstrumentDataSchema>(`${sandbox.apiUrl}/schemas/v1/bank-account/NG.json`);
    expect(written.status).toBe(200);
    expect(written.body.properties?.holder).toEqual({ $ref: `${sandbox.apiUrl}/schemas/v1/holder.json` });

    for (const path of [
      'bank-account/AQ.json',
      'prepared/bank-account/AQ.json',
      'prepared/bank-account/DE',
    ]) {
      const unknown = await call(`${sandbox.apiUrl}/schemas/v1/${path}`);
      expect(unknown.status).toBe(404);
      expect(errorCodes(unknown)).toEqual(['request.not-found']);
    }
  });

  it("prepares a schema as the written one resolved, each IBAN field with its countries' formats", async () => {
    const prepared = (
      await call<InstrumentDataSchema>(`${sandbox.apiUrl}/schemas/v1/prepared/bank-account/GP.json`)
    ).body;
    const written = await fetchJson(`${sandbox.apiUrl}/schemas/v1/bank-account/GP.json`);
    const { $id: _prepared, ...preparedForm } = prepared;
    const { $id: _written, ...resolved } = (await resolveSchema(written, fetchJson)).root;
    const iban = prepared.properties?.account?.properties?.iban;
    // Guadeloupe's banks issue IBANs under GP and FR: both formats, with the French RIB key.
    expect(iban?.['x-iban']).toEqual({
      GP: { length: 27, bban: '5n5n11c2n', nationalCheck: 'FR' },
      FR: { length: 27, bban: '5n5n11c2n', nationalCheck: 'FR' },
    });
    delete iban?.['x-iban'];
    expect(preparedForm).toEqual(JSON.parse(JSON.stringify(resolved)));
    expect(JSON.stringify(prepared)).not.toContain('$ref');
  });

  it('writes the German schema with $defs, a remote $ref, x-check and x-ui', async () => {
    const schema = (await call<InstrumentDataSchema>(`${sandbox.apiUrl}/schemas/v1/bank-account/DE.json`))
      .body;
    expect(schema.properties?.holder).toEqual({ $ref: `${sandbox.apiUrl}/schemas/v1/holder.json` });
    expect(schema.properties?.account?.properties?.iban).toEqual({ $ref: '#/$defs/iban' });
    expect(schema.$defs?.iban).toMatchObject({
      pattern: '^DE[0-9]{2}[0-9A-Z]+$',
      maxLength: 22,
      'x-check': 'iban',
      'x-ui': { format: 'iban' },
    });
    expect(schema.$defs?.iban?.errorMessage).toMatchObject({
      'iban.length': 'An IBAN from Germany has 22 characters.',
      'x-check': expect.any(String),
    });
  });

  it('offers checking and savings as a select for the US', async () => {
    const schema = (await call<InstrumentDataSchema>(`${sandbox.apiUrl}/schemas/v1/bank-account/US.json`))
      .body;
    const accountType = schema.properties?.account?.properties?.accountType;
    expect(accountType?.oneOf?.map((option) => option.const)).toEqual(['checking', 'savings']);
    expect(schema.$defs?.abaRouting?.['x-check']).toBe('abaRouting');
  });

  it('resolves every country schema over HTTP and accepts its sample account, as written and prepared', async () => {
    for (const country of supportedCountries) {
      const written = await fetchJson(`${sandbox.apiUrl}/schemas/v1/bank-account/${country}.json`);
      const prepared = await fetchJson(`${sandbox.apiUrl}/schemas/v1/prepared/bank-account/${country}.json`);
      for (const schema of [written, prepared]) {
        const resolved = await resolveSchema(schema, fetchJson);
        expect({
          country,
          errors: validateInstrumentData(resolved, sampleBankAccounts[country], { normalize: false }),
        }).toEqual({ country, errors: {} });
      }
    }
  });
});
