// The demo merchant's checkout with the drop-in: one element lists every method the sandbox offers in
// the payer's country (cards, bank debits, local and redirect methods, wallets the browser can pay
// with) and pays with one button. The order's state comes from the platform's signed notifications.
import * as Railkit from '../src/index';
import { dropIn, type DropIn } from '../src/checkout';
import { describe, post } from './checkout-helpers';
import { renderShell } from './merchant/pages.js';
import { countryName, fill, formatAmount, locale, t } from './merchant/texts.js';
import type { AuthorizeResult } from '../src/index';

renderShell();

/** The countries the sandbox has methods for, with the currency a payer there pays in. */
const currencies: Record<string, string> = {
  DE: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  US: 'USD',
  BR: 'BRL',
  IN: 'INR',
};

const root = document.querySelector<HTMLElement>('#app')!;
root.innerHTML = `
  <h1>${t('page.checkout-drop-in.title')}</h1>
  <section data-step="start" aria-labelledby="order-title">
    <h2 id="order-title">${t('checkout.start.title')}</h2>
    <form id="order-form" class="stack">
      <label for="payer-country">${t('dropInPage.country')}</label>
      <select id="payer-country" name="country" autocomplete="country"></select>
      <p class="hint" id="test-hint"></p>
      <button type="submit">${t('checkout.continue')}</button>
      <p class="error" role="alert" data-error></p>
    </form>
  </section>
  <section data-step="pay" aria-labelledby="drop-in-title" hidden>
    <h2 id="drop-in-title" tabindex="-1"></h2>
    <div id="drop-in"></div>
  </section>
  <section data-step="done" aria-labelledby="done-title" hidden>
    <h2 id="done-title" tabindex="-1"></h2>
    <h3>${t('dropInPage.merchantOrder')}</h3>
    <p id="order-state" role="status">${t('merchant.awaiting')}</p>
    <a href="/checkout-drop-in.html">${t('checkout.again')}</a>
  </section>`;

const element = <T extends HTMLElement = HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
element<HTMLSelectElement>('#payer-country').append(
  ...Object.entries(currencies).map(
    ([code, currency]) => new Option(`${countryName(code)} (${currency})`, code),
  ),
);
fill(element('#test-hint'), 'dropInPage.testHint', { declined: '.13', pending: '.17' });

let order = '';

function step(name: string, focus: string): void {
  for (const section of root.querySelectorAll<HTMLElement>('[data-step]')) {
    section.hidden = section.dataset.step !== name;
  }
  element(focus).focus();
}

element('#order-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  element('[data-error]').textContent = '';
  const country = element<HTMLSelectElement>('#payer-country').value;
  const amount = { value: '49.90', currency: currencies[country]! };
  try {
    const session = await post('/api/checkouts', { amount, country, customer: 'customer-drop-in' });
    order = session.merchantReference as string;
    const client = Railkit.init(session.config as Railkit.ClientInitResponse, { locale });
    const payment: DropIn = await dropIn(client, {
      locale,
      cardHosting: 'secure-fields',
      returnInfo: {
        success: backHere('success'),
        error: backHere('error'),
        cancel: backHere('cancel'),
        pending: backHere('pending'),
      },
    });
    payment.element.addEventListener('rk-result', (done) =>
      finish((done as CustomEvent<AuthorizeResult>).detail),
    );
    payment.mount('#drop-in');
    fill(element('#drop-in-title'), 'dropInPage.payTitle', { amount: formatAmount(amount) });
    step('pay', '#drop-in-title');
  } catch (error) {
    element('[data-error]').textContent = describe(error);
  }
});

function backHere(outcome: string): string {
  return `${location.origin}${location.pathname}?order=${encodeURIComponent(order)}&return=${outcome}`;
}

const outcomeTitles = {
  success: t('checkout.success.title'),
  pending: t('checkout.pending.title'),
  cancelled: t('dropInPage.cancelled'),
  error: t('dropInPage.failed'),
};

function outcomeTitle(result: AuthorizeResult): string {
  return outcomeTitles[result.code === 'cancelled' ? 'cancelled' : result.status];
}

/** A final result ends the page; a decline or a cancel leaves the drop-in to choose again. */
function finish(result: AuthorizeResult): void {
  if (result.status === 'error') return;
  element('#done-title').textContent = outcomeTitle(result);
  step('done', '#done-title');
  void reconcile();
}

/** The merchant's own view, fed by signed notifications; the browser's result is only a hint. */
async function reconcile(): Promise<void> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const answer = await fetch(`/api/orders/${encodeURIComponent(order)}`);
    const { reconciledStatus, notifications } = (await answer.json()) as {
      reconciledStatus: string;
      notifications: { action: string }[];
    };
    const latest = notifications.at(-1);
    if (latest) {
      const state = t(
        reconciledStatus === 'authorizeSuccessful' ? 'merchant.authorized' : 'dropInPage.notAuthorized',
      );
      fill(element('#order-state'), 'dropInPage.orderState', { state, action: latest.action });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}

/** Back from a redirect method's page: the outcome is read from the session's execution. */
async function returned(reference: string): Promise<void> {
  order = reference;
  const answer = await fetch(`/api/orders/${encodeURIComponent(reference)}/session`);
  const { config } = (await answer.json()) as { config: Railkit.ClientInitResponse };
  const result = await Railkit.init(config, { locale }).query({ operation: 'authorization', wait: 10 });
  element('#done-title').textContent = outcomeTitle(result);
  step('done', '#done-title');
  void reconcile();
}

const returning = new URLSearchParams(location.search).get('order');
if (returning)
  returned(returning).catch((error: unknown) => (element('[data-error]').textContent = describe(error)));
