#!/usr/bin/env node
/**
 * Bundle sizes, gzip -9, of what merchants load, checked against budgets: a size regression fails CI.
 * `npm run size` (after `npm run build` for the dist/ rows; the payout-only row is built here).
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** Budgets in gzip bytes. Raise one only with a reason in the commit message. */
const budgets = {
  'payout-only (init + bank-account form), ESM': 37_000,
  'dist/railkit.js (ESM, everything)': 37_000,
  'dist/railkit.iife.js (script tag)': 37_000,
};

const outDir = await mkdtemp(join(tmpdir(), 'railkit-size-'));
try {
  await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir,
      target: 'es2022',
      lib: { entry: 'scripts/entries/payout.ts', formats: ['es'], fileName: () => 'payout.js' },
      rolldownOptions: { output: { minify: true, codeSplitting: false } },
    },
  });
  const files = {
    'payout-only (init + bank-account form), ESM': join(outDir, 'payout.js'),
    'dist/railkit.js (ESM, everything)': 'dist/railkit.js',
    'dist/railkit.iife.js (script tag)': 'dist/railkit.iife.js',
  };
  let failed = false;
  console.log('bundle'.padEnd(48), 'raw'.padStart(9), 'gzip -9'.padStart(9), 'budget'.padStart(9));
  for (const [name, file] of Object.entries(files)) {
    if (!existsSync(file)) {
      console.log(name.padEnd(48), 'missing: run npm run build first');
      failed = true;
      continue;
    }
    const code = await readFile(file);
    const gzip = gzipSync(code, { level: 9 }).length;
    const over = gzip > budgets[name];
    failed ||= over;
    console.log(
      name.padEnd(48),
      String(code.length).padStart(9),
      String(gzip).padStart(9),
      String(budgets[name]).padStart(9),
      over ? 'OVER BUDGET' : 'ok',
    );
  }
  if (failed) process.exitCode = 1;
} finally {
  await rm(outDir, { recursive: true, force: true });
}
