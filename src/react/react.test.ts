import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { createElement, StrictMode, version, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { recordConsole } from '../../test/browser-console';
import { createTestSession } from '../../test/sandbox-client';
import { executedPayouts } from '../../test/sandbox-control';
import { sessionWithSavedMandate } from '../bindings/test-sessions';
import { offlineWalletManifest, reactPage } from '../bindings/test-pages';
import type { CardToken } from '../core/card';
import type { AuthorizeResult, PayoutResult, RailkitClient } from '../core/types';
import {
  BankAccount,
  CardForm,
  DropIn,
  PaymentMethodForm,
  RailkitProvider,
  useRailkit,
  type FormChange,
  type SavedRemovedDetail,
  type UseRailkit,
} from './index';

// railkit/react in Chromium against the real sandbox, under React 19 (project `browser`) and React 18
// (project `browser-react-18`, aliased to test/react-18). Every page is rendered under StrictMode, which
// mounts, unmounts and mounts again: the provider must still make one client and the form one element.

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.replaceChildren();
});

function render(node: ReactNode): Root {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  root.render(createElement(StrictMode, null, node));
  return root;
}

/** `useRailkit()`'s latest value, from a component under the provider. */
function Spy({ seen }: { seen: { current?: UseRailkit } }): ReactNode {
  seen.current = useRailkit();
  return null;
}

const payoutSession = () => createTestSession();
const checkoutSession = (country = 'DE') =>
  createTestSession({ workflowCode: 'checkout', country, amount: { value: '30.00', currency: 'EUR' } });

async function fillBankAccount(): Promise<void> {
  await userEvent.type(page.getByLabelText('Account holder name'), 'Zoë Müller');
  await userEvent.type(page.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
}

const holderSchemaLoads = () =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/schemas/v1/holder.json'))
    .length;

describe(`railkit/react under React ${version}`, () => {
  it('makes one client, fetches the schema once and pays out once per double press, under StrictMode', async () => {
    // The schema as written, with its remote holder.json: a document StrictMode's second mount must not
    // fetch again (the prepared one the sandbox publishes fetches none).
    const config = await createTestSession({ schema: 'written' });
    performance.clearResourceTimings();
    let clients = 0;
    const results: PayoutResult[] = [];
    function PayoutForm(): ReactNode {
      const { payout, ready } = useRailkit();
      const payOut = () => payout().then((result) => results.push(result));
      return createElement(
        'div',
        null,
        createElement(BankAccount, { onSubmit: payOut }),
        createElement('button', { disabled: !ready, onClick: payOut }, 'Pay out'),
      );
    }
    render(
      createElement(
        RailkitProvider,
        { config, options: { locale: 'en', events: { onReady: () => clients++ } } },
        createElement(PayoutForm),
      ),
    );
    const button = page.getByRole('button', { name: 'Pay out' });
    await expect.element(button).toBeEnabled();
    await fillBankAccount();
    await userEvent.dblClick(button);
    await expect.poll(() => results.length).toBe(2);

    expect(clients).toBe(1);
    expect(holderSchemaLoads()).toBe(1);
    expect(document.querySelectorAll('rk-bank-account')).toHaveLength(1);
    expect(results[0]).toMatchObject({ status: 'success', code: 'payoutSuccessful' });
    expect(results[1]).toBe(results[0]);
    const executionId = JSON.parse(atob(config.data)).execution.id as string;
    expect(await executedPayouts(executionId)).toHaveLength(1);
  });

  it('passes the form events as props and rejects as the core does', async () => {
    const config = await payoutSession();
    const changes: FormChange[] = [];
    let submits = 0;
    const seen: { current?: UseRailkit } = {};
    render(
      createElement(
        RailkitProvider,
        { config, options: { locale: 'en' } },
        createElement(BankAccount, { onChange: (change) => changes.push(change), onSubmit: () => submits++ }),
        createElement(Spy, { seen }),
      ),
    );
    await expect.poll(() => seen.current?.ready).toBe(true);
    const error = await seen.current!.tokenize().catch((rejection: unknown) => rejection);
    expect(error).toMatchObject({ name: 'RailkitValidationError', code: 'validation.failed' });
    await fillBankAccount();
    await expect.poll(() => changes.at(-1)?.valid).toBe(true);
    await userEvent.keyboard('{Enter}');
    expect(submits).toBe(1);
  });

  it('pays with the card form in page, and shows it in secure fields', async () => {
    const config = await checkoutSession();
    const seen: { current?: UseRailkit } = {};
    const ready: string[] = [];
    render(
      createElement(
        RailkitProvider,
        { config, options: { locale: 'en' } },
        createElement(CardForm, { hosting: 'in-page', onReady: () => ready.push('in-page') }),
        createElement(Spy, { seen }),
      ),
    );
    await expect.poll(() => seen.current?.ready).toBe(true);
    await userEvent.type(page.getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.type(page.getByLabelText('Expiry date'), '1230');
    await userEvent.type(page.getByLabelText('Security code'), '737');
    await userEvent.type(page.getByLabelText('Name on card'), 'Jane Doe');
    const token = (await seen.current!.tokenize()) as CardToken;
    expect(token).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(await seen.current!.authorize()).toMatchObject({ status: 'success', code: 'authorizeSuccessful' });
    expect(ready).toEqual(['in-page']);

    const secure = await checkoutSession();
    render(
      createElement(
        RailkitProvider,
        { config: secure },
        createElement(CardForm, { onReady: () => ready.push('secure-fields') }),
      ),
    );
    // The secure fields load their frame from the vault host: more than a second on a busy machine.
    await expect.poll(() => ready, { timeout: 10_000 }).toEqual(['in-page', 'secure-fields']);
    expect(document.querySelector('rk-card-form, rk-secure-fields, iframe')).not.toBeNull();
  });

  it('pays by SEPA Direct Debit with the method form', async () => {
    const config = await checkoutSession();
    const seen: { current?: UseRailkit } = {};
    render(
      createElement(
        RailkitProvider,
        { config, options: { locale: 'en' } },
        createElement(PaymentMethodForm, { paymentMethodCode: 'sepaDirectDebit' }),
        createElement(Spy, { seen }),
      ),
    );
    await expect.poll(() => seen.current?.ready).toBe(true);
    await fillBankAccount();
    await userEvent.click(page.getByRole('checkbox', { name: /I accept the SEPA Direct Debit mandate/ }));
    expect(await seen.current!.authorize()).toMatchObject({ status: 'success' });
  });

  it('pays in the drop-in and reports its result as a prop', async () => {
    const config = await checkoutSession();
    const results: AuthorizeResult[] = [];
    render(
      createElement(
        RailkitProvider,
        { config, options: { locale: 'en' } },
        createElement(DropIn, {
          locale: 'en',
          cardHosting: 'in-page',
          onResult: (result) => results.push(result),
        }),
      ),
    );
    await userEvent.click(page.getByRole('radio', { name: /SEPA/ }));
    await fillBankAccount();
    await userEvent.click(page.getByRole('checkbox', { name: /I accept the SEPA Direct Debit mandate/ }));
    await userEvent.click(page.getByRole('button', { name: /^Pay/ }));
    await expect.poll(() => results[0]?.status).toBe('success');
  });

  it('passes the drop-in removing a saved method as onSavedRemoved', async () => {
    const config = await sessionWithSavedMandate();
    const removed: SavedRemovedDetail[] = [];
    render(
      createElement(
        RailkitProvider,
        { config },
        createElement(DropIn, { locale: 'en', onSavedRemoved: (detail) => removed.push(detail) }),
      ),
    );
    await userEvent.click(page.getByRole('radio', { name: 'Saved SEPA Direct Debit: IBAN •••• 3000' }));
    await userEvent.click(page.getByRole('button', { name: 'Remove IBAN •••• 3000' }));
    await userEvent.click(page.getByRole('button', { name: 'Remove', exact: true }));
    await expect.poll(() => removed[0]?.paymentMethodCode).toBe('sepaDirectDebit');
  });

  it('destroys the client on unmount and leaves no element; a remount makes a new one', async () => {
    const config = await payoutSession();
    const seen: { current?: UseRailkit } = {};
    const tree = () =>
      createElement(RailkitProvider, { config }, createElement(BankAccount), createElement(Spy, { seen }));
    const root = render(tree());
    await expect.poll(() => seen.current?.ready).toBe(true);
    const first = seen.current!.client as RailkitClient;
    root.unmount();
    roots.splice(roots.indexOf(root), 1);
    await new Promise((done) => setTimeout(done, 10));
    expect(document.querySelector('rk-bank-account')).toBeNull();
    await expect(first.api({ operation: 'payout' })).rejects.toMatchObject({ code: 'aborted' });

    seen.current = undefined;
    render(tree());
    await expect.poll(() => seen.current?.ready).toBe(true);
    expect(seen.current!.client).not.toBe(first);
    expect(document.querySelectorAll('rk-bank-account')).toHaveLength(1);
  });

  // React 19 only: the server command renders with the root's React (React 18's CommonJS build does not
  // load through Vite's server-side loader here), and hydrating React 19's HTML with React 18 proves nothing.
  it.runIf(version.startsWith('19'))(
    'renders on the server and hydrates without a warning; a mismatch is seen',
    async () => {
      const sessions = { payout: await payoutSession(), checkout: await checkoutSession() };
      for (const mismatch of [false, true]) {
        const html = await commands.renderOnServer('react', { ...sessions, mismatch });
        expect(html).toContain('data-railkit="BankAccount"');
        const container = document.createElement('div');
        container.innerHTML = html;
        document.body.append(container);
        const console = await recordConsole();
        const recoverable: unknown[] = [];
        const root = hydrateRoot(container, reactPage(sessions), {
          onRecoverableError: (error) => recoverable.push(error),
        });
        roots.push(root);
        await expect.poll(() => document.querySelectorAll('rk-bank-account, rk-checkout').length).toBe(3);
        const ours = () => console.lines.filter((line) => !offlineWalletManifest.test(line.text));
        // The console reaches the test through the CDP session, after the page wrote it: on a busy
        // machine the elements were there before the mismatch's line, and the test failed without one.
        if (mismatch) {
          await expect.poll(() => recoverable.length + ours().length, { timeout: 5_000 }).toBeGreaterThan(0);
        }
        await console.stop();
        const lines = ours();
        const complaints = [...recoverable, ...lines];
        if (mismatch) expect(complaints.length).toBeGreaterThan(0);
        else expect(complaints).toEqual([]);
        root.unmount();
        roots.splice(roots.indexOf(root), 1);
        container.remove();
      }
    },
  );
});
