import { describe, expect, it } from 'vitest';
import { checkValue } from '../validation/checks';
import { formatterFor } from '../validation/format';
import { fieldsOf, validateInstrumentData } from './index';
import { resolveSchema } from './resolve';
import { lintSchema } from './lint';

/** These schemas have no remote `$ref`: a fetch would be a bug. */
const noRemoteRefs = (url: string): Promise<unknown> =>
  Promise.reject(new Error(`unexpected fetch of ${url}`));

/** One IBAN field, as a platform would publish it; `errorMessage` optional. */
function ibanSchema(errorMessage?: Record<string, string>) {
  return {
    type: 'object',
    properties: {
      iban: {
        type: 'string',
        'x-check': 'iban',
        'x-ui': { format: 'iban' },
        ...(errorMessage && { errorMessage }),
      },
    },
  };
}

describe('x-check dispatch', () => {
  it('loads a check when a schema names it, not before', async () => {
    expect(() => checkValue('nzAccount', '01-0242-0100194-00')).toThrow(/not loaded/);
    await resolveSchema(
      { type: 'object', properties: { n: { type: 'string', 'x-check': 'nzAccount' } } },
      noRemoteRefs,
    );
    expect(checkValue('nzAccount', '01-0242-0100194-00')).toBe(true);
  });

  it('loads a named display format with the check module of its name, even where no x-check names it', async () => {
    expect(formatterFor('sortCode')).toBeUndefined();
    const resolved = await resolveSchema(
      {
        type: 'object',
        properties: { sortCode: { type: 'string', maxLength: 6, 'x-ui': { format: 'sortCode' } } },
      },
      noRemoteRefs,
    );
    expect(formatterFor('sortCode')?.('123456')).toBe('12-34-56');
    // The input takes the formatted length: six digits and two dashes.
    expect(fieldsOf(resolved, {})[0]).toMatchObject({ format: 'sortCode', maxLength: 8 });
  });

  it('refuses an unknown check name when linting a schema, listing the known ones', async () => {
    await expect(
      lintSchema({ type: 'object', properties: { n: { type: 'string', 'x-check': 'bsb' } } }, noRemoteRefs),
    ).rejects.toThrow(/unknown x-check "bsb".*iban, sortCode/);
  });

  it('says what is wrong with an IBAN: length for its country, a letter where a digit belongs, check digits', async () => {
    const resolved = await resolveSchema(ibanSchema(), noRemoteRefs);
    const errorOf = (iban: string) => validateInstrumentData(resolved, { iban }).iban;
    expect(errorOf('DE89 3704 0044 0532 0130')).toEqual({
      rule: 'iban',
      message: 'IBANs starting with DE have 22 characters.',
      params: { reason: 'length', country: 'DE', length: 22 },
    });
    // Right length and mod 97, but a German BBAN is digits only.
    expect(errorOf('DE54A70400440532013000')).toMatchObject({
      message: 'Character 5 of this IBAN must be a digit.',
      params: { reason: 'digit', position: 5 },
    });
    expect(errorOf('GB29 1WBK 6016 1331 9268 19')?.params).toMatchObject({ reason: 'letter', position: 5 });
    expect(errorOf('DE88370400440532013000')?.message).toBe(
      'The check digits of this IBAN do not match: check it for typos.',
    );
    expect(errorOf('DE89370400440532013000')).toBeUndefined();
  });

  it("uses the schema's message for a reason first, then the locale's, then the check's", async () => {
    const resolved = await resolveSchema(
      ibanSchema({ 'iban.length': 'A German IBAN has 22 characters.', 'x-check': 'Not an IBAN.' }),
      noRemoteRefs,
    );
    const short = validateInstrumentData(resolved, { iban: 'DE8937040044' }).iban;
    expect(short?.message).toBe('A German IBAN has 22 characters.');
    const german = validateInstrumentData(
      resolved,
      { iban: 'DE8937040044' },
      {
        schemaMessages: false,
        message: (rule, params) => (rule === 'iban.length' ? `${params.length} Zeichen` : undefined),
      },
    ).iban;
    expect(german?.message).toBe('22 Zeichen');
    // A reason without a message of its own (an unknown country) falls back to the schema's x-check text.
    expect(validateInstrumentData(resolved, { iban: 'ZZ89370400440532013000' }).iban?.message).toBe(
      'This IBAN starts with ZZ, which has no IBANs.',
    );
    expect(validateInstrumentData(resolved, { iban: '89DE' }).iban?.message).toBe('Not an IBAN.');
  });
});
