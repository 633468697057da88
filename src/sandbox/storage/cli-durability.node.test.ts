import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientInitRequest } from '../../api/schemas/client-config';
import type { Notification } from '../../api/schemas/notification';
import { startSandbox } from '../index';
import {
  call,
  clientInitBody,
  createInstrument,
  decodeConfig,
  payoutBody,
  until,
  type JsonResponse,
} from '../node-test-helpers';
import { startCli, stopCli, untilAnswered, type CliSandbox } from './cli-test-helpers';
import type { ExecutionRecord } from './store';
import { openPostgres } from './database';
import { postgresUrl, useBackends, type Backend } from './durable-test-helpers';
import { FolderInUseError } from './folder-lock';

const backends = useBackends();

interface InitCall {
  key: string;
  body: ClientInitRequest;
  answer?: JsonResponse<{ data: string }>;
}
const apiKey = { 'x-api-key': 'sk_test_demo' };

/** The merchant's notification endpoint: every delivery, by event id. */
const received: Notification[] = [];
const endpoint = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Notification);
    res.writeHead(204).end();
  });
});
let webhookUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  endpoint.closeAllConnections();
  await new Promise((resolve) => endpoint.close(resolve));
});

function clientInit(cli: CliSandbox, body: ClientInitRequest, idempotencyKey: string) {
  return call<{ data: string }>(`${cli.apiUrl}/merchant/client/init`, {
    headers: apiKey,
    body,
    idempotencyKey,
  });
}

/** Every stored execution, read from the database the sandbox left (it must be stopped). */
async function storedExecutions(backend: Backend, storage: Parameters<Backend['open']>[0]) {
  const db = await backend.open(storage);
  try {
    const rows = await db.query<{ data: string }>('select data::text as data from executions');
    return rows.map((row) => JSON.parse(row.data) as ExecutionRecord);
  } finally {
    await db.close();
  }
}

// One after the other: at once, on a busy machine, their waits on processes and events run out.
describe('the sandbox CLI, started, stopped and killed as a developer does', () => {
  describe('one sandbox per data folder', () => {
    it('refuses a second process, and startSandbox, on a folder a running sandbox holds', async () => {
      const storage = await backends[0]!.fresh();
      const dataDir = (storage as { dataDir: string }).dataDir;
      const first = await startCli(storage);
      try {
        const second = await startCli(storage, { waitForBanner: false });
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain(`The sandbox data folder ${dataDir} is in use`);
        expect(second.output()).toContain(`(process ${first.child.pid})`);
        expect(second.output()).toContain('--memory');
        await expect(startSandbox({ storage, port: 0, vaultPort: 0, quiet: true })).rejects.toBeInstanceOf(
          FolderInUseError,
        );
        // The first one was not disturbed.
        expect((await call(`${first.apiUrl}/health`)).status).toBe(200);
      } finally {
        await stopCli(first);
      }
      // Its lock goes with it: the folder opens again.
      const again = await startSandbox({ storage, port: 0, vaultPort: 0, quiet: true });
      await again.close();
    }, 120_000);
  });

  it('killed after accepting a payout: settles it after the next start and announces it once', async () => {
    const storage = await backends[0]!.fresh();
    let cli = await startCli(storage, { webhookUrl });
    const deliveries = (executionId: string) =>
      received.filter((notification) => notification.details.execution.id === executionId);
    try {
      expect(cli.output()).toContain(`state       ${(storage as { dataDir: string }).dataDir}`);
      const config = decodeConfig((await clientInit(cli, clientInitBody(), randomUUID())).body.data);
      const instrument = await createInstrument(config);
      const executionUrl = `${cli.apiUrl}/merchant/workflows/payout/executions/${config.execution.id}`;
      const payout = await call<{ actionId: string }>(`${executionUrl}/payout`, {
        headers: apiKey,
        body: payoutBody(config, (instrument.body as { id: string }).id),
      });
      expect(payout.status).toBe(202);
      await stopCli(cli, 'SIGKILL');
      // Past the 800 ms a payout takes to settle: it fell due while the process was gone.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(deliveries(config.execution.id)).toEqual([]);

      cli = await startCli(storage, { webhookUrl, ports: cli.ports });
      const execution = await call<{ status: { code: string }[] }>(`${executionUrl}?wait=5`, {
        headers: apiKey,
      });
      expect(execution.body.status.at(-1)!.code).toBe('payoutSuccessful');
      await until(() => deliveries(config.execution.id).length > 0, 5_000);
      // Delivered once: not again by a job the restart ran twice.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(deliveries(config.execution.id).map((notification) => notification.details)).toEqual([
        expect.objectContaining({ action: 'payout', actionId: payout.body.actionId, success: true }),
      ]);
    } finally {
      await stopCli(cli);
    }
  }, 120_000);

  describe.each(backends)('the sandbox CLI on $name', (backend) => {
    it('killed at random moments with inits and payouts in flight: one execution and one payout per key', async () => {
      const storage = await backend.fresh();
      let cli = await startCli(storage, { webhookUrl });
      const inits: InitCall[] = [];
      const payouts: { key: string; executionId: string; url: string; token: string; body: unknown }[] = [];
      try {
        for (let round = 0; round < 3; round++) {
          // Sessions with a stored account, acknowledged before the crash: their payouts go in flight.
          const ready = await Promise.all(
            Array.from({ length: 8 }, async () => {
              const response = await clientInit(cli, clientInitBody(), randomUUID());
              const config = decodeConfig(response.body.data);
              const instrument = await createInstrument(config);
              return { config, instrumentId: (instrument.body as { id: string }).id };
            }),
          );
          const roundInits: InitCall[] = Array.from({ length: 30 }, () => ({
            key: randomUUID(),
            body: clientInitBody(),
          }));
          const roundPayouts = ready.map(({ config, instrumentId }) => ({
            key: randomUUID(),
            executionId: config.execution.id,
            url: `${cli.apiUrl}/merchant/workflows/payout/executions/${config.execution.id}/payout`,
            token: config.token,
            body: payoutBody(config, instrumentId),
          }));
          inits.push(...roundInits);
          payouts.push(...roundPayouts);
          const inFlight = [
            ...roundInits.map((init) => clientInit(cli, init.body, init.key).catch(() => undefined)),
            ...roundPayouts.map((payout) =>
              call(payout.url, { headers: apiKey, body: payout.body, idempotencyKey: payout.key }).catch(
                () => undefined,
              ),
            ),
          ];
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 150));
          await stopCli(cli, 'SIGKILL');
          await Promise.all(inFlight);
          cli = await startCli(storage, { webhookUrl, ports: cli.ports });
          // The merchant retries every request with its key and body until it is answered.
          for (const init of roundInits) {
            init.answer = await untilAnswered(() => clientInit(cli, init.body, init.key));
            expect(init.answer.status).toBe(200);
          }
          for (const payout of roundPayouts) {
            const answer = await untilAnswered(() =>
              call(payout.url, { headers: apiKey, body: payout.body, idempotencyKey: payout.key }),
            );
            expect(answer.status, JSON.stringify(answer.body)).toBe(202);
          }
        }
        // Every payout settles (800 ms) and is announced.
        const executionIds = payouts.map((payout) => payout.executionId);
        await until(
          () => executionIds.every((id) => received.some((n) => n.details.execution.id === id)),
          15_000,
        );
      } finally {
        await stopCli(cli);
      }
      expect(cli.output()).not.toContain('without being noted');

      const executions = await storedExecutions(backend, storage);
      for (const init of inits) {
        const matching = executions.filter(
          (execution) => execution.merchantReference === init.body.merchantReference,
        );
        expect(matching.map((execution) => execution.id)).toEqual([
          decodeConfig(init.answer!.body.data).execution.id,
        ]);
      }
      for (const payout of payouts) {
        const execution = executions.find((candidate) => candidate.id === payout.executionId)!;
        expect(execution.actions.filter((action) => action.name === 'payout')).toHaveLength(1);
        const settled = execution.status.filter((status) => status.code === 'payoutSuccessful');
        expect(settled).toHaveLength(1);
        const events = new Set(
          received.filter((n) => n.details.execution.id === payout.executionId).map((n) => n.id),
        );
        expect(events.size).toBe(1);
      }
    }, 300_000);

    it('answers every accepted request on Ctrl+C, exits 0, and keeps every acknowledged one', async () => {
      const storage = await backend.fresh();
      const cli = await startCli(storage);
      // Each accepted init is held 8 s before its answer (a stop answers it at once): all 40 are in flight when Ctrl+C comes.
      const fault = await call(`${cli.apiUrl}/sandbox/faults`, {
        headers: apiKey,
        body: { route: 'client-init', kind: 'delay', delayMs: 8_000, times: 40 },
      });
      expect(fault.status).toBe(201);
      const bodies = Array.from({ length: 40 }, () => clientInitBody());
      const answers = bodies.map((body) =>
        clientInit(cli, body, randomUUID()).catch((error: Error) => error),
      );
      await untilFaultUsed(cli);
      cli.child.kill('SIGINT');
      const settled = await Promise.all(answers);
      expect(settled.map((answer) => (answer instanceof Error ? answer.message : answer.status))).toEqual(
        bodies.map(() => 200),
      );
      expect(await cli.exited).toBe(0);
      expect(cli.output()).toMatch(/answering 40 requests in flight \(at most 10 s\)/);
      expect(cli.output()).toContain('every request was answered');

      const executions = await storedExecutions(backend, storage);
      for (const answer of settled as JsonResponse<{ data: string }>[]) {
        const id = decodeConfig(answer.body.data).execution.id;
        expect(executions.some((execution) => execution.id === id)).toBe(true);
      }
    }, 120_000);
  });

  describe.skipIf(!postgresUrl)('the sandbox CLI on PostgreSQL, when the server drops its connection', () => {
    it('stays up, answers 503 with Retry-After meanwhile, and answers again within 15 s', async () => {
      // A database of its own: terminating its connections touches no other test's sandbox.
      const admin = await openPostgres(postgresUrl!);
      await admin.query('drop database if exists railkit_outage with (force)');
      await admin.query('create database railkit_outage');
      const databaseUrl = postgresUrl!.replace(/\/[^/]*$/, '/railkit_outage');
      const cli = await startCli({ databaseUrl });
      try {
        const before = await clientInit(cli, clientInitBody(), randomUUID());
        expect(before.status).toBe(200);
        // `offset 0` keeps the filter ahead of the call: only the sandbox's sessions are ended.
        const terminated = await admin.query<{ done: boolean }>(
          `select pg_terminate_backend(pid) as done
         from (select pid from pg_stat_activity where datname = 'railkit_outage' offset 0) as sandbox`,
        );
        expect(terminated.length).toBeGreaterThan(0);
        const started = Date.now();
        const duringOutage: number[] = [];
        const after = await untilAnswered(async () => {
          const answer = await clientInit(cli, clientInitBody(), randomUUID());
          duringOutage.push(answer.status);
          if (answer.status === 503) expect(answer.headers.get('retry-after')).toBe('1');
          return answer;
        }, 15_000);
        expect(after.status).toBe(200);
        expect(Date.now() - started).toBeLessThan(15_000);
        // Never an acknowledgement it could not keep, never a crash.
        expect(duringOutage.every((status) => status === 200 || status === 503)).toBe(true);
        expect(cli.child.exitCode).toBeNull();
        expect(cli.output()).toContain('lost its connection to PostgreSQL');
        expect(cli.output()).toContain('reconnected to PostgreSQL');

        // What it acknowledged after the outage is there.
        const execution = await call(
          `${cli.apiUrl}/merchant/workflows/payout/executions/${decodeConfig(after.body.data).execution.id}`,
          { headers: apiKey },
        );
        expect(execution.status).toBe(200);
      } finally {
        expect(await stopCli(cli, 'SIGINT')).toBe(0);
        await admin.query('drop database if exists railkit_outage with (force)');
        await admin.close();
      }
    }, 120_000);
  });
});

/** Resolves once every request the fault was set for has taken it: they all run in the sandbox. */
async function untilFaultUsed(cli: CliSandbox): Promise<void> {
  for (;;) {
    const list = await call<{ faults: unknown[] }>(`${cli.apiUrl}/sandbox/faults`, { headers: apiKey });
    if (list.body.faults.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
