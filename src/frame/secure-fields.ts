import type { CardField, CardToken } from '../core/card';
import { isRailkitError, ValidationError } from '../api/errors';
import { cardFormTexts } from '../i18n/card';
import { createTranslator } from '../i18n/index';
import type { RkCardForm } from '../elements/card/card-form';
import { cardStylesText } from '../elements/card/styles-text';
import { createCardForm, whenIdleAfterPaint } from '../elements/card/in-page';
import { encryptingSink } from '../elements/card/sink';
import {
  helloMessage,
  isConnectMessage,
  isHostMessage,
  type FrameError,
  type FrameMessage,
  type FrameSettings,
  type HostMessage,
} from './protocol';

/**
 * What runs inside the vault's secure-fields frame: the card form, encrypting here, and the frame's
 * end of the protocol (see protocol.ts). The merchant's page gets events and tokens, never a digit.
 */

/**
 * The page origin this frame may talk to: the `origin` query parameter, which the vault also put in
 * `frame-ancestors` (so the browser shows this document in no other page), cross-checked with the
 * embedding origin the browser reports where it does (`location.ancestorOrigins`). Undefined if absent,
 * malformed, or contradicted: then the frame answers nobody.
 */
export function declaredParentOrigin(location: Location): string | undefined {
  const declared = new URLSearchParams(location.search).get('origin');
  if (!declared) return undefined;
  let origin: string;
  try {
    origin = new URL(declared).origin;
  } catch {
    return undefined;
  }
  if (origin !== declared || !/^https?:/.test(origin)) return undefined;
  const ancestors = location.ancestorOrigins;
  if (ancestors && ancestors.length > 0 && ancestors[0] !== origin) return undefined;
  return origin;
}

/**
 * Waits for the page's handshake: the first `connect` message from the parent window, from
 * `parentOrigin`, of the right shape, with a port. Everything else that reaches `window` is ignored,
 * and so is every message after the first good one.
 */
export function listenForConnect(
  parentOrigin: string,
  onConnect: (port: MessagePort, settings: FrameSettings) => void,
): () => void {
  const listener = (event: MessageEvent) => {
    if (event.origin !== parentOrigin || event.source !== window.parent || event.source === window) return;
    const port = event.ports[0];
    if (!port || event.ports.length !== 1 || !isConnectMessage(event.data)) return;
    window.removeEventListener('message', listener);
    onConnect(port, event.data.settings);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}

/**
 * Tells the page this frame listens (after `listenForConnect`): the page posts nothing to the frame
 * before, so it never aims a message at a document that is not this one. To `parentOrigin` only: in any
 * other page the browser drops it. Nothing is said when the page was opened outside a frame.
 */
export function sayHello(parentOrigin: string): void {
  if (window.parent === window) return;
  window.parent.postMessage(helloMessage, parentOrigin);
}

/**
 * Starts loading the texts of the language the page named in the frame's URL (`?locale=`, not a secret),
 * so that they arrive while the page answers hello: a language other than English is two requests one
 * after the other. Only a hint: the form shows the handshake's locale, whose load joins this one.
 */
export function preloadTexts(location: Location): void {
  const locale = new URLSearchParams(location.search).get('locale');
  if (locale && /^[a-z]{2,3}(-[a-z\d]{1,8})*$/i.test(locale)) void cardFormTexts.load(locale);
}

/** Renders the card form for the page's settings and serves the page's calls over `port`. */
export async function runSecureFields(port: MessagePort, settings: FrameSettings): Promise<RkCardForm> {
  const post = (message: FrameMessage) => port.postMessage(message);
  const messages = await cardFormTexts.load(settings.locale);
  const form = createCardForm({ ...settings, stylesText: safeStylesText(settings), events: {} });
  // The frame's document speaks the page's language too (screen readers announce its title).
  document.documentElement.lang = settings.locale;
  document.title = createTranslator(
    settings.locale,
    settings.translations,
    messages,
    cardFormTexts.english,
  )('card.frame.title');
  const sink = encryptingSink(
    () => ({ publicKey: settings.encryptionPublicKey, keyId: settings.keyId }),
    () => settings.holderReference,
  );
  form.sink = sink;
  form.events = {
    onChange: (change) => post({ type: 'change', change }),
    onFocus: ({ field }) => post({ type: 'focus', field }),
    onBlur: ({ field }) => post({ type: 'blur', field }),
    onSubmit: () => post({ type: 'submit' }),
  };
  document.body.append(form);
  handFocusToTheForm(form);
  await form.updateComplete;
  post({ type: 'ready', height: contentHeight() });
  // Once the form is painted and the frame idle: neither jose's request nor its evaluation (21 KB) delays
  // the first paint, nor the page's reading of 'ready' (a frame of the page's own site shares its thread).
  whenIdleAfterPaint(() => sink.preload());
  followHeight((height) => post({ type: 'resize', height }));
  port.onmessage = (event) => {
    if (isHostMessage(event.data)) void answer(form, event.data, post);
  };
  return form;
}

/**
 * When the page focuses this frame (its `<iframe>`, as the host element's `focus()` does), the frame's
 * window has focus with nothing in it focused. The host also asks the frame to focus its field, but
 * WebKit ignores a `focus()` inside a cross-origin frame the payer has not interacted with yet, so the
 * digits typed next were lost. A key press is such an interaction: the first one that finds nothing
 * focused moves focus to the form's field before the browser inserts its character there. Tab is left
 * alone: it moves to the first field by itself.
 */
function handFocusToTheForm(form: RkCardForm): void {
  document.addEventListener('keydown', (event) => {
    const nothingFocused = document.activeElement === document.body || document.activeElement === null;
    if (nothingFocused && event.key !== 'Tab') form.focus();
  });
}

/** The merchant's styles, checked again here: they came through a message. Invalid ones are dropped. */
function safeStylesText(settings: FrameSettings): string {
  try {
    return cardStylesText(settings.styles);
  } catch {
    return '';
  }
}

async function answer(form: RkCardForm, message: HostMessage, post: (message: FrameMessage) => void) {
  if (message.type === 'busy') {
    form.busy = message.busy;
    return;
  }
  const { id, method } = message;
  try {
    let value: CardToken | Partial<Record<CardField, string>> | null = null;
    if (method === 'validate') value = form.validate();
    else if (method === 'tokenize') value = await form.tokenize();
    else if (method === 'clear') form.clear();
    else form.focus();
    post({ type: 'result', id, ok: true, value });
  } catch (error) {
    post({ type: 'result', id, ok: false, error: frameError(error) });
  }
}

/** A failure as the page may see it: code, message and field errors; never the error's cause. */
function frameError(error: unknown): FrameError {
  if (error instanceof ValidationError) {
    return {
      code: error.code,
      message: error.message,
      fieldErrors: error.fieldErrors as Partial<Record<CardField, string>>,
    };
  }
  if (isRailkitError(error)) return { code: error.code, message: error.message };
  return { code: 'crypto.failed', message: 'The card could not be encrypted in the secure frame.' };
}

function contentHeight(): number {
  return Math.ceil(document.body.getBoundingClientRect().height);
}

/** Reports the document's height whenever it changes (an error line, the scheme choice, a font). */
function followHeight(report: (height: number) => void): void {
  let last = contentHeight();
  new ResizeObserver(() => {
    const height = contentHeight();
    if (height === last) return;
    last = height;
    report(height);
  }).observe(document.body);
}
