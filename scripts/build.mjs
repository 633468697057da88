#!/usr/bin/env node
/**
 * `npm run build` (and `prepack`): every file the package ships, into dist/.
 * Each step is one entry of `steps`; a new bundle (e.g. the secure-fields frame) is one more line. No
 * step writes a file git tracks: `npm test` runs the build under scripts/tree-unchanged.mjs.
 *
 *   npm run build                 all steps
 *   npm run build -- types sri    only the named steps
 */
import { spawnSync } from 'node:child_process';
import { build } from 'vite';
import { writeSubresourceIntegrity } from './sri.mjs';
import { addDeclarationExtensions } from './declaration-extensions.mjs';
import { writeCustomElementsManifest } from './custom-elements-manifest.mjs';
import { writeLocales } from './locales.mjs';
import { writeFrameworkTypes } from './framework-types.mjs';

const viteBuild = (mode) => () => build({ mode, logLevel: 'warn' });

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

const steps = {
  /** dist/railkit.js + dist/define.js (+ locale and runner chunks): ESM for bundlers. Empties dist/. */
  esm: viteBuild('production'),
  /** dist/development/: the same entries with the developers' advice, for the `development` condition. */
  development: viteBuild('development'),
  /** dist/locales/: every language's texts as JSON for the script tags, and their hashes. After esm. */
  locales: () => writeLocales(),
  /** dist/railkit.iife.js: the script-tag build, which fetches a language's texts from dist/locales/. */
  iife: viteBuild('iife'),
  /** dist/railkit-checkout.iife.js: the checkout script tag (cards, every method, the drop-in). */
  'iife-checkout': viteBuild('iife-checkout'),
  /** dist/secure-fields/: the script of the vault's secure-fields page, which the sandbox serves. */
  frame: viteBuild('frame'),
  /** dist/console/: the sandbox console's page script, which the sandbox serves under /console/. */
  console: viteBuild('console'),
  /**
   * dist/<script>.sri + dist/sri.json for both script tags. Like every step, it writes into dist/ only:
   * the README's snippets show these hashes, written there by `npm run readme:sri` and checked by `npm test`.
   */
  sri: () => writeSubresourceIntegrity(),
  /** dist/node/: railkit/server, railkit/sandbox and the railkit-sandbox bin. */
  node: viteBuild('node'),
  /** dist/types/: declarations of every entry, with the `.js` extensions Node's resolution needs. */
  types: async () => {
    run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json']);
    await addDeclarationExtensions('dist/types');
  },
  /** dist/custom-elements.json: the tags, their properties, events, parts and CSS properties. */
  manifest: () => writeCustomElementsManifest('dist/custom-elements.json'),
  /** dist/types/{react,vue}/elements.d.ts: the tags in JSX and Vue templates, from the manifest. After types, manifest. */
  frameworkTypes: () => writeFrameworkTypes('dist/custom-elements.json', 'dist/types'),
};

const only = process.argv.slice(2);
for (const name of only.length > 0 ? only : Object.keys(steps)) {
  if (!steps[name]) throw new Error(`No build step "${name}"; steps: ${Object.keys(steps).join(', ')}`);
  const started = performance.now();
  await steps[name]();
  console.log(`build ${name}: ${Math.round(performance.now() - started)} ms`);
}
