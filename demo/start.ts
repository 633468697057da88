/**
 * `npm run demo`: the sandbox platform, the demo merchant's server and its pages, on the contract's
 * default ports. Ctrl+C stops all of it.
 */
import { startSandbox } from '../src/sandbox';
import { startMerchantServer } from './server';

const merchantPort = Number(process.env.RAILKIT_DEMO_PORT ?? 5173);
const webhookSecret = process.env.RAILKIT_SANDBOX_WEBHOOK_SECRET ?? 'whsec_demo';

const dataDir = process.env.RAILKIT_SANDBOX_DATA_DIR;
/** How long payouts and payments take to their final state; the e2e suite shortens it (ms). */
const settleMs = process.env.RAILKIT_DEMO_SETTLE_MS ? Number(process.env.RAILKIT_DEMO_SETTLE_MS) : undefined;
const sandbox = await startSandbox({
  // Fresh state per start (what the e2e journeys expect), unless a data folder is named.
  storage: dataDir ? { dataDir } : 'memory',
  webhookUrl: process.env.RAILKIT_SANDBOX_WEBHOOK_URL ?? `http://127.0.0.1:${merchantPort}/webhooks/railkit`,
  webhookSecret,
  payoutSettleMs: settleMs,
  paymentSettleMs: settleMs,
});
const merchant = await startMerchantServer({
  port: merchantPort,
  apiUrl: sandbox.apiUrl,
  vaultUrl: sandbox.vaultUrl,
  credentials: { clientId: sandbox.credentials.clientId, clientSecret: sandbox.credentials.clientSecret },
  webhookSecret,
  // The e2e suite runs the pages as built for production (RAILKIT_DEMO_PAGES=built); people get Vite's.
  pages: process.env.RAILKIT_DEMO_PAGES === 'built' ? 'built' : 'dev',
});

console.log(`\nRailkit demo ready:
  payout page        ${merchant.url}/payout.html
  script-tag page    ${merchant.url}/script-tag.html
  card checkout      ${merchant.url}/checkout.html
  secure fields      ${merchant.url}/checkout-secure.html
  sandbox API host   ${sandbox.apiUrl}
  sandbox vault host ${sandbox.vaultUrl}
  sandbox state      ${sandbox.storage}\n`);

async function shutdown(): Promise<void> {
  await Promise.allSettled([merchant.close(), sandbox.close()]);
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
