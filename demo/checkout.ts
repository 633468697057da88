// The demo merchant's card checkout, for both hostings: `checkout.html` (the card form in this page,
// encrypting here) and `checkout-secure.html` (the card form in the vault's secure-fields frame).
// Steps: client init on the merchant server, init(), dynamicElement({ card }), api({ operation:
// 'authorize', card }), then the merchant's own capture, cancel and refund through its server.
import * as Railkit from '../src/index';
import { describe, formatAmount, post } from './checkout-helpers';
import '../src/elements/card/index';
import type { AuthorizeResult, Instrument, RailkitClient } from '../src/index';
import type { CardElement, CardHosting } from '../src/core/card';

const root = document.querySelector<HTMLElement>('#app')!;
const hosting = (root.dataset.hosting ?? 'in-page') as CardHosting;
const params = new URLSearchParams(location.search);

root.innerHTML = `
  <h1>Checkout</h1>
  <p class="hint">${hosting === 'in-page' ? 'Card form in this page (client-side encryption).' : 'Card form in secure fields (the vault’s frame).'}
    <a href="${hosting === 'in-page' ? '/checkout-secure.html' : '/checkout.html'}">Switch to ${hosting === 'in-page' ? 'secure fields' : 'the in-page form'}</a></p>
  <section data-step="start" aria-labelledby="start-title">
    <h2 id="start-title">Your order</h2>
    <form id="start-form" class="stack">
      <label for="amount">Amount</label>
      <div class="amount"><input id="amount" name="amount" inputmode="decimal" value="49.90" required
        pattern="\\d+(\\.\\d{1,2})?"><span>EUR</span></div>
      <label for="customer">Customer reference</label>
      <input id="customer" name="customer" autocomplete="off" aria-describedby="customer-hint">
      <p id="customer-hint" class="hint">Cards saved by this customer are offered at the next checkout.</p>
      <button type="submit">Continue to payment</button>
      <p class="error" role="alert" data-error="start"></p>
    </form>
  </section>
  <section data-step="pay" aria-labelledby="pay-title" hidden>
    <h2 id="pay-title" tabindex="-1">Pay by card</h2>
    <fieldset id="saved-cards" class="stack" hidden>
      <legend>Pay with</legend>
      <div id="saved-card-options"></div>
    </fieldset>
    <div id="card"></div>
    <label class="check" id="store-label"><input type="checkbox" id="store"> Save this card for next time</label>
    <p class="hint">Sandbox cards: 4111 1111 1111 1111 approves, 4000 0000 0000 0002 declines,
      4000 0000 0000 3220 asks for 3-D Secure, 4000 0000 0000 0077 times out.</p>
    <button type="button" id="pay"></button>
    <p class="error" role="alert" data-error="pay"></p>
  </section>
  <section data-step="result" aria-labelledby="result-title" hidden>
    <h2 id="result-title" tabindex="-1"></h2>
    <p id="result-detail"></p>
    <h3>Merchant's order</h3>
    <p id="reconciled" role="status">Waiting for the platform's notification…</p>
    <div class="actions">
      <button type="button" data-action="capture" hidden>Capture</button>
      <button type="button" data-action="cancel" class="secondary" hidden>Cancel payment</button>
      <button type="button" data-action="refund" class="secondary" hidden>Refund</button>
    </div>
    <p class="error" role="alert" data-error="result"></p>
    <a href="">Start another checkout</a>
  </section>`;

const find = <T extends HTMLElement = HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
find<HTMLInputElement>('#customer').value = params.get('customer') ?? 'customer-42';

let client: RailkitClient;
let card: CardElement | undefined;
let merchantReference = '';
let amount = { value: '', currency: 'EUR' };

function show(step: string): void {
  for (const section of root.querySelectorAll<HTMLElement>('[data-step]')) {
    section.hidden = section.dataset.step !== step;
  }
}
const showError = (step: string, message: string) => (find(`[data-error="${step}"]`).textContent = message);

find('#start-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  showError('start', '');
  amount = { value: find<HTMLInputElement>('#amount').value, currency: 'EUR' };
  try {
    const session = await post('/api/checkouts', {
      amount,
      customer: find<HTMLInputElement>('#customer').value,
    });
    merchantReference = session.merchantReference as string;
    client = Railkit.init(session.config as Railkit.ClientInitResponse);
    find('#pay').textContent = `Pay ${formatAmount(amount)}`;
    offerSavedCards(savedCardsOf(client));
    await showCardForm(undefined);
    show('pay');
    find('#pay-title').focus();
  } catch (error) {
    showError('start', describe(error));
  }
});

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
    ['new', 'A new card'],
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
        void showCardForm(saved.find((instrument) => instrument.id === value));
      });
      choice.append(radio, ` ${label}`);
      return choice;
    }),
  );
}

/** A new card's full form, or for a stored card its security code only. */
async function showCardForm(instrument: Instrument | undefined): Promise<void> {
  showError('pay', '');
  card?.unmount();
  find('#store-label').hidden = instrument !== undefined;
  card = await client.dynamicElement({
    paymentMethod: { paymentMethodCode: 'card' },
    hosting,
    ...(instrument ? { instrument } : {}),
    events: { onSubmit: () => void pay() },
  });
  card.mount('#card');
}

// No guard against double clicks here on purpose: the SDK authorizes one user action once.
find('#pay').addEventListener('click', () => void pay());

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
      showError('pay', failureText(result));
      return;
    }
    showResult(result);
  } catch (error) {
    // Field errors are shown and announced by the card form itself; anything else is the page's to say.
    if ((error as Railkit.RailkitError).code === 'validation.failed') return;
    showError('pay', `${describe(error)} You can press Pay again: it will not charge twice.`);
  }
}

function returnUrl(): string {
  return `${location.origin}${location.pathname}?order=${encodeURIComponent(merchantReference)}`;
}

/** Back from a 3-D Secure redirect: the same session, and the outcome read from the execution. */
async function resumeAfterRedirect(order: string): Promise<void> {
  merchantReference = order;
  const response = await fetch(`/api/orders/${encodeURIComponent(order)}/session`);
  const { config } = (await response.json()) as { config: Railkit.ClientInitResponse };
  client = Railkit.init(config);
  amount = client.config.amount ?? amount;
  const result = await client.query({ operation: 'authorization', wait: 10 });
  if (result.status === 'error') {
    show('start');
    showError('start', `${failureText(result)} Start again to pay.`);
    return;
  }
  showResult(result);
}

const returningOrder = params.get('order');
if (returningOrder) {
  resumeAfterRedirect(returningOrder).catch((error: unknown) => showError('start', describe(error)));
}

function failureText(result: AuthorizeResult): string {
  if (result.code === 'challenge.cancelled') {
    return 'You closed the confirmation with your bank, so the payment is not done. Press Pay to try again.';
  }
  const reasons: Record<string, string> = {
    'card.declined': 'Your bank declined the card. Try another card.',
    'provider.timeout': 'The payment could not be completed in time. Please try again.',
    'authentication.failed': 'Your bank could not confirm the payment. Try again or use another card.',
  };
  return (
    reasons[result.reason?.code ?? ''] ??
    `The payment failed${result.reason ? `: ${result.reason.detail}` : '.'}`
  );
}

function showResult(result: AuthorizeResult): void {
  find('#result-title').textContent = result.status === 'success' ? 'Payment authorized' : 'Payment pending';
  find('#result-detail').textContent =
    result.status === 'success'
      ? `${formatAmount(amount)} is reserved on your card. We charge it when your order ships.`
      : 'Your bank has not answered yet. We will e-mail you the outcome.';
  show('result');
  find('#result-title').focus();
  void followOrder();
}

/** Buttons by the order's state as the merchant reconciled it from notifications (spec rule 3). */
const actionsByStatus: Record<string, string[]> = {
  authorizeSuccessful: ['capture', 'cancel'],
  captureSuccessful: ['refund'],
};

for (const button of root.querySelectorAll<HTMLButtonElement>('[data-action]')) {
  button.addEventListener('click', async () => {
    showError('result', '');
    try {
      await post(`/api/orders/${merchantReference}/${button.dataset.action!}`, {});
      void followOrder();
    } catch (error) {
      showError('result', describe(error));
    }
  });
}

let following: Promise<void> | undefined;
/** The merchant's own view, fed by signed notifications; the browser's result is only a hint. */
function followOrder(): Promise<void> {
  following ??= (async () => {
    const deadline = Date.now() + 30_000;
    let shown = '';
    while (Date.now() < deadline) {
      const order = (await (await fetch(`/api/orders/${merchantReference}`)).json()) as {
        reconciledStatus: string;
        notifications: { id: string; action: string }[];
      };
      const last = order.notifications.at(-1);
      if (last && order.reconciledStatus !== shown) {
        shown = order.reconciledStatus;
        find('#reconciled').textContent =
          `${statusText(shown)} (${last.action} notification, signature verified)`;
        const offered = actionsByStatus[shown] ?? [];
        for (const button of root.querySelectorAll<HTMLButtonElement>('[data-action]')) {
          button.hidden = !offered.includes(button.dataset.action!);
        }
        if (offered.length === 0) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
  })().finally(() => (following = undefined));
  return following;
}

function statusText(status: string): string {
  const texts: Record<string, string> = {
    authorizeSuccessful: 'Authorized',
    authorizeFailed: 'Authorization failed',
    captureSuccessful: 'Captured',
    cancelSuccessful: 'Cancelled',
    refundSuccessful: 'Refunded',
  };
  return texts[status] ?? status;
}
