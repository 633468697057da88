import { type FollowUpActionRequest } from '../../../api/schemas/actions';
import type { Amount } from '../../../api/schemas/common';
import { fromUnits, toUnits } from '../shared/amounts';
import { amountProblem } from '../../../api/money';
import { type RouteRequest, type SandboxContext } from '../../http/context';
import { HttpError, invalidParam, type HttpResponse } from '../../http/responses';
import { type FollowUp, type PaymentRecord } from './payments';
import { actionResult } from './authorize';
import { checkoutExecution, conflict } from './checkout-execution';

// Capture, cancel and refund of an authorized payment (contract 8).

export function followUpHandler(name: FollowUp) {
  return async (ctx: SandboxContext, request: RouteRequest): Promise<HttpResponse> => {
    const execution = await checkoutExecution(ctx, request, name);
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
  const money = amountProblem(amount);
  if (money?.rule === 'minorUnits')
    throw new HttpError(400, invalidParam(money.field, money.rule, money.detail));
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
