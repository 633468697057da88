import type { ClientConfig } from '../api/schemas/client-config';
import type { Execution, ExecutionStatus } from '../api/schemas/execution';
import type { Instrument } from '../api/schemas/instrument';
import type { CardElement, CardElementOptions } from './card';
import type { DynamicElement, DynamicElementOptions } from './dynamic-element';

// The public types of the client: src/index.ts re-exports every one of them, so keep internals out.

/** `active`: calls work; `renewing`: onSessionExpired is running; `expired`: calls reject `session.expired`. */
export type SessionStatus = 'active' | 'renewing' | 'expired';

/** What a finished `api({ operation: 'payout' })` reports. The merchant's server reconciles the final state. */
export interface PayoutResult {
  /** `success` and `error` are final; `pending` means the platform had no outcome within the wait. */
  status: 'success' | 'error' | 'pending';
  /** The execution's status code the result is based on. */
  code: 'payoutSuccessful' | 'payoutFailed' | 'payoutPending';
  /** The payout action's id, the same one the platform's notification carries. */
  actionId: string;
  /** The execution as last read from the platform. */
  execution: Execution;
  /** Why the payout failed, when the platform says. */
  reason?: NonNullable<ExecutionStatus['reason']>;
}

/** A snapshot of the client's state; `getState()` returns a fresh copy each time. */
export interface RailkitState {
  instrument?: Instrument;
  execution: Execution;
  sessionExpiresAt: string;
  sessionStatus: SessionStatus;
  payout?: PayoutResult;
}

/** What `setState()` accepts; `instrument: null` clears it. */
export interface RailkitStateUpdate {
  instrument?: Instrument | null;
}

export interface ApiRequest {
  operation: 'payout';
}

export interface QueryRequest {
  operation: 'execution';
  /** Seconds to long-poll for a final status (0-30); without it, the current state at once. */
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
  dynamicElement(options: DynamicElementOptions): Promise<DynamicElement>;
  api(request: ApiRequest): Promise<PayoutResult>;
  query(request: QueryRequest): Promise<Execution>;
  /** Stops timers, aborts running calls, unmounts the elements this client created. */
  destroy(): void;
}
