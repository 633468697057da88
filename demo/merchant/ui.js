// @ts-check
/**
 * What the demo's pages share around the SDK's elements: busy buttons, result screens a payer
 * understands, and the separate "Merchant view" panel fed by the merchant server's signed notifications.
 */
import { icon } from './icons.js';
import { fill, formatTime, localized, t } from './texts.js';

/** After this long, a wait says that it is a long one. */
export const STILL_WORKING_MS = 4_000;

/**
 * Runs `work` with `button` busy: `aria-busy` and `aria-disabled` on it (it keeps focus, so a keyboard
 * user is not thrown back to the top), a spinner, and `message` in the step's polite live region; after
 * a few seconds, that the wait goes on. A press while busy changes nothing visible. With `repeatable`,
 * that press still runs `work`: the SDK joins it to the action under way (one payout per user action),
 * which is what the double-click tests prove; otherwise it is dropped.
 * @template T
 * @param {HTMLElement} button
 * @param {HTMLElement} progress the step's `role="status"` line
 * @param {string} message
 * @param {() => Promise<T>} work
 * @param {{ repeatable?: boolean }} [options]
 * @returns {Promise<T | undefined>}
 */
export async function whileBusy(button, progress, message, work, options = {}) {
  if (button.getAttribute('aria-busy') === 'true') return options.repeatable ? work() : undefined;
  button.setAttribute('aria-busy', 'true');
  button.setAttribute('aria-disabled', 'true');
  progress.textContent = message;
  const slow = setTimeout(() => (progress.textContent = t('busy.stillWorking')), STILL_WORKING_MS);
  try {
    return await work();
  } finally {
    clearTimeout(slow);
    button.removeAttribute('aria-busy');
    button.removeAttribute('aria-disabled');
    progress.textContent = '';
  }
}

/** The result screen's markup: icon, heading (focused when shown), what happened, what next. */
export const resultMarkup = `
  <section data-step="result" aria-labelledby="result-title" hidden>
    <div class="result">
      <span class="result-icon"></span>
      <div class="result-text">
        <h2 id="result-title" tabindex="-1"></h2>
        <p id="result-detail"></p>
        <p id="result-next"></p>
        <p id="result-wait" class="progress" role="status"></p>
        <div class="actions" id="result-actions"></div>
      </div>
    </div>
  </section>`;

/**
 * A return page's first screen, until the payment's outcome is read: busy and announced, with nothing
 * the payer could press (a form shown meanwhile would let a quick payer start a second order).
 */
export function checkingMarkup() {
  return `
  <section data-step="checking" aria-labelledby="checking-title" aria-busy="true" hidden>
    <h2 id="checking-title" class="progress" role="status" tabindex="-1">${t('checkout.checking')}</h2>
  </section>`;
}

/** @typedef {'success' | 'failure' | 'pending' | 'unknown'} ResultKind */
/** @typedef {import('./texts.js').DemoTextKey} DemoTextKey */

/**
 * @typedef {object} ResultContent
 * @property {ResultKind} kind
 * @property {DemoTextKey} title
 * @property {DemoTextKey} detail
 * @property {Record<string, string>} [values] the detail's placeholders (isolated in `<bdi>`)
 * @property {DemoTextKey} [next] one sentence on what happens next
 * @property {DemoTextKey} action the label of the link that starts again
 */

/**
 * Fills the result screen. Payers read no ids, codes or signatures here: those are the merchant's.
 * @param {ParentNode} root
 * @param {ResultContent} content
 */
export function renderResult(root, content) {
  const find = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (root.querySelector(selector));
  find('.result').dataset.kind = content.kind;
  find('.result-icon').innerHTML = icon(content.kind);
  fill(find('#result-title'), content.title);
  fill(find('#result-detail'), content.detail, content.values);
  const next = find('#result-next');
  next.hidden = !content.next;
  if (content.next) fill(next, content.next);
  find('#result-wait').textContent = '';
  const action = document.createElement('a');
  action.textContent = t(content.action);
  action.href = localized(location.pathname);
  action.className = 'button-link';
  find('#result-actions').replaceChildren(action);
}

/**
 * @typedef {object} Order what the merchant server reconciled from verified notifications
 * @property {string} merchantReference
 * @property {string} reconciledStatus
 * @property {{ id: string, action: string, receivedAt: string }[]} notifications
 */

/** @param {string} merchantReference */
export async function fetchOrder(merchantReference) {
  const response = await fetch(`/api/orders/${encodeURIComponent(merchantReference)}`);
  return /** @type {Order} */ (await response.json());
}

/**
 * Polls the merchant's order until `isDone(order)` or `timeoutMs`, calling `onOrder` on each change
 * of its notifications. Resolves with the last order seen (none if no poll was answered). A poll that
 * fails is tried again at the next turn: the server may be restarting, and a page that leaves aborts
 * the one in flight (Firefox then rejects it), which is no error of the page's.
 * @param {string} merchantReference
 * @param {{ timeoutMs: number, isDone: (order: Order) => boolean, onOrder: (order: Order) => void }} watch
 * @returns {Promise<Order | undefined>}
 */
export async function watchOrder(merchantReference, { timeoutMs, isDone, onOrder }) {
  const deadline = Date.now() + timeoutMs;
  let seen = -1;
  /** @type {Order | undefined} */
  let last;
  for (;;) {
    const order = await fetchOrder(merchantReference).catch(() => undefined);
    if (order && order.notifications.length !== seen) {
      seen = order.notifications.length;
      onOrder(order);
    }
    last = order ?? last;
    if ((order && isDone(order)) || Date.now() >= deadline) return last;
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}

/**
 * The "Merchant view" panel (an `<aside>` of the page, apart from the payer's steps): the order and its
 * reconciled state as the merchant's server knows it. `extra` is the page's own markup (staff actions).
 * @param {HTMLElement} panel
 * @param {string} [extra]
 */
export function renderMerchantView(panel, extra = '') {
  panel.setAttribute('aria-labelledby', 'merchant-title');
  panel.innerHTML = `
    <h2 id="merchant-title"></h2>
    <p class="hint" id="merchant-note"></p>
    <dl>
      <dt id="merchant-order-label"></dt><dd id="merchant-order">—</dd>
      <dt id="merchant-state-label"></dt><dd><span id="reconciled" role="status"></span></dd>
    </dl>
    <p><a id="merchant-console" target="_blank" rel="noopener" hidden></a></p>
    ${extra}`;
  const find = (/** @type {string} */ selector) => /** @type {HTMLElement} */ (panel.querySelector(selector));
  fill(find('#merchant-title'), 'merchant.title');
  fill(find('#merchant-note'), 'merchant.note');
  fill(find('#merchant-order-label'), 'merchant.order');
  fill(find('#merchant-state-label'), 'merchant.state');
  fill(find('#reconciled'), 'merchant.none');
  fill(find('#merchant-console'), 'merchant.console');
  return {
    /** @param {string} merchantReference */
    open(merchantReference) {
      find('#merchant-order').textContent = merchantReference;
      fill(find('#reconciled'), 'merchant.awaiting');
      // The order's execution in the sandbox console: the merchant server sends the browser there.
      const link = /** @type {HTMLAnchorElement} */ (find('#merchant-console'));
      link.href = `/console/orders/${encodeURIComponent(merchantReference)}`;
      link.hidden = false;
    },
    /**
     * @param {Order} order
     * @param {(order: Order, last: Order['notifications'][number]) => [DemoTextKey, Record<string, string>]} describe
     */
    show(order, describe) {
      const last = order.notifications.at(-1);
      if (!last) return;
      const [key, values] = describe(order, last);
      find('#reconciled').textContent = t(key, { ...values, time: formatTime(last.receivedAt) });
    },
  };
}

/** @param {unknown} error */
export function describeError(error) {
  return error instanceof Error ? error.message : String(error);
}
