import type { ClientConfig, CompositionOption } from '../api/schemas/client-config';
import type { Instrument } from '../api/schemas/instrument';
import type { Translations } from '../i18n/translations';

/**
 * Look and feel. Keys are the elements' CSS custom properties (`--rk-color-accent`, ...), values any
 * CSS value. Applied through the element's style sheet, never an inline `style=""`, so strict CSP holds.
 */
export type ElementStyles = Readonly<Record<`--rk-${string}`, string>>;

/** Callbacks a merchant may pass to `dynamicElement()`; each fires on user action only. */
export interface DynamicElementEvents {
  /** Every edit; `valid` says whether `tokenize()` would pass validation now. */
  onChange?: (event: { valid: boolean; values: Record<string, unknown> }) => void;
  /** The form has rendered and can take input. */
  onReady?: () => void;
  /** Enter pressed in the form: the merchant may start its tokenize flow. */
  onSubmit?: () => void;
}

/** What `client.dynamicElement()` accepts (spec 4.8 step 3). */
export interface DynamicElementOptions {
  paymentMethod: { paymentMethodCode: string };
  styles?: ElementStyles;
  translations?: Translations;
  /** BCP 47 tag; defaults to the init option, then the first of the browser's languages Railkit speaks, then `en`. */
  locale?: string;
  events?: DynamicElementEvents;
}

/** What the core hands an element factory: everything it needs, nothing of the core's internals. */
export interface DynamicElementContext {
  option: CompositionOption;
  holderReference: string;
  locale: string;
  translations: Translations;
  styles: ElementStyles;
  events: DynamicElementEvents;
  /** Creates the instrument through the API client (idempotent per call, retried where safe). */
  createInstrument(data: Record<string, unknown>): Promise<Instrument>;
  /** Fetches a remote `$ref` of the schema (resolveSchema reports a failure as `schema.unreachable`). */
  fetchJson(url: string): Promise<unknown>;
  /** The dynamicElement() options as passed, for keys one element alone knows (the card's `hosting`). */
  elementOptions?: Readonly<Record<string, unknown>>;
  /** The session's vault: the card elements encrypt with its key and load secure fields from it. */
  readonly vault?: ClientConfig['vault'];
}

/** The handle `dynamicElement()` resolves with. */
export interface DynamicElement {
  /** The custom element itself, e.g. `<rk-bank-account>`. */
  readonly element: HTMLElement;
  /** Appends the element to a container (element or CSS selector). Throws `options.invalid` if none. */
  mount(target: string | Element): this;
  /** Removes the element; its values are kept until it is mounted again or garbage collected. */
  unmount(): void;
  /** Validates, creates the instrument, resolves with it; rejects with a ValidationError or platform error. */
  tokenize(): Promise<Instrument>;
  /** Marks the form busy (aria-busy, inputs disabled) while the core runs an action such as a payout. */
  setBusy(busy: boolean): void;
}

/**
 * The handle of each kind of element, by payment method. Element modules add theirs by declaration
 * merging (`core/card.ts` adds the card's), so this module names none of them and imports no element.
 */
export interface ElementHandles {
  bankAccount: DynamicElement;
}

export interface DynamicElementFactory {
  (context: DynamicElementContext): Promise<ElementHandles[keyof ElementHandles]>;
  /**
   * Starts, at `init()`, what the factory will wait for (its schema documents, its checks), so that the
   * network works while the page is still busy. Never throws: a failure is the factory's to report.
   */
  prepare?: (preparation: ElementPreparation) => void;
}

/** What `init()` knows of an element it may soon be asked for. */
export interface ElementPreparation {
  option: CompositionOption;
  fetchJson: DynamicElementContext['fetchJson'];
}

/**
 * Elements register here when their module is imported, so the core never imports them: a payout-only
 * bundle carries no card code, and a card bundle no bank-account form.
 */
const factories = new Map<string, DynamicElementFactory>();

export function registerDynamicElement(paymentMethodCode: string, factory: DynamicElementFactory): void {
  factories.set(paymentMethodCode, factory);
}

export function dynamicElementFactory(paymentMethodCode: string): DynamicElementFactory | undefined {
  return factories.get(paymentMethodCode);
}
