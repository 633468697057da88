import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientInitBody, startTestSandbox, until } from '../node-test-helpers';
import { signalGroup, startCli, type CliSandbox } from '../storage/cli-test-helpers';
import { useBackends } from '../storage/durable-test-helpers';

/**
 * A stop with a burst of requests on its way, as a developer's Ctrl+C in the terminal of
 * `npm run sandbox` or a `docker stop` gives it: every request that reached the sandbox is answered,
 * `200` or `503` with `Retry-After`, and none is reset or closed unanswered.
 */

const backends = useBackends();
const burstSize = 60;

/** How one raw connection ended: its answer's status line and headers, or how it broke. */
interface Outcome {
  status?: number;
  headers: string;
  broken?: string;
}

describe.each(backends)('a stop with $name storage', (backend) => {
  it(`answers every one of ${burstSize} requests sent at once: Ctrl+C to npm run sandbox, then SIGTERM`, async () => {
    const storage = await backend.fresh();

    const viaNpm = await startCli(storage, { via: 'npm' });
    const ctrlC = await burstThenStop(viaNpm, () => signalGroup(viaNpm, 'SIGINT'));
    // npm handed the signal on and waited: it ends as its script did, not by the signal.
    expect(await viaNpm.exited, viaNpm.output()).toBe(0);
    expectEveryoneAnswered(ctrlC, viaNpm);

    const alone = await startCli(storage);
    const sigterm = await burstThenStop(alone, () => alone.child.kill('SIGTERM'));
    expect(await alone.exited, alone.output()).toBe(0);
    expectEveryoneAnswered(sigterm, alone);
  }, 90_000);
});

describe('a stop, step by step', () => {
  it('runs requests while the deadline leaves time, then answers 503, and waits for one still arriving', async () => {
    const sandbox = await startTestSandbox();
    const { hostname, port } = new URL(sandbox.apiUrl);
    const connect = () => connected(hostname, Number(port));
    const [early, late, slow] = [await connect(), await connect(), await connect()];
    // Kept-alive connections, opened before the stop.
    for (const socket of [early, late]) expect((await answerOn(socket, healthRequest())).status).toBe(200);
    // A request still arriving when the stop comes: its body is half sent.
    const request = clientInitRequest();
    const slowAnswer = answerOn(slow, request.slice(0, -10));
    await until(() => sandbox.requestsInFlight === 1);

    const stopped = Date.now();
    const closed = sandbox.close({ deadlineMs: 3_000 });
    const runs = await answerOn(early, healthRequest());
    expect(runs.status).toBe(200);
    expect(runs.headers).toMatch(/^connection: close$/im);
    // Less than min(1 s, half the deadline) left: refused, to be retried once the sandbox is back.
    await new Promise((resolve) => setTimeout(resolve, stopped + 2_100 - Date.now()));
    const refused = await answerOn(late, healthRequest());
    expect(refused.status).toBe(503);
    expect(refused.headers).toMatch(/^retry-after: 1$/im);
    expect(refused.headers).toMatch(/^connection: close$/im);

    await written(slow, request.slice(-10));
    expect((await slowAnswer).status).toBe(200);
    expect(await closed).toBe(0);
  });
});

function healthRequest(): string {
  return 'GET /health HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n';
}

/** Writes `text` on a kept connection and resolves with the head of the answer that follows. */
function answerOn(socket: Socket, text: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.off('data', onData);
      const head = received.slice(0, end);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1]), headers: head });
    };
    socket.on('data', onData);
    socket.write(text, (error) => error && reject(error));
  });
}

/**
 * Connects `burstSize` sockets, writes a client init on each, then stops the sandbox with `stop`. Each
 * client init the sandbox reads before the stop is held until the stop begins (a delay fault, cut short
 * by the stop): otherwise a fast sandbox answers some before the signal, as a keep-alive answer, and
 * the burst would not be the one a stop finds on its way.
 */
async function burstThenStop(cli: CliSandbox, stop: () => void): Promise<Outcome[]> {
  const fault = await fetch(`${cli.apiUrl}/sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'sk_test_demo' },
    body: JSON.stringify({ route: 'client-init', kind: 'delay', delayMs: 60_000, times: burstSize }),
  });
  expect(fault.status).toBe(201);
  const { hostname, port } = new URL(cli.apiUrl);
  const sockets = await Promise.all(
    Array.from({ length: burstSize }, () => connected(hostname, Number(port))),
  );
  const outcomes = sockets.map(outcomeOf);
  await Promise.all(sockets.map((socket) => written(socket, clientInitRequest())));
  stop();
  return Promise.all(outcomes);
}

function expectEveryoneAnswered(outcomes: Outcome[], cli: CliSandbox): void {
  const tally = new Map<string, number>();
  for (const outcome of outcomes) {
    const key = outcome.broken ?? String(outcome.status);
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  console.log(`[stop] ${[...tally].map(([key, count]) => `${key}: ${count}`).join(', ')} of ${burstSize}`);
  const unanswered = outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 503);
  expect(unanswered, cli.output()).toEqual([]);
  for (const outcome of outcomes) expect(outcome.headers).toMatch(/^connection: close$/im);
  for (const outcome of outcomes.filter((outcome) => outcome.status === 503)) {
    expect(outcome.headers).toMatch(/^retry-after: 1$/im);
  }
  expect(cli.output()).not.toContain('stopping at once');
  expect(cli.output()).toContain('Stopped; every request was answered.');
}

function clientInitRequest(): string {
  const body = JSON.stringify(clientInitBody());
  return [
    'POST /merchant/client/init HTTP/1.1',
    'host: 127.0.0.1',
    'content-type: application/json',
    'x-api-key: sk_test_demo',
    `x-idempotency-key: ${randomUUID()}`,
    `content-length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n');
}

function connected(host: string, port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port }, () => {
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

function written(socket: Socket, text: string): Promise<void> {
  return new Promise((resolve, reject) => socket.write(text, (error) => (error ? reject(error) : resolve())));
}

/** Everything the sandbox sent back until it closed the connection, read as one HTTP answer. */
function outcomeOf(socket: Socket): Promise<Outcome> {
  return new Promise((resolve) => {
    let received = '';
    let error: NodeJS.ErrnoException | undefined;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', (failure: NodeJS.ErrnoException) => (error = failure));
    socket.on('close', () => {
      const [head = ''] = received.split('\r\n\r\n', 1);
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1];
      if (status) resolve({ status: Number(status), headers: head });
      else resolve({ headers: head, broken: error?.code ?? 'closed unanswered' });
    });
  });
}
