import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cardTestValues,
  methodAmountTestValues,
  decideAuthorizeOutcome,
  decidePayoutOutcome,
  groupCardNumber,
  payoutAccountTestValues,
  payoutAmountTestValues,
  sampleCardNumber,
} from './test-values';

describe('test values', () => {
  it('decides outcomes by amount first, then by account', () => {
    expect(decidePayoutOutcome('10.13', 'DE', 'DE89370400440532013000').status).toBe('payoutFailed');
    expect(decidePayoutOutcome('10.130', 'DE', 'DE89370400440532013000').status).toBe('payoutFailed');
    expect(decidePayoutOutcome('10.17', 'DE', 'DE88370400440532013018').status).toBe('payoutPending');
    expect(decidePayoutOutcome('10.1', 'DE', 'DE88370400440532013018').status).toBe('payoutFailed');
    expect(decidePayoutOutcome('113', 'DE', 'DE89370400440532013000').status).toBe('payoutSuccessful');
    expect(decidePayoutOutcome('10.00', 'GB', '00000013').status).toBe('payoutFailed');
    expect(decidePayoutOutcome('10.00', 'US', '00000013').status).toBe('payoutSuccessful');
  });

  it('decide authorizations by card number; other cards are authorized', () => {
    expect(decideAuthorizeOutcome('4000000000000002')).toMatchObject({ reason: { code: 'card.declined' } });
    expect(decideAuthorizeOutcome('4000000000003220')).toEqual({
      status: 'authorizePending',
      actionRequired: '3ds',
    });
    expect(decideAuthorizeOutcome('4000000000000077')).toMatchObject({ afterProviderTimeout: true });
    expect(decideAuthorizeOutcome(sampleCardNumber)).toEqual({ status: 'authorizeSuccessful' });
    expect(groupCardNumber('4000000000000002')).toBe('4000 0000 0000 0002');
  });

  it('are all listed in the sandbox guide (payouts, cards) and its routes (methods)', () => {
    const readme = ['../../../../docs/sandbox.md', '../../../../docs/sandbox-api.md']
      .map((path) => readFileSync(new URL(path, import.meta.url), 'utf8'))
      .join('\n');
    // Table rows as trimmed cells, so column padding does not matter.
    const rows = readme
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    const hasRow = (cells: string[]) => rows.some((row) => cells.every((cell, index) => row[index] === cell));
    for (const test of payoutAmountTestValues) {
      expect(hasRow([`amount ending \`${test.endsWith}\``])).toBe(true);
    }
    for (const test of payoutAccountTestValues) {
      const outcome =
        test.outcome.status === 'payoutFailed'
          ? `\`payoutFailed\`, reason \`${test.outcome.reason.code}\``
          : `\`${test.outcome.status}\``;
      expect(hasRow([`\`${test.value}\``, `${test.country} \`${test.field}\``, outcome]), test.value).toBe(
        true,
      );
    }
    for (const test of methodAmountTestValues) {
      const row = rows.find((cells) => cells[0] === `\`${test.endsWith}\``);
      expect(row?.[1], test.endsWith).toContain(`\`${test.outcome.status}\``);
    }
    for (const test of cardTestValues) {
      const row = rows.find((cells) => cells[0] === `\`${groupCardNumber(test.cardNumber)}\``);
      expect(row?.[1], test.cardNumber).toBe('`encryptedData.cardNumber`');
      const { outcome } = test;
      const expected =
        outcome.status === 'authorizeFailed'
          ? outcome.reason.code
          : outcome.status === 'authorizePending'
            ? outcome.actionRequired
            : outcome.status;
      expect(row?.[2], test.cardNumber).toContain(`\`${test.outcome.status}\``);
      expect(row?.[2], test.cardNumber).toContain(expected);
    }
  });
});
