import * as z from 'zod/mini';
import { fromUnits } from '../shared/amounts';
import { type RouteRequest, type SandboxContext } from '../../http/context';
import { HttpError, httpError, invalidParam, type HttpResponse } from '../../http/responses';
import { escapeHtml, htmlPage } from '../../docs/html-page';
import { currentStatus, type ExecutionRecord } from '../../storage/store';
import { type PaymentRecord } from './payments';
import { conflict } from './checkout-execution';

// The 3-D Secure challenge page: plain HTML, a form, no script.

export const pageCss =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f5f7;color:#1b1f24}' +
  'main{background:#fff;padding:2rem;border-radius:12px;max-width:26rem;box-shadow:0 2px 12px #0002}' +
  'h1{font-size:1.25rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#57606a}' +
  'dd{margin:0}.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid #1b1f24;cursor:pointer}' +
  'button[value=complete]{background:#1b1f24;color:#fff}';

function challengeHtml(title: string, main: string): HttpResponse {
  return htmlPage({ title, css: pageCss, main, headers: { 'cache-control': 'no-store' } });
}

/** The execution waiting for its 3-D Secure challenge, else 404 / 409. */
async function challengedExecution(
  ctx: SandboxContext,
  executionId: string,
): Promise<{ execution: ExecutionRecord; payment: PaymentRecord }> {
  const execution = await ctx.store.readExecution(executionId);
  const payment = execution && ctx.payments.payment(execution.id);
  if (!execution || !payment) {
    throw httpError(404, 'request.not-found', `No payment of execution ${executionId} waits for 3-D Secure.`);
  }
  if (payment.state !== 'awaiting3ds') {
    throw conflict(
      execution,
      'complete 3-D Secure for',
      'no challenge is waiting (it was completed already, or never needed)',
    );
  }
  return { execution, payment };
}

export async function challengePage(ctx: SandboxContext, request: RouteRequest): Promise<HttpResponse> {
  const { execution, payment } = await challengedExecution(ctx, request.params.executionId!);
  const action = `/sandbox/3ds/${encodeURIComponent(execution.id)}`;
  return challengeHtml(
    'Railkit sandbox: 3-D Secure',
    `<h1>3-D Secure challenge</h1><p>The sandbox stands in for the card issuer. Choose how the cardholder's authentication ends.</p>` +
      `<dl><dt>Amount</dt><dd>${escapeHtml(`${fromUnits(payment.authorized)} ${payment.currency}`)}</dd>` +
      `<dt>Order</dt><dd>${escapeHtml(execution.merchantReference)}</dd></dl>` +
      `<form method="post" action="${escapeHtml(action)}"><div class="actions">` +
      `<button type="submit" name="outcome" value="complete">Complete</button>` +
      `<button type="submit" name="outcome" value="fail">Fail</button></div></form>`,
  );
}

export const challengeFormSchema = z.object({ outcome: z.enum(['complete', 'fail']) });

export async function completeChallenge(ctx: SandboxContext, request: RouteRequest): Promise<HttpResponse> {
  const form = challengeFormSchema.safeParse(request.body);
  if (!form.success) {
    throw new HttpError(
      400,
      invalidParam(
        'outcome',
        'enum',
        'outcome must be "complete" or "fail" (the buttons of the challenge page).',
      ),
    );
  }
  const { execution, payment } = await challengedExecution(ctx, request.params.executionId!);
  const success = form.data.outcome === 'complete';
  ctx.payments.completeChallenge(execution, success);
  // Spec 4.2: without a specific error flow the consumer goes to the success URL.
  const target = success
    ? payment.returnInfo?.success
    : (payment.returnInfo?.error ?? payment.returnInfo?.success);
  if (target) return { status: 303, headers: { location: target, 'cache-control': 'no-store' } };
  return challengeHtml(
    'Railkit sandbox: 3-D Secure',
    `<h1>Authentication ${success ? 'completed' : 'failed'}</h1><p>The payment is now ${escapeHtml(currentStatus(execution))}. You can close this window.</p>`,
  );
}
