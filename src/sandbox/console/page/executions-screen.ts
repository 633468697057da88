import { html, nothing, type TemplateResult } from 'lit';
import { executionLink, money, query, time, words, type Amount } from './format';
import { executionStatusCodes } from '../../../api/status-codes';
import { Screen } from './screen';
import { table } from './table';

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
            ${executionStatusCodes.map((status) => html`<option value=${status}>${words(status)}</option>`)}
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
      ${this.loading && this.executions.length === 0 ? nothing : this.#table()}
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
    return table(
      'Executions found',
      ['Merchant reference', 'Workflow', 'Amount', 'Status', 'Country', 'Created'],
      this.executions,
      (execution) => [
        html`<a href=${executionLink(execution.id)}>${execution.merchantReference}</a>`,
        words(execution.workflowCode),
        money(execution.amount),
        words(execution.status),
        execution.country ?? '—',
        time(execution.createdAt),
      ],
      'No executions match: run a payout or a checkout in the demo, or change the search.',
    );
  }
}
