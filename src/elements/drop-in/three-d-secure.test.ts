import { describe, expect, it, onTestFinished } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { completeChallengeByKeyboard, loadedChallengeFrame } from '../../../test/challenge-frame';
import { runnerFocusSettled } from '../../../test/engine-abilities';
import { checkoutClients } from '../../../test/checkout-clients';
import { executedActions } from '../../../test/sandbox-control';
import type { AuthorizeResult } from '../../core/types';
import '../../checkout';
import { dropIn, type DropIn } from './index';

// The drop-in given the page's returnInfo: the page's return URLs go only with a method the payer leaves
// the page for. A card's 3-D Secure challenge opens in the SDK's dialog and ends there, so its authorize
// carries none, and the outcome is read and shown in the drop-in.

const checkoutClient = checkoutClients();
const returnInfo = {
  success: `${location.origin}/shop-return?outcome=success`,
  error: `${location.origin}/shop-return?outcome=error`,
  cancel: `${location.origin}/shop-return?outcome=cancel`,
};

interface SentAuthorize {
  returnInfo?: unknown;
  paymentComposition: Record<string, unknown>[];
}

/**
 * The authorize bodies the page sends to the sandbox, as they go. (That a redirect method's carries the
 * return addresses, e2e proves: the payer comes back to them, e2e/checkout-recovery.spec.ts.)
 */
function watchAuthorize(): SentAuthorize[] {
  const sent: SentAuthorize[] = [];
  const realFetch = window.fetch;
  onTestFinished(() => void (window.fetch = realFetch));
  window.fetch = (input, init) => {
    if (!String(input).endsWith('/authorize')) return realFetch(input, init);
    sent.push(JSON.parse(String(init?.body)) as SentAuthorize);
    return realFetch(input, init);
  };
  return sent;
}

async function mountedDropIn(options: Parameters<typeof dropIn>[1]): Promise<DropIn> {
  const client = await checkoutClient({ country: 'DE', amount: { value: '30.00', currency: 'EUR' } });
  const container = document.createElement('div');
  document.body.append(container);
  const handle = (await dropIn(client, { locale: 'en', ...options })).mount(container);
  onTestFinished(() => handle.unmount());
  return handle;
}

describe('the drop-in with returnInfo', () => {
  it.runIf(runnerFocusSettled)(
    'pays a 3-D Secure card in the dialog: no returnInfo sent, the outcome shown in the drop-in',
    async () => {
      const sent = watchAuthorize();
      const handle = await mountedDropIn({ cardHosting: 'in-page', returnInfo });
      await userEvent.click(page.getByRole('radio', { name: 'Card' }));
      await userEvent.fill(page.getByLabelText('Card number'), '4000 0000 0000 3220');
      await userEvent.fill(page.getByLabelText('Expiry date'), '12 / 30');
      await userEvent.fill(page.getByLabelText('Security code'), '737');
      await userEvent.fill(page.getByLabelText('Name on card'), 'Ada Lovelace');
      const reported = new Promise<AuthorizeResult>((resolve) =>
        handle.element.addEventListener('rk-result', (event) => resolve((event as CustomEvent).detail), {
          once: true,
        }),
      );
      await userEvent.click(page.getByRole('button', { name: /^Pay/ }));

      await expect
        .element(page.getByRole('dialog', { name: 'Confirm the payment with your bank' }))
        .toBeVisible();
      await loadedChallengeFrame();
      // Complete, by keyboard: from the dialog's heading past its Cancel button into the issuer's page.
      await completeChallengeByKeyboard();

      expect(await reported).toMatchObject({ status: 'success', code: 'authorizeSuccessful' });
      expect(sent).toHaveLength(1);
      expect(sent[0]!.returnInfo).toBeUndefined();
      expect(sent[0]!.paymentComposition[0]).toMatchObject({
        paymentMethodCode: 'card',
        threeDSecure: { challenge: 'frame', parentOrigin: location.origin },
      });
      const alert = page.getByRole('alert');
      await expect.element(alert).toHaveTextContent('Payment authorized. Thank you!');
      await expect.poll(() => handle.element.shadowRoot!.activeElement).toBe(alert.element());
      expect(document.querySelector('rk-challenge')).toBeNull();
      const actions = await executedActions(handle.element.settings.client.config.execution.id);
      expect(actions.filter((action) => action.name === 'authorize')).toHaveLength(1);
    },
  );
});
