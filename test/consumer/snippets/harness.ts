// What a snippet's page module (`<program>/page.ts`) gives it, as a merchant's page would: a session from
// the merchant's server (test/consumer/app/server.mjs), the containers and buttons the snippet names, and
// where its results show. No import of railkit's code: the script-tag page loads this too.
import type { ClientInitResponse } from 'railkit';

/** What the program asks the merchant's server for: a new session, or the one of an order. */
export interface SessionRequest {
  workflowCode: 'payout' | 'checkout';
  country: string;
  currency?: string;
}

interface Session {
  merchantReference: string;
  config: ClientInitResponse;
}

async function post(path: string, body?: unknown): Promise<Session> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as Session;
}

/**
 * A new session from the merchant's server, or, on a page a redirect came back to (`?order=`), the same
 * session's config again. The order's reference goes on `<main data-order>` for the test to read.
 */
export async function fetchSession(request: SessionRequest): Promise<ClientInitResponse> {
  const order = new URLSearchParams(location.search).get('order');
  const session = order ? await post(`/api/sessions/${order}`) : await post('/api/sessions', request);
  Object.assign(main().dataset, { order: session.merchantReference, workflow: request.workflowCode });
  return session.config;
}

/** Where the redirect method's page sends the payer back: the program's return page, with the order. */
export function returnPageUrls(): { success: string; error: string; pending: string; cancel: string } {
  const order = main().dataset.order ?? '';
  const at = (outcome: string) =>
    new URL(`redirect-return-page.html?order=${order}&return=${outcome}`, location.href).href;
  return { success: at('success'), error: at('error'), pending: at('pending'), cancel: at('cancel') };
}

function main(): HTMLElement {
  return document.querySelector('main')!;
}

/** An empty `<div id>` for the snippet to mount into. */
export function container(id: string): HTMLElement {
  return main().appendChild(Object.assign(document.createElement('div'), { id }));
}

export function button(label: string): HTMLButtonElement {
  return main().appendChild(
    Object.assign(document.createElement('button'), { type: 'button', textContent: label }),
  );
}

export function checkbox(label: string): HTMLInputElement {
  const input = Object.assign(document.createElement('input'), { type: 'checkbox' });
  const wrapper = main().appendChild(document.createElement('label'));
  wrapper.append(input, ` ${label}`);
  return input;
}

/** The page's own line for results (`status`, named Result) or problems (`alert`, named Problem). */
function line(role: 'status' | 'alert'): HTMLElement {
  const name = role === 'status' ? 'Result' : 'Problem';
  const existing = document.querySelector<HTMLElement>(`main > [aria-label="${name}"]`);
  const created = Object.assign(document.createElement('p'), { role, ariaLabel: name });
  return existing ?? main().appendChild(created);
}

/** The outcome as a payer reads it: "Payout success", "Payment error" (never an id or a code). */
export function showResult(result: { status: string }): void {
  const what = main().dataset.workflow === 'payout' ? 'Payout' : 'Payment';
  line('status').textContent = `${what} ${result.status}`;
}

/** A call that rejected: invalid input is shown by the form itself; anything else is said here. */
export function showProblem(error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'validation.failed') return;
  line('alert').textContent = error instanceof Error ? error.message : String(error);
}
