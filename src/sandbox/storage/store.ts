import { randomUUID } from 'node:crypto';
import type { Amount } from '../../api/schemas/common';
import {
  finalStatusCodes,
  type ExecutionStatus,
  type ExecutionStatusCode,
} from '../../api/schemas/execution';
import type { Instrument } from '../../api/schemas/instrument';
import { now } from '../http/responses';
import type { Collection, Storage } from './storage';
import { newestOfMerchant, newestRecords } from './newest';

/** One action run on an execution, as the test-control route lists it. */
export interface ActionRecord {
  name: string;
  actionId: string;
  idempotencyKey: string | undefined;
  executedAt: string;
}

export interface ExecutionRecord {
  id: string;
  workflowCode: string;
  merchantId: string;
  merchantReference: string;
  holderReference: string | undefined;
  workspaceId: string;
  amount: Amount | undefined;
  /** Beneficiary bank country for payouts (`meta.order.placement.country.code`). */
  country: string | undefined;
  status: ExecutionStatus[];
  actions: ActionRecord[];
  /** The payout action, once one ran: a second payout on this execution is a conflict. */
  payout: { actionId: string; instrumentId: string } | undefined;
}

export interface InstrumentRecord {
  instrument: Instrument;
  merchantId: string;
  country: string;
  storeInstrument: boolean;
  /**
   * The unmasked account identifier (IBAN, account number, CLABE...). Kept only inside the sandbox,
   * which plays the platform's vault, to pick the outcome of test values; never sent back.
   */
  accountIdentifier: string;
}

/** Executions a report run reads at once: its memory is a page's, not its interval's history. */
export const reportPageSize = 500;

/** An execution as a report run reads it: without its actions and payout, which no report lists. */
export type ReportedExecution = Omit<ExecutionRecord, 'actions' | 'payout'>;

/**
 * Report runs read executions by creation time: a change is never earlier than its execution's
 * creation, so a file in time order can be written as the pages come (`ReportCsv`).
 */
const byCreation = `(data->'status'->0->>'time')::timestamptz`;

type StatusListener = (execution: ExecutionRecord) => void;

/** A collection keyed by execution id whose record a request needs with the execution. */
interface Companion {
  collection: Collection<unknown>;
  needed(execution: ExecutionRecord): boolean;
}

/** Executions with their actions, holders and bank-account instruments. */
export class Store {
  private readonly executions: Collection<ExecutionRecord>;
  private readonly instruments: Collection<InstrumentRecord>;
  private readonly holderIds: Collection<string>;
  private readonly listeners = new Map<string, Set<StatusListener>>();
  /** Called with the id of every execution written, here or by another process (the console's live view). */
  private readonly changeListeners = new Set<(executionId: string) => void>();
  private readonly companions: Companion[] = [];

  constructor(storage: Storage) {
    this.executions = storage.collection('executions');
    this.instruments = storage.collection('instruments');
    this.holderIds = storage.collection('holders');
    // Another sandbox process on the same database changed an execution someone here long-polls.
    storage.onChangedElsewhere('executions', (id) => {
      this.changed(id);
      const execution = this.executions.peek(id);
      if (execution) for (const listener of this.listeners.get(id) ?? []) listener(execution);
    });
  }

  createExecution(fields: Omit<ExecutionRecord, 'id' | 'status' | 'actions' | 'payout'>): ExecutionRecord {
    const execution: ExecutionRecord = {
      ...fields,
      id: randomUUID(),
      status: [{ code: 'created', time: now() }],
      actions: [],
      payout: undefined,
    };
    this.executions.set(execution.id, execution);
    this.changed(execution.id);
    return execution;
  }

  /**
   * The execution (read from the database when memory lacks it), with the records of the collections
   * read alongside it (`readAlongside`): what the request reads of them next is in memory.
   */
  async readExecution(id: string): Promise<ExecutionRecord | undefined> {
    const execution = await this.executions.read(id);
    if (execution) {
      for (const companion of this.companions) {
        if (companion.needed(execution)) await companion.collection.read(id);
      }
    }
    return execution;
  }

  /** Every execution, oldest first, read from the database and none kept in memory. */
  allExecutions(): Promise<ExecutionRecord[]> {
    return this.executions.select(() => true);
  }

  /**
   * Reads `collection`'s record of the same id with every execution `needed` accepts (a checkout's
   * payment): its owner reads it synchronously once the execution is read.
   */
  readAlongside(collection: Collection<unknown>, needed: Companion['needed']): void {
    this.companions.push({ collection, needed });
  }

  /**
   * A merchant's executions of one workspace with a status change in [startMs, endMs), by creation
   * time (report runs), handed to `onPage` a page at a time: selected in SQL, none kept in memory, and no
   * more than a page of them read at once, however long the history. The first status is the earliest
   * and the last the latest, so any change in the interval puts both on either side of it.
   */
  executionsChangedIn(
    merchantId: string,
    workspaceId: string,
    startMs: number,
    endMs: number,
    onPage: (executions: ReportedExecution[]) => void | Promise<void>,
    pageSize = reportPageSize,
  ): Promise<void> {
    const start = new Date(startMs).toISOString();
    const end = new Date(endMs).toISOString();
    return this.executions.selectPages(
      (execution) =>
        execution.merchantId === merchantId &&
        execution.workspaceId === workspaceId &&
        Date.parse(execution.status[0]!.time) < endMs &&
        Date.parse(execution.status[execution.status.length - 1]!.time) >= startMs,
      `data->>'merchantId' = $1 and data->>'workspaceId' = $2
       and (data->'status'->0->>'time')::timestamptz < $3::timestamptz
       and (data->'status'->-1->>'time')::timestamptz >= $4::timestamptz`,
      [merchantId, workspaceId, end, start],
      onPage,
      // Left out: no report lists them, and the actions are most of a long-lived execution's record.
      { pageSize, omitted: ['actions', 'payout'], orderBy: byCreation },
    );
  }

  recordAction(execution: ExecutionRecord, name: string, idempotencyKey: string | undefined): ActionRecord {
    const action: ActionRecord = { name, actionId: randomUUID(), idempotencyKey, executedAt: now() };
    execution.actions.push(action);
    this.executions.touch(execution.id);
    this.changed(execution.id);
    return action;
  }

  /** Appends a status and wakes everyone long-polling this execution. */
  pushStatus(
    execution: ExecutionRecord,
    code: ExecutionStatusCode,
    reason?: ExecutionStatus['reason'],
  ): void {
    execution.status.push(reason ? { code, time: now(), reason } : { code, time: now() });
    this.executions.touch(execution.id);
    this.changed(execution.id);
    for (const listener of this.listeners.get(execution.id) ?? []) listener(execution);
  }

  /** Calls `listener` with the id of every execution created or changed, in any sandbox process. */
  onAnyChange(listener: (executionId: string) => void): void {
    this.changeListeners.add(listener);
  }

  private changed(executionId: string): void {
    for (const listener of this.changeListeners) listener(executionId);
  }

  /** Calls `listener` on every status change of the execution until the returned function is called. */
  onStatusChange(executionId: string, listener: StatusListener): () => void {
    let set = this.listeners.get(executionId);
    if (!set) this.listeners.set(executionId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(executionId);
    };
  }

  /**
   * A stable holder id per merchant and holderReference. Two requests of a new holder at once share
   * one read, and the first to go on makes the id the second then finds in memory.
   */
  async holderId(merchantId: string, holderReference: string): Promise<string> {
    const key = JSON.stringify([merchantId, holderReference]);
    let id = await this.holderIds.read(key);
    // Claimed by its row: another sandbox process that made the holder's id first wins (a rerun finds it).
    if (!id) this.holderIds.create(key, (id = randomUUID()));
    return id;
  }

  saveInstrument(record: InstrumentRecord): void {
    this.instruments.set(record.instrument.id, record);
  }

  /** The instrument, read from the database the first time this process needs it. */
  readInstrument(id: string): Promise<InstrumentRecord | undefined> {
    return this.instruments.read(id);
  }

  /**
   * The merchant's executions `search` accepts, newest first, at most `limit`: the console's list and
   * `GET /sandbox/executions`. Selected in SQL (the same test in code for what memory holds).
   */
  searchExecutions(merchantId: string, search: ExecutionSearch, limit: number): Promise<ExecutionRecord[]> {
    const params: unknown[] = [merchantId];
    const where = [`data->>'merchantId' = $1`];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (search.text) {
      where.push(
        `(id = ${param(search.text)} or strpos(lower(data->>'merchantReference'), lower($${params.length})) > 0)`,
      );
    }
    if (search.status) where.push(`data->'status'->-1->>'code' = ${param(search.status)}`);
    if (search.workflowCode) where.push(`data->>'workflowCode' = ${param(search.workflowCode)}`);
    if (search.country) where.push(`data->>'country' = ${param(search.country)}`);
    if (search.createdFrom) where.push(`${byCreation} >= ${param(search.createdFrom)}::timestamptz`);
    if (search.createdBefore) where.push(`${byCreation} < ${param(search.createdBefore)}::timestamptz`);
    return newestRecords(
      this.executions,
      (execution) => execution.merchantId === merchantId && matchesSearch(execution, search),
      where.join(' and '),
      params,
      limit,
    );
  }

  /** The merchant's newest bank-account instruments and saved payment methods, newest first. */
  newestInstruments(merchantId: string, limit: number): Promise<InstrumentRecord[]> {
    return newestOfMerchant(this.instruments, merchantId, limit);
  }

  /** A holder's stored instruments for a method and country, newest per fingerprint; removed ones left out. */
  async storedInstruments(
    merchantId: string,
    holderReference: string,
    paymentMethodCode: string,
    country: string,
  ): Promise<Instrument[]> {
    // The same test twice: in SQL for the rows not read yet, in code for the records in memory.
    const stored = await this.instruments.select(
      (record) =>
        record.storeInstrument &&
        record.instrument.status !== 'disabled' &&
        record.merchantId === merchantId &&
        record.country === country &&
        record.instrument.holderReference === holderReference &&
        record.instrument.paymentMethodCode === paymentMethodCode,
      `(data->>'storeInstrument')::boolean and data->'instrument'->>'status' is distinct from 'disabled' and data->>'merchantId' = $1 and data->>'country' = $2
       and data->'instrument'->>'holderReference' = $3 and data->'instrument'->>'paymentMethodCode' = $4`,
      [merchantId, country, holderReference, paymentMethodCode],
    );
    return newestPerFingerprint(stored.map((record) => record.instrument));
  }
}

/**
 * One instrument per fingerprint, the one stored last (in the order given): a holder who saves the same
 * account or card twice sees it once.
 */
export function newestPerFingerprint(instruments: Iterable<Instrument>): Instrument[] {
  const byFingerprint = new Map<string, Instrument>();
  for (const instrument of instruments) byFingerprint.set(instrument.fingerprint, instrument);
  return [...byFingerprint.values()];
}

/** What the console and `GET /sandbox/executions` search executions by; each part optional. */
export interface ExecutionSearch {
  /** An execution id, or part of a merchant reference (any case). */
  text?: string;
  /** The current status. */
  status?: string;
  workflowCode?: string;
  country?: string;
  /** Created at or after this time (ISO 8601). */
  createdFrom?: string;
  /** Created before this time (ISO 8601): the next page starts before the last one shown. */
  createdBefore?: string;
}

function matchesSearch(execution: ExecutionRecord, search: ExecutionSearch): boolean {
  const created = Date.parse(execution.status[0]!.time);
  const text = search.text?.toLowerCase();
  return (
    (!text || execution.id === search.text || execution.merchantReference.toLowerCase().includes(text)) &&
    (!search.status || currentStatus(execution) === search.status) &&
    (!search.workflowCode || execution.workflowCode === search.workflowCode) &&
    (!search.country || execution.country === search.country) &&
    (!search.createdFrom || created >= Date.parse(search.createdFrom)) &&
    (!search.createdBefore || created < Date.parse(search.createdBefore))
  );
}

/** The current status code of an execution. */
export function currentStatus(execution: ExecutionRecord): ExecutionStatusCode {
  return execution.status[execution.status.length - 1]!.code;
}

export function isFinal(execution: ExecutionRecord): boolean {
  return finalStatusCodes.includes(currentStatus(execution));
}
