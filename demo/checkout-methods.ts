// The demo merchant's checkout with every method the sandbox offers in a country: cards, bank debits
// and local methods rendered from their schema, redirect methods (iDEAL, Bancontact, PayPal...) that
// leave for the method's page and come back here. The order's state comes from notifications.
import * as Railkit from '../src/index';
import { describe, formatAmount, post } from './checkout-helpers';
import '../src/card';
import { resume } from '../src/checkout';
import type { AuthorizeResult, CompositionOption, RailkitClient } from '../src/index';
import type { CardElement } from '../src/core/card';
import type { MethodElement, SchemaMethodCode } from '../src/core/method';
import { renderShell } from './merchant/pages.js';
import { locale } from './merchant/texts.js';
import { whileBusy } from './merchant/ui.js';

const countries = {
  DE: { name: 'Germany', currency: 'EUR' },
  NL: { name: 'Netherlands', currency: 'EUR' },
  BE: { name: 'Belgium', currency: 'EUR' },
  US: { name: 'United States', currency: 'USD' },
  BR: { name: 'Brazil', currency: 'BRL' },
  IN: { name: 'India', currency: 'INR' },
} as const;
type Country = keyof typeof countries;

// The demo's shared header: every demo page in one navigation.
renderShell();
const root = document.querySelector<HTMLElement>('#app')!;
root.innerHTML = `
  <h1>Checkout</h1>
  <section data-step="start" aria-labelledby="start-title">
    <h2 id="start-title">Your order</h2>
    <form id="start-form" class="stack">
      <label for="country">Country</label>
      <select id="country" name="country" autocomplete="country">
        ${Object.entries(countries)
          .map(([code, { name, currency }]) => `<option value="${code}">${name} (${currency})</option>`)
          .join('')}
      </select>
      <label for="amount">Amount</label>
      <input id="amount" name="amount" inputmode="decimal" value="49.90" required pattern="\\d+(\\.\\d{1,2})?"
        aria-describedby="amount-hint">
      <p id="amount-hint" class="hint">Sandbox: an amount ending .13 is declined, .17 stays pending (not for cards).</p>
      <button type="submit">Continue to payment</button>
      <p class="error" role="alert" data-error="start"></p>
    </form>
  </section>
  <section data-step="pay" aria-labelledby="pay-title" hidden>
    <h2 id="pay-title" tabindex="-1">Choose how to pay</h2>
    <fieldset class="stack">
      <legend>Payment method</legend>
      <div id="methods"></div>
    </fieldset>
    <div id="method-form"></div>
    <p id="method-hint" class="hint"></p>
    <label class="check" id="popup-choice" hidden><input type="checkbox" id="popup">
      Open the payment page in a popup window and stay on this page</label>
    <button type="button" id="pay"></button>
    <p class="progress" role="status" id="pay-progress"></p>
    <p class="error" role="alert" data-error="pay"></p>
  </section>
  <section data-step="result" aria-labelledby="result-title" hidden>
    <h2 id="result-title" tabindex="-1"></h2>
    <p id="result-detail"></p>
    <h3>Merchant's order</h3>
    <p id="reconciled" role="status">Waiting for the platform's notification…</p>
    <a href="/checkout-methods.html">Start another checkout</a>
  </section>`;

const find = <T extends HTMLElement = HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
const showError = (step: string, message: string) => (find(`[data-error="${step}"]`).textContent = message);

let client: RailkitClient;
let merchantReference = '';
let chosen: CompositionOption | undefined;
let form: CardElement | MethodElement | undefined;

function show(step: string): void {
  for (const section of root.querySelectorAll<HTMLElement>('[data-step]')) {
    section.hidden = section.dataset.step !== step;
  }
}

find('#start-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  showError('start', '');
  const country = find<HTMLSelectElement>('#country').value as Country;
  const amount = { value: find<HTMLInputElement>('#amount').value, currency: countries[country].currency };
  try {
    const session = await post('/api/checkouts', { amount, country, customer: 'customer-methods' });
    merchantReference = session.merchantReference as string;
    client = Railkit.init(session.config as Railkit.ClientInitResponse, { locale });
    find('#pay').textContent = `Pay ${formatAmount(amount)}`;
    listMethods(client.config.lookup.data.paymentCompositionOptions ?? []);
    show('pay');
    find('#pay-title').focus();
  } catch (error) {
    showError('start', describe(error));
  }
});

/** One radio per option the lookup offers, in its order; the first is chosen. */
function listMethods(options: CompositionOption[]): void {
  // Wallets need the browser's Payment Request API and a wallet: the drop-in offers them.
  const shown = options.filter((option) => !['applePay', 'googlePay'].includes(option.paymentMethodCode));
  find('#methods').replaceChildren(
    ...shown.map((option, index) => {
      const label = document.createElement('label');
      label.className = 'check';
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = 'method';
      radio.value = option.paymentMethodCode;
      radio.checked = index === 0;
      radio.addEventListener('change', () => void choose(option));
      label.append(radio, ` ${option.clientConfig.displayName}`);
      return label;
    }),
  );
  if (shown[0]) void choose(shown[0]);
}

async function choose(option: CompositionOption): Promise<void> {
  showError('pay', '');
  form?.unmount();
  form = undefined;
  chosen = option;
  const code = option.paymentMethodCode;
  find('#method-hint').textContent =
    option.clientConfig.flow === 'redirect'
      ? `You will leave this page to pay with ${option.clientConfig.displayName}, then come back here.`
      : (option.description ?? '');
  find('#popup-choice').hidden = option.clientConfig.flow !== 'redirect';
  let created: CardElement | MethodElement | undefined;
  if (code === 'card') {
    created = await client.dynamicElement({
      paymentMethod: { paymentMethodCode: 'card' },
      hosting: 'in-page',
    });
  } else if (option.clientConfig.instrumentDataSchema) {
    created = await client.dynamicElement({ paymentMethod: { paymentMethodCode: code as SchemaMethodCode } });
  }
  // The payer may have chosen another method while this one loaded.
  if (chosen !== option) return;
  form = created;
  form?.mount('#method-form');
}

// Busy while the payment runs (and while a popup is open); a second press joins the same payment.
find('#pay').addEventListener(
  'click',
  () =>
    void whileBusy(find('#pay'), find('#pay-progress'), 'Waiting for the payment…', pay, {
      repeatable: true,
    }),
);

async function pay(): Promise<void> {
  if (!chosen) return;
  showError('pay', '');
  const inPopup = find<HTMLInputElement>('#popup').checked;
  const returnInfo = {
    success: returnUrl('success'),
    error: returnUrl('error'),
    cancel: returnUrl('cancel'),
    pending: returnUrl('pending'),
  };
  try {
    const result =
      chosen.paymentMethodCode === 'card'
        ? await client.api({ operation: 'authorize', card: form as CardElement })
        : chosen.clientConfig.flow === 'redirect'
          ? await client.api({
              operation: 'authorize',
              paymentMethod: { paymentMethodCode: chosen.paymentMethodCode },
              returnInfo,
              // A popup opens on this click; the answer comes back here when the payer is done there.
              redirect: inPopup ? 'popup' : 'page',
            })
          : await client.api({ operation: 'authorize', method: form as MethodElement });
    if (chosen.clientConfig.flow === 'redirect' && !inPopup && result.status === 'pending') return; // leaving
    if (result.status === 'error') {
      showError('pay', failureText(result));
      return;
    }
    showResult(result);
  } catch (error) {
    // Field errors are shown and announced by the form itself.
    if ((error as Railkit.RailkitError).code === 'validation.failed') return;
    showError('pay', `${describe(error)} You can press Pay again: it will not charge twice.`);
  }
}

function returnUrl(outcome: string): string {
  return `${location.origin}${location.pathname}?order=${encodeURIComponent(merchantReference)}&return=${outcome}`;
}

/** Back from a redirect method's page: the same session, the outcome read from the execution. */
async function resumeAfterRedirect(order: string): Promise<void> {
  merchantReference = order;
  const response = await fetch(`/api/orders/${encodeURIComponent(order)}/session`);
  const { config } = (await response.json()) as { config: Railkit.ClientInitResponse };
  client = Railkit.init(config, { locale });
  // Reads only: a reload of this page, or Back, authorizes nothing.
  const result = await resume(client);
  if (result.status === 'error') {
    show('result');
    find('#result-title').textContent = result.code === 'cancelled' ? 'Payment cancelled' : 'Payment failed';
    find('#result-detail').textContent = failureText(result);
    find('#result-title').focus();
    void followOrder();
    return;
  }
  showResult(result);
}

const returningOrder = new URLSearchParams(location.search).get('order');
if (returningOrder) {
  resumeAfterRedirect(returningOrder).catch((error: unknown) => showError('start', describe(error)));
}

function failureText(result: AuthorizeResult): string {
  if (result.code === 'cancelled') return 'You cancelled the payment. Nothing was charged.';
  if (result.code === 'redirect.closed') {
    return 'The payment window was closed before you finished. Press Pay to open it again.';
  }
  const reasons: Record<string, string> = {
    'card.declined': 'Your bank declined the card. Try another card.',
    'payment.declined': 'The payment was declined. Try another payment method.',
  };
  return reasons[result.reason?.code ?? ''] ?? 'The payment failed. Try another payment method.';
}

function showResult(result: AuthorizeResult): void {
  find('#result-title').textContent = result.status === 'success' ? 'Payment authorized' : 'Payment pending';
  find('#result-detail').textContent =
    result.status === 'success'
      ? 'Thank you: your payment is confirmed.'
      : 'Your payment is not confirmed yet. We will e-mail you the outcome.';
  show('result');
  find('#result-title').focus();
  void followOrder();
}

/** The merchant's own view, fed by signed notifications; the browser's result is only a hint. */
async function followOrder(): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const order = (await (await fetch(`/api/orders/${merchantReference}`)).json()) as {
      reconciledStatus: string;
      notifications: { action: string }[];
    };
    const last = order.notifications.at(-1);
    if (last) {
      const text = order.reconciledStatus === 'authorizeSuccessful' ? 'Authorized' : 'Authorization failed';
      find('#reconciled').textContent = `${text} (${last.action} notification, signature verified)`;
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}
