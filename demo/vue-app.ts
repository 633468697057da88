// The demo merchant's Vue app: the payout and the drop-in checkout with railkit/vue, its components
// registered by the plugin (`app.use(railkit)`). Render functions, not templates: a template compiled in
// the browser needs `eval`, which the page's Content-Security-Policy refuses (an app's build compiles them).
import { createApp, defineComponent, h, nextTick, ref, type PropType } from 'vue';
import { BankAccount, DropIn, RailkitProvider, railkit, type RailkitSlotProps } from '../src/vue/index';
import type { AuthorizeResult, ClientInitResponse } from '../src/index';
import {
  checkoutAmount,
  describe,
  followPayment,
  followPayout,
  paymentOutcome,
  payoutOutcome,
  startCheckout,
  startPayout,
} from './checkout-helpers';
import { renderShell } from './merchant/pages.js';
import { formatAmount, locale, t } from './merchant/texts.js';
import { renderMerchantView } from './merchant/ui.js';

renderShell();
const merchant = renderMerchantView(document.querySelector<HTMLElement>('#merchant-view')!);

/** Focuses the heading of the step just shown: each step starts where a keyboard user now is. */
const focusStep = (id: string) => nextTick(() => document.getElementById(id)?.focus());
const heading = (id: string, text: string) => h('h3', { id, tabIndex: -1 }, text);

/** A button that starts a step: busy while it works, the error announced if it fails. */
const StartButton = defineComponent({
  props: {
    label: { type: String, required: true },
    start: { type: Function as PropType<() => Promise<void>>, required: true },
  },
  setup(props) {
    const busy = ref(false);
    const error = ref('');
    const press = () => {
      if (busy.value) return;
      busy.value = true;
      error.value = '';
      props
        .start()
        .catch((problem: unknown) => (error.value = describe(problem)))
        .finally(() => (busy.value = false));
    };
    return () =>
      h('div', { class: 'stack' }, [
        h(
          'button',
          { type: 'button', 'aria-busy': busy.value, 'aria-disabled': busy.value, onClick: press },
          props.label,
        ),
        h('p', { class: 'error', role: 'alert' }, error.value),
      ]);
  },
});

const Payout = defineComponent({
  setup() {
    const config = ref<ClientInitResponse>();
    const busy = ref(false);
    const outcome = ref('');
    const error = ref('');
    const start = async () => {
      const started = await startPayout();
      config.value = started.config;
      void followPayout(started.order, merchant);
      void focusStep('payout-details');
    };
    const payOut = (payout: RailkitSlotProps['payout']) => {
      busy.value = true;
      error.value = '';
      payout()
        .then((result) => {
          outcome.value = payoutOutcome(result);
          void focusStep('payout-done');
        })
        .catch((problem: unknown) => (error.value = describe(problem)))
        .finally(() => (busy.value = false));
    };
    const form = ({ payout, ready }: RailkitSlotProps) => [
      heading('payout-details', t('payout.details.title')),
      h(BankAccount, { locale, onSubmit: () => payOut(payout) }),
      h(
        'button',
        {
          type: 'button',
          disabled: !ready,
          'aria-busy': busy.value,
          'aria-disabled': busy.value,
          onClick: () => payOut(payout),
        },
        t('payout.payOut'),
      ),
      h('p', { role: 'status' }, busy.value ? t('busy.payingOut') : ''),
      h('p', { class: 'error', role: 'alert' }, error.value),
    ];
    const step = () => {
      if (outcome.value) return heading('payout-done', outcome.value);
      if (!config.value) return h(StartButton, { label: t('payout.continue'), start });
      return h(RailkitProvider, { config: config.value, options: { locale } }, { default: form });
    };
    return () =>
      h('section', { 'aria-labelledby': 'payout-title' }, [
        h('h2', { id: 'payout-title' }, t('payout.title')),
        h('div', { class: 'stack' }, [step()]),
      ]);
  },
});

const Checkout = defineComponent({
  setup() {
    const session = ref<{ order: string; config: ClientInitResponse }>();
    const outcome = ref('');
    const start = async () => {
      session.value = await startCheckout('customer-vue');
      void followPayment(session.value.order, merchant);
      void focusStep('checkout-pay');
    };
    const finish = (result: AuthorizeResult) => {
      outcome.value = paymentOutcome(result) ?? '';
      if (outcome.value) void focusStep('checkout-done');
    };
    const step = () => {
      if (outcome.value) return heading('checkout-done', outcome.value);
      if (!session.value) return h(StartButton, { label: t('checkout.continue'), start });
      return h(
        RailkitProvider,
        { config: session.value.config, options: { locale } },
        {
          default: () => [
            heading('checkout-pay', t('dropInPage.payTitle', { amount: formatAmount(checkoutAmount) })),
            h(DropIn, { locale, onResult: finish }),
          ],
        },
      );
    };
    return () =>
      h('section', { 'aria-labelledby': 'checkout-title' }, [
        h('h2', { id: 'checkout-title' }, t('checkout.start.title')),
        step(),
      ]);
  },
});

createApp({ render: () => [h('h1', t('page.vue.title')), h(Payout), h(Checkout)] })
  .use(railkit)
  .mount('#app');
