import { randomBytes, randomUUID } from 'node:crypto';
import type { Notification } from '../../../api/schemas/notification';
import { signNotification } from '../../../server/notifications';
import { now } from '../../http/responses';
import type { ExecutionRecord } from '../../storage/store';
import type { Jobs } from '../../storage/jobs';
import type { Collection, Storage } from '../../storage/storage';

/** The platform and the server client sign alike (contract 9): one scheme, written once. */
export { signNotification };

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
  /** From sending the request to the endpoint's status line (or the failure). */
  latencyMs: number;
  /** The `x-signature` header the attempt carried (its time and HMACs: no secret). */
  signature?: string;
  /** Made on request (`POST /sandbox/notifications/{id}/redeliver`), not by the retry schedule. */
  redelivery?: boolean;
}

/** `delivered` once a 2xx came back; `failed` when the attempts ran out; `retrying` in between. */
export type NotificationState = 'pending' | 'retrying' | 'delivered' | 'failed';

/** One notification and what became of it. */
export interface NotificationLog {
  id: string;
  event: Notification['event'];
  action: string;
  actionId: string;
  executionId: string;
  createdAt: string;
  state: NotificationState;
  attempts: Omit<DeliveryRecord, 'eventId'>[];
  /** When the retry schedule makes its next attempt, while it runs. */
  nextAttemptAt?: string;
}

/**
 * The endpoint notifications go to. `secrets` are the live signing secrets, oldest first: one, or two
 * while a rotation runs (every attempt is then signed with both, so the merchant may switch any time).
 */
export interface NotificationEndpoint {
  url: string | undefined;
  secrets: string[];
}

/** The endpoint as a setting (JSON keeps no undefined: no URL is null). */
interface SharedEndpoint {
  url: string | null;
  secrets: string[];
}

/** The setting that carries the endpoint changed at run time to the other sandbox processes. */
const endpointSetting = 'webhookEndpoint';

/** Notifications (and delivery attempts) listed and redeliverable from memory: the newest ones. */
export const keptInMemory = 1_000;

/** One attempt still to make, as a job: the body is fixed when the event is published. */
interface Delivery {
  eventId: string;
  rawBody: string;
  attempt: number;
  /** A redelivery on request is one attempt, outside the retry schedule. */
  redelivery?: boolean;
}

const deliverJob = 'notification-deliver';

/** A fresh secret in the usual `whsec_` form. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

/**
 * Sends signed notifications to the merchant's endpoint, retrying with exponential backoff
 * (`retryBaseMs`, 2x, 4x...) until a 2xx. Every attempt of one event sends the same body, so the same
 * `id`, signed afresh (`t` is the attempt's time): the merchant de-duplicates by `id`. Attempts are jobs,
 * so a notification published before a restart is still delivered after it.
 */
export class NotificationDispatcher {
  /**
   * The last `keptInMemory` attempts of this process (`GET /sandbox/notifications`), in order: a sandbox
   * that runs for months keeps what a person inspecting its webhooks reads, not its whole history.
   */
  readonly deliveries: DeliveryRecord[] = [];
  /** Per notification, the last `keptInMemory` of this process: its log and body (for a redelivery). */
  private readonly logs = new Map<string, { log: NotificationLog; rawBody: string }>();
  private closed = false;
  /** Told of every notification published and every attempt made (the console's live view). */
  private readonly listeners = new Set<(log: NotificationLog) => void>();
  /** Where a change of the endpoint is written for the other processes (`shareEndpoint`). */
  private settings: Collection<SharedEndpoint> | undefined;

  constructor(
    private readonly endpoint: NotificationEndpoint,
    private readonly retryBaseMs: number,
    private readonly jobs: Jobs,
  ) {
    jobs.handle<Delivery>(deliverJob, (delivery) => this.attempt(delivery));
  }

  /** Builds the event (fresh id and time) and sends it at once, retrying later. Does nothing without a URL. */
  publish(details: Notification['details']): Notification | undefined {
    return this.send(details, false)?.event;
  }

  /**
   * Sends a sample notification (action `test`, an execution no one has) once, not retried: a check of
   * the endpoint and its secret, whose attempt the log shows. Undefined without a URL.
   */
  sendTest(): NotificationLog | undefined {
    const time = now();
    return this.send(
      {
        action: 'test',
        actionId: randomUUID(),
        success: true,
        execution: {
          id: randomUUID(),
          workflowCode: 'payout',
          merchantReference: 'railkit-test-delivery',
          status: [{ code: 'created', time }],
        },
      },
      true,
    )?.log;
  }

  private send(details: Notification['details'], once: boolean) {
    if (!this.endpoint.url) return undefined;
    const event: Notification = { id: randomUUID(), event: 'executionActionCompleted', time: now(), details };
    const rawBody = JSON.stringify(event);
    const log = this.logOf(event.id, rawBody);
    this.tell(log);
    this.jobs.schedule<Delivery>(deliverJob, 0, {
      eventId: event.id,
      rawBody,
      attempt: 1,
      ...(once ? { redelivery: true } : {}),
    });
    return { event, log };
  }

  /** Calls `listener` with a notification's log when it is published and after each of its attempts. */
  onActivity(listener: (log: NotificationLog) => void): void {
    this.listeners.add(listener);
  }

  private tell(log: NotificationLog): void {
    for (const listener of this.listeners) listener(log);
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

  /** Every notification of this process, newest first. */
  list(): NotificationLog[] {
    return [...this.logs.values()].map(({ log }) => log).reverse();
  }

  /** Sends a notification once more now, signed afresh; undefined when this process has no such event. */
  redeliver(eventId: string): NotificationLog | undefined {
    const entry = this.logs.get(eventId);
    if (!entry) return undefined;
    this.jobs.schedule<Delivery>(deliverJob, 0, {
      eventId,
      rawBody: entry.rawBody,
      attempt: entry.log.attempts.length + 1,
      redelivery: true,
    });
    return entry.log;
  }

  /**
   * Starts a rotation: `secret` (or a fresh one) signs beside the current secret until `retireSecrets()`.
   * Nothing is lost meanwhile: every attempt carries a signature the merchant's old and new code accept.
   */
  addSecret(secret = newWebhookSecret()): string {
    this.endpoint.secrets = [this.endpoint.secrets.at(-1)!, secret];
    this.publishEndpoint();
    return secret;
  }

  /** Ends a rotation: only the newest secret signs from now on. */
  retireSecrets(): void {
    this.endpoint.secrets = [this.endpoint.secrets.at(-1)!];
    this.publishEndpoint();
  }

  /** Points notifications at `url` (undefined: none are sent), signed with `secret` when given. */
  setEndpoint(url: string | undefined, secret?: string): void {
    this.endpoint.url = url;
    if (secret) this.endpoint.secrets = [secret];
    this.publishEndpoint();
  }

  /**
   * Keeps the endpoint the same in every sandbox process on `storage`'s database: a change made through
   * the control routes is written as a setting, and one another process wrote is taken when announced.
   * A start still applies its own options and environment.
   */
  shareEndpoint(storage: Storage): void {
    const settings = (this.settings = storage.collection<SharedEndpoint>('settings'));
    storage.onChangedElsewhere('settings', (id) => {
      const shared = id === endpointSetting ? settings.peek(id) : undefined;
      if (!shared) return;
      this.endpoint.url = shared.url ?? undefined;
      this.endpoint.secrets = [...shared.secrets];
    });
  }

  private publishEndpoint(): void {
    this.settings?.set(endpointSetting, {
      url: this.endpoint.url ?? null,
      secrets: [...this.endpoint.secrets],
    });
  }

  /** Makes no more attempts (the sandbox is closing); the jobs of those to come stay stored. */
  close(): void {
    this.closed = true;
  }

  /** The log of an event, made from its body when it was published before this process started. */
  private logOf(eventId: string, rawBody: string): NotificationLog {
    let entry = this.logs.get(eventId);
    if (!entry) {
      const event = JSON.parse(rawBody) as Notification;
      const log: NotificationLog = {
        id: eventId,
        event: event.event,
        action: event.details.action,
        actionId: event.details.actionId,
        executionId: event.details.execution.id,
        createdAt: event.time,
        state: 'pending',
        attempts: [],
      };
      entry = { log, rawBody };
      this.logs.set(eventId, entry);
      if (this.logs.size > keptInMemory) this.logs.delete(this.logs.keys().next().value!);
    }
    return entry.log;
  }

  private logAttempt(log: NotificationLog, record: DeliveryRecord, retry: boolean): void {
    log.attempts.push({
      url: record.url,
      attempt: record.attempt,
      status: record.status,
      ...(record.error === undefined ? {} : { error: record.error }),
      time: record.time,
      latencyMs: record.latencyMs,
      ...(record.signature === undefined ? {} : { signature: record.signature }),
      ...(record.redelivery ? { redelivery: true } : {}),
    });
    const delivered = record.status !== null && record.status >= 200 && record.status < 300;
    // A failed redelivery neither undoes a delivery nor ends a retry schedule still running.
    if (delivered) log.state = 'delivered';
    else if (retry) log.state = 'retrying';
    else if (log.state === 'pending' || (log.state === 'retrying' && !record.redelivery))
      log.state = 'failed';
  }

  private async attempt(delivery: Delivery): Promise<void> {
    const { eventId, rawBody, attempt, redelivery } = delivery;
    const { url, secrets } = this.endpoint;
    if (this.closed || !url) return;
    const signature = signNotification(rawBody, secrets);
    const record: DeliveryRecord = {
      eventId,
      url,
      attempt,
      status: null,
      time: now(),
      latencyMs: 0,
      signature,
    };
    if (redelivery) record.redelivery = true;
    const started = performance.now();
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'railkit-sandbox-notifications',
          'x-signature': signature,
        },
        body: rawBody,
        signal: AbortSignal.timeout(attemptTimeoutMs),
      });
      record.status = response.status;
      await response.body?.cancel();
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    record.latencyMs = Math.round(performance.now() - started);
    this.deliveries.push(record);
    // Dropped in batches: one splice per `keptInMemory` attempts, not a shift per attempt.
    if (this.deliveries.length >= 2 * keptInMemory) this.deliveries.splice(0, keptInMemory);
    const delivered = record.status !== null && record.status >= 200 && record.status < 300;
    const retry = !delivered && !redelivery && attempt < maxDeliveryAttempts && !this.closed;
    const log = this.logOf(eventId, rawBody);
    this.logAttempt(log, record, retry);
    const retryInMs = this.retryBaseMs * 2 ** (attempt - 1);
    // A redelivery leaves a retry schedule still running as it is.
    if (retry) log.nextAttemptAt = new Date(Date.now() + retryInMs).toISOString();
    else if (!redelivery) delete log.nextAttemptAt;
    this.tell(log);
    if (!retry) return;
    this.jobs.schedule<Delivery>(deliverJob, retryInMs, {
      eventId,
      rawBody,
      attempt: attempt + 1,
    });
  }
}
