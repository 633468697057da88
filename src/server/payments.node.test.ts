import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { failureOf, useAcceptanceSandbox } from '../../test/server-acceptance';
import { sampleBankAccounts } from '../sandbox/test-values';
import { ServerClientConfigurationError, decodeClientConfig } from './index';

const t = useAcceptanceSandbox();

const workspaceId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

async function payoutSession(amount = { value: '125.50', currency: 'EUR' }) {
  const response = await t.client.clientInit({
    type: 'dropIn',
    workflowCode: 'payout',
    holderReference: `holder-${randomUUID()}`,
    merchantReference: `order-${randomUUID()}`,
    workspaceId,
    amount,
    meta: { order: { placement: { country: { code: 'DE' } } } },
  });
  return decodeClientConfig(response);
}

describe('the payout journey through the server client (spec 4.7, 4.8, contract 6, 8)', () => {
  it('client init, instrument with the client token, payout, execution long poll', async () => {
    const config = await payoutSession();
    expect(config.lookup.data.payoutCompositionOptions?.[0]?.paymentMethodCode).toBe('bankAccount');

    const instrument = await t.client.createInstrument(
      {
        holderReference: config.holderReference!,
        paymentMethodCode: 'bankAccount',
        data: sampleBankAccounts.DE!,
        storeInstrument: true,
      },
      { clientToken: config.token },
    );
    expect(JSON.stringify(instrument.data)).not.toContain('370400440532013000');

    const action = await t.client.payout(config.execution.id, {
      amount: config.amount!,
      payoutComposition: [
        {
          paymentInstrumentId: instrument.id,
          paymentMethodCode: 'bankAccount',
          integrationType: 'api',
          amount: config.amount!,
        },
      ],
    });
    expect(action.name).toBe('payout');

    const execution = await t.client.getExecution('payout', config.execution.id, { wait: 5 });
    expect(execution.status.at(-1)!.code).toBe('payoutSuccessful');
  });

  it('a payout of an amount ending .13 fails (sandbox test value)', async () => {
    const config = await payoutSession({ value: '10.13', currency: 'EUR' });
    const instrument = await t.client.createInstrument(
      {
        holderReference: config.holderReference!,
        paymentMethodCode: 'bankAccount',
        data: sampleBankAccounts.DE!,
      },
      { clientToken: config.token },
    );
    await t.client.payout(config.execution.id, {
      amount: config.amount!,
      payoutComposition: [
        {
          paymentInstrumentId: instrument.id,
          paymentMethodCode: 'bankAccount',
          integrationType: 'api',
          amount: config.amount!,
        },
      ],
    });
    const execution = await t.client.getExecution('payout', config.execution.id, { wait: 5 });
    expect(execution.status.at(-1)).toMatchObject({
      code: 'payoutFailed',
      reason: { code: 'payout.rejected' },
    });
  });

  it('refuses a wait outside 0-30 seconds before sending', async () => {
    await expect(t.client.getExecution('payout', randomUUID(), { wait: 31 })).rejects.toThrow(
      ServerClientConfigurationError,
    );
  });

  it('refuses an instrument for another holder with 403 request.forbidden', async () => {
    const config = await payoutSession();
    const error = await failureOf(
      t.client.createInstrument(
        { holderReference: 'someone-else', paymentMethodCode: 'bankAccount', data: sampleBankAccounts.DE! },
        { clientToken: config.token },
      ),
    );
    expect(error.status).toBe(403);
    expect(error.codes).toEqual(['request.forbidden']);
  });
});

describe('payment actions typed from the contract (authorize, capture, cancel, refund, lookup)', () => {
  it('checks an authorize body locally: one payment per execution', async () => {
    const amount = { value: '10.00', currency: 'EUR' };
    const item = { paymentMethodCode: 'card', integrationType: 'api' as const, amount };
    const error = await failureOf(
      t.client.authorize('checkout', randomUUID(), { amount, paymentComposition: [item, item] }),
    );
    expect(error).toBeInstanceOf(ServerClientConfigurationError);
    expect(error.message).toMatch(/paymentComposition/);
  });
});
