import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { formatIssues } from '../issues';
import { dateTimeSchema, urlSchema, uuidSchema } from './common';

/* The light string formats must accept exactly what zod's built-in formats accept, and describe
 * themselves the same way to JSON Schema (the sandbox's OpenAPI document) and to error messages. */

const accepts = (schema: z.ZodMiniType, value: string) => schema.safeParse(value).success;

function issueText(schema: z.ZodMiniType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to be refused`);
  return formatIssues(result.error.issues, value);
}

const uuids = [
  '0b9b2c5e-3f7a-4d1e-9c8b-2a6f1e0d3c4b',
  '0B9B2C5E-3F7A-4D1E-9C8B-2A6F1E0D3C4B',
  '01890a5d-ac96-774b-bcce-b302099a8057',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '0b9b2c5e-3f7a-0d1e-9c8b-2a6f1e0d3c4b',
  '0b9b2c5e-3f7a-4d1e-7c8b-2a6f1e0d3c4b',
  '0b9b2c5e3f7a4d1e9c8b2a6f1e0d3c4b',
  '0b9b2c5e-3f7a-4d1e-9c8b-2a6f1e0d3c4',
  ' 0b9b2c5e-3f7a-4d1e-9c8b-2a6f1e0d3c4b',
  'g0000000-0000-4000-8000-000000000000',
  '',
];

const dateTimes = [
  '2026-11-21T10:10:00Z',
  '2026-11-21T10:10:00.123456Z',
  '2026-11-21T10:10:00+05:30',
  '2026-11-21T23:59:59-12:00',
  '2024-02-29T00:00:00Z',
  '2000-02-29T00:00:00Z',
  '1900-02-29T00:00:00Z',
  '2026-02-29T00:00:00Z',
  '2026-04-31T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-11-21T24:00:00Z',
  '2026-11-21T10:10Z',
  '2026-11-21T10:10:00',
  '2026-11-21 10:10:00Z',
  '2026-11-21T10:10:00z',
  '2026-11-21T10:10:00+0530',
  '2026-11-21T10:10:00+24:00',
  '2026-11-21',
];

const urls = [
  'http://127.0.0.1:4010/merchant/executions/1',
  'https://vault.example.com/instruments?x=1#y',
  'HTTPS://EXAMPLE.COM',
  'mailto:payer@example.com',
  'urn:isbn:0451450523',
  'http:example.com',
  'http://exa\nmple.com',
  ' https://example.com ',
  '/merchant/executions/1',
  'example.com',
  'http://',
  'http://[::1',
  '',
];

describe('light string formats', () => {
  it('accept exactly the UUIDs that z.uuid() accepts', () => {
    for (const value of uuids) expect(accepts(uuidSchema, value), value).toBe(accepts(z.uuid(), value));
    expect(uuids.filter((value) => accepts(uuidSchema, value))).toHaveLength(5);
  });

  it('accept exactly the date-times that z.iso.datetime({ offset: true }) accepts', () => {
    const zodDateTime = z.iso.datetime({ offset: true });
    for (const value of dateTimes)
      expect(accepts(dateTimeSchema, value), value).toBe(accepts(zodDateTime, value));
    expect(dateTimes.filter((value) => accepts(dateTimeSchema, value))).toHaveLength(6);
  });

  it('accept the URLs that z.url() accepts, refusing only padding that fetch would refuse too', () => {
    for (const value of urls)
      expect(accepts(urlSchema, value), JSON.stringify(value)).toBe(accepts(z.url(), value));
    expect(urls.filter((value) => accepts(urlSchema, value))).toHaveLength(8);
    // z.url() trims Unicode spaces away; this format returns values as sent, so it refuses them.
    const padded = '\u00a0https://example.com';
    expect(accepts(z.url(), padded)).toBe(true);
    expect(accepts(urlSchema, padded)).toBe(false);
  });

  it('describe themselves to JSON Schema as the zod formats do', () => {
    const schemaOf = (schema: z.ZodMiniType) => z.toJSONSchema(schema, { unrepresentable: 'any' });
    expect(schemaOf(uuidSchema)).toEqual(schemaOf(z.uuid()));
    expect(schemaOf(dateTimeSchema)).toEqual(schemaOf(z.iso.datetime({ offset: true })));
    expect(schemaOf(urlSchema)).toEqual(schemaOf(z.url()));
  });

  it('read the same in error messages', () => {
    for (const [schema, zodSchema, value] of [
      [uuidSchema, z.uuid(), 'x-1'],
      [dateTimeSchema, z.iso.datetime({ offset: true }), '2026-11-21'],
      [urlSchema, z.url(), 'example.com'],
      [uuidSchema, z.uuid(), 42],
    ] as const) {
      expect(issueText(z.object({ field: schema }), { field: value })).toBe(
        issueText(z.object({ field: zodSchema }), { field: value }),
      );
    }
    expect(issueText(z.object({ id: uuidSchema }), { id: 'x-1' })).toBe(
      'id: expected a UUID, received "x-1"',
    );
  });
});
