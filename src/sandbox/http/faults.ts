import * as z from 'zod/mini';

/** Routes a fault can be put on; `*` hits every route except the `/sandbox/*` test-control routes. */
export const faultRoutes = [
  '*',
  'payout',
  'instruments',
  'execution',
  'client-init',
  'tokenize',
  'records',
  'workspaces',
  'authorize',
  'payment-actions',
] as const;
export type FaultRoute = (typeof faultRoutes)[number];

/**
 * `POST /sandbox/faults` body. Faults are global (not per credential), so tests using them run serially.
 * - `drop-response`: run the request fully, then close the connection without answering;
 * - `unavailable`: answer `503 service.unavailable` with `Retry-After: 1` without running it;
 * - `delay`: run it, then wait `delayMs` before answering.
 * `times` (default 1) is how many requests the fault hits before it is used up.
 * `executionId` limits the fault to requests on that execution (its id in the path), so tests running at
 * the same time on other executions are not hit.
 */
export const faultRequestSchema = z.object({
  route: z.enum(faultRoutes),
  kind: z.enum(['drop-response', 'delay', 'unavailable']),
  times: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
  delayMs: z.optional(z.int().check(z.minimum(0), z.maximum(60_000))),
  executionId: z.optional(z.string().check(z.minLength(1))),
});
export type FaultRequest = z.infer<typeof faultRequestSchema>;

export interface Fault {
  route: FaultRoute;
  kind: FaultRequest['kind'];
  remaining: number;
  delayMs: number;
  executionId?: string;
}

export class FaultRegistry {
  private faults: Fault[] = [];

  add(request: FaultRequest): Fault {
    const fault: Fault = {
      route: request.route,
      kind: request.kind,
      remaining: request.times ?? 1,
      delayMs: request.delayMs ?? 1_000,
    };
    if (request.executionId) fault.executionId = request.executionId;
    this.faults.push(fault);
    return fault;
  }

  /**
   * The first active fault of `route` (or a `*` fault) that applies to the request's execution, used up
   * by one; undefined when none.
   */
  take(route: FaultRoute | undefined, executionId?: string): Fault | undefined {
    const fault = this.faults.find(
      (candidate) =>
        (candidate.route === route || candidate.route === '*') &&
        (candidate.executionId === undefined || candidate.executionId === executionId) &&
        candidate.remaining > 0,
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining === 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return fault;
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  clear(): void {
    this.faults = [];
  }
}
