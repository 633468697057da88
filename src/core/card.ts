import type { Instrument } from '../api/schemas/instrument';
import type { DynamicElementOptions, ElementStyles } from './dynamic-element';
import type { Translations } from '../i18n/translations';

// The card element's public shape, shared by the element (src/elements/card), the secure-fields host
// and frame (src/frame), and authorize. Types only: the core never imports card code, so a payout-only
// bundle carries none of it.

/**
 * Where the customer types the card: `secure-fields` (default) in a cross-origin iframe served by the
 * vault host, so no digit ever reaches the merchant's page; `in-page` in the merchant's page, encrypted
 * there with the session's key before it leaves the element.
 */
export type CardHosting = 'secure-fields' | 'in-page';

/** The fields of the card form. */
export type CardField = 'cardNumber' | 'expiry' | 'securityCode' | 'holderName';

/** What `change` reports after every edit. Never a card digit. */
export interface CardChange {
  /** Every shown field is filled in and valid: `tokenize()` would pass validation now. */
  complete: boolean;
  /** The card network detected from the number typed so far (spec 4.2 card network values). */
  brand: string | undefined;
  /** The current error text of each field that has one (shown after blur or submit). */
  errors: Partial<Record<CardField, string>>;
}

/** Callbacks of the card element; each fires on user action only. The element also dispatches DOM events. */
export interface CardElementEvents {
  onReady?: () => void;
  onChange?: (event: CardChange) => void;
  onFocus?: (event: { field: CardField }) => void;
  onBlur?: (event: { field: CardField }) => void;
  /** Enter pressed in the form: the merchant may start its pay flow. */
  onSubmit?: () => void;
}

/** What `client.dynamicElement({ paymentMethod: { paymentMethodCode: 'card' }, ... })` accepts. */
export interface CardElementOptions extends Omit<DynamicElementOptions, 'events' | 'paymentMethod'> {
  paymentMethod: { paymentMethodCode: 'card' };
  /** Default `secure-fields`. */
  hosting?: CardHosting;
  /** A stored card from the lookup (`option.paymentInstruments`): the form asks only its security code. */
  instrument?: Instrument;
  /** Whether the holder-name field is shown; default true. */
  holderName?: boolean;
  styles?: ElementStyles;
  translations?: Translations;
  events?: CardElementEvents;
}

/**
 * What `tokenize()` resolves with: the card encrypted for the platform (contract 7) and what a page may
 * show. Never a card digit beyond the last four.
 */
export interface CardToken {
  /** Compact JWE (RSA-OAEP-256 / A256CBC-HS512) for `paymentComposition[0].encryptedData`. */
  encryptedData: string;
  /** Card network (spec 4.2 values), e.g. `visa`. */
  brand: string;
  /** Last four digits of the number, for "Visa •••• 4242". */
  last4: string;
  /** Expiry of a new card, `MM` and `YY` (contract 7); absent for a stored card. */
  expiryMonth?: string;
  expiryYear?: string;
  /** The network the customer chose for a co-badged card (spec 4.2 preferred scheme). */
  preferredScheme?: string;
  /** Set when the token carries only the security code of this stored instrument (spec 4.2). */
  paymentInstrumentId?: string;
}

/** The handle the card element's factory resolves with. */
export interface CardElement {
  readonly element: HTMLElement;
  readonly hosting: CardHosting;
  /** Appends the element to a container (element or CSS selector). Throws `options.invalid` if none. */
  mount(target: string | Element): this;
  unmount(): void;
  /** Marks the form busy (inputs disabled, aria-busy) while an authorization runs. */
  setBusy(busy: boolean): void;
  /** Shows every field's error; resolves true when the card is complete and valid. */
  validate(): Promise<boolean>;
  /** Moves focus to the first field (or the first one with an error). */
  focus(): void;
  /** Empties every field and its errors. */
  clear(): void;
  /** Validates and encrypts; rejects with a ValidationError (fieldErrors per CardField) when invalid. */
  tokenize(): Promise<CardToken>;
}

declare module './dynamic-element' {
  interface ElementHandles {
    card: CardElement;
  }
}
