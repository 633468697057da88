import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { rejectionOf } from '../../../test/rejections';
import { checkoutClients } from '../../../test/checkout-clients';
import type { Execution } from '../../api/schemas/execution';
import { ConfigurationError, ValidationError } from '../../core/errors';
import type { MethodElement } from '../../core/method';
import type { RailkitClient } from '../../core/types';
import './index';

// The schema-driven checkout methods against the real sandbox: the form from the lookup's schema, what
// authorize sends, and the refusals before anything is sent.

const checkoutClient = checkoutClients();

async function mounted(client: RailkitClient, code: MethodElement['paymentMethodCode']) {
  const container = document.createElement('div');
  document.body.append(container);
  const method = await client.dynamicElement({ paymentMethod: { paymentMethodCode: code } });
  return method.mount(container);
}

async function statuses(client: RailkitClient): Promise<string[]> {
  const execution: Execution = await client.query({ operation: 'execution' });
  return execution.status.map((status) => status.code);
}

describe('schema-driven checkout methods', () => {
  it('pays by SEPA Direct Debit once the mandate is accepted, with the mandate text shown', async () => {
    const client = await checkoutClient({ country: 'DE', amount: { value: '30.00', currency: 'EUR' } });
    const sepa = await mounted(client, 'sepaDirectDebit');
    await expect.element(page.getByText(/entitled to a refund from your bank/)).toBeVisible();

    await userEvent.type(page.getByLabelText('Account holder name'), 'Erika Mustermann');
    await userEvent.type(page.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
    const refused = await rejectionOf(client.api({ operation: 'authorize', method: sepa }));
    expect(refused).toBeInstanceOf(ValidationError);
    expect(Object.keys((refused as ValidationError).fieldErrors)).toEqual(['mandate.accepted']);
    await expect.element(page.getByText('Accept the mandate to pay by direct debit.')).toBeVisible();
    expect(await statuses(client)).toEqual(['created']);

    await userEvent.click(page.getByRole('checkbox', { name: /I accept the SEPA Direct Debit mandate/ }));
    const result = await client.api({ operation: 'authorize', method: sepa });
    expect(result).toMatchObject({ status: 'success', code: 'authorizeSuccessful' });
    expect(client.getState().authorization?.actionId).toBe(result.actionId);
  });

  it('refuses a wrong CPF in the Pix field after blur, and sends nothing', async () => {
    const client = await checkoutClient({ country: 'BR', amount: { value: '30.00', currency: 'BRL' } });
    const pix = await mounted(client, 'pix');
    await userEvent.type(page.getByLabelText('Full name'), 'João Silva');
    await userEvent.type(page.getByLabelText('CPF'), '123.456.789-00');
    await userEvent.tab();
    await expect.element(page.getByLabelText('CPF')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText('This CPF is not valid: check its last two digits.')).toBeVisible();
    const refused = await rejectionOf(client.api({ operation: 'authorize', method: pix }));
    expect(refused).toBeInstanceOf(ValidationError);
    expect(await statuses(client)).toEqual(['created']);
  });

  it('rejects a method the session does not offer, naming the offered codes', async () => {
    const client = await checkoutClient({ country: 'DE' });
    const refused = await rejectionOf(client.dynamicElement({ paymentMethod: { paymentMethodCode: 'pix' } }));
    expect(refused).toBeInstanceOf(ConfigurationError);
    expect(refused).toMatchObject({ code: 'options.invalid' });
    expect((refused as Error).message).toContain('"sepaDirectDebit"');
    const viaApi = await rejectionOf(
      client.api({ operation: 'authorize', paymentMethod: { paymentMethodCode: 'iDeal' } }),
    );
    expect(viaApi).toMatchObject({ code: 'options.invalid' });
    expect((viaApi as Error).message).toContain('"payPal"');
  });

  it('pays with a wallet token through paymentMethod', async () => {
    const client = await checkoutClient({ country: 'US', amount: { value: '30.00', currency: 'USD' } });
    const result = await client.api({
      operation: 'authorize',
      paymentMethod: { paymentMethodCode: 'googlePay', paymentToken: 'rk_test_googlepay_token' },
    });
    expect(result).toMatchObject({ status: 'success', code: 'authorizeSuccessful' });
  });
});
