import type { Execution } from '../../../api/schemas/execution';
import { requireExecutionAccess, requireScope } from '../../http/auth';
import { principalOf, type RouteRequest, type SandboxContext } from '../../http/context';
import { httpError, type HttpResponse } from '../../http/responses';
import { isFinal, type ExecutionRecord } from '../../storage/store';

/** Longest `?wait=` a long poll may ask for, in seconds. */
export const maxWaitSeconds = 30;

export function executionUrl(ctx: SandboxContext, execution: ExecutionRecord): string {
  return `${ctx.apiUrl}/merchant/workflows/${execution.workflowCode}/executions/${execution.id}`;
}

/** The execution of `workflowCode` with `id`, or 404 `request.not-found`. */
export async function findExecution(
  ctx: SandboxContext,
  workflowCode: string,
  id: string,
): Promise<ExecutionRecord> {
  const execution = await ctx.store.readExecution(id);
  if (!execution || execution.workflowCode !== workflowCode) {
    throw httpError(404, 'request.not-found', `No ${workflowCode} execution with id ${id}.`);
  }
  return execution;
}

/** The execution as the API shows it (contract 8); links offer the actions still possible. */
export function executionView(ctx: SandboxContext, execution: ExecutionRecord): Execution {
  const self = executionUrl(ctx, execution);
  const links: Execution['links'] = { self };
  if (execution.workflowCode === 'payout' && !execution.payout) {
    links.payout = { method: 'POST', href: `${self}/payout` };
  }
  // Checkout links follow the payment: authorize, consumerWait (3DS), capture, cancel, refund.
  Object.assign(links, ctx.payments.executionLinks(execution, self));
  const actionRequired = ctx.payments.actionRequired(execution.id);
  return {
    id: execution.id,
    workflowCode: execution.workflowCode,
    merchantReference: execution.merchantReference,
    ...(execution.holderReference !== undefined ? { holderReference: execution.holderReference } : {}),
    workspaceId: execution.workspaceId,
    ...(execution.amount ? { amount: execution.amount } : {}),
    status: execution.status.map((status) => ({ ...status })),
    ...(actionRequired ? { actionRequired } : {}),
    links,
  };
}

/** `GET /merchant/workflows/:code/executions/:id[?wait=seconds]`. */
export async function handleGetExecution(ctx: SandboxContext, request: RouteRequest): Promise<HttpResponse> {
  const principal = principalOf(request);
  requireScope(principal, 'executions:read');
  let execution = await findExecution(ctx, request.params.code!, request.params.id!);
  requireExecutionAccess(principal, execution.id);
  const waitSeconds = parseWait(request.url.searchParams.get('wait'));
  if (waitSeconds > 0 && !isFinal(execution)) {
    await waitForFinal(ctx, execution, waitSeconds * 1000, request.signal);
    // Read again: a change another sandbox process wrote replaced the record, not the object.
    execution = await findExecution(ctx, request.params.code!, request.params.id!);
  }
  return { status: 200, body: executionView(ctx, execution) };
}

function parseWait(raw: string | null): number {
  if (raw === null || raw === '') return 0;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > maxWaitSeconds) {
    throw httpError(
      400,
      'request.param.invalid',
      `wait must be a number of seconds from 0 to ${maxWaitSeconds}.`,
      {
        field: 'wait',
        rule: 'range',
      },
    );
  }
  return seconds;
}

/** Resolves when the execution reaches a final status, the time is up, or the caller goes away. */
function waitForFinal(
  ctx: SandboxContext,
  execution: ExecutionRecord,
  ms: number,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    const stopListening = ctx.store.onStatusChange(execution.id, (changed) => {
      if (isFinal(changed)) done();
    });
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      stopListening();
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
