import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { rejectionOf } from '../../../test/rejections';
import { runnerFocusSettled } from '../../../test/engine-abilities';
import { checkoutClients } from '../../../test/checkout-clients';
import type { Execution } from '../../api/schemas/execution';
import { ConfigurationError, ValidationError } from '../../api/errors';
import type { MethodElement } from '../../core/method';
import type { RailkitClient } from '../../core/types';
import type { RkBankAccount } from '../bank-account/bank-account';
import '../../checkout';

// The schema-driven checkout methods against the real sandbox: the form from the lookup's schema, what
// authorize sends, and the refusals before anything is sent.

const checkoutClient = checkoutClients();

/** The method's element in the page; `options` are dynamicElement()'s others (`locale`, `translations`). */
async function mounted(
  client: RailkitClient,
  code: MethodElement['paymentMethodCode'],
  options: { locale?: string; translations?: Record<string, string> } = {},
) {
  const container = document.createElement('div');
  document.body.append(container);
  const method = await client.dynamicElement({ paymentMethod: { paymentMethodCode: code }, ...options });
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

  it('lays the mandate out on a phone: box and label on one line, the mandate text under both', async () => {
    const client = await checkoutClient({ country: 'DE', amount: { value: '30.00', currency: 'EUR' } });
    const container = document.createElement('div');
    container.style.width = '358px'; // a 390 px phone's page less its margins
    document.body.append(container);
    const method = await client.dynamicElement({ paymentMethod: { paymentMethodCode: 'sepaDirectDebit' } });
    method.mount(container);
    const box = page.getByRole('checkbox', { name: /I accept the SEPA Direct Debit mandate/ });
    await expect.element(box).toBeVisible();
    const field = box.element().closest('.field')!;
    const label = field.querySelector('label')!.getBoundingClientRect();
    const text = field.querySelector('.description')!.getBoundingClientRect();
    const input = box.element().getBoundingClientRect();
    // Squeezed beside the text, the label took a one-word column (over 100 px tall); here the row's
    // width beside the box, in one line or two.
    expect(label.width).toBeGreaterThan(250);
    expect(label.height).toBeLessThan(48);
    expect(Math.abs(label.top + label.height / 2 - (input.top + input.height / 2))).toBeLessThan(12);
    expect(text.top).toBeGreaterThanOrEqual(label.bottom - 1);
    expect(text.width).toBeGreaterThan(300);
  });

  it.runIf(runnerFocusSettled)(
    'refuses a wrong CPF in the Pix field after blur, and sends nothing',
    async () => {
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
    },
  );

  it.runIf(runnerFocusSettled)(
    'takes a company CNPJ in the Pix field as well as a CPF, and refuses a wrong one by name',
    async () => {
      const client = await checkoutClient({ country: 'BR', amount: { value: '30.00', currency: 'BRL' } });
      const pix = await mounted(client, 'pix');
      const taxId = page.getByLabelText('CPF or CNPJ');
      await userEvent.type(page.getByLabelText('Full name'), 'Padaria Silva Ltda');
      await userEvent.type(taxId, '11.222.333/0001-80');
      await userEvent.tab();
      await expect.element(taxId).toHaveAttribute('aria-invalid', 'true');
      await expect
        .element(page.getByText('This CNPJ is not valid: check its last two digits.'))
        .toBeVisible();
      expect(await rejectionOf(client.api({ operation: 'authorize', method: pix }))).toBeInstanceOf(
        ValidationError,
      );
      expect(await statuses(client)).toEqual(['created']);

      await userEvent.clear(taxId);
      await userEvent.type(taxId, '11.222.333/0001-81');
      const result = await client.api({ operation: 'authorize', method: pix });
      expect(result).toMatchObject({ status: 'success', code: 'authorizeSuccessful' });
    },
  );

  it('shows the SEPA form in German: labels, the mandate text and its error, by key', async () => {
    const client = await checkoutClient({ country: 'DE', amount: { value: '30.00', currency: 'EUR' } });
    const sepa = await mounted(client, 'sepaDirectDebit', { locale: 'de' });
    await expect.element(page.getByLabelText('Name des Kontoinhabers')).toBeVisible();
    await expect.element(page.getByText(/innerhalb von acht Wochen/)).toBeVisible();
    expect(document.body.textContent).not.toContain('entitled to a refund');
    await userEvent.type(page.getByLabelText('Name des Kontoinhabers'), 'Erika Mustermann');
    await userEvent.type(page.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
    expect(await rejectionOf(client.api({ operation: 'authorize', method: sepa }))).toBeInstanceOf(
      ValidationError,
    );
    await expect
      .element(page.getByText('Erteilen Sie das Mandat, um per Lastschrift zu bezahlen.'))
      .toBeVisible();
    await userEvent.click(page.getByRole('checkbox', { name: 'Ich erteile das SEPA-Lastschriftmandat' }));
    const result = await client.api({ operation: 'authorize', method: sepa });
    expect(result).toMatchObject({ status: 'success' });
  });

  it('shows the Pix form in Arabic, right to left, and keeps a merchant text over the built-in one', async () => {
    const client = await checkoutClient({ country: 'BR', amount: { value: '30.00', currency: 'BRL' } });
    const pix = await mounted(client, 'pix', {
      locale: 'ar',
      translations: { 'field.payer.name.label': 'اسم الدافع' },
    });
    await expect.element(page.getByLabelText('رقم CPF أو CNPJ')).toBeVisible();
    await expect.element(page.getByLabelText('اسم الدافع')).toBeVisible();
    expect(pix.element.shadowRoot?.querySelector('[dir="rtl"]')).not.toBeNull();
    await userEvent.type(page.getByLabelText('رقم CPF أو CNPJ'), '123.456.789-00');
    await userEvent.tab();
    await expect
      .element(page.getByText('رقم CPF أو CNPJ هذا غير صالح: تحقق من آخر رقمين فيه.'))
      .toBeVisible();
  });

  for (const locale of ['en', 'pt-BR', 'ar']) {
    it(`a wrong CPF in ${locale}: its error is read once, with the field, and no summary repeats it`, async () => {
      const client = await checkoutClient({ country: 'BR', amount: { value: '30.00', currency: 'BRL' } });
      const pix = await mounted(client, 'pix', { locale });
      const form = pix.element as RkBankAccount;
      const root = form.shadowRoot!;
      const input = (path: string) => root.querySelector<HTMLInputElement>(`input[name="${path}"]`)!;
      const [name, taxId] = [input('payer.name'), input('payer.taxId')];
      const summary = () => root.querySelector('[part="summary"]')!.textContent!.trim();
      const errorOf = (field: HTMLInputElement) =>
        root.getElementById(`${field.id}-error`)!.textContent!.trim();
      const labelOf = (field: HTMLInputElement) =>
        root.querySelector(`label[for="${field.id}"]`)!.textContent!;
      /** The merchant's Pay button, outside the form: where focus is when the payer presses it. */
      const pay = document.body.appendChild(document.createElement('button'));

      // Both fields empty: focus goes to the first, and the summary names the two.
      pay.focus();
      await rejectionOf(client.api({ operation: 'authorize', method: pix }));
      await expect.poll(() => root.activeElement).toBe(name);
      await expect.poll(summary).toContain(labelOf(taxId));
      expect(summary()).toContain(labelOf(name));

      await userEvent.type(name, 'João Silva');
      await userEvent.type(taxId, '123.456.789-00');
      pay.focus();
      await rejectionOf(client.api({ operation: 'authorize', method: pix }));
      await expect.poll(() => root.activeElement).toBe(taxId);
      await form.updateComplete;
      // The field, now focused, is read with its error (its description); nothing else is said.
      const error = errorOf(taxId);
      expect(error).not.toBe('');
      expect(taxId.getAttribute('aria-describedby')).toContain(`${taxId.id}-error`);
      expect(summary()).toBe('');

      // Pay again from the field itself (Enter): focus does not move, so its error is said, once.
      await rejectionOf(client.api({ operation: 'authorize', method: pix }));
      await expect.poll(summary).toBe(error);
      expect(root.activeElement).toBe(taxId);
      expect(await statuses(client)).toEqual(['created']);
    });
  }

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
