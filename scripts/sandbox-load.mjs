#!/usr/bin/env node
/**
 * Throughput of the sandbox's HTTP layer on loopback: a sandbox in a child process (so the load does
 * not share its event loop), then a fixed number of keep-alive connections hammering one route each
 * for a fixed time. Prints requests per second and p50/p99 latency per scenario.
 *   node scripts/sandbox-load.mjs                    5 s per scenario after 3 s of warm-up, 16 connections
 *   node scripts/sandbox-load.mjs --seconds 10 --connections 32
 *   node scripts/sandbox-load.mjs --warmup 0              measures from a cold start (V8 still compiling,
 *                                                         the database's caches empty: the first second of a
 *                                                         client init load runs at about half the speed)
 *   node scripts/sandbox-load.mjs --data-dir /tmp/rk-load    durable: PGlite in that (fresh) folder
 *   node scripts/sandbox-load.mjs --database-url postgres://...   durable: a PostgreSQL server
 *   node scripts/sandbox-load.mjs --cpu-prof /tmp/prof    also writes the sandbox's V8 CPU profile there
 *   node scripts/sandbox-load.mjs --only init             runs only the scenarios whose name has that word
 *   node scripts/sandbox-load.mjs --database-url postgres://... --stored-answers 100000
 *                                                         that many idempotency answers stored first, as a
 *                                                         sandbox that ran for days holds (its sweep at
 *                                                         start keeps the newest 50,000, during the run)
 *   node scripts/sandbox-load.mjs --database-url postgres://... --workers 2
 *                                                         that many sandbox processes on one port and database
 * Also prints the sandbox process's CPU time per request (Linux: /proc), which a busy shared machine
 * disturbs far less than requests per second (a PostgreSQL server's own CPU is not in it), and the whole
 * machine's CPU per request, the load generator's part of it, and how much of the machine stayed idle.
 * The rate limit is lifted for the run. Scenarios: GET of an execution (the long-poll route, answered at once) and client init (a POST
 * with a fresh idempotency key each time: auth, body parsing, validation, idempotency store).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';

const argument = (name, fallback) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const seconds = argument('seconds', 5);
const connections = argument('connections', 16);
const apiKey = 'sk_test_demo';
const option = (name) =>
  process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined;
const storage = option('data-dir')
  ? { dataDir: option('data-dir') }
  : option('database-url')
    ? { databaseUrl: option('database-url') }
    : 'memory';

// `argument` reads 0 as "not given", and a warm-up of 0 is a choice.
const warmupSeconds = process.argv.includes('--warmup') ? Number(option('warmup')) : 3;
const profileDir = option('cpu-prof');
const only = option('only');
const workers = argument('workers', 1);

/** A free port for every worker to share (the cluster's primary hands each connection to one). */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
const [port, vaultPort] = workers > 1 ? [await freePort(), await freePort()] : [0, 0];

// A file, not `-e`: the cluster's primary starts each worker by running it again.
const sandboxScript = join(tmpdir(), `railkit-sandbox-load-${process.pid}.mjs`);
writeFileSync(
  sandboxScript,
  `const cluster = (await import('node:cluster')).default;
     if (${workers} > 1 && cluster.isPrimary) {
       const pids = [];
       cluster.on('message', (worker, apiUrl) => {
         pids.push(worker.process.pid);
         if (pids.length === ${workers}) console.log(JSON.stringify({ apiUrl, pids }));
       });
       for (let index = 0; index < ${workers}; index++) cluster.fork();
       process.once('SIGTERM', () => { for (const worker of Object.values(cluster.workers)) worker.kill('SIGTERM'); });
     } else {
       const { startSandbox } = await import(${JSON.stringify(pathToFileURL(resolve('src/sandbox/index.ts')).href)});
       const sandbox = await startSandbox({ port: ${port}, vaultPort: ${vaultPort}, quiet: true, rateLimit: { requests: 1e9, perSeconds: 1 }, storage: ${JSON.stringify(storage)} });
       // A profile is written only on a normal exit, which SIGTERM alone would skip.
       process.once('SIGTERM', () => process.exit(0));
       if (cluster.isWorker) process.send(sandbox.apiUrl);
       else console.log(JSON.stringify({ apiUrl: sandbox.apiUrl, pids: [process.pid] }));
     }`,
);
/** Starts the sandbox processes; resolves once they listen. */
async function startSandbox() {
  const server = spawn(
    process.execPath,
    [...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []), '--import', 'tsx', sandboxScript],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const { apiUrl, pids } = await new Promise((resolve, reject) => {
    server.stdout.once('data', (chunk) => resolve(JSON.parse(String(chunk))));
    server.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  return { server, apiUrl, pids };
}

async function stopSandbox(server) {
  server.kill();
  await new Promise((resolve) => server.once('exit', resolve));
}

/**
 * Stores `count` answers of about a client init's size (4.4 KB) in the sandbox's schema, made by a
 * first start of the sandbox, so the run starts as a sandbox that has answered that many requests.
 */
async function storeAnswers(count) {
  if (!storage.databaseUrl) throw new Error('--stored-answers needs --database-url');
  await stopSandbox((await startSandbox()).server);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: storage.databaseUrl });
  await client.connect();
  await client.query(
    `insert into railkit_sandbox.idempotency_keys (id, data)
       select json_build_array('merchant:load', 'stored-' || n)::text,
              json_build_object('fingerprint', 'stored', 'storedAtMs', $1::bigint,
                                'response', json_build_object('status', 200, 'body', repeat('x', 4300)))
         from generate_series(1, $2) as n`,
    [Date.now(), count],
  );
  await client.query('vacuum analyze railkit_sandbox.idempotency_keys');
  await client.end();
}

const storedAnswers = argument('stored-answers', 0);
if (storedAnswers > 0) await storeAnswers(storedAnswers);
const { server, apiUrl, pids } = await startSandbox();
/** The sandbox processes' CPU time so far in ms (user + system), or NaN where /proc is missing. */
function sandboxCpuMs() {
  try {
    let ms = 0;
    for (const pid of pids) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime, fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
      ms += (Number(fields[11]) + Number(fields[12])) * 10;
    }
    return ms;
  } catch {
    return Number.NaN;
  }
}

/**
 * The machine's CPU time so far in ms, busy and idle, summed over its cores (Linux: /proc/stat), or NaN:
 * what the sandbox, the database server and this load generator share.
 */
function machineCpuMs() {
  try {
    // user nice system idle iowait irq softirq steal, in clock ticks (100 per second).
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .split(/\s+/)
      .slice(1, 9)
      .map(Number);
    return { busy: (user + nice + system + irq + softirq + steal) * 10, idle: (idle + iowait) * 10 };
  } catch {
    return { busy: Number.NaN, idle: Number.NaN };
  }
}

/** This process's CPU time so far in ms: the load generator's own share of the machine. */
const generatorCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const agent = new Agent({ keepAlive: true, maxSockets: connections });

function send(method, path, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${apiUrl}${path}`, { method, agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString() }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const initBody = JSON.stringify({
  type: 'dropIn',
  workflowCode: 'payout',
  holderReference: 'load',
  merchantReference: 'load-1',
  workspaceId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  amount: { value: '10.00', currency: 'EUR' },
  meta: { order: { placement: { country: { code: 'DE' } } } },
});
const clientInit = () =>
  send('POST', '/merchant/client/init', initBody, {
    'x-api-key': apiKey,
    'content-type': 'application/json',
    'x-idempotency-key': randomUUID(),
  });

const config = JSON.parse(Buffer.from(JSON.parse((await clientInit()).text).data, 'base64').toString());
const executionPath = `/merchant/workflows/payout/executions/${config.execution.id}`;
const scenarios = {
  'GET execution': () => send('GET', executionPath, undefined, { 'x-api-key': apiKey }),
  'POST client init': clientInit,
};

/** Sends `once` on every connection, one request after another, for `forSeconds`; calls `onAnswer` with each. */
async function hammer(once, forSeconds, onAnswer) {
  const end = performance.now() + forSeconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        const { status } = await once();
        onAnswer(status, performance.now() - started);
      }
    }),
  );
}

for (const [name, once] of Object.entries(scenarios)) {
  if (only && !name.includes(only)) continue;
  // Unmeasured: until V8 has compiled the hot paths and the database has warmed its caches, a sandbox
  // runs slower than one that has been serving for a while, which is what this measures.
  await hammer(once, warmupSeconds, () => undefined);
  const latencies = [];
  let failures = 0;
  const cpuAtStart = sandboxCpuMs();
  const machineAtStart = machineCpuMs();
  const generatorAtStart = generatorCpuMs();
  await hammer(once, seconds, (status, ms) => {
    if (status >= 400) failures += 1;
    latencies.push(ms);
  });
  const perRequest = (ms) => (ms / latencies.length).toFixed(2);
  const sandboxCpu = perRequest(sandboxCpuMs() - cpuAtStart);
  const generatorCpu = perRequest(generatorCpuMs() - generatorAtStart);
  const machine = machineCpuMs();
  const busy = machine.busy - machineAtStart.busy;
  const idle = machine.idle - machineAtStart.idle;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.floor(q * (latencies.length - 1))].toFixed(1);
  console.log(
    `${name.padEnd(18)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  sandbox CPU ${sandboxCpu} ms/req  errors ${failures}`,
  );
  // Where the machine's CPU went: what is neither the sandbox nor the generator is mostly the
  // database server (PostgreSQL) and the kernel's loopback networking.
  console.log(
    `${''.padEnd(18)} machine CPU ${perRequest(busy)} ms/req (generator ${generatorCpu}), ${((100 * idle) / (busy + idle)).toFixed(0)}% idle`,
  );
}

agent.destroy();
await stopSandbox(server);
rmSync(sandboxScript, { force: true });
