import { longPollAttemptMs } from './platform';
import type { PaymentActionResult } from '../api/schemas/actions';
import type { InstallmentPlan } from '../api/schemas/client-config';
import { executionGuard } from '../api/browser-schemas';
import { actionResultGuard } from '../api/response-guards';
import { anySignal } from '../api/public-json';
import type { ActionResult, Execution } from '../api/schemas/execution';
import { delay, maxPollSeconds, pollExecution, sendOrLearn, type ActionAttempt } from './actions';
import type { CardElement } from './card';
import { openChallengeDialog } from './challenge';
import { ConfigurationError, RailkitError } from '../api/errors';
import { registerOperation, type OperationHost, type OperationRunner } from './operations';
import { paymentSourceFactory, type PaymentComposition, type PaymentSource } from './payment-sources';
import { isPlainObject } from './options';
import type { RedirectPopup } from './redirect-popup';
import type { AuthorizeLinks, AuthorizeResult, ReturnInfo } from './types';

/**
 * `api({ operation: 'authorize', card })` (spec 4.2): pays the session's amount with the card element's
 * encrypted card, follows a 3-D Secure challenge, and resolves with the outcome. The card module registers
 * it, so a payout-only bundle carries none of this.
 */

/** The checked request: a card element, or a source `railkit/checkout` registered. */
interface AuthorizeOptions {
  card: CardElement | undefined;
  source: PaymentSource | undefined;
  storeInstrument: boolean | undefined;
  installments: { count: number } | undefined;
  returnInfo: ReturnInfo | undefined;
  challenge: 'modal' | 'redirect';
  /** How a redirect method's page is shown: the whole page leaves for it, or a popup window. */
  redirect: 'page' | 'popup';
}

/** One user action: one authorization of one card in one execution, under one idempotency key. */
interface AuthorizeAction extends ActionAttempt {
  fingerprint: string;
  executionId: string;
  /** The body as first sent: a retry must send it again unchanged (a new JWE would be another body). */
  body: Record<string, unknown>;
  accepted?: PaymentActionResult;
  /** Authorizations the execution showed before this action: one more means it ran. */
  requestedBefore: number;
  /** Set once the outcome is a success; a repeat call returns it instead of authorizing again. */
  succeeded?: AuthorizeResult;
  /** A redirect method: the payer is sent to `links.consumerWait`. */
  redirect?: boolean;
  /**
   * How this action's 3-D Secure challenge is shown, as its body told the platform: followed again
   * (after a cancel), it is shown the same way, since the platform ends it the way it was told.
   */
  challenge: AuthorizeOptions['challenge'];
  /** A redirect method's popup, for `redirect: 'popup'` (from railkit/checkout). */
  openPopup?: (canLeave: boolean) => RedirectPopup | undefined;
}

const requestKeys = [
  'operation',
  'card',
  'storeInstrument',
  'installments',
  'returnInfo',
  'challenge',
  'redirect',
];
/** Request keys of the payment sources `railkit/checkout` adds. */
const sourceKeys = ['method', 'paymentMethod'];
const returnInfoKeys = ['success', 'error', 'pending', 'cancel'] as const;
/** Statuses that follow a successful authorization. */
const afterSuccess = new Set([
  'authorizeSuccessful',
  'captureSuccessful',
  'cancelSuccessful',
  'refundSuccessful',
]);

function invalid(problem: string): ConfigurationError {
  return new ConfigurationError('options.invalid', `api({ operation: 'authorize' }): ${problem}`);
}

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

function checkReturnInfo(value: unknown): ReturnInfo | undefined {
  if (value === undefined) return undefined;
  if (!isPlainObject(value))
    throw invalid('returnInfo must be an object of URLs { success, error, pending, cancel }.');
  for (const [key, url] of Object.entries(value)) {
    if (!(returnInfoKeys as readonly string[]).includes(key)) {
      throw invalid(`returnInfo has an unknown key "${key}"; it takes ${returnInfoKeys.join(', ')}.`);
    }
    if (!isAbsoluteUrl(url)) throw invalid(`returnInfo.${key} must be an absolute http(s) URL.`);
  }
  return value as ReturnInfo;
}

/** The source of a `method` or `paymentMethod` request, when `railkit/checkout` registered it. */
function sourceOf(
  request: Readonly<Record<string, unknown>>,
  host: OperationHost,
): PaymentSource | undefined {
  const given = sourceKeys.filter((key) => request[key] !== undefined);
  if (given.length === 0) return undefined;
  if (given.length > 1 || request.card !== undefined) {
    throw invalid('pass one of card, method and paymentMethod: one payment per execution.');
  }
  const factory = paymentSourceFactory(given[0]!);
  if (!factory) throw invalid(`${given[0]} needs the checkout module: import 'railkit/checkout'.`);
  return factory(request[given[0]!], host);
}

/** Checks what the merchant passed, before anything is encrypted or sent. */
export function checkAuthorizeRequest(
  request: Readonly<Record<string, unknown>>,
  host: OperationHost,
): AuthorizeOptions {
  const unknown = Object.keys(request).filter(
    (key) => !requestKeys.includes(key) && !sourceKeys.includes(key),
  );
  if (unknown.length > 0)
    throw invalid(`unknown options ${unknown.join(', ')}; it takes ${requestKeys.join(', ')}.`);
  const source = sourceOf(request, host);
  const card = request.card as Partial<CardElement> | null | undefined;
  if (!source && typeof card?.tokenize !== 'function') {
    throw invalid(
      'card must be the card element that client.dynamicElement({ paymentMethod: { paymentMethodCode: "card" } }) resolved with.',
    );
  }
  const { storeInstrument, installments, challenge = 'modal' } = request;
  if (storeInstrument !== undefined && typeof storeInstrument !== 'boolean') {
    throw invalid('storeInstrument must be true or false.');
  }
  if (
    installments !== undefined &&
    !(
      isPlainObject(installments) &&
      Number.isInteger(installments.count) &&
      Object.keys(installments).length === 1
    )
  ) {
    throw invalid('installments must be { count } with the whole number of installments of an offered plan.');
  }
  if (challenge !== 'modal' && challenge !== 'redirect') {
    throw invalid(`challenge must be "modal" or "redirect", received ${JSON.stringify(challenge)}.`);
  }
  const redirect = request.redirect ?? 'page';
  if (redirect !== 'page' && redirect !== 'popup') {
    throw invalid(`redirect must be "page" or "popup", received ${JSON.stringify(redirect)}.`);
  }
  return {
    card: source ? undefined : (card as CardElement),
    source,
    storeInstrument,
    installments: installments as { count: number } | undefined,
    returnInfo: checkReturnInfo(request.returnInfo),
    challenge,
    redirect,
  };
}

/** The statuses of the execution's latest authorization: from its `authorizeRequested` on. */
function latestAuthorization(execution: Execution): Execution['status'] {
  const start = execution.status.findLastIndex((status) => status.code === 'authorizeRequested');
  return start === -1 ? [] : execution.status.slice(start);
}

function authorizationsIn(execution: Execution): number {
  return execution.status.filter((status) => status.code === 'authorizeRequested').length;
}

/** The action as the execution shows it when its answer was lost: no id (the notification has it). */
function acceptedFrom(execution: Execution): PaymentActionResult {
  const requested = latestAuthorization(execution)[0];
  return {
    name: 'authorize',
    actionId: '',
    executedAt: requested?.time ?? new Date(0).toISOString(),
    links: linksFrom(execution.links, execution.links.self),
  };
}

/** Where the outcome stands: final, waiting for the payer's 3-D Secure, or still running. */
type Standing =
  { kind: 'final'; result: AuthorizeResult } | { kind: 'challenge'; url: string } | { kind: 'running' };

function httpUrl(value: unknown): string | undefined {
  return isAbsoluteUrl(value) ? (value as string) : undefined;
}

function actionLink(value: unknown): { method: string; href: string } | undefined {
  if (!isPlainObject(value) || typeof value.method !== 'string') return undefined;
  const href = httpUrl(value.href);
  return href ? { method: value.method, href } : undefined;
}

/**
 * The links of what may follow, each kept only when well formed: `consumerWait` becomes an iframe's
 * address, so nothing but an http(s) URL may get there. `refund` is a URL in an action result (spec 4.2)
 * and `{ method, href }` in an execution.
 */
function linksFrom(raw: Record<string, unknown>, execution: string): AuthorizeLinks {
  const links: AuthorizeLinks = { execution };
  const consumerWait = httpUrl(raw.consumerWait);
  const capture = actionLink(raw.capture);
  const cancel = actionLink(raw.cancel);
  const refund = actionLink(raw.refund)?.href ?? httpUrl(raw.refund);
  if (consumerWait) links.consumerWait = consumerWait;
  if (capture) links.capture = capture;
  if (cancel) links.cancel = cancel;
  if (refund) links.refund = refund;
  return links;
}

function paymentActionResultOf(result: ActionResult): PaymentActionResult {
  const links = linksFrom(result.links, result.links.execution);
  return { name: 'authorize', actionId: result.actionId, executedAt: result.executedAt, links };
}

function linksOf(execution: Execution, accepted: PaymentActionResult | undefined): AuthorizeLinks {
  // Without the action's answer (query after a redirect), the execution's own links.
  return accepted?.links ?? linksFrom(execution.links, execution.links.self);
}

export function authorizeResultOf(
  execution: Execution,
  accepted: PaymentActionResult | undefined,
  code: AuthorizeResult['code'] = 'authorizePending',
): AuthorizeResult {
  const result: AuthorizeResult = {
    status: 'pending',
    code,
    actionId: accepted?.actionId ?? '',
    links: linksOf(execution, accepted),
    execution,
  };
  const statuses = latestAuthorization(execution);
  const failed = statuses.find((status) => status.code === 'authorizeFailed');
  if (failed) {
    result.status = 'error';
    result.code = failed.reason?.code === 'payment.cancelled' ? 'cancelled' : 'authorizeFailed';
    if (failed.reason) result.reason = failed.reason;
  } else if (statuses.some((status) => afterSuccess.has(status.code))) {
    result.status = 'success';
    result.code = 'authorizeSuccessful';
  }
  return result;
}

function standingOf(execution: Execution, accepted: PaymentActionResult | undefined): Standing {
  const result = authorizeResultOf(execution, accepted);
  if (result.status !== 'pending') return { kind: 'final', result };
  const url = httpUrl(execution.links.consumerWait) ?? accepted?.links.consumerWait;
  if (execution.actionRequired === '3ds' && url) return { kind: 'challenge', url };
  return { kind: 'running' };
}

function cancelledChallenge(execution: Execution, accepted: PaymentActionResult): AuthorizeResult {
  return {
    ...authorizeResultOf(execution, accepted, 'challenge.cancelled'),
    status: 'error',
    reason: {
      code: 'challenge.cancelled',
      detail:
        'The payer closed the 3-D Secure window before finishing, so the payment is not authorized. ' +
        'Calling authorize again reopens the same challenge.',
    },
  };
}

/**
 * The card item's `threeDSecure` (docs/sandbox-api.md, beside spec 4.2): how the platform's challenge
 * page is shown. In the dialog it is framed by this page, so it ends in its own frame and posts its end to
 * this page's origin (none from an opaque origin); only by redirect does the payer come back to
 * `returnInfo`.
 */
function threeDSecureOf(challenge: AuthorizeOptions['challenge']): Record<string, string> {
  if (challenge === 'redirect') return { challenge };
  const { origin } = location;
  return /^http/.test(origin) ? { challenge: 'frame', parentOrigin: origin } : { challenge: 'frame' };
}

/** `storeInstrument` with `method` or `paymentMethod`: the platform keeps accounts and agreements too. */
function withStoreChoice(composed: PaymentComposition, options: AuthorizeOptions): PaymentComposition {
  if (options.storeInstrument === undefined || composed.item.paymentInstrumentId !== undefined) {
    return composed;
  }
  return { ...composed, item: { ...composed.item, storeInstrument: options.storeInstrument } };
}

/** What identifies the user's action: the same card (or method) and choices in the same execution. */
function fingerprintOf(
  executionId: string,
  paidWith: unknown,
  options: AuthorizeOptions,
  amount: unknown,
): string {
  return JSON.stringify([
    executionId,
    paidWith,
    [options.storeInstrument, options.installments?.count, options.returnInfo, options.challenge],
    amount,
  ]);
}

/**
 * The popup of `redirect: 'popup'` for a redirect method, opened while the payer's click still counts;
 * undefined for a full-page redirect (also when a blocked popup falls back to one).
 */
function popupFor(action: AuthorizeAction, options: AuthorizeOptions): RedirectPopup | undefined {
  return options.redirect === 'popup' ? action.openPopup?.(options.returnInfo !== undefined) : undefined;
}

class AuthorizeRunner implements OperationRunner {
  private action: AuthorizeAction | undefined;
  private running: Promise<AuthorizeResult> | undefined;

  constructor(private readonly host: OperationHost) {}

  /** Starts the authorization, or joins the one running (a double click authorizes once). */
  run(request: Readonly<Record<string, unknown>>): Promise<AuthorizeResult> {
    this.running ??= this.start(request).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** The outcome of the session's authorization, read from the execution (e.g. after a redirect). */
  async query(request: Readonly<Record<string, unknown>>): Promise<AuthorizeResult> {
    const wait = request.wait ?? 0;
    if (typeof wait !== 'number' || !Number.isInteger(wait) || wait < 0 || wait > 30) {
      throw new ConfigurationError(
        'options.invalid',
        `query({ operation: 'authorization', wait }) takes whole seconds from 0 to 30.`,
      );
    }
    const execution = await this.host.withSession(() =>
      this.read(this.host.config().execution.links.self, wait),
    );
    const accepted = this.action?.executionId === execution.id ? this.action.accepted : undefined;
    return authorizeResultOf(execution, accepted);
  }

  private async start(request: Readonly<Record<string, unknown>>): Promise<AuthorizeResult> {
    const options = checkAuthorizeRequest(request, this.host);
    return this.host.withSession(() => this.authorizeOnce(options));
  }

  private async authorizeOnce(options: AuthorizeOptions): Promise<AuthorizeResult> {
    const config = this.host.config();
    const link = config.execution.links.authorize;
    const previous = this.action?.executionId === config.execution.id ? this.action : undefined;
    // One payment per execution: a success is final, and an accepted authorization is followed, not repeated.
    if (previous?.succeeded) return previous.succeeded;
    if (previous?.accepted) {
      return this.busyWhile(() => this.follow(previous, options, true, popupFor(previous, options)));
    }
    if (!link) {
      throw new ConfigurationError(
        'options.invalid',
        `This session's execution (workflow "${config.execution.workflowCode}") offers no authorize. ` +
          'Create the session with client init for workflowCode "checkout".',
      );
    }
    if (!config.amount) {
      throw new ConfigurationError(
        'config.invalid',
        'The client-init config has no amount, so there is nothing to authorize. Pass `amount` to client init.',
      );
    }
    this.refuseWhilePreviousMayPay(config.execution.id);
    // Invalid input rejects here with a ValidationError: nothing is sent, the form shows its errors.
    const composed = options.source
      ? withStoreChoice(await options.source.compose(), options)
      : await this.cardComposition(options.card!, options);
    const fingerprint = fingerprintOf(config.execution.id, composed.fingerprint, options, config.amount);
    // A retry of an action whose answer was lost resends its body under its key: the platform then
    // answers what it did the first time, or runs it now, never twice.
    let action = previous;
    if (!action?.outcomeUnknown || action.fingerprint !== fingerprint) {
      action = {
        fingerprint,
        executionId: config.execution.id,
        idempotencyKey: crypto.randomUUID(),
        body: this.bodyOf(composed.item, options),
        requestedBefore: authorizationsIn(this.host.execution()),
        challenge: options.challenge,
        ...(composed.redirect ? { redirect: true, openPopup: composed.openPopup } : {}),
      };
      this.action = action;
    }
    const sending = action;
    // Opened now, while the payer's click still counts: nothing is sent if the browser blocks it.
    const popup = popupFor(sending, options);
    return this.busyWhile(async () => {
      // The generic action-result schema: importing the payment actions' schemas would add every
      // request schema of the platform to the page's bundle. The links it keeps are read where used.
      const outcome = await sendOrLearn(this.host, {
        guard: actionResultGuard,
        href: link.href,
        body: sending.body,
        attempt: sending,
        ranIn: (execution) => authorizationsIn(execution) > sending.requestedBefore,
      });
      if (outcome.kind === 'unknown') {
        popup?.close();
        return this.outcomeUnknown(outcome.execution);
      }
      sending.accepted =
        outcome.kind === 'accepted'
          ? paymentActionResultOf(outcome.accepted)
          : acceptedFrom(outcome.execution);
      return this.follow(sending, options, false, popup);
    }).catch((error: unknown) => {
      popup?.close();
      throw error;
    });
  }

  /** Neither an answer nor the execution told whether it ran: a result, and the same key next time. */
  private outcomeUnknown(execution: Execution): AuthorizeResult {
    const result: AuthorizeResult = {
      status: 'pending',
      code: 'outcomeUnknown',
      actionId: '',
      links: linksOf(execution, undefined),
      execution,
    };
    this.host.onResult(result);
    return result;
  }

  private async busyWhile<T>(work: () => Promise<T>): Promise<T> {
    this.host.setBusy(true);
    try {
      return await work();
    } finally {
      this.host.setBusy(false);
    }
  }

  /** The authorize body (spec 4.2): the amount, the return URLs, and one payment. */
  private bodyOf(paidWith: Record<string, unknown>, options: AuthorizeOptions): Record<string, unknown> {
    const { amount } = this.host.config();
    const item = { ...paidWith, amount };
    const body: Record<string, unknown> = { amount, paymentComposition: [item] };
    if (options.returnInfo) body.returnInfo = options.returnInfo;
    return body;
  }

  /** The card element's item: its JWE, and the choices that go with a card. */
  private async cardComposition(card: CardElement, options: AuthorizeOptions): Promise<PaymentComposition> {
    const token = await card.tokenize();
    const item: Record<string, unknown> = {
      paymentMethodCode: 'card',
      integrationType: 'api',
      encryptedData: token.encryptedData,
    };
    if (token.paymentInstrumentId) {
      // A stored card: the JWE holds only its security code (spec 4.2).
      item.paymentInstrumentId = token.paymentInstrumentId;
    } else if (options.storeInstrument !== undefined) {
      item.storeInstrument = options.storeInstrument;
    }
    if (token.preferredScheme) item.preferredScheme = token.preferredScheme;
    if (options.installments) item.installments = this.installmentPlan(options.installments.count);
    item.threeDSecure = threeDSecureOf(options.challenge);
    const { brand, last4, expiryMonth, expiryYear, preferredScheme, paymentInstrumentId } = token;
    const fingerprint = [brand, last4, expiryMonth, expiryYear, preferredScheme, paymentInstrumentId];
    return { item, fingerprint };
  }

  /** The offered plan with that count, echoed as spec 4.2 asks; options.invalid when none is offered. */
  private installmentPlan(count: number): InstallmentPlan {
    const options = this.host.config().lookup.data.paymentCompositionOptions ?? [];
    const plans = options.find((option) => option.paymentMethodCode === 'card')?.installmentPlans ?? [];
    const plan = plans.find((candidate) => candidate.count === count);
    if (plan) return plan;
    throw invalid(
      plans.length === 0
        ? 'installments: this session offers no installment plan for cards; leave installments out.'
        : `installments: no plan of ${count} installments; offered: ${plans.map((p) => p.count).join(', ')}.`,
    );
  }

  /**
   * A renewed session brings a new execution, where "one payment per execution" no longer protects the
   * payer: an authorization that may have run on the previous execution must not be followed by another.
   */
  private refuseWhilePreviousMayPay(executionId: string): void {
    const previous = this.action;
    if (!previous || previous.executionId === executionId || previous.succeeded) return;
    if (!previous.accepted && !previous.outcomeUnknown) return;
    throw new RailkitError(
      'action.in-progress',
      `An authorization of this client on execution ${previous.executionId} may still be running, and the ` +
        'session has moved to a new execution, so authorizing now could charge twice. Reconcile that execution ' +
        'on your server (its notification) before starting a new payment with a new init().',
    );
  }

  /** After the platform accepted: the outcome, through a 3-D Secure challenge when the issuer asks. */
  private async follow(
    action: AuthorizeAction,
    options: AuthorizeOptions,
    again = false,
    popup?: RedirectPopup,
  ): Promise<AuthorizeResult> {
    try {
      return await this.followThrough(action, options, again, popup);
    } finally {
      popup?.close();
    }
  }

  private async followThrough(
    action: AuthorizeAction,
    options: AuthorizeOptions,
    again: boolean,
    popup: RedirectPopup | undefined,
  ): Promise<AuthorizeResult> {
    const accepted = action.accepted!;
    let standing: Standing = accepted.links.consumerWait
      ? { kind: 'challenge', url: accepted.links.consumerWait }
      : { kind: 'running' };
    // Called again (after a cancelled challenge, or a pending result): the outcome may be known by now.
    if (again) standing = await this.recheck(accepted, standing);
    if (action.redirect && standing.kind !== 'final' && accepted.links.consumerWait) {
      if (!popup) return this.leaveFor(accepted.links.consumerWait, accepted);
      const result = await popup.follow(accepted.links.consumerWait, {
        read: (wait, signal) => this.read(accepted.links.execution, wait, signal),
        outcome: (execution) => authorizeResultOf(execution, accepted),
        signal: this.host.signal,
      });
      standing = { kind: 'final', result };
    }
    if (standing.kind === 'running') standing = await this.awaitOutcome(accepted);
    let result: AuthorizeResult;
    if (standing.kind === 'final') result = standing.result;
    else if (standing.kind === 'challenge')
      result = await this.challenge(accepted, standing.url, action.challenge);
    else result = authorizeResultOf(this.host.execution(), accepted);
    if (result.status === 'success') action.succeeded = result;
    // A failed or cancelled authorization ends this action: the payer may correct the card, or choose
    // another method, and pay again (new key).
    if (result.status === 'error' && (result.code === 'authorizeFailed' || result.code === 'cancelled')) {
      this.action = undefined;
    }
    this.host.onResult(result);
    return result;
  }

  /**
   * A redirect method: the payer goes to the method's page and comes back to `returnInfo`, where
   * `query({ operation: 'authorization' })` reads the outcome. Pending until then.
   */
  private leaveFor(url: string, accepted: PaymentActionResult): AuthorizeResult {
    const result = authorizeResultOf(this.host.execution(), accepted);
    this.host.onResult(result);
    window.location.assign(url);
    return result;
  }

  private async read(url: string, waitSeconds: number, signal = this.host.signal): Promise<Execution> {
    const execution = await this.host.http.getParsed(executionGuard, url, {
      query: { wait: waitSeconds || undefined },
      signal,
      attemptTimeoutMs: longPollAttemptMs(waitSeconds),
      totalTimeoutMs: longPollAttemptMs(waitSeconds) + 10_000,
    });
    this.host.onExecution(execution);
    return execution;
  }

  private async recheck(accepted: PaymentActionResult, fallback: Standing): Promise<Standing> {
    try {
      const standing = standingOf(await this.read(accepted.links.execution, 0), accepted);
      return standing.kind === 'running' ? fallback : standing;
    } catch (error) {
      if (this.host.signal.aborted) throw error;
      return fallback;
    }
  }

  /**
   * Long-polls for the outcome up to `resultWaitMs`; an extra signal only (spec rule 3): failed polls are
   * tried again until then, and the wait ends as `running` rather than failing an accepted authorization.
   */
  private async awaitOutcome(accepted: PaymentActionResult): Promise<Standing> {
    const last = await pollExecution(
      this.host,
      accepted.links.execution,
      Date.now() + this.host.resultWaitMs,
      (execution) => standingOf(execution, accepted).kind !== 'running',
    );
    return last ? standingOf(last, accepted) : { kind: 'running' };
  }

  /**
   * 3-D Secure: the issuer's page in a dialog (or by redirect) while the execution is long-polled. In
   * the dialog the challenge ends on the platform's own page in the frame, which posts that it is over:
   * a hint to read the execution at once, which alone says how it ended.
   */
  private async challenge(
    accepted: PaymentActionResult,
    url: string,
    display: AuthorizeOptions['challenge'],
  ): Promise<AuthorizeResult> {
    if (display === 'redirect') {
      const result = authorizeResultOf(this.host.execution(), accepted);
      window.location.assign(url);
      return result;
    }
    const dialog = openChallengeDialog(url, this.host.translations, this.host.actionFocus());
    const payerCancelled = new AbortController();
    void dialog.cancelled.then(() => payerCancelled.abort());
    const signal = anySignal(this.host.signal, payerCancelled.signal);
    // The frame's "challenge ended" ends the long poll running, so the next read asks without waiting.
    let interrupt!: AbortController;
    let readNow = false;
    void dialog.ended.then(() => {
      readNow = true;
      interrupt.abort();
    });
    try {
      for (;;) {
        interrupt = new AbortController();
        const wait = readNow ? 0 : maxPollSeconds;
        readNow = false;
        let execution: Execution | undefined;
        try {
          execution = await this.read(accepted.links.execution, wait, anySignal(signal, interrupt.signal));
        } catch (error) {
          if (this.host.signal.aborted) throw error;
          // Offline for a moment: poll again after a pause (at once when the frame's word interrupted it).
          if (!payerCancelled.signal.aborted && !readNow) await delay(1000, signal);
        }
        if (payerCancelled.signal.aborted) return await this.afterCancel(accepted);
        if (execution) {
          const standing = standingOf(execution, accepted);
          if (standing.kind === 'final') return standing.result;
        }
      }
    } finally {
      dialog.close();
    }
  }

  /** The payer closed the challenge: one last read, in case it completed just before. */
  private async afterCancel(accepted: PaymentActionResult): Promise<AuthorizeResult> {
    let execution = this.host.execution();
    try {
      execution = await this.read(accepted.links.execution, 0);
    } catch (error) {
      if (this.host.signal.aborted) throw error;
    }
    const standing = standingOf(execution, accepted);
    return standing.kind === 'final' ? standing.result : cancelledChallenge(execution, accepted);
  }
}

/** The authorize operation's factory; the card module registers it (`registerOperation('authorize', ...)`). */
export function createAuthorizeRunner(host: OperationHost): OperationRunner {
  return new AuthorizeRunner(host);
}

/**
 * The payment operations a checkout registers: authorize, and the removal of a saved instrument, whose
 * runner is a chunk of its own fetched with the first removal.
 */
export function registerPaymentOperations(): void {
  registerOperation('authorize', createAuthorizeRunner);
  registerOperation('removeInstrument', (host) =>
    import('./remove-instrument').then((module) => module.createRemoveInstrumentRunner(host)),
  );
}
