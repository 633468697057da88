/**
 * The sandbox in its own process for scripts/bench-sandbox.mjs, so that its memory is measured without
 * the load generator's. Started with `node --expose-gc --import tsx`; answers IPC messages:
 * `memory` -> { heapUsed, rss } after a full garbage collection; `stop` -> exits.
 */
import { startSandbox } from '../src/sandbox/index.ts';

const sandbox = await startSandbox({
  port: 0,
  vaultPort: 0,
  quiet: true,
  // The load generator is one credential: the default limit (1000 per 10 s) would answer 429s.
  rateLimit: { requests: 1_000_000, perSeconds: 1 },
});

process.on('message', async (message) => {
  if (message === 'memory') {
    globalThis.gc();
    const { heapUsed, rss } = process.memoryUsage();
    process.send({ heapUsed, rss });
  } else if (message === 'stop') {
    await sandbox.close();
    process.exit(0);
  }
});

process.send({ apiUrl: sandbox.apiUrl, vaultUrl: sandbox.vaultUrl, apiKey: sandbox.credentials.apiKey });
