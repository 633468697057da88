// The demo merchant's React app: the payout and the drop-in checkout with railkit/react, under
// StrictMode. The page's steps are React state; the forms are the binding's components, and the
// Merchant view follows the checkout's order from the platform's notifications.
import { createElement as h, StrictMode, useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BankAccount, DropIn, RailkitProvider, useRailkit } from '../src/react/index';
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

/** A heading that takes focus when it appears: each step starts where a keyboard user now is. */
function FocusedHeading({ id, children }: { id: string; children?: ReactNode }): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return h('h3', { id, ref: heading, tabIndex: -1 }, children);
}

/** A button that starts a step: busy while it works, the error announced if it fails. */
function StartButton({ label, start }: { label: string; start: () => Promise<void> }): ReactNode {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const press = () => {
    if (busy) return;
    setBusy(true);
    setError('');
    start()
      .catch((problem: unknown) => setError(describe(problem)))
      .finally(() => setBusy(false));
  };
  return h(
    'div',
    { className: 'stack' },
    h('button', { type: 'button', 'aria-busy': busy, 'aria-disabled': busy, onClick: press }, label),
    h('p', { className: 'error', role: 'alert' }, error),
  );
}

function PayoutForm(): ReactNode {
  const { payout, ready } = useRailkit();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState('');
  const [error, setError] = useState('');
  const payOut = () => {
    setBusy(true);
    setError('');
    payout()
      .then((result) => setOutcome(payoutOutcome(result)))
      .catch((problem: unknown) => setError(describe(problem)))
      .finally(() => setBusy(false));
  };
  if (outcome) return h(FocusedHeading, { id: 'payout-done' }, outcome);
  return h(
    'div',
    { className: 'stack' },
    h(FocusedHeading, { id: 'payout-details' }, t('payout.details.title')),
    h(BankAccount, { locale, onSubmit: payOut }),
    h(
      'button',
      { type: 'button', disabled: !ready, 'aria-busy': busy, 'aria-disabled': busy, onClick: payOut },
      t('payout.payOut'),
    ),
    h('p', { role: 'status' }, busy ? t('busy.payingOut') : ''),
    h('p', { className: 'error', role: 'alert' }, error),
  );
}

function Payout(): ReactNode {
  const [config, setConfig] = useState<ClientInitResponse>();
  return h(
    'section',
    { 'aria-labelledby': 'payout-title' },
    h('h2', { id: 'payout-title' }, t('payout.title')),
    config
      ? h(RailkitProvider, { config, options: { locale } }, h(PayoutForm))
      : h(StartButton, {
          label: t('payout.continue'),
          start: async () => {
            const started = await startPayout();
            setConfig(started.config);
            void followPayout(started.order, merchant);
          },
        }),
  );
}

function Checkout(): ReactNode {
  const [session, setSession] = useState<{ order: string; config: ClientInitResponse }>();
  const [outcome, setOutcome] = useState('');
  const start = async () => {
    const started = await startCheckout('customer-react');
    setSession(started);
    void followPayment(started.order, merchant);
  };
  const finish = (result: AuthorizeResult) => setOutcome(paymentOutcome(result) ?? '');
  const step = outcome
    ? h(FocusedHeading, { id: 'checkout-done' }, outcome)
    : session
      ? h(
          RailkitProvider,
          { config: session.config, options: { locale } },
          h(
            FocusedHeading,
            { id: 'checkout-pay' },
            t('dropInPage.payTitle', { amount: formatAmount(checkoutAmount) }),
          ),
          h(DropIn, { locale, onResult: finish }),
        )
      : h(StartButton, { label: t('checkout.continue'), start });
  return h(
    'section',
    { 'aria-labelledby': 'checkout-title' },
    h('h2', { id: 'checkout-title' }, t('checkout.start.title')),
    step,
  );
}

const root = document.querySelector<HTMLElement>('#app')!;
createRoot(root).render(h(StrictMode, null, h('h1', null, t('page.react.title')), h(Payout), h(Checkout)));
