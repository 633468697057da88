import type { NotificationDispatcher } from '../notifications/notifications';
import { currentStatus, type ActionRecord, type ExecutionRecord, type Store } from '../../storage/store';
import type { Jobs } from '../../storage/jobs';
import { type PayoutOutcome } from '../shared/test-values';

interface Settlement {
  executionId: string;
  actionId: string;
  outcome: PayoutOutcome;
}

/**
 * Moves accepted payouts through `payoutRequested` -> `payoutPending` -> final, as jobs that survive a
 * restart, and announces the final state with a notification carrying the action's id.
 */
export class PayoutProcessor {
  constructor(
    private readonly store: Store,
    private readonly notifications: NotificationDispatcher,
    private readonly settleMs: number,
    private readonly jobs: Jobs,
  ) {
    jobs.handle<{ executionId: string }>('payout-acknowledge', async ({ executionId }) => {
      const execution = await this.store.readExecution(executionId);
      if (execution) this.acknowledge(execution);
    });
    jobs.handle<Settlement>('payout-settle', (settlement) => this.settle(settlement));
  }

  start(execution: ExecutionRecord, action: ActionRecord, outcome: PayoutOutcome): void {
    this.store.pushStatus(execution, 'payoutRequested');
    // The bank acknowledges quickly; the final answer takes `settleMs`.
    this.jobs.schedule('payout-acknowledge', Math.min(50, this.settleMs / 4), { executionId: execution.id });
    if (outcome.status === 'payoutPending') return;
    const settlesAfterMs =
      outcome.status === 'payoutSuccessful' && outcome.settlesAfterSeconds !== undefined
        ? outcome.settlesAfterSeconds * 1_000
        : this.settleMs;
    this.jobs.schedule<Settlement>('payout-settle', settlesAfterMs, {
      executionId: execution.id,
      actionId: action.actionId,
      outcome,
    });
  }

  private acknowledge(execution: ExecutionRecord): void {
    if (currentStatus(execution) === 'payoutRequested') this.store.pushStatus(execution, 'payoutPending');
  }

  private async settle({ executionId, actionId, outcome }: Settlement): Promise<void> {
    const execution = await this.store.readExecution(executionId);
    if (!execution) return;
    // A restart can run an overdue acknowledgement and settlement together: keep their order.
    this.acknowledge(execution);
    if (outcome.status === 'payoutFailed') this.store.pushStatus(execution, 'payoutFailed', outcome.reason);
    else this.store.pushStatus(execution, 'payoutSuccessful');
    this.notifications.announce(execution, 'payout', actionId, outcome.status === 'payoutSuccessful');
  }
}
