import * as z from 'zod/mini';
import { fromUnits } from '../shared/amounts';
import { type RouteRequest, type SandboxContext } from '../../http/context';
import { HttpError, httpError, invalidParam, type HttpResponse } from '../../http/responses';
import { escapeHtml, htmlPage } from '../../docs/html-page';
import { currentStatus, type ExecutionRecord } from '../../storage/store';
import { type PaymentRecord } from './payments';
import { conflict } from './checkout-execution';

// The 3-D Secure challenge page: plain HTML, a form, and no script but the framed challenge's last page.
//
// It knows which of two ways it is shown, as authorize said (`paymentComposition[0].threeDSecure`):
// - `frame`: in a frame of the shop's page (the SDK's dialog). It may be framed by `parentOrigin` only, and
//   it ends on its own page, which posts the outcome to that origin; the frame never goes to returnInfo.
// - `redirect`: the payer's whole window. It may not be framed, and it ends by a 303 to returnInfo.
// Unsaid (a merchant's server that does not say): as `redirect`, but framing is not refused.

export const pageCss =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f5f7;color:#1b1f24}' +
  'main{background:#fff;padding:2rem;border-radius:12px;max-width:26rem;box-shadow:0 2px 12px #0002}' +
  'h1{font-size:1.25rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#57606a}' +
  'dd{margin:0}.actions{display:flex;gap:.75rem;margin-top:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid #1b1f24;cursor:pointer}' +
  'button[value=complete]{background:#1b1f24;color:#fff}';

/** What the last page of a framed challenge posts to the page that frames it (docs/sandbox-api.md). */
export interface ChallengeEndedMessage {
  type: 'railkit:3ds-challenge-ended';
  executionId: string;
  outcome: 'completed' | 'failed';
}

/**
 * The framed challenge's last page: posts the outcome to the framing page, only to the origin authorize
 * named (a constant script allowed by its hash, reading its values from the markup). The outcome is a
 * hint that the challenge is over; the framing page then reads the execution, which says how it ended.
 */
export const challengeEndedScript =
  "const end=document.querySelector('[data-parent-origin]');" +
  'if(end&&window.parent!==window)window.parent.postMessage(' +
  "{type:'railkit:3ds-challenge-ended',executionId:end.dataset.executionId,outcome:end.dataset.outcome}," +
  'end.dataset.parentOrigin);';

/** Who may frame the page: only the framing page's origin, nobody for a redirect, anyone when unsaid. */
function frameAncestors(payment: PaymentRecord): string | undefined {
  const display = payment.threeDSecure;
  if (display?.challenge === 'redirect') return `frame-ancestors 'none'`;
  if (display?.parentOrigin) return `frame-ancestors ${display.parentOrigin}`;
  return undefined;
}

function challengeHtml(payment: PaymentRecord, main: string, script?: string): HttpResponse {
  return htmlPage({
    title: 'Railkit sandbox: 3-D Secure',
    css: pageCss,
    main,
    cspExtra: frameAncestors(payment),
    headers: { 'cache-control': 'no-store' },
    ...(script === undefined ? {} : { script }),
  });
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
    payment,
    `<h1>3-D Secure challenge</h1><p>The sandbox stands in for the card issuer. Choose how the cardholder's authentication ends.</p>` +
      `<dl><dt>Amount</dt><dd>${escapeHtml(`${fromUnits(payment.authorized)} ${payment.currency}`)}</dd>` +
      `<dt>Order</dt><dd>${escapeHtml(execution.merchantReference)}</dd></dl>` +
      `<form method="post" action="${escapeHtml(action)}"><div class="actions">` +
      `<button type="submit" name="outcome" value="complete">Complete</button>` +
      `<button type="submit" name="outcome" value="fail">Fail</button></div></form>`,
  );
}

export const challengeFormSchema = z.object({ outcome: z.enum(['complete', 'fail']) });

/**
 * The end of a challenge shown in a frame: the frame stays on the platform's page, which tells the
 * framing page (at `parentOrigin`, when authorize named it) and says in words that the shop goes on.
 */
function framedEnd(execution: ExecutionRecord, payment: PaymentRecord, success: boolean): HttpResponse {
  const parentOrigin = payment.threeDSecure?.parentOrigin;
  const words = success
    ? '<h1>Payment confirmed</h1><p>You confirmed the payment with your bank. The shop shows what happens next.</p>'
    : '<h1>Payment not confirmed</h1><p>Your bank could not confirm the payment. The shop shows what you can do next.</p>';
  if (!parentOrigin) return challengeHtml(payment, words);
  const outcome: ChallengeEndedMessage['outcome'] = success ? 'completed' : 'failed';
  const data =
    `<div hidden data-parent-origin="${escapeHtml(parentOrigin)}"` +
    ` data-execution-id="${escapeHtml(execution.id)}" data-outcome="${outcome}"></div>`;
  return challengeHtml(payment, words + data, challengeEndedScript);
}

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
  // In a frame the payer never left the shop's page: returnInfo is not where this frame goes.
  if (payment.threeDSecure?.challenge === 'frame') return framedEnd(execution, payment, success);
  // Spec 4.2: without a specific error flow the consumer goes to the success URL.
  const target = success
    ? payment.returnInfo?.success
    : (payment.returnInfo?.error ?? payment.returnInfo?.success);
  if (target) return { status: 303, headers: { location: target, 'cache-control': 'no-store' } };
  return challengeHtml(
    payment,
    `<h1>Authentication ${success ? 'completed' : 'failed'}</h1><p>The payment is now ${escapeHtml(currentStatus(execution))}. You can close this window.</p>`,
  );
}
