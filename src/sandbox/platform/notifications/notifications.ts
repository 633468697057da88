import { createHmac, randomUUID } from 'node:crypto';
import type { Notification } from '../../../api/schemas/notification';
import { now } from '../../http/responses';
import type { ExecutionRecord } from '../../storage/store';
import { Timers } from '../shared/timers';

/** Attempts per event before the sandbox gives up (contract 9 asks for at least 5). */
export const maxDeliveryAttempts = 8;
/** Per-attempt time limit for the merchant's endpoint to answer. */
const attemptTimeoutMs = 5_000;

/** One delivery attempt, as `GET /sandbox/notifications` lists it. */
export interface DeliveryRecord {
  eventId: string;
  url: string;
  attempt: number;
  /** HTTP status the endpoint answered, or null when it did not answer (refused, timed out). */
  status: number | null;
  error?: string;
  time: string;
}

export interface NotificationEndpoint {
  url: string | undefined;
  secret: string;
}

/** `x-signature`: base64 HMAC-SHA256 of the exact raw body with the endpoint's secret. */
export function signNotification(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('base64');
}

/**
 * Sends signed notifications to the merchant's endpoint, retrying with exponential backoff
 * (`retryBaseMs`, 2x, 4x...) until a 2xx. Every attempt of one event sends the same body, so the
 * same `id` and signature: the merchant de-duplicates by `id`.
 */
export class NotificationDispatcher {
  readonly deliveries: DeliveryRecord[] = [];
  private readonly timers = new Timers();
  private closed = false;

  constructor(
    private readonly endpoint: NotificationEndpoint,
    private readonly retryBaseMs: number,
  ) {}

  /** Builds the event (fresh id and time), sends it now and schedules retries. Does nothing without a URL. */
  publish(details: Notification['details']): Notification | undefined {
    const { url, secret } = this.endpoint;
    if (!url) return undefined;
    const event: Notification = { id: randomUUID(), event: 'executionActionCompleted', time: now(), details };
    const rawBody = JSON.stringify(event);
    void this.attempt(url, secret, event.id, rawBody, 1);
    return event;
  }

  /** Announces that `action` of `execution` completed (`success` or not), with the execution as it is now. */
  announce(execution: ExecutionRecord, action: string, actionId: string, success: boolean): void {
    this.publish({
      action,
      actionId,
      success,
      execution: {
        id: execution.id,
        workflowCode: execution.workflowCode,
        merchantReference: execution.merchantReference,
        holderReference: execution.holderReference,
        status: execution.status,
      },
    });
  }

  /** Stops all pending retries (the sandbox is closing). */
  close(): void {
    this.closed = true;
    this.timers.clear();
  }

  private async attempt(url: string, secret: string, eventId: string, rawBody: string, attempt: number) {
    if (this.closed) return;
    const record: DeliveryRecord = { eventId, url, attempt, status: null, time: now() };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'railkit-sandbox-notifications',
          'x-signature': signNotification(rawBody, secret),
        },
        body: rawBody,
        signal: AbortSignal.timeout(attemptTimeoutMs),
      });
      record.status = response.status;
      await response.body?.cancel();
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    this.deliveries.push(record);
    const delivered = record.status !== null && record.status >= 200 && record.status < 300;
    if (delivered || attempt >= maxDeliveryAttempts || this.closed) return;
    this.timers.after(this.retryBaseMs * 2 ** (attempt - 1), () => {
      void this.attempt(url, secret, eventId, rawBody, attempt + 1);
    });
  }
}
