import { longPollAttemptMs } from './platform';
import { actionResultGuard, executionGuard } from '../api/browser-schemas';
import type { ActionResult, Execution } from '../api/schemas/execution';
import { delay, maxPollSeconds, minPollIntervalMs, sendAction, type ActionAttempt } from './actions';
import { ConfigurationError, RailkitError, isRailkitError } from './errors';
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
      action.accepted = await sendAction(
        this.host.http,
        actionResultGuard,
        link.href,
        {
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
        action,
        this.host.signal,
      );
    }
    const result = await this.awaitOutcome(action.accepted);
    if (result.status !== 'pending') action.finalResult = result;
    this.host.onResult(result);
    return result;
  }

  /**
   * Long-polls the execution for the outcome, up to `resultWaitMs`. Only an extra signal (spec rule 3):
   * a failed poll ends the wait with `pending` instead of failing a payout the platform accepted.
   */
  private async awaitOutcome(accepted: ActionResult): Promise<PayoutResult> {
    const deadline = Date.now() + this.host.resultWaitMs;
    let result = payoutResultOf(this.host.execution(), accepted.actionId, accepted.executedAt);
    for (;;) {
      const remainingMs = deadline - Date.now();
      if (remainingMs < minPollIntervalMs / 2) return result;
      const waitSeconds = Math.max(0, Math.min(maxPollSeconds, Math.floor(remainingMs / 1000)));
      const startedAt = Date.now();
      let execution: Execution;
      try {
        execution = await this.host.http.getParsed(executionGuard, accepted.links.execution, {
          query: { wait: waitSeconds },
          signal: this.host.signal,
          attemptTimeoutMs: longPollAttemptMs(waitSeconds),
          totalTimeoutMs: Math.max(remainingMs, longPollAttemptMs(waitSeconds)),
        });
      } catch (error) {
        if (isRailkitError(error) && error.code === 'aborted') throw error;
        return result;
      }
      this.host.onExecution(execution);
      result = payoutResultOf(execution, accepted.actionId, accepted.executedAt);
      if (result.status !== 'pending') return result;
      const elapsed = Date.now() - startedAt;
      if (elapsed < minPollIntervalMs) await delay(minPollIntervalMs - elapsed, this.host.signal);
    }
  }
}

/** The payout operation's factory; the bank-account module registers it. */
export function createPayoutRunner(host: OperationHost): OperationRunner {
  return new PayoutRunner(host);
}
