/**
 * `npm run demo`: the sandbox platform, the demo merchant's server and its pages, on the contract's
 * default ports. Ctrl+C (or SIGTERM) stops all of it as the sandbox's own CLI stops: every request
 * that reached it is answered first.
 */
import { startSandbox } from '../src/sandbox';
import { againHint, onStopSignals } from '../src/sandbox/stop-signals';
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
  // npm test builds dist/ before it starts its demos (RAILKIT_DEMO_DIST=built): they serve it as it is
  // instead of each writing it again while the others read it.
  buildScriptTags: process.env.RAILKIT_DEMO_DIST !== 'built',
});

// Before the banner: whoever reads it may press Ctrl+C at once.
onStopSignals({
  stop: (signal) => void stopGracefully(signal),
  stopAtOnce: (signal) => {
    console.log(`${signal} again: stopping at once; requests still running are cut.`);
    process.exit(1);
  },
});

console.log(`\nRailkit demo ready:
  payout page        ${merchant.url}/payout.html
  script-tag page    ${merchant.url}/script-tag.html
  card checkout      ${merchant.url}/checkout.html
  secure fields      ${merchant.url}/checkout-secure.html
  sandbox API host   ${sandbox.apiUrl}
  sandbox vault host ${sandbox.vaultUrl}
  sandbox state      ${sandbox.storage}\n`);

/** The merchant's server first (its routes call the sandbox), then the sandbox. */
async function stopGracefully(signal: NodeJS.Signals): Promise<void> {
  console.log(
    `\n${signal}: stopping the demo, answering the requests already sent; ${againHint(signal)} again to stop at once.`,
  );
  const merchantCut = await merchant.close().catch((error: unknown) => {
    console.error('demo merchant: its stop failed:', error);
    return 0;
  });
  const cut = merchantCut + (await sandbox.close());
  console.log(
    cut > 0 ? `Stopped; ${cut} requests were cut by the deadline.` : 'Stopped; every request was answered.',
  );
  process.exit(0);
}
