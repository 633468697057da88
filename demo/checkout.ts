// The demo merchant's card checkout, for both hostings: `checkout.html` (the card form in this page,
// encrypting here) and `checkout-secure.html` (the card form in the vault's secure-fields frame).
// Steps: client init on the merchant server, init(), dynamicElement({ card }), api({ operation:
// 'authorize', card }), then the merchant's own capture, cancel and refund through its server.
import * as Railkit from '../src/index';
import { post } from './checkout-helpers';
import '../src/card';
import type { AuthorizeResult, Instrument, RailkitClient } from '../src/index';
import type { CardElement, CardHosting } from '../src/core/card';
import { brandBadge, cardBrands } from './merchant/icons.js';
import { cardFailureText, checkoutResultContent, paymentStatusText } from './merchant/checkout-result.js';
import { renderShell } from './merchant/pages.js';
import { fill, formatAmount, locale, t, type DemoTextKey } from './merchant/texts.js';
import {
  describeError,
  renderMerchantView,
  renderResult,
  resultMarkup,
  watchOrder,
  whileBusy,
  type Order,
} from './merchant/ui.js';

renderShell();
const root = document.querySelector<HTMLElement>('#app')!;
const hosting = (root.dataset.hosting ?? 'in-page') as CardHosting;
const params = new URLSearchParams(location.search);
/** How long the SDK waits for a final code, and the pending screen after it (`?wait=<ms>` for tests). */
const resultWaitMs = Number(params.get('wait')) || 8_000;

root.innerHTML = `
  <h1 data-text="checkout.title"></h1>
  <section data-step="start" aria-labelledby="start-title">
    <h2 id="start-title" data-text="checkout.start.title"></h2>
    <form id="start-form" class="stack">
      <label for="amount" data-text="checkout.amount"></label>
      <div class="amount"><input id="amount" name="amount" inputmode="decimal" value="49.90" required dir="ltr"
        pattern="\\d+(\\.\\d{1,2})?"><span>EUR</span></div>
      <label for="customer" data-text="checkout.customer"></label>
      <input id="customer" name="customer" autocomplete="off" aria-describedby="customer-hint">
      <p id="customer-hint" class="hint" data-text="checkout.customerHint"></p>
      <div class="actions"><button type="submit" id="continue" data-text="checkout.continue"></button></div>
      <p class="progress" role="status" data-progress="start"></p>
      <p class="error" role="alert" data-error="start"></p>
    </form>
  </section>
  <section data-step="pay" aria-labelledby="pay-title" hidden>
    <h2 id="pay-title" tabindex="-1" data-text="checkout.pay.title"></h2>
    <p class="brands"><span data-text="checkout.accepted"></span> ${cardBrands.map(brandBadge).join(' ')}</p>
    <fieldset id="saved-cards" class="stack" hidden>
      <legend data-text="checkout.payWith"></legend>
      <div id="saved-card-options"></div>
    </fieldset>
    <div id="card"></div>
    <label class="check" id="store-label"><input type="checkbox" id="store">
      <span data-text="checkout.store"></span></label>
    <p class="hint" data-text="checkout.testCards"></p>
    <div class="actions"><button type="button" id="pay"></button></div>
    <p class="progress" role="status" data-progress="pay"></p>
    <p class="error" role="alert" data-error="pay"></p>
  </section>
  ${resultMarkup}`;

const find = <T extends HTMLElement = HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
for (const element of root.querySelectorAll<HTMLElement>('[data-text]')) {
  fill(element, element.dataset.text as DemoTextKey);
}
fill(find('[data-text="checkout.testCards"]'), 'checkout.testCards', {
  approves: '4111 1111 1111 1111',
  declines: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
  threeDS: '3-D Secure',
  timeout: '4000 0000 0000 0077',
});
find<HTMLInputElement>('#customer').value = params.get('customer') ?? 'customer-42';

const staffActions = ['capture', 'cancel', 'refund'] as const;
const merchant = renderMerchantView(
  document.querySelector<HTMLElement>('#merchant-view')!,
  `<div class="actions">${staffActions
    .map((action) => `<button type="button" data-action="${action}" class="secondary" hidden></button>`)
    .join('')}</div>
   <p class="error" role="alert" data-error="merchant"></p>`,
);
const merchantPanel = document.querySelector<HTMLElement>('#merchant-view')!;
for (const button of merchantPanel.querySelectorAll<HTMLButtonElement>('[data-action]')) {
  fill(button, `merchant.${button.dataset.action}` as DemoTextKey);
}

let client: RailkitClient;
let card: CardElement | undefined;
let merchantReference = '';
let amount = { value: '', currency: 'EUR' };

function show(step: string): void {
  for (const section of root.querySelectorAll<HTMLElement>('[data-step]')) {
    section.hidden = section.dataset.step !== step;
  }
}
const showError = (step: string, message: string) =>
  (document.querySelector(`[data-error="${step}"]`)!.textContent = message);
const progressOf = (step: string) => find(`[data-progress="${step}"]`);

find('#start-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void whileBusy(find('#continue'), progressOf('start'), t('busy.starting'), start);
});

async function start(): Promise<void> {
  showError('start', '');
  amount = { value: find<HTMLInputElement>('#amount').value, currency: 'EUR' };
  try {
    const session = await post('/api/checkouts', {
      amount,
      customer: find<HTMLInputElement>('#customer').value,
    });
    merchantReference = session.merchantReference as string;
    merchant.open(merchantReference);
    client = Railkit.init(session.config as Railkit.ClientInitResponse, {
      locale,
      timeouts: { resultWaitMs },
    });
    fill(find('#pay'), 'checkout.pay', { amount: formatAmount(amount) });
    offerSavedCards(savedCardsOf(client));
    await showCardForm(undefined);
    show('pay');
    card?.focus();
  } catch (error) {
    showError('start', describeError(error));
  }
}

/** The customer's stored cards, from the session's lookup (spec 4.2). */
function savedCardsOf(current: RailkitClient): Instrument[] {
  const options = current.config.lookup.data.paymentCompositionOptions ?? [];
  return options.find((option) => option.paymentMethodCode === 'card')?.paymentInstruments ?? [];
}

/** One radio per stored card and one for a new card; choosing one swaps the card form. */
function offerSavedCards(saved: Instrument[]): void {
  const fieldset = find('#saved-cards');
  fieldset.hidden = saved.length === 0;
  const choices = [
    ...saved.map((instrument) => [instrument.id, instrument.displayName]),
    ['new', t('checkout.newCard')],
  ];
  find('#saved-card-options').replaceChildren(
    ...choices.map(([value, label], index) => {
      const choice = document.createElement('label');
      choice.className = 'check';
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = 'saved-card';
      radio.value = value!;
      radio.checked = index === choices.length - 1;
      radio.addEventListener('change', () => {
        void showCardForm(saved.find((instrument) => instrument.id === value)).then(() => card?.focus());
      });
      const name = document.createElement('bdi');
      name.textContent = label!;
      choice.append(radio, name);
      return choice;
    }),
  );
}

/** A new card's full form, or for a stored card its security code only; resolves once it can take input. */
async function showCardForm(instrument: Instrument | undefined): Promise<void> {
  showError('pay', '');
  card?.unmount();
  find('#store-label').hidden = instrument !== undefined;
  let ready = () => {};
  const rendered = new Promise<void>((resolve) => (ready = resolve));
  card = await client.dynamicElement({
    paymentMethod: { paymentMethodCode: 'card' },
    hosting,
    locale,
    ...(instrument ? { instrument } : {}),
    events: { onSubmit: () => void payBusy(), onReady: () => ready() },
  });
  card.mount('#card');
  await rendered;
}

// A second press reaches the SDK on purpose: it authorizes one user action once.
const payBusy = () => whileBusy(find('#pay'), progressOf('pay'), t('busy.paying'), pay, { repeatable: true });
find('#pay').addEventListener('click', () => void payBusy());

async function pay(): Promise<void> {
  if (!card) return;
  showError('pay', '');
  try {
    const result = await client.api({
      operation: 'authorize',
      card,
      storeInstrument: find<HTMLInputElement>('#store').checked,
      // `?challenge=redirect`: 3-D Secure by leaving the page; the platform brings the payer back here.
      ...(params.get('challenge') === 'redirect'
        ? { challenge: 'redirect' as const, returnInfo: { success: returnUrl(), error: returnUrl() } }
        : {}),
    });
    if (result.status === 'pending' && params.get('challenge') === 'redirect') return; // leaving the page
    if (result.status === 'error') {
      // The form keeps what the customer typed: they may correct it or try another card.
      showError('pay', cardFailureText(result));
      return;
    }
    showResult(result);
  } catch (error) {
    // Field errors are shown and announced by the card form itself; anything else is the page's to say.
    if ((error as Railkit.RailkitError).code === 'validation.failed') return;
    showError('pay', t('checkout.retryHint', { error: describeError(error) }));
  }
}

function returnUrl(): string {
  const language = locale === 'en' ? '' : `&lang=${locale}`;
  return `${location.origin}${location.pathname}?order=${encodeURIComponent(merchantReference)}${language}`;
}

/** Back from a 3-D Secure redirect: the same session, and the outcome read from the execution. */
async function resumeAfterRedirect(order: string): Promise<void> {
  merchantReference = order;
  merchant.open(order);
  const response = await fetch(`/api/orders/${encodeURIComponent(order)}/session`);
  const { config } = (await response.json()) as { config: Railkit.ClientInitResponse };
  client = Railkit.init(config, { locale, timeouts: { resultWaitMs } });
  amount = client.config.amount ?? amount;
  const result = await client.query({ operation: 'authorization', wait: 10 });
  if (result.status === 'error') {
    show('start');
    showError('start', t('checkout.startAgain', { error: cardFailureText(result) }));
    return;
  }
  showResult(result);
}

const returningOrder = params.get('order');
if (returningOrder) {
  resumeAfterRedirect(returningOrder).catch((error: unknown) => showError('start', describeError(error)));
}

/** The payer's screen: what the SDK knows now; the merchant's notification decides what happens next. */
function showResult(result: AuthorizeResult): void {
  renderResult(root, checkoutResultContent(result, formatAmount(amount)));
  show('result');
  find('#result-title').focus();
  void followOrder(result.status === 'success' ? 'authorizeSuccessful' : undefined);
  if (result.status === 'pending' && (result.code as string) !== 'outcomeUnknown') void waitOnPendingScreen();
}

/** A pending screen waits for the merchant's final state up to `resultWaitMs`, then says it stopped. */
async function waitOnPendingScreen(): Promise<void> {
  const waitText = find('#result-wait');
  fill(waitText, 'result.waiting');
  const order = await watchOrder(merchantReference, {
    timeoutMs: resultWaitMs,
    isDone: (current) => current.reconciledStatus !== 'awaitingNotification',
    onOrder: () => undefined,
  });
  if (order?.reconciledStatus === 'authorizeSuccessful') showResult({ status: 'success' } as AuthorizeResult);
  else fill(waitText, 'result.stoppedWaiting');
}

/** Staff buttons by the order's state as the merchant reconciled it from notifications (spec rule 3). */
const actionsByStatus: Record<string, string[]> = {
  authorizeSuccessful: ['capture', 'cancel'],
  captureSuccessful: ['refund'],
};

for (const button of merchantPanel.querySelectorAll<HTMLButtonElement>('[data-action]')) {
  button.addEventListener('click', async () => {
    showError('merchant', '');
    try {
      await post(`/api/orders/${merchantReference}/${button.dataset.action!}`, {});
      void followOrder();
    } catch (error) {
      showError('merchant', describeError(error));
    }
  });
}

let following: Promise<unknown> | undefined;
let awaitedStatus: string | undefined;
/**
 * The merchant's own view, fed by signed notifications; the browser's result is only a hint. It follows
 * the order while staff may act on it, and until a notification reports `awaited` when the browser
 * knows the outcome: a payer who pays after a decline has the decline's notification on the order
 * already, and the view must not stop there.
 */
function followOrder(awaited?: string): Promise<unknown> {
  let shown = '';
  awaitedStatus = awaited;
  following ??= watchOrder(merchantReference, {
    timeoutMs: 30_000,
    isDone: ({ notifications, reconciledStatus }) =>
      notifications.length > 0 &&
      !(reconciledStatus in actionsByStatus) &&
      (awaitedStatus === undefined || reconciledStatus === awaitedStatus),
    onOrder: (order: Order) => {
      if (order.reconciledStatus === shown) return;
      shown = order.reconciledStatus;
      merchant.show(order, (current, last) => [
        'merchant.paymentState',
        { status: paymentStatusText(current.reconciledStatus), action: last.action },
      ]);
      const offered = actionsByStatus[shown] ?? [];
      for (const button of merchantPanel.querySelectorAll<HTMLButtonElement>('[data-action]')) {
        button.hidden = !offered.includes(button.dataset.action!);
      }
    },
  }).finally(() => (following = undefined));
  return following;
}
