/* global console, fetch, URL */
// The package in plain Node, without a DOM: `railkit` imports (server-side rendering), and the Node
// entries work. Exits non-zero with the reason on the first failure.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

assert.equal(typeof document, 'undefined', 'this check must run without a DOM');
const browser = await import('railkit');
assert.equal(typeof browser.init, 'function', 'railkit exports init()');
assert.equal(typeof browser.defineElements, 'function', 'railkit exports defineElements()');
assert.equal(typeof window, 'undefined', 'importing railkit created no window');
await import('railkit/card');
assert.equal(typeof window, 'undefined', 'importing railkit/card created no window');

// Editors and frameworks find the tags where package.json's `customElements` points.
const packageJsonUrl = import.meta.resolve('railkit/package.json');
const { customElements: manifestPath } = JSON.parse(await readFile(new URL(packageJsonUrl), 'utf8'));
const manifest = JSON.parse(await readFile(new URL(manifestPath, packageJsonUrl), 'utf8'));
const bankAccount = manifest.modules
  .flatMap((module) => module.declarations)
  .find((d) => d.tagName === 'rk-bank-account');
assert.ok(bankAccount, 'custom-elements.json declares <rk-bank-account>');
assert.deepEqual(
  bankAccount.events.map((event) => event.name),
  ['rk-change', 'rk-submit'],
  'custom-elements.json lists the events of <rk-bank-account>',
);

const { createServerClient } = await import('railkit/server');
const { startSandbox } = await import('railkit/sandbox');
const sandbox = await startSandbox({ port: 0, vaultPort: 0, quiet: true });
try {
  const platform = createServerClient({
    baseUrl: sandbox.apiUrl,
    credentials: { apiKey: sandbox.credentials.apiKey },
  });
  const config = await platform.clientInit({
    type: 'dropIn',
    workflowCode: 'payout',
    holderReference: 'node-check',
    merchantReference: `node-check-${Date.now()}`,
    workspaceId: '0b7f5c1e-2f7a-4d5e-9c1b-7a6e5d4c3b2a',
    amount: { value: '10.00', currency: 'EUR' },
    meta: { order: { placement: { country: { code: 'DE' } } } },
  });
  assert.ok(config.data, 'client init through railkit/server against railkit/sandbox answers a config');
  // The packaged sandbox serves the secure-fields frame from the package's dist/, not from sources.
  const frameScript = await fetch(`${sandbox.vaultUrl}/secure-fields/v1/secure-fields.js`);
  assert.equal(frameScript.status, 200, 'railkit/sandbox serves the secure-fields frame script');
} finally {
  await sandbox.close();
}
console.log(
  'node check: railkit and railkit/card import without a DOM; railkit/server and railkit/sandbox run in Node',
);
