import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { checkoutClients } from '../../../test/checkout-clients';
import { focusedIn, mountedDropIn, nextEvent } from '../../../test/drop-in';
import { rejectionOf } from '../../../test/rejections';
import { addFault, postAsSession, releaseFaults } from '../../../test/sandbox-control';
import { ConfigurationError } from '../../api/errors';
import type { AuthorizeResult, RailkitClient } from '../../core/types';
import '../../checkout';
import type { Instrument } from '../../api/schemas/instrument';
import { dropInAr } from '../../i18n/drop-in-ar';
import { runnerFocusSettled } from '../../../test/engine-abilities';
import type { SavedRemovedDetail } from './rk-checkout';

// Saved methods in the drop-in against the real sandbox: the payer's consent to save, paying with a
// saved account in one press, and removing one in two steps by keyboard, with its failures.

const checkoutClient = checkoutClients();
afterEach(releaseFaults);

const euros = { value: '30.00', currency: 'EUR' };
const sepaData = {
  account: { holderName: 'Erika Mustermann', iban: 'DE89370400440532013000' },
  mandate: { accepted: true },
};

/** A checkout of a holder who saved a SEPA mandate with an earlier payment; the mandate as listed. */
async function withSavedMandate(): Promise<{ client: RailkitClient; mandate: Instrument }> {
  const holderReference = `holder-${crypto.randomUUID()}`;
  const earlier = await checkoutClient({ country: 'DE', amount: euros, holderReference });
  const { config } = earlier;
  const item = { paymentMethodCode: 'sepaDirectDebit', integrationType: 'api', amount: config.amount };
  const answer = await postAsSession(config, config.execution.links.authorize!.href, {
    amount: config.amount,
    paymentComposition: [{ ...item, instrumentData: sepaData, storeInstrument: true }],
  });
  expect(answer.status).toBe(202);
  const client = await checkoutClient({ country: 'DE', amount: euros, holderReference });
  return { client, mandate: savedIn(client, 'sepaDirectDebit')[0]! };
}

function savedIn(client: RailkitClient, code: string): Instrument[] {
  const options = client.config.lookup.data.paymentCompositionOptions ?? [];
  return options.find((option) => option.paymentMethodCode === code)?.paymentInstruments ?? [];
}

const savedMandateRadio = () => page.getByRole('radio', { name: 'Saved SEPA Direct Debit: IBAN •••• 3000' });

describe('saved methods in the drop-in', () => {
  it('saves a SEPA account only when the payer ticks it, and the next checkout pays with it in one press', async () => {
    const holderReference = `holder-${crypto.randomUUID()}`;
    const first = await checkoutClient({ country: 'DE', amount: euros, holderReference });
    const handle = await mountedDropIn(first);
    await userEvent.click(page.getByRole('radio', { name: 'SEPA Direct Debit' }));
    const save = page.getByRole('checkbox', { name: 'Save for my next payments' });
    await expect.element(save).not.toBeChecked();
    await userEvent.type(page.getByLabelText('Account holder name'), 'Erika Mustermann');
    await userEvent.type(page.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
    await userEvent.click(page.getByRole('checkbox', { name: /I accept the SEPA Direct Debit mandate/ }));
    await userEvent.click(save);
    const paid = nextEvent<AuthorizeResult>(handle.element, 'rk-result');
    await userEvent.click(page.getByRole('button', { name: /^Pay/ }));
    expect(await paid).toMatchObject({ status: 'success' });
    handle.unmount();

    const next = await checkoutClient({ country: 'DE', amount: euros, holderReference });
    const again = await mountedDropIn(next);
    await userEvent.click(savedMandateRadio());
    // No form and no consent for a saved account: the press pays.
    expect(page.getByLabelText('IBAN', { exact: true }).elements()).toHaveLength(0);
    expect(page.getByRole('checkbox', { name: 'Save for my next payments' }).elements()).toHaveLength(0);
    const result = nextEvent<AuthorizeResult>(again.element, 'rk-result');
    await userEvent.click(page.getByRole('button', { name: /^Pay/ }));
    expect(await result).toMatchObject({ status: 'success', code: 'authorizeSuccessful' });
  });

  it.runIf(runnerFocusSettled)(
    'removes a saved mandate by keyboard: Keep it has focus, Escape keeps, Remove confirms',
    async () => {
      const { client, mandate } = await withSavedMandate();
      const handle = await mountedDropIn(client);
      await expect.element(savedMandateRadio()).toBeVisible();
      (savedMandateRadio().element() as HTMLElement).focus();
      await userEvent.keyboard(' ');
      await expect.element(savedMandateRadio()).toBeChecked();

      await userEvent.tab();
      const remove = page.getByRole('button', { name: 'Remove IBAN •••• 3000' });
      await expect.poll(() => focusedIn(handle)).toBe(remove.element());
      await userEvent.keyboard('{Enter}');
      const keep = page.getByRole('button', { name: 'Keep it' });
      await expect.poll(() => focusedIn(handle)).toBe(keep.element());
      await expect
        .element(
          page.getByRole('group', { name: /^Remove IBAN •••• 3000 from your saved payment methods\?/ }),
        )
        .toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.poll(() => focusedIn(handle)).toBe(remove.element());
      expect(page.getByRole('button', { name: 'Keep it' }).elements()).toHaveLength(0);

      await userEvent.keyboard('{Enter}');
      await expect.poll(() => focusedIn(handle)).toBe(keep.element());
      const removed = nextEvent<SavedRemovedDetail>(handle.element, 'rk-saved-removed');
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
      expect(await removed).toMatchObject({
        paymentMethodCode: 'sepaDirectDebit',
        instrument: { id: mandate.id, status: 'disabled' },
      });
      const alert = page.getByRole('alert');
      await expect
        .element(alert)
        .toHaveTextContent('IBAN •••• 3000 was removed from your saved payment methods.');
      await expect.poll(() => focusedIn(handle)).toBe(alert.element());
      expect(savedMandateRadio().elements()).toHaveLength(0);

      const later = await checkoutClient({
        country: 'DE',
        amount: euros,
        holderReference: client.config.holderReference!,
      });
      expect(savedIn(later, 'sepaDirectDebit')).toEqual([]);
    },
  );

  it('keeps the method listed and says so when the removal fails', async () => {
    const { client, mandate } = await withSavedMandate();
    const handle = await mountedDropIn(client);
    // The sandbox scopes a fault by the path's id: here the instrument's.
    await addFault({ route: 'instruments', kind: 'unavailable', times: 10, executionId: mandate.id });
    await userEvent.click(savedMandateRadio());
    await userEvent.click(page.getByRole('button', { name: 'Remove IBAN •••• 3000' }));
    const failed = nextEvent<unknown>(handle.element, 'rk-error');
    await userEvent.click(page.getByRole('button', { name: 'Remove', exact: true }));
    expect(await failed).toBeInstanceOf(Error);
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('IBAN •••• 3000 could not be removed and is still saved. Try again later.');
    await expect.element(savedMandateRadio()).toBeVisible();
  });

  it('in Arabic, isolates the saved method’s name in its label and its removal', async () => {
    const { client } = await withSavedMandate();
    const handle = await mountedDropIn(client, { locale: 'ar' });
    const radio = page.getByRole('radio', { name: /3000/ });
    await expect.element(radio).toBeVisible();
    const label = radio.element().closest('label')!;
    expect(label.querySelector('bdi')?.textContent).toBe('IBAN •••• 3000');
    await userEvent.click(radio);
    const remove = handle.element.shadowRoot!.querySelector('.remove')!;
    await expect
      .poll(() => remove.textContent?.trim())
      .toBe(dropInAr['dropIn.remove'].replace('{name}', 'IBAN •••• 3000'));
    expect(remove.querySelector('bdi')?.textContent).toBe('IBAN •••• 3000');
  });

  it('refuses to remove an instrument the session does not list, sending nothing', async () => {
    const client = await checkoutClient({ country: 'DE', amount: euros });
    const stranger = { id: crypto.randomUUID(), displayName: 'IBAN •••• 3000' } as Instrument;
    const error = await rejectionOf(client.api({ operation: 'removeInstrument', instrument: stranger }));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error).toMatchObject({ code: 'options.invalid' });
  });

  it('removes once when the first answer is lost: the retry under the same key gets the answer', async () => {
    const { client, mandate } = await withSavedMandate();
    await addFault({ route: 'instruments', kind: 'drop-response', executionId: mandate.id });
    const removed = await client.api({ operation: 'removeInstrument', instrument: mandate });
    expect(removed).toMatchObject({ id: mandate.id, status: 'disabled' });
    const later = await checkoutClient({
      country: 'DE',
      amount: euros,
      holderReference: client.config.holderReference!,
    });
    expect(savedIn(later, 'sepaDirectDebit')).toEqual([]);
  });
});
