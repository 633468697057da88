import { inject } from 'vitest';
import { commands } from 'vitest/browser';
import type { ClientConfig } from '../src/api/schemas/client-config';
import type { Instrument } from '../src/api/schemas/instrument';
import { PlatformHttpError } from '../src/api/errors';
import type { RailkitClient } from '../src/core/types';
import './sandbox-info';

/** A fault the sandbox injects into its next request(s) of a route (src/sandbox/http/faults.ts). */
export interface FaultSpec {
  route: 'payout' | 'instruments' | 'execution' | 'client-init' | 'authorize';
  kind: 'drop-response' | 'delay' | 'unavailable';
  times?: number;
  delayMs?: number;
  /** The fault hits only requests on this execution, so tests running beside it are not disturbed. */
  executionId: string;
}

/** One action the sandbox executed, as its test-control route lists them. */
export interface RecordedAction {
  name: string;
  actionId: string;
  idempotencyKey?: string;
  executedAt: string;
}

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const sandbox = inject('sandbox');
  const response = await fetch(`${sandbox.apiUrl}${path}`, {
    method,
    headers: { 'x-api-key': sandbox.apiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

let holdingFaultLock = false;

/**
 * POSTs `body` to the platform as the SDK would for the session of `config`: its bearer token, JSON, and a
 * fresh idempotency key. For tests that set up a state the SDK reaches by other steps.
 */
export function postAsSession(config: ClientConfig, url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${config.token}`,
      'content-type': 'application/json',
      'x-idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
}

/**
 * Injects a fault on one execution. Test files run in parallel and `releaseFaults()` clears every fault, so
 * the first fault of a test also takes a lock shared by all files; `releaseFaults()` (in `afterEach`) frees it.
 */
export async function addFault(fault: FaultSpec): Promise<void> {
  if (!holdingFaultLock) {
    await commands.acquireFaultLock();
    holdingFaultLock = true;
  }
  await control('POST', '/sandbox/faults', fault);
}

/** Clears this test's faults and lets other files inject theirs; a no-op when it injected none. */
export async function releaseFaults(): Promise<void> {
  if (!holdingFaultLock) return;
  try {
    await control('DELETE', '/sandbox/faults');
  } finally {
    holdingFaultLock = false;
    await commands.releaseFaultLock();
  }
}

/** Clears faults without giving up the lock, e.g. before the second half of a test. */
export async function clearFaults(): Promise<void> {
  await control('DELETE', '/sandbox/faults');
}

/** Faults not used up yet: empty once every injected fault has hit a request. */
export async function activeFaults(): Promise<FaultSpec[]> {
  return ((await control('GET', '/sandbox/faults')) as { faults: FaultSpec[] }).faults;
}

export async function executedActions(executionId: string): Promise<RecordedAction[]> {
  const body = (await control('GET', `/sandbox/executions/${executionId}/actions`)) as {
    actions: RecordedAction[];
  };
  return body.actions;
}

/**
 * The method page an execution waits on, once authorize has sent the payer there. Read without `wait`,
 * which long-polls until a final status: a payer on the method page is not one.
 */
export async function consumerWaitOf(client: RailkitClient): Promise<string> {
  for (;;) {
    const execution = await client.query({ operation: 'execution' });
    if (execution.links.consumerWait) return execution.links.consumerWait;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The payouts the sandbox made on an execution: one per user action, however often it was retried. */
export async function executedPayouts(executionId: string): Promise<RecordedAction[]> {
  return (await executedActions(executionId)).filter((action) => action.name === 'payout');
}

/** Valid DE bank-account data per the sandbox's published schema; this IBAN pays out successfully. */
export function germanBankAccount(
  name = 'Zoë Müller',
  iban = 'DE89370400440532013000',
): Record<string, unknown> {
  return { holder: { type: 'individual', name }, account: { iban } };
}

/**
 * Creates an instrument the way the SDK would: POST with the client token, outside the SDK. A refusal
 * rejects with a PlatformHttpError carrying the platform's error objects, as the SDK's own call would.
 */
export async function createInstrumentDirectly(
  config: ClientConfig,
  data: Record<string, unknown> = germanBankAccount(),
): Promise<Instrument> {
  const response = await postAsSession(config, config.vault.links.saveInstrument.href, {
    holderReference: config.holderReference,
    paymentMethodCode: 'bankAccount',
    data,
    storeInstrument: false,
  });
  const body = await response.json();
  if (response.status !== 201) {
    const message = `instrument creation failed: ${response.status} ${JSON.stringify(body)}`;
    throw new PlatformHttpError(response.status, body.errors ?? [], message);
  }
  return body as Instrument;
}
