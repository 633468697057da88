#!/usr/bin/env node
/**
 * Bundle sizes, gzip -9, of what merchants load, checked against budgets: a size regression fails CI.
 * `npm run size` (after `npm run build` for the dist/ rows; the payout-only rows are built here).
 *
 * Every emitted JavaScript file gets a row: the entry a page loads first, and each chunk loaded on
 * demand (the non-English texts). A file without a budget fails, so no new chunk escapes measurement.
 *
 *   npm run size -- --breakdown   also prints where the payout-only bundle's bytes go, by module
 */
import { readFile, readdir, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { printBreakdown } from './size-breakdown.mjs';

/** Budgets in gzip bytes, by file: the sizes measured plus about 3%. Raise one only with a reason in the commit message. */
const budgets = {
  payout: {
    'payout.js': 22_020,
    'payout-runner.js': 1_710,
    'http.js': 2_100,
    'ar.js': 1_140,
    'de.js': 1_055,
    ...checkChunkBudgets(''),
  },
  dist: {
    'railkit.js': 16_890,
    'railkit-ar.js': 1_180,
    'railkit-de.js': 1_090,
    'railkit-payout.js': 1_770,
    'railkit-http.js': 2_170,
    // Inlines every lazy chunk: the IBAN registry and the rails' checks (about 3 KB) came with issue 9.
    'railkit.iife.js': 30_000,
    'define.js': 120,
    ...checkChunkBudgets('railkit-'),
  },
};

/** The `x-check` modules, loaded when a schema names their check (src/validation/checks.ts). */
function checkChunkBudgets(prefix) {
  const sizes = {
    iban: 2_660,
    'bank-codes': 630,
    'nz-account': 660,
    cpf: 330,
    cbu: 300,
    rut: 320,
    cci: 320,
    luhn: 270,
  };
  return Object.fromEntries(Object.entries(sizes).map(([name, size]) => [`${prefix}${name}.js`, size]));
}

/** What each file is, for the table. */
const descriptions = {
  'payout.js': 'payout-only entry (init + bank-account form, English), ESM',
  'ar.js': 'payout-only Arabic texts, loaded on demand',
  'de.js': 'payout-only German texts, loaded on demand',
  'payout-runner.js': 'payout-only payout runner, loaded by the first api() call',
  'http.js': 'payout-only platform client, loaded once the form is created',
  'railkit.js': 'dist entry (ESM, English; lit left to the app bundler)',
  'railkit-ar.js': 'dist Arabic texts, loaded on demand',
  'railkit-de.js': 'dist German texts, loaded on demand',
  'railkit-payout.js': 'dist payout runner, loaded by the first api() call',
  'railkit-http.js': 'dist platform client, loaded once the form is created',
  'railkit.iife.js': 'dist script tag (IIFE, every locale inlined)',
  'define.js': 'dist railkit/define: registers the tags (imports railkit.js)',
  ...checkChunkDescriptions(''),
  ...checkChunkDescriptions('railkit-'),
};

function checkChunkDescriptions(prefix) {
  const what = {
    iban: 'IBAN registry, national check digits',
    'bank-codes': 'sort code, ABA, IFSC, CLABE, NUBAN checks',
    'nz-account': 'New Zealand account checksum',
    cpf: 'Brazilian CPF check',
    cbu: 'Argentine CBU check',
    cci: 'Peruvian CCI check',
    rut: 'Chilean RUT check',
    luhn: 'Luhn check',
  };
  return Object.fromEntries(
    Object.entries(what).map(([name, text]) => [`${prefix}${name}.js`, `x-check: ${text}, on demand`]),
  );
}

/**
 * Builds what a payout-only integration imports as a merchant's Vite app build would: split at the
 * dynamic imports, minified, without comments. (Library ES output, like dist/railkit.js, keeps the
 * `@__PURE__` annotations for the merchant's bundler, which drops them from what the page loads.)
 */
async function buildPayoutOnly(outDir) {
  await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir,
      target: 'es2022',
      // Hidden: the maps feed --breakdown and add no comment to the measured code.
      sourcemap: 'hidden',
      lib: { entry: 'scripts/entries/payout.ts', formats: ['es'], fileName: () => 'payout.js' },
      rolldownOptions: {
        // As an app build: modules shared with a lazy chunk may join the entry (no shared chunk).
        preserveEntrySignatures: 'allow-extension',
        output: {
          minify: true,
          comments: false,
          chunkFileNames: (chunk) => (chunk.name === 'payout' ? 'payout-runner.js' : '[name].js'),
        },
      },
    },
  });
}

/** Every .js file of a directory (not source maps, not sub-folders such as dist/types), budgeted ones first. */
async function javascriptFiles(dir, budgeted) {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => entry.name);
  const rank = (name) => (budgeted.includes(name) ? budgeted.indexOf(name) : budgeted.length);
  return names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

let failed = false;

/** Prints one row per emitted file; a missing or unbudgeted file fails. */
async function report(dir, group) {
  const found = await javascriptFiles(dir, Object.keys(budgets[group]));
  for (const name of found) {
    const code = await readFile(join(dir, name));
    const gzip = gzipSync(code, { level: 9 }).length;
    const budget = budgets[group][name];
    const verdict = budget === undefined ? 'NO BUDGET: add one' : gzip > budget ? 'OVER BUDGET' : 'ok';
    failed ||= verdict !== 'ok';
    console.log(
      `${group}/${name}`.padEnd(24),
      (descriptions[name] ?? 'unexpected file').padEnd(58),
      String(code.length).padStart(8),
      String(gzip).padStart(8),
      String(budget ?? '-').padStart(8),
      verdict,
    );
  }
  for (const name of Object.keys(budgets[group]).filter((name) => !found.includes(name))) {
    console.log(`${group}/${name}`.padEnd(24), 'missing: run npm run build first, or drop its budget');
    failed = true;
  }
}

const outDir = await mkdtemp(join(tmpdir(), 'railkit-size-'));
try {
  await buildPayoutOnly(outDir);
  console.log(
    'file'.padEnd(24),
    'what'.padEnd(58),
    'raw'.padStart(8),
    'gzip -9'.padStart(8),
    'budget'.padStart(8),
  );
  await report(outDir, 'payout');
  if (existsSync('dist')) await report('dist', 'dist');
  else {
    console.log('dist/', 'missing: run npm run build first');
    failed = true;
  }
  if (process.argv.includes('--breakdown')) {
    for (const name of await javascriptFiles(outDir, Object.keys(budgets.payout))) {
      await printBreakdown(join(outDir, name), `payout/${name}`);
    }
  }
  if (failed) process.exitCode = 1;
} finally {
  await rm(outDir, { recursive: true, force: true });
}
