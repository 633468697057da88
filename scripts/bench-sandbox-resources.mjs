#!/usr/bin/env node
/**
 * The sandbox's resources, measured on the real CLI (`tsx src/sandbox/cli.ts`) as a child process on a
 * fresh state: resident memory (VmRSS of /proc/<pid>/status) idle and after N client inits, disk per
 * 1,000 inits (du of the --data-dir folder; PGlite only) and restart time (spawn to the first answered
 * request) with N executions stored. PGlite always; PostgreSQL when a URL is given (give it a
 * throw-away database: the run adds N executions to it).
 *   node scripts/bench-sandbox-resources.mjs                   20,000 inits
 *   node scripts/bench-sandbox-resources.mjs --inits 2000      a first look
 *   node scripts/bench-sandbox-resources.mjs --database-url postgres://...   PostgreSQL as well
 *   node scripts/bench-sandbox-resources.mjs --built          the built CLI (dist/node/sandbox-cli.js,
 *                                                             after npm run build), as npx railkit-sandbox runs
 * Linux only (/proc). The rate limit is lifted for the run through the control route.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const apiKey = 'sk_test_demo';
const option = (name) =>
  process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined;
const concurrency = 16;
const settleMs = 2_000;

/** Starts the CLI; resolves once its API answers, with the time that took. */
async function startCli({ dataDir, databaseUrl, port }) {
  const started = performance.now();
  const entry = process.argv.includes('--built')
    ? ['dist/node/sandbox-cli.js']
    : ['--import', 'tsx', 'src/sandbox/cli.ts'];
  const args = [...entry, ...(dataDir ? ['--data-dir', dataDir] : [])];
  const env = {
    ...process.env,
    RAILKIT_SANDBOX_PORT: String(port),
    RAILKIT_SANDBOX_VAULT_PORT: String(port + 1),
    DATABASE_URL: databaseUrl ?? '',
  };
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const apiUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`))),
  );
  const answered = (async () => {
    for (;;) {
      try {
        const response = await fetch(`${apiUrl}/merchant/workspaces`, { headers: { 'x-api-key': apiKey } });
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  await Promise.race([answered, exited]);
  return { child, apiUrl, startMs: performance.now() - started };
}

async function stopCli(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function residentMb(pid) {
  // tsx runs the CLI in the process it spawned (--import), so the child's pid is the sandbox's.
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

function post(agent, url, body, headers) {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

const initBody = {
  type: 'dropIn',
  workflowCode: 'payout',
  holderReference: 'bench',
  merchantReference: 'bench-1',
  workspaceId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  amount: { value: '10.00', currency: 'EUR' },
  meta: { order: { placement: { country: { code: 'DE' } } } },
};

async function clientInits(apiUrl, count) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const lifted = await post(
    agent,
    `${apiUrl}/sandbox/rate-limit`,
    { requests: 1_000_000, perSeconds: 1 },
    { 'x-api-key': apiKey },
  );
  if (lifted !== 200) throw new Error(`lifting the rate limit answered ${lifted}`);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        const status = await post(agent, `${apiUrl}/merchant/client/init`, initBody, {
          'x-api-key': apiKey,
          'x-idempotency-key': randomUUID(),
        });
        if (status !== 200) throw new Error(`client init answered ${status}`);
      }
    }),
  );
  agent.destroy();
}

const diskMb = (dir) => Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]) / 1024;
const settle = () => new Promise((resolve) => setTimeout(resolve, settleMs));

/** One storage's row: idle and loaded memory, disk growth per 1,000 inits and restart time. */
export async function benchSandboxResources({ inits = 20_000, databaseUrl, port = 4710 } = {}) {
  const dataDir = databaseUrl ? undefined : await mkdtemp(join(tmpdir(), 'railkit-resources-'));
  try {
    const first = await startCli({ dataDir, databaseUrl, port });
    await settle();
    const idleMb = await residentMb(first.child.pid);
    const diskBefore = dataDir ? diskMb(dataDir) : undefined;
    const initsStarted = performance.now();
    await clientInits(first.apiUrl, inits);
    const initsPerSecond = inits / ((performance.now() - initsStarted) / 1000);
    await settle();
    const loadedMb = await residentMb(first.child.pid);
    await stopCli(first.child);
    const diskPer1000Mb = dataDir ? ((diskMb(dataDir) - diskBefore) * 1000) / inits : undefined;
    const second = await startCli({ dataDir, databaseUrl, port });
    await settle();
    const restartedMb = await residentMb(second.child.pid);
    await stopCli(second.child);
    return {
      storage: databaseUrl ? 'PostgreSQL' : 'PGlite',
      inits,
      firstStartMs: first.startMs,
      idleMb,
      loadedMb,
      initsPerSecond,
      diskPer1000Mb,
      restartMs: second.startMs,
      restartedMb,
    };
  } finally {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

export function printResources(rows) {
  const mb = (value) => (value === undefined ? '-' : value.toFixed(1));
  console.log(`\nsandbox resources (the CLI as a child process; resident = VmRSS, MB)`);
  console.log(
    'storage     inits   start ms  idle MB  after inits MB  inits/s  disk MB/1000  restart ms  after restart MB',
  );
  for (const row of rows) {
    console.log(
      `${row.storage.padEnd(10)} ${String(row.inits).padStart(6)} ${row.firstStartMs.toFixed(0).padStart(10)} ${mb(row.idleMb).padStart(8)} ${mb(row.loadedMb).padStart(15)} ${row.initsPerSecond.toFixed(0).padStart(8)} ${mb(row.diskPer1000Mb).padStart(13)} ${row.restartMs.toFixed(0).padStart(11)} ${mb(row.restartedMb).padStart(17)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const inits = Number(option('inits')) || 20_000;
  const port = Number(option('port')) || Number(process.env.RAILKIT_SANDBOX_PORT) || 4710;
  const rows = [await benchSandboxResources({ inits, port })];
  if (option('database-url'))
    rows.push(await benchSandboxResources({ inits, port, databaseUrl: option('database-url') }));
  printResources(rows);
}
