import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  enrollmentEventsPageSchema,
  enrollmentSchema,
  type Enrollment,
  type EnrollmentEvent,
} from '../../../api/schemas/enrollment';
import { errorPaths, getPage, queryOf, tokenWithScope, walk } from '../../analytics-test-helpers';
import { sandboxSystemActorId, sandboxUserActorId, seedEnrollmentId } from './enrollments';
import { bearer, call, createSession, errorCodes, merchant, useTestSandbox } from '../../node-test-helpers';

const sandbox = useTestSandbox();

function eventsUrl(enrollmentId: string, query = ''): string {
  return `${sandbox.apiUrl}/dispute/disputes/alert-enrollments/${enrollmentId}/events${query}`;
}

async function createEnrollment(descriptors = ['SHOP*ONE', 'SHOP TWO']): Promise<Enrollment> {
  const response = await call<Enrollment>(`${sandbox.apiUrl}/sandbox/enrollments`, {
    headers: merchant(sandbox),
    body: { descriptors },
  });
  expect(response.status).toBe(201);
  return enrollmentSchema.parse(response.body);
}

function transition(id: string, to: string, actorType?: string) {
  return call<Enrollment>(`${sandbox.apiUrl}/sandbox/enrollments/${id}/transition`, {
    headers: merchant(sandbox),
    body: actorType ? { to, actorType } : { to },
  });
}

const ids = (events: EnrollmentEvent[]) => events.map((event) => event.id);

describe('seed enrollment events', () => {
  it('lists the whole lifecycle oldest first, on one page with the default size', async () => {
    const response = await call(eventsUrl(seedEnrollmentId), { headers: merchant(sandbox) });
    expect(response.status).toBe(200);
    const page = enrollmentEventsPageSchema.parse(response.body);
    expect(page.results.map((event) => event.type)).toEqual([
      'prevention.enrolment.enroll_requested',
      'prevention.enrolment.enrolled',
      'prevention.enrolment.unenroll_requested',
      'prevention.enrolment.unenrolled',
    ]);
    expect(page.results.map((event) => event.actorType)).toEqual(['user', 'system', 'user', 'system']);
    expect(page.results.every((event) => event.enrollmentId === seedEnrollmentId)).toBe(true);
    const times = page.results.map((event) => Date.parse(event.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(page.links.prev).toBeNull();
    expect(page.links.next).toBeNull();
    expect(page.links.first).toBe(page.links.last);
    expect(queryOf(page.links.self)['page[size]']).toBe('20');
    expect(page.links.self.startsWith(eventsUrl(seedEnrollmentId))).toBe(true);
  });

  it('pages forward and back at size 2 with links that carry the cursors', async () => {
    const first = await getPage<EnrollmentEvent>(sandbox, eventsUrl(seedEnrollmentId, '?page[size]=2'));
    expect(first.results).toHaveLength(2);
    expect(first.links.prev).toBeNull();
    expect(queryOf(first.links.next!)).toMatchObject({
      'page[size]': '2',
      'page[after]': expect.any(String),
    });

    const second = await getPage<EnrollmentEvent>(sandbox, first.links.next!);
    expect(second.results.map((event) => event.type)).toEqual([
      'prevention.enrolment.unenroll_requested',
      'prevention.enrolment.unenrolled',
    ]);
    expect(second.links.next).toBeNull();
    expect(queryOf(second.links.prev!)).toMatchObject({ 'page[before]': expect.any(String) });

    const back = await getPage<EnrollmentEvent>(sandbox, second.links.prev!);
    expect(ids(back.results)).toEqual(ids(first.results));
    expect(ids((await getPage<EnrollmentEvent>(sandbox, first.links.last)).results)).toEqual(
      ids(second.results),
    );
    expect(ids((await getPage<EnrollmentEvent>(sandbox, second.links.first)).results)).toEqual(
      ids(first.results),
    );
  });

  it('walks every page at size 1 both ways and meets the same events', async () => {
    const forward = await walk<EnrollmentEvent>(
      sandbox,
      eventsUrl(seedEnrollmentId, '?page[size]=1'),
      'next',
    );
    expect(forward).toHaveLength(4);
    const middle = forward[1]!;
    expect(middle.links.prev).not.toBeNull();
    expect(middle.links.next).not.toBeNull();
    const backward = await walk<EnrollmentEvent>(sandbox, forward[0]!.links.last, 'prev');
    expect(backward.flatMap((page) => ids(page.results)).reverse()).toEqual(
      forward.flatMap((page) => ids(page.results)),
    );
  });

  it('accepts page sizes from 1 to 100 and refuses others naming page[size]', async () => {
    expect(
      (await call(eventsUrl(seedEnrollmentId, '?page[size]=100'), { headers: merchant(sandbox) })).status,
    ).toBe(200);
    for (const size of ['0', '101', 'abc', '2.5', '-1']) {
      const response = await call(eventsUrl(seedEnrollmentId, `?page[size]=${size}`), {
        headers: merchant(sandbox),
      });
      expect(response.status, size).toBe(400);
      expect(errorCodes(response)).toEqual(['request.malformed']);
      expect(errorPaths(response)).toEqual(['page[size]']);
    }
  });

  it('refuses a cursor it did not issue, both cursors at once, and unknown query keys', async () => {
    const bad = await call(eventsUrl(seedEnrollmentId, '?page[after]=not-a-cursor'), {
      headers: merchant(sandbox),
    });
    expect(bad.status).toBe(400);
    expect(errorPaths(bad)).toEqual(['page[after]']);

    const page = await getPage<EnrollmentEvent>(sandbox, eventsUrl(seedEnrollmentId, '?page[size]=1'));
    const cursor = queryOf(page.links.next!)['page[after]']!;
    const both = await call(eventsUrl(seedEnrollmentId, `?page[after]=${cursor}&page[before]=${cursor}`), {
      headers: merchant(sandbox),
    });
    expect(both.status).toBe(400);
    expect(errorPaths(both)).toEqual(['page[before]']);

    const unknown = await call(eventsUrl(seedEnrollmentId, '?page[number]=2'), {
      headers: merchant(sandbox),
    });
    expect(unknown.status).toBe(400);
    expect(errorPaths(unknown)).toEqual(['page[number]']);
  });

  it('answers 404 request.not-found for an unknown enrollment', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const response = await call(eventsUrl(id), { headers: merchant(sandbox) });
      expect(response.status).toBe(404);
      expect(errorCodes(response)).toEqual(['request.not-found']);
    }
  });
});

describe('enrollment lifecycle', () => {
  it('creates an enrollment with an enroll_requested event and adds one event per move', async () => {
    const enrollment = await createEnrollment(['SHOP*ONE', 'SHOP TWO']);
    expect(enrollment.state).toBe('enroll_requested');
    expect(enrollment.links.events).toBe(eventsUrl(enrollment.id));

    for (const to of ['enrolled', 'unenroll_requested', 'unenrolled']) {
      const moved = await transition(enrollment.id, to);
      expect(moved.status, to).toBe(200);
      expect(moved.body.state).toBe(to);
    }
    const page = await getPage<EnrollmentEvent>(sandbox, enrollment.links.events);
    expect(page.results.map((event) => event.type)).toEqual([
      'prevention.enrolment.enroll_requested',
      'prevention.enrolment.enrolled',
      'prevention.enrolment.unenroll_requested',
      'prevention.enrolment.unenrolled',
    ]);
    expect(page.results.map((event) => event.actorId)).toEqual([
      sandboxUserActorId,
      sandboxSystemActorId,
      sandboxUserActorId,
      sandboxSystemActorId,
    ]);
    for (const event of page.results) expect(event.descriptors).toEqual(enrollment.descriptors);
    expect(enrollment.descriptors.map((descriptor) => descriptor.descriptor)).toEqual([
      'SHOP*ONE',
      'SHOP TWO',
    ]);
  });

  it('records the actor type a move names', async () => {
    const enrollment = await createEnrollment();
    expect((await transition(enrollment.id, 'enrolled', 'user')).status).toBe(200);
    const page = await getPage<EnrollmentEvent>(sandbox, enrollment.links.events);
    expect(page.results[1]).toMatchObject({ actorType: 'user', actorId: sandboxUserActorId });
  });

  it('refuses moves outside the lifecycle with 409 request.conflict and adds no event', async () => {
    const enrollment = await createEnrollment();
    const skip = await transition(enrollment.id, 'unenrolled');
    expect(skip.status).toBe(409);
    expect(errorCodes(skip)).toEqual(['request.conflict']);
    expect((skip.body as unknown as { errors: { reason: unknown }[] }).errors[0]!.reason).toEqual({
      from: 'enroll_requested',
      to: 'unenrolled',
      allowed: ['enrolled'],
    });
    expect((await transition(enrollment.id, 'enrolled')).status).toBe(200);
    expect((await transition(enrollment.id, 'enrolled')).status).toBe(409);
    expect((await transition(enrollment.id, 'unenroll_requested')).status).toBe(200);
    expect((await transition(enrollment.id, 'unenrolled')).status).toBe(200);
    expect((await transition(enrollment.id, 'unenroll_requested')).status).toBe(409);
    const page = await getPage<EnrollmentEvent>(sandbox, enrollment.links.events);
    expect(page.results).toHaveLength(4);
  });

  it('validates the sandbox routes bodies and ids', async () => {
    const empty = await call(`${sandbox.apiUrl}/sandbox/enrollments`, {
      headers: merchant(sandbox),
      body: { descriptors: [] },
    });
    expect(empty.status).toBe(400);
    expect(errorPaths(empty)).toEqual(['descriptors']);
    const twice = await call(`${sandbox.apiUrl}/sandbox/enrollments`, {
      headers: merchant(sandbox),
      body: { descriptors: ['SAME', 'SAME'] },
    });
    expect(twice.status).toBe(400);
    expect(errorPaths(twice)).toEqual(['descriptors.1']);
    const enrollment = await createEnrollment();
    const badState = await transition(enrollment.id, 'enroll_requested');
    expect(badState.status).toBe(400);
    expect(errorPaths(badState)).toEqual(['to']);
    expect((await transition(randomUUID(), 'enrolled')).status).toBe(404);
  });
});

describe('enrollment events permissions', () => {
  it('needs credentials, the disputes:read scope, and merchant credentials', async () => {
    expect((await call(eventsUrl(seedEnrollmentId))).status).toBe(401);
    const scoped = await tokenWithScope(sandbox, 'disputes:read');
    expect((await call(eventsUrl(seedEnrollmentId), { headers: bearer(scoped) })).status).toBe(200);
    const other = await tokenWithScope(sandbox, 'executions:read');
    const forbidden = await call(eventsUrl(seedEnrollmentId), { headers: bearer(other) });
    expect(forbidden.status).toBe(403);
    expect(errorCodes(forbidden)).toEqual(['request.forbidden']);
    const config = await createSession(sandbox);
    expect((await call(eventsUrl(seedEnrollmentId), { headers: bearer(config.token) })).status).toBe(403);
  });
});
