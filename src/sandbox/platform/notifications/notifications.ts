import { createHmac, randomUUID } from 'node:crypto';
import type { Notification } from '../../../api/schemas/notification';
import { now } from '../../http/responses';
import type { ExecutionRecord } from '../../storage/store';
import type { Jobs } from '../../storage/jobs';

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

/** One attempt still to make, as a job: the body is fixed when the event is published. */
interface Delivery {
  eventId: string;
  rawBody: string;
  attempt: number;
}

const deliverJob = 'notification-deliver';

/**
 * Sends signed notifications to the merchant's endpoint, retrying with exponential backoff
 * (`retryBaseMs`, 2x, 4x...) until a 2xx. Every attempt of one event sends the same body, so the
 * same `id` and signature: the merchant de-duplicates by `id`. Attempts are jobs, so a notification
 * published before a restart is still delivered after it.
 */
export class NotificationDispatcher {
  /** The attempts made since this process started (`GET /sandbox/notifications`). */
  readonly deliveries: DeliveryRecord[] = [];
  private closed = false;

  constructor(
    private readonly endpoint: NotificationEndpoint,
    private readonly retryBaseMs: number,
    private readonly jobs: Jobs,
  ) {
    jobs.handle<Delivery>(deliverJob, (delivery) => this.attempt(delivery));
  }

  /** Builds the event (fresh id and time) and sends it at once, retrying later. Does nothing without a URL. */
  publish(details: Notification['details']): Notification | undefined {
    if (!this.endpoint.url) return undefined;
    const event: Notification = { id: randomUUID(), event: 'executionActionCompleted', time: now(), details };
    this.jobs.schedule<Delivery>(deliverJob, 0, {
      eventId: event.id,
      rawBody: JSON.stringify(event),
      attempt: 1,
    });
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

  /** Makes no more attempts (the sandbox is closing); the jobs of those to come stay stored. */
  close(): void {
    this.closed = true;
  }

  private async attempt({ eventId, rawBody, attempt }: Delivery): Promise<void> {
    const { url, secret } = this.endpoint;
    if (this.closed || !url) return;
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
    this.jobs.schedule<Delivery>(deliverJob, this.retryBaseMs * 2 ** (attempt - 1), {
      eventId,
      rawBody,
      attempt: attempt + 1,
    });
  }
}
