import { html, nothing, type TemplateResult } from 'lit';
import { time, words } from './format';

/** One delivery attempt, as `GET /sandbox/notifications` lists it. */
export interface Attempt {
  url: string;
  attempt: number;
  status: number | null;
  error?: string;
  time: string;
  latencyMs: number;
  signature?: string;
  redelivery?: boolean;
}

export interface NotificationLog {
  id: string;
  event: string;
  action: string;
  actionId: string;
  executionId: string;
  createdAt: string;
  state: string;
  attempts: Attempt[];
  nextAttemptAt?: string;
}

function answerOf(attempt: Attempt): TemplateResult {
  if (attempt.status === null)
    return html`<span class="error">No answer: ${attempt.error ?? 'failed'}</span>`;
  const ok = attempt.status >= 200 && attempt.status < 300;
  return html`<span class=${ok ? 'good' : 'error'}>${attempt.status}</span>`;
}

/**
 * A notification and every attempt to deliver it: URL, the endpoint's answer, how long it took, the
 * signature header it carried, and when the next retry comes. `actions` are the screen's buttons.
 */
export function renderNotification(log: NotificationLog, actions: TemplateResult): TemplateResult {
  const caption = `${words(log.action)} notification ${log.id}`;
  return html`<div class="card">
    <div class="row">
      <strong>${words(log.action)} · ${words(log.state)}</strong>
      <span class="muted">${time(log.createdAt)}</span>
      ${actions}
    </div>
    <p class="muted mono">Event ${log.event}, id ${log.id}</p>
    ${log.nextAttemptAt ? html`<p>Next retry: ${time(log.nextAttemptAt)}</p>` : nothing}
    ${
      log.attempts.length === 0
        ? html`<p class="muted">No attempt yet.</p>`
        : html`<div class="table" tabindex="0" role="region" aria-label=${`Delivery attempts of ${caption}`}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Attempt</th>
                  <th scope="col">Time</th>
                  <th scope="col">URL</th>
                  <th scope="col">Answer</th>
                  <th scope="col">Took</th>
                  <th scope="col">Signature header</th>
                </tr>
              </thead>
              <tbody>
                ${log.attempts.map(
                  (attempt) =>
                    html`<tr>
                      <td>${attempt.attempt}${attempt.redelivery ? ' (resent)' : ''}</td>
                      <td>${time(attempt.time)}</td>
                      <td class="mono">${attempt.url}</td>
                      <td>${answerOf(attempt)}</td>
                      <td>${attempt.latencyMs} ms</td>
                      <td class="mono">${attempt.signature ?? '—'}</td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }
  </div>`;
}
