import type { ClientConfig } from '../api/schemas/client-config';
import type { Execution, ExecutionStatus } from '../api/schemas/execution';
import type { Instrument } from '../api/schemas/instrument';
import type { CardElement, CardElementOptions } from './card';
import type { MethodElement, MethodElementOptions } from './method';
import type { DynamicElement, DynamicElementOptions } from './dynamic-element';

// The public types of the client: src/index.ts re-exports every one of them, so keep internals out.

/** `active`: calls work; `renewing`: onSessionExpired is running; `expired`: calls reject `session.expired`. */
export type SessionStatus = 'active' | 'renewing' | 'expired';

/** What a finished `api({ operation: 'payout' })` reports. The merchant's server reconciles the final state. */
export interface PayoutResult {
  /**
   * `success` and `error` are final; `pending` means the platform had no outcome within the wait, or
   * the SDK could not tell whether the payout was made (`code: 'outcomeUnknown'`).
   */
  status: 'success' | 'error' | 'pending';
  /**
   * The execution's status code the result is based on, or `outcomeUnknown`: every attempt and every
   * read of the execution went unanswered (timeouts, dropped connections, 5xx) until `resultWaitMs`, so
   * the payout may or may not have been made. Tell the payer it is being checked, not that it failed;
   * calling `api()` again asks the platform again under the same idempotency key (it never pays twice),
   * and your server learns the outcome from the notification.
   */
  code: 'payoutSuccessful' | 'payoutFailed' | 'payoutPending' | 'outcomeUnknown';
  /**
   * The payout action's id, the same one the platform's notification carries; empty when the action's
   * answer was lost (the outcome then comes from the execution, the id from the notification).
   */
  actionId: string;
  /** The execution as last read from the platform. */
  execution: Execution;
  /** Why the payout failed, when the platform says. */
  reason?: NonNullable<ExecutionStatus['reason']>;
}

/** Where the payer goes after the payment's interactions (spec 4.2 `returnInfo`): absolute URLs. */
export interface ReturnInfo {
  /** The payment progressed (authorized, or waiting for the provider). */
  success?: string;
  /** Technical difficulties. Without it the platform sends the payer to `success`. */
  error?: string;
  /** The payment stays pending for some time. */
  pending?: string;
  /** The payer cancelled. */
  cancel?: string;
}

/** An installment plan to pay in; echoed from the card option's `installmentPlans` (spec 4.2). */
export interface InstallmentsChoice {
  /** Number of installments of one of the offered plans. */
  count: number;
}

/** `api({ operation: 'authorize', card })`: pay the session's amount with the card element's card. */
export interface CardAuthorizeRequest {
  operation: 'authorize';
  /** The card element (new card, or a stored card asking only its security code). */
  card: CardElement;
  /** The payer agreed to keep the card for next time (needs the session's holderReference). */
  storeInstrument?: boolean;
  /** Pay in installments: one of the plans the card option offers. */
  installments?: InstallmentsChoice;
  /** Where the platform sends the payer after a redirect (3-D Secure with `challenge: 'redirect'`). */
  returnInfo?: ReturnInfo;
  /**
   * How a 3-D Secure challenge is shown: `modal` (default) in a dialog over the page, `redirect` by
   * leaving the page for the issuer's page; the payer comes back to `returnInfo.success` or `.error`,
   * where `query({ operation: 'authorization' })` reads the outcome.
   */
  challenge?: 'modal' | 'redirect';
}

/**
 * `api({ operation: 'authorize', method })` or `api({ operation: 'authorize', paymentMethod })`: pay with
 * a checkout method beyond cards (needs `railkit/checkout`).
 */
export interface MethodAuthorizeRequest {
  operation: 'authorize';
  /** A schema-driven method's element (SEPA Direct Debit, ACH, Pix, UPI, boleto). */
  method?: MethodElement;
  /**
   * A redirect method (`iDeal`, `bancontact`, `payPal`, `genericRedirect`) by its code: the payer is sent
   * to `links.consumerWait` and comes back to `returnInfo`, where `query({ operation: 'authorization' })`
   * reads the outcome. A wallet also passes the one-time `paymentToken` its sheet gave. A saved account or
   * agreement the option lists (`paymentInstruments`) passes `instrument`: it pays with one press, with
   * no form and no page to leave for.
   */
  paymentMethod?: { paymentMethodCode: string; paymentToken?: string; instrument?: Instrument };
  /**
   * The payer agreed to keep the account or agreement for next time (SEPA, ACH, PayPal; needs the
   * session's holderReference). Kept once not declined; PayPal's once approved on its page.
   */
  storeInstrument?: boolean;
  /** Where the payer returns after a redirect method's page: success, error, pending, cancel. */
  returnInfo?: ReturnInfo;
  /**
   * How a redirect method's page is shown: `page` (default) leaves this page for it, and the payer
   * comes back to `returnInfo`, where `resume(client)` (railkit/checkout) reads the outcome; `popup` opens it in a window
   * over this page (call api() from the payer's click), and resolves when the payment is final or the
   * window closes (`redirect.closed`) or comes back. A blocked popup falls back to `page` when
   * `returnInfo` is given, else rejects with `redirect.popup-blocked` before anything is sent.
   */
  redirect?: 'page' | 'popup';
}

/** `api({ operation: 'authorize', … })`: pay with the card form, a method's form or a redirect method. */
export type AuthorizeApiRequest = CardAuthorizeRequest | MethodAuthorizeRequest;

/** The links of what may follow an authorization (spec 4.2). Capture, cancel and refund are server calls. */
export interface AuthorizeLinks {
  execution: string;
  consumerWait?: string;
  capture?: { method: string; href: string };
  cancel?: { method: string; href: string };
  refund?: string;
}

/**
 * What `api({ operation: 'authorize' })` resolves with. A decline is a result, not a rejection; the
 * merchant's server still reconciles the final state from the notification (spec rule 3).
 */
export interface AuthorizeResult {
  /**
   * `success` and `error` are final for this attempt; `pending` means no outcome within the wait, or
   * that the SDK could not tell whether the authorization ran (`code: 'outcomeUnknown'`).
   */
  status: 'success' | 'error' | 'pending';
  /**
   * `authorizeSuccessful`, `authorizeFailed` (see `reason`), `authorizePending` (no outcome yet, or the
   * payer was sent to a 3-D Secure redirect), `challenge.cancelled` (the payer closed the 3-D Secure
   * window: the authorization waits; calling authorize again reopens the same challenge), `cancelled`
   * (the payer cancelled on a redirect method's page or dismissed a wallet's sheet: nothing was paid,
   * another method may be chosen), `redirect.closed` (the payer closed a redirect method's popup before
   * finishing: nothing is paid yet; calling authorize again opens the same page), or `outcomeUnknown` (no answer and no read of the execution within
   * `resultWaitMs`: it may or may not have run; calling authorize again asks under the same idempotency
   * key, never charging twice).
   */
  code:
    | 'authorizeSuccessful'
    | 'authorizeFailed'
    | 'authorizePending'
    | 'challenge.cancelled'
    | 'cancelled'
    | 'redirect.closed'
    | 'outcomeUnknown';
  /**
   * The authorize action's id, the same one the platform's notification carries; empty when the
   * action's answer was lost (or on a page that did not start it).
   */
  actionId: string;
  links: AuthorizeLinks;
  /** The execution as last read from the platform. */
  execution: Execution;
  /** Why it failed: the platform's reason (`card.declined`, `provider.timeout`, `authentication.failed`, ...). */
  reason?: NonNullable<ExecutionStatus['reason']>;
}

/** A snapshot of the client's state; `getState()` returns a fresh copy each time. */
export interface RailkitState {
  instrument?: Instrument;
  execution: Execution;
  sessionExpiresAt: string;
  sessionStatus: SessionStatus;
  payout?: PayoutResult;
  /** The last authorization's result in this session. */
  authorization?: AuthorizeResult;
}

/** What `setState()` accepts; `instrument: null` clears it. */
export interface RailkitStateUpdate {
  instrument?: Instrument | null;
}

/** `api({ operation: 'payout' })`: pay out to the instrument set with `setState({ instrument })`. */
export interface PayoutApiRequest {
  operation: 'payout';
}

/**
 * `api({ operation: 'removeInstrument', instrument })`: the payer removes one of their saved methods the
 * session lists; resolves with it `disabled`. No later lookup lists it, and nothing can pay with it.
 */
export interface RemoveInstrumentApiRequest {
  operation: 'removeInstrument';
  instrument: Instrument;
}

/** Every request `client.api()` takes: a payout, an authorization, or removing a saved instrument. */
export type ApiRequest = PayoutApiRequest | AuthorizeApiRequest | RemoveInstrumentApiRequest;

/** `client.query({ operation: 'execution' })`: the session's execution as the platform has it now. */
export interface QueryRequest {
  operation: 'execution';
  /** Seconds to long-poll for a final status (0-30); without it, the current state at once. */
  wait?: number;
}

/**
 * `query({ operation: 'authorization' })`: the outcome of the session's authorization, read from the
 * execution, e.g. on the page the payer returns to after a 3-D Secure redirect.
 */
export interface AuthorizationQueryRequest {
  operation: 'authorization';
  /** Seconds to long-poll for a final status (0-30). */
  wait?: number;
}

/** The handle `init()` returns. */
export interface RailkitClient {
  /** The SDK's version. */
  readonly version: string;
  /** The decoded client-init config (frozen); replaced when a session is renewed. */
  readonly config: ClientConfig;
  getState(): RailkitState;
  setState(update: RailkitStateUpdate): void;
  /** The card form (`paymentMethodCode: 'card'`), or a schema-driven element such as `bankAccount`. */
  dynamicElement(options: CardElementOptions): Promise<CardElement>;
  /** A schema-driven checkout method (`sepaDirectDebit`, `ach`, `pix`, `upi`, `boleto`; needs `railkit/checkout`). */
  dynamicElement(options: MethodElementOptions): Promise<MethodElement>;
  dynamicElement(options: DynamicElementOptions): Promise<DynamicElement>;
  /** The payout of the instrument set with `setState({ instrument })`. */
  api(request: PayoutApiRequest): Promise<PayoutResult>;
  /** Authorizes the session's amount with the card element's card (needs the card module loaded). */
  api(request: AuthorizeApiRequest): Promise<AuthorizeResult>;
  /** Removes a saved method of the payer (needs railkit/checkout loaded). */
  api(request: RemoveInstrumentApiRequest): Promise<Instrument>;
  query(request: QueryRequest): Promise<Execution>;
  query(request: AuthorizationQueryRequest): Promise<AuthorizeResult>;
  /** Stops timers, aborts running calls, unmounts the elements this client created. */
  destroy(): void;
}
