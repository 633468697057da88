import * as z from 'zod/mini';
import { escapeHtml, htmlPage } from '../../docs/html-page';
import { type RouteRequest, type SandboxContext } from '../../http/context';
import { HttpError, httpError, invalidParam, type HttpResponse } from '../../http/responses';
import { currentStatus, type ExecutionRecord } from '../../storage/store';
import { fromUnits } from '../shared/amounts';
import { checkoutMethod } from './methods';
import type { PaymentRecord, RedirectChoice } from './payments';
import { pageCss } from './three-ds';
import { saveMethodInstrument } from './saved-methods';

// The page a redirect method's `links.consumerWait` opens: the sandbox stands in for iDEAL, Bancontact,
// PayPal or a bank, and the payer chooses how it ends. Plain HTML, a form, and one constant script:
// WebKit shows this page again from its back-forward cache when the payer comes Back from the shop,
// `no-store` notwithstanding, with the choices of a payment already answered; shown so, it reloads.
const reloadWhenRestored = "addEventListener('pageshow',function(e){if(e.persisted)location.reload()});";

export const redirectFormSchema = z.object({ choice: z.enum(['approve', 'fail', 'cancel', 'pending']) });

const choices: readonly [RedirectChoice, string][] = [
  ['approve', 'Approve'],
  ['fail', 'Fail'],
  ['cancel', 'Cancel'],
  ['pending', 'Leave pending'],
];

function page(main: string): HttpResponse {
  return htmlPage({
    title: 'Railkit sandbox: payment method page',
    css: pageCss + '.actions{flex-wrap:wrap}',
    main,
    script: reloadWhenRestored,
    headers: { 'cache-control': 'no-store' },
  });
}

async function redirectPayment(ctx: SandboxContext, executionId: string) {
  const execution = await ctx.store.readExecution(executionId);
  const payment = execution && ctx.payments.payment(execution.id);
  if (!execution || !payment || payment.paymentMethodCode === undefined) {
    throw httpError(
      404,
      'request.not-found',
      `No payment of execution ${executionId} runs through a redirect.`,
    );
  }
  return { execution, payment };
}

/** Where the consumer returns (spec 4.2: without a specific flow, to the success URL). */
function returnUrl(payment: PaymentRecord, choice: RedirectChoice): string | undefined {
  const info = payment.returnInfo ?? {};
  const specific = { approve: info.success, fail: info.error, cancel: info.cancel, pending: info.pending }[
    choice
  ];
  return specific ?? info.success;
}

/** What a person reads of where the payment stands, and which of the shop's return addresses fits it. */
function standing(execution: ExecutionRecord, payment: PaymentRecord): { words: string; back?: string } {
  const info = payment.returnInfo ?? {};
  const status = currentStatus(execution);
  if (status === 'authorizeSuccessful') return { words: 'It was approved.', back: info.success };
  if (status === 'authorizePending') {
    return { words: 'It is waiting for the bank.', back: info.pending ?? info.success };
  }
  const cancelled = execution.status.at(-1)?.reason?.code === 'payment.cancelled';
  return cancelled
    ? { words: 'It was cancelled: nothing was paid.', back: info.cancel ?? info.success }
    : { words: 'It was declined: nothing was paid.', back: info.error ?? info.success };
}

/** Answered already (a reload, Back): says so in words, and links back to the shop, changing nothing. */
function answeredPage(execution: ExecutionRecord, payment: PaymentRecord): HttpResponse {
  const { words, back } = standing(execution, payment);
  return page(
    `<h1>This payment was already answered</h1><p>${words} Nothing was changed.</p>` +
      (back ? `<p><a href="${escapeHtml(back)}">Back to the shop</a></p>` : ''),
  );
}

export async function redirectPage(ctx: SandboxContext, request: RouteRequest): Promise<HttpResponse> {
  const { execution, payment } = await redirectPayment(ctx, request.params.executionId!);
  if (payment.state !== 'awaitingRedirect') return answeredPage(execution, payment);
  const method = checkoutMethod(payment.paymentMethodCode!);
  const action = `/sandbox/redirect/${encodeURIComponent(execution.id)}`;
  const buttons = choices
    .map(([value, label]) => `<button type="submit" name="choice" value="${value}">${label}</button>`)
    .join('');
  return page(
    `<h1>${escapeHtml(method?.displayName ?? payment.paymentMethodCode!)}</h1>` +
      `<p>The sandbox stands in for the payment method's own page. Choose how the payment ends.</p>` +
      (payment.storeInstrument
        ? `<p>Approve also sets up a billing agreement with ${escapeHtml(method?.displayName ?? 'this method')}, so your next payments to this shop need no visit here. You can remove it at checkout.</p>`
        : '') +
      `<dl><dt>Amount</dt><dd>${escapeHtml(`${fromUnits(payment.authorized)} ${payment.currency}`)}</dd>` +
      `<dt>Order</dt><dd>${escapeHtml(execution.merchantReference)}</dd></dl>` +
      `<form method="post" action="${escapeHtml(action)}"><div class="actions">${buttons}</div></form>`,
  );
}

export async function completeRedirectPage(
  ctx: SandboxContext,
  request: RouteRequest,
): Promise<HttpResponse> {
  const form = redirectFormSchema.safeParse(request.body);
  if (!form.success) {
    throw new HttpError(
      400,
      invalidParam(
        'choice',
        'enum',
        'choice must be approve, fail, cancel or pending (the buttons of the page).',
      ),
    );
  }
  const { execution, payment } = await redirectPayment(ctx, request.params.executionId!);
  if (!ctx.payments.completeRedirect(execution, form.data.choice)) {
    return answeredPage(execution, payment);
  }
  if (form.data.choice === 'approve' && payment.storeInstrument) {
    await saveMethodInstrument(ctx, execution, payment.paymentMethodCode!, undefined);
  }
  const target = returnUrl(payment, form.data.choice);
  if (target) return { status: 303, headers: { location: target, 'cache-control': 'no-store' } };
  return page(`<h1>Done</h1><p>${standing(execution, payment).words} You can close this window.</p>`);
}
