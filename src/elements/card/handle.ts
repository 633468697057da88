import type { CardElement, CardField, CardHosting, CardToken } from '../../core/card';
import { ConfigurationError, RailkitError } from '../../api/errors';

/** What the handle drives: the card form itself (in page) or the secure-fields host element. */
export interface CardFormControl extends HTMLElement {
  busy: boolean;
  validate(): Partial<Record<CardField, string>> | Promise<Partial<Record<CardField, string>>>;
  tokenize(): Promise<CardToken>;
  clear(): void;
  focus(): void;
}

/** The appended container: an element, or the element a CSS selector names. Throws `options.invalid`. */
export function mountTarget(target: string | Element): Element {
  const container = typeof target === 'string' ? document.querySelector(target) : target;
  if (container instanceof Element) return container;
  const what = typeof target === 'string' ? `no element matches "${target}"` : 'the target is not an Element';
  throw new ConfigurationError(
    'options.invalid',
    `mount(): ${what}. Pass a CSS selector of an element already on the page, or the element itself.`,
  );
}

/** The CardElement handle of both hostings: the same methods, whatever runs the form. */
export class CardElementHandle implements CardElement {
  readonly element: CardFormControl;
  readonly hosting: CardHosting;
  readonly #onMount: () => void;
  #running: Promise<CardToken> | undefined;

  constructor(element: CardFormControl, hosting: CardHosting, onMount: () => void = () => undefined) {
    this.element = element;
    this.hosting = hosting;
    this.#onMount = onMount;
  }

  mount(target: string | Element): this {
    mountTarget(target).append(this.element);
    this.#onMount();
    return this;
  }

  unmount(): void {
    // Detached, the form keeps its values (in page); a secure-fields frame is gone with its iframe.
    this.element.remove();
  }

  setBusy(busy: boolean): void {
    this.element.busy = busy;
  }

  async validate(): Promise<boolean> {
    this.#assertMounted('validate()');
    const errors = await this.element.validate();
    return Object.keys(errors).length === 0;
  }

  focus(): void {
    this.element.focus();
  }

  clear(): void {
    this.element.clear();
  }

  tokenize(): Promise<CardToken> {
    // Double-click safe: a second call while one runs joins it.
    this.#running ??= this.#tokenize().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #tokenize(): Promise<CardToken> {
    this.#assertMounted('tokenize()');
    return this.element.tokenize();
  }

  #assertMounted(method: string): void {
    if (!this.element.isConnected) {
      throw new RailkitError(
        'element.not-mounted',
        `${method} needs the card form on the page${import.meta.env.DEV ? ': call mount(container) first' : ''}.`,
      );
    }
  }
}
