import { html, type TemplateResult } from 'lit';
import type { ExecutionSummary } from './executions-screen';
import { executionLink, money, time } from './format';
import { Screen } from './screen';

interface Fault {
  route: string;
  kind: string;
  remaining: number;
  delayMs: number;
  executionId?: string;
}

interface Clock {
  now: string;
  offsetSeconds: number;
}

const faultRoutes: [string, string][] = [
  ['*', 'Every route'],
  ['payout', 'Payouts'],
  ['authorize', 'Authorizations'],
  ['payment-actions', 'Captures, cancels, refunds, lookups'],
  ['client-init', 'Client init'],
  ['instruments', 'Instruments'],
  ['execution', 'Execution reads'],
  ['tokenize', 'Vault tokenize'],
  ['records', 'Vault records'],
  ['workspaces', 'Workspaces'],
];

const faultKinds: [string, string][] = [
  ['unavailable', '503 service unavailable'],
  ['drop-response', 'Dropped answer (the work is done)'],
  ['delay', 'Latency'],
];

/** `Payouts: 503 service unavailable, 2 more requests`. */
function describeFault(fault: Fault): string {
  const route = faultRoutes.find(([value]) => value === fault.route)?.[1] ?? fault.route;
  const kind = faultKinds.find(([value]) => value === fault.kind)?.[1] ?? fault.kind;
  const delay = fault.kind === 'delay' ? ` (${fault.delayMs} ms)` : '';
  return `${route}: ${kind}${delay}, ${fault.remaining} more ${fault.remaining === 1 ? 'request' : 'requests'}`;
}

const units: [string, number][] = [
  ['minutes', 60],
  ['hours', 3_600],
  ['days', 86_400],
];

/**
 * The test controls, as the `/sandbox/*` routes offer them: faults (latency, dropped answers, 5xx), the
 * clock (moving it on settles what is due, such as an overnight payout), the payers' pending pages
 * (3-D Secure, redirect methods), and a reset of them all.
 */
export class ControlScreen extends Screen {
  static override properties = {
    ...Screen.properties,
    faults: { state: true },
    clock: { state: true },
    waiting: { state: true },
  };

  declare faults: Fault[];
  declare clock: Clock | undefined;
  /** Payments waiting for the payer's page (3-D Secure, a redirect method). */
  declare waiting: ExecutionSummary[];

  constructor() {
    super();
    this.faults = [];
    this.waiting = [];
  }

  protected get heading(): string {
    return 'Test controls';
  }

  protected async load(): Promise<void> {
    const [{ faults }, clock, { executions }] = await Promise.all([
      this.api.get<{ faults: Fault[] }>('/sandbox/faults'),
      this.api.get<Clock>('/sandbox/clock'),
      this.api.get<{ executions: ExecutionSummary[] }>('/sandbox/executions?status=authorizePending&size=20'),
    ]);
    this.faults = faults;
    this.clock = clock;
    this.waiting = executions;
  }

  #addFault(event: SubmitEvent): void {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const number = (name: string) => (data.get(name) ? Number(data.get(name)) : undefined);
    const executionId = String(data.get('executionId') ?? '').trim();
    const fault = {
      route: String(data.get('route')),
      kind: String(data.get('kind')),
      times: number('times'),
      ...(data.get('kind') === 'delay' ? { delayMs: number('delayMs') } : {}),
      ...(executionId ? { executionId } : {}),
    };
    void this.act('Add fault', () => this.api.change('POST', '/sandbox/faults', fault), 'Fault added.');
  }

  #advance(event: SubmitEvent): void {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const seconds = Number(data.get('amount')) * Number(data.get('unit'));
    void this.act(
      'Advance clock',
      () => this.api.change('POST', '/sandbox/clock', { advanceSeconds: seconds }),
      'Clock moved on; what was due has run.',
    );
  }

  #reset(): Promise<unknown> {
    return Promise.all([
      this.api.change('DELETE', '/sandbox/faults'),
      this.api.change('DELETE', '/sandbox/clock'),
      this.api.change('DELETE', '/sandbox/rate-limit'),
    ]);
  }

  protected renderBody(): TemplateResult {
    const busy = this.acting !== undefined;
    return html`
      <h3>Faults</h3>
      <form aria-label="Add a fault" @submit=${this.#addFault}>
        <label
          >Route
          <select name="route">
            ${faultRoutes.map(([value, label]) => html`<option value=${value}>${label}</option>`)}
          </select>
        </label>
        <label
          >Fault
          <select name="kind">
            ${faultKinds.map(([value, label]) => html`<option value=${value}>${label}</option>`)}
          </select>
        </label>
        <label>Requests hit <input name="times" type="number" min="1" max="1000" value="1" required /></label>
        <label>Latency (ms) <input name="delayMs" type="number" min="0" max="60000" value="1000" /></label>
        <label>Only execution ID <input name="executionId" autocomplete="off" /></label>
        <button type="submit" ?disabled=${busy}>Add fault</button>
      </form>
      ${
        this.faults.length === 0
          ? html`<p>No fault is active: every route answers normally.</p>`
          : html`<ul aria-label="Active faults">
              ${this.faults.map(
                (fault) =>
                  html`<li>
                    ${describeFault(fault)}
                    ${fault.executionId ? html`on <a href=${executionLink(fault.executionId)}>one execution</a>` : ''}
                  </li>`,
              )}
            </ul>`
      }
      <div class="row">
        ${this.actionButton(
          'Clear faults',
          () => this.api.change('DELETE', '/sandbox/faults'),
          'Every fault cleared.',
          { secondary: true },
        )}
      </div>
      <h3>Clock</h3>
      <p>
        Sandbox time: ${time(this.clock?.now)}
        ${
          this.clock?.offsetSeconds
            ? html`(${Math.round(this.clock.offsetSeconds / 60)} minutes ahead of real time)`
            : '(real time)'
        }
      </p>
      <form aria-label="Advance the clock" @submit=${this.#advance}>
        <label>Advance by <input name="amount" type="number" min="1" max="3650" value="1" required /></label>
        <label
          >Unit
          <select name="unit">
            ${units.map(([label, seconds]) => html`<option value=${seconds} ?selected=${label === 'days'}>${label}</option>`)}
          </select>
        </label>
        <button type="submit" ?disabled=${busy}>Advance clock</button>
        ${this.actionButton(
          'Back to real time',
          () => this.api.change('DELETE', '/sandbox/clock'),
          'Clock back to real time.',
          { secondary: true },
        )}
      </form>
      <h3>Payments waiting for the payer</h3>
      ${
        this.waiting.length === 0
          ? html`<p>None: no payment waits for a 3-D Secure challenge or a redirect page.</p>`
          : html`<ul>
              ${this.waiting.map(
                (execution) =>
                  html`<li>
                    <a href=${executionLink(execution.id)}>${execution.merchantReference}</a>
                    ${money(execution.amount)} · ${time(execution.createdAt)}
                  </li>`,
              )}
            </ul>`
      }
      <h3>Reset</h3>
      <p>Clears every fault, puts the clock back to real time and the rate limit back to its start.</p>
      ${this.actionButton('Reset test controls', () => this.#reset(), 'Test controls reset.', { secondary: true })}
    `;
  }
}
