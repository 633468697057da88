import { html, type TemplateResult } from 'lit';
import { time } from './format';
import { Screen } from './screen';

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
      <div class="table" tabindex="0" role="region" aria-label="Requests answered">
        <table>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Method</th>
              <th scope="col">Path</th>
              <th scope="col">Status</th>
              <th scope="col">Took</th>
              <th scope="col">Idempotency key</th>
            </tr>
          </thead>
          <tbody>
            ${rows.map(
              (request) =>
                html`<tr>
                  <td>${time(request.time)}</td>
                  <td>${request.method}</td>
                  <td class="mono">${request.path}</td>
                  <td class=${request.status >= 500 ? 'error' : ''}>${request.status}</td>
                  <td>${request.ms} ms</td>
                  <td class="mono">${request.idempotencyKey ?? '—'}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>
    `;
  }
}
