#!/usr/bin/env node
/**
 * `npm run lint:package` (after `npm run build`): checks the package as it would be published.
 * publint: exports, files and fields against what the tarball holds; Are the Types Wrong: every entry's
 * types resolve, for bundlers and for Node's ESM (the package is ES modules only, so the `esm-only`
 * profile: no CommonJS resolution is expected, Node >= 20.19 `require()`s ES modules itself).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });

const packDir = await mkdtemp(join(tmpdir(), 'railkit-lint-package-'));
try {
  // dist/ is already built (`npm test` builds before this), so no second build through prepack.
  const packed = execFileSync(
    'npm',
    ['pack', '--ignore-scripts', '--silent', '--pack-destination', packDir],
    {
      encoding: 'utf8',
    },
  );
  const tarball = join(packDir, packed.trim().split('\n').at(-1));
  run('node_modules/.bin/publint', ['--strict', tarball]);
  run('node_modules/.bin/attw', [tarball, '--profile', 'esm-only']);
} finally {
  await rm(packDir, { recursive: true, force: true });
}
