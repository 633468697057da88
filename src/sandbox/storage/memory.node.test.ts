import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SandboxMemory } from '../http/control';
import type { Sandbox, StorageOption } from '../index';
import {
  authorizeBody,
  bearer,
  call,
  createInstrument,
  createSession,
  encryptedCard,
  merchant,
  payoutBody,
  startTestSandbox,
  until,
} from '../node-test-helpers';
import { seedReportWorkspaceId } from '../platform/reports/report-runs';
import { useBackends } from './durable-test-helpers';
import { lazyCollections } from './migrations';

const backends = useBackends();

/** Requests sent at once, as a busy merchant's servers and payers' browsers would. */
const concurrency = 8;

function start(storage: StorageOption): Promise<Sandbox> {
  return startTestSandbox({
    storage,
    payoutSettleMs: 10,
    paymentSettleMs: 10,
    reportRunDelayMs: 10,
    rateLimit: { requests: 1_000_000, perSeconds: 1 },
  });
}

async function vaultToken(sandbox: Sandbox): Promise<string> {
  const { clientId, clientSecret } = sandbox.credentials;
  const response = await call<{ access_token: string }>(`${sandbox.vaultUrl}/auth/token`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      scope: 'vaultrecords:tokenize',
    }).toString(),
    idempotencyKey: null,
  });
  return response.body.access_token;
}

function expectStatus(response: { status: number; body: unknown }, status: number): void {
  if (response.status !== status) {
    throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
}

/**
 * One round of mixed traffic, 8 requests (9 with a report run): a payout (client init, instrument,
 * payout), a card payment (client init, authorize, poll), a vault tokenize and a replayed request.
 */
async function round(sandbox: Sandbox, token: string, withReport: boolean): Promise<void> {
  const payee = await createSession(sandbox);
  const instrument = await createInstrument(payee);
  expectStatus(instrument, 201);
  const payoutKey = randomUUID();
  const payout = () =>
    call(payee.execution.links.payout!.href, {
      headers: bearer(payee.token),
      body: payoutBody(payee, (instrument.body as { id: string }).id),
      idempotencyKey: payoutKey,
    });
  expectStatus(await payout(), 202);
  // The retry of a lost answer: replayed from the stored answer, read back by its key.
  expectStatus(await payout(), 202);

  const payer = await createSession(sandbox, { workflowCode: 'checkout' });
  const authorize = await call(payer.execution.links.authorize!.href, {
    headers: bearer(payer.token),
    body: authorizeBody(payer, await encryptedCard(payer), { storeInstrument: true }),
  });
  expectStatus(authorize, 202);
  expectStatus(await call(payer.execution.links.self, { headers: bearer(payer.token) }), 200);

  const tokenized = await call(`${sandbox.vaultUrl}/records/tokenize`, {
    headers: bearer(token),
    body: { records: [{ type: 'card', fields: { cardNumber: { value: '4111111111111111' } } }] },
    idempotencyKey: null,
  });
  expectStatus(tokenized, 200);
  if (!withReport) return;
  const run = await call(`${sandbox.apiUrl}/analytics/reportRuns`, {
    headers: merchant(sandbox),
    body: {
      reportCode: 'transaction_details',
      workspaceId: seedReportWorkspaceId,
      parameters: { intervalStart: '2024-03-11', intervalEnd: '2024-03-11' },
    },
  });
  expectStatus(run, 201);
}

/** Sends mixed rounds until `requests` more requests are answered. */
async function load(sandbox: Sandbox, token: string, requests: number): Promise<void> {
  let sent = 0;
  let rounds = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < requests) {
        const withReport = ++rounds % 20 === 0;
        sent += withReport ? 9 : 8;
        await round(sandbox, token, withReport);
      }
    }),
  );
}

/** Memory once the timed work the load started (settlements, report runs) is done and written. */
async function heldWhenIdle(sandbox: Sandbox): Promise<Record<string, number>> {
  await until(() => sandbox.heldRecords().jobs === 0, 10_000);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return sandbox.heldRecords();
}

const total = (held: Record<string, number>) => Object.values(held).reduce((sum, count) => sum + count, 0);

describe.each(backends)('memory of a durable sandbox on $name', (backend) => {
  it('holds the same records after 2,000 mixed requests as after 500, and a restart reads none of the history', async () => {
    const storage = await backend.fresh();
    const sandbox = await start(storage);
    let afterRestart: Record<string, number>;
    try {
      const token = await vaultToken(sandbox);
      await load(sandbox, token, 500);
      const early = await heldWhenIdle(sandbox);
      await load(sandbox, token, 1_500);
      const late = await heldWhenIdle(sandbox);
      // The working set of idle moments: no record of a finished request stays behind.
      expect(total(late), JSON.stringify({ early, late })).toBeLessThanOrEqual(total(early) + 4);
      for (const name of lazyCollections) expect(late[name], name).toBeLessThanOrEqual(2);
      // The same, asked over HTTP as scripts/memory-check.mjs asks (no --expose-gc here: not collected).
      const memory = await call<SandboxMemory>(`${sandbox.apiUrl}/sandbox/memory?collect=true`, {
        method: 'GET',
        headers: merchant(sandbox),
      });
      expect(memory.body).toMatchObject({ heldRecords: late, collected: false });
      expect(memory.body.residentBytes).toBeGreaterThan(memory.body.heapUsedBytes);
    } finally {
      await sandbox.close();
    }
    const restarted = await start(storage);
    try {
      afterRestart = restarted.heldRecords();
      // Still all there: a payer's stored card is found in the database.
      const payer = await createSession(restarted, { workflowCode: 'checkout' });
      expect(payer.execution.id).toBeTruthy();
    } finally {
      await restarted.close();
    }
    // Only what is small by nature is read at start: settings, workspaces, pending jobs.
    for (const name of lazyCollections) expect(afterRestart[name], name).toBe(0);
    expect(total(afterRestart)).toBeLessThanOrEqual(20);
  }, 60_000);
});
