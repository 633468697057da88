import { afterEach, describe, expect, it } from 'vitest';
import { onAClick } from '../../../test/payer-click';
import { rejectionOf } from '../../../test/rejections';
import { createTestSession } from '../../../test/sandbox-client';
import { consumerWaitOf, executedActions } from '../../../test/sandbox-control';
import type { ClientInitResponse } from '../../api/schemas/client-config';
import { init } from '../../core/init';
import { redirectPopupName } from '../../core/redirect-popup';
import { resume } from '../../core/resume';
import type { AuthorizeResult, RailkitClient } from '../../core/types';
import '../../checkout';

// Redirect methods in a popup, and resume(client) on the return page, against the real sandbox: the
// payer's choice on the sandbox's method page is the form post its buttons make.

const clients: RailkitClient[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  (await onAClick(() => window.open('', redirectPopupName)))?.close();
});

async function idealSession(): Promise<ClientInitResponse> {
  return createTestSession({
    workflowCode: 'checkout',
    country: 'NL',
    amount: { value: '25.00', currency: 'EUR' },
  });
}

function clientOf(session: ClientInitResponse): RailkitClient {
  const client = init(session);
  clients.push(client);
  return client;
}

/** What the payer's button on the sandbox's method page posts (a plain form: no CORS read needed). */
async function choose(url: string, choice: 'approve' | 'fail' | 'cancel' | 'pending'): Promise<void> {
  await fetch(url, {
    method: 'POST',
    mode: 'no-cors',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `choice=${choice}`,
  });
}

const payByIdeal = (client: RailkitClient) =>
  client.api({ operation: 'authorize', paymentMethod: { paymentMethodCode: 'iDeal' }, redirect: 'popup' });

/** Pays by iDEAL in a popup, from the payer's click. Resolves with the payment's result. */
async function payByIdealInPopup(client: RailkitClient): Promise<AuthorizeResult> {
  return onAClick(() => payByIdeal(client));
}

async function authorizations(client: RailkitClient): Promise<number> {
  const actions = await executedActions(client.config.execution.id);
  return actions.filter((action) => action.name === 'authorize').length;
}

describe('redirect methods in a popup', () => {
  it("resolves with the approval, the client's elements busy while the popup is open", async () => {
    const client = clientOf(await idealSession());
    // Another method's form beside it, as a drop-in shows it: busy while the payer is in the popup.
    const sepa = await client.dynamicElement({ paymentMethod: { paymentMethodCode: 'sepaDirectDebit' } });
    sepa.mount(document.body.appendChild(document.createElement('div')));
    const form = sepa.element as HTMLElement & { busy: boolean };
    const paying = payByIdealInPopup(client);
    const methodPage = await consumerWaitOf(client);
    // While the payer is on the method's page: once approved, the elements may be free again at once.
    await expect.poll(() => form.busy).toBe(true);
    await choose(methodPage, 'approve');
    const result = await paying;
    expect(result).toMatchObject({ status: 'success', code: 'authorizeSuccessful' });
    await expect.poll(() => form.busy).toBe(false);
    expect(await authorizations(client)).toBe(1);
    document.body.replaceChildren();
  });

  it('gives a typed result when the payer closes the popup, and opens the same page again', async () => {
    const client = clientOf(await idealSession());
    // The SDK's window, taken in the same click while it is blank: looked up by name once it navigates to
    // the method's origin, another blank one may open instead, and the SDK's would never close.
    const { paying, popup } = await onAClick(() => ({
      paying: payByIdeal(client),
      popup: window.open('', redirectPopupName),
    }));
    const methodPage = await consumerWaitOf(client);
    popup?.close();
    const closed = await paying;
    expect(closed).toMatchObject({ status: 'error', code: 'redirect.closed' });
    expect(closed.reason?.detail).toMatch(/closed the payment method's window/);

    const again = payByIdealInPopup(client);
    expect(await consumerWaitOf(client)).toBe(methodPage);
    await choose(methodPage, 'approve');
    expect(await again).toMatchObject({ status: 'success' });
    expect(await authorizations(client)).toBe(1);
  });

  it('gives a typed cancellation, after which the payer may pay another way', async () => {
    const client = clientOf(await idealSession());
    const paying = payByIdealInPopup(client);
    await choose(await consumerWaitOf(client), 'cancel');
    expect(await paying).toMatchObject({ status: 'error', code: 'cancelled' });
    const second = payByIdealInPopup(client);
    await choose(await consumerWaitOf(client), 'approve');
    expect(await second).toMatchObject({ status: 'success' });
    expect(await authorizations(client)).toBe(2);
  });

  it('refuses an unknown redirect option before anything is sent', async () => {
    const client = clientOf(await idealSession());
    const refused = await rejectionOf(
      client.api({
        operation: 'authorize',
        paymentMethod: { paymentMethodCode: 'iDeal' },
        redirect: 'tab' as never,
      }),
    );
    expect(refused).toMatchObject({ code: 'options.invalid' });
    expect((refused as Error).message).toContain('redirect must be "page" or "popup"');
    expect(await authorizations(client)).toBe(0);
  });
});

describe('resume(client) on the return page', () => {
  it('reads the outcome with the shape of an authorize result, and a reload authorizes nothing', async () => {
    const session = await idealSession();
    const paying = payByIdealInPopup(clientOf(session));
    const methodPage = await consumerWaitOf(clients[0]!);
    await choose(methodPage, 'approve');
    await paying;

    // The return page: a new client of the same session, as after a full-page redirect; then a reload.
    const returned = await resume(clientOf(session));
    expect(returned).toMatchObject({ status: 'success', code: 'authorizeSuccessful' });
    expect(returned.execution.id).toBe(clients[1]!.config.execution.id);
    expect(returned.links.execution).toBeTruthy();
    const reloaded = await resume(clientOf(session));
    expect(reloaded).toMatchObject({ status: 'success' });
    expect(await authorizations(clients[2]!)).toBe(1);
  });

  it('gives typed results for a failed and a cancelled payment', async () => {
    for (const [choice, code] of [
      ['fail', 'authorizeFailed'],
      ['cancel', 'cancelled'],
    ] as const) {
      const session = await idealSession();
      const paying = payByIdealInPopup(clientOf(session));
      await choose(await consumerWaitOf(clients.at(-1)!), choice);
      await paying;
      expect(await resume(clientOf(session)), choice).toMatchObject({ status: 'error', code });
    }
  });
});

describe('a blocked popup', () => {
  /**
   * A page whose frame may not open popups (`sandbox` without `allow-popups`): the browser itself blocks
   * window.open there, as a popup blocker does. The SDK runs inside that frame.
   */
  async function framedSdk(): Promise<{ init: typeof init; frame: HTMLIFrameElement }> {
    const frame = document.createElement('iframe');
    frame.sandbox.add('allow-scripts', 'allow-same-origin');
    // The test runner's hook for dynamic imports, which the served modules call, borrowed from this page.
    frame.srcdoc =
      '<script>window.__vitest_browser_runner__ = parent.__vitest_browser_runner__;</script>' +
      '<script type="module">' +
      "import { init } from '/src/core/init.ts'; import '/src/checkout.ts';" +
      'window.railkitInit = init; window.dispatchEvent(new Event("railkit-ready"));' +
      '</script>';
    const loaded = new Promise<void>((resolve) => frame.addEventListener('load', () => resolve()));
    document.body.append(frame);
    await loaded;
    const framed = frame.contentWindow as Window & { railkitInit?: typeof init };
    if (!framed.railkitInit)
      await new Promise((resolve) => framed.addEventListener('railkit-ready', resolve));
    return { init: framed.railkitInit!, frame };
  }

  it('rejects with redirect.popup-blocked before anything is sent, when there is no returnInfo', async () => {
    const { init: framedInit, frame } = await framedSdk();
    const client = framedInit(await idealSession());
    clients.push(client);
    // The frame's own realm: its RailkitError is not this page's class, so it is matched by its code.
    // No click needed: the frame's sandbox blocks its popups whatever the payer does.
    const refused: unknown = await payByIdeal(client).then(
      () => 'resolved',
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: 'redirect.popup-blocked' });
    expect(await authorizations(client)).toBe(0);
    frame.remove();
  });

  it('falls back to leaving the page for the method when returnInfo is given', async () => {
    const { init: framedInit, frame } = await framedSdk();
    const session = await idealSession();
    const left = new Promise<void>((resolve) => frame.addEventListener('load', () => resolve()));
    const result = await framedInit(session).api({
      operation: 'authorize',
      paymentMethod: { paymentMethodCode: 'iDeal' },
      redirect: 'popup',
      returnInfo: { success: `${location.origin}/returned` },
    });
    expect(result).toMatchObject({ status: 'pending', code: 'authorizePending' });
    await left; // the frame went to the method's page, taking its client along: read from this page
    const client = clientOf(session);
    expect(result.links.consumerWait).toBe(await consumerWaitOf(client));
    expect(await authorizations(client)).toBe(1);
    frame.remove();
  });
});
