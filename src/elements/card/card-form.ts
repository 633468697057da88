import {
  LitElement,
  html,
  nothing,
  svg,
  type CSSResultGroup,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import type { Instrument } from '../../api/schemas/instrument';
import type { CardChange, CardElementEvents, CardField, CardToken } from '../../core/card';
import type { Translations } from '../../i18n/translations';
import { RailkitError, ValidationError } from '../../api/errors';
import { cardFormTexts } from '../../i18n/card';
import { createTranslator, switchTranslator, type Translator } from '../../i18n/index';
import {
  cardBrand,
  cardBrands,
  cardDigits,
  cardSchemes,
  checkCardNumber,
  checkExpiry,
  checkSecurityCode,
  formatCardNumber,
  formatExpiry,
  reformatKeepingCaret,
  type CardBrand,
} from '../../validation/card/index';
import { BusyDisplay } from '../busy-display';
import { isolating } from '../isolate';
import { cardFormStyles } from './card-form.styles';
import { RkCardChangeEvent, RkCardFocusEvent, RkCardSignalEvent } from './events';
import type { CardDetails, CardSink } from './sink';

type Values = Record<CardField, string>;
type FieldErrors = Partial<Record<CardField, string>>;

const emptyValues: Values = { cardNumber: '', expiry: '', securityCode: '', holderName: '' };

/** Element ids inside the shadow root, and the order focus visits the fields. */
const inputIds: Record<CardField, string> = {
  cardNumber: 'rk-card-number',
  expiry: 'rk-card-expiry',
  securityCode: 'rk-card-security-code',
  holderName: 'rk-card-holder-name',
};

/**
 * `<rk-card-form>`: card number, expiry, security code and name on card, or only the security code of a
 * stored card. It formats, validates, shows and announces errors, and on tokenize() hands the checked
 * card to its `sink`, which returns what may leave. It knows nothing of where it runs: the same element
 * serves the merchant's page (in-page hosting) and the vault's secure-fields frame.
 *
 * @fires rk-ready - RkCardSignalEvent, once rendered.
 * @fires rk-change - RkCardChangeEvent, with `change: { complete, brand, errors }`.
 * @fires rk-focus - RkCardFocusEvent, with `field`.
 * @fires rk-blur - RkCardFocusEvent, with `field`.
 * @fires rk-submit - RkCardSignalEvent, when Enter is pressed in a field.
 *
 * @csspart form - The form.
 * @csspart field - One field: label, input, hint and error.
 * @csspart label - A field's label.
 * @csspart input - A text input.
 * @csspart brand - The card brand badge in the number field.
 * @csspart error - A field's error text.
 * @csspart schemes - The network choice of a co-badged card.
 * @csspart summary - The (visually hidden) live region announcing the error summary.
 *
 * @cssprop --rk-color-accent - Focus ring and radio colour.
 * @cssprop --rk-color-error - Error text and invalid border colour.
 * @cssprop --rk-color-text - Text colour.
 * @cssprop --rk-color-muted - Hint colour.
 * @cssprop --rk-color-background - Input background.
 * @cssprop --rk-color-border - Input border colour.
 * @cssprop --rk-font-family - Font of the whole form.
 * @cssprop --rk-font-size - Base font size.
 * @cssprop --rk-radius - Corner radius of inputs.
 * @cssprop --rk-spacing - Base gap between and inside fields.
 */
export class RkCardForm extends LitElement {
  // Getters, not static fields: under `useDefineForClassFields: false` a static field compiles to a
  // `static {}` block, which bundlers keep even where the class goes unused. Lit reads each once.
  static override get styles(): CSSResultGroup {
    return cardFormStyles();
  }

  static override get properties(): PropertyDeclarations {
    return {
      busy: { type: Boolean, reflect: true },
      locale: { type: String },
      translations: { attribute: false },
      withHolderName: { attribute: false },
      instrument: { attribute: false },
      networks: { attribute: false },
      tokenizing: { state: true },
      values: { state: true },
      touched: { state: true },
      submitted: { state: true },
      scheme: { state: true },
      summary: { state: true },
    };
  }

  /** Busy because the page runs an action (setBusy): inputs disabled, once it lasts (BusyDisplay). */
  declare busy: boolean;
  /** BCP 47 locale of texts and direction (`ar` renders right to left). */
  declare locale: string;
  /** Merchant overrides by message key, e.g. `card.number.label`. */
  declare translations: Translations;
  /** Whether the name-on-card field is shown (and required); default true. */
  declare withHolderName: boolean;
  /** A stored card: the form asks only its security code. */
  declare instrument: Instrument | undefined;
  /** The networks the session accepts; undefined accepts every network the rules know. */
  declare networks: readonly string[] | undefined;
  /** The merchant's callbacks. */
  events: CardElementEvents = {};
  /** Where tokenize() sends the checked card; set by whoever hosts the form. */
  sink: CardSink | undefined;

  declare private tokenizing: boolean;
  declare private values: Values;
  declare private touched: ReadonlySet<CardField>;
  declare private submitted: boolean;
  declare private scheme: string | undefined;
  declare private summary: string;

  #i18n: Translator = createTranslator('en', {}, cardFormTexts.english, cardFormTexts.english);
  #brand: CardBrand | undefined;
  #schemes: string[] = [];
  #errors: FieldErrors = {};
  #lastChange = '';
  #merchantSheet?: CSSStyleSheet;
  /** The wait shown: inputs disabled. */
  #busyDisplay = new BusyDisplay(this);

  constructor() {
    super();
    this.busy = false;
    this.locale = 'en';
    this.translations = {};
    this.withHolderName = true;
    this.instrument = undefined;
    this.networks = undefined;
    this.tokenizing = false;
    this.values = { ...emptyValues };
    this.touched = new Set();
    this.submitted = false;
    this.scheme = undefined;
    this.summary = '';
  }

  /** Applies the merchant's checked `:host { --rk-...: ... }` rule as an adopted style sheet (CSP-safe). */
  setMerchantStyles(cssText: string): void {
    this.#merchantSheet ??= new CSSStyleSheet();
    this.#merchantSheet.replaceSync(cssText);
    this.#adoptMerchantSheet();
  }

  /** The fields shown, in order. */
  get fields(): CardField[] {
    if (this.instrument) return ['securityCode'];
    return [
      'cardNumber',
      'expiry',
      'securityCode',
      ...(this.withHolderName ? (['holderName'] as const) : []),
    ];
  }

  /** What `change` reports now. */
  get state(): CardChange {
    return {
      complete: Object.keys(this.#errors).length === 0,
      brand: this.#brand?.network,
      errors: this.#visibleErrors(),
    };
  }

  /**
   * Shows every field's error (a submit attempt); when some fail, announces a summary and moves focus
   * to the first. Returns the messages by field.
   */
  validate(): FieldErrors {
    this.submitted = true;
    this.#refresh();
    const errors = { ...this.#errors };
    if (Object.keys(errors).length > 0) void this.#announceAndFocus(errors);
    this.#emitChangeIfNew();
    return errors;
  }

  /** Validates, then hands the card to the sink; rejects with a ValidationError when invalid. */
  async tokenize(): Promise<CardToken> {
    const errors = this.validate();
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    if (!this.sink) {
      throw new RailkitError(
        'element.not-mounted',
        'The card form has nowhere to send the card: mount it first.',
      );
    }
    this.tokenizing = true;
    try {
      return await this.sink.encrypt(this.#details());
    } finally {
      this.tokenizing = false;
    }
  }

  /** Empties every field, its errors and the network choice. */
  clear(): void {
    this.values = { ...emptyValues };
    this.touched = new Set();
    this.submitted = false;
    this.scheme = undefined;
    this.summary = '';
  }

  /** Focuses the first field with a shown error, else the first field. */
  override focus(): void {
    const visible = this.#visibleErrors();
    const target = this.fields.find((field) => field in visible) ?? this.fields[0];
    if (target) this.#inputOf(target)?.focus();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#adoptMerchantSheet();
  }

  // Untyped: `tokenizing` is private, which PropertyValues<this> does not name.
  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('locale') || changed.has('translations')) this.#updateTranslator();
    if (changed.has('busy') || changed.has('tokenizing'))
      this.#busyDisplay.follow(this.busy || this.tokenizing);
    this.#refresh();
  }

  protected override firstUpdated(): void {
    this.events.onReady?.();
    this.dispatchEvent(new RkCardSignalEvent('rk-ready'));
  }

  /** Brand, network choices and every field's error, from the values. */
  #refresh(): void {
    const digits = cardDigits(this.values.cardNumber);
    this.#brand = this.instrument ? this.#storedBrand() : cardBrand(digits);
    const accepted = this.networks;
    this.#schemes = this.instrument
      ? []
      : cardSchemes(digits).filter((network) => !accepted || accepted.includes(network));
    if (this.scheme !== undefined && !this.#schemes.includes(this.scheme)) this.scheme = undefined;
    this.#errors = this.#findErrors();
  }

  /** A stored card's brand, from the first digits the platform kept, so the security code has its length. */
  #storedBrand(): CardBrand | undefined {
    const bin = this.instrument?.data.bin;
    return typeof bin === 'string' ? cardBrand(cardDigits(bin)) : undefined;
  }

  #findErrors(): FieldErrors {
    const i18n = this.#i18n;
    const errors: FieldErrors = {};
    if (!this.instrument) {
      const number = checkCardNumber(this.values.cardNumber, this.networks ? [...this.networks] : undefined);
      if (!number.ok) {
        errors.cardNumber = i18n(`card.number.error.${number.problem}`, {
          brand: number.brand?.displayName ?? '',
        });
      }
      const expiry = checkExpiry(this.values.expiry);
      if (!expiry.ok) errors.expiry = i18n(`card.expiry.error.${expiry.problem}`);
      if (this.withHolderName && this.values.holderName.trim() === '') {
        errors.holderName = i18n('card.holderName.error.empty');
      }
    }
    const code = checkSecurityCode(this.values.securityCode, this.#brand);
    if (!code.ok) {
      errors.securityCode = i18n(`card.securityCode.error.${code.problem}`, {
        length: this.#brand?.securityCode?.length ?? '3-4',
      });
    }
    // In the order of the fields, so a summary and `fieldErrors` read top to bottom.
    const ordered: FieldErrors = {};
    for (const field of this.fields) if (errors[field]) ordered[field] = errors[field];
    return ordered;
  }

  /** Errors show once a field was left or a submit was attempted. */
  #visibleErrors(): FieldErrors {
    const visible: FieldErrors = {};
    for (const field of this.fields) {
      const error = this.#errors[field];
      if (error && (this.submitted || this.touched.has(field))) visible[field] = error;
    }
    return visible;
  }

  /** The checked card for the sink: digits only, `MM`/`YY`, trimmed name. Call only when valid. */
  #details(): CardDetails {
    const securityCode = cardDigits(this.values.securityCode);
    const brand = this.#brand?.network ?? 'unspecified';
    if (this.instrument) {
      const suffix = this.instrument.data.suffix;
      return {
        kind: 'stored',
        securityCode,
        instrumentId: this.instrument.id,
        brand: typeof this.instrument.data.network === 'string' ? this.instrument.data.network : brand,
        last4: typeof suffix === 'string' ? suffix.slice(-4) : '',
      };
    }
    const expiry = checkExpiry(this.values.expiry);
    if (!expiry.ok) throw new ValidationError({ expiry: this.#errors.expiry ?? expiry.problem });
    const details: CardDetails = {
      kind: 'card',
      cardNumber: cardDigits(this.values.cardNumber),
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      brand,
    };
    if (securityCode) details.securityCode = securityCode;
    const holderName = this.values.holderName.trim().replace(/\s+/g, ' ');
    if (this.withHolderName && holderName) details.holderName = holderName;
    if (this.#schemes.length > 1) details.preferredScheme = this.scheme ?? this.#schemes[0];
    return details;
  }

  /** Switches to the locale's texts at once when loaded, else keeps the current ones and loads them. */
  #updateTranslator(): void {
    const locale = this.locale;
    this.#i18n = switchTranslator(cardFormTexts, this.#i18n, locale, this.translations, (loaded) => {
      // A later locale change started its own load; this one is stale.
      if (this.locale !== locale) return;
      this.#i18n = loaded;
      this.requestUpdate();
    });
  }

  protected override render(): TemplateResult {
    const disabled = this.#busyDisplay.shown;
    const errors = this.#visibleErrors();
    return html`
      <form
        part="form"
        novalidate
        dir=${this.#i18n.direction}
        lang=${this.#i18n.locale}
        aria-busy=${disabled ? 'true' : 'false'}
        @submit=${this.#onSubmit}
        @keydown=${this.#onKeydown}
      >
        ${
          this.instrument
            ? this.#renderSecurityCode(errors, disabled)
            : html`${this.#renderNumber(errors, disabled)}${this.#renderSchemes(disabled)}
                <div class="row">
                  ${this.#renderExpiry(errors, disabled)}${this.#renderSecurityCode(errors, disabled)}
                </div>
                ${this.withHolderName ? this.#renderHolderName(errors, disabled) : nothing}`
        }
        <div part="summary" class="visually-hidden" aria-live="polite">${this.summary}</div>
      </form>
    `;
  }

  #renderNumber(errors: FieldErrors, disabled: boolean): TemplateResult {
    const brandId = 'rk-card-brand';
    return html`<div part="field" class="field number">
      <label part="label" for=${inputIds.cardNumber}>${this.#i18n('card.number.label')}</label>
      <div class="control">
        ${this.#renderInput('cardNumber', errors, disabled, {
          autocomplete: 'cc-number',
          numeric: true,
          describedBy: this.#brand ? brandId : undefined,
        })}
        <span part="brand" class="brand" aria-hidden="true">${this.#renderBadge()}</span>
      </div>
      <span id=${brandId} class="visually-hidden"
        >${this.#brand ? this.#i18n('card.brand.detected', { brand: this.#brand.displayName }) : ''}</span
      >
      ${this.#renderError('cardNumber', errors)}
    </div>`;
  }

  /** The brand's name as a text badge, or a generic card outline while no brand is known. CSP-safe. */
  #renderBadge(): TemplateResult {
    if (this.#brand) return html`<span class="badge">${this.#brand.displayName}</span>`;
    return html`<span class="badge"
      ><svg viewBox="0 0 28 20" fill="none" stroke="currentColor" stroke-width="1.5">
        ${svg`<rect x="1" y="1" width="26" height="18" rx="3" /><path d="M1 7h26M5 14h6" />`}
      </svg></span
    >`;
  }

  #renderSchemes(disabled: boolean): TemplateResult | typeof nothing {
    if (this.#schemes.length < 2) return nothing;
    const selected = this.scheme ?? this.#schemes[0];
    return html`<fieldset part="schemes" class="field" role="radiogroup">
      <legend>${this.#i18n('card.scheme.legend')}</legend>
      ${this.#schemes.map(
        (network) =>
          html`<label class="choice"
            ><input
              type="radio"
              name="preferredScheme"
              .value=${network}
              .checked=${network === selected}
              ?disabled=${disabled}
              @change=${() => (this.scheme = network)}
            />${this.#schemeName(network)}</label
          >`,
      )}
    </fieldset>`;
  }

  /** A network's name as the brand rules spell it (`Visa`, `Dankort`); the code itself if they have none. */
  #schemeName(network: string): string {
    const digits = cardDigits(this.values.cardNumber);
    return cardBrands(digits).find((brand) => brand.network === network)?.displayName ?? network;
  }

  #renderExpiry(errors: FieldErrors, disabled: boolean): TemplateResult {
    return html`<div part="field" class="field">
      <label part="label" for=${inputIds.expiry}>${this.#i18n('card.expiry.label')}</label>
      ${this.#renderInput('expiry', errors, disabled, {
        autocomplete: 'cc-exp',
        numeric: true,
        placeholder: this.#i18n('card.expiry.placeholder'),
      })}
      ${this.#renderError('expiry', errors)}
    </div>`;
  }

  #renderSecurityCode(errors: FieldErrors, disabled: boolean): TemplateResult {
    const code = this.#brand?.securityCode;
    const instrument = this.instrument;
    // The stored card's name as the platform wrote it, isolated: its order holds in a right-to-left label.
    const label = instrument
      ? isolating((card) => this.#i18n('card.securityCode.storedLabel', { card }), instrument.displayName)
      : this.#i18n('card.securityCode.label');
    const hintId = 'rk-card-security-code-hint';
    return html`<div part="field" class="field">
      <label part="label" for=${inputIds.securityCode}>${label}</label>
      ${this.#renderInput('securityCode', errors, disabled, {
        autocomplete: 'cc-csc',
        numeric: true,
        maxLength: code?.length ?? 4,
        describedBy: code ? hintId : undefined,
      })}
      ${
        code
          ? html`<span id=${hintId} class="hint"
              >${this.#i18n('card.securityCode.hint', { length: code.length, name: code.name })}</span
            >`
          : nothing
      }
      ${this.#renderError('securityCode', errors)}
    </div>`;
  }

  #renderHolderName(errors: FieldErrors, disabled: boolean): TemplateResult {
    return html`<div part="field" class="field">
      <label part="label" for=${inputIds.holderName}>${this.#i18n('card.holderName.label')}</label>
      ${this.#renderInput('holderName', errors, disabled, { autocomplete: 'cc-name', numeric: false })}
      ${this.#renderError('holderName', errors)}
    </div>`;
  }

  /*
   * Inputs bind `.value` as a plain property: every edit runs through onInput, which stores the value and
   * writes the formatted text back, so the DOM never drifts from what was last rendered.
   */
  #renderInput(
    field: CardField,
    errors: FieldErrors,
    disabled: boolean,
    options: {
      autocomplete: string;
      numeric: boolean;
      placeholder?: string;
      maxLength?: number;
      describedBy?: string;
    },
  ): TemplateResult {
    const id = inputIds[field];
    const describedBy = [options.describedBy, errors[field] ? `${id}-error` : undefined]
      .filter(Boolean)
      .join(' ');
    return html`<input
      part="input"
      id=${id}
      name=${field}
      type="text"
      .value=${this.values[field]}
      autocomplete=${options.autocomplete}
      inputmode=${options.numeric ? 'numeric' : nothing}
      dir=${options.numeric ? 'ltr' : nothing}
      placeholder=${options.placeholder ?? nothing}
      maxlength=${options.maxLength ?? nothing}
      spellcheck="false"
      autocapitalize=${options.numeric ? 'off' : 'words'}
      aria-required="true"
      aria-invalid=${errors[field] ? 'true' : 'false'}
      aria-describedby=${describedBy || nothing}
      ?disabled=${disabled}
      @input=${(event: InputEvent) => this.#onInput(event, field)}
      @focus=${() => this.#onFocus(field)}
      @blur=${() => this.#onBlur(field)}
    />`;
  }

  #renderError(field: CardField, errors: FieldErrors): TemplateResult {
    return html`<div part="error" class="error" id="${inputIds[field]}-error" aria-live="polite">
      ${errors[field] ?? ''}
    </div>`;
  }

  /** Formats number and expiry as people read them, keeping the caret after the same digit. */
  #onInput(event: InputEvent, field: CardField): void {
    const input = event.target as HTMLInputElement;
    const deleting = event.inputType?.startsWith('delete') ?? false;
    const format = formatterOf(field, deleting);
    if (format) {
      const caret = input.selectionStart ?? input.value.length;
      const formatted = reformatKeepingCaret(input.value, caret, format);
      if (formatted.value !== input.value) {
        // Typing at the end stays at the end, after a separator the formatter added (`12 / `).
        const at = caret === input.value.length ? formatted.value.length : formatted.caret;
        input.value = formatted.value;
        input.setSelectionRange(at, at);
      }
    }
    this.values = { ...this.values, [field]: input.value };
    this.#refresh();
    this.#emitChange();
  }

  #onFocus(field: CardField): void {
    this.events.onFocus?.({ field });
    this.dispatchEvent(new RkCardFocusEvent('rk-focus', field));
  }

  #onBlur(field: CardField): void {
    if (field === 'expiry' && this.values.expiry) this.#tidyExpiry();
    if (!this.touched.has(field)) this.touched = new Set([...this.touched, field]);
    this.events.onBlur?.({ field });
    this.dispatchEvent(new RkCardFocusEvent('rk-blur', field));
    this.#emitChangeIfNew();
  }

  /** `1/29` becomes `01 / 29` once the payer leaves the field (not while deleting in it). */
  #tidyExpiry(): void {
    const tidy = formatExpiry(this.values.expiry);
    if (tidy === this.values.expiry) return;
    this.values = { ...this.values, expiry: tidy };
    const input = this.#inputOf('expiry');
    if (input) input.value = tidy;
  }

  #emitChange(): void {
    const change = this.state;
    this.#lastChange = JSON.stringify(change);
    this.events.onChange?.(change);
    this.dispatchEvent(new RkCardChangeEvent(change));
  }

  #emitChangeIfNew(): void {
    this.#refresh();
    if (JSON.stringify(this.state) !== this.#lastChange) this.#emitChange();
  }

  /** Enter in a field asks the page to submit; the form never submits on its own. */
  #onKeydown(event: KeyboardEvent): void {
    const target = event.composedPath()[0];
    if (event.key !== 'Enter' || event.isComposing || !(target instanceof HTMLInputElement)) return;
    event.preventDefault();
    this.#requestSubmit();
  }

  #onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    this.#requestSubmit();
  }

  #requestSubmit(): void {
    if (this.busy || this.tokenizing) return;
    this.events.onSubmit?.();
    this.dispatchEvent(new RkCardSignalEvent('rk-submit'));
  }

  /** Announces the summary (cleared first so a repeated summary is announced again) and focuses the first error. */
  async #announceAndFocus(errors: FieldErrors): Promise<void> {
    const invalid = this.fields.filter((field) => field in errors);
    this.summary = '';
    await this.updateComplete;
    this.summary = this.#i18n('form.errorSummary', {
      count: invalid.length,
      fields: invalid.map((field) => this.#labelOf(field)).join(', '),
    });
    const first = invalid[0];
    if (first) this.#inputOf(first)?.focus();
  }

  #labelOf(field: CardField): string {
    return this.renderRoot.querySelector(`label[for="${inputIds[field]}"]`)?.textContent?.trim() ?? field;
  }

  #inputOf(field: CardField): HTMLInputElement | null {
    return this.renderRoot.querySelector<HTMLInputElement>(`#${inputIds[field]}`);
  }

  #adoptMerchantSheet(): void {
    const root = this.shadowRoot;
    if (!root || !this.#merchantSheet) return;
    const others = root.adoptedStyleSheets.filter((sheet) => sheet !== this.#merchantSheet);
    root.adoptedStyleSheets = [...others, this.#merchantSheet];
  }
}

/** The formatter of a field: number groups always; expiry only while typing forward. */
function formatterOf(field: CardField, deleting: boolean): ((value: string) => string) | undefined {
  if (field === 'cardNumber') return (value) => formatCardNumber(cardDigits(value));
  if (field === 'expiry' && !deleting) return formatExpiry;
  if (field === 'securityCode') return cardDigits;
  return undefined;
}

/** Defines `<rk-card-form>` once; called by the element factory and the frame, never at import. */
export function defineCardFormElement(): void {
  if (!customElements.get('rk-card-form')) customElements.define('rk-card-form', RkCardForm);
}

declare global {
  interface HTMLElementTagNameMap {
    'rk-card-form': RkCardForm;
  }
}
