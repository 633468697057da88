import {
  LitElement,
  html,
  nothing,
  type CSSResultGroup,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import type { DynamicElementEvents } from '../../core/dynamic-element';
import type { Translations } from '../../i18n/translations';
import {
  createTranslator,
  en,
  formTexts,
  switchTranslator,
  type MessageKey,
  type Translator,
} from '../../i18n/index';
import {
  collectValues,
  fieldsOf,
  initialValues,
  validateInstrumentData,
  type Field,
  type FieldOption,
  type FieldErrors,
  type ResolvedSchema,
} from '../../schema-form/index';
import { checksSettled } from '../../validation/checks';
import { formatPreservingCaret, formatterFor } from '../../validation/format';
import { BusyDisplay } from '../busy-display';
import { bankAccountStyles } from './bank-account.styles';

/** Fired on every edit by the payer. `valid` says whether tokenize() would pass validation now. */
export class RkChangeEvent extends Event {
  constructor(
    readonly valid: boolean,
    readonly values: Record<string, unknown>,
  ) {
    super('rk-change', { bubbles: true, composed: true });
  }
}

/** Fired when the payer presses Enter in a field: the page may start its tokenize flow. */
export class RkSubmitEvent extends Event {
  constructor() {
    super('rk-submit', { bubbles: true, composed: true });
  }
}

type Values = Record<string, string | boolean>;

/**
 * `<rk-bank-account>`: the payout beneficiary form, rendered from the payment method's
 * instrumentDataSchema. It knows layout, focus, messages and events; what is valid and what is
 * sent come from `schema-form` and `validation`. Created by `client.dynamicElement()`.
 *
 * @fires rk-change - RkChangeEvent, on every edit, with `valid` and the values to send.
 * @fires rk-submit - RkSubmitEvent, when Enter is pressed in a field.
 *
 * @csspart form - The form wrapping every field.
 * @csspart field - One field: label, input, description and error.
 * @csspart label - A field's label.
 * @csspart description - A field's help text.
 * @csspart input - A text input, select or checkbox.
 * @csspart error - A field's error text.
 * @csspart progress - The busy indicator with its text.
 * @csspart summary - The (visually hidden) live region announcing the error summary.
 *
 * @cssprop --rk-color-accent - Focus ring, spinner and checkbox colour.
 * @cssprop --rk-color-error - Error text and invalid border colour.
 * @cssprop --rk-color-text - Text colour.
 * @cssprop --rk-color-muted - Help text and optional-marker colour.
 * @cssprop --rk-color-background - Input background.
 * @cssprop --rk-color-border - Input border colour.
 * @cssprop --rk-font-family - Font of the whole form.
 * @cssprop --rk-font-size - Base font size.
 * @cssprop --rk-radius - Corner radius of inputs.
 * @cssprop --rk-spacing - Base gap between and inside fields.
 *
 * @example
 * Made for you by `client.dynamicElement()`; style it from the page through its parts:
 * ```css
 * rk-bank-account::part(input) { border-radius: 0; }
 * rk-bank-account::part(error) { font-weight: 600; }
 * ```
 * ```ts
 * bankAccount.element.addEventListener('rk-change', (event) => (payOutButton.disabled = !event.valid));
 * ```
 */
export class RkBankAccount extends LitElement {
  // Getters, not static fields: under `useDefineForClassFields: false` a static field compiles to a
  // `static {}` block, which bundlers keep even where the class goes unused. Lit reads each once.
  /** The form's own style sheet; a merchant styles it through `styles` and the CSS parts above. */
  static override get styles(): CSSResultGroup {
    return bankAccountStyles;
  }

  static override get properties(): PropertyDeclarations {
    return {
      busy: { type: Boolean, reflect: true },
      tokenizing: { type: Boolean, reflect: true },
      locale: { type: String },
      translations: { attribute: false },
      schema: { attribute: false },
      values: { state: true },
      touched: { state: true },
      serverErrors: { state: true },
      summary: { state: true },
    };
  }

  /** Busy because the page runs an action (setBusy): inputs disabled and progress shown, once it lasts. */
  declare busy: boolean;
  /** Busy because tokenize() is running; shown as `busy` is. */
  declare tokenizing: boolean;
  /**
   * BCP 47 locale of texts and direction (`ar` renders right to left). A locale whose texts are not
   * loaded yet keeps the current texts until they arrive (the factory loads them before the first frame).
   */
  declare locale: string;
  /** Merchant overrides by message key; `field.<path>.label` renames a field. */
  declare translations: Translations;
  /** The resolved instrumentDataSchema the form renders. */
  declare schema: ResolvedSchema | undefined;
  /** The merchant's callbacks (`onChange`, `onReady`, `onSubmit`). */
  events: DynamicElementEvents = {};

  declare private values: Values;
  declare private touched: ReadonlySet<string>;
  declare private serverErrors: Readonly<Record<string, string>>;
  declare private summary: string;

  /** The texts shown: trails `locale` while that locale's messages load. */
  #i18n: Translator = createTranslator('en');
  #fields: Field[] = [];
  #errors: Record<string, string> = {};
  #merchantSheet?: CSSStyleSheet;
  /** The wait shown: inputs disabled, progress announced. */
  #busyDisplay = new BusyDisplay(this);
  /**
   * A submit was tried: every field shows its error from then on. Not reactive: on a valid form it
   * changes nothing shown, and tokenize() sends its request without a render first.
   */
  #submitted = false;

  constructor() {
    super();
    this.busy = false;
    this.tokenizing = false;
    this.locale = 'en';
    this.translations = {};
    this.schema = undefined;
    this.values = {};
    this.touched = new Set();
    this.serverErrors = {};
    this.summary = '';
  }

  /** Applies the merchant's checked `:host { --rk-...: ... }` rule as an adopted style sheet (CSP-safe). */
  setMerchantStyles(cssText: string): void {
    this.#merchantSheet ??= new CSSStyleSheet();
    this.#merchantSheet.replaceSync(cssText);
    this.#adoptMerchantSheet();
  }

  /** Focuses the first field, where the payer starts (a form freshly shown, or shown again). */
  override focus(): void {
    this.renderRoot.querySelector<HTMLElement>('input,select')?.focus();
  }

  /** What would be sent now: visible fields, normalised, nested. */
  instrumentData(): Record<string, unknown> {
    return this.schema ? collectValues(this.schema, this.values) : {};
  }

  /**
   * Validates every field and shows all errors (a submit attempt). When some fail, announces a
   * summary and moves focus to the first invalid field. Returns the messages by path.
   */
  validateAll(): Record<string, string> {
    this.#submitted = true;
    if (Object.keys(this.serverErrors).length > 0) this.serverErrors = {};
    this.#refreshErrors();
    const errors = { ...this.#errors };
    if (Object.keys(errors).length > 0) {
      this.requestUpdate();
      void this.#announceAndFocus(errors);
    }
    return errors;
  }

  /** Shows errors the platform reported for fields (by path) until the payer edits them. */
  showServerErrors(errors: Record<string, string>): void {
    this.serverErrors = { ...errors };
    this.#refreshErrors();
    void this.#announceAndFocus({ ...this.#errors, ...errors });
  }

  /** The text of a message key as this form shows it: merchant override, locale, then English. */
  text(key: MessageKey | (string & {})): string {
    return this.#i18n(key);
  }

  /** The visible fields' paths, in order. */
  get fieldPaths(): string[] {
    return this.#fields.map((field) => field.path);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#adoptMerchantSheet();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('locale') || changed.has('translations')) this.#updateTranslator();
    if (changed.has('schema') && this.schema) {
      this.values = { ...initialValues(this.schema), ...this.values };
    }
    if (changed.has('busy') || changed.has('tokenizing'))
      this.#busyDisplay.follow(this.busy || this.tokenizing);
    if (!this.schema) return;
    this.#fields = fieldsOf(this.schema, this.values);
    // Errors show once a field was left or a submit tried: the first paint works none out.
    if (this.#submitted || this.touched.size > 0) this.#refreshErrors();
  }

  /** Switches to the locale's texts at once when loaded, else keeps the current ones and loads them. */
  #updateTranslator(): void {
    const locale = this.locale;
    this.#i18n = switchTranslator(formTexts, this.#i18n, locale, this.translations, (loaded) => {
      // A later locale change started its own load; this one is stale.
      if (this.locale !== locale) return;
      this.#i18n = loaded;
      this.requestUpdate();
    });
  }

  /**
   * Renders the form's frame (no fields yet) while the element is still off the page and its schema on
   * its way: Lit prepares that template and the browser compiles the render path in time spent waiting
   * on the network, so the first paint after the schema arrives only adds the fields.
   */
  renderAhead(): void {
    this.performUpdate();
  }

  /**
   * onReady when the schema's fields render (the factory sets it once; a frame rendered ahead has none).
   * Their checks' modules arrive after that first paint: the fields then take the length their display
   * format gives, and a field already left shows what its check finds.
   */
  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('schema') || !this.schema) return;
    this.events.onReady?.();
    checksSettled().then(
      () => this.requestUpdate(),
      () => {}, // a submit tries again and reports it
    );
  }

  protected override render(): TemplateResult {
    const busy = this.#busyDisplay.shown;
    return html`
      <form
        part="form"
        novalidate
        dir=${this.#i18n.direction}
        lang=${this.#i18n.locale}
        aria-busy=${busy ? 'true' : 'false'}
        @submit=${this.#onSubmit}
        @keydown=${this.#onKeydown}
      >
        ${this.#fields.map((field) => this.#renderField(field, busy))}
        <div part="progress" class="progress" role="status" ?hidden=${!busy}>
          <span class="spinner" aria-hidden="true"></span>
          <span>${busy ? this.#i18n('form.busy') : ''}</span>
        </div>
        <div part="summary" class="visually-hidden" aria-live="polite">${this.summary}</div>
      </form>
    `;
  }

  #renderField(field: Field, busy: boolean): TemplateResult {
    const id = inputId(field.path);
    const error = this.#visibleError(field.path);
    const description = this.#descriptionOf(field);
    const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ');
    const label = html`<label part="label" for=${id}
      >${this.#labelOf(field)}${
        field.required ? nothing : html` <span class="optional">${this.#i18n('form.optional')}</span>`
      }</label
    >`;
    const common: ControlAttributes = {
      id,
      describedBy: describedBy || undefined,
      invalid: error ? 'true' : 'false',
      disabled: busy,
    };
    const control =
      field.kind === 'select'
        ? this.#renderSelect(field, common)
        : field.kind === 'checkbox'
          ? this.#renderCheckbox(field, common)
          : this.#renderInput(field, common);
    return html`
      <div part="field" class="field ${field.kind === 'checkbox' ? 'checkbox' : ''}">
        ${field.kind === 'checkbox' ? html`${control}${label}` : html`${label}${control}`}
        ${
          description
            ? html`<div part="description" class="description" id="${id}-description">${description}</div>`
            : nothing
        }
        <div part="error" class="error" id="${id}-error">${error ?? ''}</div>
      </div>
    `;
  }

  /*
   * Controls bind `.value`/`.checked` as plain properties, without lit's `live()`: every edit runs
   * through onInput/onSelect/the checkbox handler, which store the value (and write formatted text
   * back into the input), so the DOM never drifts from what was last rendered. `x ?? nothing` drops
   * an absent attribute, as `ifDefined()` would.
   */
  #renderInput(field: Field, common: ControlAttributes): TemplateResult {
    const value = this.values[field.path];
    return html`<input
      part="input"
      id=${common.id}
      name=${field.path}
      type="text"
      .value=${typeof value === 'string' ? value : ''}
      autocomplete=${field.autocomplete}
      inputmode=${field.inputMode ?? nothing}
      placeholder=${field.placeholder ?? nothing}
      maxlength=${field.maxLength ?? nothing}
      spellcheck="false"
      ?required=${field.required}
      aria-required=${field.required ? 'true' : 'false'}
      aria-invalid=${common.invalid}
      aria-describedby=${common.describedBy ?? nothing}
      ?disabled=${common.disabled}
      @input=${(event: InputEvent) => this.#onInput(event, field)}
      @blur=${() => this.#markTouched(field.path)}
    />`;
  }

  #renderSelect(field: Field, common: ControlAttributes): TemplateResult {
    const value = this.values[field.path];
    const selected = typeof value === 'string' ? value : '';
    return html`<select
      part="input select"
      id=${common.id}
      name=${field.path}
      autocomplete=${field.autocomplete}
      ?required=${field.required}
      aria-required=${field.required ? 'true' : 'false'}
      aria-invalid=${common.invalid}
      aria-describedby=${common.describedBy ?? nothing}
      ?disabled=${common.disabled}
      @change=${(event: Event) => this.#onSelect(event, field)}
      @blur=${() => this.#markTouched(field.path)}
    >
      ${selected === '' ? html`<option value="" selected>${this.#i18n('select.placeholder')}</option>` : nothing}
      ${(field.options ?? []).map((option) => this.#renderOption(option, selected))}
    </select>`;
  }

  #renderOption(option: FieldOption, selected: string): TemplateResult {
    const label = this.#optionLabel(option);
    return html`<option value=${option.value} ?selected=${option.value === selected}>${label}</option>`;
  }

  #renderCheckbox(field: Field, common: ControlAttributes): TemplateResult {
    return html`<input
      part="input checkbox"
      id=${common.id}
      name=${field.path}
      type="checkbox"
      .checked=${this.values[field.path] === true}
      ?required=${field.required}
      aria-required=${field.required ? 'true' : 'false'}
      aria-invalid=${common.invalid}
      aria-describedby=${common.describedBy ?? nothing}
      ?disabled=${common.disabled}
      @change=${(event: Event) => {
        this.#setValue(field.path, (event.target as HTMLInputElement).checked);
        this.#markTouched(field.path);
      }}
    />`;
  }

  /** Formats IBANs and sort codes as people read them, keeping the caret after the same character. */
  #onInput(event: InputEvent, field: Field): void {
    const input = event.target as HTMLInputElement;
    const formatter = formatterFor(field.format);
    if (formatter) {
      const caret = input.selectionStart ?? input.value.length;
      const formatted = formatPreservingCaret(input.value, caret, formatter);
      if (formatted.value !== input.value) {
        input.value = formatted.value;
        input.setSelectionRange(formatted.caret, formatted.caret);
      }
    }
    this.#setValue(field.path, input.value);
  }

  #onSelect(event: Event, field: Field): void {
    this.#setValue(field.path, (event.target as HTMLSelectElement).value);
    this.#markTouched(field.path);
  }

  #setValue(path: string, value: string | boolean): void {
    this.values = { ...this.values, [path]: value };
    if (path in this.serverErrors) {
      const { [path]: _edited, ...rest } = this.serverErrors;
      this.serverErrors = rest;
    }
    if (!this.schema) return;
    const data = collectValues(this.schema, this.values);
    const valid = Object.keys(validateInstrumentData(this.schema, data)).length === 0;
    this.events.onChange?.({ valid, values: data });
    this.dispatchEvent(new RkChangeEvent(valid, data));
  }

  #markTouched(path: string): void {
    if (!this.touched.has(path)) this.touched = new Set([...this.touched, path]);
  }

  /** Enter in a text field asks the page to submit; the form never submits on its own. */
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
    this.dispatchEvent(new RkSubmitEvent());
  }

  /** Client-side errors in the locale's words, with merchant overrides; platform errors on top. */
  #refreshErrors(): void {
    if (!this.schema) return;
    const i18n = this.#i18n;
    const found: FieldErrors = validateInstrumentData(this.schema, collectValues(this.schema, this.values), {
      // The schema's own messages are written in English: use them where the form's texts are English.
      schemaMessages: formTexts.cached(this.#i18n.locale) === formTexts.english,
      message: (rule, params) => (`error.${rule}` in en ? i18n(`error.${rule}`, params) : undefined),
    });
    const errors: Record<string, string> = {};
    for (const [path, { rule, message, params }] of Object.entries(found)) {
      const fieldKey = `field.${path}.error.${rule}`;
      if (i18n.overrides(fieldKey)) errors[path] = i18n(fieldKey, params);
      else if (i18n.overrides(`error.${rule}`)) errors[path] = i18n(`error.${rule}`, params);
      else errors[path] = message;
    }
    this.#errors = { ...errors, ...this.serverErrors };
  }

  /** Errors show once a field was left, a submit was attempted, or the platform refused it. */
  #visibleError(path: string): string | undefined {
    if (path in this.serverErrors) return this.serverErrors[path];
    return this.#submitted || this.touched.has(path) ? this.#errors[path] : undefined;
  }

  /** A merchant or locale text for the field wins, else the platform's own title (English). */
  #labelOf(field: Field): string {
    const key = `field.${field.path}.label`;
    return this.#i18n.localizes(key) ? this.#i18n(key) : field.label;
  }

  /**
   * A merchant text for the field's help (`field.<path>.description`) wins; the platform's own, written
   * in English, shows only where the form's texts are English, as its error messages do: help in another
   * language than the form's is noise to the payer.
   */
  #descriptionOf(field: Field): string | undefined {
    const key = `field.${field.path}.description`;
    if (this.#i18n.localizes(key)) return this.#i18n(key);
    return formTexts.cached(this.#i18n.locale) === formTexts.english ? field.description : undefined;
  }

  #optionLabel(option: FieldOption): string {
    const key = `option.${option.value}`;
    return this.#i18n.localizes(key) ? this.#i18n(key) : option.label;
  }

  /**
   * Focuses the first field to fix, which the screen reader reads with its error, and says in the live
   * region only what that does not: with several fields, the summary naming them; with one, nothing
   * (its error is read once, where it belongs), or its error itself when it already had focus and so
   * is not read again. Cleared first, so the same words are announced again on the next attempt.
   */
  async #announceAndFocus(errors: Record<string, string>): Promise<void> {
    const invalid = this.#fields.filter((field) => field.path in errors);
    this.summary = '';
    await this.updateComplete;
    const first = invalid[0];
    const input = first && this.renderRoot.querySelector<HTMLElement>(`#${inputId(first.path)}`);
    if (invalid.length > 1) {
      this.summary = this.#i18n('form.errorSummary', {
        count: invalid.length,
        fields: invalid.map((field) => this.#labelOf(field)).join(', '),
      });
    } else if (first && input === this.shadowRoot?.activeElement) {
      this.summary = errors[first.path]!;
    }
    input?.focus();
  }

  #adoptMerchantSheet(): void {
    const root = this.shadowRoot;
    if (!root || !this.#merchantSheet) return;
    const others = root.adoptedStyleSheets.filter((sheet) => sheet !== this.#merchantSheet);
    root.adoptedStyleSheets = [...others, this.#merchantSheet];
  }
}

interface ControlAttributes {
  id: string;
  describedBy: string | undefined;
  invalid: 'true' | 'false';
  disabled: boolean;
}

/** `account.iban` -> `rk-account-iban`: unique inside this element's shadow root. */
function inputId(path: string): string {
  return `rk-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** Defines `<rk-bank-account>` once; called by the element factory, never at import. */
export function defineBankAccountElement(): void {
  if (!customElements.get('rk-bank-account')) customElements.define('rk-bank-account', RkBankAccount);
}

declare global {
  interface HTMLElementTagNameMap {
    'rk-bank-account': RkBankAccount;
  }
  interface GlobalEventHandlersEventMap {
    'rk-change': RkChangeEvent;
    'rk-submit': RkSubmitEvent;
  }
}
