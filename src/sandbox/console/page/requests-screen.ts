import { html, type TemplateResult } from 'lit';
import { time } from './format';
import { Screen } from './screen';
import { table } from './table';

interface LoggedRequest {
  seq: number;
  time: string;
  host: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  idempotencyKey?: string;
}

/** Rows shown at most: the newest. */
const shown = 200;

/**
 * Every request the sandbox answered, newest first (what `railkit-sandbox logs` prints), filtered by
 * status class and path: a fault set on the Test controls screen shows here as the 5xx it answered.
 */
export class RequestsScreen extends Screen {
  static override properties = {
    ...Screen.properties,
    requests: { state: true },
    statusClass: { state: true },
    pathPart: { state: true },
  };

  declare requests: LoggedRequest[];
  /** `4` for 4xx, `5` for 5xx; empty: every status. */
  declare statusClass: string;
  declare pathPart: string;

  constructor() {
    super();
    this.requests = [];
    this.statusClass = '';
    this.pathPart = '';
  }

  protected get heading(): string {
    return 'Requests';
  }

  protected async load(): Promise<void> {
    const { entries } = await this.api.get<{ entries: LoggedRequest[] }>('/sandbox/requests?after=0');
    this.requests = entries.reverse();
  }

  #filter(event: Event): void {
    const form = (event.target as HTMLElement).closest('form')!;
    const data = new FormData(form);
    this.statusClass = String(data.get('status') ?? '');
    this.pathPart = String(data.get('path') ?? '').trim();
  }

  protected renderBody(): TemplateResult {
    const rows = this.requests
      .filter((request) => !this.statusClass || String(request.status).startsWith(this.statusClass))
      .filter((request) => !this.pathPart || request.path.includes(this.pathPart))
      .slice(0, shown);
    return html`
      <form
        aria-label="Filter requests"
        @input=${this.#filter}
        @submit=${(event: Event) => event.preventDefault()}
      >
        <label
          >Status
          <select name="status">
            <option value="">Any</option>
            <option value="2">2xx</option>
            <option value="4">4xx</option>
            <option value="5">5xx</option>
          </select>
        </label>
        <label>Path contains <input name="path" type="search" autocomplete="off" /></label>
      </form>
      <p class="muted">
        The requests this sandbox process answered, newest first; the console's own reads included.
      </p>
      ${table(
        'Requests answered',
        ['Time', 'Method', 'Path', 'Status', 'Took', 'Idempotency key'],
        rows,
        (request) => [
          time(request.time),
          request.method,
          html`<span class="mono">${request.path}</span>`,
          request.status >= 500 ? html`<span class="error">${request.status}</span>` : String(request.status),
          `${request.ms} ms`,
          html`<span class="mono">${request.idempotencyKey ?? '—'}</span>`,
        ],
        'No request matches.',
      )}
    `;
  }
}
