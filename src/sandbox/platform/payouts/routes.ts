import { payoutRequestSchema, type ActionResult } from '../../../api/schemas/execution';
import { actionAmountProblems } from '../shared/amounts';
import { requireExecutionAccess, requireScope } from '../../http/auth';
import { principalOf, type RouteRequest, type SandboxContext } from '../../http/context';
import { executionUrl, findExecution } from '../executions/executions';
import { HttpError, httpError, invalidParam, parseBody, type HttpResponse } from '../../http/responses';
import { currentStatus } from '../../storage/store';
import { fraudPreventedOutcome } from '../frauds/frauds';
import { disabledInstrument } from '../payments/saved-methods';
import { decidePayoutOutcome } from '../shared/test-values';

/** `POST /merchant/workflows/:code/executions/:id/payout` (contract 8). */
export async function handlePayout(ctx: SandboxContext, request: RouteRequest): Promise<HttpResponse> {
  const principal = principalOf(request);
  requireScope(principal, 'executions:write');
  const execution = await findExecution(ctx, request.params.code!, request.params.id!);
  requireExecutionAccess(principal, execution.id);
  if (execution.workflowCode !== 'payout') {
    throw httpError(404, 'request.not-found', `Workflow ${execution.workflowCode} has no payout action.`);
  }
  const body = parseBody(payoutRequestSchema, request.body, 'payout');
  if (execution.payout) {
    throw httpError(
      409,
      'request.conflict',
      `Execution ${execution.id} already has a payout (action ${execution.payout.actionId}, status ${currentStatus(execution)}); ` +
        'an execution pays out once. Start a new execution with client init for another payout.',
      { actionId: execution.payout.actionId },
    );
  }
  const item = body.payoutComposition[0]!;
  const amountProblems = actionAmountProblems(execution.amount, body.amount, {
    path: 'payoutComposition.0',
    amount: item.amount,
  });
  if (amountProblems.length > 0) throw new HttpError(400, amountProblems);
  const instrument = await ctx.store.readInstrument(item.paymentInstrumentId);
  if (
    !instrument ||
    instrument.merchantId !== execution.merchantId ||
    instrument.instrument.holderReference !== execution.holderReference
  ) {
    throw new HttpError(
      400,
      invalidParam(
        'payoutComposition.0.paymentInstrumentId',
        'exists',
        `payoutComposition.0.paymentInstrumentId: no instrument ${item.paymentInstrumentId} belongs to holder ${execution.holderReference ?? '(none)'}.`,
      ),
    );
  }
  if (instrument.instrument.status === 'disabled') {
    throw disabledInstrument('payoutComposition.0.paymentInstrumentId', instrument.instrument.id);
  }
  if (instrument.instrument.paymentMethodCode !== item.paymentMethodCode) {
    throw new HttpError(
      400,
      invalidParam(
        'payoutComposition.0.paymentMethodCode',
        'enum',
        `payoutComposition.0.paymentMethodCode must be the instrument's method, ${instrument.instrument.paymentMethodCode}.`,
      ),
    );
  }
  const action = ctx.store.recordAction(execution, 'payout', request.idempotencyKey);
  execution.payout = { actionId: action.actionId, instrumentId: instrument.instrument.id };
  // Fraud screening comes first: a `Prevent` decision wins over every other test value.
  const screening = ctx.frauds.screenPayout({
    merchantId: execution.merchantId,
    workspaceId: execution.workspaceId,
    executionId: execution.id,
    actionId: action.actionId,
    holderName: holderNameOf(instrument.instrument.data),
  });
  ctx.payouts.start(
    execution,
    action,
    screening.decision === 'Prevent'
      ? fraudPreventedOutcome
      : decidePayoutOutcome(body.amount.value, instrument.country, instrument.accountIdentifier),
  );
  const result: ActionResult = {
    name: 'payout',
    actionId: action.actionId,
    executedAt: action.executedAt,
    workspaceId: execution.workspaceId,
    links: { execution: executionUrl(ctx, execution) },
  };
  return { status: 202, body: result };
}

/** `data.holder.name` of a bank-account instrument (kept unmasked), for fraud screening. */
function holderNameOf(data: Record<string, unknown>): string | undefined {
  const holder = data.holder;
  if (holder === null || typeof holder !== 'object') return undefined;
  const name = (holder as Record<string, unknown>).name;
  return typeof name === 'string' ? name : undefined;
}
