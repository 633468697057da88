import { describe, expect, it } from 'vitest';
import type { ClientConfig, CompositionOption } from '../../api/schemas/client-config';
import type { AuthorizeResult } from '../../core/types';
import { dropInChoices, noticeOf, offersSave } from './choices';
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

const mandate = { id: 'c3f1a2b4-6e7d-4f80-9a1b-2c3d4e5f6a7b', displayName: 'IBAN •••• 3000', data: {} };
const agreement = {
  id: 'd4a2b3c5-7f8e-4a91-8b2c-3d4e5f6a7b8c',
  displayName: 'b•••r@sandbox.railkit.dev',
  data: {},
};

describe('saved methods', () => {
  it('lists saved cards first, then saved accounts and agreements, then every method', () => {
    const options = [
      option('card', 'direct', { paymentInstruments: [storedCard] }),
      option('sepaDirectDebit', 'direct', { paymentInstruments: [mandate] }),
      option('payPal', 'redirect', { paymentInstruments: [agreement] }),
    ];
    expect(dropInChoices(options).map(({ key, kind }) => [key, kind])).toEqual([
      [`card:${storedCard.id}`, 'card'],
      [`saved:${mandate.id}`, 'direct'],
      [`saved:${agreement.id}`, 'redirect'],
      ['card', 'card'],
      ['sepaDirectDebit', 'direct'],
      ['payPal', 'redirect'],
    ]);
  });

  it('offers to save a new card, account or PayPal, only in a session with a holder', () => {
    const withHolder = { holderReference: 'buyer' } as ClientConfig;
    const anonymous = {} as ClientConfig;
    const [savedCard, savedMandate, card, sepa, payPal, ideal] = dropInChoices([
      option('card', 'direct', { paymentInstruments: [storedCard] }),
      option('sepaDirectDebit', 'direct', { paymentInstruments: [mandate] }),
      option('payPal', 'redirect'),
      option('iDeal', 'redirect'),
    ]);
    const offered = (config: ClientConfig) =>
      [savedCard, savedMandate, card, sepa, payPal, ideal].map((choice) => offersSave(choice!, config));
    expect(offered(withHolder)).toEqual([false, false, true, true, true, false]);
    expect(offered(anonymous)).toEqual([false, false, false, false, false, false]);
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
