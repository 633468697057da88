import { describe, expect, it, onTestFinished } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { onAClick } from '../../../test/payer-click';
import { rejectionOf } from '../../../test/rejections';
import { leftOf } from '../../../test/text-position';
import { checkoutClients } from '../../../test/checkout-clients';
import { focusedIn, mountedDropIn, nextEvent } from '../../../test/drop-in';
import { createTestSession } from '../../../test/sandbox-client';
import { consumerWaitOf, executedActions } from '../../../test/sandbox-control';
import { init } from '../../core/init';
import { redirectPopupName } from '../../core/redirect-popup';
import { ConfigurationError } from '../../api/errors';
import type { AuthorizeResult } from '../../core/types';
import '../../checkout';
import type { ClientInitResponse } from '../../api/schemas/client-config';
import type { Instrument } from '../../api/schemas/instrument';
import { dropInAr } from '../../i18n/drop-in-ar';
import {
  dropInChoices,
  type DropInChoiceDetail,
  type RkCheckout,
  type WalletUnavailableDetail,
} from './rk-checkout';
import { dropIn } from './index';
import { rememberLeftFor } from './return-memory';
import { walletAvailability } from './wallets';

// The drop-in against the real sandbox: what it lists and in which order, the radio group's keyboard,
// its events, and a payment through its one button. Headless Chromium has no wallet: the wallets are
// hidden with the reason, which is what these tests see of them (e2e drives a stubbed sheet).

const checkoutClient = checkoutClients();

/**
 * A session whose payer left for iDEAL from the drop-in (which noted it) and cancelled there, as the
 * return page finds it: its client-init response, and its execution.
 */
async function cancelledOnIdeal(): Promise<{ envelope: ClientInitResponse; executionId: string }> {
  const envelope = await createTestSession({
    workflowCode: 'checkout',
    country: 'NL',
    amount: { value: '30.00', currency: 'EUR' },
  });
  const session = init(envelope);
  const executionId = session.config.execution.id;
  // What happened on the page the payer left: the drop-in noted iDEAL, and the payer cancelled there.
  rememberLeftFor(executionId, 'iDeal');
  const leaving = onAClick(() =>
    session.api({ operation: 'authorize', paymentMethod: { paymentMethodCode: 'iDeal' }, redirect: 'popup' }),
  );
  await fetch(await consumerWaitOf(session), {
    method: 'POST',
    mode: 'no-cors',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'choice=cancel',
  });
  expect(await leaving).toMatchObject({ code: 'cancelled' });
  (await onAClick(() => window.open('', redirectPopupName)))?.close();
  session.destroy();
  return { envelope, executionId };
}

describe('the drop-in', () => {
  it("lists the lookup's methods in the platform's order and hides the wallets this browser cannot pay with", async () => {
    const client = await checkoutClient({ country: 'US', amount: { value: '30.00', currency: 'USD' } });
    const unavailable: WalletUnavailableDetail[] = [];
    document.addEventListener('rk-wallet-unavailable', (event) =>
      unavailable.push((event as CustomEvent<WalletUnavailableDetail>).detail),
    );
    const offered = client.config.lookup.data.paymentCompositionOptions!.map(
      (option) => option.paymentMethodCode,
    );
    expect(offered).toEqual(expect.arrayContaining(['card', 'ach', 'payPal', 'applePay', 'googlePay']));
    const { element } = await mountedDropIn(client);

    await expect
      .poll(() => unavailable.map((detail) => detail.paymentMethodCode).sort())
      .toEqual(['applePay', 'googlePay']);
    // Firefox has no Payment Request API: there the reason is that, not a missing wallet.
    const reasons =
      typeof globalThis.PaymentRequest === 'function'
        ? ['unsupported', 'noWallet', 'failed']
        : ['unsupported'];
    for (const detail of unavailable) expect(reasons).toContain(detail.reason);
    const listed = [...element.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map(
      (radio) => radio.value,
    );
    expect(listed).toEqual(offered.filter((code) => code !== 'applePay' && code !== 'googlePay'));
    await expect.element(page.getByRole('radio', { name: 'ACH bank debit' })).toBeVisible();
    expect(element.shadowRoot!.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(listed.length);
  });

  it('moves and selects with the arrow keys, reports each choice, and Tab leaves the group', async () => {
    const client = await checkoutClient({ country: 'NL', amount: { value: '30.00', currency: 'EUR' } });
    const handle = await mountedDropIn(client);
    const first = page.getByRole('radio').first();
    await expect.element(first).toBeVisible();
    (first.element() as HTMLElement).focus();
    const chosen = nextEvent<DropInChoiceDetail>(handle.element, 'rk-choice');
    await userEvent.keyboard('{ArrowDown}');
    const second = client.config.lookup.data.paymentCompositionOptions![1]!.paymentMethodCode;
    expect(await chosen).toEqual({ paymentMethodCode: second });
    expect(handle.choice).toEqual({ paymentMethodCode: second });
    await expect.element(page.getByRole('radio').nth(1)).toBeChecked();
    expect(focusedIn(handle)).toBe(page.getByRole('radio').nth(1).element());
    await userEvent.tab();
    await expect.poll(() => (focusedIn(handle) as HTMLInputElement | null)?.type).not.toBe('radio');
  });

  it('pays by SEPA Direct Debit with its one button and reports the result', async () => {
    const client = await checkoutClient({ country: 'DE', amount: { value: '30.00', currency: 'EUR' } });
    const handle = await mountedDropIn(client);
    await userEvent.click(page.getByRole('radio', { name: 'SEPA Direct Debit' }));
    await userEvent.type(page.getByLabelText('Account holder name'), 'Erika Mustermann');
    await userEvent.type(page.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
    await userEvent.click(page.getByRole('checkbox', { name: /I accept the SEPA Direct Debit mandate/ }));
    const reported = nextEvent<AuthorizeResult>(handle.element, 'rk-result');
    await userEvent.click(page.getByRole('button', { name: /^Pay/ }));
    const result = await reported;
    expect(result).toMatchObject({ status: 'success', code: 'authorizeSuccessful' });
    await expect.element(page.getByRole('alert')).toHaveTextContent('Payment authorized. Thank you!');
    await expect.poll(() => focusedIn(handle)).toBe(page.getByRole('alert').element());
  });

  it('without its button, emits the choice, and the merchant’s pay() sends nothing while the card form is empty', async () => {
    const client = await checkoutClient({ country: 'DE', amount: { value: '30.00', currency: 'EUR' } });
    const handle = await mountedDropIn(client, { payButton: false });
    const chosen = nextEvent<DropInChoiceDetail>(handle.element, 'rk-choice');
    await userEvent.click(page.getByRole('radio').first());
    expect((await chosen).paymentMethodCode).toBe('card');
    expect(handle.element.shadowRoot!.querySelector('button')).toBeNull();
    expect(await handle.pay()).toBeUndefined();
    await expect.element(page.getByRole('alert')).toHaveTextContent('');
  });

  it('in Arabic, a stored card keeps its name in order in its label', async () => {
    const client = await checkoutClient({ country: 'DE', amount: { value: '30.00', currency: 'EUR' } });
    const element = (await mountedDropIn(client, { locale: 'ar' })).element as RkCheckout;
    const option = client.config.lookup.data.paymentCompositionOptions!.find(
      (candidate) => candidate.paymentMethodCode === 'card',
    )!;
    // A name as a platform may write it, with no brand before its digits: unisolated, the Arabic
    // sentence would carry `4242` to the left of the dots.
    const instrument = { id: crypto.randomUUID(), displayName: '•••• 4242' } as Instrument;
    const [saved] = dropInChoices([{ ...option, paymentInstruments: [instrument] }]);
    element.choices = [saved!, ...element.choices];
    await element.updateComplete;
    const label = page.getByRole('radio', { name: /4242/ }).element().closest('label')!;
    await expect
      .poll(() => label.textContent)
      .toBe(dropInAr['dropIn.savedCard'].replace('{card}', instrument.displayName));
    expect(label.querySelector('bdi')?.textContent).toBe('•••• 4242');
    expect(leftOf(label, '••••')).toBeLessThan(leftOf(label, '4242'));
  });

  it('back from iDEAL cancelled (resume): checking, then the methods again naming iDEAL; SEPA pays the same order', async () => {
    const { envelope, executionId } = await cancelledOnIdeal();

    // The return page: a fresh client of the same session, and the drop-in in `resume` mode.
    const returned = init(envelope);
    const container = document.body.appendChild(document.createElement('div'));
    const handle = await dropIn(returned, { locale: 'en', resume: true });
    const reported = nextEvent<AuthorizeResult>(handle.element, 'rk-result');
    handle.mount(container);
    await expect.element(page.getByRole('status')).toHaveTextContent('Checking your payment…');
    expect(page.getByRole('radio').elements()).toHaveLength(0);
    expect(await reported).toMatchObject({ status: 'error', code: 'cancelled' });
    const notice = page.getByRole('alert');
    await expect
      .element(notice)
      .toHaveTextContent('You cancelled the payment with iDEAL. Nothing was charged: choose how to pay.');
    await expect.poll(() => focusedIn(handle)).toBe(notice.element());

    await userEvent.click(page.getByRole('radio', { name: 'SEPA Direct Debit' }));
    await userEvent.type(page.getByLabelText('Account holder name'), 'Erika Mustermann');
    await userEvent.type(page.getByLabelText('IBAN'), 'NL91 ABNA 0417 1643 00');
    await userEvent.click(page.getByRole('checkbox', { name: /I accept the SEPA Direct Debit mandate/ }));
    const paid = nextEvent<AuthorizeResult>(handle.element, 'rk-result');
    await userEvent.click(page.getByRole('button', { name: /^Pay/ }));
    expect(await paid).toMatchObject({ status: 'success', code: 'authorizeSuccessful' });
    const authorizations = (await executedActions(executionId)).filter(
      (action) => action.name === 'authorize',
    );
    expect(authorizations).toHaveLength(2);
    returned.destroy();
  });

  it('back from a cancel in Arabic (resume): what happened is said in Arabic, naming iDEAL', async () => {
    const { envelope } = await cancelledOnIdeal();
    const returned = init(envelope);
    onTestFinished(() => returned.destroy());
    const container = document.body.appendChild(document.createElement('div'));
    const handle = await dropIn(returned, { locale: 'ar', resume: true });
    const reported = nextEvent<AuthorizeResult>(handle.element, 'rk-result');
    handle.mount(container);
    await reported;
    const expected = dropInAr['dropIn.result.cancelledMethod'].replace('{method}', 'iDEAL');
    await expect.element(page.getByRole('alert')).toHaveTextContent(expected);
  });

  it('refuses options it does not know, and a session without payment methods', async () => {
    const client = await checkoutClient({ country: 'DE' });
    const refused = await rejectionOf(dropIn(client, { payButon: false } as never));
    expect(refused).toBeInstanceOf(ConfigurationError);
    expect((refused as Error).message).toContain('payButon');
    const hosting = await rejectionOf(dropIn(client, { cardHosting: 'iframe' as never }));
    expect((hosting as Error).message).toContain('cardHosting');
  });
});

describe('wallet feature detection', () => {
  it('reports unsupported where the page has no Payment Request API', async () => {
    const client = await checkoutClient({ country: 'US', amount: { value: '30.00', currency: 'USD' } });
    const original = globalThis.PaymentRequest;
    Reflect.deleteProperty(globalThis, 'PaymentRequest');
    try {
      expect(await walletAvailability('googlePay', client.config)).toBe('unsupported');
    } finally {
      globalThis.PaymentRequest = original;
    }
    expect(['noWallet', 'unsupported', 'failed']).toContain(
      await walletAvailability('googlePay', client.config),
    );
  });
});
