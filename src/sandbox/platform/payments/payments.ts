import { type AuthorizeRequest, type ThreeDSecure } from '../../../api/schemas/actions';
import type { CompositionOption } from '../../../api/schemas/client-config';
import type { Amount } from '../../../api/schemas/common';
import type { Execution, ExecutionStatusCode } from '../../../api/schemas/execution';
import type { Instrument } from '../../../api/schemas/instrument';
import { fromUnits, toUnits } from '../shared/amounts';
import type { NotificationDispatcher } from '../notifications/notifications';
import {
  newestPerFingerprint,
  type ActionRecord,
  type ExecutionRecord,
  type Store,
} from '../../storage/store';
import { type AuthorizeOutcome } from '../shared/test-values';
import type { Jobs } from '../../storage/jobs';
import type { Collection, Storage } from '../../storage/storage';
import { newestOfMerchant } from '../../storage/newest';

/**
 * The payment actions of a `checkout` execution (spec 4.2, contract 8): authorize with a client-side
 * encrypted card (contract 7), then capture, cancel and refund, plus the lookup of payment options,
 * and the sandbox's 3-D Secure challenge page. Outcomes come from the card test values (contract 10)
 * and are announced by signed notifications, like payouts.
 */

export const workflowCode = 'checkout';
export const itemPath = 'paymentComposition.0';
export const encryptedDataPath = `${itemPath}.encryptedData`;

/** The follow-up actions of an authorized payment and the status each one ends in. */
const followUpStatus = {
  capture: 'captureSuccessful',
  cancel: 'cancelSuccessful',
  refund: 'refundSuccessful',
} as const satisfies Record<string, ExecutionStatusCode>;
export type FollowUp = keyof typeof followUpStatus;

/**
 * `awaiting3ds` and `awaitingRedirect` wait for the consumer at `links.consumerWait`; `pending` waits for
 * nothing the sandbox will do (a debit that stays unconfirmed, a redirect the payer left pending).
 */
type PaymentState = 'requested' | 'awaiting3ds' | 'awaitingRedirect' | 'pending' | 'successful' | 'failed';

/** The authorization of an execution and what its follow-ups moved, in thousandths of the currency. */
export interface PaymentRecord {
  state: PaymentState;
  authorizeActionId: string;
  currency: string;
  authorized: bigint;
  captured: bigint;
  cancelled: bigint;
  refunded: bigint;
  returnInfo: AuthorizeRequest['returnInfo'];
  /**
   * How a card's 3-D Secure challenge is shown, as authorize said (`paymentComposition[0].threeDSecure`):
   * in a frame of the page at `parentOrigin`, or by redirect. Records written before it: unsaid.
   */
  threeDSecure?: ThreeDSecure;
  /** The method paid with (records written before other methods existed are cards). */
  paymentMethodCode?: string;
  /** A redirect method's agreement (PayPal) is kept when the payer approves on its page. */
  storeInstrument?: true;
}

/** A stored card instrument (contract 6): the instrument as answered, and its vault record. */
interface CardInstrumentRecord {
  instrument: Instrument;
  merchantId: string;
  vaultRecordId: string;
  expiryMonth: string;
  expiryYear: string;
}

/**
 * Moves authorizations through `authorizeRequested` -> final on timers (like the payout processor),
 * keeps the amounts of captures, cancels and refunds, and the card instruments authorize stored.
 */
export class PaymentProcessor {
  /** By execution id. */
  private readonly payments: Collection<PaymentRecord>;
  private readonly cards: Collection<CardInstrumentRecord>;

  /** `settleMs`: time to the final state; a provider timeout takes four times as long. */
  constructor(
    private readonly store: Store,
    private readonly notifications: NotificationDispatcher,
    readonly settleMs: number,
    storage: Storage,
    private readonly jobs: Jobs,
  ) {
    this.payments = storage.collection('payments');
    this.cards = storage.collection('card_instruments');
    // Every payment method below reads the payment synchronously: it comes in with its execution.
    store.readAlongside(
      this.payments as Collection<unknown>,
      (execution) => execution.workflowCode === workflowCode,
    );
    jobs.handle<{ executionId: string; outcome: AuthorizeOutcome }>(
      'payment-finish',
      async ({ executionId, outcome }) => {
        const execution = await this.store.readExecution(executionId);
        const payment = this.payments.get(executionId);
        if (execution && payment?.state === 'requested') {
          this.finish(execution, payment, outcome.status === 'authorizeSuccessful', outcome);
        }
      },
    );
  }

  get providerTimeoutMs(): number {
    return this.settleMs * 4;
  }

  payment(executionId: string): PaymentRecord | undefined {
    return this.payments.get(executionId);
  }

  /** Starts an authorization: `authorizeRequested` now, the outcome later (3DS waits for the consumer). */
  authorize(
    execution: ExecutionRecord,
    action: ActionRecord,
    amount: Amount,
    consumer: Pick<PaymentRecord, 'returnInfo' | 'threeDSecure' | 'storeInstrument'>,
    outcome: AuthorizeOutcome,
    paymentMethodCode = 'card',
  ): PaymentRecord {
    const payment: PaymentRecord = {
      state: 'requested',
      authorizeActionId: action.actionId,
      currency: amount.currency,
      authorized: toUnits(amount.value),
      captured: 0n,
      cancelled: 0n,
      refunded: 0n,
      returnInfo: consumer.returnInfo,
      ...(consumer.threeDSecure ? { threeDSecure: consumer.threeDSecure } : {}),
      paymentMethodCode,
      ...(consumer.storeInstrument ? { storeInstrument: true } : {}),
    };
    this.payments.set(execution.id, payment);
    this.store.pushStatus(execution, 'authorizeRequested');
    if (outcome.status === 'authorizePending') {
      // A challenge or redirect page is ready at once, so the consumer can be sent to it with the answer.
      payment.state = waitingState[outcome.actionRequired ?? 'none'];
      this.store.pushStatus(execution, 'authorizePending');
      return payment;
    }
    const delay =
      outcome.status === 'authorizeFailed' && outcome.afterProviderTimeout
        ? this.providerTimeoutMs
        : this.settleMs;
    this.jobs.schedule('payment-finish', delay, { executionId: execution.id, outcome });
    return payment;
  }

  /** The consumer completed (or failed) the 3-D Secure challenge. */
  completeChallenge(execution: ExecutionRecord, success: boolean): void {
    const payment = this.payments.get(execution.id);
    if (payment?.state !== 'awaiting3ds') return;
    this.finish(
      execution,
      payment,
      success,
      success
        ? { status: 'authorizeSuccessful' }
        : {
            status: 'authorizeFailed',
            reason: {
              code: 'authentication.failed',
              detail: 'The cardholder did not pass 3-D Secure authentication.',
            },
          },
    );
  }

  /**
   * The consumer came back from a redirect method's page: approved, failed, cancelled, or left pending.
   * Nothing changes when the page was answered before (a reload, Back and a second submit).
   */
  completeRedirect(execution: ExecutionRecord, choice: RedirectChoice): boolean {
    const payment = this.payments.get(execution.id);
    if (payment?.state !== 'awaitingRedirect') return false;
    if (choice === 'pending') {
      payment.state = 'pending';
      return true;
    }
    const outcome: AuthorizeOutcome =
      choice === 'approve'
        ? { status: 'authorizeSuccessful' }
        : { status: 'authorizeFailed', reason: redirectFailures[choice] };
    this.finish(execution, payment, choice === 'approve', outcome);
    return true;
  }

  /**
   * What a follow-up may still move, in thousandths, or why it may not run now. Decided on amounts,
   * so a partial capture leaves the rest capturable and a partial cancel leaves it capturable too.
   */
  remaining(executionId: string, name: FollowUp): { units: bigint } | { refusal: string } {
    const payment = this.payments.get(executionId);
    if (payment?.state !== 'successful') {
      return {
        refusal:
          name === 'refund'
            ? 'refund needs a captured payment'
            : `${name} needs a successful authorization (authorizeSuccessful)`,
      };
    }
    const { authorized, captured, cancelled, refunded, currency } = payment;
    const amount = (units: bigint) => `${fromUnits(units)} ${currency}`;
    if (name === 'capture') {
      if (refunded > 0n) return { refusal: 'captures come before refunds' };
      const units = authorized - cancelled - captured;
      return units > 0n
        ? { units }
        : {
            refusal: `nothing is left to capture (${amount(captured)} captured, ${amount(cancelled)} cancelled)`,
          };
    }
    if (name === 'cancel') {
      if (captured > 0n)
        return { refusal: 'cancel is only possible before capture; refund a captured payment' };
      const units = authorized - cancelled;
      return units > 0n ? { units } : { refusal: 'the authorization is already cancelled in full' };
    }
    if (captured === 0n) return { refusal: 'refund needs a captured payment: capture first, or cancel' };
    const units = captured - refunded;
    return units > 0n ? { units } : { refusal: `the whole captured ${amount(captured)} is already refunded` };
  }

  /** Books a follow-up of `units` and reports it: the status and the notification come at once. */
  settleFollowUp(execution: ExecutionRecord, action: ActionRecord, name: FollowUp, units: bigint): void {
    const payment = this.payments.get(execution.id)!;
    if (name === 'capture') payment.captured += units;
    else if (name === 'cancel') payment.cancelled += units;
    else payment.refunded += units;
    this.store.pushStatus(execution, followUpStatus[name]);
    this.notifications.announce(execution, name, action.actionId, true);
  }

  /** True when authorize may run: nothing authorized yet, or the last authorization failed. */
  canAuthorize(executionId: string): boolean {
    const state = this.payments.get(executionId)?.state;
    return state === undefined || state === 'failed';
  }

  /** Links of the actions possible now, for the execution view (all as `{ method, href }`). */
  executionLinks(execution: ExecutionRecord, self: string): Partial<Execution['links']> {
    if (execution.workflowCode !== workflowCode) return {};
    const links: Record<string, unknown> = {};
    if (this.canAuthorize(execution.id)) links.authorize = { method: 'POST', href: `${self}/authorize` };
    const consumerWait = consumerWaitUrl(this.payments.get(execution.id), self, execution.id);
    if (consumerWait) links.consumerWait = consumerWait;
    for (const name of Object.keys(followUpStatus) as FollowUp[]) {
      if ('units' in this.remaining(execution.id, name))
        links[name] = { method: 'POST', href: `${self}/${name}` };
    }
    return links as Partial<Execution['links']>;
  }

  /** `3ds` while the consumer has a challenge to pass, `redirect` while a method's page waits for them. */
  actionRequired(executionId: string): string | undefined {
    const state = this.payments.get(executionId)?.state;
    return state === 'awaiting3ds' ? '3ds' : state === 'awaitingRedirect' ? 'redirect' : undefined;
  }

  saveCard(record: CardInstrumentRecord): void {
    this.cards.set(record.instrument.id, record);
  }

  /** The merchant's stored card, read from the database when memory lacks it. */
  async card(merchantId: string, id: string): Promise<CardInstrumentRecord | undefined> {
    const record = await this.cards.read(id);
    return record?.merchantId === merchantId ? record : undefined;
  }

  /** The merchant's newest stored cards, newest first. */
  newestCards(merchantId: string, limit: number): Promise<CardInstrumentRecord[]> {
    return newestOfMerchant(this.cards, merchantId, limit);
  }

  /** The card option of a checkout lookup, with the holder's stored cards (newest per card number, not removed). */
  async cardOption(execution: ExecutionRecord): Promise<CompositionOption> {
    // The same test twice: in SQL for the stored rows, in code for the records in memory.
    const cards = await this.cards.select(
      ({ instrument, merchantId }) =>
        merchantId === execution.merchantId &&
        instrument.holderReference === execution.holderReference &&
        instrument.status === 'enabled',
      `data->>'merchantId' = $1 and data->'instrument'->>'holderReference' = $2
       and data->'instrument'->>'status' = 'enabled'`,
      [execution.merchantId, execution.holderReference],
    );
    const stored = newestPerFingerprint(cards.map((record) => record.instrument));
    return {
      id: 'card',
      paymentMethodCode: 'card',
      integrationType: 'api',
      description: 'Credit or debit card',
      clientConfig: { displayName: 'Card', flow: 'direct' },
      ...(stored.length > 0 ? { paymentInstruments: stored } : {}),
    };
  }

  private finish(
    execution: ExecutionRecord,
    payment: PaymentRecord,
    success: boolean,
    outcome: AuthorizeOutcome,
  ): void {
    payment.state = success ? 'successful' : 'failed';
    if (outcome.status === 'authorizeFailed')
      this.store.pushStatus(execution, 'authorizeFailed', outcome.reason);
    else this.store.pushStatus(execution, 'authorizeSuccessful');
    this.notifications.announce(execution, 'authorize', payment.authorizeActionId, success);
  }
}

export type { CardInstrumentRecord };

const waitingState = { '3ds': 'awaiting3ds', redirect: 'awaitingRedirect', none: 'pending' } as const;

/** How the payer left a redirect method's sandbox page. */
export type RedirectChoice = 'approve' | 'fail' | 'cancel' | 'pending';

const redirectFailures = {
  fail: { code: 'payment.declined', detail: 'The payment method provider declined the payment.' },
  cancel: { code: 'payment.cancelled', detail: "The payer cancelled on the payment method's page." },
} as const;

/** Where the consumer goes while the payment waits for them, if it does. */
export function consumerWaitUrl(
  payment: PaymentRecord | undefined,
  executionSelf: string,
  executionId: string,
): string | undefined {
  if (payment?.state === 'awaiting3ds') return challengeUrl(executionSelf, executionId);
  if (payment?.state === 'awaitingRedirect') return redirectPageUrl(executionSelf, executionId);
  return undefined;
}

/** The sandbox's stand-in for a redirect method's own page (iDEAL, Bancontact, PayPal...). */
export function redirectPageUrl(executionSelf: string, executionId: string): string {
  return `${new URL(executionSelf).origin}/sandbox/redirect/${executionId}`;
}

/** The sandbox's 3-D Secure challenge page of an execution (links.consumerWait). */
export function challengeUrl(executionSelf: string, executionId: string): string {
  return `${new URL(executionSelf).origin}/sandbox/3ds/${executionId}`;
}
