import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { formatIssuePath, formatIssues } from './issues';

function issuesOf(schema: z.ZodMiniType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to be invalid');
  return formatIssues(result.error.issues, value);
}

describe('formatIssues', () => {
  it('names the path, the expected type and what was received', () => {
    const schema = z.object({ vault: z.object({ keyId: z.string() }) });
    expect(issuesOf(schema, { vault: { keyId: 7 } })).toBe('vault.keyId: expected string, received number');
    expect(issuesOf(schema, { vault: null })).toBe('vault: expected object, received null');
  });

  it('describes formats, lengths, enums and unknown keys instead of "Invalid input"', () => {
    expect(issuesOf(z.object({ id: z.uuid() }), { id: 'x-1' })).toBe('id: expected a UUID, received "x-1"');
    expect(issuesOf(z.string().check(z.minLength(2)), 'a')).toBe(
      '(root): expected at least 2 character(s), received "a"',
    );
    expect(issuesOf(z.array(z.string()).check(z.length(1)), [])).toBe('(root): expected exactly 1 item(s)');
    expect(issuesOf(z.enum(['api', 'hpp']), 'sdk')).toBe(
      '(root): expected one of "api", "hpp", received "sdk"',
    );
    expect(issuesOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe('(root): unknown keys "b"');
    expect(issuesOf(z.string().check(z.regex(/^\d+$/)), 'abc')).toBe(
      '(root): expected a string matching /^\\d+$/, received "abc"',
    );
  });

  it("uses a schema's own message as the expectation", () => {
    const amount = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'a decimal string such as "125.50"'));
    expect(issuesOf(z.object({ value: amount }), { value: '12,50' })).toBe(
      'value: expected a decimal string such as "125.50", received "12,50"',
    );
  });

  it('never quotes values of secret-looking fields back', () => {
    const schema = z.object({
      token: z.string().check(z.minLength(50)),
      account: z.object({ iban: z.uuid() }),
    });
    const text = issuesOf(schema, { token: 'secret-token', account: { iban: 'DE89370400440532013000' } });
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('DE89');
    expect(text).toContain('account.iban: expected a UUID');
    // Brazil's instrument data carries the holder's tax id (CPF), Mexico's the CLABE.
    const taxId = issuesOf(z.object({ document: z.object({ cpf: z.uuid() }) }), {
      document: { cpf: '12345678909' },
    });
    expect(taxId).not.toContain('12345678909');
    expect(issuesOf(z.object({ clabe: z.uuid() }), { clabe: '032180000118359719' })).not.toContain('0321');
  });

  it('formats array indexes and limits long lists', () => {
    expect(formatIssuePath(['payoutComposition', 0, 'amount'])).toBe('payoutComposition[0].amount');
    const many = z.array(z.number());
    expect(issuesOf(many, ['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toMatch(/; and 2 more$/);
  });
});
