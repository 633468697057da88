#!/usr/bin/env node
/**
 * The exactly-once proof as a command: `npm run chaos -- --n 200 --seed 2026` (after `npm run build`).
 *
 * N payer actions ("Pay out" pressed) run through the built SDK (dist/railkit.iife.js) in Chromium
 * against the built sandbox, each under a fault the seeded dice pick from the sandbox's switches: the
 * answer dropped after the payout ran, 503 with Retry-After, the answer delayed past the attempt limit
 * (three times in a row, the case that used to end in `network.timeout`), the execution unreadable too,
 * double clicks and a second press after the answer. The sandbox's action log is the ground truth:
 *
 *   duplicate  more than one payout for one action
 *   lost       the payer was told success but no payout was made, or got no answer at all
 *   wrong      the payer was told it failed (an error result or a rejection) but the payout was made
 *
 * It prints a table per scenario and exits 1 on any duplicate, loss or wrong answer.
 *
 *   --n <count>        user actions (default 200)
 *   --seed <number>    the dice (default 2026); the same seed picks the same scenarios
 *   --parallel <n>     payer pages at once (default 4)
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';

const root = new URL('../', import.meta.url);
const iifePath = new URL('dist/railkit.iife.js', root);
const sandboxPath = new URL('dist/node/sandbox.js', root);

/** The SDK's limits in the payer's page: short, so that a fault costs seconds, not minutes. */
const sdkTimeouts = { attemptMs: 1_000, totalMs: 10_000, resultWaitMs: 3_000, retries: 2 };
/** What a payer waits at most for an answer before the action counts as lost. */
const answerDeadlineMs = 60_000;

/**
 * The scenarios: the faults put on the action's execution (scoped by its id, so parallel actions do
 * not disturb each other) and how the payer presses the button.
 */
const scenarios = [
  { name: 'no fault', faults: [], presses: 'once' },
  {
    name: 'answer dropped once',
    faults: [{ route: 'payout', kind: 'drop-response', times: 1 }],
    presses: 'once',
  },
  {
    name: 'every answer dropped',
    faults: [{ route: 'payout', kind: 'drop-response', times: 50 }],
    presses: 'once',
  },
  {
    name: '503 Retry-After twice',
    faults: [{ route: 'payout', kind: 'unavailable', times: 2 }],
    presses: 'once',
  },
  {
    name: 'delayed past the limit x3',
    faults: [{ route: 'payout', kind: 'delay', times: 3, delayMs: sdkTimeouts.attemptMs + 500 }],
    presses: 'once',
  },
  {
    name: 'dropped, execution 503',
    faults: [
      { route: 'payout', kind: 'drop-response', times: 50 },
      { route: 'execution', kind: 'unavailable', times: 4 },
    ],
    presses: 'once',
  },
  {
    name: 'all unreachable, press again',
    faults: [
      { route: 'payout', kind: 'drop-response', times: 3 },
      // About the first press's reads: the second press finds the platform back.
      { route: 'execution', kind: 'unavailable', times: 6 },
    ],
    presses: 'again after answer',
  },
  { name: 'double click', faults: [], presses: 'double click' },
  {
    name: 'double click, delayed',
    faults: [{ route: 'payout', kind: 'delay', times: 2, delayMs: sdkTimeouts.attemptMs + 500 }],
    presses: 'double click',
  },
];

function parseArgs(argv) {
  const options = { n: 200, seed: 2026, parallel: 4 };
  for (let index = 0; index < argv.length; index += 2) {
    const name = argv[index]?.replace(/^--/, '');
    const value = Number(argv[index + 1]);
    if (!(name in options) || !Number.isInteger(value) || value < 1) {
      console.error(`chaos: unknown or bad option ${argv[index]} ${argv[index + 1] ?? ''}`);
      console.error('usage: npm run chaos -- [--n 200] [--seed 2026] [--parallel 4]');
      process.exit(2);
    }
    options[name] = value;
  }
  return options;
}

/** mulberry32: a small seeded generator, so a seed replays the same run. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The merchant's side: client init, the instrument the payer would create, faults, the action log. */
function merchantApi(sandbox) {
  const headers = { 'x-api-key': sandbox.credentials.apiKey, 'content-type': 'application/json' };
  async function request(method, path, body, extra = {}) {
    const response = await fetch(path.startsWith('http') ? path : `${sandbox.apiUrl}${path}`, {
      method,
      headers: { ...headers, ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
  return {
    async session(index) {
      const holderReference = `chaos-holder-${index}`;
      const answer = await request(
        'POST',
        '/merchant/client/init',
        {
          type: 'dropIn',
          workflowCode: 'payout',
          holderReference,
          merchantReference: `chaos-${index}`,
          workspaceId: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
          amount: { value: '25.00', currency: 'EUR' },
          meta: { order: { placement: { country: { code: 'DE' } } } },
        },
        { 'x-idempotency-key': crypto.randomUUID() },
      );
      const config = JSON.parse(Buffer.from(answer.data, 'base64').toString('utf8'));
      const instrument = await fetch(config.vault.links.saveInstrument.href, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.token}`,
          'content-type': 'application/json',
          'x-idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify({
          holderReference,
          paymentMethodCode: 'bankAccount',
          data: {
            holder: { type: 'individual', name: 'Chaos Payer' },
            account: { iban: 'DE89370400440532013000' },
          },
          storeInstrument: false,
        }),
      }).then((response) => response.json());
      return { answer, executionId: config.execution.id, instrument };
    },
    addFault: (fault) => request('POST', '/sandbox/faults', fault),
    payouts: async (executionId) =>
      (await request('GET', `/sandbox/executions/${executionId}/actions`)).actions.filter(
        (action) => action.name === 'payout',
      ).length,
  };
}

/** A page of the merchant's own origin with the built SDK, as a merchant serves it. */
async function servePage() {
  const sdk = await readFile(iifePath);
  const server = createServer((request, response) => {
    if (request.url === '/railkit.iife.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(sdk);
    } else {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>chaos</title><script src="/railkit.iife.js"></script>');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

/** In the payer's page: init, press Pay out as the scenario says; every answer the payer saw. */
function payInPage({ answer, instrument, presses, timeouts }) {
  const describe = (settled) =>
    settled.status === 'fulfilled'
      ? { told: settled.value.status, code: settled.value.code }
      : { told: 'error', code: settled.reason?.code ?? String(settled.reason) };
  const client = globalThis.Railkit.init(answer, { timeouts });
  client.setState({ instrument });
  const press = () => client.api({ operation: 'payout' });
  const first =
    presses === 'double click' ? Promise.allSettled([press(), press()]) : Promise.allSettled([press()]);
  return first
    .then(async (answers) => {
      if (presses === 'again after answer') answers.push(...(await Promise.allSettled([press()])));
      return answers.map(describe);
    })
    .finally(() => client.destroy());
}

async function runAction(page, merchant, index, scenario) {
  const { answer, executionId, instrument } = await merchant.session(index);
  for (const fault of scenario.faults) await merchant.addFault({ ...fault, executionId });
  let answers;
  try {
    answers = await page.evaluate(payInPage, {
      answer,
      instrument,
      presses: scenario.presses,
      timeouts: sdkTimeouts,
    });
  } catch (error) {
    answers = [{ told: 'none', code: String(error).slice(0, 80) }];
  }
  const payouts = await merchant.payouts(executionId);
  return { scenario: scenario.name, executionId, answers, payouts };
}

function judge(outcome) {
  const told = outcome.answers.map((answer) => answer.told);
  return {
    duplicate: outcome.payouts > 1,
    lost: (told.includes('success') && outcome.payouts === 0) || told.includes('none') || told.length === 0,
    wrong: told.includes('error') && outcome.payouts > 0,
  };
}

function printTable(outcomes, options, seconds) {
  const counts = () => ({
    actions: 0,
    payouts: 0,
    success: 0,
    pending: 0,
    error: 0,
    duplicate: 0,
    lost: 0,
    wrong: 0,
  });
  const rows = new Map();
  const total = counts();
  for (const outcome of outcomes) {
    const row = rows.get(outcome.scenario) ?? counts();
    const verdict = judge(outcome);
    for (const target of [row, total]) {
      target.actions += 1;
      target.payouts += outcome.payouts;
      for (const answer of outcome.answers) {
        if (answer.told in target) target[answer.told] += 1;
      }
      for (const flaw of ['duplicate', 'lost', 'wrong']) target[flaw] += verdict[flaw] ? 1 : 0;
    }
    rows.set(outcome.scenario, row);
  }
  const columns = ['actions', 'payouts', 'success', 'pending', 'error', 'duplicate', 'lost', 'wrong'];
  const line = (name, row) =>
    name.padEnd(30) + columns.map((column) => String(row[column]).padStart(10)).join('');
  console.log(`chaos: ${options.n} user actions, seed ${options.seed}, ${seconds} s`);
  console.log('scenario'.padEnd(30) + columns.map((column) => column.padStart(10)).join(''));
  for (const scenario of scenarios)
    if (rows.has(scenario.name)) console.log(line(scenario.name, rows.get(scenario.name)));
  console.log(line('total', total));
  console.log(
    '(answers: every answer a payer saw, so a double click counts two; duplicate, lost, wrong: actions)',
  );
  return total;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!existsSync(iifePath) || !existsSync(sandboxPath)) {
    console.error(
      'chaos: run `npm run build` first (it needs dist/railkit.iife.js and dist/node/sandbox.js).',
    );
    process.exit(2);
  }
  const random = seededRandom(options.seed);
  const plan = Array.from({ length: options.n }, () => scenarios[Math.floor(random() * scenarios.length)]);
  const { startSandbox } = await import(sandboxPath.href);
  const { chromiumPath, chromiumArgs } = await tsImport('../test/engines/chromium.ts', import.meta.url);
  const sandbox = await startSandbox({ port: 0, vaultPort: 0, quiet: true, payoutSettleMs: 100 });
  const site = await servePage();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const started = Date.now();
  const outcomes = [];
  try {
    const merchant = merchantApi(sandbox);
    let next = 0;
    const payer = async () => {
      const page = await browser.newPage();
      page.setDefaultTimeout(answerDeadlineMs);
      await page.goto(site.url);
      while (next < plan.length) {
        const index = next++;
        outcomes[index] = await runAction(page, merchant, index, plan[index]);
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: Math.min(options.parallel, plan.length) }, payer));
  } finally {
    await browser.close();
    site.server.close();
    await sandbox.close();
  }
  const total = printTable(outcomes, options, Math.round((Date.now() - started) / 1000));
  const flawed = outcomes.filter((outcome) => Object.values(judge(outcome)).some(Boolean));
  for (const outcome of flawed.slice(0, 10)) console.error('flawed:', JSON.stringify(outcome));
  if (total.duplicate + total.lost + total.wrong > 0) {
    console.error(
      `chaos: ${total.duplicate} duplicate(s), ${total.lost} lost, ${total.wrong} wrong answer(s)`,
    );
    process.exit(1);
  }
  console.log('chaos: every action paid at most once, none lost, no payer told "failed" about a payout made');
}

await main();
