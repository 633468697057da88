import { createHash } from 'node:crypto';
import { httpError, type HttpResponse } from './responses';
import type { Collection } from '../storage/storage';

/** Longest accepted `x-idempotency-key`; the SDK sends UUIDs (36 characters). */
const maxKeyLength = 255;
/** Stored answers kept at most; the oldest settled ones go first, so a long-running sandbox stays small. */
export const defaultMaxIdempotencyEntries = 50_000;
/** How long a stored answer replays; after it the key runs as new (the platform's 24 hours). */
export const defaultIdempotencyRetentionMs = 24 * 60 * 60 * 1_000;

export interface IdempotencyLimits {
  /** Stored answers kept at most; default 50,000. */
  maxEntries?: number;
  /** How long an answer is kept, in ms; default 24 hours. */
  retentionMs?: number;
  /** Milliseconds since the epoch (the sandbox clock, which tests can advance). */
  nowMs?: () => number;
}

/**
 * How many answers one statement of the sweep deletes: a few milliseconds on PostgreSQL, so the writes
 * queued behind each statement wait little, however many answers are due.
 */
const sweepBatch = 250;

/** The scope of a merchant credential's keys. */
export const merchantScope = (merchantId: string): string => `merchant:${merchantId}`;
/** The scope of a client token's keys: its execution. */
export const executionScope = (executionId: string): string => `execution:${executionId}`;

/** The first request of a key in this process, while it looks for a stored answer or runs. */
interface InFlight {
  /** Settles with the answer, stored or new; concurrent duplicates await the same promise. */
  outcome: Promise<{ fingerprint: string; response: HttpResponse; replayed: boolean }>;
}

/** A settled entry as stored: it outlives the process when the sandbox is durable. */
export interface StoredAnswer {
  fingerprint: string;
  response: HttpResponse;
  /** When it was stored; answers stored before retention existed count from the start. */
  storedAtMs?: number;
}

/** What `run` hands back: the answer, and whether it was replayed rather than executed. */
export interface IdempotentResult {
  response: HttpResponse;
  replayed: boolean;
}

/**
 * Remembers the answer of every idempotent request per (credential scope, key), so a retry or a double
 * click returns the stored answer instead of executing twice (contract 3). Server errors (5xx) are not
 * remembered: nothing was done, so a retry may run again.
 *
 * The answers live in their collection: with a database, memory holds only the keys running now and
 * the answers not written yet, and a retry reads its answer back by key. Answers past the retention
 * window never replay; `sweep` deletes them (in SQL, in batches) and the oldest beyond `maxEntries`.
 */
export class IdempotencyStore {
  private readonly inFlight = new Map<string, InFlight>();
  private readonly maxEntries: number;
  private readonly retentionMs: number;
  private readonly nowMs: () => number;
  /** Answers stored before retention existed count from here. */
  private readonly startedAtMs: number;

  constructor(
    private readonly answers: Collection<StoredAnswer>,
    limits: IdempotencyLimits = {},
  ) {
    this.maxEntries = limits.maxEntries ?? defaultMaxIdempotencyEntries;
    this.retentionMs = limits.retentionMs ?? defaultIdempotencyRetentionMs;
    this.nowMs = limits.nowMs ?? Date.now;
    this.startedAtMs = this.nowMs();
    if (!answers.cachesTable) this.dropStale();
  }

  /** Checks the header: 422 `request.header.missing` when absent or empty. */
  static requireKey(value: string | string[] | undefined): string {
    const key = Array.isArray(value) ? value[0] : value;
    if (!key || key.trim() === '') {
      throw httpError(
        422,
        'request.header.missing',
        'The x-idempotency-key header is required on this request; send a fresh UUID per user action and reuse it on retries.',
        { header: 'x-idempotency-key' },
      );
    }
    if (key.length > maxKeyLength) {
      throw httpError(
        400,
        'request.param.invalid',
        `x-idempotency-key is longer than ${maxKeyLength} characters.`,
        {
          field: 'x-idempotency-key',
          rule: 'maxLength',
        },
      );
    }
    return key;
  }

  static fingerprint(method: string, path: string, canonicalBody: string): string {
    return createHash('sha256').update(`${method} ${path}\n${canonicalBody}`).digest('hex');
  }

  /**
   * Runs `execute` once per (scope, key). A repeat with the same fingerprint waits for and replays the
   * first answer; a repeat with another fingerprint is refused with 422 `request.idempotency.mismatch`.
   */
  async run(
    scope: string,
    key: string,
    fingerprint: string,
    execute: () => Promise<HttpResponse>,
  ): Promise<IdempotentResult> {
    // A JSON pair: unambiguous, and storable (PostgreSQL text holds no NUL).
    const entryKey = JSON.stringify([scope, key]);
    let first = false;
    let entry = this.inFlight.get(entryKey);
    if (!entry) {
      // Registered before the first await: a duplicate arriving meanwhile waits for this one.
      first = true;
      entry = { outcome: this.lookUpOrRun(entryKey, fingerprint, execute) };
      this.inFlight.set(entryKey, entry);
      const done = () => void this.inFlight.delete(entryKey);
      entry.outcome.then(done, done);
    }
    const outcome = await entry.outcome;
    if (outcome.fingerprint !== fingerprint) {
      throw httpError(
        422,
        'request.idempotency.mismatch',
        'This x-idempotency-key was already used with a different request (method, path or body); use a new key for a new action.',
        { header: 'x-idempotency-key' },
      );
    }
    if (first && !outcome.replayed) return { response: outcome.response, replayed: false };
    // The replay is answered once the first answer is committed (its unit waits for that one).
    this.answers.touch(entryKey);
    return { response: outcome.response, replayed: true };
  }

  /**
   * The answer stored for `key` under the first of `scopes` that has one, while it is kept (the
   * console's timeline shows what each action answered); undefined once swept.
   */
  async storedAnswer(scopes: readonly string[], key: string): Promise<HttpResponse | undefined> {
    for (const scope of scopes) {
      const stored = await this.answers.read(JSON.stringify([scope, key]));
      if (stored) return stored.response;
    }
    return undefined;
  }

  /** The stored answer of `entryKey` when one is kept and fresh, else `execute`'s (stored unless 5xx). */
  private async lookUpOrRun(
    entryKey: string,
    fingerprint: string,
    execute: () => Promise<HttpResponse>,
  ): Promise<{ fingerprint: string; response: HttpResponse; replayed: boolean }> {
    const stored = await this.answers.read(entryKey);
    if (stored && (stored.storedAtMs ?? this.startedAtMs) > this.nowMs() - this.retentionMs) {
      return { fingerprint: stored.fingerprint, response: stored.response, replayed: true };
    }
    const response = await execute();
    if (response.status < 500) {
      const answer = { fingerprint, response, storedAtMs: this.nowMs() };
      // A new key is claimed by its row: another sandbox process that stored it first wins, and this
      // request runs again and replays that answer (`Collection.create`).
      if (stored) this.answers.set(entryKey, answer);
      else this.answers.create(entryKey, answer);
      if (!this.answers.cachesTable) this.dropStale();
    }
    return { fingerprint, response, replayed: false };
  }

  /**
   * Deletes the answers past the retention window, then the oldest beyond `maxEntries`, in SQL and in
   * batches (a timed job calls it; without a database `dropStale` runs after each stored answer).
   * Resolves with how many went.
   */
  async sweep(): Promise<number> {
    if (!this.answers.cachesTable) return this.dropStale();
    const oldestKeptMs = this.nowMs() - this.retentionMs;
    // The newest `maxEntries` stay. The first beyond them is found once: as a subquery PostgreSQL
    // counted its way to it again for every batch.
    const newestBeyondMax = await this.answers.seqOfNewest(this.maxEntries + 1);
    let swept = 0;
    for (const [where, params] of [
      ['stored_at_ms <= $1', [oldestKeptMs]],
      ...(newestBeyondMax === undefined ? [] : [['seq <= $1::bigint', [newestBeyondMax]] as const]),
    ] as const) {
      for (let batch = sweepBatch; batch === sweepBatch; swept += batch) {
        batch = await this.answers.purge(() => false, where, params, sweepBatch);
      }
    }
    return swept;
  }

  /**
   * In memory only: drops the answers past the retention window and the oldest beyond `maxEntries`,
   * oldest first (a Map iterates in insertion order), stopping at the first one kept.
   */
  private dropStale(): number {
    const oldestKeptMs = this.nowMs() - this.retentionMs;
    let dropped = 0;
    for (const [key, answer] of this.answers.entries()) {
      const expired = (answer.storedAtMs ?? this.startedAtMs) <= oldestKeptMs;
      if (!expired && this.answers.size <= this.maxEntries) break;
      this.answers.delete(key);
      dropped += 1;
    }
    return dropped;
  }

  /** How many answers memory holds, and keys running (with a database: those in use, not every stored one). */
  get size(): number {
    let running = 0;
    for (const key of this.inFlight.keys()) if (!this.answers.has(key)) running += 1;
    return this.answers.size + running;
  }
}
