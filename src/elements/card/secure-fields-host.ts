import type { CardElement, CardElementEvents, CardField, CardToken } from '../../core/card';
import { NetworkError, RailkitError, ValidationError } from '../../api/errors';
import { cardFormTexts } from '../../i18n/card';
import { createTranslator, type Translator } from '../../i18n/index';
import {
  connectType,
  helloMessage,
  isFrameMessage,
  protocolVersion,
  type FrameMessage,
  type FrameMethod,
  type FrameSettings,
  type HostMessage,
} from '../../frame/protocol';
import { RkCardChangeEvent, RkCardFocusEvent, RkCardSignalEvent } from './events';
import { CardElementHandle } from './handle';
import type { CardSetup } from './card-setup';

type FieldErrors = Partial<Record<CardField, string>>;

interface PendingCall {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** How long the frame may take to load and complete the handshake before the form reports it unavailable. */
const defaultConnectTimeoutMs = 15_000;

/**
 * `<rk-secure-card>`: the merchant page's side of secure fields. It owns one cross-origin iframe in
 * which the vault serves the card form, sizes it to the form, relays calls over a MessageChannel opened
 * by an origin-checked handshake (src/frame/protocol.ts), and re-dispatches the frame's events. It never
 * holds a card digit: the frame sends only completeness, brand, error texts and, on tokenize(), the JWE
 * and last four.
 *
 * @fires rk-ready - RkCardSignalEvent, once the frame's form has rendered.
 * @fires rk-change - RkCardChangeEvent, with `change: { complete, brand, errors }`.
 * @fires rk-focus - RkCardFocusEvent, with `field`.
 * @fires rk-blur - RkCardFocusEvent, with `field`.
 * @fires rk-submit - RkCardSignalEvent, when Enter is pressed in the frame.
 *
 * @csspart frame - The iframe.
 * @csspart error - The message shown when the frame cannot load.
 *
 * A plain custom element, not Lit: it renders one iframe and one line of text, and a secure-fields page
 * carries no form code, so it need not carry a template library either.
 */
export class RkSecureCard extends HTMLElement {
  private readonly frame: HTMLIFrameElement;
  private readonly errorLine: HTMLParagraphElement;
  #busy = false;

  #frameUrl = '';
  /** Set by the factory before the element is connected. */
  settings: FrameSettings | undefined;
  events: CardElementEvents = {};
  connectTimeoutMs = defaultConnectTimeoutMs;

  private i18n: Translator = createTranslator('en', {}, cardFormTexts.english, cardFormTexts.english);
  private port: MessagePort | undefined;
  private connected!: Promise<MessagePort>;
  private settleConnection!: { resolve(port: MessagePort): void; reject(error: Error): void };
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly calls = new Map<number, PendingCall>();
  private nextCallId = 1;
  private readonly heightSheet = new CSSStyleSheet();

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [hostSheet(), this.heightSheet];
    this.frame = document.createElement('iframe');
    this.frame.setAttribute('part', 'frame');
    // No `allow`: the card form uses no feature a page must delegate to a frame, and a name the browser
    // does not know (as `autofill` was) is a console warning on every page.
    this.errorLine = document.createElement('p');
    this.errorLine.setAttribute('part', 'error');
    this.errorLine.className = 'error';
    this.errorLine.setAttribute('role', 'alert');
    this.errorLine.hidden = true;
    root.append(this.frame, this.errorLine);
    this.resetConnection();
  }

  /** The vault's page for this page's origin; set by the factory before the element is connected. */
  get frameUrl(): string {
    return this.#frameUrl;
  }

  /**
   * The iframe gets its source here, before it is inserted: an iframe inserted without one first makes
   * and loads an `about:blank` document, synchronously, and only then starts the vault's page.
   */
  set frameUrl(url: string) {
    this.#frameUrl = url;
    this.frame.src = url;
  }

  /** Busy while the page runs an action: the frame disables its inputs. */
  get busy(): boolean {
    return this.#busy;
  }

  set busy(busy: boolean) {
    this.#busy = busy;
    this.toggleAttribute('busy', busy);
    if (this.port) this.post({ type: 'busy', busy });
  }

  /** Shows every field's error in the frame and focuses the first; resolves with them by field. */
  async validate(): Promise<FieldErrors> {
    const errors = (await this.call('validate')) as FieldErrors;
    if (Object.keys(errors).length > 0) this.focus();
    return errors;
  }

  /** Validates and encrypts in the frame; resolves with the token, or rejects as the frame reports. */
  async tokenize(): Promise<CardToken> {
    try {
      return (await this.call('tokenize')) as CardToken;
    } catch (error) {
      if (error instanceof ValidationError) this.focus();
      throw error;
    }
  }

  clear(): void {
    void this.call('clear').catch(() => undefined);
  }

  /**
   * Focuses the first field to fix, else the first field. The iframe takes focus here first: a frame of
   * another origin may move focus within itself, not take it from the page.
   */
  override focus(): void {
    this.frame.focus();
    void this.call('focus').catch(() => undefined);
  }

  connectedCallback(): void {
    const settings = this.settings;
    this.showTexts();
    // The page's own two texts may still be loading: the frame does not wait for them (it loads its own).
    if (settings && !cardFormTexts.cached(settings.locale))
      void cardFormTexts.load(settings.locale).then(() => this.showTexts());
    // The frame's hello, before its document can send it.
    window.addEventListener('message', this.onWindowMessage);
    // Connecting (again) loads the frame: a moved iframe always reloads, so it handshakes anew.
    if (this.frame.getAttribute('src') !== this.frameUrl) this.frame.src = this.frameUrl;
    // Without settings (not made by the factory) there is no handshake to wait for.
    if (settings) this.startConnectTimer();
  }

  /** The iframe's title and the unavailable line, in the page's locale once its texts are in. */
  private showTexts(): void {
    const settings = this.settings;
    if (settings) {
      this.i18n = createTranslator(
        settings.locale,
        settings.translations,
        cardFormTexts.cached(settings.locale),
        cardFormTexts.english,
      );
    }
    this.frame.title = this.i18n('card.frame.title');
    this.errorLine.textContent = this.i18n('card.frame.unavailable');
  }

  disconnectedCallback(): void {
    window.removeEventListener('message', this.onWindowMessage);
    // The iframe's document goes with it; mounting again loads a fresh frame and handshakes anew.
    this.disconnect(new RailkitError('element.not-mounted', 'The card form was unmounted.'));
  }

  /**
   * The frame's `hello`: its document is the vault's and listens. Only then is anything posted to it
   * (not on the iframe's `load`, which `about:blank` and an error page fire too). Another window's or
   * origin's message is ignored.
   */
  private readonly onWindowMessage = (event: MessageEvent): void => {
    const frame = this.frame.contentWindow;
    if (!frame || event.source !== frame || event.data !== helloMessage) return;
    const vaultOrigin = new URL(this.frameUrl).origin;
    if (event.origin !== vaultOrigin) return;
    // A reload (the element moved in the DOM) loses the frame's form: calls in flight fail, later ones
    // wait for the new handshake.
    this.dropChannel(
      new RailkitError('element.not-mounted', 'The card frame reloaded; its fields are empty.'),
    );
    const channel = new MessageChannel();
    channel.port1.onmessage = (message) => this.onFrameMessage(channel.port1, message.data);
    const connect = { type: connectType, version: protocolVersion, settings: this.settings };
    // Still to the vault's origin only: should the frame have navigated since, the browser drops it.
    frame.postMessage(connect, vaultOrigin, [channel.port2]);
    this.startConnectTimer();
  };

  /** From the frame's load until its `ready`: past `connectTimeoutMs` the form reports it unavailable. */
  private startConnectTimer(): void {
    // Called when no timer runs: none before the first load, and dropChannel() cleared the last one.
    this.connectTimer = setTimeout(() => this.giveUp(), this.connectTimeoutMs);
  }

  private onFrameMessage(port: MessagePort, data: unknown): void {
    if (!isFrameMessage(data)) return; // not of our protocol: ignored
    if (data.type === 'ready') {
      clearTimeout(this.connectTimer);
      this.port = port;
      this.errorLine.hidden = true;
      this.setHeight(data.height);
      if (this.busy) this.post({ type: 'busy', busy: true });
      this.settleConnection.resolve(port);
      this.events.onReady?.();
      this.dispatchEvent(new RkCardSignalEvent('rk-ready'));
      return;
    }
    if (port !== this.port) return; // a message of a channel already replaced
    this.handle(data);
  }

  private handle(message: Exclude<FrameMessage, { type: 'ready' }>): void {
    switch (message.type) {
      case 'resize':
        this.setHeight(message.height);
        break;
      case 'change':
        this.events.onChange?.(message.change);
        this.dispatchEvent(new RkCardChangeEvent(message.change));
        break;
      case 'focus':
        this.events.onFocus?.({ field: message.field });
        this.dispatchEvent(new RkCardFocusEvent('rk-focus', message.field));
        break;
      case 'blur':
        this.events.onBlur?.({ field: message.field });
        this.dispatchEvent(new RkCardFocusEvent('rk-blur', message.field));
        break;
      case 'submit':
        this.events.onSubmit?.();
        this.dispatchEvent(new RkCardSignalEvent('rk-submit'));
        break;
      case 'result':
        this.settle(message);
        break;
    }
  }

  private settle(message: Extract<FrameMessage, { type: 'result' }>): void {
    const call = this.calls.get(message.id);
    if (!call) return;
    this.calls.delete(message.id);
    if (message.ok) return call.resolve(message.value);
    const { code, message: text, fieldErrors } = message.error;
    if (code === 'validation.failed' && fieldErrors) return call.reject(new ValidationError(fieldErrors));
    // The frame reports encryption and mounting failures; anything else it could say is one of those.
    call.reject(new RailkitError(code === 'element.not-mounted' ? code : 'crypto.failed', text));
  }

  /** Sends a call once the frame is connected; resolves with its result. */
  private async call(method: FrameMethod): Promise<unknown> {
    const port = await this.connected;
    const id = this.nextCallId++;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject });
      this.post({ type: 'call', id, method }, port);
    });
  }

  private post(message: HostMessage, port = this.port): void {
    port?.postMessage(message);
  }

  private setHeight(height: number): void {
    this.heightSheet.replaceSync(`iframe { height: ${Math.ceil(height)}px; }`);
  }

  private giveUp(): void {
    this.errorLine.hidden = false;
    this.disconnect(
      new NetworkError(
        'network.failed',
        'The secure card form did not load from the vault (secureFieldsUrl). Check the connection, and that ' +
          "the page's Content-Security-Policy allows the vault origin in frame-src.",
      ),
    );
  }

  /** Closes the current channel; calls sent over it reject with `reason`; later calls wait for the next. */
  private dropChannel(reason: Error): void {
    clearTimeout(this.connectTimer);
    if (this.port) this.resetConnection();
    this.port?.close();
    this.port = undefined;
    for (const call of this.calls.values()) call.reject(reason);
    this.calls.clear();
  }

  /** Closes the channel for good (frame unavailable, element removed): queued calls reject too. */
  private disconnect(reason: Error): void {
    this.dropChannel(reason);
    this.settleConnection.reject(reason);
    this.resetConnection();
  }

  private resetConnection(): void {
    this.connected = new Promise((resolve, reject) => (this.settleConnection = { resolve, reject }));
    // A rejection nobody awaits yet (no call queued) is not an unhandled one.
    this.connected.catch(() => undefined);
  }
}

let sharedHostSheet: CSSStyleSheet | undefined;

/** The host's own look, one sheet for every instance; built on first use, never at import. */
function hostSheet(): CSSStyleSheet {
  if (!sharedHostSheet) {
    sharedHostSheet = new CSSStyleSheet();
    sharedHostSheet.replaceSync(
      ':host { display: block; } :host([hidden]) { display: none; } ' +
        'iframe { display: block; width: 100%; height: 18em; border: 0; } ' +
        '.error { color: var(--rk-color-error, #b42318); } .error[hidden] { display: none; }',
    );
  }
  return sharedHostSheet;
}

/** Defines `<rk-secure-card>` once; called by the element factory, never at import. */
export function defineSecureCardElement(): void {
  if (!customElements.get('rk-secure-card')) customElements.define('rk-secure-card', RkSecureCard);
}

/**
 * `<secureFieldsUrl>?origin=<this page's origin>&locale=<locale>`: the vault answers with `frame-ancestors`
 * of that origin; the frame starts loading the locale's texts before the handshake (it is no secret).
 */
export function secureFieldsFrameUrl(secureFieldsUrl: string, pageOrigin: string, locale = 'en'): string {
  const url = new URL(secureFieldsUrl);
  url.searchParams.set('origin', pageOrigin);
  url.searchParams.set('locale', locale);
  return url.href;
}

/**
 * Secure-fields hosting: the form runs in the vault's frame; this page only ever sees the token. The
 * frame is inserted without waiting for this page's texts (two of them, in the host): its own load
 * beside it.
 */
export async function createSecureFieldsCardElement(setup: CardSetup): Promise<CardElement> {
  void cardFormTexts.load(setup.locale);
  defineSecureCardElement();
  const host = document.createElement('rk-secure-card');
  const vault = setup.vault();
  host.frameUrl = secureFieldsFrameUrl(vault.secureFieldsUrl, location.origin, setup.locale);
  host.events = setup.events;
  host.settings = {
    locale: setup.locale,
    translations: setup.translations,
    styles: setup.styles,
    withHolderName: setup.withHolderName,
    instrument: setup.instrument,
    networks: setup.networks,
    encryptionPublicKey: vault.encryptionPublicKey,
    keyId: vault.keyId,
    holderReference: setup.holderReference(),
  };
  return new CardElementHandle(host, 'secure-fields');
}

declare global {
  interface HTMLElementTagNameMap {
    'rk-secure-card': RkSecureCard;
  }
}
