import { anySignal } from '../api/public-json';
import type { Execution } from '../api/schemas/execution';
import { delay, maxPollSeconds } from './actions';
import { RailkitError } from '../api/errors';
import type { AuthorizeResult } from './types';

/**
 * A redirect method's page in a popup window (`api({ operation: 'authorize', paymentMethod, redirect:
 * 'popup' })`) instead of leaving the merchant's page. `railkit/checkout` hands it to authorize with the
 * redirect method's item, so a card-only bundle carries none of it.
 */

/** What authorize lends the popup: reads of the execution and the result an execution means. */
export interface PopupFollowing {
  /** Long-polls the execution up to `waitSeconds`. */
  read(waitSeconds: number, signal: AbortSignal): Promise<Execution>;
  /** The authorize result an execution stands for (`pending` until it is final). */
  outcome(execution: Execution): AuthorizeResult;
  /** Aborts when the client is destroyed. */
  readonly signal: AbortSignal;
}

/** The popup, open on the payer's click until the payment method's page is done with it. */
export interface RedirectPopup {
  /**
   * Sends the popup to the payment method's page (`links.consumerWait`) and resolves with the outcome:
   * final once the execution is, or what stands when the payer closes the window (`redirect.closed`) or
   * the method's page sends them back to this origin (a `returnInfo` URL, e.g. while it stays pending).
   */
  follow(url: string, following: PopupFollowing): Promise<AuthorizeResult>;
  close(): void;
}

/** The popup's window name: one at a time; a second redirect reuses the window. */
export const redirectPopupName = 'railkit-redirect';
const popupFeatures = 'popup,width=520,height=720';
/** Nothing tells a page that a window on another origin closed: it is looked at this often. */
const checkEveryMs = 250;

/** True once the popup shows a page of this origin again (not the blank page it opened with). */
function isBackHome(popup: Window): boolean {
  try {
    return popup.location.origin === location.origin && popup.location.href !== 'about:blank';
  } catch {
    return false; // on the payment method's origin: its location cannot be read
  }
}

/** Resolves how the popup's visit ended: `closed` by the payer, or `returned` to this origin. */
function watch(popup: Window, signal: AbortSignal): Promise<'closed' | 'returned'> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      const how = popup.closed ? 'closed' : isBackHome(popup) ? 'returned' : undefined;
      if (how) resolve(how);
      if (how || signal.aborted) clearInterval(timer);
    }, checkEveryMs);
  });
}

async function follow(popup: Window, url: string, following: PopupFollowing): Promise<AuthorizeResult> {
  popup.location.href = url;
  popup.focus();
  const ended = new AbortController();
  let how: 'closed' | 'returned' | undefined;
  void watch(popup, following.signal).then((reason) => ((how = reason), ended.abort()));
  const signal = anySignal(following.signal, ended.signal);
  try {
    for (;;) {
      let execution: Execution | undefined;
      try {
        execution = await following.read(maxPollSeconds, signal);
      } catch (error) {
        if (following.signal.aborted) throw error;
        if (!ended.signal.aborted) await delay(1000, signal); // offline for a moment: poll again
      }
      const result = execution && following.outcome(execution);
      if (result && result.status !== 'pending') return result;
      if (how) return await afterVisit(following, how);
    }
  } finally {
    ended.abort(); // stops the watch
  }
}

/** The popup closed or came back: one last read, in case the payment ended just before. */
async function afterVisit(following: PopupFollowing, how: 'closed' | 'returned'): Promise<AuthorizeResult> {
  const result = following.outcome(await following.read(0, following.signal));
  if (result.status !== 'pending' || how === 'returned') return result;
  return {
    ...result,
    status: 'error',
    code: 'redirect.closed',
    reason: {
      code: 'redirect.closed',
      detail:
        "The payer closed the payment method's window before finishing, so nothing is paid yet. " +
        'Calling authorize again opens the same page.',
    },
  };
}

/**
 * Opens the popup: blank first, while the click that asked for it still counts as the payer's (a
 * browser blocks a popup opened later), then sent to the method's page once the platform answers.
 * Undefined when the browser blocked it and the page may leave for the method instead (`canLeave`, the
 * payer has a `returnInfo` page to come back to); without one, a typed error, before anything is sent.
 */
export function openRedirectPopup(canLeave: boolean): RedirectPopup | undefined {
  const popup = openBlank();
  if (!popup) {
    if (canLeave) return undefined;
    throw new RailkitError(
      'redirect.popup-blocked',
      "The browser blocked the payment method's window, so nothing was sent. Call api() from the payer's " +
        'click, or pass returnInfo: the page then leaves for the method and comes back there.',
    );
  }
  return { follow: (url, following) => follow(popup, url, following), close: () => popup.close() };
}

/** The blank popup, or null when blocked: Firefox throws where other engines return null (a frame sandboxed without `allow-popups`). */
function openBlank(): Window | null {
  try {
    return window.open('about:blank', redirectPopupName, popupFeatures);
  } catch {
    return null;
  }
}
