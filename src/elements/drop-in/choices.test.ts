import { describe, expect, it } from 'vitest';
import type { CompositionOption } from '../../api/schemas/client-config';
import type { AuthorizeResult } from '../../core/types';
import { dropInChoices, noticeOf } from './choices';
import { recallLeftFor, rememberLeftFor } from './return-memory';

// The drop-in's choice logic, apart from its element: what it lists, in which order and of which kind,
// and what it says of an outcome.

function option(paymentMethodCode: string, flow: 'direct' | 'redirect', extra = {}): CompositionOption {
  return {
    paymentMethodCode,
    clientConfig: { displayName: paymentMethodCode, flow },
    ...extra,
  } as unknown as CompositionOption;
}

const storedCard = { id: 'b7e2c8f0-5d1a-4c3e-9f6b-2a8d4e1c0b93', displayName: 'Visa •••• 4242', data: {} };

describe('dropInChoices', () => {
  it("lists the stored cards first, then the lookup's options in its order, each of its kind", () => {
    const options = [
      option('sepaDirectDebit', 'direct'),
      option('card', 'direct', { paymentInstruments: [storedCard] }),
      option('iDeal', 'redirect'),
      option('googlePay', 'direct'),
    ];
    expect(dropInChoices(options).map(({ key, kind }) => [key, kind])).toEqual([
      [`card:${storedCard.id}`, 'card'],
      ['sepaDirectDebit', 'direct'],
      ['card', 'card'],
      ['iDeal', 'redirect'],
      ['googlePay', 'wallet'],
    ]);
  });
});

describe('noticeOf', () => {
  const [ideal, card, googlePay] = dropInChoices([
    option('iDeal', 'redirect'),
    option('card', 'direct'),
    option('googlePay', 'direct'),
  ]);
  const result = (status: AuthorizeResult['status'], code: AuthorizeResult['code']) =>
    ({ status, code }) as AuthorizeResult;

  it('names a wallet or a redirect method in a cancel or a decline, and a card in neither', () => {
    expect(noticeOf(result('error', 'cancelled'), ideal)).toEqual({
      kind: 'info',
      key: 'dropIn.result.cancelledMethod',
      named: true,
    });
    expect(noticeOf(result('error', 'authorizeFailed'), googlePay)).toMatchObject({
      kind: 'error',
      key: 'dropIn.result.failedMethod',
    });
    expect(noticeOf(result('error', 'authorizeFailed'), card)).toMatchObject({
      kind: 'error',
      key: 'dropIn.result.failed',
      named: false,
    });
    expect(noticeOf(result('error', 'challenge.cancelled'), card)).toMatchObject({
      kind: 'info',
      key: 'dropIn.result.cancelled',
    });
  });

  it('says success and pending as they are, whatever the method', () => {
    expect(noticeOf(result('success', 'authorizeSuccessful'), ideal)).toMatchObject({
      kind: 'success',
      key: 'dropIn.result.success',
    });
    expect(noticeOf(result('pending', 'authorizePending'), undefined)).toMatchObject({
      kind: 'info',
      key: 'dropIn.result.pending',
    });
  });
});

describe('the method a payer left for', () => {
  it('is recalled for its execution only', () => {
    const execution = crypto.randomUUID();
    rememberLeftFor(execution, 'iDeal');
    expect(recallLeftFor(execution)).toBe('iDeal');
    expect(recallLeftFor(crypto.randomUUID())).toBeUndefined();
  });
});
