import { describe, expect, inject, it } from 'vitest';
import type { InstrumentDataSchema } from '../api/schemas/instrument-data-schema';
import { rejectionOf } from '../../test/rejections';
import {
  collectValues,
  fieldsOf,
  initialValues,
  readSchema,
  validateInstrumentData,
  type FetchJson,
  type ResolvedSchema,
} from './index';
import { lintSchema } from './lint';
import { resolveSchema } from './resolve';
import { fetchPublicJson } from '../api/public-json';

const sandbox = inject('sandbox');

/** A real fetch against the running sandbox, counting requests per URL. */
function countingFetch(): FetchJson & { calls: string[] } {
  const calls: string[] = [];
  const fetchJson = async (url: string) => {
    calls.push(url);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  };
  return Object.assign(fetchJson, { calls });
}

const noRemoteRefs: FetchJson = async (url) => {
  throw new Error(`no remote refs expected in this test, got ${url}`);
};

function resolveLocal(schema: unknown): Promise<ResolvedSchema> {
  return resolveSchema(schema, noRemoteRefs);
}

const paths = (resolved: ResolvedSchema, values = {}) =>
  fieldsOf(resolved, values).map((field) => field.path);

describe('the sandbox schemas (remote $ref to holder.json)', () => {
  it('asks for the remote documents of properties at once, before it returns (network first)', async () => {
    const fetchJson = countingFetch();
    const schema = await fetchJson(`${sandbox.apiUrl}/schemas/v1/bank-account/DE.json`);
    fetchJson.calls.length = 0;
    // DE defines its IBAN under $defs, after properties: the walk must not reach holder.json only
    // after the definitions (and their check modules) were dealt with.
    expect(Object.keys(schema as object).indexOf('$defs')).toBeGreaterThan(
      Object.keys(schema as object).indexOf('properties'),
    );
    const resolving = resolveSchema(schema, fetchJson);
    expect(fetchJson.calls).toEqual([`${sandbox.apiUrl}/schemas/v1/holder.json`]);
    await resolving;
  });

  it("a page asks for the remote documents with the resolver's chunk, not one round trip after it", async () => {
    const fetchJson = countingFetch();
    const schema = await fetchJson(`${sandbox.apiUrl}/schemas/v1/bank-account/DE.json`);
    fetchJson.calls.length = 0;
    const reading = readSchema(schema, fetchJson);
    // Before the resolver's module could have been imported: asked while readSchema() had not yet returned.
    expect(fetchJson.calls).toEqual([`${sandbox.apiUrl}/schemas/v1/holder.json`]);
    const resolved = await reading;
    expect(resolved.root.properties?.holder?.properties).toHaveProperty('name');
    // One fetch for both: the resolver took the document the page had asked for.
    expect(fetchJson.calls).toHaveLength(1);
  });

  it('resolves DE from the running sandbox and lists its fields in x-ui order', async () => {
    const fetchJson = countingFetch();
    const schema = await fetchJson(`${sandbox.apiUrl}/schemas/v1/bank-account/DE.json`);
    const resolved = await resolveSchema(schema, fetchJson);
    expect(fetchJson.calls).toContain(`${sandbox.apiUrl}/schemas/v1/holder.json`);
    const fields = fieldsOf(resolved, initialValues(resolved));
    expect(fields.map((field) => field.path)).toEqual(['holder.type', 'holder.name', 'account.iban']);
    const [type, name, iban] = fields;
    expect(type).toMatchObject({ kind: 'select', required: true, defaultValue: 'individual' });
    expect(type!.options).toEqual([
      { value: 'individual', label: 'Individual' },
      { value: 'company', label: 'Company' },
    ]);
    expect(name).toMatchObject({
      kind: 'text',
      autocomplete: 'name',
      required: true,
      label: 'Account holder name',
    });
    expect(iban).toMatchObject({ kind: 'text', format: 'iban', label: 'IBAN', maxLength: 27 });
    expect(iban?.schema['x-check']).toBe('iban');
  });

  it('shows and requires the company name only for a company holder', async () => {
    const schema = await countingFetch()(`${sandbox.apiUrl}/schemas/v1/bank-account/GB.json`);
    const resolved = await resolveSchema(schema, countingFetch());
    const individual = { 'holder.type': 'individual', 'holder.name': 'Jane Doe' };
    expect(paths(resolved, individual)).not.toContain('holder.companyName');
    const company = { ...individual, 'holder.type': 'company' };
    const companyName = fieldsOf(resolved, company).find((field) => field.path === 'holder.companyName');
    expect(companyName).toMatchObject({ required: true, autocomplete: 'organization' });
    const data = {
      holder: { type: 'company', name: 'Jane Doe' },
      account: { sortCode: '601613', accountNumber: '31926819' },
    };
    expect(validateInstrumentData(resolved, data)['holder.companyName']?.rule).toBe('required');
    // A company name typed while "company" was chosen is not sent once "individual" is chosen again.
    const sent = collectValues(resolved, {
      ...individual,
      'holder.companyName': 'Acme Ltd',
      'account.sortCode': '60-16-13',
    });
    expect(sent).toEqual({
      holder: { type: 'individual', name: 'Jane Doe' },
      account: { sortCode: '601613' },
    });
  });

  it('caches a remote document per URL across resolutions with the same fetch function', async () => {
    const fetchJson = countingFetch();
    const de = await fetchJson(`${sandbox.apiUrl}/schemas/v1/bank-account/DE.json`);
    const fr = await fetchJson(`${sandbox.apiUrl}/schemas/v1/bank-account/FR.json`);
    await resolveSchema(de, fetchJson);
    await resolveSchema(fr, fetchJson);
    expect(fetchJson.calls.filter((url) => url.endsWith('/holder.json'))).toHaveLength(1);
  });

  it('fetches the remote documents of several $refs at once, not one after the other', async () => {
    const fetchJson = countingFetch();
    let inFlight = 0;
    let mostInFlight = 0;
    const watchedFetch: FetchJson = async (url) => {
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      try {
        return await fetchJson(url);
      } finally {
        inFlight--;
      }
    };
    const schema = {
      type: 'object',
      properties: {
        holder: { $ref: `${sandbox.apiUrl}/schemas/v1/holder.json` },
        french: { $ref: `${sandbox.apiUrl}/schemas/v1/bank-account/FR.json` },
      },
    };
    const resolved = await resolveSchema(schema, watchedFetch);
    expect(mostInFlight).toBe(2);
    expect(fetchJson.calls.filter((url) => url.endsWith('/holder.json'))).toHaveLength(1);
    expect(paths(resolved)).toContain('french.account.iban');
  });

  it('rejects with schema.unreachable when a remote $ref answers 404', async () => {
    const schema = {
      type: 'object',
      properties: { holder: { $ref: `${sandbox.apiUrl}/schemas/v1/nowhere.json` } },
    };
    const error = await rejectionOf(resolveSchema(schema, countingFetch()));
    expect(error.code).toBe('schema.unreachable');
    expect(error.message).toContain('/schemas/v1/nowhere.json');
    expect(error.message).toContain('#/properties/holder');
  });

  it('reports a document that failed at its first $ref, and fetches it again for a later resolution', async () => {
    const nowhere = `${sandbox.apiUrl}/schemas/v1/nowhere.json`;
    const schema = {
      type: 'object',
      properties: { first: { $ref: nowhere }, second: { $ref: `${nowhere}#/$defs/x` } },
    };
    const fetchJson = countingFetch();
    const error = await rejectionOf(resolveSchema(schema, fetchJson));
    expect(error.code).toBe('schema.unreachable');
    expect(error.message).toContain('#/properties/first');
    expect(fetchJson.calls).toEqual([nowhere]);
    // The failure is not kept: a later mount tries again.
    await rejectionOf(resolveSchema(schema, fetchJson));
    expect(fetchJson.calls).toEqual([nowhere, nowhere]);
  });

  it("rejects with schema.unreachable when nothing listens (the client's fetch)", async () => {
    const schema = { type: 'object', properties: { holder: { $ref: 'http://127.0.0.1:9/holder.json' } } };
    const error = await rejectionOf(resolveSchema(schema, (url) => fetchPublicJson(url)));
    expect(error.code).toBe('schema.unreachable');
    expect(error.message).toContain('http://127.0.0.1:9/holder.json');
  });

  it('validates a whole DE payload the way the sandbox does', async () => {
    const fetchJson = countingFetch();
    const resolved = await resolveSchema(
      await fetchJson(`${sandbox.apiUrl}/schemas/v1/bank-account/DE.json`),
      fetchJson,
    );
    const valid = {
      holder: { type: 'individual', name: 'Jane Doe' },
      account: { iban: 'DE89 3704 0044 0532 0130 00' },
    };
    expect(validateInstrumentData(resolved, valid)).toEqual({});
    const errors = validateInstrumentData(resolved, {
      holder: { type: 'individual', name: 'Jane Doe', nickname: 'JD' },
      account: { iban: 'DE88370400440532013000' },
    });
    expect(errors['holder.nickname']?.rule).toBe('additionalProperties');
    expect(errors['account.iban']).toMatchObject({
      rule: 'iban',
      message: 'The check digits of this IBAN do not match: check it for typos.',
      params: { reason: 'checksum', country: 'DE' },
    });
  });
});

describe('validateInstrumentData', () => {
  const schema: InstrumentDataSchema = {
    type: 'object',
    additionalProperties: false,
    required: ['account', 'accepted'],
    properties: {
      account: {
        type: 'object',
        additionalProperties: false,
        required: ['iban', 'kind'],
        properties: {
          iban: {
            type: 'string',
            'x-check': 'iban',
            'x-ui': { format: 'iban' },
            errorMessage: { required: 'Enter the IBAN.' },
          },
          kind: { type: 'string', enum: ['checking', 'savings'] },
          reference: { type: 'string', minLength: 3, maxLength: 5, pattern: '^[a-z ]+$' },
        },
      },
      accepted: { type: 'boolean' },
    },
  };

  it('accepts valid data, with an IBAN typed with spaces in lower case', async () => {
    const resolved = await resolveLocal(schema);
    const data = { account: { iban: 'de89 3704 0044 0532 0130 00', kind: 'savings' }, accepted: true };
    expect(validateInstrumentData(resolved, data)).toEqual({});
    // A server that wants the electronic form only turns normalisation off.
    expect(validateInstrumentData(resolved, data, { normalize: false })['account.iban']?.rule).toBe('iban');
  });

  it('reports unknown keys and values of another type by dotted path', async () => {
    const resolved = await resolveLocal(schema);
    const errors = validateInstrumentData(resolved, {
      account: { iban: 42, kind: 'checking', extra: 'x' },
      accepted: 'yes',
      other: {},
    });
    expect(errors).toMatchObject({
      'account.iban': { rule: 'type' },
      'account.extra': { rule: 'additionalProperties' },
      accepted: { rule: 'type' },
      other: { rule: 'additionalProperties' },
    });
    expect(validateInstrumentData(resolved, 'not an object')['']).toMatchObject({ rule: 'type' });
    expect(validateInstrumentData(resolved, { account: 'DE89', accepted: true })['account']?.rule).toBe(
      'type',
    );
  });

  it('reports each keyword with its rule, the schema message first, then the given messages', async () => {
    const resolved = await resolveLocal(schema);
    const errors = validateInstrumentData(resolved, { account: { kind: 'loan', reference: 'ab' } });
    expect(errors['account.iban']).toEqual({ rule: 'required', message: 'Enter the IBAN.' });
    expect(errors['account.kind']?.rule).toBe('enum');
    expect(errors['account.reference']).toMatchObject({ rule: 'minLength', params: { limit: 3 } });
    expect(errors['account.reference']?.message).toBe('Enter at least 3 characters.');
    expect(errors['accepted']?.rule).toBe('required');
    const long = validateInstrumentData(resolved, {
      account: { iban: 'x', kind: 'savings', reference: 'abcdef' },
    });
    expect(long['account.reference']?.rule).toBe('maxLength');
    expect(long['account.iban']?.rule).toBe('iban');
    const digits = validateInstrumentData(resolved, { account: { reference: 'ab1' } });
    expect(digits['account.reference']?.rule).toBe('pattern');
    const translated = validateInstrumentData(
      resolved,
      {},
      {
        schemaMessages: false,
        message: (rule, _params, path) => `${path}: ${rule}!`,
      },
    );
    expect(translated['account.iban']?.message).toBe('account.iban: required!');
  });

  it('a required object that is missing reports its required leaves', async () => {
    const resolved = await resolveLocal(schema);
    const errors = validateInstrumentData(resolved, { accepted: false });
    expect(Object.keys(errors).sort()).toEqual(['account.iban', 'account.kind']);
  });

  it('checks NUBAN against the sibling bankCode', async () => {
    const resolved = await resolveLocal({
      type: 'object',
      properties: {
        account: {
          type: 'object',
          required: ['accountNumber'],
          properties: {
            bankCode: {
              type: 'string',
              oneOf: [
                { const: '058', title: 'GTBank' },
                { const: '044', title: 'Access' },
              ],
            },
            accountNumber: { type: 'string', 'x-check': 'nuban', 'x-ui': { format: 'digits' } },
          },
        },
      },
    });
    // 058 + 012345678: the 3-7-3 weighted sum of 000058012345678 is 215 -> check digit 5.
    expect(
      validateInstrumentData(resolved, { account: { bankCode: '058', accountNumber: '0123456785' } }),
    ).toEqual({});
    const wrongBank = validateInstrumentData(resolved, {
      account: { bankCode: '044', accountNumber: '0123456785' },
    });
    expect(wrongBank['account.accountNumber']?.rule).toBe('nuban');
  });
});

describe('fields, selects, conditions and refs', () => {
  it('orders by x-ui.order, then declaration order, across nested objects', async () => {
    const resolved = await resolveLocal({
      type: 'object',
      properties: {
        b: { type: 'string' },
        inner: {
          type: 'object',
          properties: { c: { type: 'string', 'x-ui': { order: 2 } }, d: { type: 'string' } },
        },
        a: { type: 'string', 'x-ui': { order: 1 } },
        flag: { type: 'boolean', title: 'I agree' },
      },
    });
    expect(paths(resolved)).toEqual(['a', 'inner.c', 'b', 'inner.d', 'flag']);
    const fields = fieldsOf(resolved);
    expect(fields.find((field) => field.path === 'flag')?.kind).toBe('checkbox');
    expect(fields.find((field) => field.path === 'inner.d')).toMatchObject({
      label: 'D',
      required: false,
      autocomplete: 'off',
    });
  });

  it('renders enum and oneOf as selects', async () => {
    const resolved = await resolveLocal({
      type: 'object',
      properties: {
        kind: { type: 'string', enum: ['checking', 'savings'] },
        bank: { type: 'string', oneOf: [{ const: '058', title: 'GTBank' }, { const: '044' }] },
      },
    });
    const [kind, bank] = fieldsOf(resolved);
    expect(kind).toMatchObject({
      kind: 'select',
      options: [
        { value: 'checking', label: 'checking' },
        { value: 'savings', label: 'savings' },
      ],
    });
    expect(bank!.options).toEqual([
      { value: '058', label: 'GTBank' },
      { value: '044', label: '044' },
    ]);
    expect(validateInstrumentData(resolved, { bank: '999' })['bank']?.rule).toBe('oneOf');
  });

  it('dependentSchemas and dependentRequired add fields while their trigger has a value', async () => {
    const resolved = await resolveLocal({
      type: 'object',
      additionalProperties: false,
      properties: {
        email: { type: 'string' },
        phone: { type: 'string' },
        phoneCountry: { type: 'string' },
      },
      dependentRequired: { phone: ['phoneCountry'] },
      dependentSchemas: {
        email: {
          properties: { emailConfirm: { type: 'string', title: 'Confirm e-mail' } },
          required: ['emailConfirm'],
        },
      },
    });
    expect(paths(resolved)).toEqual(['email', 'phone']);
    expect(paths(resolved, { phone: '0123' })).toEqual(['email', 'phone', 'phoneCountry']);
    expect(fieldsOf(resolved, { phone: '0123' })[2]?.required).toBe(true);
    expect(paths(resolved, { email: 'a@b.c' })).toEqual(['email', 'phone', 'emailConfirm']);
    expect(validateInstrumentData(resolved, { email: 'a@b.c' })['emailConfirm']?.rule).toBe('required');
    expect(validateInstrumentData(resolved, { email: 'a@b.c', emailConfirm: 'a@b.c' })).toEqual({});
    // Without the trigger the dependent field is not declared, so additionalProperties refuses it.
    expect(validateInstrumentData(resolved, { emailConfirm: 'x' })['emailConfirm']?.rule).toBe(
      'additionalProperties',
    );
    expect(collectValues(resolved, { phone: ' 0123 ', phoneCountry: 'NG', email: '  ' })).toEqual({
      phone: '0123',
      phoneCountry: 'NG',
    });
  });

  it('if/then/else inside allOf chooses the branch from the current values', async () => {
    const resolved = await resolveLocal({
      type: 'object',
      properties: {
        kind: { type: 'string', enum: ['a', 'b'] },
        onlyA: { type: 'string' },
        onlyB: { type: 'string' },
      },
      allOf: [
        {
          if: { properties: { kind: { const: 'a' } }, required: ['kind'] },
          then: { required: ['onlyA'] },
          else: { required: ['onlyB'] },
        },
      ],
    });
    expect(paths(resolved, { kind: 'a' })).toEqual(['kind', 'onlyA']);
    expect(paths(resolved, { kind: 'b' })).toEqual(['kind', 'onlyB']);
    expect(paths(resolved)).toEqual(['kind', 'onlyB']);
  });

  it('inlines $defs, with sibling keywords refining the target', async () => {
    const resolved = await resolveLocal({
      type: 'object',
      properties: {
        sortCode: { $ref: '#/$defs/sortCode', title: 'Sort code of your branch', 'x-ui': { order: 1 } },
        again: { $ref: '#/$defs/sortCode' },
      },
      $defs: {
        sortCode: {
          type: 'string',
          title: 'Sort code',
          pattern: '^[0-9]{6}$',
          maxLength: 6,
          'x-check': 'sortCode',
          'x-ui': { format: 'sortCode', inputMode: 'numeric' },
        },
      },
    });
    const [first, second] = fieldsOf(resolved);
    expect(first).toMatchObject({
      label: 'Sort code of your branch',
      format: 'sortCode',
      inputMode: 'numeric',
      maxLength: 8,
    });
    expect(second).toMatchObject({ label: 'Sort code' });
    expect(second?.schema['x-check']).toBe('sortCode');
    expect(validateInstrumentData(resolved, { sortCode: '60-16-13', again: '6016' })).toMatchObject({
      again: { rule: 'pattern' },
    });
    expect(collectValues(resolved, { sortCode: '60-16-13' })).toEqual({ sortCode: '601613' });
  });
});

describe('malformed schemas give a specific schema.invalid', () => {
  const cases: [string, unknown, RegExp][] = [
    [
      'unknown type',
      { type: 'object', properties: { a: { type: 'number' } } },
      /#\/properties\/a\/type".*unknown type "number"/,
    ],
    [
      'invalid pattern',
      { type: 'object', properties: { a: { type: 'string', pattern: '^[0-9' } } },
      /#\/properties\/a\/pattern".*not a valid regular expression/,
    ],
    [
      'missing $defs entry',
      { type: 'object', properties: { a: { $ref: '#/$defs/nope' } } },
      /#\/properties\/a".*"#\/\$defs\/nope" points to nothing/,
    ],
    [
      '$ref cycle',
      {
        type: 'object',
        properties: { a: { $ref: '#/$defs/x' } },
        $defs: { x: { $ref: '#/$defs/y' }, y: { $ref: '#/$defs/x' } },
      },
      /cycle: #\/\$defs\/x -> #\/\$defs\/y -> #\/\$defs\/x/,
    ],
    [
      'unknown x-check',
      { type: 'object', properties: { a: { type: 'string', 'x-check': 'mod11' } } },
      /#\/properties\/a\/x-check".*unknown x-check "mod11".*iban/,
    ],
    [
      'unsupported keyword',
      { type: 'object', properties: { a: { anyOf: [] } } },
      /#\/properties\/a\/anyOf".*unsupported keyword "anyOf"/,
    ],
    [
      'not an object',
      { type: 'object', properties: { a: 'string' } },
      /#\/properties\/a".*is not a schema object/,
    ],
    [
      'minLength above maxLength',
      { type: 'object', properties: { a: { type: 'string', minLength: 5, maxLength: 2 } } },
      /"minLength" 5 is greater than "maxLength" 2/,
    ],
    [
      'negative maxLength',
      { type: 'object', properties: { a: { type: 'string', maxLength: -1 } } },
      /#\/properties\/a\/maxLength".*non-negative integer/,
    ],
    [
      'required but undeclared',
      { type: 'object', additionalProperties: false, required: ['iban'], properties: {} },
      /"iban" is required but not in "properties"/,
    ],
    [
      'relative ref without $id',
      { type: 'object', properties: { a: { $ref: 'holder.json' } } },
      /relative but the document has no absolute \$id/,
    ],
    [
      'bad oneOf',
      { type: 'object', properties: { a: { type: 'string', oneOf: [{ title: 'x' }] } } },
      /#\/properties\/a\/oneOf"/,
    ],
    [
      'bad x-ui',
      { type: 'object', properties: { a: { type: 'string', 'x-ui': { inputMode: 'digits' } } } },
      /#\/properties\/a\/x-ui".*inputMode" "digits" is not an input mode/,
    ],
    [
      'a property named __proto__ (JSON.parse keeps it as an own key)',
      JSON.parse(
        '{"type":"object","properties":{"__proto__":{"type":"object","properties":{"x":{"type":"string"}}}}}',
      ),
      /#\/properties".*may not name a property "__proto__"/,
    ],
    ['root not an object schema', { type: 'string' }, /the root is not an object schema/],
    [
      'bad errorMessage',
      { type: 'object', properties: { a: { type: 'string', errorMessage: { required: 3 } } } },
      /errorMessage/,
    ],
    [
      "an IBAN field's formats out of shape",
      {
        type: 'object',
        properties: { a: { type: 'string', 'x-check': 'iban', 'x-iban': { DE: { length: 22 } } } },
      },
      /#\/properties\/a\/x-iban".*must map country codes to \{ "length": number, "bban": string \}/,
    ],
  ];

  /** What the browser itself refuses: the structure resolution relies on. The rest is linted at publish time. */
  const refusedInTheBrowser = new Set([
    'invalid pattern',
    'missing $defs entry',
    '$ref cycle',
    'not an object',
    'relative ref without $id',
    'a property named __proto__ (JSON.parse keeps it as an own key)',
    'root not an object schema',
    "an IBAN field's formats out of shape",
  ]);

  it.each(cases)('%s (lint, where schemas are published)', async (_name, schema, message) => {
    const error = await rejectionOf(lintSchema(schema, noRemoteRefs));
    expect(error.code).toBe('schema.invalid');
    expect(error.name).toBe('RailkitConfigurationError');
    expect(error.message).toMatch(message);
  });

  it.each(cases.filter(([name]) => refusedInTheBrowser.has(name)))(
    '%s (browser)',
    async (_name, schema, message) => {
      const error = await rejectionOf(readSchema(schema, noRemoteRefs));
      expect(error.code).toBe('schema.invalid');
      expect(error.name).toBe('RailkitConfigurationError');
      expect(error.message).toMatch(message);
    },
  );

  it('names the remote document in the pointer of a problem inside it', async () => {
    const fetchJson = async () => ({
      type: 'object',
      properties: { name: { type: 'string', pattern: '(' } },
    });
    const schema = {
      type: 'object',
      properties: { holder: { $ref: 'https://schemas.example/holder.json' } },
    };
    const error = await rejectionOf(resolveSchema(schema, fetchJson));
    expect(error.message).toContain('"https://schemas.example/holder.json#/properties/name/pattern"');
  });

  it("resolves a remote document's own local refs inside that document", async () => {
    const documents: Record<string, unknown> = {
      'https://schemas.example/holder.json': {
        type: 'object',
        properties: { name: { $ref: '#/$defs/name' }, address: { $ref: 'address.json' } },
        $defs: { name: { type: 'string', title: 'Holder name' } },
      },
      'https://schemas.example/address.json': { type: 'object', properties: { city: { type: 'string' } } },
    };
    const resolved = await resolveSchema(
      {
        type: 'object',
        properties: { holder: { $ref: 'https://schemas.example/holder.json' } },
        $defs: { name: { type: 'boolean' } },
      },
      async (url) => structuredClone(documents[url]),
    );
    expect(fieldsOf(resolved).map((field) => [field.path, field.label, field.kind])).toEqual([
      ['holder.name', 'Holder name', 'text'],
      ['holder.address.city', 'City', 'text'],
    ]);
  });
});
