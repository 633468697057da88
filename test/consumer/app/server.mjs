/* global process, Buffer, URL, console */
// The merchant's back end, as a Node user of the installed package writes it: railkit/server for
// client init and notification checks, the built pages served from dist/ under a strict CSP.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createServerClient, parseNotification } from 'railkit/server';

const { PORT, RAILKIT_API_URL, RAILKIT_VAULT_URL } = process.env;
const webhookSecret = 'whsec_test_demo';
const platform = createServerClient({ baseUrl: RAILKIT_API_URL, credentials: { apiKey: 'sk_test_demo' } });
/** Final state and execution by merchant reference, from verified notifications only. */
const reconciled = new Map();
/** The documentation programs' sessions, by merchant reference. */
const sessions = new Map();
/** The latest verified notification, raw: `{ rawBody, signature }`. */
let latestNotification;

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // The wallets' payment method manifests, fetched by Chromium when the drop-in asks canMakePayment().
  `connect-src 'self' ${RAILKIT_API_URL} ${RAILKIT_VAULT_URL} https://apple.com/apple-pay https://google.com/pay`,
  `frame-src ${RAILKIT_VAULT_URL}`,
].join('; ');
/** Beside the built app: the script-tag build as a merchant copies it, and a page with the README's snippet. */
const staticFiles = {
  '/static/railkit.iife.js': fileURLToPath(import.meta.resolve('railkit/railkit.iife.js')),
  '/script-tag.html': join(import.meta.dirname, 'script-tag.html'),
  '/static/railkit-checkout.iife.js': fileURLToPath(import.meta.resolve('railkit/railkit-checkout.iife.js')),
  '/script-tag-checkout.html': join(import.meta.dirname, 'script-tag-checkout.html'),
};
/**
 * Where a path's file may be: the compiled programs that the script-tag page loads unbundled, each
 * bundler's build of the documentation's pages (`out/<bundler>/`), the Vite app's `dist/`.
 */
const folders = ['.', 'out', 'dist'];
const readAppFile = async (file) => {
  for (const folder of folders.slice(file.startsWith('/programs-js/') ? 0 : 1)) {
    const body = await readFile(join(import.meta.dirname, folder, file)).catch(() => undefined);
    if (body) return body;
  }
  return undefined;
};
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * The policy, with the hash of the page's import map if it has one: Parcel writes its bundles' map inline,
 * and a merchant on Parcel allows it by its hash, as here.
 */
function policyFor(body) {
  const importMap = body.toString().match(/<script type="?importmap"?>([\s\S]*?)<\/script>/)?.[1];
  if (importMap === undefined) return contentSecurityPolicy;
  const hash = createHash('sha256').update(importMap).digest('base64');
  return contentSecurityPolicy.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`);
}

const readBody = async (request) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
};
const sendJson = (response, status, body) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

async function handle(request, response) {
  const path = new URL(request.url, 'http://localhost').pathname;
  if (request.method === 'POST' && path === '/api/payouts') {
    const merchantReference = `consumer-${randomUUID().slice(0, 8)}`;
    const config = await platform.clientInit({
      type: 'dropIn',
      workflowCode: 'payout',
      holderReference: 'consumer-test',
      merchantReference,
      workspaceId: '0b7f5c1e-2f7a-4d5e-9c1b-7a6e5d4c3b2a',
      amount: { value: '30.00', currency: 'EUR' },
      meta: { order: { placement: { country: { code: 'DE' } } } },
    });
    return sendJson(response, 200, { merchantReference, config });
  }
  // A card checkout's session, for the checkout script-tag page.
  if (request.method === 'POST' && path === '/api/checkouts') {
    const config = await platform.clientInit({
      type: 'dropIn',
      workflowCode: 'checkout',
      holderReference: 'consumer-test',
      merchantReference: `consumer-${randomUUID().slice(0, 8)}`,
      workspaceId: '0b7f5c1e-2f7a-4d5e-9c1b-7a6e5d4c3b2a',
      amount: { value: '12.00', currency: 'EUR' },
    });
    return sendJson(response, 200, { config });
  }
  // The documentation's programs (test/consumer/snippets): a session of the workflow and country asked
  // for, or, for a page a redirect came back to, the order's session again.
  if (request.method === 'POST' && path === '/api/sessions') {
    const { workflowCode, country } = JSON.parse((await readBody(request)).toString() || '{}');
    const merchantReference = `snippet-${randomUUID().slice(0, 8)}`;
    const config = await platform.clientInit({
      type: 'dropIn',
      workflowCode,
      holderReference: 'consumer-test',
      merchantReference,
      workspaceId: '0b7f5c1e-2f7a-4d5e-9c1b-7a6e5d4c3b2a',
      amount: { value: workflowCode === 'payout' ? '30.00' : '12.00', currency: 'EUR' },
      meta: { order: { placement: { country: { code: country } } } },
    });
    sessions.set(merchantReference, { merchantReference, config });
    return sendJson(response, 200, { merchantReference, config });
  }
  const session = path.match(/^\/api\/sessions\/([\w-]+)$/);
  if (request.method === 'POST' && session) {
    const found = sessions.get(session[1]);
    return found ? sendJson(response, 200, found) : sendJson(response, 404, { error: 'no such order' });
  }
  if (request.method === 'POST' && path === '/webhooks/railkit') {
    const rawBody = await readBody(request);
    const notification = parseNotification(rawBody, request.headers['x-signature'], webhookSecret);
    const { id, merchantReference, status } = notification.details.execution;
    reconciled.set(merchantReference, { status: status.at(-1)?.code, executionId: id });
    latestNotification = { rawBody: rawBody.toString(), signature: request.headers['x-signature'] };
    return sendJson(response, 200, { received: notification.id });
  }
  const order = path.match(/^\/api\/orders\/([\w-]+)$/);
  if (order) return sendJson(response, 200, reconciled.get(order[1]) ?? {});
  // A notification as it arrived, for the documentation's webhook handlers to be given.
  if (path === '/api/notifications/latest') {
    return latestNotification ? sendJson(response, 200, latestNotification) : sendJson(response, 404, {});
  }

  if (path === '/favicon.ico') return response.writeHead(204).end();
  // The script tags' languages, copied beside them as the README says (node_modules/railkit/dist/locales/).
  const localeFile = path.match(/^\/static\/locales\/([\w-]+\.json)$/)?.[1];
  if (localeFile) {
    const texts = await readFile(fileURLToPath(import.meta.resolve(`railkit/locales/${localeFile}`))).catch(
      () => undefined,
    );
    if (!texts) return response.writeHead(404).end();
    return response.writeHead(200, { 'content-type': 'application/json' }).end(texts);
  }
  const file = normalize(path === '/' ? '/index.html' : path);
  const body = staticFiles[file] ? await readFile(staticFiles[file]) : await readAppFile(file);
  if (!body) return response.writeHead(404).end();
  response.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'content-security-policy': extname(file) === '.html' ? policyFor(body) : contentSecurityPolicy,
  });
  response.end(body);
}

createServer((request, response) => {
  handle(request, response).catch((error) => sendJson(response, 500, { error: String(error) }));
}).listen(Number(PORT), '127.0.0.1', () => console.log(`consumer app on http://127.0.0.1:${PORT}`));
