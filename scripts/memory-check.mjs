#!/usr/bin/env node
/**
 * Fails when the sandbox's memory grows with its history: the built CLI (`npm run build` first), as
 * `npx railkit-sandbox` runs it, under the mixed load of bench-sandbox-resources.mjs (payouts, card
 * payments, tokenizes and report runs over today, which grow with the day). Resident memory after the
 * last quarter of the requests (20,000) must stay within 10% of the first quarter's (5,000). Each is
 * measured once the quarter's report runs have ended, as the lowest of several readings a second apart,
 * each after a full garbage collection (the CLI runs with --expose-gc): what the sandbox keeps. Without
 * the collection, V8 gives memory back when it sees fit, and the same state measured 86 MB or 109 MB;
 * with one reading, V8 had not yet given back what it freed, and the check moved by ±8 MB.
 *
 *   node scripts/memory-check.mjs                   20,000 mixed requests on PGlite
 *   node scripts/memory-check.mjs --requests 8000   fewer
 *   RAILKIT_TEST_DATABASE_URL=postgres://... node scripts/memory-check.mjs   on a throw-away database of
 *                                                   that server instead (created and dropped here)
 */
import pg from 'pg';
import { benchSandboxResources } from './bench-sandbox-resources.mjs';

const allowedGrowth = 0.1;
const option = (name) =>
  process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : undefined;
const requests = Number(option('requests') ?? 20_000);
const serverUrl = process.env.RAILKIT_TEST_DATABASE_URL;

/** A new database on the server of `url`, and how to drop it. */
async function throwAwayDatabase(url) {
  const name = `railkit_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    url: url.replace(/\/[^/]*$/, `/${name}`),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const database = serverUrl ? await throwAwayDatabase(serverUrl) : undefined;
try {
  const result = await benchSandboxResources({
    inits: requests,
    mixed: true,
    built: true,
    collect: true,
    databaseUrl: database?.url,
    port: Number(process.env.RAILKIT_MEMORY_CHECK_PORT ?? 4760),
  });
  const [first, , , last] = result.quarters;
  const growth = last.mb / first.mb - 1;
  const steps = result.quarters
    .map((step) => `${step.sent}: ${step.mb.toFixed(1)} MB (heap ${step.heapMb.toFixed(1)})`)
    .join(', ');
  console.log(
    `memory check, ${result.storage}, resident after mixed requests and a full collection: ${steps}`,
  );
  if (growth > allowedGrowth) {
    console.error(
      `The sandbox's memory grew ${(growth * 100).toFixed(1)}% from ${first.sent} to ${last.sent} requests ` +
        `(at most ${allowedGrowth * 100}%): something it keeps grows with history. Find it with ` +
        '`node scripts/bench-sandbox-resources.mjs --built --mixed` and heap snapshots.',
    );
    process.exitCode = 1;
  } else {
    console.log(`memory check: ${(growth * 100).toFixed(1)}% from the first quarter to the last, within 10%`);
  }
} finally {
  await database?.drop();
}
