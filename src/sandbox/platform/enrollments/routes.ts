import {
  createEnrollmentRequestSchema,
  enrollmentEventsPageSchema,
  enrollmentEventsQuerySchema,
  enrollmentSchema,
  enrollmentTransitionRequestSchema,
  type CreateEnrollmentRequest,
  type Enrollment,
  type EnrollmentTransitionRequest,
} from '../../../api/schemas/enrollment';
import { principalOf, type Route, type RouteAccess, type SandboxContext } from '../../http/context';
import { newestListRoute } from '../../http/control';
import { HttpError, httpError } from '../../http/responses';
import { malformed, paginate, pageLinks, readPageRequest, readQuery } from '../../http/paging';
import type { EnrollmentRecord, StoredEvent } from './enrollments';

function enrollmentView(ctx: SandboxContext, record: EnrollmentRecord): Enrollment {
  return {
    id: record.id,
    state: record.state,
    descriptors: record.descriptors.map((descriptor) => ({ ...descriptor })),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    links: { events: eventsUrl(ctx, record.id) },
  };
}

function eventsUrl(ctx: SandboxContext, enrollmentId: string): string {
  return `${ctx.apiUrl}/dispute/disputes/alert-enrollments/${enrollmentId}/events`;
}

async function findEnrollment(
  ctx: SandboxContext,
  merchantId: string,
  id: string,
): Promise<EnrollmentRecord> {
  const record = await ctx.enrollments.get(merchantId, id);
  if (!record) throw httpError(404, 'request.not-found', `No dispute alert enrollment with id ${id}.`);
  return record;
}

const merchantOnly: RouteAccess = { credentials: ['apiKey', 'merchantToken'] };

export const enrollmentRoutes: Route[] = [
  newestListRoute({
    path: 'enrollments',
    key: 'enrollments',
    summary: 'The dispute alert enrollments, newest first, each with the link to its events',
    itemSchema: enrollmentSchema,
    read: async (ctx, merchantId, size) =>
      (await ctx.enrollments.newest(merchantId, size)).map((record) => enrollmentView(ctx, record)),
  }),
  {
    host: 'api',
    method: 'GET',
    path: '/dispute/disputes/alert-enrollments/:enrollmentId/events',
    access: { credentials: ['apiKey', 'merchantToken'], scope: 'disputes:read' },
    docs: {
      summary: 'List the events of a dispute alert enrollment, oldest first, with cursor paging.',
      specSection: '4.4',
      permission: 'merchant (scope disputes:read)',
      query: enrollmentEventsQuerySchema,
      responses: [{ status: 200, body: enrollmentEventsPageSchema }],
    },
    async handle(ctx, request) {
      const principal = principalOf(request);
      const page = readPageRequest(readQuery(enrollmentEventsQuerySchema, request.url));
      const record = await findEnrollment(ctx, principal.merchantId, request.params.enrollmentId!);
      const rankOf = (stored: StoredEvent) => stored.rank;
      const slice = paginate(record.events, rankOf, page);
      const links = pageLinks(eventsUrl(ctx, record.id), {}, record.events, rankOf, page, slice);
      return { status: 200, body: { links, results: slice.results.map((stored) => stored.event) } };
    },
  },
  {
    host: 'api',
    method: 'POST',
    path: '/sandbox/enrollments',
    body: 'json',
    validateBody: true,
    access: merchantOnly,
    docs: {
      summary: 'Create a dispute alert enrollment in state enroll_requested (adds its first event).',
      specSection: 'sandbox',
      permission: 'merchant (test control)',
      requestBody: createEnrollmentRequestSchema,
      responses: [{ status: 201, body: enrollmentSchema }],
    },
    async handle(ctx, request) {
      const principal = principalOf(request);
      const body = request.body as CreateEnrollmentRequest;
      const duplicate = body.descriptors.findIndex(
        (descriptor, index) => body.descriptors.indexOf(descriptor) !== index,
      );
      if (duplicate !== -1) {
        throw new HttpError(
          400,
          malformed(
            `descriptors.${duplicate}`,
            'unique',
            `repeats "${body.descriptors[duplicate]}": list each descriptor once`,
          ),
        );
      }
      const record = await ctx.enrollments.create(principal.merchantId, body.descriptors);
      return { status: 201, body: enrollmentView(ctx, record) };
    },
  },
  {
    host: 'api',
    method: 'POST',
    path: '/sandbox/enrollments/:enrollmentId/transition',
    body: 'json',
    validateBody: true,
    access: merchantOnly,
    docs: {
      summary:
        'Move an enrollment to the next state of its lifecycle (adds one event); 409 for any other move.',
      specSection: 'sandbox',
      permission: 'merchant (test control)',
      requestBody: enrollmentTransitionRequestSchema,
      responses: [{ status: 200, body: enrollmentSchema }],
    },
    async handle(ctx, request) {
      const principal = principalOf(request);
      const body = request.body as EnrollmentTransitionRequest;
      const record = await findEnrollment(ctx, principal.merchantId, request.params.enrollmentId!);
      ctx.enrollments.transition(record, body.to, body.actorType);
      return { status: 200, body: enrollmentView(ctx, record) };
    },
  },
];
