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

interface Entry {
  /** Hash of method, path and canonical body: what "the same request" means; undefined until read. */
  fingerprint: string | undefined;
  /**
   * Settles with the stored answer; concurrent duplicates await the same promise. Undefined for an
   * answer stored before the start and not read yet (a start reads only the keys and their age).
   */
  response: Promise<HttpResponse> | undefined;
  /** False while the first request still runs: such an entry is never evicted (it would run twice). */
  settled: boolean;
  storedAtMs: number;
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
 */
export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly retentionMs: number;
  private readonly nowMs: () => number;

  constructor(
    private readonly answers: Collection<StoredAnswer>,
    limits: IdempotencyLimits = {},
  ) {
    this.maxEntries = limits.maxEntries ?? defaultMaxIdempotencyEntries;
    this.retentionMs = limits.retentionMs ?? defaultIdempotencyRetentionMs;
    this.nowMs = limits.nowMs ?? Date.now;
    const loadedAtMs = this.nowMs();
    for (const [key, storedAtMs] of answers.unread()) {
      this.entries.set(key, {
        fingerprint: undefined,
        response: undefined,
        settled: true,
        storedAtMs: storedAtMs ?? loadedAtMs,
      });
    }
    for (const [key, answer] of answers.entries()) {
      this.entries.set(key, {
        fingerprint: answer.fingerprint,
        response: Promise.resolve(answer.response),
        settled: true,
        storedAtMs: answer.storedAtMs ?? loadedAtMs,
      });
    }
    this.dropExpired();
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
    if (this.entries.has(entryKey) && !this.entries.get(entryKey)!.response) await this.read(entryKey);
    let existing = this.entries.get(entryKey);
    this.dropExpired();
    // A stored answer whose commit failed was taken back: the request runs as new.
    if (existing?.settled && !this.answers.has(entryKey)) {
      this.entries.delete(entryKey);
      existing = undefined;
    }
    if (existing) {
      if (existing.fingerprint !== fingerprint) {
        throw httpError(
          422,
          'request.idempotency.mismatch',
          'This x-idempotency-key was already used with a different request (method, path or body); use a new key for a new action.',
          { header: 'x-idempotency-key' },
        );
      }
      const response = await existing.response!;
      // The replay is answered once the first answer is committed (its unit waits for that one).
      this.answers.touch(entryKey);
      return { response, replayed: true };
    }
    const response = execute();
    const entry: Entry = { fingerprint, response, settled: false, storedAtMs: this.nowMs() };
    this.entries.set(entryKey, entry);
    try {
      const settled = await response;
      entry.settled = true;
      entry.storedAtMs = this.nowMs();
      if (settled.status >= 500) this.entries.delete(entryKey);
      else {
        this.answers.set(entryKey, { fingerprint, response: settled, storedAtMs: entry.storedAtMs });
        this.evictOldest();
      }
      return { response: settled, replayed: false };
    } catch (error) {
      // An unexpected failure is not a stored answer: let a retry try again.
      this.entries.delete(entryKey);
      throw error;
    }
  }

  /** Reads a stored answer of an earlier start; the requests waiting on it see it at once. */
  private async read(entryKey: string): Promise<void> {
    const answer = await this.answers.read(entryKey);
    const entry = this.entries.get(entryKey);
    // Read by another request meanwhile, or dropped (expired, evicted): nothing to fill.
    if (!entry || entry.response) return;
    if (!answer) {
      this.entries.delete(entryKey);
      return;
    }
    entry.fingerprint = answer.fingerprint;
    entry.response = Promise.resolve(answer.response);
  }

  /**
   * Drops the answers older than the retention window: oldest first (a Map iterates in insertion
   * order), so it stops at the first one still kept.
   */
  private dropExpired(): void {
    const oldestKeptMs = this.nowMs() - this.retentionMs;
    for (const [key, entry] of this.entries) {
      if (entry.storedAtMs > oldestKeptMs) return;
      if (!entry.settled) continue;
      this.entries.delete(key);
      this.answers.delete(key);
    }
  }

  /** Drops the oldest settled answers beyond `maxEntries` (a Map iterates in insertion order). */
  private evictOldest(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries) return;
      if (!entry.settled) continue;
      this.entries.delete(key);
      this.answers.delete(key);
    }
  }

  /** How many answers are stored (running requests included). */
  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    for (const [key, entry] of this.entries) if (entry.settled) this.answers.delete(key);
    this.entries.clear();
  }
}
