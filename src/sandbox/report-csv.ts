import type { ReportCode, ReportParameters } from '../api/schemas/report-run';
import { dayRangeMs, formatInZone } from './report-time';
import type { ExecutionRecord } from './store';

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
  executions: readonly ExecutionRecord[];
  workspaceId: string;
  merchantId: string;
}

type Row = (string | undefined)[];

const settledCodes = new Set(['payoutSuccessful', 'captureSuccessful']);

const headers: Record<ReportCode, string[]> = {
  payments: [
    'id',
    'status',
    'amount',
    'currency',
    'merchantReference',
    'holderReference',
    'workspaceId',
    'createdAt',
    'updatedAt',
  ],
  transactions: [
    'id',
    'type',
    'workflowCode',
    'status',
    'amount',
    'currency',
    'merchantReference',
    'holderReference',
    'workspaceId',
    'createdAt',
    'updatedAt',
  ],
  transaction_details: [
    'executionId',
    'type',
    'status',
    'reasonCode',
    'time',
    'amount',
    'currency',
    'merchantReference',
  ],
  settlements: [
    'executionId',
    'type',
    'amount',
    'currency',
    'merchantReference',
    'workspaceId',
    'createdAt',
    'settledAt',
  ],
  disputes: ['disputeId', 'executionId', 'status', 'amount', 'currency', 'createdAt', 'updatedAt'],
};

export function buildReportCsv(code: ReportCode, parameters: ReportParameters, source: CsvSource): string {
  const [startMs, endMs] = dayRangeMs(parameters.intervalStart, parameters.intervalEnd, parameters.timezone);
  const inInterval = (iso: string) => {
    const ms = Date.parse(iso);
    return ms >= startMs && ms < endMs;
  };
  const at = (iso: string) => formatInZone(Date.parse(iso), parameters.timezone);
  const dateOf = (execution: ExecutionRecord) =>
    parameters.dateField === 'updatedAt' ? updatedAt(execution) : createdAt(execution);
  const executions = source.executions.filter(
    (execution) => execution.workspaceId === source.workspaceId && execution.merchantId === source.merchantId,
  );
  const moved = executions.filter((execution) => execution.status.length > 1);

  const rows: Row[] = [];
  switch (code) {
    case 'payments':
      for (const execution of executions.filter(isPayment).filter((e) => inInterval(dateOf(e)))) {
        rows.push([
          execution.id,
          currentCode(execution),
          execution.amount?.value,
          execution.amount?.currency,
          execution.merchantReference,
          execution.holderReference,
          execution.workspaceId,
          at(createdAt(execution)),
          at(updatedAt(execution)),
        ]);
      }
      break;
    case 'transactions':
      for (const execution of moved.filter((e) => inInterval(dateOf(e)))) {
        rows.push([
          execution.id,
          typeOf(execution),
          execution.workflowCode,
          currentCode(execution),
          execution.amount?.value,
          execution.amount?.currency,
          execution.merchantReference,
          execution.holderReference,
          execution.workspaceId,
          at(createdAt(execution)),
          at(updatedAt(execution)),
        ]);
      }
      break;
    case 'transaction_details': {
      const details: { ms: number; row: Row }[] = [];
      for (const execution of moved) {
        for (const status of execution.status.filter((entry) => inInterval(entry.time))) {
          details.push({
            ms: Date.parse(status.time),
            row: [
              execution.id,
              typeOf(execution),
              status.code,
              status.reason?.code,
              at(status.time),
              execution.amount?.value,
              execution.amount?.currency,
              execution.merchantReference,
            ],
          });
        }
      }
      // Chronological, whichever execution a change belongs to (the sort is stable for equal times).
      rows.push(...details.sort((a, b) => a.ms - b.ms).map((detail) => detail.row));
      break;
    }
    case 'settlements':
      for (const execution of moved.filter(
        (e) => settledCodes.has(currentCode(e)) && inInterval(dateOf(e)),
      )) {
        rows.push([
          execution.id,
          typeOf(execution),
          execution.amount?.value,
          execution.amount?.currency,
          execution.merchantReference,
          execution.workspaceId,
          at(createdAt(execution)),
          at(updatedAt(execution)),
        ]);
      }
      break;
    case 'disputes':
      break;
  }
  return toCsv([headers[code], ...rows]);
}

function isPayment(execution: ExecutionRecord): boolean {
  return execution.workflowCode !== 'payout';
}

function typeOf(execution: ExecutionRecord): 'payout' | 'payment' {
  return isPayment(execution) ? 'payment' : 'payout';
}

function createdAt(execution: ExecutionRecord): string {
  return execution.status[0]!.time;
}

function updatedAt(execution: ExecutionRecord): string {
  return execution.status[execution.status.length - 1]!.time;
}

function currentCode(execution: ExecutionRecord): string {
  return execution.status[execution.status.length - 1]!.code;
}

/** RFC 4180: CRLF line ends, fields quoted when they hold a comma, quote or line break. */
export function toCsv(rows: readonly Row[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function csvField(value: string | undefined): string {
  if (value === undefined) return '';
  // A merchant-supplied text starting like a formula would run in a spreadsheet: neutralise it.
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
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
