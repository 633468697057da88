import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { executedPayouts } from '../test/sandbox-control';
import { createTestSession } from '../test/sandbox-client';
import { renewSessionNow } from './core/client';
import * as Railkit from './index';

const clients: Railkit.RailkitClient[] = [];

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy();
  document.body.replaceChildren();
});

/** The payout journey of spec 4.8 through the public entry and the real bank-account element. */
describe('payout journey through the public entry', () => {
  it('tokenizes typed bank details, pays out once and resolves success', async () => {
    const holderReference = `holder-${crypto.randomUUID()}`;
    const response = await createTestSession({
      holderReference,
      amount: { value: '42.00', currency: 'EUR' },
    });
    const client = Railkit.init(response, {
      events: { onSessionExpired: () => createTestSession({ holderReference }) },
    });
    clients.push(client);
    const container = document.createElement('div');
    document.body.append(container);

    const bankAccount = await client.dynamicElement({ paymentMethod: { paymentMethodCode: 'bankAccount' } });
    bankAccount.mount(container);
    await userEvent.type(page.getByLabelText('Account holder name'), 'Zoë Müller');
    await userEvent.type(page.getByLabelText('IBAN'), 'DE89370400440532013000');

    // The session runs out while the payer is on the page: the typed values survive the renewal.
    const firstExecution = client.config.execution.id;
    expect(await renewSessionNow(client)).toBe(true);
    expect(client.config.execution.id).not.toBe(firstExecution);
    await expect.element(page.getByLabelText('Account holder name')).toHaveValue('Zoë Müller');

    const instrument = await bankAccount.tokenize();
    expect(instrument.holderReference).toBe(holderReference);
    expect(JSON.stringify(instrument.data)).not.toContain('0532013000');
    client.setState({ instrument });

    const result = await client.api({ operation: 'payout' });
    expect(result).toMatchObject({ status: 'success', code: 'payoutSuccessful' });
    const payouts = await executedPayouts(client.config.execution.id);
    expect(payouts).toEqual([expect.objectContaining({ actionId: result.actionId })]);
    expect(client.getState().payout).toEqual(result);
  });
});
