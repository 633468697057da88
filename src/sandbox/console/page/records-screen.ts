import { html, nothing, type TemplateResult } from 'lit';
import type { ExecutionSummary } from './executions-screen';
import { executionLink, money, newKey, time, words } from './format';
import { Screen } from './screen';
import { table } from './table';

interface Instrument {
  id: string;
  holderReference?: string;
  paymentMethodCode: string;
  status: string;
  displayName: string;
  createdAt: string;
}

interface VaultRecord {
  id: string;
  type: string;
  fields: { fieldType: string; displayableValue: string | null; hasValue: boolean | null }[];
}

interface ReportRun {
  id: string;
  createdAt: string;
  report: { code: string; name: string };
  parameters: { intervalStart: string; intervalEnd: string; timezone: string };
  status: string;
  result?: { fileName: string; url: string };
  failureMessage?: string;
}

interface Enrollment {
  id: string;
  state: string;
  descriptors: { descriptor: string }[];
  links: { events: string };
}

interface EnrollmentEvent {
  id: string;
  type: string;
  createdAt: string;
  actorType: string;
}

/**
 * What the sandbox keeps besides executions, newest first: payouts, instruments and saved methods
 * (disable one), vault records as the vault masks them, report runs (download), enrollments and their
 * events. Fraud checks are on each execution's timeline, beside the action that made them.
 */
export class RecordsScreen extends Screen {
  static override properties = {
    ...Screen.properties,
    payouts: { state: true },
    instruments: { state: true },
    vaultRecords: { state: true },
    reportRuns: { state: true },
    enrollments: { state: true },
  };

  declare payouts: ExecutionSummary[];
  declare instruments: Instrument[];
  declare vaultRecords: VaultRecord[];
  declare reportRuns: ReportRun[];
  declare enrollments: (Enrollment & { events: EnrollmentEvent[] })[];
  /** The idempotency key of each instrument's removal, kept while that removal is retried. */
  readonly #disableKeys = new Map<string, string>();

  constructor() {
    super();
    this.payouts = [];
    this.instruments = [];
    this.vaultRecords = [];
    this.reportRuns = [];
    this.enrollments = [];
  }

  protected get heading(): string {
    return 'Records';
  }

  protected async load(): Promise<void> {
    const [payouts, instruments, vault, runs, enrollments] = await Promise.all([
      this.api.get<{ executions: ExecutionSummary[] }>('/sandbox/executions?workflow=payout&size=20'),
      this.api.get<{ instruments: Instrument[] }>('/sandbox/instruments?size=20'),
      this.api.get<{ records: VaultRecord[] }>('/sandbox/vault-records?size=20'),
      this.api.get<{ results: ReportRun[] }>('/analytics/reportRuns?page[size]=20'),
      this.api.get<{ enrollments: Enrollment[] }>('/sandbox/enrollments?size=10'),
    ]);
    this.payouts = payouts.executions;
    this.instruments = instruments.instruments;
    this.vaultRecords = vault.records;
    this.reportRuns = runs.results;
    this.enrollments = await Promise.all(
      enrollments.enrollments.map(async (enrollment) => ({
        ...enrollment,
        events: (
          await this.api.get<{ results: EnrollmentEvent[] }>(new URL(enrollment.links.events).pathname)
        ).results,
      })),
    );
  }

  #disable(instrument: Instrument): Promise<unknown> {
    let key = this.#disableKeys.get(instrument.id);
    if (!key) this.#disableKeys.set(instrument.id, (key = newKey()));
    return this.api.change('POST', `/payment/instruments/${instrument.id}/disable`, {}, key);
  }

  protected renderBody(): TemplateResult {
    return html`
      <h3>Payouts</h3>
      ${table(
        'Payouts',
        ['Merchant reference', 'Amount', 'Status', 'Country', 'Created'],
        this.payouts,
        (payout) => [
          html`<a href=${executionLink(payout.id)}>${payout.merchantReference}</a>`,
          money(payout.amount),
          words(payout.status),
          payout.country ?? '—',
          time(payout.createdAt),
        ],
      )}
      <h3>Instruments and saved methods</h3>
      ${table(
        'Instruments and saved methods',
        ['Instrument', 'Method', 'Holder', 'Status', 'Created', 'Action'],
        this.instruments,
        (instrument) => [
          instrument.displayName,
          words(instrument.paymentMethodCode),
          instrument.holderReference ?? '—',
          words(instrument.status),
          time(instrument.createdAt),
          instrument.status === 'enabled'
            ? this.actionButton(
                `Disable ${instrument.displayName}`,
                () => this.#disable(instrument),
                `${instrument.displayName} disabled.`,
                { secondary: true },
              )
            : '',
        ],
      )}
      <h3>Vault records</h3>
      ${table('Vault records', ['Record', 'Type', 'Fields (masked)'], this.vaultRecords, (record) => [
        html`<span class="mono">${record.id}</span>`,
        words(record.type),
        record.fields
          .map(
            (field) =>
              `${words(field.fieldType)}: ${field.displayableValue ?? (field.hasValue ? 'kept, never shown' : 'deleted')}`,
          )
          .join('; '),
      ])}
      <h3>Report runs</h3>
      ${table('Report runs', ['Report', 'Interval', 'Status', 'Created', 'File'], this.reportRuns, (run) => [
        run.report.name,
        `${run.parameters.intervalStart} – ${run.parameters.intervalEnd} (${run.parameters.timezone})`,
        run.failureMessage
          ? html`<span class="error">${words(run.status)}: ${run.failureMessage}</span>`
          : words(run.status),
        time(run.createdAt),
        run.result ? html`<a href=${run.result.url} download>Download ${run.report.code} CSV</a>` : '—',
      ])}
      <h3>Enrollments and their events</h3>
      ${
        this.enrollments.length === 0
          ? html`<p class="muted">None yet.</p>`
          : this.enrollments.map(
              (enrollment) =>
                html`<div class="card">
                  <p>
                    <strong>${enrollment.descriptors.map((d) => d.descriptor).join(', ')}</strong> ·
                    ${words(enrollment.state)}
                  </p>
                  <ol class="timeline">
                    ${enrollment.events.map(
                      (event) =>
                        html`<li>${event.type} · ${time(event.createdAt)} · by ${event.actorType}</li>`,
                    )}
                  </ol>
                </div>`,
            )
      }
      ${nothing}
    `;
  }
}
