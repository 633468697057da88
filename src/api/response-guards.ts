/*
 * The guards of bodies that only the platform calls read: action results and error bodies. Apart from
 * browser-schemas.ts, whose config guards init() needs, so that a form's first chunk does not carry
 * them. Each mirrors the zod schema named beside it, and browser-schemas.node.test.ts checks both.
 */
import { dateTime, text, url, uuid } from './browser-schemas';
import { array, object, optional, record } from './guards';
import type { Guard } from './guards';
import type { ErrorResponse } from './schemas/error';
import type { ActionResult } from './schemas/execution';

/** execution.ts `actionResultSchema` */
export const actionResultGuard: Guard<ActionResult> = object({
  name: text,
  actionId: uuid,
  executedAt: dateTime,
  workspaceId: optional(uuid),
  links: object({ execution: url }, true),
});

/** error.ts `errorResponseSchema` */
export const errorResponseGuard: Guard<ErrorResponse> = object({
  errors: array(
    object({
      id: text,
      code: text,
      detail: text,
      docUrl: optional(text),
      reason: optional(record),
    }),
  ),
});
