/* global console, fetch, process */
// The packaged `railkit-sandbox` bin serves the console from the package's dist/ (no sources, no
// build at run time), and its commands run: `trigger` makes a notification, `logs` sees the requests.
// Exits non-zero with the reason on the first failure.
//   node console-check.mjs   (RAILKIT_API_URL; the bin at ./node_modules/.bin/railkit-sandbox)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';

const apiUrl = process.env.RAILKIT_API_URL;
const page = await fetch(`${apiUrl}/console/`);
assert.equal(page.status, 200, 'the bin serves the console page');
assert.match(await page.text(), /<script type="module" src="\/console\/console\.js">/);
const script = await fetch(`${apiUrl}/console/console.js`);
assert.equal(script.status, 200, 'the bin serves the console script from dist/console/');
assert.match(script.headers.get('content-type') ?? '', /javascript/);
assert.ok((await script.text()).includes('rk-console'), 'the console script defines <rk-console>');

const bin = './node_modules/.bin/railkit-sandbox';
const triggered = execFileSync(bin, ['trigger', 'payout.success', '--api-url', apiUrl], { encoding: 'utf8' });
assert.match(triggered, /Triggered payout\.success/, 'railkit-sandbox trigger runs from the package');
const { entries } = await (
  await fetch(`${apiUrl}/sandbox/requests`, { headers: { 'x-api-key': 'sk_test_demo' } })
).json();
assert.ok(
  entries.some((entry) => /\/payout$/.test(entry.path) && entry.status === 202),
  'the request log holds the payout trigger made',
);
console.log('console check: the packaged bin serves the console; trigger and the request log work');
