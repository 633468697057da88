import {
  html,
  LitElement,
  nothing,
  type CSSResultGroup,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import type { Instrument } from '../../api/schemas/instrument';
import type { CardElement } from '../../core/card';
import { ValidationError } from '../../api/errors';
import type { MethodElement, SchemaMethodCode } from '../../core/method';
import type { AuthorizeApiRequest, AuthorizeResult, RailkitClient } from '../../core/types';
import { dropInTexts } from '../../i18n/drop-in';
import type { DropInMessages } from '../../i18n/drop-in-en';
import { directionOf } from '../../i18n/index';
import { merchantStylesText } from '../bank-account/bank-account.styles';
import { isolating } from '../isolate';
import { cancelledResult, noticeOf, offersSave, type DropInChoice } from './choices';
import { expressButtons } from './express-buttons';
import { methodList } from './method-list';
import { checkingLine, noticeLine, statusLine, type Notice } from './outcome-lines';
import { recallLeftFor, rememberLeftFor } from './return-memory';
import { checkoutStyles } from './rk-checkout.styles';
import { removalView, saveConsent } from './saved-method-views';
import { isWalletCode, openWalletSheet, walletAvailability, type WalletUnavailableReason } from './wallets';

export { dropInChoices, type DropInChoice } from './choices';

/** What the drop-in was given (checked by `dropIn()`). */
export interface DropInSettings {
  client: RailkitClient;
  payButton: boolean;
  cardHosting: 'secure-fields' | 'in-page';
  returnInfo?: AuthorizeApiRequest['returnInfo'];
  /** Read the session's authorization first: the page a redirect brought the payer back to. */
  resume: boolean;
  locale: string;
  translations: Readonly<Partial<Record<string, string>>>;
  styles: Readonly<Record<`--rk-${string}`, string>>;
}

/** `rk-choice`'s detail: what the payer chose, for a merchant's own Pay button. */
export interface DropInChoiceDetail {
  paymentMethodCode: string;
  instrument?: Instrument;
}

/** `rk-saved-removed`'s detail: the saved method the payer removed, now `disabled` at the platform. */
export interface SavedRemovedDetail {
  paymentMethodCode: string;
  instrument: Instrument;
}

/** `rk-wallet-unavailable`'s detail: a wallet the lookup offered, hidden, and why. */
export interface WalletUnavailableDetail {
  paymentMethodCode: 'applePay' | 'googlePay';
  reason: WalletUnavailableReason;
}

/** How long a wait lasts before the status line says it goes on (as the demo's busy buttons). */
const stillWorkingMs = 4_000;

/**
 * `<rk-checkout>`: the drop-in. A radio group of the session's methods (native radios: arrow keys move
 * and select, Tab leaves the group), the chosen method's element below it, and one Pay button (or, with
 * `payButton: false`, `rk-choice` events and `pay()` for the merchant's own button).
 *
 * @fires rk-result - `CustomEvent<AuthorizeResult>`, once a payment (or the one a redirect came back
 * from) has an outcome: the same result as `api()`.
 * @fires rk-choice - `CustomEvent<DropInChoiceDetail>`, on each choice of the payer, with
 * `paymentMethodCode` and the saved `instrument`, if any.
 * @fires rk-wallet-unavailable - `CustomEvent<WalletUnavailableDetail>`, for each wallet of the session
 * that the browser cannot pay with, now hidden, with the `reason`.
 * @fires rk-saved-removed - `CustomEvent<SavedRemovedDetail>`, once the payer removed a saved method:
 * disabled at the platform and gone from the list.
 * @fires rk-error - `CustomEvent<unknown>`, when paying or removing failed otherwise than by a result
 * (the alert says so): `detail` is the error.
 *
 * @cssprop --rk-color-accent - Focus ring, chosen method's border and Pay button colour.
 * @cssprop --rk-color-error - Error notice colour.
 * @cssprop --rk-color-text - Text colour.
 * @cssprop --rk-color-muted - Explanation and status line colour.
 * @cssprop --rk-color-background - Methods' background, and the Pay button's text colour.
 * @cssprop --rk-color-border - Method border colour.
 * @cssprop --rk-font-family - Font of the whole drop-in.
 * @cssprop --rk-font-size - Base font size.
 * @cssprop --rk-radius - Corner radius of methods and buttons.
 * @cssprop --rk-spacing - Base gap between and inside methods.
 *
 * @example
 * Made for you by `dropIn()`; with your own Pay button:
 * ```ts
 * const checkout = await dropIn(client, { payButton: false });
 * checkout.element.addEventListener('rk-choice', () => (payButton.disabled = false));
 * payButton.onclick = () => checkout.pay();
 * ```
 */
export class RkCheckout extends LitElement {
  // Getters, not static fields: under `useDefineForClassFields: false` a static field compiles to a
  // `static {}` block, which bundlers keep even where the class goes unused. Lit reads each once.
  static override get styles(): CSSResultGroup {
    return checkoutStyles();
  }

  static override get properties(): PropertyDeclarations {
    return {
      choices: { attribute: false },
      selected: { state: true },
      busy: { type: Boolean, reflect: true },
      checking: { state: true },
      walletsChecked: { state: true },
      statusText: { state: true },
      notice: { state: true },
      texts: { state: true },
      saveChosen: { state: true },
      confirming: { state: true },
      removing: { state: true },
    };
  }

  declare choices: DropInChoice[];
  declare selected: string | undefined;
  declare busy: boolean;
  /** On a return page (`resume`), until the session's authorization is read: nothing to press. */
  declare checking: boolean;
  /** Whether the browser has said which wallets it can pay with: only then are their buttons shown. */
  declare walletsChecked: boolean;
  declare statusText: string | TemplateResult;
  declare notice: Notice | undefined;
  declare texts: DropInMessages;
  /** The payer ticked "Save for my next payments" for the chosen method. */
  declare saveChosen: boolean;
  /** The key of the saved method whose removal asks for confirmation. */
  declare confirming: string | undefined;
  declare removing: boolean;
  settings!: DropInSettings;

  /** The elements made so far, by choice: going back to a method keeps what the payer typed. */
  readonly #elements = new Map<string, Promise<CardElement | MethodElement>>();
  #shown: CardElement | MethodElement | undefined;
  #running: Promise<AuthorizeResult | undefined> | undefined;
  #resumed = false;
  /** The payer's language's texts, loaded: a result shown on arrival (`resume`) must be in them. */
  #textsLoaded: Promise<void> = Promise.resolve();
  #walletsChecked = false;

  constructor() {
    super();
    this.choices = [];
    this.busy = false;
    this.checking = false;
    this.walletsChecked = false;
    this.statusText = '';
    this.texts = dropInTexts.english;
    this.saveChosen = false;
    this.removing = false;
  }

  #t(key: keyof DropInMessages, params: Record<string, string> = {}): string {
    const text = this.settings.translations[key] ?? this.texts[key];
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  }

  #amount(): string {
    const amount = this.settings.client.config.amount;
    if (!amount) return '';
    try {
      return new Intl.NumberFormat(this.settings.locale, {
        style: 'currency',
        currency: amount.currency,
      }).format(Number(amount.value));
    } catch {
      return `${amount.value} ${amount.currency}`;
    }
  }

  /** A saved method's name isolated, so it keeps its order in a right-to-left label. */
  #labelOf(choice: DropInChoice): TemplateResult | string {
    const { instrument } = choice;
    if (!instrument) return this.#methodName(choice);
    if (choice.kind === 'card') {
      return isolating((card) => this.#t('dropIn.savedCard', { card }), instrument.displayName);
    }
    return this.#naming('dropIn.savedMethod', instrument.displayName, { method: this.#methodName(choice) });
  }

  /** A text naming a saved method (`{name}`), the name in a `<bdi>`: "IBAN •••• 3000" stays so in Arabic. */
  #naming(key: keyof DropInMessages, name: string, params: Record<string, string> = {}): TemplateResult {
    return isolating((value) => this.#t(key, { ...params, name: value }), name);
  }

  /** The method's name in the payer's language; a brand's as the platform names it. */
  #methodName(choice: DropInChoice): string {
    const key = `dropIn.method.${choice.option.paymentMethodCode}`;
    return key in this.texts ? this.#t(key as keyof DropInMessages) : choice.option.clientConfig.displayName;
  }

  get #choice(): DropInChoice | undefined {
    return this.choices.find((choice) => choice.key === this.selected);
  }

  /** The payer's choice now, as `rk-choice` reports it. */
  get choice(): DropInChoiceDetail | undefined {
    const choice = this.#choice;
    if (!choice) return undefined;
    return {
      paymentMethodCode: choice.option.paymentMethodCode,
      ...(choice.instrument ? { instrument: choice.instrument } : {}),
    };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Made by dropIn(), which gives it the client; a bare <rk-checkout> tag stays empty.
    if (!this.settings) return;
    this.#textsLoaded = dropInTexts.load(this.settings.locale).then((texts) => void (this.texts = texts));
    if (this.settings.resume && !this.#resumed) {
      this.#resumed = true;
      void this.#resume();
    }
    if (!this.#walletsChecked) {
      this.#walletsChecked = true;
      void this.#checkWallets();
    }
  }

  /**
   * Wallets are offered only once the browser says it can pay with them (with the drop-in's own Pay
   * button, as express buttons above the list: one press to the sheet); each one it cannot is removed
   * with an `rk-wallet-unavailable` event saying why.
   */
  async #checkWallets(): Promise<void> {
    const config = this.settings.client.config;
    const wallets = this.choices.filter((choice) => choice.kind === 'wallet');
    await Promise.all(
      wallets.map(async (choice) => {
        const code = choice.option.paymentMethodCode as WalletUnavailableDetail['paymentMethodCode'];
        const reason = await walletAvailability(code, config);
        if (!reason) return;
        this.choices = this.choices.filter((candidate) => candidate !== choice);
        this.#emit<WalletUnavailableDetail>('rk-wallet-unavailable', { paymentMethodCode: code, reason });
      }),
    );
    this.walletsChecked = true;
  }

  #emit<T>(type: string, detail: T): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('choices') && this.selected && !this.#choice) this.selected = undefined;
  }

  override render() {
    if (!this.settings) return nothing;
    if (this.checking) return checkingLine(this.#t('dropIn.checking'));
    const choice = this.#choice;
    // With its own Pay button the drop-in offers wallets as express buttons; a merchant's own button
    // (`payButton: false`) pays the choice, so there they stay in the list.
    const express = this.settings.payButton;
    const listed = express ? this.choices.filter((item) => item.kind !== 'wallet') : this.choices;
    return html`<form
      dir=${directionOf(this.settings.locale)}
      lang=${this.settings.locale}
      novalidate
      @submit=${this.#onSubmit}
    >
      ${express ? this.#expressButtons() : nothing}
      ${methodList({
        legend: this.#t('dropIn.legend'),
        choices: listed,
        selected: this.selected,
        busy: this.busy,
        labelOf: (item) => this.#labelOf(item),
        onChoose: (key) => void this.#choose(key),
      })}
      <div class="method"></div>
      ${choice ? this.#explanation(choice) : nothing}
      ${
        choice && offersSave(choice, this.settings.client.config)
          ? saveConsent(this.#t('dropIn.save'), this.saveChosen, (checked) => (this.saveChosen = checked))
          : nothing
      }
      ${choice?.instrument ? this.#removal(choice, choice.instrument) : nothing}
      ${
        this.settings.payButton && choice
          ? html`<button
              type="submit"
              aria-disabled=${this.busy ? 'true' : 'false'}
              aria-busy=${this.busy ? 'true' : 'false'}
            >
              ${this.#payLabel(choice)}
            </button>`
          : nothing
      }
      ${statusLine(this.statusText)} ${noticeLine(this.notice)}
    </form>`;
  }

  /** The wallets, once the browser has said which it can pay with. */
  #expressButtons() {
    const wallets = this.walletsChecked ? this.choices.filter((item) => item.kind === 'wallet') : [];
    return expressButtons(
      wallets,
      this.busy,
      (wallet) => this.#payLabel(wallet),
      (key) => void this.#payExpress(key),
    );
  }

  /**
   * Pays with a wallet in the press that asked for it (its sheet needs the payer's gesture); the list's
   * choice is kept for a payer who dismisses the sheet and pays another way.
   */
  async #payExpress(key: string): Promise<void> {
    if (this.busy) return;
    const previous = this.selected;
    this.selected = key;
    try {
      await this.pay();
    } finally {
      if (this.selected === key) this.selected = previous;
    }
  }

  #explanation(choice: DropInChoice) {
    // A saved account or agreement pays with one press: no page to leave for.
    if (choice.instrument) return nothing;
    const params = { method: this.#methodName(choice), amount: this.#amount() };
    if (choice.kind === 'redirect') {
      return html`<p class="explanation">${this.#t('dropIn.redirect.explanation', params)}</p>`;
    }
    if (choice.kind === 'wallet') {
      return html`<p class="explanation">${this.#t('dropIn.wallet.explanation', params)}</p>`;
    }
    return nothing;
  }

  #payLabel(choice: DropInChoice): string {
    const amount = this.#amount();
    return choice.kind === 'wallet' || (choice.kind === 'redirect' && !choice.instrument)
      ? this.#t('dropIn.payWith', { amount, method: this.#methodName(choice) })
      : this.#t('dropIn.pay', { amount });
  }

  /** Shows the chosen method's element (made once per choice); focus stays on the radio for the arrows. */
  async #choose(key: string): Promise<void> {
    if (this.busy) return;
    this.selected = key;
    this.notice = undefined;
    this.saveChosen = false;
    this.confirming = undefined;
    this.#shown?.unmount();
    this.#shown = undefined;
    const choice = this.#choice;
    if (!choice) return;
    this.#emit<DropInChoiceDetail>('rk-choice', this.choice!);
    if (choice.kind !== 'card' && choice.kind !== 'direct') return;
    // A saved account pays by itself; a saved card still asks its security code.
    if (choice.instrument && choice.kind !== 'card') return;
    let element = this.#elements.get(key);
    if (!element) {
      element = this.#createElement(choice);
      this.#elements.set(key, element);
      element.catch(() => this.#elements.delete(key));
      this.statusText = this.#t('dropIn.loading');
    }
    try {
      const made = await element;
      if (this.selected !== key) return;
      const host = this.renderRoot.querySelector('.method');
      if (host) made.mount(host);
      this.#shown = made;
      this.statusText = '';
    } catch (error) {
      if (this.selected !== key) return;
      this.statusText = '';
      this.#fail(error);
    }
  }

  #createElement(choice: DropInChoice): Promise<CardElement | MethodElement> {
    const { client, locale, translations, styles, cardHosting } = this.settings;
    const shared = { locale, translations, styles };
    if (choice.kind === 'card') {
      return client.dynamicElement({
        paymentMethod: { paymentMethodCode: 'card' },
        hosting: cardHosting,
        ...(choice.instrument ? { instrument: choice.instrument } : {}),
        ...shared,
      });
    }
    return client.dynamicElement({
      paymentMethod: { paymentMethodCode: choice.option.paymentMethodCode as SchemaMethodCode },
      ...shared,
    });
  }

  #onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    void this.pay();
  }

  /**
   * Pays with the chosen method: the drop-in's own button calls it, or the merchant's (then from the
   * payer's click: a wallet's sheet needs it). A call while one runs joins it: one payment per action.
   */
  pay(): Promise<AuthorizeResult | undefined> {
    this.#running ??= this.#pay().finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #pay(): Promise<AuthorizeResult | undefined> {
    // A removal runs: the method may be gone in a moment, so nothing is paid meanwhile.
    if (this.removing) return undefined;
    const choice = this.#choice;
    if (!choice) {
      this.renderRoot.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return undefined;
    }
    this.busy = true;
    this.notice = undefined;
    this.statusText = this.#t('dropIn.busy');
    const slow = setTimeout(() => (this.statusText = this.#t('dropIn.stillWorking')), stillWorkingMs);
    this.#shown?.setBusy(true);
    const { client } = this.settings;
    if (choice.kind === 'redirect' && !choice.instrument)
      rememberLeftFor(client.getState().execution.id, choice.option.paymentMethodCode);
    try {
      const result = await this.#authorize(choice);
      this.#showResult(result, choice);
      this.#emit<AuthorizeResult>('rk-result', result);
      return result;
    } catch (error) {
      // The form shows and announces its own errors, and focuses the first field to correct.
      if (!(error instanceof ValidationError)) this.#fail(error);
      return undefined;
    } finally {
      clearTimeout(slow);
      this.busy = false;
      this.statusText = '';
      this.#shown?.setBusy(false);
    }
  }

  /**
   * One authorize for the choice; a wallet's sheet first (opened at once, in the payer's click).
   * `returnInfo` goes only with a redirect method, the one choice where the payer leaves the page: a
   * card's 3-D Secure challenge opens in the SDK's dialog and ends there, and a wallet's sheet or a
   * direct method's form never leaves. Sent with a card, it would name a page the platform has no reason
   * to send anyone to.
   */
  async #authorize(choice: DropInChoice): Promise<AuthorizeResult> {
    const { client, returnInfo } = this.settings;
    const code = choice.option.paymentMethodCode;
    // Only what the payer ticked is saved; unticked, nothing is said (the platform keeps nothing).
    const store = this.saveChosen && offersSave(choice, client.config) ? { storeInstrument: true } : {};
    if (choice.instrument && choice.kind !== 'card') {
      return client.api({
        operation: 'authorize',
        paymentMethod: { paymentMethodCode: code, instrument: choice.instrument },
      });
    }
    if (choice.kind === 'wallet' && isWalletCode(code)) {
      const sheet = await openWalletSheet(code, client.config, this.#amountLabel());
      if (sheet.kind === 'cancelled') return cancelledResult(client);
      return client.api({
        operation: 'authorize',
        paymentMethod: { paymentMethodCode: code, paymentToken: sheet.token },
      });
    }
    if (choice.kind === 'redirect') {
      return client.api({
        operation: 'authorize',
        paymentMethod: { paymentMethodCode: code },
        ...(returnInfo ? { returnInfo } : {}),
        ...store,
      });
    }
    const element = this.#shown ?? (await this.#elements.get(choice.key));
    if (!element) throw new ValidationError({}, 'The payment form is still loading.');
    return choice.kind === 'card'
      ? client.api({ operation: 'authorize', card: element as CardElement, ...store })
      : client.api({ operation: 'authorize', method: element as MethodElement, ...store });
  }

  /** "Remove …" under the chosen saved method, then the question; the state is the element's. */
  #removal(choice: DropInChoice, instrument: Instrument) {
    const name = instrument.displayName;
    const texts = {
      remove: this.#naming('dropIn.remove', name),
      question: this.#naming('dropIn.remove.question', name),
      keep: this.#t('dropIn.remove.keep'),
      confirm: this.#t('dropIn.remove.confirm'),
    };
    const state = { confirming: this.confirming === choice.key, busy: this.removing };
    return removalView(texts, state, {
      ask: () => {
        if (this.busy) return;
        this.confirming = choice.key;
        this.notice = undefined;
        this.#focusSoon('.keep');
      },
      keep: () => {
        this.confirming = undefined;
        this.#focusSoon('.remove');
      },
      confirm: () => void this.#remove(choice, instrument),
    });
  }

  /**
   * Removes the saved method at the platform. Gone, it leaves the list, the alert says so (focused) and
   * the page gets `rk-saved-removed`; failed, it stays listed, the alert says that, and `rk-error` fires.
   */
  async #remove(choice: DropInChoice, instrument: Instrument): Promise<void> {
    if (this.busy) return;
    this.busy = this.removing = true;
    this.statusText = this.#naming('dropIn.remove.busy', instrument.displayName);
    try {
      const removed = await this.settings.client.api({ operation: 'removeInstrument', instrument });
      this.#elements.delete(choice.key);
      this.#shown?.unmount();
      this.#shown = undefined;
      this.choices = this.choices.filter((candidate) => candidate !== choice);
      this.#announce({ kind: 'success', text: this.#naming('dropIn.remove.done', instrument.displayName) });
      const paymentMethodCode = choice.option.paymentMethodCode;
      this.#emit<SavedRemovedDetail>('rk-saved-removed', { paymentMethodCode, instrument: removed });
    } catch (error) {
      this.#emit('rk-error', error);
      this.#announce({ kind: 'error', text: this.#naming('dropIn.remove.failed', instrument.displayName) });
    } finally {
      this.confirming = undefined;
      this.busy = this.removing = false;
      this.statusText = '';
    }
  }

  #focusSoon(selector: string): void {
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(selector)?.focus());
  }

  #amountLabel(): string {
    return this.#t('dropIn.pay', { amount: this.#amount() });
  }

  /**
   * The outcome in the notice, focused. A cancel or a decline names the wallet or redirect method it
   * happened with (the payer chose it on its own page or sheet) and leaves the list to choose again.
   */
  #showResult(result: AuthorizeResult, choice: DropInChoice | undefined): void {
    const { kind, key, named } = noticeOf(result, choice);
    this.#announce({ kind, text: this.#t(key, { method: named ? this.#methodName(choice!) : '' }) });
  }

  /**
   * Back from a redirect method's page (`dropIn(client, { resume: true })`): reads the session's
   * authorization, "Checking your payment…" meanwhile, and shows it as if the payer had just paid here:
   * `rk-result` for the page, and after a cancel or a decline the list again, for the same order.
   */
  async #resume(): Promise<void> {
    const { client } = this.settings;
    this.checking = true;
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.checking')?.focus());
    try {
      const [result] = await Promise.all([
        client.query({ operation: 'authorization', wait: 10 }),
        this.#textsLoaded,
      ]);
      const code = recallLeftFor(client.getState().execution.id);
      this.checking = false;
      this.#showResult(
        result,
        this.choices.find((choice) => choice.option.paymentMethodCode === code),
      );
      this.#emit<AuthorizeResult>('rk-result', result);
    } catch (error) {
      this.checking = false;
      this.#fail(error);
    }
  }

  #fail(error: unknown): void {
    this.#emit('rk-error', error);
    this.#announce({ kind: 'error', text: this.#t('dropIn.error.failed') });
  }

  /** Shows a notice and moves focus to it, so the payer hears it and continues from there. */
  #announce(notice: NonNullable<RkCheckout['notice']>): void {
    this.notice = notice;
    this.#focusSoon('.notice');
  }

  /** The merchant's checked `:host { --rk-...: ... }` rule, as an adopted sheet (CSP-safe). */
  protected override firstUpdated(): void {
    const cssText = this.settings ? merchantStylesText(this.settings.styles) : '';
    if (!cssText || !this.shadowRoot) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    this.shadowRoot.adoptedStyleSheets = [...this.shadowRoot.adoptedStyleSheets, sheet];
  }
}

export function defineCheckoutElement(): void {
  if (!customElements.get('rk-checkout')) customElements.define('rk-checkout', RkCheckout);
}
