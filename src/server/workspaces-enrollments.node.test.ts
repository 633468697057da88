import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { failureOf, useAcceptanceSandbox } from '../../test/server-acceptance';
import type { Enrollment } from '../api/schemas/enrollment';
import { seedEnrollmentId } from '../sandbox/platform/enrollments/enrollments';
import { ServerClientConfigurationError } from './index';

const t = useAcceptanceSandbox();

describe('workspaces bulk create (spec 4.3)', () => {
  it('creates new names, and sends invalid and duplicate ones to failedWorkspaces', async () => {
    const suffix = randomUUID().slice(0, 8);
    const first = await t.client.bulkCreateWorkspaces([`Shop ${suffix}`, `Outlet ${suffix}`]);
    expect(first.createdWorkspaces.map((workspace) => workspace.name)).toEqual([
      `Shop ${suffix}`,
      `Outlet ${suffix}`,
    ]);
    expect(first.failedWorkspaces).toEqual([]);
    expect(first.createdWorkspaces[0]!.createdBy).toBe('demo-merchant@sandbox.railkit.dev');
    expect(first.createdWorkspaces[0]!.updatedBy).toBe(first.createdWorkspaces[0]!.createdBy);

    const second = await t.client.bulkCreateWorkspaces([
      `shop ${suffix}`, // taken already (names compare case-insensitively)
      `New ${suffix}`,
      `New ${suffix}`, // twice in the request
      '',
      'x'.repeat(65),
    ]);
    expect(second.createdWorkspaces.map((workspace) => workspace.name)).toEqual([`New ${suffix}`]);
    expect(second.failedWorkspaces.map((failed) => failed.name)).toEqual([
      `shop ${suffix}`,
      `New ${suffix}`,
      '',
      'x'.repeat(65),
    ]);
    for (const failed of second.failedWorkspaces) expect(failed.errorMessage.length).toBeGreaterThan(10);

    const { results } = await t.client.listWorkspaces();
    expect(results.map((workspace) => workspace.name)).toEqual(
      expect.arrayContaining([`Shop ${suffix}`, `Outlet ${suffix}`, `New ${suffix}`]),
    );
  });

  it('refuses more than 100 names in one request with 400', async () => {
    const names = Array.from({ length: 101 }, (_, index) => `Bulk ${index}`);
    const error = await failureOf(t.client.bulkCreateWorkspaces(names));
    expect(error.status).toBe(400);
  });

  it('replays a bulk create with the same idempotency key instead of failing the names as taken', async () => {
    const names = [`Replay ${randomUUID().slice(0, 8)}`];
    const idempotencyKey = randomUUID();
    const first = await t.client.bulkCreateWorkspaces(names, { idempotencyKey });
    const again = await t.client.bulkCreateWorkspaces(names, { idempotencyKey });
    expect(again).toEqual(first);
    expect(again.failedWorkspaces).toEqual([]);
  });
});

describe('dispute alert enrollment events (spec 4.4)', () => {
  async function enrollmentWithEvents(): Promise<Enrollment> {
    const enrollment = await t.control<Enrollment>('POST', '/sandbox/enrollments', {
      descriptors: ['RAILKIT*SHOP', 'RAILKIT SHOP'],
    });
    for (const to of ['enrolled', 'unenroll_requested', 'unenrolled']) {
      await t.control('POST', `/sandbox/enrollments/${enrollment.id}/transition`, { to });
    }
    return enrollment;
  }

  it('lists the lifecycle events of an enrollment, oldest first', async () => {
    const enrollment = await enrollmentWithEvents();
    const page = await t.client.listEnrollmentEvents(enrollment.id);
    expect(page.results.map((event) => event.type)).toEqual([
      'prevention.enrolment.enroll_requested',
      'prevention.enrolment.enrolled',
      'prevention.enrolment.unenroll_requested',
      'prevention.enrolment.unenrolled',
    ]);
    expect(page.results.every((event) => event.enrollmentId === enrollment.id)).toBe(true);
    expect(page.results[0]!.descriptors.map((item) => item.descriptor)).toEqual([
      'RAILKIT*SHOP',
      'RAILKIT SHOP',
    ]);
    expect(page.links.prev).toBeNull();
    expect(page.links.next).toBeNull();
  });

  it('pages forward with next and back with prev, and the iterator walks every page both ways', async () => {
    const enrollment = await enrollmentWithEvents();
    const first = await t.client.listEnrollmentEvents(enrollment.id, { size: 3 });
    expect(first.results).toHaveLength(3);
    expect(new URL(first.links.next!).searchParams.get('page[size]')).toBe('3');
    const second = await t.client.listEnrollmentEvents(enrollment.id, { url: first.links.next! });
    expect(second.results.map((event) => event.type)).toEqual(['prevention.enrolment.unenrolled']);
    expect(second.links.next).toBeNull();
    const back = await t.client.listEnrollmentEvents(enrollment.id, { url: second.links.prev! });
    expect(back.results.map((event) => event.id)).toEqual(first.results.map((event) => event.id));
    const last = await t.client.listEnrollmentEvents(enrollment.id, { url: first.links.last });
    expect(last.results.at(-1)!.id).toBe(second.results[0]!.id);

    const forward = [];
    for await (const event of t.client.enrollmentEvents(enrollment.id, { pageSize: 1 }))
      forward.push(event.id);
    expect(forward).toHaveLength(4);
    const backward = [];
    for await (const event of t.client.enrollmentEvents(enrollment.id, {
      pageSize: 3,
      direction: 'backward',
    })) {
      backward.push(event.id);
    }
    expect(backward).toEqual([...forward].reverse());
  });

  it('has a seeded enrollment with all four event types', async () => {
    const types = [];
    for await (const event of t.client.enrollmentEvents(seedEnrollmentId)) types.push(event.type);
    expect(types).toHaveLength(4);
    expect(new Set(types).size).toBe(4);
  });

  it('answers 404 for an unknown enrollment and 400 for a bad page size', async () => {
    expect((await failureOf(t.client.listEnrollmentEvents(randomUUID()))).codes).toEqual([
      'request.not-found',
    ]);
    expect((await failureOf(t.client.listEnrollmentEvents(seedEnrollmentId, { size: 0 }))).status).toBe(400);
  });

  it('refuses to follow a link of another list or origin', async () => {
    await expect(
      t.client.listEnrollmentEvents(seedEnrollmentId, { url: 'http://example.com/steal' }),
    ).rejects.toThrow(ServerClientConfigurationError);
  });
});
