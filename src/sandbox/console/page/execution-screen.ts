import { html, nothing, type TemplateResult } from 'lit';
import { renderNotification, type NotificationLog } from './deliveries';
import type { ExecutionSummary } from './executions-screen';
import { money, time, words, type Amount } from './format';
import { Screen } from './screen';

interface Execution {
  id: string;
  workflowCode: string;
  merchantReference: string;
  holderReference?: string;
  workspaceId: string;
  amount?: Amount;
  status: { code: string; time: string; reason?: { code: string; detail?: string } }[];
  actionRequired?: string;
}

interface Action {
  name: string;
  actionId: string;
  idempotencyKey?: string;
  executedAt: string;
  answer?: { status: number; body?: unknown };
}

interface FraudCheck {
  fraudId: string;
  actionId?: string;
  decision: string;
  operations: { id: string; type: string; result: string; decision: string; totalLatency?: string }[];
}

/** What the payer's page offers, by the execution's `actionRequired`: the console answers it for them. */
const payerChoices: Record<string, { path: string; field: string; choices: [string, string][] }> = {
  '3ds': {
    path: '/sandbox/3ds/',
    field: 'outcome',
    choices: [
      ['complete', 'Complete 3-D Secure'],
      ['fail', 'Fail 3-D Secure'],
    ],
  },
  redirect: {
    path: '/sandbox/redirect/',
    field: 'choice',
    choices: [
      ['approve', 'Approve payment'],
      ['fail', 'Fail payment'],
      ['cancel', 'Cancel payment'],
    ],
  },
};

/**
 * One execution's timeline: its status history, every action with what it answered, the fraud checks
 * its actions made, and the notifications sent for it with every delivery attempt (resend any).
 */
export class ExecutionScreen extends Screen {
  static override properties = {
    ...Screen.properties,
    execution: { state: true },
    actions: { state: true },
    frauds: { state: true },
    notifications: { state: true },
  };

  declare execution: Execution | undefined;
  declare actions: Action[];
  declare frauds: FraudCheck[];
  declare notifications: NotificationLog[];

  constructor() {
    super();
    this.actions = [];
    this.frauds = [];
    this.notifications = [];
  }

  get #id(): string {
    return this.params[0] ?? '';
  }

  protected get heading(): string {
    return this.execution ? `Execution ${this.execution.merchantReference}` : 'Execution';
  }

  protected async load(): Promise<void> {
    // An id, or a merchant reference (the demo's Merchant view links by its order's reference).
    const { executions } = await this.api.get<{ executions: ExecutionSummary[] }>(
      `/sandbox/executions?q=${encodeURIComponent(this.#id)}&size=5`,
    );
    const summary = executions.find(
      (execution) => execution.id === this.#id || execution.merchantReference === this.#id,
    );
    if (!summary) throw new Error(`No execution ${this.#id}.`);
    const id = summary.id;
    const [execution, { actions }, { frauds }, { notifications }] = await Promise.all([
      this.api.get<Execution>(`/merchant/workflows/${summary.workflowCode}/executions/${id}`),
      this.api.get<{ actions: Action[] }>(`/sandbox/executions/${id}/actions`),
      this.api.get<{ frauds: Omit<FraudCheck, 'operations'>[] }>(`/sandbox/executions/${id}/frauds`),
      this.api.get<{ notifications: NotificationLog[] }>('/sandbox/notifications'),
    ]);
    this.execution = execution;
    this.actions = actions;
    this.frauds = await Promise.all(
      frauds.map(async (check) => {
        const { results } = await this.api.get<{ results: FraudCheck['operations'] }>(
          `/payment/frauds/${check.fraudId}/operations?includeLatency=true`,
        );
        return { ...check, operations: results };
      }),
    );
    this.notifications = notifications.filter((log) => log.executionId === id);
  }

  protected renderBody(): TemplateResult | typeof nothing {
    const execution = this.execution;
    if (!execution) return nothing;
    return html`
      <p><a href="#/executions">All executions</a></p>
      <div class="card">
        <dl>
          <dt>Execution ID</dt>
          <dd class="mono">${execution.id}</dd>
          <dt>Workflow</dt>
          <dd>${words(execution.workflowCode)}</dd>
          <dt>Amount</dt>
          <dd>${money(execution.amount)}</dd>
          <dt>Holder reference</dt>
          <dd>${execution.holderReference ?? '—'}</dd>
          <dt>Status</dt>
          <dd>${words(execution.status.at(-1)!.code)}</dd>
        </dl>
      </div>
      ${this.#payerPage(execution)}
      <h3>Status history</h3>
      <ol class="timeline">
        ${execution.status.map(
          (status) =>
            html`<li>
              ${words(status.code)} · ${time(status.time)}
              ${status.reason ? html`<span class="error">(${status.reason.code})</span>` : nothing}
            </li>`,
        )}
      </ol>
      <h3>Actions</h3>
      ${this.actions.length === 0 ? html`<p class="muted">No action yet.</p>` : this.actions.map(renderAction)}
      <h3>Fraud checks</h3>
      ${this.frauds.length === 0 ? html`<p class="muted">No fraud check.</p>` : this.frauds.map(renderFraud)}
      <h3>Notifications</h3>
      ${
        this.notifications.length === 0
          ? html`<p class="muted">No notification was sent for it by this sandbox process.</p>`
          : this.notifications.map((log) =>
              renderNotification(
                log,
                this.actionButton(
                  'Resend',
                  () => this.api.change('POST', `/sandbox/notifications/${log.id}/redeliver`),
                  `${words(log.action)} notification sent again.`,
                  { secondary: true, name: `Resend ${log.id}` },
                ),
              ),
            )
      }
    `;
  }

  /** The payer's pending page (3-D Secure, a redirect method), answered from here as the payer would. */
  #payerPage(execution: Execution): TemplateResult | typeof nothing {
    const page = execution.actionRequired ? payerChoices[execution.actionRequired] : undefined;
    if (!page) return nothing;
    return html`<div class="card">
      <p>The payer has a page to answer (${execution.actionRequired}). Answer it for them:</p>
      <div class="row">
        ${page.choices.map(([value, label]) =>
          this.actionButton(
            label,
            () => this.api.answerPage(`${page.path}${execution.id}`, { [page.field]: value }),
            `${label}: done.`,
          ),
        )}
      </div>
    </div>`;
  }
}

function renderAction(action: Action): TemplateResult {
  return html`<div class="card">
    <p><strong>${words(action.name)}</strong> · ${time(action.executedAt)}</p>
    <p class="muted mono">Action ${action.actionId}; idempotency key ${action.idempotencyKey ?? 'none'}</p>
    ${
      action.answer
        ? html`<details>
            <summary>Answer ${action.answer.status}</summary>
            <pre>${JSON.stringify(action.answer.body, null, 2)}</pre>
          </details>`
        : html`<p class="muted">Its answer is no longer kept (answers are kept 24 hours).</p>`
    }
  </div>`;
}

function renderFraud(check: FraudCheck): TemplateResult {
  return html`<div class="card">
    <p><strong>Fraud check ${check.decision}</strong> <span class="muted mono">${check.fraudId}</span></p>
    <ul>
      ${check.operations.map(
        (operation) =>
          html`<li>
            ${operation.type}: ${operation.result}, ${operation.decision}
            ${operation.totalLatency ? html`<span class="muted">(${operation.totalLatency})</span>` : nothing}
          </li>`,
      )}
    </ul>
  </div>`;
}
