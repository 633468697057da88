// @ts-check
/**
 * The demo merchant's payout page logic, in plain JavaScript so that the script-tag page runs it without a
 * bundler. Both pages call `startPayoutJourney(Railkit, root)`; they differ only in how the SDK is loaded.
 * Steps follow the platform's payout flow: client init on the merchant server, init(), dynamicElement(),
 * tokenize(), a confirmation screen, setState({ instrument }), api({ operation: 'payout' }).
 */

/**
 * How the country picker groups the sandbox's payout countries (by how their accounts are identified).
 * @type {[string, string][]}
 */
const countryGroups = [
  ['iban', 'IBAN countries'],
  ['ibanTerritory', 'IBAN territories (parent country format)'],
  ['nationalIban', 'National IBANs (outside the SWIFT registry)'],
  ['rail', 'Local bank details'],
];

const finalStatuses = ['payoutSuccessful', 'payoutFailed'];

const markup = `
  <h1>Withdraw your balance</h1>
  <section data-step="start" aria-labelledby="start-title">
    <h2 id="start-title">Payout details</h2>
    <form id="start-form" class="stack">
      <label for="country">Country of your bank account</label>
      <select id="country" name="country" autocomplete="country"></select>
      <label for="amount">Amount</label>
      <div class="amount"><input id="amount" name="amount" inputmode="decimal" value="125.50" required
        pattern="\\d+(\\.\\d{1,2})?" aria-describedby="amount-hint"><span id="currency">EUR</span></div>
      <p id="amount-hint" class="hint">Sandbox: an amount ending in .13 fails, .17 stays pending.</p>
      <label for="locale">Language of the form</label>
      <select id="locale" name="locale">
        <option value="en">English</option><option value="de">Deutsch</option><option value="ar">العربية</option>
      </select>
      <button type="submit">Continue</button>
      <p class="error" role="alert" data-error="start"></p>
    </form>
  </section>
  <section data-step="details" aria-labelledby="details-title" hidden>
    <h2 id="details-title">Where should we send the money?</h2>
    <p id="sample-account" class="hint"></p>
    <div id="bank-account"></div>
    <button type="button" id="review">Review payout</button>
    <p class="error" role="alert" data-error="details"></p>
  </section>
  <section data-step="confirm" aria-labelledby="confirm-title" hidden>
    <h2 id="confirm-title" tabindex="-1">Confirm your payout</h2>
    <dl>
      <dt>Amount</dt><dd id="confirm-amount"></dd>
      <dt>To</dt><dd id="confirm-account"></dd>
      <dt>Account holder</dt><dd id="confirm-holder"></dd>
    </dl>
    <button type="button" id="pay-out">Pay out</button>
    <button type="button" id="edit" class="secondary">Change bank account</button>
    <p class="error" role="alert" data-error="confirm"></p>
  </section>
  <section data-step="result" aria-labelledby="result-title" hidden>
    <h2 id="result-title" tabindex="-1"></h2>
    <p id="result-detail"></p>
    <h3>Merchant's reconciled state</h3>
    <p id="reconciled" role="status">Waiting for the platform's notification…</p>
    <a href="">Start another payout</a>
  </section>`;

/**
 * @param {any} Railkit the SDK: `import * as Railkit from 'railkit'` or the script-tag global
 * @param {HTMLElement} root where the page renders
 */
export function startPayoutJourney(Railkit, root) {
  root.innerHTML = markup;
  /** @param {string} selector */
  const find = (selector) => /** @type {HTMLElement} */ (root.querySelector(selector));
  const countrySelect = /** @type {HTMLSelectElement} */ (find('#country'));
  /** @type {{country: string, name: string, currency: string, kind: string, sample: any}[]} */
  let countries = [];
  const selected = () => countries.find((entry) => entry.country === countrySelect.value);
  const currencyOf = () => selected()?.currency ?? 'EUR';
  const onCountryChange = () => {
    find('#currency').textContent = currencyOf();
    matchMinorUnits(/** @type {HTMLInputElement} */ (find('#amount')), currencyOf());
  };
  countrySelect.addEventListener('change', onCountryChange);
  void loadCountries().then((loaded) => {
    countries = loaded;
    for (const [kind, label] of countryGroups) {
      const group = document.createElement('optgroup');
      group.label = label;
      for (const entry of loaded.filter((candidate) => candidate.kind === kind)) {
        group.append(new Option(entry.name, entry.country, false, entry.country === 'DE'));
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
    find('#sample-account').textContent = step === 'details' ? sampleText(selected()?.sample) : '';
  }
  /** @param {string} step @param {string} message */
  const showError = (step, message) => (find(`[data-error="${step}"]`).textContent = message);

  find('#start-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    showError('start', '');
    const locale = /** @type {HTMLSelectElement} */ (find('#locale')).value;
    amount = { value: /** @type {HTMLInputElement} */ (find('#amount')).value, currency: currencyOf() };
    try {
      const session = await createPayoutSession(countrySelect.value, amount);
      merchantReference = session.merchantReference;
      client = Railkit.init(session.config, {
        locale,
        // A fresh config from the merchant server keeps the customer's typing when the session runs out.
        events: {
          onSessionExpired: async () => (await createPayoutSession(countrySelect.value, amount)).config,
        },
      });
      bankAccount = await client.dynamicElement({
        paymentMethod: { paymentMethodCode: 'bankAccount' },
        locale,
        events: { onSubmit: review },
      });
      bankAccount.mount('#bank-account');
      show('details');
    } catch (error) {
      showError('start', describe(error));
    }
  });

  async function review() {
    showError('details', '');
    try {
      instrument = await bankAccount.tokenize();
    } catch (error) {
      // Field errors are shown and announced by the form itself; anything else is the page's to say.
      if (/** @type {any} */ (error).code !== 'validation.failed') showError('details', describe(error));
      return;
    }
    find('#confirm-amount').textContent = formatAmount(amount);
    find('#confirm-account').textContent = instrument.displayName;
    find('#confirm-holder').textContent = holderNameOf(instrument);
    show('confirm');
    find('#confirm-title').focus();
  }
  find('#review').addEventListener('click', review);
  find('#edit').addEventListener('click', () => show('details'));

  // No guard against double clicks here on purpose: the SDK makes one payout of one user action.
  find('#pay-out').addEventListener('click', async () => {
    showError('confirm', '');
    try {
      client.setState({ instrument });
      const result = await client.api({ operation: 'payout' });
      showResult(result);
    } catch (error) {
      showError('confirm', `${describe(error)} You can press Pay out again: it will not pay twice.`);
    }
  });

  /** @param {any} result */
  function showResult(result) {
    const titles = { success: 'Payout sent', error: 'Payout failed', pending: 'Payout pending' };
    find('#result-title').textContent = titles[/** @type {'success'|'error'|'pending'} */ (result.status)];
    find('#result-detail').textContent =
      result.status === 'success'
        ? `${formatAmount(amount)} is on its way to ${instrument.displayName}.`
        : result.status === 'pending'
          ? 'The bank has not confirmed yet. We will let you know by e-mail.'
          : `The bank refused the payout${result.reason ? `: ${result.reason.detail}` : '.'}`;
    show('result');
    find('#result-title').focus();
    void followReconciledState();
  }

  /** The merchant's own view, fed by signed notifications; the browser's result is only a hint. */
  async function followReconciledState() {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const response = await fetch(`/api/orders/${merchantReference}`);
      const order = await response.json();
      const last = order.notifications.at(-1);
      if (last) {
        find('#reconciled').textContent =
          `${order.reconciledStatus} (notification ${last.id}, signature verified)`;
      }
      if (finalStatuses.includes(order.reconciledStatus)) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
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
  return `Sandbox sample account: ${parts.join(' · ')}`;
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

/** @param {{value: string, currency: string}} amount */
function formatAmount(amount) {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency: amount.currency }).format(
    Number(amount.value),
  );
}

/** @param {any} instrument */
function holderNameOf(instrument) {
  const holder = instrument.data?.holder;
  return holder?.companyName ?? holder?.name ?? '—';
}

/** @param {unknown} error */
function describe(error) {
  return error instanceof Error ? error.message : String(error);
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
