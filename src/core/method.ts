import type { DynamicElementEvents, DynamicElementOptions } from './dynamic-element';

// The public shape of the checkout methods beyond cards (`railkit/checkout`). Types only: the core
// never imports their elements, so payout-only and card-only bundles carry none of their code.

/** The direct methods whose form is rendered from the option's instrumentDataSchema. */
export type SchemaMethodCode = 'sepaDirectDebit' | 'ach' | 'pix' | 'upi' | 'boleto';

/** What `client.dynamicElement()` takes for a schema-driven checkout method. */
export interface MethodElementOptions extends Omit<DynamicElementOptions, 'paymentMethod'> {
  paymentMethod: { paymentMethodCode: SchemaMethodCode };
  events?: DynamicElementEvents;
}

/** What a method element's `tokenize()` resolves with: the payer's details for authorize (spec 4.2). */
export interface MethodToken {
  paymentMethodCode: string;
  /** Keyed and typed as the option's instrumentDataSchema publishes them; normalised (no spaces). */
  instrumentData: Record<string, unknown>;
}

/** The handle of a schema-driven checkout method's element. */
export interface MethodElement {
  /** `<rk-bank-account>`: the schema form the payout uses, rendering this method's schema. */
  readonly element: HTMLElement;
  readonly paymentMethodCode: SchemaMethodCode;
  mount(target: string | Element): this;
  unmount(): void;
  setBusy(busy: boolean): void;
  /** Validates (showing every error) and resolves with the data; rejects with a ValidationError. */
  tokenize(): Promise<MethodToken>;
}

declare module './dynamic-element' {
  interface ElementHandles {
    method: MethodElement;
  }
}
