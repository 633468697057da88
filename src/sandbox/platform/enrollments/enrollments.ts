import { randomUUID } from 'node:crypto';
import {
  type EnrollmentActorType,
  type EnrollmentDescriptor,
  type EnrollmentEvent,
  type EnrollmentState,
} from '../../../api/schemas/enrollment';
import type { SandboxClock } from '../shared/clock';
import type { Collection, Storage } from '../../storage/storage';
import { newestOfMerchant } from '../../storage/newest';
import { httpError } from '../../http/responses';

/**
 * Dispute alert enrollments (spec 4.4, 2.7): a set of merchant descriptors enrolled with the card
 * networks' alert programmes. Each state an enrollment enters adds one event; the platform shows only
 * the events, the sandbox routes create enrollments and move them so tests can produce events.
 */

/** Id of the enrollment every sandbox starts with: its full lifecycle, four events. */
export const seedEnrollmentId = '5e1d0000-0000-4000-8000-000000000001';
/** Actor of the enrollment events a merchant's user caused (requests). */
export const sandboxUserActorId = '5e1d0000-0000-4000-8000-0000000000a1';
/** Actor of the enrollment events the network caused. */
export const sandboxSystemActorId = '5e1d0000-0000-4000-8000-0000000000a2';

/** Legal moves: the only state that may follow each state. */
const nextState: Record<EnrollmentState, EnrollmentState | undefined> = {
  enroll_requested: 'enrolled',
  enrolled: 'unenroll_requested',
  unenroll_requested: 'unenrolled',
  unenrolled: undefined,
};

/** Requests come from the merchant's users; confirmations from the network (the system). */
const defaultActor: Record<EnrollmentState, EnrollmentActorType> = {
  enroll_requested: 'user',
  enrolled: 'system',
  unenroll_requested: 'user',
  unenrolled: 'system',
};

export interface StoredEvent {
  rank: number;
  event: EnrollmentEvent;
}

export interface EnrollmentRecord {
  id: string;
  merchantId: string;
  state: EnrollmentState;
  descriptors: EnrollmentDescriptor[];
  createdAt: string;
  updatedAt: string;
  events: StoredEvent[];
}

/** Enrollments and their events, in memory; events are kept oldest first. */
export class EnrollmentStore {
  private readonly enrollments: Collection<EnrollmentRecord>;
  /** The rank of the newest event: events of all enrollments are ranked in one sequence. */
  private sequence = 0;
  /** The stored events' largest rank, read once before the first event is added or moved. */
  private sequenceRead: Promise<void> | undefined;

  constructor(
    private readonly clock: SandboxClock,
    storage: Storage,
  ) {
    this.enrollments = storage.collection('enrollments');
  }

  /** Reads the largest stored rank once: the ranks of new events follow it after a restart. */
  private ready(): Promise<void> {
    this.sequenceRead ??= this.enrollments
      .max(
        (record) => Math.max(0, ...record.events.map((event) => event.rank)),
        `(select max((event->>'rank')::bigint) from json_array_elements(data->'events') as event)`,
      )
      .then((max) => void (this.sequence = Math.max(this.sequence, max)))
      .catch((error: unknown) => {
        // Read again by the next request: the database may be back.
        this.sequenceRead = undefined;
        throw error;
      });
    return this.sequenceRead;
  }

  async create(
    merchantId: string,
    descriptors: string[],
    options: { id?: string; at?: Date } = {},
  ): Promise<EnrollmentRecord> {
    await this.ready();
    const at = (options.at ?? this.clock.now()).toISOString();
    const record: EnrollmentRecord = {
      id: options.id ?? randomUUID(),
      merchantId,
      state: 'enroll_requested',
      descriptors: descriptors.map((descriptor) => ({ id: randomUUID(), descriptor })),
      createdAt: at,
      updatedAt: at,
      events: [],
    };
    this.enrollments.set(record.id, record);
    this.addEvent(record, defaultActor.enroll_requested, at);
    return record;
  }

  /** The enrollment of this merchant, or undefined (another merchant's enrollment is unknown too). */
  /** The enrollment, read from the database when memory lacks it; `transition` may follow at once. */
  async get(merchantId: string, id: string): Promise<EnrollmentRecord | undefined> {
    await this.ready();
    const record = await this.enrollments.read(id);
    return record?.merchantId === merchantId ? record : undefined;
  }

  /** The merchant's newest enrollments, newest first. */
  newest(merchantId: string, limit: number): Promise<EnrollmentRecord[]> {
    return newestOfMerchant(this.enrollments, merchantId, limit);
  }

  /** Moves the enrollment one step along its lifecycle; 409 `request.conflict` for any other move. */
  transition(
    record: EnrollmentRecord,
    to: EnrollmentState,
    actorType?: EnrollmentActorType,
    at?: Date,
  ): void {
    const allowed = nextState[record.state];
    if (allowed !== to) {
      throw httpError(
        409,
        'request.conflict',
        `Enrollment ${record.id} is ${record.state}; it can move ${allowed ? `only to ${allowed}` : 'nowhere (unenrolled is final)'}, not to ${to}. ` +
          'The lifecycle is enroll_requested -> enrolled -> unenroll_requested -> unenrolled.',
        { from: record.state, to, allowed: allowed ? [allowed] : [] },
      );
    }
    const time = (at ?? this.clock.now()).toISOString();
    record.state = to;
    record.updatedAt = time;
    this.addEvent(record, actorType ?? defaultActor[to], time);
  }

  private addEvent(record: EnrollmentRecord, actorType: EnrollmentActorType, createdAt: string): void {
    record.events.push({
      rank: ++this.sequence,
      event: {
        id: randomUUID(),
        enrollmentId: record.id,
        type: `prevention.enrolment.${record.state}`,
        descriptors: record.descriptors.map((descriptor) => ({ ...descriptor })),
        createdAt,
        actorType,
        actorId: actorType === 'user' ? sandboxUserActorId : sandboxSystemActorId,
      },
    });
  }

  /** The seed enrollment: requested, enrolled, unenroll requested and unenrolled over the past days. */
  async seed(merchantId: string): Promise<void> {
    const day = 24 * 60 * 60 * 1000;
    const start = this.clock.nowMs() - 10 * day;
    const record = await this.create(merchantId, ['RAILKIT*DEMO SHOP', 'RAILKIT DEMO'], {
      id: seedEnrollmentId,
      at: new Date(start),
    });
    this.transition(record, 'enrolled', undefined, new Date(start + 1 * day));
    this.transition(record, 'unenroll_requested', undefined, new Date(start + 7 * day));
    this.transition(record, 'unenrolled', undefined, new Date(start + 8 * day));
  }
}
