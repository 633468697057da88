import type { ReportCode, ReportParameters } from '../../../api/schemas/report-run';
import { dayRangeMs, formatInZone } from './report-time';
import type { ReportedExecution } from '../../storage/store';

/**
 * The CSV files of report runs, built from the sandbox's executions:
 * - `payments`: checkout executions (payments), any status;
 * - `transactions`: payouts and payments that moved money (a status after `created`), `type` says which;
 * - `transaction_details`: one row per status change of those, filtered on the change's time;
 * - `settlements`: payouts paid out and payments captured, with the time they settled;
 * - `disputes`: the header only (the sandbox has no disputes).
 * Rows are those of the run's workspace whose date field falls in the interval (calendar days in the
 * run's time zone, both ends included); every timestamp is written in that zone with its offset.
 */

export interface CsvSource {
  executions: readonly ReportedExecution[];
  workspaceId: string;
  merchantId: string;
}

type Row = readonly (string | undefined)[];

const settledCodes = new Set(['payoutSuccessful', 'captureSuccessful']);

/** The columns of a report with one row per execution: header name -> the value of an execution. */
type ExecutionColumns = Record<
  string,
  (execution: ReportedExecution, at: (iso: string) => string) => string | undefined
>;

const executionColumns = {
  id: (execution) => execution.id,
  executionId: (execution) => execution.id,
  type: (execution) => typeOf(execution),
  workflowCode: (execution) => execution.workflowCode,
  status: (execution) => currentCode(execution),
  amount: (execution) => execution.amount?.value,
  currency: (execution) => execution.amount?.currency,
  merchantReference: (execution) => execution.merchantReference,
  holderReference: (execution) => execution.holderReference,
  workspaceId: (execution) => execution.workspaceId,
  createdAt: (execution, at) => at(createdAt(execution)),
  updatedAt: (execution, at) => at(updatedAt(execution)),
  // A settlement settles with its last status change.
  settledAt: (execution, at) => at(updatedAt(execution)),
} satisfies ExecutionColumns;
type ExecutionColumn = keyof typeof executionColumns;

/** The trailing columns of payments and transactions: what moved, for whom, where and when. */
const movementColumns: ExecutionColumn[] = [
  'amount',
  'currency',
  'merchantReference',
  'holderReference',
  'workspaceId',
  'createdAt',
  'updatedAt',
];

/**
 * The reports with one row per execution: their columns, and which executions they list (before the
 * interval filter). `moved` are the executions with a status after `created`.
 */
const executionReports: Record<
  'payments' | 'transactions' | 'settlements',
  {
    columns: ExecutionColumn[];
    select(all: ReportedExecution[], moved: ReportedExecution[]): ReportedExecution[];
  }
> = {
  payments: {
    columns: ['id', 'status', ...movementColumns],
    select: (all) => all.filter(isPayment),
  },
  transactions: {
    columns: ['id', 'type', 'workflowCode', 'status', ...movementColumns],
    select: (_all, moved) => moved,
  },
  settlements: {
    columns: [
      'executionId',
      'type',
      'amount',
      'currency',
      'merchantReference',
      'workspaceId',
      'createdAt',
      'settledAt',
    ],
    select: (_all, moved) => moved.filter((execution) => settledCodes.has(currentCode(execution))),
  },
};

const transactionDetailHeaders = [
  'executionId',
  'type',
  'status',
  'reasonCode',
  'time',
  'amount',
  'currency',
  'merchantReference',
];
const disputeHeaders = ['disputeId', 'executionId', 'status', 'amount', 'currency', 'createdAt', 'updatedAt'];

/** The report's CSV built from all of `source.executions` at once (see `ReportCsv`). */
export function buildReportCsv(code: ReportCode, parameters: ReportParameters, source: CsvSource): string {
  const csv = new ReportCsv(code, parameters, source);
  const byCreation = [...source.executions].sort(
    (a, b) => Date.parse(createdAt(a)) - Date.parse(createdAt(b)),
  );
  csv.add(byCreation);
  return csv.take() + csv.finish();
}

/**
 * A report's CSV built from the executions a page at a time, in the order of their creation, and
 * handed out as it is made (`take`): it keeps neither the executions nor the file, so a run over a long
 * history holds a page of records and the rows not yet in order.
 */
export class ReportCsv {
  /** Rows made and not taken yet; the header first. */
  #ready: string[];
  /**
   * transaction_details: rows whose change may still have an earlier one to come. A change is never
   * earlier than its execution's creation, so once an execution created at T is added, every row
   * before T is final in place.
   */
  #pending: { ms: number; line: string }[] = [];
  /** The creation time of the last execution added. */
  #createdUpTo = -Infinity;
  readonly #range: [number, number];

  constructor(
    private readonly code: ReportCode,
    private readonly parameters: ReportParameters,
    private readonly owner: Omit<CsvSource, 'executions'>,
  ) {
    this.#range = dayRangeMs(parameters.intervalStart, parameters.intervalEnd, parameters.timezone);
    this.#ready = [csvLine(headersOf(code))];
  }

  /** Adds the rows of the next executions, created no earlier than those already added. */
  add(page: readonly ReportedExecution[]): void {
    const last = page.at(-1);
    if (last) this.#createdUpTo = Math.max(this.#createdUpTo, Date.parse(createdAt(last)));
    const executions = page.filter(
      (execution) =>
        execution.workspaceId === this.owner.workspaceId && execution.merchantId === this.owner.merchantId,
    );
    const moved = executions.filter((execution) => execution.status.length > 1);
    switch (this.code) {
      case 'payments':
      case 'transactions':
      case 'settlements': {
        const { columns, select } = executionReports[this.code];
        for (const execution of select(executions, moved)) {
          if (this.#inInterval(this.#dateOf(execution))) {
            this.#ready.push(csvLine(columns.map((column) => executionColumns[column](execution, this.#at))));
          }
        }
        return;
      }
      case 'transaction_details':
        for (const execution of moved) this.#addDetails(execution);
        return;
      case 'disputes':
        return;
    }
  }

  /** The file's text made since the last call (the header in the first), in the file's order. */
  take(): string {
    if (this.code === 'transaction_details') this.#release(this.#createdUpTo);
    return this.#drain();
  }

  /** The rest of the file, once every execution was added. */
  finish(): string {
    this.#release(Infinity);
    return this.#drain();
  }

  /** One row per status change in the interval, chronological whichever execution it belongs to. */
  #addDetails(execution: ReportedExecution): void {
    for (const status of execution.status.filter((entry) => this.#inInterval(entry.time))) {
      const row = [
        execution.id,
        typeOf(execution),
        status.code,
        status.reason?.code,
        this.#at(status.time),
        execution.amount?.value,
        execution.amount?.currency,
        execution.merchantReference,
      ];
      this.#pending.push({ ms: Date.parse(status.time), line: csvLine(row) });
    }
  }

  /** Moves the pending rows of changes before `beforeMs` to the ready ones, in time order. */
  #release(beforeMs: number): void {
    // Stable: changes at the same time keep the order they were added in.
    this.#pending.sort((a, b) => a.ms - b.ms);
    const cut = this.#pending.findIndex((detail) => detail.ms >= beforeMs);
    const released = cut === -1 ? this.#pending : this.#pending.slice(0, cut);
    this.#pending = cut === -1 ? [] : this.#pending.slice(cut);
    for (const detail of released) this.#ready.push(detail.line);
  }

  #drain(): string {
    const text = this.#ready.length > 0 ? this.#ready.join('\r\n') + '\r\n' : '';
    this.#ready = [];
    return text;
  }

  #inInterval(iso: string): boolean {
    const ms = Date.parse(iso);
    return ms >= this.#range[0] && ms < this.#range[1];
  }

  readonly #at = (iso: string): string => formatInZone(Date.parse(iso), this.parameters.timezone);

  #dateOf(execution: ReportedExecution): string {
    return this.parameters.dateField === 'updatedAt' ? updatedAt(execution) : createdAt(execution);
  }
}

function headersOf(code: ReportCode): readonly string[] {
  switch (code) {
    case 'payments':
    case 'transactions':
    case 'settlements':
      return executionReports[code].columns;
    case 'transaction_details':
      return transactionDetailHeaders;
    case 'disputes':
      return disputeHeaders;
  }
}

function isPayment(execution: ReportedExecution): boolean {
  return execution.workflowCode !== 'payout';
}

function typeOf(execution: ReportedExecution): 'payout' | 'payment' {
  return isPayment(execution) ? 'payment' : 'payout';
}

function createdAt(execution: ReportedExecution): string {
  return execution.status[0]!.time;
}

function updatedAt(execution: ReportedExecution): string {
  return execution.status[execution.status.length - 1]!.time;
}

function currentCode(execution: ReportedExecution): string {
  return execution.status[execution.status.length - 1]!.code;
}

/** RFC 4180: CRLF line ends, fields quoted when they hold a comma, quote or line break. */
export function toCsv(rows: readonly Row[]): string {
  return rows.map(csvLine).join('\r\n') + '\r\n';
}

function csvLine(row: Row): string {
  return row.map(csvField).join(',');
}

function csvField(value: string | undefined): string {
  if (value === undefined) return '';
  // A merchant-supplied text starting like a formula would run in a spreadsheet: neutralise it.
  // Only a whole number (a negative amount) is left alone: `-1+cmd|...` is a formula too.
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Reads a CSV written by `toCsv` back into rows (for tests and the server client's users). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
