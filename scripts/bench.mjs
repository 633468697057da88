#!/usr/bin/env node
/**
 * Benchmarks, ratios first (absolute times on a shared machine are noisy; each pair runs side by side,
 * alternating, in one run). Chromium via Playwright, the script-tag build from dist/ (built here when
 * missing), a sandbox on free loopback ports. Prints a table and writes bench/results.json.
 *
 *   npm run bench                    30 runs per browser measurement
 *   npm run bench -- --runs 50 --json   (--json also prints the JSON to stdout)
 *   npm run bench -- --build          rebuild dist/ first
 *
 * 1. init-to-interactive of the payout form (init -> dynamicElement -> mount -> first input enabled,
 *    one frame later) against a floor page that inserts the same labelled inputs with plain DOM calls;
 * 2. tokenize + payout round trip through the SDK against bare fetch calls to the same endpoints;
 * 3. heap after 200 init/mount/unmount/destroy cycles (CDP collectGarbage + getHeapUsage);
 * 4. the sandbox under autocannon (scripts/bench-sandbox.mjs).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { benchSandbox } from './bench-sandbox.mjs';

const argument = (name) => process.argv[process.argv.indexOf(name) + 1];
const runs = Math.max(30, Number(argument('--runs')) || 30);
const heapCycles = 200;

if (process.argv.includes('--build') || !existsSync('dist/railkit.iife.js')) {
  console.log('building dist/ (npm run build) ...');
  execSync('npm run build', { stdio: 'inherit' });
}

const { chromiumPath, chromiumArgs } = await tsImport('../test/chromium.ts', import.meta.url);
const { startSandbox } = await tsImport('../src/sandbox/index.ts', import.meta.url);

const sdk = await readFile('dist/railkit.iife.js');
const blankPage = '<!doctype html><html lang="en"><body><div id="app"></div></body></html>';
const sdkPage = blankPage.replace('</body>', '<script src="/railkit.iife.js"></script></body>');
const pages = createServer((request, response) => {
  if (request.url === '/railkit.iife.js')
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(sdk);
  else
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(request.url === '/sdk' ? sdkPage : blankPage);
});
await new Promise((resolve) => pages.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${pages.address().port}`;

// Payouts settle at once: the round trip measures the SDK and the wire, not the sandbox's pending time.
const sandbox = await startSandbox({ port: 0, vaultPort: 0, quiet: true, payoutSettleMs: 0 });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/** A fresh client-init response (one execution, one payout) from the merchant's side. */
async function clientInit() {
  const response = await fetch(`${sandbox.apiUrl}/merchant/client/init`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': sandbox.credentials.apiKey,
      'x-idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      type: 'dropIn',
      workflowCode: 'payout',
      holderReference: `bench-${crypto.randomUUID()}`,
      merchantReference: `bench-${crypto.randomUUID()}`,
      workspaceId: '0b7f5c1e-2f7a-4d5e-9c1b-7a6e5d4c3b2a',
      amount: { value: '10.00', currency: 'EUR' },
      meta: { order: { placement: { country: { code: 'DE' } } } },
    }),
  });
  if (!response.ok) throw new Error(`client init: ${response.status} ${await response.text()}`);
  return response.json();
}

const decoded = (response) => JSON.parse(Buffer.from(response.data, 'base64').toString('utf8'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];

/** In the SDK page: init to the first enabled input, one frame later. */
async function sdkInteractive(tab, config) {
  return tab.evaluate(async (config) => {
    const start = performance.now();
    const client = window.Railkit.init(config);
    const form = await client.dynamicElement({ paymentMethod: { paymentMethodCode: 'bankAccount' } });
    form.mount('#app');
    const firstInput = () =>
      form.element.shadowRoot?.querySelector('input:not([disabled]), select:not([disabled])');
    while (!firstInput()) await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    const ms = performance.now() - start;
    window.benchSession = { client, form }; // for the round trip, after the clock stopped
    return ms;
  }, config);
}

/** In the blank page: the same labelled inputs, inserted with plain DOM calls, one frame later. */
async function floorInteractive(tab, fields) {
  return tab.evaluate(async (fields) => {
    const start = performance.now();
    const form = document.createElement('form');
    fields.forEach((field, index) => {
      const label = document.createElement('label');
      label.htmlFor = `f${index}`;
      label.textContent = field.label;
      const control = document.createElement(field.tag);
      control.id = `f${index}`;
      control.name = field.name;
      if (field.tag === 'input') control.type = field.type;
      if (field.autocomplete) control.autocomplete = field.autocomplete;
      for (const option of field.options) control.append(new Option(option, option));
      form.append(label, control);
    });
    document.getElementById('app').append(form);
    await new Promise(requestAnimationFrame);
    return performance.now() - start;
  }, fields);
}

/** The labelled controls the SDK's form renders, for the floor page to insert. */
async function formFields() {
  const tab = await browser.newPage();
  await tab.goto(`${origin}/sdk`);
  await sdkInteractive(tab, await clientInit());
  const fields = await tab.evaluate(() => {
    const root = document.querySelector('rk-bank-account').shadowRoot;
    return [...root.querySelectorAll('input, select')].map((control) => ({
      tag: control.localName,
      type: control.type,
      name: control.name,
      autocomplete: control.getAttribute('autocomplete') ?? '',
      label: root.querySelector(`label[for="${control.id}"]`)?.textContent.trim() ?? '',
      options: control.localName === 'select' ? [...control.options].map((option) => option.value) : [],
    }));
  });
  await tab.close();
  return fields;
}

async function measureInteractive() {
  const fields = await formFields();
  const sdkTimes = [];
  const floorTimes = [];
  for (let run = 0; run < runs; run++) {
    const config = await clientInit();
    const sdkTab = await browser.newPage();
    await sdkTab.goto(`${origin}/sdk`);
    sdkTimes.push(await sdkInteractive(sdkTab, config));
    await sdkTab.close();
    const floorTab = await browser.newPage();
    await floorTab.goto(`${origin}/`);
    floorTimes.push(await floorInteractive(floorTab, fields));
    await floorTab.close();
  }
  return { fields: fields.length, sdk: summary(sdkTimes), floor: summary(floorTimes) };
}

const summary = (times) => ({ runs: times.length, medianMs: median(times), p95Ms: p95(times) });

/** Tokenize + payout through the SDK, with the form filled in as a payer would. */
async function sdkRoundTrip(config) {
  const tab = await browser.newPage();
  await tab.goto(`${origin}/sdk`);
  await sdkInteractive(tab, config);
  await tab.getByLabel('Account holder name').fill('Zoë Müller');
  await tab.getByLabel('IBAN').fill('DE89370400440532013000');
  const result = await tab.evaluate(async () => {
    const { client, form } = window.benchSession;
    const start = performance.now();
    const instrument = await form.tokenize();
    client.setState({ instrument });
    const payout = await client.api({ operation: 'payout' });
    return { ms: performance.now() - start, status: payout.code };
  });
  await tab.close();
  return result;
}

/** The same calls with bare fetch: instrument, payout, then the execution until final. */
async function bareRoundTrip(config) {
  const tab = await browser.newPage();
  await tab.goto(`${origin}/`);
  const result = await tab.evaluate(async (config) => {
    const headers = (key) => ({
      authorization: `Bearer ${config.token}`,
      accept: 'application/json',
      ...(key ? { 'content-type': 'application/json', 'x-idempotency-key': key } : {}),
    });
    const post = async (url, body) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: headers(crypto.randomUUID()),
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json();
    };
    const start = performance.now();
    const instrument = await post(config.vault.links.saveInstrument.href, {
      holderReference: config.holderReference,
      paymentMethodCode: 'bankAccount',
      data: {
        holder: { type: 'individual', name: 'Zoë Müller' },
        account: { iban: 'DE89370400440532013000' },
      },
      storeInstrument: false,
    });
    const amount = config.amount;
    const accepted = await post(config.execution.links.payout.href, {
      amount,
      payoutComposition: [
        {
          paymentInstrumentId: instrument.id,
          paymentMethodCode: 'bankAccount',
          integrationType: 'api',
          amount,
        },
      ],
    });
    let code = 'payoutPending';
    for (let poll = 0; poll < 20 && code === 'payoutPending'; poll++) {
      const url = new URL(accepted.links.execution);
      url.searchParams.set('wait', '10');
      const execution = await (await fetch(url, { headers: headers() })).json();
      code = execution.status.at(-1).code;
    }
    return { ms: performance.now() - start, status: code };
  }, config);
  await tab.close();
  return result;
}

async function measureRoundTrips() {
  const sdkTimes = [];
  const bareTimes = [];
  const statuses = new Set();
  for (let run = 0; run < runs; run++) {
    const sdkResult = await sdkRoundTrip(await clientInit());
    const bareResult = await bareRoundTrip(decoded(await clientInit()));
    sdkTimes.push(sdkResult.ms);
    bareTimes.push(bareResult.ms);
    statuses.add(`sdk ${sdkResult.status}`).add(`fetch ${bareResult.status}`);
  }
  return { sdk: summary(sdkTimes), fetch: summary(bareTimes), statuses: [...statuses] };
}

/** Heap after init/mount/unmount/destroy cycles, after a forced garbage collection. */
async function measureHeap() {
  const tab = await browser.newPage();
  await tab.goto(`${origin}/sdk`);
  const cdp = await tab.context().newCDPSession(tab);
  const config = await clientInit();
  const cycle = (count) =>
    tab.evaluate(
      async ({ config, count }) => {
        for (let index = 0; index < count; index++) {
          const client = window.Railkit.init(config);
          const form = await client.dynamicElement({ paymentMethod: { paymentMethodCode: 'bankAccount' } });
          form.mount('#app');
          await new Promise(requestAnimationFrame);
          form.unmount();
          client.destroy();
        }
      },
      { config, count },
    );
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  await cycle(10); // warm-up: code compiled, caches filled
  const before = await heap();
  await cycle(heapCycles);
  const after = await heap();
  // A leak grows the heap by the same amount in every batch; warm-up (JIT feedback, caches) levels off.
  await cycle(heapCycles);
  const afterSecond = await heap();
  await tab.close();
  return {
    cycles: heapCycles,
    beforeBytes: before,
    afterBytes: after,
    growthBytes: after - before,
    perCycleBytes: Math.round((after - before) / heapCycles),
    secondBatchGrowthBytes: afterSecond - after,
  };
}

const results = {
  date: new Date().toISOString(),
  machine: `${(await import('node:os')).cpus().length} cores`,
};
try {
  results.interactive = await measureInteractive();
  results.roundTrip = await measureRoundTrips();
  results.heap = await measureHeap();
} finally {
  await browser.close();
  await sandbox.close();
  pages.close();
}
results.sandbox = await benchSandbox();

const ratio = (a, b) => (a / b).toFixed(2);
const ms = (value) => value.toFixed(1);
const rows = [
  [
    'init-to-interactive (median ms)',
    ms(results.interactive.sdk.medianMs),
    ms(results.interactive.floor.medianMs),
    ratio(results.interactive.sdk.medianMs, results.interactive.floor.medianMs),
  ],
  [
    'tokenize + payout round trip (median ms)',
    ms(results.roundTrip.sdk.medianMs),
    ms(results.roundTrip.fetch.medianMs),
    ratio(results.roundTrip.sdk.medianMs, results.roundTrip.fetch.medianMs),
  ],
];
console.log(`\n${'measure'.padEnd(44)}${'SDK'.padStart(10)}${'floor'.padStart(10)}${'ratio'.padStart(8)}`);
for (const row of rows)
  console.log(`${row[0].padEnd(44)}${row[1].padStart(10)}${row[2].padStart(10)}${row[3].padStart(8)}`);
console.log(
  `(${runs} runs each, alternating; p95 SDK ${ms(results.interactive.sdk.p95Ms)} / floor ${ms(results.interactive.floor.p95Ms)} ms, round trip p95 SDK ${ms(results.roundTrip.sdk.p95Ms)} / fetch ${ms(results.roundTrip.fetch.p95Ms)} ms; outcomes: ${results.roundTrip.statuses.join(', ')})`,
);
console.log(
  `heap after ${heapCycles} init/mount/unmount/destroy cycles: +${results.heap.growthBytes} B ` +
    `(${results.heap.perCycleBytes} B per cycle); the next ${heapCycles} cycles: +${results.heap.secondBatchGrowthBytes} B`,
);
console.log(`\nsandbox under autocannon (${results.sandbox.connections} connections, loopback)`);
console.log(
  `${'endpoint'.padEnd(34)}${'requests'.padStart(10)}${'req/s'.padStart(10)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'non-2xx'.padStart(9)}`,
);
for (const row of results.sandbox.endpoints) {
  console.log(
    `${row.name.padEnd(34)}${String(row.requests).padStart(10)}${row.requestsPerSecond.toFixed(0).padStart(10)}${String(row.p50Ms).padStart(8)}${String(row.p99Ms).padStart(8)}${String(row.non2xx).padStart(9)}`,
  );
}
console.log('sandbox heap after a full gc, after each phase:');
let previous = results.sandbox.memory[0];
console.log(`  start${mb(previous.heapUsed).padStart(41)}`);
for (const point of results.sandbox.memory.slice(1)) {
  const growth = point.heapUsed - previous.heapUsed;
  console.log(
    `  ${`after ${point.after}`.padEnd(36)}${mb(point.heapUsed).padStart(10)}  (${growth >= 0 ? '+' : ''}${mb(growth)}, ${point.requests} requests, rss ${mb(point.rss)})`,
  );
  previous = point;
}

function mb(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

await mkdir('bench', { recursive: true });
await writeFile('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwritten: bench/results.json');
if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
