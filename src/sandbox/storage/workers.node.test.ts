import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it, onTestFailed } from 'vitest';
import type { Notification } from '../../api/schemas/notification';
import {
  call,
  clientInitBody,
  createInstrument,
  decodeConfig,
  payoutBody,
  until,
  useNotificationReceiver,
  type JsonResponse,
} from '../node-test-helpers';
import { startCli, stopCli, untilAnswered, type CliSandbox } from './cli-test-helpers';
import { postgresUrl, useBackends, type Backend } from './durable-test-helpers';
import { verifyNotification } from '../../server/notifications';
import type { ExecutionRecord } from './store';
import type { RateLimit } from '../http/rate-limit';

const backends = useBackends();
const apiKey = { 'x-api-key': 'sk_test_demo' };

/** The merchant's notification endpoint: every delivery, with its signature. */
const endpoint = useNotificationReceiver();
const received = () => endpoint.received.map((delivery) => JSON.parse(delivery.rawBody) as Notification);
const rotated = 'whsec_rotated_by_one_process';

function isSignedWith(rawBody: string, header: string | undefined, secret: string): boolean {
  try {
    verifyNotification(rawBody, header, secret);
    return true;
  } catch {
    return false;
  }
}

const deliveriesOf = (executionId: string) =>
  received().filter((notification) => notification.details.execution.id === executionId);

/** A payout session with a stored account, made through `cli`. */
async function payoutSession(cli: CliSandbox) {
  const init = await call<{ data: string }>(`${cli.apiUrl}/merchant/client/init`, {
    headers: apiKey,
    body: clientInitBody(),
  });
  const config = decodeConfig(init.body.data);
  const instrument = await createInstrument(config);
  return { config, body: payoutBody(config, (instrument.body as { id: string }).id) };
}

function payout(cli: CliSandbox, executionId: string, body: unknown, key: string) {
  return call<{ actionId: string }>(
    `${cli.apiUrl}/merchant/workflows/payout/executions/${executionId}/payout`,
    {
      headers: apiKey,
      body,
      idempotencyKey: key,
    },
  );
}

/** The execution as stored, read from the database the sandboxes share. */
async function storedExecution(backend: Backend, storage: Parameters<Backend['open']>[0], id: string) {
  const db = await backend.open(storage);
  try {
    const [row] = await db.query<{ data: string }>(
      'select data::text as data from executions where id = $1',
      [id],
    );
    return JSON.parse(row!.data) as ExecutionRecord;
  } finally {
    await db.close();
  }
}

/** How many executions the database holds for a merchant reference. */
async function storedCount(backend: Backend, storage: Parameters<Backend['open']>[0], reference: string) {
  const db = await backend.open(storage);
  try {
    const [row] = await db.query<{ count: string }>(
      `select count(*)::text as count from executions where data->>'merchantReference' = $1`,
      [reference],
    );
    return Number(row!.count);
  } finally {
    await db.close();
  }
}

/** `promise`, or a rejection after `ms`: what a merchant's HTTP client with a timeout sees. */
function withTimeout<T>(promise: Promise<T>, ms = 5_000): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('timed out')), ms)),
  ]);
}

const statusCodes = (execution: ExecutionRecord) => execution.status.map((status) => status.code);

/** Waits for `cli` to apply a limit of `requests` (another process's change reaches it announced). */
async function untilLimitIs(cli: CliSandbox, requests: number) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const state = await call<{ rateLimit: RateLimit }>(`${cli.apiUrl}/sandbox/rate-limit`, {
      headers: apiKey,
    });
    if (state.body.rateLimit.requests === requests) return;
    if (Date.now() > deadline) throw new Error(`the limit stayed ${state.body.rateLimit.requests} a request`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A limit set through one process holds for the credential across both: its requests, alternating
 * between them, come out of one bucket (a bucket per process would allow twice the limit).
 */
async function expectOneRateLimit(first: CliSandbox, second: CliSandbox) {
  const limit = { requests: 4, perSeconds: 600 };
  const workspaces = (cli: CliSandbox) => call(`${cli.apiUrl}/merchant/workspaces`, { headers: apiKey });
  expect((await call(`${second.apiUrl}/sandbox/rate-limit`, { headers: apiKey, body: limit })).status).toBe(
    200,
  );
  await untilLimitIs(first, limit.requests);
  const answers = [];
  for (const cli of [first, second, first, second, first, second]) answers.push(await workspaces(cli));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429, 429]);
  expect(Number(answers[5]!.headers.get('retry-after'))).toBeGreaterThan(60);
  // Put back through the first: both allow again.
  const reset = await call<{ rateLimit: RateLimit }>(`${first.apiUrl}/sandbox/rate-limit`, {
    headers: apiKey,
    method: 'DELETE',
  });
  expect(reset.status).toBe(200);
  await untilLimitIs(second, reset.body.rateLimit.requests);
  expect((await workspaces(second)).status).toBe(200);
}

describe.skipIf(!postgresUrl)('several sandbox processes on one PostgreSQL', () => {
  const postgres = () => backends.find((backend) => backend.name === 'PostgreSQL')!;

  it('two hosts: one execution, one payout, one settlement and one notification for a key sent to both at once; a long poll on one wakes with the other; a secret rotation on one signs on both; a rate limit set on one holds across both', async () => {
    const storage = await postgres().fresh();
    const [first, second] = await Promise.all([
      startCli(storage, { webhookUrl: endpoint.url }),
      startCli(storage, { webhookUrl: endpoint.url }),
    ]);
    try {
      // A client init sent to both with one key: one execution, whichever host stored its answer first.
      for (let round = 0; round < 6; round++) {
        const body = clientInitBody();
        const key = randomUUID();
        const inits = await Promise.all(
          [first, second].map((cli) =>
            call<{ data: string }>(`${cli.apiUrl}/merchant/client/init`, {
              headers: apiKey,
              body,
              idempotencyKey: key,
            }),
          ),
        );
        const ids = inits.map((init) => decodeConfig(init.body.data).execution.id);
        expect(ids[1]).toBe(ids[0]);
        expect(await storedCount(postgres(), storage, body.merchantReference)).toBe(1);
      }
      // A secret rotation started on one process: every process signs with the new secret too.
      const rotation = await call(`${first.apiUrl}/sandbox/webhook/secrets`, {
        headers: apiKey,
        body: { secret: rotated },
      });
      expect(rotation.status).toBe(201);
      const sessions = await Promise.all(Array.from({ length: 6 }, () => payoutSession(first)));
      for (const { config, body } of sessions) {
        const id = config.execution.id;
        // Waits on the second host for what the first may settle.
        const longPoll = call<ExecutionRecord>(
          `${second.apiUrl}/merchant/workflows/payout/executions/${id}?wait=10`,
          { headers: apiKey },
        );
        const key = randomUUID();
        const answers: JsonResponse<{ actionId: string }>[] = await Promise.all([
          payout(first, id, body, key),
          payout(second, id, body, key),
        ]);
        expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
        expect(answers[1]!.body.actionId).toBe(answers[0]!.body.actionId);
        expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(
          1,
        );
        expect(statusCodes((await longPoll).body).at(-1)).toBe('payoutSuccessful');
      }
      for (const { config } of sessions)
        await until(() => deliveriesOf(config.execution.id).length > 0, 10_000);
      // Whichever process settled and delivered it.
      for (const delivery of endpoint.received) {
        expect(isSignedWith(delivery.rawBody, delivery.signature, rotated)).toBe(true);
      }
      // Past another settle time and a poll of the jobs table: nothing runs a second time.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      for (const { config } of sessions) {
        const execution = await storedExecution(postgres(), storage, config.execution.id);
        expect(execution.actions.filter((action) => action.name === 'payout')).toHaveLength(1);
        expect(statusCodes(execution).filter((code) => code === 'payoutSuccessful')).toHaveLength(1);
        expect(
          deliveriesOf(config.execution.id),
          JSON.stringify(deliveriesOf(config.execution.id)),
        ).toHaveLength(1);
      }
      await expectOneRateLimit(first, second);
    } finally {
      await Promise.all([stopCli(first), stopCli(second)]);
    }
  }, 90_000);

  it('--workers 2: kill -9 of one worker mid-request, the other answers, a retry with the same key replays, and the primary starts another', async () => {
    const storage = await postgres().fresh();
    const cli = await startCli(storage, { webhookUrl: endpoint.url, args: ['--workers', '2'] });
    onTestFailed(() => console.error(cli.output()));
    try {
      const pids = /pids (\d+) (\d+)/.exec(cli.output())!.slice(1).map(Number);
      expect(pids).toHaveLength(2);
      // Each worker's heap sized for a service, so its memory stays near what it holds.
      const workerArgs = readFileSync(`/proc/${pids[1]}/cmdline`, 'utf8').split('\0');
      expect(workerArgs).toEqual(
        expect.arrayContaining(['--max-semi-space-size=4', '--max-old-space-size=512']),
      );
      const sessions = await Promise.all(Array.from({ length: 8 }, () => payoutSession(cli)));
      const keys = sessions.map(() => randomUUID());
      // Bounded: a connection the primary handed to the worker as it died is never answered.
      const send = (index: number) =>
        withTimeout(payout(cli, sessions[index]!.config.execution.id, sessions[index]!.body, keys[index]!));
      const firstTries = sessions.map((_session, index) => send(index).catch(() => undefined));
      process.kill(pids[0]!, 'SIGKILL');
      await Promise.all(firstTries);
      // The merchant's retry loop: same key, same body, until answered.
      const answers = await Promise.all(sessions.map((_session, index) => untilAnswered(() => send(index))));
      expect(answers.map((answer) => answer.status)).toEqual(sessions.map(() => 202));
      const again = await Promise.all(sessions.map((_session, index) => send(index)));
      expect(again.map((answer) => answer.body.actionId)).toEqual(
        answers.map((answer) => answer.body.actionId),
      );
      expect(again.every((answer) => answer.headers.get('idempotent-replayed') === 'true')).toBe(true);
      await until(() => cli.output().includes('starting another'), 10_000);
      for (const { config } of sessions)
        await until(() => deliveriesOf(config.execution.id).length > 0, 40_000);
      for (const { config } of sessions) {
        const execution = await storedExecution(postgres(), storage, config.execution.id);
        expect(execution.actions.filter((action) => action.name === 'payout')).toHaveLength(1);
        expect(
          deliveriesOf(config.execution.id),
          JSON.stringify(deliveriesOf(config.execution.id)),
        ).toHaveLength(1);
      }
      expect(await stopCli(cli), cli.output()).toBe(0);
    } finally {
      await stopCli(cli);
    }
  }, 120_000);
});
