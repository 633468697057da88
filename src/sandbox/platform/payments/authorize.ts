import { randomUUID } from 'node:crypto';
import {
  encryptedCardSchema,
  encryptedSecurityCodeSchema,
  paymentMethodCodes,
  type AuthorizeRequest,
  type PaymentActionResult,
  type PaymentCompositionItem,
} from '../../../api/schemas/actions';
import type { Instrument } from '../../../api/schemas/instrument';
import { actionAmountProblems } from '../shared/amounts';
import { type RouteRequest, type SandboxContext } from '../../http/context';
import { executionUrl } from '../executions/executions';
import { fraudHolderNameTestValues, type OperationSpec } from '../frauds/frauds';
import { HttpError, invalidParam, type ErrorItem, type HttpResponse } from '../../http/responses';
import { type ActionRecord, type ExecutionRecord } from '../../storage/store';
import { decideAuthorizeOutcome, type AuthorizeOutcome } from '../shared/test-values';
import type { VaultStore } from '../vault/vault';
import { itemPath, encryptedDataPath, type FollowUp } from './payments';
import {
  decryptFor,
  type CardData,
  cardProblem,
  checkCard,
  isExpired,
  cardNetworkOf,
  networkNames,
} from './card-data';
import { consumerWaitUrl } from './payments';
import { checkoutExecution, conflict } from './checkout-execution';
import { offeredCodes } from './checkout-options';
import { authorizeMethodItem, type MethodPayment } from './method-authorize';
import { checkoutMethod } from './methods';
import {
  disabledInstrument,
  saveMethodInstrument,
  savedMethodPayment,
  storeInstrumentProblems,
} from './saved-methods';

// Authorize (spec 4.2).

/** The method of the item: one of the platform's, offered to this session, through its integration. */
function methodProblems(execution: ExecutionRecord, item: PaymentCompositionItem): ErrorItem[] {
  const code = item.paymentMethodCode;
  const field = `${itemPath}.paymentMethodCode`;
  const offered = offeredCodes(execution);
  const where = `this session (country ${execution.country ?? 'not given'}, ${execution.amount?.currency ?? 'no currency'})`;
  if (!offered.includes(code)) {
    const known = (paymentMethodCodes as readonly string[]).includes(code);
    const problem = invalidParam(
      field,
      known ? 'offeredMethod' : 'enum',
      `${field} ${JSON.stringify(code)} ${known ? `is not offered in ${where}` : 'is not a payment method of the platform (spec 4.2)'}; offered: ${offered.join(', ')}.`,
    );
    return [{ ...problem, reason: { ...problem.reason, offered } }];
  }
  const integration = checkoutMethod(code)?.family === 'redirect' ? 'hpp' : 'api';
  if (item.integrationType === integration) return [];
  return [
    invalidParam(
      `${itemPath}.integrationType`,
      'enum',
      `${itemPath}.integrationType must be "${integration}" for "${code}" (got ${JSON.stringify(item.integrationType)}), as its lookup option says.`,
    ),
  ];
}

/** An http(s) origin as `location.origin` writes it: scheme, host and port only. */
function isWebOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

/** A card's `threeDSecure`: the origin a framed challenge tells its outcome to, and only for a frame. */
function threeDSecureProblems(item: PaymentCompositionItem): ErrorItem[] {
  const { threeDSecure } = item;
  if (threeDSecure?.parentOrigin === undefined) return [];
  const field = `${itemPath}.threeDSecure.parentOrigin`;
  if (threeDSecure.challenge !== 'frame') {
    return [
      invalidParam(
        field,
        'notAllowed',
        `${field} is only for challenge "frame": a challenge by redirect returns to returnInfo.`,
      ),
    ];
  }
  if (isWebOrigin(threeDSecure.parentOrigin)) return [];
  return [
    invalidParam(
      field,
      'origin',
      `${field} must be the http(s) origin of the page that frames the challenge, as location.origin gives it (https://shop.example, no path), got ${JSON.stringify(threeDSecure.parentOrigin)}.`,
    ),
  ];
}

/** The checks of the composition item that need no decryption; all problems at once. */
function checkItem(execution: ExecutionRecord, body: AuthorizeRequest, item: PaymentCompositionItem): void {
  const problems: ErrorItem[] = methodProblems(execution, item);
  const isCard = item.paymentMethodCode === 'card';
  problems.push(
    ...actionAmountProblems(execution.amount, body.amount, {
      path: itemPath,
      amount: item.amount,
      why: 'one payment pays the whole amount',
    }),
  );
  if (isCard) problems.push(...threeDSecureProblems(item));
  else problems.push(...storeInstrumentProblems(execution, item));
  if (isCard && item.enrollInstrumentToNetworkOffers === true && item.storeInstrument !== true) {
    problems.push(
      invalidParam(
        `${itemPath}.enrollInstrumentToNetworkOffers`,
        'requiresStoreInstrument',
        `${itemPath}.enrollInstrumentToNetworkOffers needs storeInstrument: true (spec 4.2): only a stored instrument can be enrolled.`,
      ),
    );
  }
  if (
    isCard &&
    item.storeInstrument === true &&
    execution.holderReference === undefined &&
    !item.paymentInstrumentId
  ) {
    problems.push(
      invalidParam(
        `${itemPath}.storeInstrument`,
        'requiresHolder',
        `${itemPath}.storeInstrument needs an execution with a holderReference (pass it to client init): instruments belong to a holder.`,
      ),
    );
  }
  if (isCard && !item.paymentInstrumentId && !item.encryptedData) {
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

type VaultRecord = NonNullable<Awaited<ReturnType<VaultStore['get']>>>;

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
  const card = await ctx.payments.card(execution.merchantId, item.paymentInstrumentId!);
  const vaultRecord = card && (await ctx.vault.get(execution.merchantId, card.vaultRecordId));
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
  if (card.instrument.status === 'disabled') throw disabledInstrument(field, card.instrument.id);
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
  if (item.storeInstrument === true) await saveCardInstrument(ctx, execution, card, vaultRecord);
  return { cardNumber: card.cardNumber, holderName: card.holderName };
}

/** The card instrument of contract 6: masked data only (network, bin, suffix, expiry, holder name). */
async function saveCardInstrument(
  ctx: SandboxContext,
  execution: ExecutionRecord,
  card: CardData,
  vaultRecord: VaultRecord,
): Promise<Instrument> {
  const network = cardNetworkOf(card.cardNumber);
  const suffix = card.cardNumber.slice(-4);
  const instrument: Instrument = {
    id: randomUUID(),
    holderId: await ctx.store.holderId(execution.merchantId, execution.holderReference!),
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

/** A card item: stored or new, its test value deciding the outcome. */
async function cardPayment(
  ctx: SandboxContext,
  execution: ExecutionRecord,
  item: PaymentCompositionItem,
): Promise<MethodPayment> {
  const card = item.paymentInstrumentId
    ? await storedCard(ctx, execution, item)
    : await newCard(ctx, execution, item);
  return { outcome: decideAuthorizeOutcome(card.cardNumber), holderName: card.holderName };
}

/**
 * A new account given with `storeInstrument: true` is kept now (`now`), unless declined; a redirect
 * method's agreement only once the payer approves on its page (`agreement`: the payment remembers it).
 */
function keepMethodInstrument(
  item: PaymentCompositionItem,
  outcome: AuthorizeOutcome,
): 'now' | 'agreement' | 'no' {
  if (item.paymentMethodCode === 'card' || item.storeInstrument !== true || item.paymentInstrumentId) {
    return 'no';
  }
  if (outcome.status === 'authorizeFailed') return 'no';
  return checkoutMethod(item.paymentMethodCode)?.family === 'redirect' ? 'agreement' : 'now';
}

/** `POST /merchant/workflows/:code/executions/:id/authorize` (spec 4.2). */
export async function handleAuthorize(ctx: SandboxContext, request: RouteRequest): Promise<HttpResponse> {
  const execution = await checkoutExecution(ctx, request, 'authorize');
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
  const paying =
    item.paymentMethodCode === 'card'
      ? await cardPayment(ctx, execution, item)
      : item.paymentInstrumentId
        ? await savedMethodPayment(ctx, execution, item, body.amount.value)
        : await authorizeMethodItem(ctx.apiUrl, item, body.amount.value);
  // Decryption awaited: another authorize may have started meanwhile.
  if (!ctx.payments.canAuthorize(execution.id)) {
    throw conflict(execution, 'authorize', 'another authorization of this execution started first');
  }

  const action = ctx.store.recordAction(execution, 'authorize', request.idempotencyKey);
  // Fraud screening comes first: a `Prevent` decision wins over the card's test value.
  const decision = screen(ctx, execution, action, paying.holderName);
  const outcome = decision === 'Prevent' ? fraudPreventedAuthorization : paying.outcome;
  const keep = keepMethodInstrument(item, outcome);
  const consumer = {
    returnInfo: body.returnInfo,
    threeDSecure: item.threeDSecure,
    ...(keep === 'agreement' ? { storeInstrument: true as const } : {}),
  };
  ctx.payments.authorize(execution, action, body.amount, consumer, outcome, item.paymentMethodCode);
  // After the payment is recorded: an authorize arriving during the holder's read finds it taken.
  if (keep === 'now') await saveMethodInstrument(ctx, execution, item.paymentMethodCode, item.instrumentData);
  return { status: 202, body: actionResult(ctx, execution, action, 'authorize') };
}

/** The action result with links to what is possible next (spec 2.8, 4.2). */
export function actionResult(
  ctx: SandboxContext,
  execution: ExecutionRecord,
  action: ActionRecord,
  name: PaymentActionResult['name'],
): PaymentActionResult {
  const self = executionUrl(ctx, execution);
  const links: PaymentActionResult['links'] = { execution: self };
  const consumerWait = consumerWaitUrl(ctx.payments.payment(execution.id), self, execution.id);
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
