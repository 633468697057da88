import { html, nothing, type TemplateResult } from 'lit';
import { executionLink, money, query, time, words, type Amount } from './format';
import { Screen } from './screen';

/** One execution as `GET /sandbox/executions` lists it. */
export interface ExecutionSummary {
  id: string;
  workflowCode: string;
  merchantReference: string;
  amount?: Amount;
  country?: string;
  status: string;
  createdAt: string;
  updatedAt: string;
}

interface Search {
  q?: string;
  status?: string;
  workflow?: string;
  country?: string;
  from?: string;
}

/** The statuses a search can ask for, in the order an execution passes them. */
const statuses = [
  'created',
  'payoutRequested',
  'payoutPending',
  'payoutSuccessful',
  'payoutFailed',
  'authorizeRequested',
  'authorizePending',
  'authorizeSuccessful',
  'authorizeFailed',
  'captureSuccessful',
  'cancelSuccessful',
  'refundSuccessful',
];

/**
 * Every payment and payout, newest first, found by reference, id, status, workflow, country and time;
 * each opens its timeline. New executions appear as they are made (the app's live revision).
 */
export class ExecutionsScreen extends Screen {
  static override properties = {
    ...Screen.properties,
    executions: { state: true },
    next: { state: true },
    pages: { state: true },
  };

  declare executions: ExecutionSummary[];
  /** The `before` of the next (older) page, or null at the end. */
  declare next: string | null;
  /** The `before` of each page shown so far (undefined: the newest); the last is the current one. */
  declare pages: (string | undefined)[];
  #search: Search = {};

  constructor() {
    super();
    this.executions = [];
    this.next = null;
    this.pages = [undefined];
  }

  protected get heading(): string {
    return 'Executions';
  }

  protected async load(): Promise<void> {
    const before = this.pages.at(-1);
    const answer = await this.api.get<{ executions: ExecutionSummary[]; next: string | null }>(
      `/sandbox/executions${query({ ...this.#search, before, size: 25 })}`,
    );
    this.executions = answer.executions;
    this.next = answer.next;
  }

  #submit(event: SubmitEvent): void {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    const from = text('from');
    this.#search = {
      q: text('q'),
      status: text('status'),
      workflow: text('workflow'),
      country: text('country')?.toUpperCase(),
      from: from ? new Date(from).toISOString() : undefined,
    };
    this.pages = [undefined];
    void this.reload();
  }

  #page(pages: (string | undefined)[]): void {
    this.pages = pages;
    void this.reload().then(() => this.focusHeading());
  }

  protected renderBody(): TemplateResult {
    return html`
      <form role="search" aria-label="Search executions" @submit=${this.#submit}>
        <label>Reference or execution ID <input name="q" type="search" autocomplete="off" /></label>
        <label
          >Status
          <select name="status">
            <option value="">Any</option>
            ${statuses.map((status) => html`<option value=${status}>${words(status)}</option>`)}
          </select>
        </label>
        <label
          >Workflow
          <select name="workflow">
            <option value="">Any</option>
            <option value="payout">Payout</option>
            <option value="checkout">Checkout</option>
          </select>
        </label>
        <label>Country <input name="country" maxlength="2" autocomplete="off" size="4" /></label>
        <label>Created from <input name="from" type="datetime-local" /></label>
        <button type="submit">Search</button>
      </form>
      ${
        this.executions.length === 0 && !this.loading
          ? html`<p>No executions match. Run a payout or a checkout in the demo, or change the search.</p>`
          : this.#table()
      }
      <div class="row">
        ${
          this.pages.length > 1
            ? html`<button type="button" class="secondary" @click=${() => this.#page([undefined])}>
                Newest
              </button>`
            : nothing
        }
        ${
          this.next
            ? html`<button
                type="button"
                class="secondary"
                @click=${() => this.#page([...this.pages, this.next!])}
              >
                Older
              </button>`
            : nothing
        }
      </div>
    `;
  }

  #table(): TemplateResult {
    return html`<div class="table" tabindex="0" role="region" aria-label="Executions found">
      <table>
        <thead>
          <tr>
            <th scope="col">Merchant reference</th>
            <th scope="col">Workflow</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Country</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          ${this.executions.map(
            (execution) =>
              html`<tr>
                <td><a href=${executionLink(execution.id)}>${execution.merchantReference}</a></td>
                <td>${words(execution.workflowCode)}</td>
                <td>${money(execution.amount)}</td>
                <td>${words(execution.status)}</td>
                <td>${execution.country ?? '—'}</td>
                <td>${time(execution.createdAt)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }
}
