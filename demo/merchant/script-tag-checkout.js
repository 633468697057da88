// @ts-check
/**
 * A card checkout with no bundler: `window.Railkit` comes from the checkout script tag
 * (dist/railkit-checkout.iife.js). The card form sits in the vault's secure-fields frame, so card data
 * never touches this page; 3-D Secure opens in the SDK's dialog. The merchant's state comes from its
 * server's signed notifications, shown in the merchant view.
 */
import { cardFailureText, checkoutResultContent, paymentStatusText } from './checkout-result.js';
import { renderShell } from './pages.js';
import { fill, formatAmount, locale, t } from './texts.js';
import {
  describeError,
  renderMerchantView,
  renderResult,
  resultMarkup,
  watchOrder,
  whileBusy,
} from './ui.js';

/** @type {any} the script tag's global */
const Railkit = /** @type {any} */ (window).Railkit;
renderShell();
const root = /** @type {HTMLElement} */ (document.querySelector('#app'));
root.innerHTML = `
  <h1 data-text="checkout.title"></h1>
  <section data-step="start" aria-labelledby="start-title">
    <h2 id="start-title" data-text="checkout.start.title"></h2>
    <form id="start-form" class="stack">
      <label for="amount" data-text="checkout.amount"></label>
      <div class="amount"><input id="amount" name="amount" inputmode="decimal" value="49.90" required dir="ltr"
        pattern="\\d+(\\.\\d{1,2})?"><span>EUR</span></div>
      <div class="actions"><button type="submit" id="continue" data-text="checkout.continue"></button></div>
      <p class="progress" role="status" data-progress="start"></p>
      <p class="error" role="alert" data-error="start"></p>
    </form>
  </section>
  <section data-step="pay" aria-labelledby="pay-title" hidden>
    <h2 id="pay-title" tabindex="-1" data-text="checkout.pay.title"></h2>
    <div id="card"></div>
    <p class="hint" id="test-cards"></p>
    <div class="actions"><button type="button" id="pay"></button></div>
    <p class="progress" role="status" data-progress="pay"></p>
    <p class="error" role="alert" data-error="pay"></p>
  </section>
  ${resultMarkup}`;

/** @param {string} selector */
const find = (selector) => /** @type {HTMLElement} */ (root.querySelector(selector));
for (const element of root.querySelectorAll('[data-text]')) {
  const text = /** @type {HTMLElement} */ (element);
  fill(text, /** @type {import('./texts.js').DemoTextKey} */ (text.dataset.text));
}
fill(find('#test-cards'), 'checkout.testCards', {
  approves: '4111 1111 1111 1111',
  declines: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
  threeDS: '3-D Secure',
  timeout: '4000 0000 0000 0077',
});
const merchant = renderMerchantView(/** @type {HTMLElement} */ (document.querySelector('#merchant-view')));

/** @type {any} */ let client;
/** @type {any} */ let card;
let merchantReference = '';
let amount = { value: '', currency: 'EUR' };

/** @param {string} step */
function show(step) {
  for (const section of root.querySelectorAll('[data-step]')) {
    /** @type {HTMLElement} */ (section).hidden = /** @type {HTMLElement} */ (section).dataset.step !== step;
  }
}
/** @param {string} step @param {string} message */
const showError = (step, message) => (find(`[data-error="${step}"]`).textContent = message);
/** @param {string} step */
const progressOf = (step) => find(`[data-progress="${step}"]`);

find('#start-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void whileBusy(find('#continue'), progressOf('start'), t('busy.starting'), start);
});

async function start() {
  showError('start', '');
  amount = { value: /** @type {HTMLInputElement} */ (find('#amount')).value, currency: 'EUR' };
  try {
    const response = await fetch('/api/checkouts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount }),
    });
    const session = await response.json();
    if (!response.ok) throw new Error(session.error ?? `The merchant server answered ${response.status}.`);
    merchantReference = session.merchantReference;
    merchant.open(merchantReference);
    client = Railkit.init(session.config, { locale });
    fill(find('#pay'), 'checkout.pay', { amount: formatAmount(amount) });
    let ready = () => {};
    const rendered = new Promise((resolve) => (ready = () => resolve(undefined)));
    card = await client.dynamicElement({
      paymentMethod: { paymentMethodCode: 'card' },
      hosting: 'secure-fields',
      locale,
      events: { onSubmit: () => void payBusy(), onReady: () => ready() },
    });
    card.mount('#card');
    await rendered;
    show('pay');
    card.focus();
  } catch (error) {
    showError('start', describeError(error));
  }
}

// A second press reaches the SDK on purpose: it authorizes one user action once.
const payBusy = () => whileBusy(find('#pay'), progressOf('pay'), t('busy.paying'), pay, { repeatable: true });
find('#pay').addEventListener('click', () => void payBusy());

async function pay() {
  showError('pay', '');
  try {
    const result = await client.api({ operation: 'authorize', card });
    void followOrder();
    if (result.status === 'error') {
      // The form keeps what the customer typed: they may correct it or try another card.
      showError('pay', cardFailureText(result));
      return;
    }
    showResult(result);
  } catch (error) {
    // Field errors are shown and announced by the card form itself.
    if (Railkit.isRailkitError(error) && /** @type {{ code: string }} */ (error).code === 'validation.failed')
      return;
    showError('pay', t('checkout.retryHint', { error: describeError(error) }));
  }
}

/** @param {{ status: string, code?: string }} result what the SDK knows now; notifications decide */
function showResult(result) {
  renderResult(root, checkoutResultContent(result, formatAmount(amount)));
  show('result');
  find('#result-title').focus();
}

/** @type {Promise<unknown> | undefined} */
let following;
/**
 * The merchant's own view, fed by signed notifications, after every attempt: a decline shows there as
 * well as an authorization, and a second try on the same order moves it on.
 */
function followOrder() {
  following ??= watchOrder(merchantReference, {
    timeoutMs: 30_000,
    isDone: (order) => order.reconciledStatus === 'authorizeSuccessful',
    onOrder: (order) =>
      merchant.show(order, (current, last) => [
        'merchant.paymentState',
        { status: paymentStatusText(current.reconciledStatus), action: last.action },
      ]),
  }).finally(() => (following = undefined));
  return following;
}
