import { executionGuard, instrumentGuard } from '../api/browser-schemas';
import { longPollAttemptMs } from '../api/http';
import type { CompositionOption } from '../api/schemas/client-config';
import type { Execution } from '../api/schemas/execution';
import type { Instrument } from '../api/schemas/instrument';
import { isPlainObject, optionsInvalid, unknownOperation } from './options';
import type { OperationHost } from './operations';
import type { QueryRequest } from './types';

/*
 * The client's own calls to the platform. They load with the platform client, once an element is
 * created: the form's first paint never waits for them. The operation runners import the platform
 * client's parts from here too, so that it and these calls are one chunk.
 */
export { createApiClient, longPollAttemptMs } from '../api/http';

/** The platform holds a long-poll for at most this many seconds (spec: `wait` is 0 to 30). */
const maxWaitSeconds = 30;

function isWaitSeconds(wait: unknown): wait is number {
  return typeof wait === 'number' && Number.isInteger(wait) && wait >= 0 && wait <= maxWaitSeconds;
}

/** `query({ operation: 'execution', wait? })`: the session's execution, long-polled for up to `wait` s. */
export async function readExecution(host: OperationHost, request: QueryRequest): Promise<Execution> {
  if (!isPlainObject(request) || request.operation !== 'execution') {
    throw unknownOperation(
      'query',
      request,
      "{ operation: 'execution', wait?: seconds }, { operation: 'authorization', wait?: seconds } (with the card module)",
    );
  }
  const wait = request.wait;
  if (wait !== undefined && !isWaitSeconds(wait)) {
    throw optionsInvalid(
      `query({ wait }) takes whole seconds from 0 to ${maxWaitSeconds}, received ${String(wait)}.`,
    );
  }
  // A long-poll waits on purpose: the limits grow with it, the total leaving 10 s for a retry.
  const attemptTimeoutMs = longPollAttemptMs(wait ?? 0);
  const limits = wait ? { attemptTimeoutMs, totalTimeoutMs: attemptTimeoutMs + 10_000 } : {};
  const execution = await host.withSession(() =>
    host.http.getParsed(executionGuard, host.config().execution.links.self, { query: { wait }, ...limits }),
  );
  host.onExecution(execution);
  return execution;
}

/** The instrument of what the payer typed in an element (tokenize()). */
export function createInstrument(
  host: OperationHost,
  option: CompositionOption,
  data: Record<string, unknown>,
): Promise<Instrument> {
  // One key per tokenize() call, reused if that call is retried (network failure, renewed session).
  const idempotencyKey = crypto.randomUUID();
  return host.withSession(() => {
    const config = host.config();
    return host.http.postParsed(
      instrumentGuard,
      config.vault.links.saveInstrument.href,
      {
        holderReference: config.holderReference,
        paymentMethodCode: option.paymentMethodCode,
        data,
        storeInstrument: false,
      },
      { idempotencyKey },
    );
  });
}
