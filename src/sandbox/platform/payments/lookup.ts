import { type LookupResult } from '../../../api/schemas/actions';
import { requireExecutionAccess } from '../../http/auth';
import { bankAccountOption } from '../executions/client-init';
import { principalOf, type RouteRequest, type SandboxContext } from '../../http/context';
import { findExecution } from '../executions/executions';
import { type HttpResponse } from '../../http/responses';
import { workflowCode } from './payments';
import { checkoutOptions } from './checkout-options';

/** `POST .../lookup`: the options of the execution's workflow, as client init answered them. */
export async function handleLookup(ctx: SandboxContext, request: RouteRequest): Promise<HttpResponse> {
  const execution = await findExecution(ctx, request.params.code!, request.params.id!);
  requireExecutionAccess(principalOf(request), execution.id);
  const action = ctx.store.recordAction(execution, 'lookup', request.idempotencyKey);
  const data: LookupResult['data'] =
    execution.workflowCode === workflowCode
      ? { paymentCompositionOptions: await checkoutOptions(ctx, execution) }
      : { payoutCompositionOptions: [await bankAccountOption(ctx, execution, execution.country!)] };
  const result: LookupResult = {
    name: 'lookup',
    actionId: action.actionId,
    executedAt: action.executedAt,
    data,
  };
  return { status: 200, body: result };
}
