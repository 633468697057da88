import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { createApp, defineComponent, h, ref, type App, type Component } from 'vue';
import { recordConsole } from '../../test/browser-console';
import { createTestSession } from '../../test/sandbox-client';
import { executedPayouts } from '../../test/sandbox-control';
import { offlineWalletManifest, vueApp } from '../bindings/test-pages';
import { sessionWithSavedMandate } from '../bindings/test-sessions';
import type { AuthorizeResult, PayoutResult, RailkitClient } from '../core/types';
import {
  BankAccount,
  DropIn,
  PaymentMethodForm,
  RailkitProvider,
  railkit,
  useRailkit,
  type FormChange,
  type RailkitSlotProps,
  type SavedRemovedDetail,
} from './index';

// railkit/vue in Chromium against the real sandbox: the provider's slot and composable, the forms'
// emits and v-model, the drop-in, unmounting, and hydrating the server's HTML (src/bindings/test-pages.ts).

const apps: App[] = [];
afterEach(() => {
  for (const app of apps.splice(0)) app.unmount();
  document.body.replaceChildren();
});

function mount(root: Component, create = createApp): App {
  const container = document.createElement('div');
  document.body.append(container);
  const app = create(root).use(railkit);
  apps.push(app);
  app.mount(container);
  return app;
}

const payoutSession = () => createTestSession();
const checkoutSession = () =>
  createTestSession({ workflowCode: 'checkout', country: 'DE', amount: { value: '30.00', currency: 'EUR' } });

async function fillBankAccount(): Promise<void> {
  await userEvent.type(page.getByLabelText('Account holder name'), 'Zoë Müller');
  await userEvent.type(page.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
}

/** `useRailkit()` as a component under the provider sees it. */
function spy(seen: { current?: ReturnType<typeof useRailkit> }): Component {
  return defineComponent({
    setup() {
      seen.current = useRailkit();
      return () => null;
    },
  });
}

describe('railkit/vue', () => {
  it('makes one client and pays out once per double press, through the slot', async () => {
    const config = await payoutSession();
    let clients = 0;
    const results: PayoutResult[] = [];
    mount({
      render: () =>
        h(
          RailkitProvider,
          { config, options: { locale: 'en', events: { onReady: () => clients++ } } },
          {
            default: ({ payout, ready }: RailkitSlotProps) => [
              h(BankAccount),
              h(
                'button',
                { disabled: !ready, onClick: () => payout().then((result) => results.push(result)) },
                'Pay out',
              ),
            ],
          },
        ),
    });
    const button = page.getByRole('button', { name: 'Pay out' });
    await expect.element(button).toBeEnabled();
    await fillBankAccount();
    await userEvent.dblClick(button);
    await expect.poll(() => results.length).toBe(2);
    expect(clients).toBe(1);
    expect(results[0]).toMatchObject({ status: 'success', code: 'payoutSuccessful' });
    const executionId = JSON.parse(atob(config.data)).execution.id as string;
    expect(await executedPayouts(executionId)).toHaveLength(1);
  });

  it('emits the form events, and v-model holds the last change', async () => {
    const config = await payoutSession();
    const changes: FormChange[] = [];
    let submits = 0;
    const model = ref<FormChange>();
    mount({
      render: () =>
        h(RailkitProvider, { config, options: { locale: 'en' } }, () => [
          h(BankAccount, {
            onChange: (change: FormChange) => changes.push(change),
            onSubmit: () => submits++,
            modelValue: model.value,
            'onUpdate:modelValue': (value: FormChange) => (model.value = value),
          }),
        ]),
    });
    await fillBankAccount();
    await expect.poll(() => changes.at(-1)?.valid).toBe(true);
    expect(model.value).toEqual(changes.at(-1));
    await userEvent.keyboard('{Enter}');
    expect(submits).toBe(1);
  });

  it('pays by SEPA Direct Debit through useRailkit(), and with the drop-in (@result)', async () => {
    const seen: { current?: ReturnType<typeof useRailkit> } = {};
    const sepa = await checkoutSession();
    mount({
      render: () =>
        h(RailkitProvider, { config: sepa, options: { locale: 'en' } }, () => [
          h(PaymentMethodForm, { paymentMethodCode: 'sepaDirectDebit' }),
          h(spy(seen)),
        ]),
    });
    await expect.poll(() => seen.current?.ready.value).toBe(true);
    await fillBankAccount();
    await userEvent.click(page.getByRole('checkbox', { name: /I accept the SEPA Direct Debit mandate/ }));
    expect(await seen.current!.authorize()).toMatchObject({ status: 'success' });

    const results: AuthorizeResult[] = [];
    const config = await checkoutSession();
    apps.splice(0).forEach((app) => app.unmount());
    mount({
      render: () =>
        h(RailkitProvider, { config }, () => [
          h(DropIn, { locale: 'en', onResult: (result: AuthorizeResult) => results.push(result) }),
        ]),
    });
    await userEvent.click(page.getByRole('radio', { name: /SEPA/ }));
    await fillBankAccount();
    await userEvent.click(page.getByRole('checkbox', { name: /I accept the SEPA Direct Debit mandate/ }));
    await userEvent.click(page.getByRole('button', { name: /^Pay/ }));
    await expect.poll(() => results[0]?.status).toBe('success');
  });

  it('emits the drop-in removing a saved method as @saved-removed', async () => {
    const config = await sessionWithSavedMandate();
    const removed: SavedRemovedDetail[] = [];
    mount({
      render: () =>
        h(RailkitProvider, { config }, () => [
          h(DropIn, { locale: 'en', onSavedRemoved: (detail: SavedRemovedDetail) => removed.push(detail) }),
        ]),
    });
    await userEvent.click(page.getByRole('radio', { name: 'Saved SEPA Direct Debit: IBAN •••• 3000' }));
    await userEvent.click(page.getByRole('button', { name: 'Remove IBAN •••• 3000' }));
    await userEvent.click(page.getByRole('button', { name: 'Remove', exact: true }));
    await expect.poll(() => removed[0]?.paymentMethodCode).toBe('sepaDirectDebit');
  });

  it('destroys the client on unmount and leaves no element', async () => {
    const config = await payoutSession();
    const seen: { current?: ReturnType<typeof useRailkit> } = {};
    const app = mount({
      render: () => h(RailkitProvider, { config }, () => [h(BankAccount), h(spy(seen))]),
    });
    await expect.poll(() => seen.current?.ready.value).toBe(true);
    const client = seen.current!.client.value as RailkitClient;
    app.unmount();
    apps.splice(apps.indexOf(app), 1);
    await new Promise((done) => setTimeout(done, 10));
    expect(document.querySelector('rk-bank-account')).toBeNull();
    await expect(client.api({ operation: 'payout' })).rejects.toMatchObject({ code: 'aborted' });
  });

  it('renders on the server and hydrates without a warning; a mismatch is seen', async () => {
    const sessions = { payout: await payoutSession(), checkout: await checkoutSession() };
    for (const mismatch of [false, true]) {
      const html = await commands.renderOnServer('vue', { ...sessions, mismatch });
      expect(html).toContain('data-railkit="BankAccount"');
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const console = await recordConsole();
      const warnings: string[] = [];
      const app = vueApp(sessions);
      app.config.warnHandler = (message) => warnings.push(message);
      app.mount(container);
      await expect.poll(() => document.querySelectorAll('rk-bank-account, rk-checkout').length).toBe(3);
      await console.stop();
      const lines = console.lines.filter((line) => !offlineWalletManifest.test(line.text));
      const complaints = [...warnings, ...lines];
      if (mismatch) expect(complaints.length).toBeGreaterThan(0);
      else expect(complaints).toEqual([]);
      app.unmount();
      container.remove();
    }
  });
});
