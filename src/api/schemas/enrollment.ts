import * as z from 'zod/mini';
import { dateTimeSchema } from './common';
import { pageQueryShape, pageSchema } from './paging';

/** States of a dispute alert enrollment, in lifecycle order (spec 2.7, 3). */
export const enrollmentStates = ['enroll_requested', 'enrolled', 'unenroll_requested', 'unenrolled'] as const;
export type EnrollmentState = (typeof enrollmentStates)[number];

/** Event types: one per state an enrollment enters (spec 2.7). */
export const enrollmentEventTypes = [
  'prevention.enrolment.enroll_requested',
  'prevention.enrolment.enrolled',
  'prevention.enrolment.unenroll_requested',
  'prevention.enrolment.unenrolled',
] as const;
export type EnrollmentEventType = (typeof enrollmentEventTypes)[number];

export const enrollmentActorTypes = ['user', 'system'] as const;
export type EnrollmentActorType = (typeof enrollmentActorTypes)[number];

/** A merchant descriptor (the name on the cardholder's statement) covered by the enrollment. */
export const enrollmentDescriptorSchema = z.object({ id: z.uuid(), descriptor: z.string() });
export type EnrollmentDescriptor = z.infer<typeof enrollmentDescriptorSchema>;

/** Dispute alert enrollment event (spec 2.7). */
export const enrollmentEventSchema = z.object({
  id: z.uuid(),
  enrollmentId: z.uuid(),
  type: z.enum(enrollmentEventTypes),
  descriptors: z.array(enrollmentDescriptorSchema),
  createdAt: dateTimeSchema,
  actorType: z.enum(enrollmentActorTypes),
  actorId: z.uuid(),
});
export type EnrollmentEvent = z.infer<typeof enrollmentEventSchema>;

/** Query of `GET /dispute/disputes/alert-enrollments/{enrollmentId}/events`: cursor paging only. */
export const enrollmentEventsQuerySchema = z.strictObject({ ...pageQueryShape });

/** Answer of the events list (spec 4.4), oldest event first. */
export const enrollmentEventsPageSchema = pageSchema(enrollmentEventSchema);
export type EnrollmentEventsPage = z.infer<typeof enrollmentEventsPageSchema>;

/** Longest descriptor and most descriptors per enrollment the sandbox accepts. */
export const maxDescriptorLength = 25;
export const maxDescriptorsPerEnrollment = 10;

/** Body of the sandbox route `POST /sandbox/enrollments`. */
export const createEnrollmentRequestSchema = z.strictObject({
  descriptors: z
    .array(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'a descriptor needs at least one character'),
          z.maxLength(maxDescriptorLength, `at most ${maxDescriptorLength} characters`),
        ),
    )
    .check(
      z.minLength(1, 'at least one descriptor'),
      z.maxLength(maxDescriptorsPerEnrollment, `at most ${maxDescriptorsPerEnrollment} descriptors`),
    ),
});
export type CreateEnrollmentRequest = z.infer<typeof createEnrollmentRequestSchema>;

/** Body of the sandbox route `POST /sandbox/enrollments/{id}/transition`. */
export const enrollmentTransitionRequestSchema = z.strictObject({
  to: z.enum(['enrolled', 'unenroll_requested', 'unenrolled']),
  /** Who moved it; default `user` for requests and `system` for the network's confirmations. */
  actorType: z.optional(z.enum(enrollmentActorTypes)),
});
export type EnrollmentTransitionRequest = z.infer<typeof enrollmentTransitionRequestSchema>;

/** An enrollment as the sandbox routes answer it (the platform itself shows only its events). */
export const enrollmentSchema = z.object({
  id: z.uuid(),
  state: z.enum(enrollmentStates),
  descriptors: z.array(enrollmentDescriptorSchema),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  links: z.object({ events: z.url() }),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;
