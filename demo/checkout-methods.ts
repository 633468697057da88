// The demo merchant's checkout with every method the sandbox offers in a country: cards, bank debits
// and local methods rendered from their schema, redirect methods (iDEAL, Bancontact, PayPal...) that
// leave for the method's page and come back here. A cancel or a decline leads back to the methods, on
// the same order. The order's state comes from notifications, in the Merchant view beside the steps.
import * as Railkit from '../src/index';
import { describe, post } from './checkout-helpers';
import '../src/card';
import { resume } from '../src/checkout';
import { dropInTexts } from '../src/i18n/drop-in';
import type { AuthorizeResult, CompositionOption, RailkitClient } from '../src/index';
import type { CardElement } from '../src/core/card';
import type { MethodElement, SchemaMethodCode } from '../src/core/method';
import { paymentStatusText } from './merchant/checkout-result.js';
import { renderShell } from './merchant/pages.js';
import { countryName, fill, formatAmount, locale, t, type DemoTextKey } from './merchant/texts.js';
import {
  checkingMarkup,
  renderMerchantView,
  renderResult,
  resultMarkup,
  watchOrder,
  whileBusy,
} from './merchant/ui.js';

const currencies = { DE: 'EUR', NL: 'EUR', BE: 'EUR', US: 'USD', BR: 'BRL', IN: 'INR' } as const;
type Country = keyof typeof currencies;

renderShell();
const root = document.querySelector<HTMLElement>('#app')!;
root.innerHTML = `
  <h1 data-text="checkout.title"></h1>
  <section data-step="start" aria-labelledby="start-title">
    <h2 id="start-title" data-text="checkout.start.title"></h2>
    <form id="start-form" class="stack">
      <label for="country" data-text="dropInPage.country"></label>
      <select id="country" name="country" autocomplete="country"></select>
      <label for="amount" data-text="checkout.amount"></label>
      <input id="amount" name="amount" inputmode="decimal" value="49.90" required dir="ltr"
        pattern="\\d+(\\.\\d{1,2})?" aria-describedby="amount-hint">
      <p id="amount-hint" class="hint"></p>
      <div class="actions"><button type="submit" id="continue" data-text="checkout.continue"></button></div>
      <p class="progress" role="status" data-progress="start"></p>
      <p class="error" role="alert" data-error="start"></p>
    </form>
  </section>
  <section data-step="pay" aria-labelledby="pay-title" hidden>
    <h2 id="pay-title" tabindex="-1" data-text="methodsPage.payTitle"></h2>
    <p id="again" class="notice" role="alert" tabindex="-1" hidden></p>
    <fieldset class="stack">
      <legend data-text="methodsPage.legend"></legend>
      <div id="methods"></div>
    </fieldset>
    <div id="method-form"></div>
    <p id="method-hint" class="hint"></p>
    <label class="check" id="popup-choice" hidden><input type="checkbox" id="popup">
      <span data-text="methodsPage.popup"></span></label>
    <div class="actions"><button type="button" id="pay"></button></div>
    <p class="progress" role="status" data-progress="pay"></p>
    <p class="error" role="alert" data-error="pay"></p>
  </section>
  ${checkingMarkup()}
  ${resultMarkup}`;

const find = <T extends HTMLElement = HTMLElement>(selector: string) => root.querySelector<T>(selector)!;
for (const element of root.querySelectorAll<HTMLElement>('[data-text]')) {
  fill(element, element.dataset.text as DemoTextKey);
}
fill(find('#amount-hint'), 'dropInPage.testHint', { declined: '.13', pending: '.17' });
find('#country').append(
  ...Object.entries(currencies).map(
    ([code, currency]) => new Option(`${countryName(code)} (${currency})`, code),
  ),
);
const merchant = renderMerchantView(document.querySelector<HTMLElement>('#merchant-view')!);
const showError = (step: string, message: string) => (find(`[data-error="${step}"]`).textContent = message);

let client: RailkitClient;
let merchantReference = '';
let amount = { value: '', currency: 'EUR' };
let chosen: CompositionOption | undefined;
let form: CardElement | MethodElement | undefined;
/** Method names in the payer's language: the drop-in's (a brand keeps the platform's name). */
let methodNames: Readonly<Record<string, string>> = {};

function show(step: string): void {
  for (const section of root.querySelectorAll<HTMLElement>('[data-step]')) {
    section.hidden = section.dataset.step !== step;
  }
}

// Back from a redirect method's page: no order form, even for a moment, until the outcome is read.
const returningOrder = new URLSearchParams(location.search).get('order');
show(returningOrder ? 'checking' : 'start');

const methodName = (option: CompositionOption) =>
  methodNames[`dropIn.method.${option.paymentMethodCode}`] ?? option.clientConfig.displayName;

find('#start-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void whileBusy(find('#continue'), find('[data-progress="start"]'), t('busy.starting'), start);
});

async function start(): Promise<void> {
  showError('start', '');
  const country = find<HTMLSelectElement>('#country').value as Country;
  amount = { value: find<HTMLInputElement>('#amount').value, currency: currencies[country] };
  try {
    const session = await post('/api/checkouts', { amount, country, customer: 'customer-methods' });
    adopt(session.merchantReference as string, session.config as Railkit.ClientInitResponse);
    await offerMethods();
    find('#pay-title').focus();
  } catch (error) {
    showError('start', describe(error));
  }
}

/** Takes an order and its payment session: its client, and the order in the Merchant view. */
function adopt(order: string, config: Railkit.ClientInitResponse): void {
  merchantReference = order;
  merchant.open(order);
  client = Railkit.init(config, { locale });
  amount = client.config.amount ?? amount;
}

/** The pay step: the methods the session's lookup offers, named in the payer's language. */
async function offerMethods(): Promise<void> {
  methodNames = await dropInTexts.load(locale);
  fill(find('#pay'), 'checkout.pay', { amount: formatAmount(amount) });
  show('pay');
  await listMethods(client.config.lookup.data.paymentCompositionOptions ?? []);
}

/** One radio per option the lookup offers, in its order; the first is chosen. */
async function listMethods(options: CompositionOption[]): Promise<void> {
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
      label.append(radio, ` ${methodName(option)}`);
      return label;
    }),
  );
  if (shown[0]) await choose(shown[0]);
}

async function choose(option: CompositionOption): Promise<void> {
  showError('pay', '');
  form?.unmount();
  form = undefined;
  chosen = option;
  const code = option.paymentMethodCode;
  const hint = find('#method-hint');
  // A redirect method says the payer will leave; the others' forms speak for themselves (the platform's
  // own description of a method is in English only).
  if (option.clientConfig.flow === 'redirect') {
    fill(hint, 'methodsPage.redirectHint', { method: methodName(option) });
  } else hint.textContent = '';
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
    void whileBusy(find('#pay'), find('[data-progress="pay"]'), t('busy.paying'), pay, { repeatable: true }),
);

async function pay(): Promise<void> {
  if (!chosen) return;
  showError('pay', '');
  find('#again').hidden = true;
  const inPopup = find<HTMLInputElement>('#popup').checked;
  const returnInfo = {
    success: returnUrl('success'),
    error: returnUrl('error'),
    cancel: returnUrl('cancel'),
    pending: returnUrl('pending'),
  };
  try {
    if (chosen.clientConfig.flow === 'redirect')
      sessionStorage.setItem(leftFor(merchantReference), chosen.paymentMethodCode);
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
      showError('pay', failureText(result, chosen));
      return;
    }
    showResult(result);
  } catch (error) {
    // Field errors are shown and announced by the form itself.
    if ((error as Railkit.RailkitError).code === 'validation.failed') return;
    showError('pay', t('checkout.retryHint', { error: describe(error) }));
  }
}

function returnUrl(outcome: string): string {
  const language = locale === 'en' ? '' : `&lang=${locale}`;
  return `${location.origin}${location.pathname}?order=${encodeURIComponent(merchantReference)}&return=${outcome}${language}`;
}

/** Where this tab notes the redirect method it left for, to name it if the payer comes back without paying. */
const leftFor = (order: string) => `railkit-demo:left-for:${order}`;

/**
 * Back from a redirect method's page: "Checking your payment…" until the outcome is read from the
 * same session. A cancel or a decline opens the methods again on the same order, saying what happened.
 */
async function resumeAfterRedirect(order: string): Promise<void> {
  find('#checking-title').focus();
  const response = await fetch(`/api/orders/${encodeURIComponent(order)}/session`);
  const { config } = (await response.json()) as { config: Railkit.ClientInitResponse };
  adopt(order, config);
  // Reads only: a reload of this page, or Back, authorizes nothing.
  const result = await resume(client);
  if (result.status !== 'error') {
    showResult(result);
    return;
  }
  await offerMethods();
  const options = client.config.lookup.data.paymentCompositionOptions ?? [];
  const left = options.find((option) => option.paymentMethodCode === sessionStorage.getItem(leftFor(order)));
  const again = find('#again');
  again.textContent = failureText(result, left);
  again.hidden = false;
  again.focus();
  void followOrder('authorizeFailed');
}

if (returningOrder) {
  resumeAfterRedirect(returningOrder).catch((error: unknown) => {
    show('start');
    showError('start', describe(error));
  });
}

/** What happened, for the payer, naming the method when it is known. */
function failureText(result: AuthorizeResult, option: CompositionOption | undefined): string {
  const method = option ? methodName(option) : undefined;
  if (result.code === 'cancelled')
    return method ? t('methodsPage.cancelled', { method }) : t('methodsPage.cancelledAny');
  if (result.code === 'redirect.closed') return t('methodsPage.popupClosed');
  if (result.reason?.code === 'card.declined') return t('checkout.declined');
  if (result.reason?.code === 'payment.declined') {
    return method ? t('methodsPage.declined', { method }) : t('methodsPage.declinedAny');
  }
  return t('methodsPage.failed');
}

/** The payer's screen: what the SDK knows now; the merchant's notification decides what happens next. */
function showResult(result: AuthorizeResult): void {
  const values = { amount: formatAmount(amount) };
  renderResult(
    root,
    result.status === 'success'
      ? {
          kind: 'success',
          title: 'checkout.success.title',
          detail: 'methodsPage.success.detail',
          values,
          action: 'checkout.again',
        }
      : {
          kind: 'pending',
          title: 'checkout.pending.title',
          detail: 'checkout.pending.detail',
          values,
          next: 'result.emailLater',
          action: 'checkout.again',
        },
  );
  show('result');
  find('#result-title').focus();
  void followOrder(result.status === 'success' ? 'authorizeSuccessful' : undefined);
}

/**
 * The merchant's own view, fed by signed notifications; the browser's result is only a hint. It follows
 * the order until a notification reports `awaited` (any status when the browser knows none): a payer who
 * pays after a decline has the decline's notification on the order already, and the view must not stop
 * there.
 */
function followOrder(awaited?: string): Promise<unknown> {
  return watchOrder(merchantReference, {
    timeoutMs: 30_000,
    isDone: (order) => (awaited ? order.reconciledStatus === awaited : order.notifications.length > 0),
    onOrder: (order) =>
      merchant.show(order, (current, last) => [
        'merchant.paymentState',
        {
          status: paymentStatusText(current.reconciledStatus),
          action: last.action,
        },
      ]),
  });
}
