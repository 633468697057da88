import { actionResultGuard } from '../api/response-guards';
import type { ActionResult, Execution } from '../api/schemas/execution';
import { pollExecution, sendOrLearn, type ActionAttempt } from './actions';
import { ConfigurationError, RailkitError } from '../api/errors';
import type { OperationHost, OperationRunner } from './operations';
import type { PayoutResult } from './types';

/**
 * One user action: a payout of one amount to one instrument in one execution. Its idempotency key is
 * kept across retries of the same action, so a payout is never made twice for it.
 */
interface PayoutAction extends ActionAttempt {
  fingerprint: string;
  executionId: string;
  /** Set once the platform accepted the payout (202); after that only the outcome is awaited. */
  accepted?: ActionResult;
  /** Set once the outcome is final; a repeat call returns it instead of paying again. */
  finalResult?: PayoutResult;
}

export function payoutResultOf(execution: Execution, actionId: string, since: string): PayoutResult {
  const sinceMs = Date.parse(since);
  // Statuses older than this action belong to an earlier one (e.g. a failed payout before a retry).
  const current = execution.status.filter((status) => Date.parse(status.time) >= sinceMs).at(-1);
  return payoutResultFrom(current, actionId, execution);
}

/** The execution carries one payout: its statuses start at `payoutRequested`. */
function payoutRequested(execution: Execution): Execution['status'][number] | undefined {
  return execution.status.find((status) => status.code === 'payoutRequested');
}

/**
 * The action as the execution shows it, when its answer was lost: the same outcome, without the id the
 * answer would have carried (the notification has it).
 */
function acceptedFrom(execution: Execution): ActionResult {
  return {
    name: 'payout',
    actionId: '',
    executedAt: payoutRequested(execution)?.time ?? new Date(0).toISOString(),
    links: { execution: execution.links.self },
  };
}

function payoutResultFrom(
  current: Execution['status'][number] | undefined,
  actionId: string,
  execution: Execution,
): PayoutResult {
  if (current?.code === 'payoutSuccessful') {
    return { status: 'success', code: 'payoutSuccessful', actionId, execution };
  }
  if (current?.code === 'payoutFailed') {
    const result: PayoutResult = { status: 'error', code: 'payoutFailed', actionId, execution };
    if (current.reason) result.reason = current.reason;
    return result;
  }
  return { status: 'pending', code: 'payoutPending', actionId, execution };
}

/**
 * `api({ operation: 'payout' })` (spec 4.8 step 6). Registered by the bank-account element's module, so
 * a card-only bundle carries none of it.
 */
export class PayoutRunner implements OperationRunner {
  private action: PayoutAction | undefined;
  private running: Promise<PayoutResult> | undefined;

  constructor(private readonly host: OperationHost) {}

  /** Starts the payout, or joins the one already running (a double click makes one payout). */
  run(): Promise<PayoutResult> {
    this.running ??= this.runExclusive().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async runExclusive(): Promise<PayoutResult> {
    this.host.setBusy(true);
    try {
      return await this.host.withSession(() => this.payOnce());
    } finally {
      this.host.setBusy(false);
    }
  }

  private actionFor(fingerprint: string, executionId: string): PayoutAction {
    // A new key only when what is paid changed; any other repeat is the same action retried.
    if (this.action?.fingerprint !== fingerprint) {
      this.refuseWhilePreviousMayPay(executionId);
      this.action = { fingerprint, idempotencyKey: crypto.randomUUID(), executionId };
    }
    return this.action;
  }

  /**
   * A renewed session brings a new execution, where the platform's "one payout per execution" no longer
   * protects the payer: a payout whose outcome is unknown, or accepted and still pending, on the previous
   * execution must not be followed by a second one here.
   */
  private refuseWhilePreviousMayPay(executionId: string): void {
    const previous = this.action;
    if (!previous || previous.executionId === executionId || previous.finalResult) return;
    if (!previous.accepted && !previous.outcomeUnknown) return;
    throw new RailkitError(
      'action.in-progress',
      `A payout of this client on execution ${previous.executionId} ` +
        (previous.accepted
          ? 'was accepted and is still pending'
          : 'may have been made (its answer was lost)') +
        ', and the session has moved to a new execution, so paying now could pay twice. Reconcile that ' +
        'execution on your server (its notification or GET of it) before starting a new payout with a new init().',
    );
  }

  private async payOnce(): Promise<PayoutResult> {
    const instrument = this.host.instrument();
    if (!instrument) {
      throw new RailkitError(
        'state.instrument-missing',
        "api({ operation: 'payout' }) needs the beneficiary instrument: call setState({ instrument }) with " +
          "the instrument that the element's tokenize() resolved with, then call api() again.",
      );
    }
    const config = this.host.config();
    const link = config.execution.links.payout;
    if (!link) {
      throw new ConfigurationError(
        'options.invalid',
        `This session's execution (workflow "${config.execution.workflowCode}") offers no payout. ` +
          'Create the session with client init for workflowCode "payout".',
      );
    }
    if (!config.amount) {
      throw new ConfigurationError(
        'config.invalid',
        'The client-init config has no amount, so there is nothing to pay out. Pass `amount` to client init.',
      );
    }
    const amount = config.amount;
    const fingerprint = [config.execution.id, instrument.id, amount.value, amount.currency].join('|');
    const action = this.actionFor(fingerprint, config.execution.id);
    if (action.finalResult) return action.finalResult;

    if (!action.accepted) {
      const outcome = await sendOrLearn(this.host, {
        guard: actionResultGuard,
        href: link.href,
        body: {
          amount,
          payoutComposition: [
            {
              paymentInstrumentId: instrument.id,
              paymentMethodCode: instrument.paymentMethodCode,
              integrationType: 'api',
              amount,
            },
          ],
        },
        attempt: action,
        ranIn: (execution) => payoutRequested(execution) !== undefined,
      });
      if (outcome.kind === 'unknown') return this.settle(action, outcomeUnknown(outcome.execution));
      action.accepted = outcome.kind === 'accepted' ? outcome.accepted : acceptedFrom(outcome.execution);
    }
    return this.settle(action, await this.awaitOutcome(action.accepted));
  }

  /** Keeps a final result for repeat calls, and tells the client. */
  private settle(action: PayoutAction, result: PayoutResult): PayoutResult {
    if (result.status !== 'pending') action.finalResult = result;
    this.host.onResult(result);
    return result;
  }

  /**
   * Long-polls the execution for the outcome, up to `resultWaitMs`. Only an extra signal (spec rule 3):
   * failed polls are tried again until then, and the wait ends `pending`, never failing a payout the
   * platform accepted.
   */
  private async awaitOutcome(accepted: ActionResult): Promise<PayoutResult> {
    const resultOf = (execution: Execution) =>
      payoutResultOf(execution, accepted.actionId, accepted.executedAt);
    const last = await pollExecution(
      this.host,
      accepted.links.execution,
      Date.now() + this.host.resultWaitMs,
      (execution) => resultOf(execution).status !== 'pending',
    );
    return resultOf(last ?? this.host.execution());
  }
}

/** No answer and no execution read told whether the payout was made: not an error, never a new key. */
function outcomeUnknown(execution: Execution): PayoutResult {
  return { status: 'pending', code: 'outcomeUnknown', actionId: '', execution };
}

/** The payout operation's factory; the bank-account module registers it. */
export function createPayoutRunner(host: OperationHost): OperationRunner {
  return new PayoutRunner(host);
}
