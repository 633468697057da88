// The demo merchant's checkout with the drop-in: one element lists every method the sandbox offers in
// the payer's country (cards, bank debits, local and redirect methods, wallets the browser can pay
// with) and pays with one button. Back from a redirect method, the drop-in reads the outcome itself
// (`resume`), and after a cancel or a decline offers the methods again for the same order. The order's
// state comes from the platform's signed notifications, in the Merchant view beside the payer's steps.
import * as Railkit from '../src/index';
import { dropIn, type DropIn } from '../src/checkout';
import { describe, followPayment, post } from './checkout-helpers';
import { renderShell } from './merchant/pages.js';
import { countryName, fill, formatAmount, locale, t } from './merchant/texts.js';
import { checkingMarkup, renderMerchantView } from './merchant/ui.js';
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
  <section data-step="start" aria-labelledby="order-title" hidden>
    <h2 id="order-title">${t('checkout.start.title')}</h2>
    <form id="order-form" class="stack">
      <label for="payer-country">${t('dropInPage.country')}</label>
      <select id="payer-country" name="country" autocomplete="country"></select>
      <p class="hint" id="test-hint"></p>
      <button type="submit">${t('checkout.continue')}</button>
      <p class="error" role="alert" data-error></p>
    </form>
  </section>
  ${checkingMarkup()}
  <section data-step="pay" aria-labelledby="drop-in-title" hidden>
    <h2 id="drop-in-title" tabindex="-1"></h2>
    <div id="drop-in"></div>
  </section>
  <section data-step="done" aria-labelledby="done-title" hidden>
    <h2 id="done-title" tabindex="-1"></h2>
    <p id="done-detail"></p>
    <a href="/checkout-drop-in.html">${t('checkout.again')}</a>
  </section>`;

const element = <T extends HTMLElement = HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
element<HTMLSelectElement>('#payer-country').append(
  ...Object.entries(currencies).map(
    ([code, currency]) => new Option(`${countryName(code)} (${currency})`, code),
  ),
);
fill(element('#test-hint'), 'dropInPage.testHint', { declined: '.13', pending: '.17' });
const merchant = renderMerchantView(document.querySelector<HTMLElement>('#merchant-view')!);

let order = '';

function step(name: string, focus?: string): void {
  for (const section of root.querySelectorAll<HTMLElement>('[data-step]')) {
    section.hidden = section.dataset.step !== name;
  }
  if (focus) element(focus).focus();
}

// Back from a redirect method's page: no order form, even for a moment, until the drop-in is back.
const returning = new URLSearchParams(location.search).get('order');
step(returning ? 'checking' : 'start');

element('#order-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  element('[data-error]').textContent = '';
  const country = element<HTMLSelectElement>('#payer-country').value;
  const amount = { value: '49.90', currency: currencies[country]! };
  try {
    const session = await post('/api/checkouts', { amount, country, customer: customerReference() });
    await showDropIn(session.merchantReference as string, session.config as Railkit.ClientInitResponse);
    element('#drop-in-title').focus();
  } catch (error) {
    element('[data-error]').textContent = describe(error);
  }
});

/**
 * The shop's customer: their saved methods belong to this reference, so the next checkout offers them.
 * `?customer=` names another one (a second customer, or a test of its own).
 */
function customerReference(): string {
  return new URLSearchParams(location.search).get('customer') || 'customer-drop-in';
}

/** The order's drop-in; with `resume`, it first reads what happened on a redirect method's page. */
async function showDropIn(
  reference: string,
  config: Railkit.ClientInitResponse,
  resume = false,
): Promise<void> {
  order = reference;
  // The merchant's own view, fed by signed notifications; the browser's result is only a hint.
  void followPayment(order, merchant);
  const client = Railkit.init(config, { locale });
  const payment: DropIn = await dropIn(client, {
    locale,
    cardHosting: 'secure-fields',
    resume,
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
  const amount = client.config.amount;
  fill(element('#drop-in-title'), 'dropInPage.payTitle', { amount: amount ? formatAmount(amount) : '' });
  step('pay');
}

function backHere(outcome: string): string {
  const language = locale === 'en' ? '' : `&lang=${locale}`;
  return `${location.origin}${location.pathname}?order=${encodeURIComponent(order)}&return=${outcome}${language}`;
}

/** A final result ends the page; a decline or a cancel leaves the drop-in to choose again. */
function finish(result: AuthorizeResult): void {
  if (result.status === 'error') return;
  const success = result.status === 'success';
  element('#done-title').textContent = t(success ? 'checkout.success.title' : 'checkout.pending.title');
  element('#done-detail').textContent = t(success ? 'checkout.success.next' : 'result.emailLater');
  step('done', '#done-title');
}

/** Back from a redirect method's page: the same order's drop-in, which reads the outcome itself. */
async function returned(reference: string): Promise<void> {
  element('#checking-title').focus();
  const answer = await fetch(`/api/orders/${encodeURIComponent(reference)}/session`);
  const { config } = (await answer.json()) as { config: Railkit.ClientInitResponse };
  await showDropIn(reference, config, true);
}

if (returning) {
  returned(returning).catch((error: unknown) => {
    step('start');
    element('[data-error]').textContent = describe(error);
  });
}
