/**
 * The demo merchant: its own server routes (client init with its secret, the notification endpoint,
 * the reconciled order state) and its pages, served by Vite from demo/ (or built once, see `pages`).
 */
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { readFile, readdir } from 'node:fs/promises';
import { createHash, randomUUID } from 'node:crypto';
import { extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createServer as createViteServer } from 'vite';
import {
  createServerClient,
  parseNotification,
  PlatformRequestError,
  type ServerCredentials,
} from '../src/server';
import { payoutCountries } from '../src/sandbox/index';
import { defaultStopDeadlineMs, RequestLifecycle } from '../src/sandbox/http/lifecycle';
import { OrderBook } from './orders';
import { writeLocales } from '../scripts/locales.mjs';
import { compactTranslations } from '../scripts/compact-translations.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const demoRoot = fileURLToPath(new URL('.', import.meta.url));
/** The demo merchant's single workspace; the sandbox accepts any UUID. */
const workspaceId = '0b7f5c1e-2f7a-4d5e-9c1b-7a6e5d4c3b2a';

export interface MerchantServerOptions {
  port: number;
  apiUrl: string;
  vaultUrl: string;
  credentials: ServerCredentials;
  webhookSecret: string;
  /**
   * `dev` (the default): Vite serves demo/ as it is edited. `built`: the pages are built for production
   * once at start and served as files, as a merchant ships them; a fresh browser context then loads a few
   * files instead of every module (what the e2e suite uses: each of its tests starts a new context).
   */
  pages?: 'dev' | 'built';
  /**
   * Build the script tags' bundles into dist/ at start (the default), for script-tag*.html. A test of
   * the server alone skips it: it takes a while and writes dist/, which other runs may be reading.
   */
  buildScriptTags?: boolean;
}

export async function startMerchantServer(options: MerchantServerOptions) {
  if (options.buildScriptTags !== false) await buildScriptTagBundle();
  const platform = createServerClient({ baseUrl: options.apiUrl, credentials: options.credentials });
  const orders = new OrderBook();
  /** Each checkout's client-init answer, for the page the payer returns to after a 3-D Secure redirect. */
  const checkoutSessions = new Map<string, unknown>();
  const httpServer = createServer();
  const pages = options.pages === 'built' ? await builtPages(options.port) : await devPages(httpServer);

  const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => Promise<void>> = {
    'POST /api/payouts': async (request, response) => {
      const { country, amount } = (await readJson(request)) as {
        country: string;
        amount: { value: string; currency: string };
      };
      const merchantReference = `payout-${randomUUID().slice(0, 8)}`;
      const config = await platform.clientInit({
        type: 'dropIn',
        workflowCode: 'payout',
        holderReference: 'customer-42',
        merchantReference,
        workspaceId,
        amount,
        meta: { order: { placement: { country: { code: country } } } },
      });
      orders.open({ merchantReference, country, amount, executionId: executionIdOf(config.data) });
      sendJson(response, 200, { merchantReference, config });
    },
    // The sandbox's payout countries with a sample account each, for the demo's country picker (QA).
    'GET /api/payout-countries': async (_request, response) => sendJson(response, 200, payoutCountries()),
    'POST /api/checkouts': async (request, response) => {
      const { amount, customer, country } = (await readJson(request)) as {
        amount: { value: string; currency: string };
        customer?: string;
        /** The payer's country: the sandbox offers its methods (checkout-methods.html). */
        country?: string;
      };
      const merchantReference = `order-${randomUUID().slice(0, 8)}`;
      const config = await platform.clientInit({
        type: 'dropIn',
        workflowCode: 'checkout',
        // The customer's stored cards belong to this reference: the next checkout offers them.
        holderReference: customer || 'customer-42',
        merchantReference,
        workspaceId,
        amount,
        ...(country ? { meta: { order: { placement: { country: { code: country } } } } } : {}),
      });
      orders.open({ merchantReference, amount, executionId: executionIdOf(config.data) });
      checkoutSessions.set(merchantReference, config);
      sendJson(response, 200, { merchantReference, config });
    },
    'POST /webhooks/railkit': async (request, response) => {
      const rawBody = await readBody(request);
      const signature = request.headers['x-signature'];
      try {
        const notification = parseNotification(
          rawBody,
          typeof signature === 'string' ? signature : undefined,
          options.webhookSecret,
        );
        const outcome = orders.reconcile(notification);
        sendJson(response, outcome === 'unknown-order' ? 404 : 200, { outcome });
      } catch (error) {
        // signature.mismatch / signature.expired: not from the platform, or a replay; body.invalid: 400.
        const code = (error as { code?: string }).code;
        sendJson(response, code === 'body.invalid' ? 400 : 401, { error: (error as Error).message, code });
      }
    },
    'GET /railkit.iife.js': (_request, response) => sendScript('railkit.iife.js', response),
    // The checkout script tag (issue 15), for script-tag-checkout.html.
    'GET /railkit-checkout.iife.js': (_request, response) => sendScript('railkit-checkout.iife.js', response),
  };

  const policy = contentSecurityPolicy(options);
  // The secure-fields test page also frames a foreign origin's widget, which tries to forge messages.
  const testPagePolicy = contentSecurityPolicy(options, ['http://foreign.test']);
  /**
   * Capture, cancel or refund the whole payment, from the merchant's server with its own credentials.
   * The key is derived from the order and the action: a double click on the button acts once. The
   * order's state changes when the platform's notification arrives, not from this answer.
   */
  function paymentAction(merchantReference: string, executionId: string, name: PaymentAction) {
    const idempotencyKey = uuidFrom(`${merchantReference}/${name}`);
    return platform[name]('checkout', executionId, {}, { idempotencyKey });
  }

  const lifecycle = new RequestLifecycle(() => url);
  httpServer.on(
    'request',
    lifecycle.track(answerSafely((request, response, path) => serveRequest(request, response, path))),
  );
  // Vite answers its own WebSocket (HMR) only; any other upgrade would hang, or throw inside Vite.
  guardUpgrades(httpServer);

  function serveRequest(request: IncomingMessage, response: ServerResponse, path: string) {
    response.setHeader(
      'content-security-policy',
      path === '/secure-fields-test.html' ? testPagePolicy : policy,
    );
    const order = path.match(/^\/api\/orders\/([\w-]+)$/);
    const session = path.match(/^\/api\/orders\/([\w-]+)\/session$/);
    if (request.method === 'GET' && session?.[1]) {
      const config = checkoutSessions.get(session[1]);
      return config
        ? sendJson(response, 200, { config })
        : sendJson(response, 404, { error: 'No such checkout.' });
    }
    const payment = path.match(/^\/api\/orders\/([\w-]+)\/(capture|cancel|refund)$/);
    if (request.method === 'POST' && payment?.[1] && payment[2]) {
      const found = orders.get(payment[1]);
      if (!found?.executionId) return sendJson(response, 404, { error: 'No such card order.' });
      paymentAction(found.merchantReference, found.executionId, payment[2] as PaymentAction)
        .then((result) => sendJson(response, 202, result))
        .catch((error: unknown) => sendJson(response, 409, { error: (error as Error).message }));
      return;
    }
    if (request.method === 'GET' && order?.[1]) {
      const found = orders.get(order[1]);
      return found ? sendJson(response, 200, found) : sendJson(response, 404, { error: 'No such order.' });
    }
    // The Merchant view's link to an order's execution in the sandbox console (found by its reference).
    const consoleOrder = path.match(/^\/console\/orders\/([\w-]+)$/)?.[1];
    if (request.method === 'GET' && consoleOrder) {
      response.writeHead(302, { location: `${options.apiUrl}/console/#/executions/${consoleOrder}` }).end();
      return;
    }
    if (request.method === 'GET' && path === '/') {
      response.writeHead(302, { location: '/payout.html' }).end();
      return;
    }
    // The script tags' languages, from beside them (dist/locales/, written by buildScriptTagBundle).
    const localeFile = path.match(/^\/locales\/([\w-]+\.json)$/)?.[1];
    if (request.method === 'GET' && localeFile) return void sendLocale(localeFile, response);
    const route = routes[`${request.method} ${path}`];
    if (!route) return pages.serve(request, response);
    return route(request, response).catch((error: unknown) => answerRouteError(response, error));
  }

  await new Promise<void>((resolve) => httpServer.listen(options.port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  return {
    url,
    /**
     * Stops as the sandbox does: every request that reached the server is answered (within
     * `deadlineMs`), then Vite's watcher and WebSocket close. Resolves with how many requests were cut.
     */
    async close({ deadlineMs = defaultStopDeadlineMs } = {}): Promise<number> {
      const cut = await lifecycle.drain([httpServer], deadlineMs);
      await pages.close();
      return cut;
    },
  };
}

/**
 * The strict policy every demo page runs under, sent as a header (docs/sdk.md, "Content-Security-Policy"):
 * scripts and styles from the merchant's own origin only (no inline code, no eval), API calls to the
 * platform's two hosts, frames from the vault host only. Computed from the sandbox's origins, so a demo
 * on other ports gets its own.
 */
export function contentSecurityPolicy(
  origins: { apiUrl: string; vaultUrl: string },
  moreFrames: string[] = [],
): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    // The wallets' payment method manifests, which Chromium fetches when the drop-in asks canMakePayment().
    `connect-src 'self' ${origins.apiUrl} ${origins.vaultUrl} https://apple.com/apple-pay https://google.com/pay`,
    // The vault's secure-fields frame, and the 3-D Secure challenge (links.consumerWait on the API host).
    ['frame-src', origins.vaultUrl, origins.apiUrl, ...moreFrames].join(' '),
  ].join('; ');
}

interface DemoPages {
  serve(request: IncomingMessage, response: ServerResponse): void;
  close(): Promise<void>;
}

async function devPages(httpServer: ReturnType<typeof createServer>): Promise<DemoPages> {
  const vite = await createViteServer({
    root: demoRoot,
    configFile: false,
    appType: 'mpa',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: { server: httpServer }, fs: { allow: [repoRoot] } },
    optimizeDeps: { include: ['lit', 'jose', 'zod/mini'] },
  });
  return { serve: (request, response) => vite.middlewares(request, response), close: () => vite.close() };
}

/**
 * Every page of demo/ built for production into a cache folder, then served from there as files. The
 * folder is the port's: demos side by side (npm test runs three) each build and serve their own.
 */
async function builtPages(port: number): Promise<DemoPages> {
  const outDir = join(repoRoot, 'node_modules', '.cache', `railkit-demo-pages-${port}`);
  const htmlFiles = (await readdir(demoRoot)).filter((name) => name.endsWith('.html'));
  await build({
    root: demoRoot,
    configFile: false,
    logLevel: 'warn',
    // The languages' texts as dist/ ships them: without their keys.
    plugins: [compactTranslations()],
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: Object.fromEntries(htmlFiles.map((name) => [name, join(demoRoot, name)])) },
    },
  });
  return {
    serve(request, response) {
      void sendFile(outDir, request, response);
    },
    close: async () => {},
  };
}

/** A built file of the demo, or 404. */
async function sendFile(outDir: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  // The URL parser has already resolved any `..`; the check keeps a file outside the folder unreachable.
  const file = join(outDir, decodeURIComponent(targetPath(request.url) ?? '/'));
  const body = file.startsWith(outDir + sep) ? await readFile(file).catch(() => undefined) : undefined;
  if (!body) {
    response.writeHead(404).end('Not found');
    return;
  }
  response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
  response.end(body);
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** A language's texts for the script tags, as `npm run build` wrote them into dist/locales/. */
async function sendLocale(file: string, response: ServerResponse): Promise<void> {
  const texts = await readFile(`${repoRoot}/dist/locales/${file}`).catch(() => undefined);
  if (!texts) return sendJson(response, 404, { error: 'No such language.' });
  response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(texts);
}

/** The script-tag pages load the IIFE builds, as an integrator without a bundler would. */
async function buildScriptTagBundle(): Promise<void> {
  // Their languages are dist/locales/, made from the ES module build's chunks, so that comes first
  // (into dist/ as `npm run build` does, without emptying it).
  await build({
    root: repoRoot,
    configFile: `${repoRoot}/vite.config.ts`,
    mode: 'production',
    logLevel: 'warn',
    build: { emptyOutDir: false },
  });
  await writeLocales(repoRoot);
  // The payout script tag and the checkout one (issue 15), each a file of its own.
  for (const mode of ['iife', 'iife-checkout']) {
    await build({ root: repoRoot, configFile: `${repoRoot}/vite.config.ts`, mode, logLevel: 'warn' });
  }
}

type PaymentAction = 'capture' | 'cancel' | 'refund';

/** The execution id inside a client-init answer (base64 JSON, contract 4). */
function executionIdOf(data: string): string {
  return (JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as { execution: { id: string } }).execution
    .id;
}

/** A stable UUID (version 8 layout) of a text: the same order and action always give the same key. */
function uuidFrom(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The built script tag from dist/, or 404 when it was not built (`npm run build`). */
async function sendScript(file: string, response: ServerResponse): Promise<void> {
  const script = await readFile(`${repoRoot}/dist/${file}`).catch(() => undefined);
  if (!script) return sendJson(response, 404, { error: `No ${file}: run npm run build.` });
  response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
  response.end(script);
}

/** A request the demo cannot read: the sender's mistake, answered 400. */
class BadRequestError extends Error {}

/**
 * The path of an origin-form request target (`//x` included, which `new URL(target, base)` would read
 * as a host), or undefined when the target is no path or has a broken escape (`%zz`).
 */
export function targetPath(target: string | undefined): string | undefined {
  if (!target?.startsWith('/')) return undefined;
  try {
    const { pathname } = new URL(`http://localhost${target}`);
    decodeURIComponent(pathname);
    return pathname;
  } catch {
    return undefined;
  }
}

/**
 * A request listener that no request can end the process with: a target that is no path gets 400;
 * a handler that throws, at once or later, gets 500 and a line in the console, and the server goes on.
 */
export function answerSafely(
  handle: (request: IncomingMessage, response: ServerResponse, path: string) => void | Promise<void>,
): RequestListener {
  return (request, response) => {
    const path = targetPath(request.url);
    if (path === undefined) {
      request.resume();
      return sendJson(response, 400, { error: 'The request target is not a path (such as /payout.html).' });
    }
    try {
      void handle(request, response, path)?.catch((error: unknown) => answerFailure(response, error));
    } catch (error) {
      answerFailure(response, error);
    }
  };
}

/** A route's error: the sender's (400), the platform's (its 4xx as 400, else 502), else the demo's own. */
function answerRouteError(response: ServerResponse, error: unknown): void {
  if (error instanceof BadRequestError) return sendJson(response, 400, { error: error.message });
  if (error instanceof PlatformRequestError && error.status < 500) {
    return sendJson(response, 400, { error: error.message });
  }
  if (error instanceof PlatformRequestError) {
    console.error('demo merchant: the platform failed:', error);
    return sendJson(response, 502, { error: error.message });
  }
  answerFailure(response, error);
}

function answerFailure(response: ServerResponse, error: unknown): void {
  console.error('demo merchant: a request failed:', error);
  if (!response.headersSent)
    sendJson(response, 500, { error: 'The demo merchant server failed; see its console.' });
  else response.destroy();
}

/** Upgrades Vite's HMR takes go to Vite; any other is answered 400 and closed. */
function guardUpgrades(httpServer: ReturnType<typeof createServer>): void {
  const viteListeners = httpServer.listeners('upgrade') as ((...args: unknown[]) => void)[];
  httpServer.removeAllListeners('upgrade');
  httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const protocol = request.headers['sec-websocket-protocol'];
    const forVite = (protocol === 'vite-hmr' || protocol === 'vite-ping') && targetPath(request.url) === '/';
    if (forVite && viteListeners.length > 0) {
      for (const listener of viteListeners) listener.call(httpServer, request, socket, head);
      return;
    }
    socket.on('error', () => {});
    socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
  });
}

/** The body as a JSON object, or a 400 when it is not one. */
async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = JSON.parse(await readBody(request));
  } catch {
    throw new BadRequestError('The body is not JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestError('The body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
