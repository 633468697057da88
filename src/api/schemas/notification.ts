import * as z from 'zod/mini';
import { dateTimeSchema } from './common';
import { executionStatusSchema } from './execution';

/** What the platform POSTs to the merchant's notification URL (contract 9), signed in `x-signature`. */
export const notificationSchema = z.object({
  id: z.uuid(),
  event: z.literal('executionActionCompleted'),
  time: dateTimeSchema,
  details: z.object({
    action: z.string(),
    actionId: z.uuid(),
    success: z.boolean(),
    execution: z.object({
      id: z.uuid(),
      workflowCode: z.string(),
      merchantReference: z.string(),
      holderReference: z.optional(z.string()),
      status: z.array(executionStatusSchema),
    }),
  }),
});
export type Notification = z.infer<typeof notificationSchema>;
