import { html, nothing, type TemplateResult } from 'lit';
import type { NotificationLog } from '../../platform/notifications/notifications';
import { time, words } from './format';
import { table } from './table';

/** A notification and its attempts, as `GET /sandbox/notifications` lists them. */
export type { NotificationLog };
type Attempt = NotificationLog['attempts'][number];

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
  return html`<div class="card">
    <div class="row">
      <strong>${words(log.action)} · ${words(log.state)}</strong>
      <span class="muted">${time(log.createdAt)}</span>
      ${actions}
    </div>
    <p class="muted mono">Event ${log.event}, id ${log.id}</p>
    ${log.nextAttemptAt ? html`<p>Next retry: ${time(log.nextAttemptAt)}</p>` : nothing}
    ${table(
      `Delivery attempts of ${words(log.action)} notification ${log.id}`,
      ['Attempt', 'Time', 'URL', 'Answer', 'Took', 'Signature header'],
      log.attempts,
      (attempt) => [
        `${attempt.attempt}${attempt.redelivery ? ' (resent)' : ''}`,
        time(attempt.time),
        html`<span class="mono">${attempt.url}</span>`,
        answerOf(attempt),
        `${attempt.latencyMs} ms`,
        html`<span class="mono">${attempt.signature ?? '—'}</span>`,
      ],
      'No attempt yet.',
    )}
  </div>`;
}
