#!/usr/bin/env node
/**
 * Init-to-interactive time of the bank-account form in Chromium, with the script-tag build from dist/
 * (`npm run build` first) against a sandbox on free ports. Prints median and p95 per country.
 *   npm run bench              15 runs per country
 *   npm run bench -- --runs 50
 * "Interactive" = the form's first input is in the DOM, enabled and focusable, one frame after mount.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 15;
const { chromiumPath, chromiumArgs } = await tsImport('../test/chromium.ts', import.meta.url);
const { startSandbox } = await tsImport('../src/sandbox/index.ts', import.meta.url);
const { createServerClient } = await tsImport('../src/server/index.ts', import.meta.url);

const page = `<!doctype html><html lang="en"><body><div id="app"></div>
<script src="/railkit.iife.js"></script></body></html>`;
const sdk = await readFile('dist/railkit.iife.js');
const pages = createServer((request, response) => {
  if (request.url === '/railkit.iife.js')
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(sdk);
  else response.writeHead(200, { 'content-type': 'text/html' }).end(page);
});
await new Promise((resolve) => pages.listen(0, '127.0.0.1', resolve));
const pageUrl = `http://127.0.0.1:${pages.address().port}/`;

const sandbox = await startSandbox({ port: 0, vaultPort: 0, quiet: true });
const platform = createServerClient({
  baseUrl: sandbox.apiUrl,
  credentials: { apiKey: sandbox.credentials.apiKey },
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

async function measureOnce(country, currency) {
  const config = await platform.clientInit({
    type: 'dropIn',
    workflowCode: 'payout',
    holderReference: 'bench',
    merchantReference: `bench-${Date.now()}`,
    workspaceId: '0b7f5c1e-2f7a-4d5e-9c1b-7a6e5d4c3b2a',
    amount: { value: '10.00', currency },
    meta: { order: { placement: { country: { code: country } } } },
  });
  const tab = await browser.newPage();
  await tab.goto(pageUrl);
  const ms = await tab.evaluate(async (config) => {
    const start = performance.now();
    const client = window.Railkit.init(config);
    const form = await client.dynamicElement({ paymentMethod: { paymentMethodCode: 'bankAccount' } });
    form.mount('#app');
    const firstInput = () =>
      form.element.shadowRoot?.querySelector('input:not([disabled]), select:not([disabled])');
    while (!firstInput()) await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    return performance.now() - start;
  }, config);
  await tab.close();
  return ms;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
try {
  console.log(`init-to-interactive, ${runs} runs each (ms)`);
  for (const [country, currency] of [
    ['DE', 'EUR'],
    ['US', 'USD'],
    ['GB', 'GBP'],
  ]) {
    await measureOnce(country, currency); // warm-up: first launch of a page compiles the SDK
    const times = [];
    for (let run = 0; run < runs; run++) times.push(await measureOnce(country, currency));
    times.sort((a, b) => a - b);
    console.log(
      `${country}: median ${percentile(times, 50).toFixed(1)}  p95 ${percentile(times, 95).toFixed(1)}  min ${times[0].toFixed(1)}`,
    );
  }
} finally {
  await browser.close();
  await sandbox.close();
  pages.close();
}
