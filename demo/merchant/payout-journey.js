// @ts-check
/**
 * The demo merchant's payout page logic, in plain JavaScript so that the script-tag page runs it without a
 * bundler. Both pages call `startPayoutJourney(Railkit, root, merchantPanel)`; they differ only in how the
 * SDK is loaded. Steps follow the platform's payout flow: client init on the merchant server, init(),
 * dynamicElement(), tokenize(), a confirmation screen, setState({ instrument }), api({ operation: 'payout' }).
 * Every step shows that it is working, and moves focus to where the payer continues.
 */
import { countryName, fill, formatAmount, isolate, languages, locale, t } from './texts.js';
import {
  describeError,
  renderMerchantView,
  renderResult,
  resultMarkup,
  watchOrder,
  whileBusy,
} from './ui.js';

/** How the country picker groups the sandbox's payout countries (by how their accounts are identified). */
const countryGroups = /** @type {const} */ (['iban', 'ibanTerritory', 'nationalIban', 'rail']);

const finalStatuses = ['payoutSuccessful', 'payoutFailed'];

/**
 * How long the SDK waits for a final code, and the pending screen after it: `?wait=<ms>` (the tests'
 * shorter waits), else the SDK's default.
 */
const resultWaitMs = Number(new URLSearchParams(location.search).get('wait')) || 8_000;

const markup = `
  <h1 data-text="payout.title"></h1>
  <section data-step="start" aria-labelledby="start-title">
    <h2 id="start-title" data-text="payout.start.title"></h2>
    <form id="start-form" class="stack">
      <label for="country" data-text="payout.country"></label>
      <select id="country" name="country" autocomplete="country"></select>
      <label for="amount" data-text="payout.amount"></label>
      <div class="amount"><input id="amount" name="amount" inputmode="decimal" value="125.50" required
        dir="ltr" pattern="\\d+(\\.\\d{1,2})?" aria-describedby="amount-hint"><span id="currency">EUR</span></div>
      <p id="amount-hint" class="hint" data-text="payout.amountHint"></p>
      <label for="locale" data-text="payout.formLanguage"></label>
      <select id="locale" name="locale"></select>
      <div class="actions"><button type="submit" id="continue" data-text="payout.continue"></button></div>
      <p class="progress" role="status" data-progress="start"></p>
      <p class="error" role="alert" data-error="start"></p>
    </form>
  </section>
  <section data-step="details" aria-labelledby="details-title" hidden>
    <h2 id="details-title" data-text="payout.details.title"></h2>
    <p id="sample-account" class="hint"></p>
    <div id="bank-account"></div>
    <div class="actions"><button type="button" id="review" data-text="payout.review"></button></div>
    <p class="progress" role="status" data-progress="details"></p>
    <p class="error" role="alert" data-error="details"></p>
  </section>
  <section data-step="confirm" aria-labelledby="confirm-title" hidden>
    <h2 id="confirm-title" tabindex="-1" data-text="payout.confirm.title"></h2>
    <dl class="summary">
      <dt data-text="payout.confirm.amount"></dt><dd><bdi id="confirm-amount"></bdi></dd>
      <dt data-text="payout.confirm.to"></dt><dd><bdi id="confirm-account"></bdi></dd>
      <dt data-text="payout.confirm.holder"></dt><dd><bdi id="confirm-holder"></bdi></dd>
    </dl>
    <div class="actions">
      <button type="button" id="pay-out" data-text="payout.payOut"></button>
      <button type="button" id="edit" class="secondary" data-text="payout.edit"></button>
    </div>
    <p class="progress" role="status" data-progress="confirm"></p>
    <p class="error" role="alert" data-error="confirm"></p>
  </section>
  ${resultMarkup}`;

/**
 * @param {any} Railkit the SDK: `import * as Railkit from 'railkit'` or the script-tag global
 * @param {HTMLElement} root where the payer's steps render
 * @param {HTMLElement} merchantPanel where the merchant's own view of the order renders
 */
export function startPayoutJourney(Railkit, root, merchantPanel) {
  root.innerHTML = markup;
  for (const element of root.querySelectorAll('[data-text]')) {
    fill(/** @type {HTMLElement} */ (element), /** @type {any} */ (element.getAttribute('data-text')));
  }
  const merchant = renderMerchantView(merchantPanel);
  /** @param {string} selector */
  const find = (selector) => /** @type {HTMLElement} */ (root.querySelector(selector));
  fill(find('#amount-hint'), 'payout.amountHint', { fails: '.13', pending: '.17' });
  const countrySelect = /** @type {HTMLSelectElement} */ (find('#country'));
  const localeSelect = /** @type {HTMLSelectElement} */ (find('#locale'));
  localeSelect.append(
    ...languages.map(([code, name]) =>
      Object.assign(document.createElement('option'), { value: code, lang: code, textContent: name }),
    ),
  );
  localeSelect.value = locale;
  /** @type {{country: string, name: string, currency: string, kind: string, sample: any}[]} */
  let countries = [];
  const selected = () => countries.find((entry) => entry.country === countrySelect.value);
  const currencyOf = () => selected()?.currency ?? 'EUR';
  const onCountryChange = () => {
    find('#currency').textContent = currencyOf();
    matchMinorUnits(/** @type {HTMLInputElement} */ (find('#amount')), currencyOf());
  };
  countrySelect.addEventListener('change', onCountryChange);
  // A payer quicker than the list (a click, Enter) waits for it in start(), under the busy state.
  const countriesShown = loadCountries().then((loaded) => {
    countries = loaded;
    const collator = new Intl.Collator(locale);
    for (const kind of countryGroups) {
      const group = document.createElement('optgroup');
      group.label = t(`payout.group.${kind}`);
      const members = loaded
        .filter((candidate) => candidate.kind === kind)
        .map((entry) => ({ ...entry, shown: countryName(entry.country) }))
        .sort((a, b) => collator.compare(a.shown, b.shown));
      for (const entry of members) {
        group.append(new Option(entry.shown, entry.country, false, entry.country === 'DE'));
      }
      countrySelect.append(group);
    }
    onCountryChange();
  });

  /** @type {any} */ let client;
  /** @type {any} */ let bankAccount;
  /** @type {any} */ let instrument;
  let merchantReference = '';
  let amount = { value: '', currency: '' };

  /** @param {string} step */
  function show(step) {
    for (const section of root.querySelectorAll('[data-step]')) {
      /** @type {HTMLElement} */ (section).hidden = section.getAttribute('data-step') !== step;
    }
    // For QA, while the bank details are asked for: an account of this country the sandbox accepts.
    const sample = step === 'details' ? sampleText(selected()?.sample) : '';
    find('#sample-account').hidden = !sample;
    if (sample) fill(find('#sample-account'), 'payout.sample', { sample });
  }
  /** @param {string} step @param {string} message */
  const showError = (step, message) => (find(`[data-error="${step}"]`).textContent = message);
  /** @param {string} step */
  const progressOf = (step) => find(`[data-progress="${step}"]`);

  /** Shows the bank-account form and puts the payer in its first field. */
  function showDetails() {
    show('details');
    bankAccount.element.focus();
  }

  find('#start-form').addEventListener('submit', (event) => {
    event.preventDefault();
    void whileBusy(find('#continue'), progressOf('start'), t('busy.starting'), start);
  });

  async function start() {
    showError('start', '');
    await countriesShown;
    const formLocale = /** @type {HTMLSelectElement} */ (find('#locale')).value;
    amount = { value: /** @type {HTMLInputElement} */ (find('#amount')).value, currency: currencyOf() };
    try {
      const session = await createPayoutSession(countrySelect.value, amount);
      merchantReference = session.merchantReference;
      merchant.open(merchantReference);
      client = Railkit.init(session.config, {
        locale: formLocale,
        timeouts: { resultWaitMs },
        // A fresh config from the merchant server keeps the customer's typing when the session runs out.
        events: {
          onSessionExpired: async () => (await createPayoutSession(countrySelect.value, amount)).config,
        },
      });
      /** @type {() => void} */ let ready = () => undefined;
      const rendered = new Promise((resolve) => (ready = () => resolve(undefined)));
      bankAccount = await client.dynamicElement({
        paymentMethod: { paymentMethodCode: 'bankAccount' },
        locale: formLocale,
        events: { onSubmit: () => void reviewBusy(), onReady: ready },
      });
      bankAccount.mount('#bank-account');
      await rendered;
      showDetails();
    } catch (error) {
      showError('start', describeError(error));
    }
  }

  const reviewBusy = () => whileBusy(find('#review'), progressOf('details'), t('busy.checking'), review);
  async function review() {
    showError('details', '');
    try {
      instrument = await bankAccount.tokenize();
    } catch (error) {
      // Field errors are shown and announced by the form itself, which focuses the first to fix.
      if (/** @type {any} */ (error).code !== 'validation.failed') showError('details', describeError(error));
      return;
    }
    find('#confirm-amount').textContent = formatAmount(amount);
    isolate(find('#confirm-account'), instrument.displayName);
    isolate(find('#confirm-holder'), holderNameOf(instrument));
    show('confirm');
    find('#confirm-title').focus();
  }
  find('#review').addEventListener('click', () => void reviewBusy());
  find('#edit').addEventListener('click', showDetails);

  // A second press reaches the SDK on purpose: it makes one payout of one user action.
  find('#pay-out').addEventListener('click', () => {
    void whileBusy(find('#pay-out'), progressOf('confirm'), t('busy.payingOut'), payOut, {
      repeatable: true,
    });
  });

  async function payOut() {
    showError('confirm', '');
    try {
      client.setState({ instrument });
      showResult(await client.api({ operation: 'payout' }));
    } catch (error) {
      showError('confirm', t('payout.retryHint', { error: describeError(error) }));
    }
  }

  /** @param {{ status: string, code?: string }} result what the SDK knows; the merchant's notification decides */
  function showResult(result) {
    const values = { amount: formatAmount(amount), account: instrument.displayName };
    const again = /** @type {const} */ ('payout.again');
    if (result.status === 'success') {
      renderResult(root, {
        kind: 'success',
        title: 'payout.success.title',
        detail: 'payout.success.detail',
        values,
        next: 'payout.success.next',
        action: again,
      });
    } else if (result.status === 'error') {
      renderResult(root, {
        kind: 'failure',
        title: 'payout.failure.title',
        detail: 'payout.failure.detail',
        action: 'payout.failure.next',
      });
    } else if (result.code === 'outcomeUnknown') {
      renderResult(root, {
        kind: 'unknown',
        title: 'payout.unknown.title',
        detail: 'payout.unknown.detail',
        next: 'result.emailLater',
        action: again,
      });
    } else {
      renderResult(root, {
        kind: 'pending',
        title: 'payout.pending.title',
        detail: 'payout.pending.detail',
        values,
        action: again,
      });
    }
    show('result');
    find('#result-title').focus();
    void followOrder(result.status === 'pending' && result.code !== 'outcomeUnknown');
  }

  /**
   * The merchant's view follows the signed notifications. A pending payer screen follows them too, for
   * `resultWaitMs`: a final state ends it with that outcome, else it says the wait is over here.
   * @param {boolean} payerWaits
   */
  async function followOrder(payerWaits) {
    const waitText = find('#result-wait');
    if (payerWaits) fill(waitText, 'result.waiting');
    const describe = (/** @type {any} */ order, /** @type {any} */ last) =>
      /** @type {[any, Record<string, string>]} */ ([
        'merchant.payoutState',
        { status: order.reconciledStatus, id: last.id.slice(0, 8) },
      ]);
    const order = await watchOrder(merchantReference, {
      timeoutMs: payerWaits ? resultWaitMs : 30_000,
      isDone: (current) => finalStatuses.includes(current.reconciledStatus),
      onOrder: (current) => merchant.show(current, describe),
    });
    if (!payerWaits) return;
    if (order && finalStatuses.includes(order.reconciledStatus)) {
      showResult({ status: order.reconciledStatus === 'payoutSuccessful' ? 'success' : 'error' });
      return;
    }
    fill(waitText, 'result.stoppedWaiting');
    // The merchant keeps listening after the payer's screen has stopped waiting.
    await watchOrder(merchantReference, {
      timeoutMs: 30_000,
      isDone: (current) => finalStatuses.includes(current.reconciledStatus),
      onOrder: (current) => merchant.show(current, describe),
    });
  }
}

/**
 * The sandbox's payout countries, from the demo merchant's server.
 * @returns {Promise<{country: string, name: string, currency: string, kind: string, sample: any}[]>}
 */
async function loadCountries() {
  const response = await fetch('/api/payout-countries');
  return response.json();
}

/**
 * For QA: the sandbox's sample account of a country, as the fields read: `BSB 062000 · Account number ...`.
 * @param {any} sample
 */
function sampleText(sample) {
  if (!sample) return '';
  const fields = { ...sample.document, ...sample.account };
  const parts = Object.entries(fields).map(([name, value]) => {
    // An IBAN in groups of four, as the form shows it.
    const shown = name === 'iban' ? String(value).replace(/(.{4})(?=.)/g, '$1 ') : value;
    return `${readable(name)}: ${shown}`;
  });
  return parts.join(' · ');
}

/** @param {string} name `accountNumber` -> `account number`, `iban` -> `IBAN` */
function readable(name) {
  const short = ['iban', 'bsb', 'cbu', 'cci', 'rut', 'bic', 'cnaps', 'cpf', 'clabe', 'ifsc'];
  return short.includes(name) ? name.toUpperCase() : name.replace(/([A-Z])/g, ' $1').toLowerCase();
}

/** @param {string} country @param {{value: string, currency: string}} amount */
async function createPayoutSession(country, amount) {
  const response = await fetch('/api/payouts', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ country, amount }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(body.error ?? `The merchant server answered ${response.status}.`);
  return body;
}

/** @param {any} instrument */
function holderNameOf(instrument) {
  const holder = instrument.data?.holder;
  return holder?.companyName ?? holder?.name ?? '—';
}

/**
 * The platform refuses more decimals than the currency has (ISO 4217 minor units: JPY and XOF none,
 * KWD three): the amount field takes the currency's decimals, and a value typed for another is rounded.
 * @param {HTMLInputElement} input @param {string} currency
 */
function matchMinorUnits(input, currency) {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  input.pattern = digits === 0 ? '\\d+' : `\\d+(\\.\\d{1,${digits}})?`;
  const value = Number(input.value);
  if (input.value !== '' && Number.isFinite(value)) input.value = value.toFixed(digits);
}
