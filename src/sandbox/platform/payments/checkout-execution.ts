import { requireExecutionAccess } from '../../http/auth';
import { principalOf, type RouteRequest, type SandboxContext } from '../../http/context';
import { findExecution } from '../executions/executions';
import { HttpError, httpError } from '../../http/responses';
import { currentStatus, type ExecutionRecord } from '../../storage/store';
import { workflowCode } from './payments';

/** The checkout execution of the request, readable by its caller; 404 for another workflow. */
export async function checkoutExecution(
  ctx: SandboxContext,
  request: RouteRequest,
  action: string,
): Promise<ExecutionRecord> {
  const execution = await findExecution(ctx, request.params.code!, request.params.id!);
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

export function conflict(execution: ExecutionRecord, action: string, why: string): HttpError {
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
