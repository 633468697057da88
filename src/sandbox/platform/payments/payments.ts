import { createPrivateKey, randomUUID, type KeyObject } from 'node:crypto';
import { compactDecrypt, decodeProtectedHeader } from 'jose';
import * as z from 'zod/mini';
import {
  authorizeRequestSchema,
  encryptedCardSchema,
  encryptedSecurityCodeSchema,
  followUpActionRequestSchema,
  lookupRequestSchema,
  lookupResultSchema,
  paymentActionResultSchema,
  paymentMethodCodes,
  type AuthorizeRequest,
  type EncryptedCard,
  type FollowUpActionRequest,
  type LookupResult,
  type PaymentActionResult,
  type PaymentCompositionItem,
} from '../../../api/schemas/actions';
import type { CompositionOption } from '../../../api/schemas/client-config';
import type { Amount } from '../../../api/schemas/common';
import type { Execution, ExecutionStatusCode } from '../../../api/schemas/execution';
import type { Instrument } from '../../../api/schemas/instrument';
import { passesLuhn } from '../../../api/schemas/vault';
import { actionAmountProblems, fromUnits, toUnits } from '../shared/amounts';
import { requireExecutionAccess } from '../../http/auth';
import { bankAccountOption } from '../executions/client-init';
import {
  principalOf,
  type EncryptionKey,
  type Route,
  type RouteAccess,
  type RouteRequest,
  type SandboxContext,
} from '../../http/context';
import { executionUrl, findExecution } from '../executions/executions';
import { fraudHolderNameTestValues, type OperationSpec } from '../frauds/frauds';
import { HttpError, httpError, invalidParam, type ErrorItem, type HttpResponse } from '../../http/responses';
import { escapeHtml, htmlPage } from '../../docs/html-page';
import type { NotificationDispatcher } from '../notifications/notifications';
import {
  currentStatus,
  newestPerFingerprint,
  type ActionRecord,
  type ExecutionRecord,
  type Store,
} from '../../storage/store';
import { decideAuthorizeOutcome, type AuthorizeOutcome } from '../shared/test-values';
import { Timers } from '../shared/timers';
import type { VaultStore } from '../vault/vault';

/**
 * The payment actions of a `checkout` execution (spec 4.2, contract 8): authorize with a client-side
 * encrypted card (contract 7), then capture, cancel and refund, plus the lookup of payment options,
 * and the sandbox's 3-D Secure challenge page. Outcomes come from the card test values (contract 10)
 * and are announced by signed notifications, like payouts.
 */

const workflowCode = 'checkout';
const itemPath = 'paymentComposition.0';
const encryptedDataPath = `${itemPath}.encryptedData`;

/** The follow-up actions of an authorized payment and the status each one ends in. */
const followUpStatus = {
  capture: 'captureSuccessful',
  cancel: 'cancelSuccessful',
  refund: 'refundSuccessful',
} as const satisfies Record<string, ExecutionStatusCode>;
type FollowUp = keyof typeof followUpStatus;

type PaymentState = 'requested' | 'awaiting3ds' | 'successful' | 'failed';

/** The authorization of an execution and what its follow-ups moved, in thousandths of the currency. */
interface PaymentRecord {
  state: PaymentState;
  authorizeActionId: string;
  currency: string;
  authorized: bigint;
  captured: bigint;
  cancelled: bigint;
  refunded: bigint;
  returnInfo: AuthorizeRequest['returnInfo'];
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
  private readonly payments = new Map<string, PaymentRecord>();
  private readonly cards = new Map<string, CardInstrumentRecord>();
  private readonly timers = new Timers();

  /** `settleMs`: time to the final state; a provider timeout takes four times as long. */
  constructor(
    private readonly store: Store,
    private readonly notifications: NotificationDispatcher,
    readonly settleMs: number,
  ) {}

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
    returnInfo: AuthorizeRequest['returnInfo'],
    outcome: AuthorizeOutcome,
  ): PaymentRecord {
    const payment: PaymentRecord = {
      state: 'requested',
      authorizeActionId: action.actionId,
      currency: amount.currency,
      authorized: toUnits(amount.value),
      captured: 0n,
      cancelled: 0n,
      refunded: 0n,
      returnInfo,
    };
    this.payments.set(execution.id, payment);
    this.store.pushStatus(execution, 'authorizeRequested');
    if (outcome.status === 'authorizePending') {
      // The challenge is ready at once, so the consumer can be sent to it with the action's answer.
      payment.state = 'awaiting3ds';
      this.store.pushStatus(execution, 'authorizePending');
      return payment;
    }
    const delay =
      outcome.status === 'authorizeFailed' && outcome.afterProviderTimeout
        ? this.providerTimeoutMs
        : this.settleMs;
    this.timers.after(delay, () =>
      this.finish(execution, payment, outcome.status === 'authorizeSuccessful', outcome),
    );
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
    if (this.payments.get(execution.id)?.state === 'awaiting3ds') {
      links.consumerWait = challengeUrl(self, execution.id);
    }
    for (const name of Object.keys(followUpStatus) as FollowUp[]) {
      if ('units' in this.remaining(execution.id, name))
        links[name] = { method: 'POST', href: `${self}/${name}` };
    }
    return links as Partial<Execution['links']>;
  }

  /** `3ds` while the consumer has a challenge to pass. */
  actionRequired(executionId: string): string | undefined {
    return this.payments.get(executionId)?.state === 'awaiting3ds' ? '3ds' : undefined;
  }

  saveCard(record: CardInstrumentRecord): void {
    this.cards.set(record.instrument.id, record);
  }

  card(merchantId: string, id: string): CardInstrumentRecord | undefined {
    const record = this.cards.get(id);
    return record?.merchantId === merchantId ? record : undefined;
  }

  /** The card option of a checkout lookup, with the holder's stored cards (newest per card number). */
  cardOption(execution: ExecutionRecord): CompositionOption {
    const stored = newestPerFingerprint(
      [...this.cards.values()]
        .filter(
          ({ instrument, merchantId }) =>
            merchantId === execution.merchantId && instrument.holderReference === execution.holderReference,
        )
        .map((record) => record.instrument),
    );
    return {
      id: 'card',
      paymentMethodCode: 'card',
      integrationType: 'api',
      description: 'Credit or debit card',
      clientConfig: { displayName: 'Card', flow: 'direct' },
      ...(stored.length > 0 ? { paymentInstruments: stored } : {}),
    };
  }

  close(): void {
    this.timers.clear();
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

export type { PaymentRecord, CardInstrumentRecord };

// ---------------------------------------------------------------------------------------------------
// Client-side encryption (contract 7).

const privateKeys = new WeakMap<EncryptionKey, KeyObject>();

function privateKeyOf(key: EncryptionKey): KeyObject {
  let privateKey = privateKeys.get(key);
  if (!privateKey) privateKeys.set(key, (privateKey = createPrivateKey(key.privateKeyPem)));
  return privateKey;
}

function jweProblem(problem: string, detail: string): HttpError {
  return httpError(400, 'request.param.invalid', `${encryptedDataPath}: ${detail}`, {
    field: encryptedDataPath,
    rule: 'jwe',
    problem,
  });
}

/** Decrypts `encryptedData` with the sandbox's private key; the JSON plaintext, or 400 saying why not. */
async function decryptPayload(key: EncryptionKey, jwe: string): Promise<unknown> {
  if (!/^[\w-]+\.[\w-]*\.[\w-]+\.[\w-]+\.[\w-]+$/.test(jwe)) {
    throw jweProblem('format', 'is not a compact JWE (five base64url parts separated by dots).');
  }
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(jwe);
  } catch {
    throw jweProblem('format', 'has a protected header that is not base64url JSON.');
  }
  if (header.alg !== 'RSA-OAEP-256' || header.enc !== 'A256CBC-HS512') {
    throw jweProblem(
      'algorithm',
      `must use alg RSA-OAEP-256 and enc A256CBC-HS512 (got ${String(header.alg)} / ${String(header.enc)}).`,
    );
  }
  if (header.kid !== key.keyId) {
    throw jweProblem(
      'kid',
      `was encrypted to key ${JSON.stringify(header.kid ?? null)}, not to this sandbox's key ${key.keyId}: encrypt with vault.encryptionPublicKey and vault.keyId of the current client-init config.`,
    );
  }
  let plaintext: Uint8Array;
  try {
    ({ plaintext } = await compactDecrypt(jwe, privateKeyOf(key), {
      keyManagementAlgorithms: ['RSA-OAEP-256'],
      contentEncryptionAlgorithms: ['A256CBC-HS512'],
    }));
  } catch {
    throw jweProblem(
      'decryption',
      'could not be decrypted: it was altered after encryption, or encrypted to another public key.',
    );
  }
  try {
    return JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
  } catch {
    throw jweProblem('payload', 'decrypts to something that is not UTF-8 JSON.');
  }
}

/** The decrypted payload in its expected shape, bound to the execution's holder. */
async function decryptFor<T extends { holderReference: string }>(
  ctx: SandboxContext,
  execution: ExecutionRecord,
  jwe: string,
  schema: z.ZodMiniType<T>,
  shape: string,
): Promise<T> {
  const parsed = schema.safeParse(await decryptPayload(ctx.encryptionKey, jwe));
  if (!parsed.success) {
    const paths = parsed.error.issues.map((issue) => issue.path.join('.') || '(payload)');
    throw jweProblem('payload', `must hold ${shape} (contract 7); check ${[...new Set(paths)].join(', ')}.`);
  }
  // An execution created without holderReference binds to the empty reference.
  const holder = execution.holderReference ?? '';
  if (parsed.data.holderReference !== holder) {
    throw new HttpError(400, {
      code: 'request.param.invalid',
      detail: `${encryptedDataPath}: the encrypted holderReference is not the holder of execution ${execution.id}; encrypt card data in the session of this execution.`,
      reason: { field: `${encryptedDataPath}.holderReference`, rule: 'holderReference' },
    });
  }
  return parsed.data;
}

// ---------------------------------------------------------------------------------------------------
// Card checks (the platform's, after decryption).

interface CardData {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  securityCode?: string;
  holderName?: string;
}

function cardProblem(field: string, rule: string, detail: string): ErrorItem {
  return invalidParam(`${encryptedDataPath}.${field}`, rule, `${encryptedDataPath}.${field} ${detail}`);
}

/** The card in its electronic form (digits only), or every problem at once. */
function checkCard(payload: EncryptedCard, nowMs: number): CardData {
  const cardNumber = payload.cardNumber.replace(/\s+/g, '');
  const problems: ErrorItem[] = [];
  if (!/^\d{12,19}$/.test(cardNumber)) {
    problems.push(cardProblem('cardNumber', 'length', 'must be 12 to 19 digits.'));
  } else if (!passesLuhn(cardNumber)) {
    problems.push(cardProblem('cardNumber', 'luhn', 'fails the Luhn check: it is not a card number.'));
  }
  const monthOk = /^(0[1-9]|1[0-2])$/.test(payload.expiryMonth);
  const yearOk = /^(\d{2}|\d{4})$/.test(payload.expiryYear);
  if (!monthOk) problems.push(cardProblem('expiryMonth', 'month', 'must be a two-digit month, 01 to 12.'));
  if (!yearOk)
    problems.push(cardProblem('expiryYear', 'year', 'must be a year of 2 or 4 digits, e.g. "30".'));
  if (monthOk && yearOk && isExpired(payload.expiryMonth, payload.expiryYear, nowMs)) {
    problems.push(
      cardProblem(
        'expiryYear',
        'expired',
        `and expiryMonth: the card expired (${payload.expiryMonth}/${payload.expiryYear}).`,
      ),
    );
  }
  if (payload.securityCode !== undefined && !/^\d{3,4}$/.test(payload.securityCode)) {
    problems.push(cardProblem('securityCode', 'securityCode', 'must be 3 or 4 digits.'));
  }
  if (payload.holderName !== undefined && !/^(?=.*\S).{1,100}$/s.test(payload.holderName)) {
    problems.push(cardProblem('holderName', 'length', 'must be 1 to 100 characters.'));
  }
  if (problems.length > 0) throw new HttpError(400, problems);
  return {
    cardNumber,
    expiryMonth: payload.expiryMonth,
    expiryYear: payload.expiryYear,
    ...(payload.securityCode !== undefined ? { securityCode: payload.securityCode } : {}),
    ...(payload.holderName !== undefined ? { holderName: payload.holderName } : {}),
  };
}

/** A card is valid through the last day of its expiry month (UTC, on the sandbox clock). */
function isExpired(month: string, year: string, nowMs: number): boolean {
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  return Date.UTC(fullYear, Number(month), 1) <= nowMs;
}

/** The card network of a number, from its leading digits (spec 4.2 card network values). */
export function cardNetworkOf(cardNumber: string): string {
  const prefix = (length: number) => Number(cardNumber.slice(0, length));
  if (/^4/.test(cardNumber)) return 'visa';
  if ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)) return 'mastercard';
  if (/^3[47]/.test(cardNumber)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(cardNumber)) return 'discover';
  if (/^(36|30[0-5]|38|39)/.test(cardNumber)) return 'diners';
  if (prefix(4) >= 3528 && prefix(4) <= 3589) return 'jcb';
  if (/^62/.test(cardNumber)) return 'unionpay';
  if (/^(50|5[6-8]|6)/.test(cardNumber)) return 'maestro';
  return 'unspecified';
}

const networkNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
  unspecified: 'Card',
};

// ---------------------------------------------------------------------------------------------------
// Authorize (spec 4.2).

/** The checkout execution of the request, readable by its caller; 404 for another workflow. */
function checkoutExecution(ctx: SandboxContext, request: RouteRequest, action: string): ExecutionRecord {
  const execution = findExecution(ctx, request.params.code!, request.params.id!);
  requireExecutionAccess(principalOf(request), execution.id);
  if (execution.workflowCode !== workflowCode) {
    throw httpError(
      404,
      'request.not-found',
      `Workflow ${execution.workflowCode} has no ${action} action; payments run in ${workflowCode} executions.`,
    );
  }
  return execution;
}

function conflict(execution: ExecutionRecord, action: string, why: string): HttpError {
  const status = currentStatus(execution);
  return httpError(
    409,
    'request.conflict',
    `Cannot ${action} execution ${execution.id}: its status is ${status}; ${why}.`,
    {
      status,
      action,
    },
  );
}

/** The checks of the composition item that need no decryption; all problems at once. */
function checkItem(execution: ExecutionRecord, body: AuthorizeRequest, item: PaymentCompositionItem): void {
  const problems: ErrorItem[] = [];
  const code = item.paymentMethodCode;
  if (!(paymentMethodCodes as readonly string[]).includes(code)) {
    problems.push(
      invalidParam(
        `${itemPath}.paymentMethodCode`,
        'enum',
        `${itemPath}.paymentMethodCode ${JSON.stringify(code)} is not a payment method of the platform (spec 4.2); the sandbox's checkout takes "card".`,
      ),
    );
  } else if (code !== 'card') {
    problems.push(
      invalidParam(
        `${itemPath}.paymentMethodCode`,
        'supportedMethod',
        `${itemPath}.paymentMethodCode ${JSON.stringify(code)} is a platform method the sandbox does not simulate; its checkout workflow offers "card" only.`,
      ),
    );
  }
  if (item.integrationType !== 'api') {
    problems.push(
      invalidParam(
        `${itemPath}.integrationType`,
        'enum',
        `${itemPath}.integrationType must be "api" for cards encrypted client-side (got ${JSON.stringify(item.integrationType)}).`,
      ),
    );
  }
  problems.push(
    ...actionAmountProblems(execution.amount, body.amount, {
      path: itemPath,
      amount: item.amount,
      why: 'one payment pays the whole amount',
    }),
  );
  if (item.enrollInstrumentToNetworkOffers === true && item.storeInstrument !== true) {
    problems.push(
      invalidParam(
        `${itemPath}.enrollInstrumentToNetworkOffers`,
        'requiresStoreInstrument',
        `${itemPath}.enrollInstrumentToNetworkOffers needs storeInstrument: true (spec 4.2): only a stored instrument can be enrolled.`,
      ),
    );
  }
  if (item.storeInstrument === true && execution.holderReference === undefined && !item.paymentInstrumentId) {
    problems.push(
      invalidParam(
        `${itemPath}.storeInstrument`,
        'requiresHolder',
        `${itemPath}.storeInstrument needs an execution with a holderReference (pass it to client init): instruments belong to a holder.`,
      ),
    );
  }
  if (!item.paymentInstrumentId && !item.encryptedData) {
    problems.push(
      invalidParam(
        encryptedDataPath,
        'required',
        `${encryptedDataPath} is required without paymentInstrumentId: the card, encrypted client-side (contract 7).`,
      ),
    );
  }
  if (problems.length > 0) throw new HttpError(400, problems);
}

/** What authorize pays with: the card number (to pick the outcome) and the holder name (for fraud screening). */
interface PaymentCard {
  cardNumber: string;
  holderName: string | undefined;
}

type VaultRecord = NonNullable<ReturnType<VaultStore['get']>>;

function fieldValue(record: VaultRecord, fieldType: string): string | undefined {
  return record.fields.find((field) => field.fieldType === fieldType)?.value;
}

/** A stored card instrument of the execution's holder; its security code updated from the JWE. */
async function storedCard(
  ctx: SandboxContext,
  execution: ExecutionRecord,
  item: PaymentCompositionItem,
): Promise<PaymentCard> {
  const field = `${itemPath}.paymentInstrumentId`;
  const card = ctx.payments.card(execution.merchantId, item.paymentInstrumentId!);
  const vaultRecord = card && ctx.vault.get(execution.merchantId, card.vaultRecordId);
  if (!card || !vaultRecord || card.instrument.holderReference !== execution.holderReference) {
    throw new HttpError(
      400,
      invalidParam(
        field,
        'exists',
        `${field}: no card instrument ${item.paymentInstrumentId} belongs to holder ${execution.holderReference ?? '(none)'}.`,
      ),
    );
  }
  if (isExpired(card.expiryMonth, card.expiryYear, ctx.clock.nowMs())) {
    throw new HttpError(
      400,
      invalidParam(
        field,
        'expired',
        `${field}: the stored card expired (${card.expiryMonth}/${card.expiryYear}); ask for a new card.`,
      ),
    );
  }
  if (item.encryptedData) {
    const payload = await decryptFor(
      ctx,
      execution,
      item.encryptedData,
      encryptedSecurityCodeSchema,
      '{ securityCode, holderReference } only, with a stored instrument',
    );
    if (!/^\d{3,4}$/.test(payload.securityCode)) {
      throw new HttpError(400, cardProblem('securityCode', 'securityCode', 'must be 3 or 4 digits.'));
    }
    ctx.vault.replaceValue(vaultRecord, 'securityCode', payload.securityCode);
  }
  return {
    cardNumber: fieldValue(vaultRecord, 'cardNumber')!,
    holderName: fieldValue(vaultRecord, 'holderName'),
  };
}

/** A new card: decrypted, checked, tokenized into the vault, stored as an instrument when asked. */
async function newCard(
  ctx: SandboxContext,
  execution: ExecutionRecord,
  item: PaymentCompositionItem,
): Promise<PaymentCard> {
  const payload = await decryptFor(
    ctx,
    execution,
    item.encryptedData!,
    encryptedCardSchema,
    '{ cardNumber, expiryMonth, expiryYear, securityCode?, holderName?, holderReference }',
  );
  const card = checkCard(payload, ctx.clock.nowMs());
  // The same card record `POST /records/tokenize` stores; the security code is volatile there.
  const vaultRecord = ctx.vault.store(execution.merchantId, {
    type: 'card',
    fields: {
      cardNumber: { value: card.cardNumber },
      expiryMonth: { value: card.expiryMonth },
      expiryYear: { value: card.expiryYear },
      ...(card.holderName !== undefined ? { holderName: { value: card.holderName } } : {}),
      ...(card.securityCode !== undefined ? { securityCode: { value: card.securityCode } } : {}),
    },
  });
  if (item.storeInstrument === true) saveCardInstrument(ctx, execution, card, vaultRecord);
  return { cardNumber: card.cardNumber, holderName: card.holderName };
}

/** The card instrument of contract 6: masked data only (network, bin, suffix, expiry, holder name). */
function saveCardInstrument(
  ctx: SandboxContext,
  execution: ExecutionRecord,
  card: CardData,
  vaultRecord: VaultRecord,
): Instrument {
  const network = cardNetworkOf(card.cardNumber);
  const suffix = card.cardNumber.slice(-4);
  const instrument: Instrument = {
    id: randomUUID(),
    holderId: ctx.store.holderId(execution.merchantId, execution.holderReference!),
    holderReference: execution.holderReference!,
    paymentMethodCode: 'card',
    status: 'enabled',
    displayName: `${networkNames[network] ?? 'Card'} •••• ${suffix}`,
    fingerprint: vaultRecord.fingerprint,
    createdAt: ctx.clock.iso(),
    data: {
      network,
      bin: card.cardNumber.slice(0, 6),
      suffix,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      ...(card.holderName !== undefined ? { holderName: card.holderName } : {}),
    },
  };
  ctx.payments.saveCard({
    instrument,
    merchantId: execution.merchantId,
    vaultRecordId: vaultRecord.id,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
  });
  return instrument;
}

/** Fraud screening of an authorization: the card holder name picks the operations (as for payouts). */
function screen(
  ctx: SandboxContext,
  execution: ExecutionRecord,
  action: ActionRecord,
  holderName: string | undefined,
) {
  const name = (holderName ?? '').toLowerCase();
  const match = fraudHolderNameTestValues.find((value) => name.includes(value.holderNameContains));
  const specs: readonly OperationSpec[] = match?.operations ?? [
    { type: 'FraudScore', result: 'Success', decision: 'Allow' },
  ];
  const record = ctx.frauds.create(execution.merchantId, execution.workspaceId, specs, {
    executionId: execution.id,
    actionId: action.actionId,
    reason: `Screening of the authorization of execution ${execution.id} before it is sent to the provider.`,
  });
  return record.operations[record.operations.length - 1]!.decision;
}

const fraudPreventedAuthorization: AuthorizeOutcome = {
  status: 'authorizeFailed',
  reason: { code: 'fraud.prevented', detail: 'The fraud check prevented this payment.' },
};

/** `POST /merchant/workflows/:code/executions/:id/authorize` (spec 4.2). */
async function handleAuthorize(ctx: SandboxContext, request: RouteRequest): Promise<HttpResponse> {
  const execution = checkoutExecution(ctx, request, 'authorize');
  const body = request.body as AuthorizeRequest;
  if (!ctx.payments.canAuthorize(execution.id)) {
    throw conflict(
      execution,
      'authorize',
      'an execution carries one payment: capture, cancel or refund it, or start a new execution with client init',
    );
  }
  const item = body.paymentComposition[0]!;
  checkItem(execution, body, item);
  const card = item.paymentInstrumentId
    ? await storedCard(ctx, execution, item)
    : await newCard(ctx, execution, item);
  // Decryption awaited: another authorize may have started meanwhile.
  if (!ctx.payments.canAuthorize(execution.id)) {
    throw conflict(execution, 'authorize', 'another authorization of this execution started first');
  }

  const action = ctx.store.recordAction(execution, 'authorize', request.idempotencyKey);
  // Fraud screening comes first: a `Prevent` decision wins over the card's test value.
  const decision = screen(ctx, execution, action, card.holderName);
  const outcome =
    decision === 'Prevent' ? fraudPreventedAuthorization : decideAuthorizeOutcome(card.cardNumber);
  ctx.payments.authorize(execution, action, body.amount, body.returnInfo, outcome);
  return { status: 202, body: actionResult(ctx, execution, action, 'authorize') };
}

/** The action result with links to what is possible next (spec 2.8, 4.2). */
function actionResult(
  ctx: SandboxContext,
  execution: ExecutionRecord,
  action: ActionRecord,
  name: PaymentActionResult['name'],
): PaymentActionResult {
  const self = executionUrl(ctx, execution);
  const links: PaymentActionResult['links'] = { execution: self };
  const consumerWait = ctx.payments.actionRequired(execution.id)
    ? challengeUrl(self, execution.id)
    : undefined;
  if (consumerWait) links.consumerWait = consumerWait;
  // Authorize offers every follow-up (spec 4.2); the outcome decides which one will be accepted.
  const offer = (follow: FollowUp) =>
    name === 'authorize' || 'units' in ctx.payments.remaining(execution.id, follow);
  if (offer('capture')) links.capture = { method: 'POST', href: `${self}/capture` };
  if (offer('cancel')) links.cancel = { method: 'POST', href: `${self}/cancel` };
  if (offer('refund')) links.refund = `${self}/refund`;
  return {
    name,
    actionId: action.actionId,
    executedAt: action.executedAt,
    workspaceId: execution.workspaceId,
    links,
  };
}

// ---------------------------------------------------------------------------------------------------
// Capture, cancel, refund, lookup (contract 8).

function followUpHandler(name: FollowUp) {
  return async (ctx: SandboxContext, request: RouteRequest): Promise<HttpResponse> => {
    const execution = checkoutExecution(ctx, request, name);
    const body = request.body as FollowUpActionRequest;
    const remaining = ctx.payments.remaining(execution.id, name);
    if ('refusal' in remaining) throw conflict(execution, name, remaining.refusal);
    const units = body.amount
      ? partialUnits(ctx.payments.payment(execution.id)!, body.amount, remaining.units, name)
      : remaining.units;
    const action = ctx.store.recordAction(execution, name, request.idempotencyKey);
    ctx.payments.settleFollowUp(execution, action, name, units);
    return { status: 202, body: actionResult(ctx, execution, action, name) };
  };
}

/** A partial amount: the payment's currency, more than zero, at most what is left. */
function partialUnits(payment: PaymentRecord, amount: Amount, remaining: bigint, name: FollowUp): bigint {
  if (amount.currency !== payment.currency) {
    throw new HttpError(
      400,
      invalidParam(
        'amount.currency',
        'currency',
        `amount.currency must be the payment's currency ${payment.currency}.`,
      ),
    );
  }
  const units = toUnits(amount.value);
  if (units <= 0n) {
    throw new HttpError(
      400,
      invalidParam(
        'amount.value',
        'minimum',
        `amount.value must be more than zero; leave amount out to ${name} everything left.`,
      ),
    );
  }
  if (units > remaining) {
    throw new HttpError(
      400,
      invalidParam(
        'amount.value',
        'maximum',
        `amount.value must be at most the ${fromUnits(remaining)} ${payment.currency} left to ${name} (got ${amount.value}).`,
      ),
    );
  }
  return units;
}

/** `POST .../lookup`: the options of the execution's workflow, as client init answered them. */
async function handleLookup(ctx: SandboxContext, request: RouteRequest): Promise<HttpResponse> {
  const execution = findExecution(ctx, request.params.code!, request.params.id!);
  requireExecutionAccess(principalOf(request), execution.id);
  const action = ctx.store.recordAction(execution, 'lookup', request.idempotencyKey);
  const data: LookupResult['data'] =
    execution.workflowCode === workflowCode
      ? { paymentCompositionOptions: [ctx.payments.cardOption(execution)] }
      : { payoutCompositionOptions: [bankAccountOption(ctx, execution, execution.country!)] };
  const result: LookupResult = {
    name: 'lookup',
    actionId: action.actionId,
    executedAt: action.executedAt,
    data,
  };
  return { status: 200, body: result };
}

// ---------------------------------------------------------------------------------------------------
// The 3-D Secure challenge page: plain HTML, a form, no script.

function challengeUrl(executionSelf: string, executionId: string): string {
  return `${new URL(executionSelf).origin}/sandbox/3ds/${executionId}`;
}

const pageCss =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f5f7;color:#1b1f24}' +
  'main{background:#fff;padding:2rem;border-radius:12px;max-width:26rem;box-shadow:0 2px 12px #0002}' +
  'h1{font-size:1.25rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#57606a}' +
  'dd{margin:0}.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid #1b1f24;cursor:pointer}' +
  'button[value=complete]{background:#1b1f24;color:#fff}';

function challengeHtml(title: string, main: string): HttpResponse {
  return htmlPage({ title, css: pageCss, main, headers: { 'cache-control': 'no-store' } });
}

/** The execution waiting for its 3-D Secure challenge, else 404 / 409. */
function challengedExecution(
  ctx: SandboxContext,
  executionId: string,
): { execution: ExecutionRecord; payment: PaymentRecord } {
  const execution = ctx.store.getExecution(executionId);
  const payment = execution && ctx.payments.payment(execution.id);
  if (!execution || !payment) {
    throw httpError(404, 'request.not-found', `No payment of execution ${executionId} waits for 3-D Secure.`);
  }
  if (payment.state !== 'awaiting3ds') {
    throw conflict(
      execution,
      'complete 3-D Secure for',
      'no challenge is waiting (it was completed already, or never needed)',
    );
  }
  return { execution, payment };
}

function challengePage(ctx: SandboxContext, request: RouteRequest): HttpResponse {
  const { execution, payment } = challengedExecution(ctx, request.params.executionId!);
  const action = `/sandbox/3ds/${encodeURIComponent(execution.id)}`;
  return challengeHtml(
    'Railkit sandbox: 3-D Secure',
    `<h1>3-D Secure challenge</h1><p>The sandbox stands in for the card issuer. Choose how the cardholder's authentication ends.</p>` +
      `<dl><dt>Amount</dt><dd>${escapeHtml(`${fromUnits(payment.authorized)} ${payment.currency}`)}</dd>` +
      `<dt>Order</dt><dd>${escapeHtml(execution.merchantReference)}</dd></dl>` +
      `<form method="post" action="${escapeHtml(action)}"><div class="actions">` +
      `<button type="submit" name="outcome" value="complete">Complete</button>` +
      `<button type="submit" name="outcome" value="fail">Fail</button></div></form>`,
  );
}

const challengeFormSchema = z.object({ outcome: z.enum(['complete', 'fail']) });

function completeChallenge(ctx: SandboxContext, request: RouteRequest): HttpResponse {
  const form = challengeFormSchema.safeParse(request.body);
  if (!form.success) {
    throw new HttpError(
      400,
      invalidParam(
        'outcome',
        'enum',
        'outcome must be "complete" or "fail" (the buttons of the challenge page).',
      ),
    );
  }
  const { execution, payment } = challengedExecution(ctx, request.params.executionId!);
  const success = form.data.outcome === 'complete';
  ctx.payments.completeChallenge(execution, success);
  // Spec 4.2: without a specific error flow the consumer goes to the success URL.
  const target = success
    ? payment.returnInfo?.success
    : (payment.returnInfo?.error ?? payment.returnInfo?.success);
  if (target) return { status: 303, headers: { location: target, 'cache-control': 'no-store' } };
  return challengeHtml(
    'Railkit sandbox: 3-D Secure',
    `<h1>Authentication ${success ? 'completed' : 'failed'}</h1><p>The payment is now ${escapeHtml(currentStatus(execution))}. You can close this window.</p>`,
  );
}

// ---------------------------------------------------------------------------------------------------
// Routes.

const executionPath = '/merchant/workflows/:code/executions/:id';
const merchantOrClient: RouteAccess = {
  credentials: ['apiKey', 'merchantToken', 'clientToken'],
  scope: 'executions:write',
};
const merchantOnly: RouteAccess = { credentials: ['apiKey', 'merchantToken'], scope: 'executions:write' };

function followUpRoute(name: FollowUp, summary: string): Route {
  return {
    host: 'api',
    method: 'POST',
    path: `${executionPath}/${name}`,
    body: 'json',
    idempotent: true,
    validateBody: true,
    fault: 'payment-actions',
    access: merchantOnly,
    docs: {
      summary,
      specSection: '8',
      permission: 'merchant (scope executions:write)',
      requestBody: followUpActionRequestSchema,
      responses: [{ status: 202, body: paymentActionResultSchema }],
    },
    handle: followUpHandler(name),
  };
}

export const paymentRoutes: Route[] = [
  {
    host: 'api',
    method: 'POST',
    path: `${executionPath}/authorize`,
    body: 'json',
    idempotent: true,
    validateBody: true,
    fault: 'authorize',
    access: merchantOrClient,
    docs: {
      summary:
        'Authorize the payment of a checkout execution with a client-side encrypted card (JWE) or a stored card instrument; the outcome arrives by notification',
      specSection: '4.2',
      permission: 'merchant or client token of this execution (scope executions:write)',
      requestBody: authorizeRequestSchema,
      responses: [{ status: 202, body: paymentActionResultSchema }],
    },
    handle: handleAuthorize,
  },
  followUpRoute('capture', 'Capture an authorized payment, in full or in part (amount at most what is left)'),
  followUpRoute('cancel', 'Cancel (void) an authorization before capture, in full or in part'),
  followUpRoute('refund', 'Refund a captured payment, in full or in part (amount at most what is left)'),
  {
    host: 'api',
    method: 'POST',
    path: `${executionPath}/lookup`,
    body: 'json',
    idempotent: true,
    validateBody: true,
    fault: 'payment-actions',
    access: merchantOrClient,
    docs: {
      summary: "Lookup of the payment (or payout) options of the execution's workflow",
      specSection: '8',
      permission: 'merchant or client token of this execution (scope executions:write)',
      requestBody: lookupRequestSchema,
      responses: [{ status: 200, body: lookupResultSchema }],
    },
    handle: handleLookup,
  },
  {
    host: 'api',
    method: 'GET',
    path: '/sandbox/3ds/:executionId',
    auth: false,
    docs: {
      summary: 'The 3-D Secure challenge page (links.consumerWait): an HTML form with Complete and Fail',
      specSection: 'sandbox',
      permission: 'none: the consumer opens it in a browser',
      responses: [{ status: 200, body: z.string(), contentType: 'text/html' }],
    },
    handle: async (ctx, request) => challengePage(ctx, request),
  },
  {
    host: 'api',
    method: 'POST',
    path: '/sandbox/3ds/:executionId',
    auth: false,
    body: 'form',
    docs: {
      summary:
        'The challenge form: outcome=complete authorizes, outcome=fail fails the authorization; redirects (303) to returnInfo.success or .error',
      specSection: 'sandbox',
      permission: 'none: the consumer submits it from the challenge page',
      requestBody: challengeFormSchema,
      responses: [{ status: 303 }, { status: 200, body: z.string(), contentType: 'text/html' }],
    },
    handle: async (ctx, request) => completeChallenge(ctx, request),
  },
];
