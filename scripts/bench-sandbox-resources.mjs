#!/usr/bin/env node
/**
 * The sandbox's resources, measured on the real CLI (`tsx src/sandbox/cli.ts`) as a child process on a
 * fresh state: resident memory (VmRSS of /proc/<pid>/status) idle and after N client inits, disk per
 * 1,000 inits (du of the --data-dir folder; PGlite only) and restart time (spawn to the first answered
 * request) with N executions stored; resident memory also after each quarter of the load. PGlite
 * always; PostgreSQL when a URL is given (give it a throw-away database: the run adds N executions).
 *   node scripts/bench-sandbox-resources.mjs                   20,000 inits
 *   node scripts/bench-sandbox-resources.mjs --inits 2000      a first look
 *   node scripts/bench-sandbox-resources.mjs --database-url postgres://...   PostgreSQL as well
 *   node scripts/bench-sandbox-resources.mjs --built          the built CLI (dist/node/sandbox-cli.js,
 *                                                             after npm run build), as npx railkit-sandbox runs
 *   node scripts/bench-sandbox-resources.mjs --mixed          a mixed load instead of client inits: rounds of
 *                                                             a payout (init, instrument, payout), a card payment
 *                                                             (init, authorize), a vault tokenize and, one round in
 *                                                             20, a report run; resident memory printed at each
 *                                                             quarter of the requests
 *   node scripts/bench-sandbox-resources.mjs --mixed --no-reports   the mixed load without its report runs
 *   node scripts/bench-sandbox-resources.mjs --postgres-only --database-url postgres://...   skips PGlite
 *   node scripts/bench-sandbox-resources.mjs --node-flags '--max-semi-space-size=4'   Node/V8 flags for the
 *                                                             CLI's process (how its heap is sized)
 *   node scripts/bench-sandbox-resources.mjs --mixed --collect   each quarter's memory once garbage is
 *                                                             collected and given back (--expose-gc)
 * Linux only (/proc). The rate limit is lifted for the run through the control route.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createPublicKey, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompactEncrypt } from 'jose';

const apiKey = 'sk_test_demo';
const option = (name) =>
  process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined;
const concurrency = 16;
const settleMs = 2_000;

/** Starts the CLI; resolves once its API answers, with the time that took. */
async function startCli({ dataDir, databaseUrl, port, built, collect }) {
  const started = performance.now();
  const entry = built ? ['dist/node/sandbox-cli.js'] : ['--import', 'tsx', 'src/sandbox/cli.ts'];
  const nodeFlags = [
    ...(option('node-flags')?.split(' ').filter(Boolean) ?? []),
    ...(collect ? ['--expose-gc'] : []),
  ];
  const args = [...nodeFlags, ...entry, ...(dataDir ? ['--data-dir', dataDir] : [])];
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

/** Collections over which each quarter is read, a second apart. */
const settleReadings = 8;

/** One reading after a full garbage collection (`GET /sandbox/memory?collect=true`), in MB. */
async function collectedOnce(apiUrl) {
  const response = await fetch(`${apiUrl}/sandbox/memory?collect=true`, { headers: { 'x-api-key': apiKey } });
  const memory = expectStatus('memory', { status: response.status, body: await response.json() }, 200);
  if (!memory.collected) throw new Error('The sandbox did not collect its garbage: run it with --expose-gc.');
  return { mb: memory.residentBytes / 2 ** 20, heapMb: memory.heapUsedBytes / 2 ** 20 };
}

/**
 * Resident memory and the heap in use once the sandbox has collected its garbage and given the freed
 * pages back (the CLI run with --expose-gc): what it keeps. V8 returns freed pages to the system in the
 * background, a few MB at a time, over the seconds after a collection. Read a second apart, one quarter
 * read 104.5, 97.7, 97.7, 97.7, 90.7, 90.7, 90.7 and 89.1 MB, and the first reading alone moved the
 * check by ±8 MB between runs. So the lowest of several readings counts. In MB.
 */
async function collectedMemory(apiUrl) {
  let lowest = await collectedOnce(apiUrl);
  for (let reading = 1; reading < settleReadings; reading++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const memory = await collectedOnce(apiUrl);
    if (memory.mb < lowest.mb) lowest = memory;
  }
  return lowest;
}

async function residentMb(pid) {
  // tsx runs the CLI in the process it spawned (--import), so the child's pid is the sandbox's.
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

function post(agent, url, body, headers) {
  return send(agent, url, body, headers).then((answer) => answer.status);
}

/** One request; resolves with the status and the parsed JSON body (when there is one). */
function send(agent, url, body, headers, method = 'POST') {
  return new Promise((resolve, reject) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const outgoing = request(
      url,
      {
        method,
        agent,
        headers: {
          'content-type': typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = raw ? JSON.parse(raw) : undefined;
          } catch {
            json = raw;
          }
          resolve({ status: response.statusCode, body: json });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(method === 'GET' ? undefined : text);
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

/** `count` client inits, 16 at a time; `onQuarter` runs (awaited, the load paused) after each quarter. */
async function clientInits(apiUrl, count, onQuarter = async () => {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  await liftRateLimit(agent, apiUrl);
  let next = 0;
  for (let quarter = 1; quarter <= 4; quarter++) {
    const target = Math.round((count * quarter) / 4);
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < target) {
          next += 1;
          const status = await post(agent, `${apiUrl}/merchant/client/init`, initBody, {
            'x-api-key': apiKey,
            'x-idempotency-key': randomUUID(),
          });
          if (status !== 200) throw new Error(`client init answered ${status}`);
        }
      }),
    );
    await onQuarter(quarter, next);
  }
  agent.destroy();
}

/** Fails the load on an unexpected status, naming the request. */
function expectStatus(name, answer, status) {
  if (answer.status !== status)
    throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function liftRateLimit(agent, apiUrl) {
  const lifted = await post(
    agent,
    `${apiUrl}/sandbox/rate-limit`,
    { requests: 1_000_000, perSeconds: 1 },
    { 'x-api-key': apiKey },
  );
  if (lifted !== 200) throw new Error(`lifting the rate limit answered ${lifted}`);
}

/** Client init with the merchant's key; the decoded client config. */
async function clientInit(agent, apiUrl, workflowCode) {
  const body = {
    ...initBody,
    workflowCode,
    holderReference: `holder-${randomUUID()}`,
    merchantReference: `bench-${randomUUID()}`,
  };
  const answer = await send(agent, `${apiUrl}/merchant/client/init`, body, {
    'x-api-key': apiKey,
    'x-idempotency-key': randomUUID(),
  });
  return JSON.parse(Buffer.from(expectStatus('client init', answer, 200).data, 'base64').toString('utf8'));
}

/** The card encrypted to the config's key, as the SDK does (contract 7). */
function encryptCard(config) {
  const key = createPublicKey({
    key: Buffer.from(config.vault.encryptionPublicKey, 'base64'),
    format: 'der',
    type: 'spki',
  });
  const card = {
    cardNumber: '4111111111111111',
    expiryMonth: '03',
    expiryYear: '30',
    securityCode: '737',
    holderName: 'Jane Doe',
    holderReference: config.holderReference,
  };
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(card)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256CBC-HS512', kid: config.vault.keyId })
    .encrypt(key);
}

/** One round of the mixed load; resolves with how many requests it sent. */
async function mixedRound(agent, apiUrl, vaultUrl, vaultToken, withReport, reportRuns) {
  const payee = await clientInit(agent, apiUrl, 'payout');
  const client = { authorization: `Bearer ${payee.token}` };
  const instrument = expectStatus(
    'instrument',
    await send(
      agent,
      payee.vault.links.saveInstrument.href,
      {
        holderReference: payee.holderReference,
        paymentMethodCode: 'bankAccount',
        data: {
          holder: { type: 'individual', name: 'Jane Doe' },
          account: { iban: 'DE89370400440532013000' },
        },
        storeInstrument: true,
      },
      { ...client, 'x-idempotency-key': randomUUID() },
    ),
    201,
  );
  const amount = payee.amount;
  expectStatus(
    'payout',
    await send(
      agent,
      payee.execution.links.payout.href,
      {
        amount,
        payoutComposition: [
          {
            paymentInstrumentId: instrument.id,
            paymentMethodCode: 'bankAccount',
            integrationType: 'api',
            amount,
          },
        ],
      },
      { ...client, 'x-idempotency-key': randomUUID() },
    ),
    202,
  );
  const payer = await clientInit(agent, apiUrl, 'checkout');
  expectStatus(
    'authorize',
    await send(
      agent,
      payer.execution.links.authorize.href,
      {
        amount: payer.amount,
        returnInfo: { success: 'https://shop.example/done', error: 'https://shop.example/oops' },
        paymentComposition: [
          {
            paymentMethodCode: 'card',
            integrationType: 'api',
            amount: payer.amount,
            encryptedData: await encryptCard(payer),
          },
        ],
      },
      { authorization: `Bearer ${payer.token}`, 'x-idempotency-key': randomUUID() },
    ),
    202,
  );
  expectStatus(
    'tokenize',
    await send(
      agent,
      `${vaultUrl}/records/tokenize`,
      { records: [{ type: 'card', fields: { cardNumber: { value: '4111111111111111' } } }] },
      { authorization: `Bearer ${vaultToken}` },
    ),
    200,
  );
  if (!withReport) return 6;
  const run = expectStatus(
    'report run',
    await send(
      agent,
      `${apiUrl}/analytics/reportRuns`,
      {
        reportCode: 'transaction_details',
        workspaceId: initBody.workspaceId,
        parameters: {
          intervalStart: new Date().toISOString().slice(0, 10),
          intervalEnd: new Date().toISOString().slice(0, 10),
        },
      },
      { 'x-api-key': apiKey, 'x-idempotency-key': randomUUID() },
    ),
    201,
  );
  reportRuns.push(run.id);
  return 7;
}

/** Waits until the report runs `ids` have ended: a run still building its file is work in hand. */
async function reportRunsEnded(apiUrl, ids) {
  for (const id of ids) {
    for (;;) {
      const response = await fetch(`${apiUrl}/analytics/reportRuns/${id}`, {
        headers: { 'x-api-key': apiKey },
      });
      const { status } = expectStatus(
        'report run',
        { status: response.status, body: await response.json() },
        200,
      );
      if (status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * `count` requests of the mixed load, 16 at a time; `onQuarter` runs (awaited, the load paused) after
 * each quarter of them.
 */
async function mixedLoad(apiUrl, vaultUrl, count, onQuarter) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  await liftRateLimit(agent, apiUrl);
  // A token expires within minutes, sooner than a long run ends: a fresh one every minute.
  let cached = { token: '', atMs: -Infinity };
  const freshToken = async () => {
    if (performance.now() - cached.atMs > 60_000)
      cached = { token: await vaultToken(), atMs: performance.now() };
    return cached.token;
  };
  const vaultToken = async () => {
    const token = await send(
      agent,
      `${vaultUrl}/auth/token`,
      new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: 'demo-merchant',
        client_secret: 'demo-secret',
        scope: 'vaultrecords:tokenize',
      }).toString(),
      {},
    );
    return expectStatus('vault token', token, 200).access_token;
  };
  let sent = 0;
  let rounds = 0;
  const reportRuns = [];
  for (let quarter = 1; quarter <= 4; quarter++) {
    const target = (count * quarter) / 4;
    await Promise.all(
      Array.from({ length: concurrency / 2 }, async () => {
        while (sent < target) {
          const withReport = ++rounds % 20 === 0 && !process.argv.includes('--no-reports');
          sent += withReport ? 7 : 6;
          await mixedRound(agent, apiUrl, vaultUrl, await freshToken(), withReport, reportRuns);
        }
      }),
    );
    await reportRunsEnded(apiUrl, reportRuns.splice(0));
    await onQuarter(quarter, sent);
  }
  agent.destroy();
}

const diskMb = (dir) => Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]) / 1024;
const settle = () => new Promise((resolve) => setTimeout(resolve, settleMs));

/** One storage's row: idle and loaded memory, disk growth per 1,000 inits and restart time. */
export async function benchSandboxResources({
  inits = 20_000,
  databaseUrl,
  port = 4710,
  mixed = false,
  built = process.argv.includes('--built'),
  collect = process.argv.includes('--collect'),
} = {}) {
  const dataDir = databaseUrl ? undefined : await mkdtemp(join(tmpdir(), 'railkit-resources-'));
  try {
    const first = await startCli({ dataDir, databaseUrl, port, built, collect });
    await settle();
    const idleMb = await residentMb(first.child.pid);
    const diskBefore = dataDir ? diskMb(dataDir) : undefined;
    const initsStarted = performance.now();
    // Resident memory at each quarter of the load (the load paused, settled): flat when memory
    // follows the work in hand, rising when it follows history.
    const quarters = [];
    let pausedMs = 0;
    const measure = async (quarter, sent) => {
      const paused = performance.now();
      // Collected readings wait for what V8 gives back themselves; a plain reading waits a moment.
      if (!collect) await settle();
      const memory = collect
        ? await collectedMemory(first.apiUrl)
        : { mb: await residentMb(first.child.pid) };
      quarters.push({ sent, ...memory });
      pausedMs += performance.now() - paused;
    };
    if (mixed) await mixedLoad(first.apiUrl, `http://127.0.0.1:${port + 1}`, inits, measure);
    else await clientInits(first.apiUrl, inits, measure);
    const initsPerSecond = inits / ((performance.now() - initsStarted - pausedMs) / 1000);
    await settle();
    const loadedMb = await residentMb(first.child.pid);
    await stopCli(first.child);
    const diskPer1000Mb = dataDir ? ((diskMb(dataDir) - diskBefore) * 1000) / inits : undefined;
    const second = await startCli({ dataDir, databaseUrl, port, built });
    await settle();
    const restartedMb = await residentMb(second.child.pid);
    await stopCli(second.child);
    return {
      storage: databaseUrl ? 'PostgreSQL' : 'PGlite',
      load: mixed ? 'mixed' : 'inits',
      quarters,
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
    if (row.quarters?.length) {
      const steps = row.quarters.map((step) => `${step.sent}: ${mb(step.mb)}`).join(', ');
      console.log(`${row.storage} ${row.load}, resident MB after requests: ${steps}`);
    }
    console.log(
      `${row.storage.padEnd(10)} ${String(row.inits).padStart(6)} ${row.firstStartMs.toFixed(0).padStart(10)} ${mb(row.idleMb).padStart(8)} ${mb(row.loadedMb).padStart(15)} ${row.initsPerSecond.toFixed(0).padStart(8)} ${mb(row.diskPer1000Mb).padStart(13)} ${row.restartMs.toFixed(0).padStart(11)} ${mb(row.restartedMb).padStart(17)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const inits = Number(option('inits')) || 20_000;
  const port = Number(option('port')) || Number(process.env.RAILKIT_SANDBOX_PORT) || 4710;
  const mixed = process.argv.includes('--mixed');
  const rows = process.argv.includes('--postgres-only')
    ? []
    : [await benchSandboxResources({ inits, port, mixed })];
  if (option('database-url'))
    rows.push(await benchSandboxResources({ inits, port, mixed, databaseUrl: option('database-url') }));
  printResources(rows);
}
