#!/usr/bin/env node
/**
 * Benchmarks, ratios first (absolute times on a shared machine are noisy; each pair runs side by side,
 * alternating, in one run). Chromium via Playwright, the script-tag build from dist/ (built here when
 * missing), a sandbox on free loopback ports. Prints a table and writes bench/results.json.
 *
 *   npm run bench                    30 runs per browser measurement
 *   npm run bench -- --runs 50 --json   (--json also prints the JSON to stdout)
 *   npm run bench -- --build          rebuild dist/ first
 *   npm run bench -- --inits 5000 --database-url postgres://...   sandbox resources: fewer inits, PostgreSQL too
 *   npm run bench -- --quick          5 runs, init-to-interactive and round trip only (a first look)
 *   npm run bench -- --only "payout form"   only the browser measures whose name contains the text
 *   npm run bench -- --profile mobile       the browser measures on a phone: CPU 4x slower, Slow 4G
 *                                            (scripts/bench-profiles.mjs); --profile all: desktop, then mobile
 *
 * 1. init-to-interactive (init -> dynamicElement -> mount -> the form's onReady, its first input enabled,
 *    one frame later) against a floor page that fetches the same schema documents and inserts the same
 *    labelled inputs with plain DOM calls, one frame later: the payout form from the ES module build (a
 *    merchant's app build of scripts/entries/payout.ts, split as Vite splits it) and from the script tag
 *    (dist/railkit.iife.js), the ES module build again with the README's compile-hint recipe (V8
 *    compiles its entry while it loads) and with the schema as written (`$ref`s, no prepared schema:
 *    the resolver's chunk and holder.json, which the floor fetches too); the card form in-page and in secure fields (ES module builds),
 *    the floor of secure fields inserting a cross-origin frame with the same inputs. For each, the requests the SDK
 *    made before interactive and how many rounds of them ran one after another (a CPU-free measure), and
 *    the SDK's time by phase (init(), dynamicElement(), mount to onReady, onReady to the next frame);
 *    each is also measured from the page's own load ("page load first"): navigation start to the load
 *    event, then init to interactive, where the entry's bytes count, as a phone feels them;
 * 2. tokenize + payout round trip through the SDK against bare fetch calls to the same endpoints;
 * 3. heap after 200 init/mount/unmount/destroy cycles (CDP collectGarbage + getHeapUsage);
 * 4. the sandbox under autocannon (scripts/bench-sandbox.mjs);
 * 5. the sandbox CLI's resident memory, disk and restart time (scripts/bench-sandbox-resources.mjs).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { buildApp } from './app-build.mjs';
import { describeProfile, newProfiledTab, profilesNamed } from './bench-profiles.mjs';
import { benchSandbox } from './bench-sandbox.mjs';
import { benchSandboxResources, printResources } from './bench-sandbox-resources.mjs';
import { journeyFiles, journeys } from './journeys.mjs';

const argument = (name) => process.argv[process.argv.indexOf(name) + 1];
// --quick: a first look while working (5 runs, browser measures only); the figures to report need 30+.
const quick = process.argv.includes('--quick');
const runs = quick ? 5 : Math.max(30, Number(argument('--runs')) || 30);
const heapCycles = 200;
// --only <text>: the browser measures whose name contains it (a focused look while working on one of them).
const only = process.argv.includes('--only') ? argument('--only') : undefined;
const selected = (name) => only === undefined || name.includes(only);
const roundTripName = 'tokenize + payout round trip';
const benchProfiles = profilesNamed(process.argv.includes('--profile') ? argument('--profile') : undefined);

if (process.argv.includes('--build') || !existsSync('dist/railkit.iife.js')) {
  console.log('building dist/ (npm run build) ...');
  execSync('npm run build', { stdio: 'inherit' });
}

const { chromiumPath, chromiumArgs } = await tsImport('../test/engines/chromium.ts', import.meta.url);
const { startSandbox } = await tsImport('../src/sandbox/index.ts', import.meta.url);

/** The merchant app builds of scripts/entries/, as `npm run size` measures them: `{ chunks, files }` by name. */
const appDir = await mkdtemp(join(tmpdir(), 'railkit-bench-'));
const apps = {};
// By page name: the entry it builds, and whether with the README's compile-hint recipe.
const appBuilds = {
  payout: { entry: 'payout' },
  'payout-compile-hint': { entry: 'payout', compileHint: true },
  card: { entry: 'card' },
  'card-secure-fields': { entry: 'card-secure-fields' },
};
for (const [name, { entry, compileHint }] of Object.entries(appBuilds)) {
  const chunks = await buildApp(entry, join(appDir, name), { compileHint });
  // Served from memory, as the script tag is: a chunk's time is the page's, not a disk read's.
  const files = new Map();
  for (const chunk of chunks) files.set(chunk.fileName, await readFile(join(appDir, name, chunk.fileName)));
  apps[name] = { chunks, files };
}

const sdk = await readFile('dist/railkit.iife.js');
const blankPage = '<!doctype html><html lang="en"><body><div id="app"></div></body></html>';
const withScript = (script) => blankPage.replace('</body>', `${script}</body>`);
const pageOf = {
  '/sdk': withScript('<script src="/railkit.iife.js"></script>'),
  ...Object.fromEntries(
    Object.entries(appBuilds).map(([name, { entry }]) => [
      `/esm/${name}`,
      withScript(
        `<script type="module">import { init } from '/app/${name}/${entry}.js'; window.Railkit = { init };</script>`,
      ),
    ]),
  ),
};
/**
 * Every page and script gzipped (-9, as `npm run size` counts them) when the browser takes it, as a
 * merchant's server or CDN sends them: on the mobile profile's network, raw bytes would be the figure.
 */
const gzipped = new Map();
function send(request, response, type, body) {
  const headers = { 'content-type': type, vary: 'accept-encoding' };
  if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
    return response.writeHead(200, headers).end(body);
  if (!gzipped.has(body)) gzipped.set(body, gzipSync(body, { level: 9 }));
  response.writeHead(200, { ...headers, 'content-encoding': 'gzip' }).end(gzipped.get(body));
}
const pages = createServer((request, response) => {
  const [, app, file] = /^\/app\/([\w-]+)\/([\w-]+\.js)$/.exec(request.url) ?? [];
  if (request.url === '/railkit.iife.js') send(request, response, 'text/javascript', sdk);
  else if (apps[app]?.files.has(file)) send(request, response, 'text/javascript', apps[app].files.get(file));
  else send(request, response, 'text/html', pageOf[request.url] ?? blankPage);
});
await new Promise((resolve) => pages.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${pages.address().port}`;

/**
 * The floor of secure fields: a page of another origin (another port) with the same labelled inputs,
 * inserted with plain DOM calls from the `fields` query parameter, that tells its parent once they are in.
 */
const floorFramePage = withScript(`<script>
  const fields = JSON.parse(new URLSearchParams(location.search).get('fields'));
  const form = document.createElement('form');
  fields.forEach((field, index) => {
    const label = document.createElement('label');
    label.htmlFor = 'f' + index;
    label.textContent = field.label;
    const input = document.createElement('input');
    input.id = 'f' + index;
    input.name = field.name;
    input.autocomplete = field.autocomplete;
    form.append(label, input);
  });
  document.getElementById('app').append(form);
  parent.postMessage('floor-ready', '*');
</script>`);
const framePages = createServer((request, response) => send(request, response, 'text/html', floorFramePage));
await new Promise((resolve) => framePages.listen(0, '127.0.0.1', resolve));
const frameOrigin = `http://127.0.0.1:${framePages.address().port}`;

// Payouts settle at once: the round trip measures the SDK and the wire, not the sandbox's pending time.
const sandbox = await startSandbox({ port: 0, vaultPort: 0, quiet: true, payoutSettleMs: 0 });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
/** The profile being measured: every tab opens under it (newTab). */
let profile = benchProfiles[0];
const newTab = () => newProfiledTab(browser, profile);

/**
 * A fresh client-init response from the merchant's side: a payout to DE, or a card checkout. The lookup
 * carries the payout form's schema prepared (contract 5); `schema: 'written'` swaps in the same schema as
 * written, with `$ref`s to its `$defs` and to holder.json, as a platform that does not prepare it sends.
 */
async function clientInit(workflowCode = 'payout', { schema = 'prepared' } = {}) {
  const response = await fetch(`${sandbox.apiUrl}/merchant/client/init`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': sandbox.credentials.apiKey,
      'x-idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      type: 'dropIn',
      workflowCode,
      holderReference: `bench-${crypto.randomUUID()}`,
      merchantReference: `bench-${crypto.randomUUID()}`,
      workspaceId: '0b7f5c1e-2f7a-4d5e-9c1b-7a6e5d4c3b2a',
      amount: { value: '10.00', currency: 'EUR' },
      ...(workflowCode === 'payout' ? { meta: { order: { placement: { country: { code: 'DE' } } } } } : {}),
    }),
  });
  if (!response.ok) throw new Error(`client init: ${response.status} ${await response.text()}`);
  const answer = await response.json();
  return schema === 'written' ? withWrittenSchema(answer) : answer;
}

/** A client-init answer whose payout option carries DE's schema as written. */
async function withWrittenSchema(answer) {
  const config = decoded(answer);
  const written = await (await fetch(`${sandbox.apiUrl}/schemas/v1/bank-account/DE.json`)).json();
  for (const option of config.lookup.data.payoutCompositionOptions)
    option.clientConfig.instrumentDataSchema = written;
  return { ...answer, data: Buffer.from(JSON.stringify(config)).toString('base64') };
}

const decoded = (response) => JSON.parse(Buffer.from(response.data, 'base64').toString('utf8'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];

/**
 * In the SDK page: init, dynamicElement, mount, then the form's onReady (it has rendered and takes
 * input; a form whose inputs are in reach is checked to have one enabled), one frame later. Resolves
 * with the time and the requests the page made meanwhile. A request is in the page's list only once its
 * response has ended: `settleMs` lets those started before interactive end before the list is read.
 */
async function sdkInteractive(tab, config, elementOptions, { settleMs = 0 } = {}) {
  return tab.evaluate(
    async ({ config, elementOptions, settleMs }) => {
      const start = performance.now();
      const client = window.Railkit.init(config);
      const initialized = performance.now();
      let ready;
      const isReady = new Promise((resolve) => (ready = resolve));
      const form = await client.dynamicElement({ ...elementOptions, events: { onReady: ready } });
      const created = performance.now();
      form.mount('#app');
      await isReady;
      const rendered = performance.now();
      const root = form.element.shadowRoot;
      if (
        root &&
        !root.querySelector('input:not([disabled]), select:not([disabled])') &&
        !root.querySelector('iframe')
      )
        throw new Error('onReady fired before an input was enabled');
      await new Promise(requestAnimationFrame);
      const ms = performance.now() - start;
      // Where the time went, one phase after another (wall clock: a wait for the network counts).
      const phases = {
        'init()': initialized - start,
        'dynamicElement()': created - initialized,
        'mount to onReady': rendered - created,
        'onReady to next frame': start + ms - rendered,
      };
      window.benchSession = { client, form }; // for the round trip, after the clock stopped
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      const requests = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= start && entry.startTime <= start + ms)
        .map((entry) => ({
          url: entry.name,
          startMs: entry.startTime - start,
          endMs: entry.responseEnd - start,
        }));
      return { ms, phases, requests };
    },
    { config, elementOptions, settleMs },
  );
}

/** In the blank page: the same schema documents fetched, the same labelled inputs inserted, one frame later. */
async function floorInteractive(tab, { fields, documents }) {
  return tab.evaluate(
    async ({ fields, documents }) => {
      const start = performance.now();
      await Promise.all(documents.map(async (url) => (await fetch(url, { credentials: 'omit' })).json()));
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
    },
    { fields, documents },
  );
}

/** The floor of secure fields: a cross-origin frame with the same inputs, until it says they are in, one frame later. */
async function floorFrameInteractive(tab, { fields, frameUrl }) {
  return tab.evaluate(
    async ({ fields, frameUrl }) => {
      const start = performance.now();
      const frame = document.createElement('iframe');
      frame.title = 'Card details';
      frame.src = `${frameUrl}?fields=${encodeURIComponent(JSON.stringify(fields))}`;
      const ready = new Promise((resolve) =>
        addEventListener('message', (event) => event.data === 'floor-ready' && resolve()),
      );
      document.getElementById('app').append(frame);
      await ready;
      await new Promise(requestAnimationFrame);
      return performance.now() - start;
    },
    { fields, frameUrl },
  );
}

/** The labelled controls of a form's shadow root, for a floor page to insert. */
function controlsOf(root) {
  return [...root.querySelectorAll('input, select')]
    .filter((control) => control.type !== 'radio' && control.type !== 'hidden')
    .map((control) => ({
      tag: control.localName,
      type: control.type,
      name: control.name || control.id,
      autocomplete: control.getAttribute('autocomplete') ?? '',
      label: root.querySelector(`label[for="${control.id}"]`)?.textContent.trim() ?? '',
      options: control.localName === 'select' ? [...control.options].map((option) => option.value) : [],
    }));
}

/** What the floor of a measure does: the controls the SDK rendered and the schema documents it fetched. */
async function floorWork(measure) {
  const tab = await newTab();
  await tab.goto(`${origin}${measure.page}`);
  const { requests } = await sdkInteractive(
    tab,
    await clientInit(measure.workflow, measure),
    measure.options,
  );
  let fields;
  if (measure.options.hosting === 'secure-fields') {
    const frame = tab.frames().find((candidate) => candidate !== tab.mainFrame());
    await frame.waitForSelector('rk-card-form');
    fields = await frame.evaluate(`(${controlsOf})(document.querySelector('rk-card-form').shadowRoot)`);
  } else {
    fields = await tab.evaluate(`(${controlsOf})(window.benchSession.form.element.shadowRoot)`);
  }
  await tab.close();
  const documents = requests.filter((request) => request.url.endsWith('.json')).map((request) => request.url);
  return { fields, documents, frameUrl: `${frameOrigin}/card-frame` };
}

/** Navigation start to the load event of the page in the tab (goto has waited for it). */
function pageLoadMs(tab) {
  return tab.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    return navigation.loadEventEnd || navigation.loadEventStart;
  });
}

/**
 * How many rounds of requests ran one after another before interactive: the longest chain of requests
 * where each starts after the previous one ended. Independent of the CPU, unlike the times.
 */
function sequentialRounds(requests) {
  const sorted = [...requests].sort((a, b) => a.endMs - b.endMs);
  const depth = sorted.map(() => 1);
  sorted.forEach((request, index) => {
    for (let before = 0; before < index; before++) {
      if (sorted[before].endMs <= request.startMs) depth[index] = Math.max(depth[index], depth[before] + 1);
    }
  });
  return Math.max(0, ...depth);
}

/** The measures of init-to-interactive: which page, which client init, which element. */
const interactiveMeasures = [
  {
    name: 'payout form, ES module build',
    page: '/esm/payout',
    workflow: 'payout',
    options: { paymentMethod: { paymentMethodCode: 'bankAccount' } },
    journey: 'payout',
  },
  {
    // A platform that sends the schema with `$ref`s: the resolver's chunk and holder.json (the floor
    // fetches holder.json too), as every payout form loaded before the platform prepared it.
    name: 'payout form, ESM build, schema with $refs',
    page: '/esm/payout',
    workflow: 'payout',
    schema: 'written',
    options: { paymentMethod: { paymentMethodCode: 'bankAccount' } },
  },
  {
    name: 'payout form, ESM build + compile hint',
    page: '/esm/payout-compile-hint',
    workflow: 'payout',
    options: { paymentMethod: { paymentMethodCode: 'bankAccount' } },
  },
  {
    name: 'payout form, script tag',
    page: '/sdk',
    workflow: 'payout',
    options: { paymentMethod: { paymentMethodCode: 'bankAccount' } },
  },
  {
    name: 'card form, in-page (ES module)',
    page: '/esm/card',
    workflow: 'checkout',
    options: { paymentMethod: { paymentMethodCode: 'card' }, hosting: 'in-page' },
    journey: 'card',
  },
  {
    name: 'card form, secure fields (ES module)',
    page: '/esm/card-secure-fields',
    workflow: 'checkout',
    options: { paymentMethod: { paymentMethodCode: 'card' }, hosting: 'secure-fields' },
    journey: 'cardSecureFields',
    floor: floorFrameInteractive,
  },
];

/** The app chunks a page loaded that its journey (scripts/journeys.mjs) does not count. */
function uncountedChunks(measure, requests) {
  if (!measure.journey) return [];
  const journey = journeys.find((candidate) => candidate.build === measure.journey);
  const build =
    apps[{ payout: 'payout', card: 'card', cardSecureFields: 'card-secure-fields' }[measure.journey]];
  const counted = new Set(journeyFiles(journey, build.chunks).map((file) => basename(file)));
  return requests
    .map((request) => new URL(request.url).pathname)
    .filter((path) => path.startsWith('/app/') && !counted.has(basename(path)));
}

async function measureInteractive() {
  const results = [];
  for (const measure of interactiveMeasures.filter((candidate) => selected(candidate.name))) {
    console.error(`measuring: ${measure.name} ...`);
    const floor = await floorWork(measure);
    const sdkTimes = [];
    const floorTimes = [];
    const sdkLoadFirstTimes = [];
    const floorLoadFirstTimes = [];
    const phaseTimes = {};
    let requests;
    for (let run = 0; run < runs; run++) {
      const config = await clientInit(measure.workflow, measure);
      const sdkTab = await newTab();
      await sdkTab.goto(`${origin}${measure.page}`);
      const sdkLoad = await pageLoadMs(sdkTab);
      // The first run lists the requests before interactive: those still under way then count too.
      const sdkRun = await sdkInteractive(sdkTab, config, measure.options, { settleMs: requests ? 0 : 3000 });
      sdkTimes.push(sdkRun.ms);
      sdkLoadFirstTimes.push(sdkLoad + sdkRun.ms);
      for (const [phase, phaseMs] of Object.entries(sdkRun.phases)) (phaseTimes[phase] ??= []).push(phaseMs);
      requests ??= sdkRun.requests;
      await sdkTab.close();
      const floorTab = await newTab();
      await floorTab.goto(`${origin}/`);
      const floorLoad = await pageLoadMs(floorTab);
      const floorMs = await (measure.floor ?? floorInteractive)(floorTab, floor);
      floorTimes.push(floorMs);
      floorLoadFirstTimes.push(floorLoad + floorMs);
      await floorTab.close();
    }
    results.push({
      name: measure.name,
      fields: floor.fields.length,
      floorDocuments: floor.documents.length,
      sdk: summary(sdkTimes),
      floor: summary(floorTimes),
      // From navigation start: the page's load, then init to interactive.
      pageLoadFirst: { sdk: summary(sdkLoadFirstTimes), floor: summary(floorLoadFirstTimes) },
      phasesMedianMs: Object.fromEntries(
        Object.entries(phaseTimes).map(([phase, times]) => [phase, median(times)]),
      ),
      requests: requests.map((request) => ({ ...request, url: new URL(request.url).pathname })),
      sequentialRounds: sequentialRounds(requests),
      uncountedChunks: uncountedChunks(measure, requests),
    });
  }
  return results;
}

const summary = (times) => ({ runs: times.length, medianMs: median(times), p95Ms: p95(times) });

/** Tokenize + payout through the SDK, with the form filled in as a payer would. */
async function sdkRoundTrip(config) {
  const tab = await newTab();
  await tab.goto(`${origin}/sdk`);
  await sdkInteractive(tab, config, { paymentMethod: { paymentMethodCode: 'bankAccount' } });
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
  const tab = await newTab();
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
  console.error(`measuring: ${roundTripName} ...`);
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

// Times on a shared machine move with its load: the 1-minute load average before and after says how busy
// it was (the ratios are steadier than the times, but not immune).
const results = {
  date: new Date().toISOString(),
  machine: `${cpus().length} cores`,
  profiles: {},
};
try {
  for (profile of benchProfiles) {
    const measured = { ...profile, loadAverage: { before: loadavg()[0] } };
    results.profiles[profile.name] = measured;
    console.error(`profile: ${describeProfile(profile)}`);
    measured.interactive = await measureInteractive();
    if (selected(roundTripName)) measured.roundTrip = await measureRoundTrips();
    measured.loadAverage.after = loadavg()[0];
  }
  if (!quick && only === undefined) results.heap = await measureHeap();
} finally {
  await browser.close();
  await sandbox.close();
  pages.close();
  framePages.close();
  await rm(appDir, { recursive: true, force: true });
}
const full = !quick && only === undefined;
if (full) results.sandbox = await benchSandbox();
// The CLI's resident memory, disk and restart time: PGlite, and PostgreSQL with --database-url.
if (full) {
  const port = Number(process.env.RAILKIT_SANDBOX_PORT) || 4710;
  const inits = Number(argument('--inits')) || 20_000;
  results.sandboxResources = [await benchSandboxResources({ inits, port })];
  const databaseUrl = process.argv.includes('--database-url') ? argument('--database-url') : undefined;
  if (databaseUrl) results.sandboxResources.push(await benchSandboxResources({ inits, port, databaseUrl }));
}

const ratio = (a, b) => (a / b).toFixed(2);
const ms = (value) => value.toFixed(1);
for (const measured of Object.values(results.profiles)) printProfile(measured);

/** One table per profile: init to interactive, page load first, the round trip; then the requests. */
function printProfile({ interactive, roundTrip, loadAverage, ...settings }) {
  const rows = interactive.flatMap((measure) => [
    [`${measure.name} (median ms)`, measure.sdk.medianMs, measure.floor.medianMs],
    ['  page load first', measure.pageLoadFirst.sdk.medianMs, measure.pageLoadFirst.floor.medianMs],
  ]);
  if (roundTrip)
    rows.push([`${roundTripName} (median ms)`, roundTrip.sdk.medianMs, roundTrip.fetch.medianMs]);
  console.log(`\n${describeProfile(settings)}`);
  console.log(
    `${'init-to-interactive, round trip'.padEnd(48)}${'SDK'.padStart(10)}${'floor'.padStart(10)}${'ratio'.padStart(8)}`,
  );
  for (const [name, sdkMs, floorMs] of rows)
    console.log(
      `${name.padEnd(48)}${ms(sdkMs).padStart(10)}${ms(floorMs).padStart(10)}${ratio(sdkMs, floorMs).padStart(8)}`,
    );
  console.log(
    `(${runs} runs each, alternating; page load first: navigation start to the load event, then init to ` +
      `interactive; load average ${loadAverage.before.toFixed(2)} before, ${loadAverage.after.toFixed(2)} after` +
      (roundTrip
        ? `; round trip p95 SDK ${ms(roundTrip.sdk.p95Ms)} / fetch ${ms(roundTrip.fetch.p95Ms)} ms; outcomes: ${roundTrip.statuses.join(', ')})`
        : ')'),
  );
  console.log(
    '\nrequests before interactive (first run; start-end ms after init), rounds one after another:',
  );
  for (const measure of interactive) {
    console.log(
      `  ${measure.name}: ${measure.requests.length} request(s), ${measure.sequentialRounds} round(s); ` +
        `p95 SDK ${ms(measure.sdk.p95Ms)} / floor ${ms(measure.floor.p95Ms)} ms; the floor fetches ${measure.floorDocuments} document(s)`,
    );
    const phases = Object.entries(measure.phasesMedianMs).map(
      ([phase, phaseMs]) => `${phase} ${ms(phaseMs)}`,
    );
    console.log(`    SDK phases, median ms: ${phases.join(', ')}`);
    for (const request of measure.requests)
      console.log(`    ${request.url.padEnd(44)} ${ms(request.startMs).padStart(7)} - ${ms(request.endMs)}`);
    if (measure.uncountedChunks.length > 0)
      console.log(
        `    NOT COUNTED by its journey in scripts/journeys.mjs: ${measure.uncountedChunks.join(', ')}`,
      );
  }
}
if (full) printHeapAndSandbox();

function printHeapAndSandbox() {
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
  printResources(results.sandboxResources);
}

function mb(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

await mkdir('bench', { recursive: true });
await writeFile('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwritten: bench/results.json');
if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
