import * as z from 'zod/mini';
import type { Route, SandboxContext } from './context';
import { controlDocs, merchantAccess } from './control';
import { changeEntrySchema, feedQuerySchema, requestEntrySchema, type Feed } from './feed';
import { readQuery } from './paging';

/**
 * What this process did, for people watching it: every request as it is answered (the request log,
 * `railkit-sandbox logs`) and the changes the console refreshes on (an execution written, a notification
 * attempt made), each a long poll on its own `Feed`.
 */

/** The long polls themselves are left out of the log: a follower would otherwise see only itself. */
export const unloggedPaths: ReadonlySet<string> = new Set(['/sandbox/requests', '/sandbox/changes']);

function feedRoute<Entry>(
  path: string,
  summary: string,
  entrySchema: z.ZodMiniType,
  feedOf: (ctx: SandboxContext) => Feed<Entry>,
): Route {
  return {
    host: 'api',
    method: 'GET',
    path,
    access: merchantAccess,
    docs: controlDocs(summary, {
      query: feedQuerySchema,
      responses: [{ status: 200, body: z.object({ entries: z.array(entrySchema), cursor: z.int() }) }],
    }),
    async handle(ctx, request) {
      // A cursor past the feed's end (the process restarted) reads from its start.
      const { after: asked = 0, wait = 0 } = readQuery(feedQuerySchema, request.url);
      const after = asked > feedOf(ctx).cursor ? 0 : asked;
      const feed = feedOf(ctx);
      const entries = await feed.wait(after, wait * 1_000, request.signal);
      return { status: 200, body: { entries, cursor: entries.at(-1)?.seq ?? feed.cursor } };
    },
  };
}

export const activityRoutes: Route[] = [
  feedRoute(
    '/sandbox/requests',
    'Every request this process answered (the last 1,000 to 2,000), after `after`; `wait` (0-30 s) long-polls for the next one: `railkit-sandbox logs` follows it',
    requestEntrySchema,
    (ctx) => ctx.activity.requests,
  ),
  feedRoute(
    '/sandbox/changes',
    'Executions written and notification attempts made in this process after `after`; `wait` (0-30 s) long-polls: the console refreshes on them',
    changeEntrySchema,
    (ctx) => ctx.activity.changes,
  ),
];
