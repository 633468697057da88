import type { Translations } from '../i18n/translations';

/** The texts of the 3-D Secure dialog; merchants override them with `translations` (init option). */
const defaultTexts = {
  'challenge.title': 'Confirm the payment with your bank',
  'challenge.description': 'Your bank asks you to confirm this payment. Follow the steps below.',
  'challenge.frameTitle': "Your bank's confirmation page",
  'challenge.cancel': 'Cancel payment confirmation',
};
type ChallengeTextKey = keyof typeof defaultTexts;

/** A constructable sheet: no `<style>` and no `style=""`, so a strict CSP (no 'unsafe-inline') holds. */
let sheet: CSSStyleSheet | undefined;
function dialogStyles(): CSSStyleSheet {
  if (sheet) return sheet;
  sheet = new CSSStyleSheet();
  sheet.replaceSync(`
    dialog { border: none; border-radius: var(--rk-radius, 12px); padding: 0; width: min(32rem, 96vw);
      max-height: 96vh; background: var(--rk-color-background, #fff); color: var(--rk-color-text, #1b1f24);
      font: inherit; box-shadow: 0 8px 32px #0005; }
    dialog::backdrop { background: #0009; }
    header { display: flex; align-items: flex-start; gap: 1rem; padding: 1rem 1rem 0; }
    h2 { flex: 1; margin: 0; font-size: 1.125rem; }
    h2:focus { outline: none; }
    p { margin: .5rem 1rem; }
    iframe { display: block; width: 100%; height: min(34rem, 70vh); border: 0; }
    button { font: inherit; background: none; border: 1px solid currentColor; border-radius: 8px;
      padding: .25rem .75rem; cursor: pointer; color: inherit; }
    button:focus-visible { outline: 3px solid var(--rk-color-accent, #0b57d0); outline-offset: 2px; }
  `);
  return sheet;
}

/**
 * What the platform's last page of a framed challenge posts to this page (docs/sandbox-api.md,
 * "3-D Secure"): `{ type, executionId, outcome }`, sent to this page's origin only.
 */
const challengeEndedType = 'railkit:3ds-challenge-ended';

/**
 * The open challenge: `cancelled` settles when the payer cancels (Escape or the button); `ended` when the
 * challenge's page in the dialog's frame says it is over (a hint: the execution says how it ended).
 */
export interface ChallengeDialog {
  readonly cancelled: Promise<void>;
  readonly ended: Promise<void>;
  /** Closes the dialog and gives focus back to where it was. Safe to call twice. */
  close(): void;
}

/**
 * Opens the issuer's page (`links.consumerWait`) in a modal `<dialog>` over the merchant's page. The
 * native modal makes the rest of the page inert (focus stays inside), Escape cancels, the dialog is
 * labelled by its heading, and it lives in its own shadow root, so page styles cannot break it.
 */
export function openChallengeDialog(
  url: string,
  translations: Translations,
  returnFocus: HTMLElement | null,
): ChallengeDialog {
  const text = (key: ChallengeTextKey) => translations[key] ?? defaultTexts[key];
  const focused = document.activeElement;
  const previousFocus = returnFocus ?? (focused instanceof HTMLElement ? focused : null);
  const host = document.createElement('rk-challenge');
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [dialogStyles()];

  const dialog = document.createElement('dialog');
  dialog.setAttribute('aria-labelledby', 'rk-challenge-title');
  dialog.setAttribute('aria-describedby', 'rk-challenge-description');
  const header = document.createElement('header');
  const title = document.createElement('h2');
  title.id = 'rk-challenge-title';
  title.tabIndex = -1;
  title.textContent = text('challenge.title');
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.textContent = text('challenge.cancel');
  header.append(title, cancel);
  const description = document.createElement('p');
  description.id = 'rk-challenge-description';
  description.textContent = text('challenge.description');
  const frame = document.createElement('iframe');
  frame.title = text('challenge.frameTitle');
  frame.src = url;
  frame.referrerPolicy = 'origin';
  dialog.append(header, description, frame);
  root.append(dialog);
  document.body.append(host);

  let closed = false;
  let onCancel!: () => void;
  const cancelled = new Promise<void>((resolve) => (onCancel = resolve));
  let onEnded!: () => void;
  const ended = new Promise<void>((resolve) => (onEnded = resolve));
  // Only the dialog's own frame, showing the challenge's origin, can say so; anything else is ignored.
  const challengeOrigin = new URL(url).origin;
  const onMessage = ({ source, origin, data }: MessageEvent<{ type?: unknown } | null | undefined>) => {
    if (source === frame.contentWindow && origin === challengeOrigin && data?.type === challengeEndedType) {
      onEnded();
    }
  };
  window.addEventListener('message', onMessage);
  let focusRestored: Promise<void> = Promise.resolve();
  const close = () => {
    if (closed) return;
    closed = true;
    window.removeEventListener('message', onMessage);
    if (dialog.open) dialog.close();
    host.remove();
    focusRestored = restoreFocus(previousFocus);
  };
  const cancelByPayer = (event?: Event) => {
    event?.preventDefault();
    close();
    // The cancellation is reported once focus is back, so code that runs on it finds the page as it was.
    void focusRestored.then(onCancel);
  };
  // Escape fires `cancel` on a modal dialog: the payer abandons the challenge.
  dialog.addEventListener('cancel', cancelByPayer);
  cancel.addEventListener('click', () => cancelByPayer());
  dialog.showModal();
  // Focus starts on the heading, so a screen reader announces what is asked; it stays out of the
  // issuer's frame until the payer tabs there (Escape typed inside a cross-origin frame is the frame's).
  title.focus();
  return { cancelled, ended, close };
}

/**
 * Gives focus back to `element`, now and over the next two frames: the browser may still move focus to
 * the body once the removed dialog is gone (its focus fix-up, or a page still inert for a frame), and a
 * keyboard user must continue where they started. Settles after those frames, or 100 ms in a hidden tab.
 */
function restoreFocus(element: HTMLElement | null): Promise<void> {
  if (!element) return Promise.resolve();
  const refocus = () => {
    if (document.activeElement === document.body || document.activeElement === null) element.focus();
  };
  element.focus();
  return new Promise((resolve) => {
    const done = () => {
      refocus();
      resolve();
    };
    requestAnimationFrame(() => {
      refocus();
      requestAnimationFrame(done);
    });
    setTimeout(done, 100);
  });
}
