import { createHash } from 'node:crypto';
import { builtinModules } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compactTranslations } from './scripts/compact-translations.mjs';

/**
 * The package's builds, run in turn by scripts/build.mjs (`npm run build`):
 * - `vite build`              -> dist/railkit.js (ESM for bundlers, `railkit`) and dist/define.js
 *                                (`railkit/define`, registers the tags), with the non-English texts and the
 *                                payout runner as chunks beside them; the dependencies stay imports, so the
 *                                merchant's bundler dedupes them and Node resolves Lit's server build (SSR);
 * - `vite build --mode development` -> dist/development/: the same, with the developers' advice (below);
 * - `vite build --mode iife`  -> dist/railkit.iife.js, the script-tag build that sets `window.Railkit`,
 *                                with everything inlined;
 * - `vite build --mode iife-checkout` -> dist/railkit-checkout.iife.js, the script tag for checkout
 *                                (cards in both hostings and railkit/checkout), so the payout one stays small;
 * - `vite build --mode frame` -> dist/secure-fields/: the vault's secure-fields page script (below);
 * - `vite build --mode console` -> dist/console/: the sandbox console's page script (below);
 * - `vite build --mode node`  -> dist/node/: `railkit/server`, `railkit/sandbox` and the sandbox's bin,
 *                                ESM for Node, built from their entry files whatever the folders below them.
 * The demo serves the sources through its own Vite dev server (demo/server.ts).
 */
/**
 * The browsers the SDK supports (`.browserslistrc`, docs/browsers.md), as every browser build's target
 * (`['chrome103', 'safari16.4', ...]`): syntax newer than the oldest of them is lowered, and
 * `scripts/check-support.mjs` then checks dist/ against the same list.
 */
const supportedBrowsers = browserslistToEsbuild(undefined, {
  config: fileURLToPath(new URL('./.browserslistrc', import.meta.url)),
});

const { dependencies, peerDependencies } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as { dependencies: Record<string, string>; peerDependencies: Record<string, string> };
const packages = Object.keys({ ...dependencies, ...peerDependencies });

/** A package dependency (`pg`, optional, too) or a Node built-in, with its subpaths (`zod/mini`, `node:http`). */
const isExternal = (id: string): boolean =>
  id.startsWith('node:') ||
  builtinModules.includes(id) ||
  packages.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * The entries that carry `'use client'`: railkit/react, for React Server Components. Not railkit/vue: no
 * Vue framework reads it, and Vite warns in every Vue app's build that it may drop the directive.
 */
const bindingEntries = ['react'];

const browserEsm: UserConfig['build'] = {
  lib: {
    entry: {
      railkit: 'src/index.ts',
      define: 'src/define.ts',
      card: 'src/card.ts',
      checkout: 'src/checkout.ts',
      // railkit/react and railkit/vue (react and vue are peer dependencies: imports, never bundled).
      react: 'src/react/index.ts',
      vue: 'src/vue/index.ts',
    },
    formats: ['es'],
  },
  rolldownOptions: {
    external: isExternal,
    // The lazy payout runner imports from the entry instead of splitting a shared chunk off it.
    preserveEntrySignatures: 'allow-extension',
    output: {
      // Vite 8 leaves whitespace in ES library output unless the Rolldown output is minified too.
      minify: true,
      entryFileNames: '[name].js',
      // Each non-English locale is a chunk beside railkit.js, loaded when a page shows it.
      chunkFileNames: 'railkit-[name].js',
      // railkit/react's components run in the browser: React Server Components (Next.js App Router)
      // must not render them as server components. After minifying, which drops directives.
      postBanner: (chunk) => (chunk.isEntry && bindingEntries.includes(chunk.name) ? "'use client';" : ''),
    },
  },
};

/**
 * `vite build --mode development` -> dist/development/: the ESM entries with the how-to-fix advice that
 * error messages carry in development (`import.meta.env.DEV`), unminified. Bundlers pick it by the
 * `development` export condition (Vite's dev server does), so a merchant reads the advice while building
 * the page, and the production bundle carries none of it.
 */
const developmentEsm: UserConfig['build'] = {
  ...browserEsm,
  outDir: 'dist/development',
  emptyOutDir: false,
  sourcemap: false,
  rolldownOptions: {
    ...browserEsm.rolldownOptions,
    output: { ...browserEsm.rolldownOptions?.output, minify: false },
  },
};

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment): compile every function of the
 * file while it loads, on a background thread with the download, instead of each one lazily on its first
 * call. For the files a page runs at once, whole: the script tag's `init()` to the first input took
 * about 40% less in `scripts/bench.mjs`, where lazy compiling was most of its CPU time.
 */
const compileEagerly = '//# allFunctionsCalledOnLoad';

const scriptTag: UserConfig['build'] = {
  emptyOutDir: false,
  lib: { entry: 'src/global.ts', formats: ['iife'], name: 'Railkit', fileName: () => 'railkit.iife.js' },
  rolldownOptions: {
    // The script tag loads one file, so the payout runner is inlined; the languages are fetched (below).
    output: { minify: true, codeSplitting: false, postBanner: compileEagerly },
  },
};

/** The hashes of `dist/locales/`'s files, which `npm run build`'s `locales` step writes. */
const localeHashesFile = 'dist/locales/integrity.json';

/**
 * For the script tags: each catalogue's translation files (`src/i18n/translation-files/*`, a chunk per
 * language elsewhere) become fetches of `locales/<catalogue>-<language>.json` beside the script, checked
 * against `locales/integrity.json`, itself checked against its hash here: a script tag carries English
 * and one hash, whatever the number of languages.
 */
function fetchedTranslations(): Plugin {
  const virtual = '\0railkit-fetched-translations:';
  return {
    name: 'railkit-fetched-translations',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.includes('translation-files/')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const catalogue = resolved?.id.match(/\/translation-files\/([\w-]+)-translations\.ts$/)?.[1];
      return catalogue ? `${virtual}${catalogue}` : null;
    },
    load(id) {
      if (!id.startsWith(virtual)) return null;
      if (!existsSync(localeHashesFile)) {
        throw new Error(`${localeHashesFile} is missing: run \`npm run build -- esm locales\` first.`);
      }
      const manifest = createHash('sha384').update(readFileSync(localeHashesFile)).digest('base64');
      const helper = JSON.stringify(resolve('src/i18n/fetched-translations.ts'));
      const catalogue = id.slice(virtual.length);
      // The payout texts' labels come first, without their keys (scripts/compact-translations.mjs).
      const labelKeys =
        catalogue === 'payout'
          ? `export { labelKeys } from ${JSON.stringify(resolve('src/i18n/labels-en.ts'))};\n`
          : '';
      return `import { fetchedTranslations } from ${helper};
${labelKeys}export default fetchedTranslations(${JSON.stringify(catalogue)}, ${JSON.stringify(`sha384-${manifest}`)});`;
    },
  };
}

/** The checkout script tag: its own file and SRI hash, built from railkit/card and railkit/checkout. */
const checkoutScriptTag: UserConfig['build'] = {
  ...scriptTag,
  lib: {
    entry: 'src/global-checkout.ts',
    formats: ['iife'],
    name: 'Railkit',
    fileName: () => 'railkit-checkout.iife.js',
  },
};

const node: UserConfig['build'] = {
  emptyOutDir: false,
  outDir: 'dist/node',
  ssr: true,
  target: 'node20',
  // Unminified, so stack traces read as the source does; no source maps needed for that.
  minify: false,
  sourcemap: false,
  rolldownOptions: {
    input: {
      server: 'src/server/index.ts',
      sandbox: 'src/sandbox/index.ts',
      'sandbox-cli': 'src/sandbox/cli.ts',
    },
    external: isExternal,
    output: {
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      banner: (chunk) => (chunk.name === 'sandbox-cli' ? '#!/usr/bin/env node' : ''),
    },
  },
};

/**
 * `vite build --mode frame` -> dist/secure-fields/: the script of the vault's secure-fields page (the card
 * form and the JWE encryptor, which run inside the vault-origin iframe), with its locale and encryptor
 * chunks beside it. The sandbox's vault host serves it (src/sandbox/secure-fields.ts).
 */
const secureFieldsFrame: UserConfig['build'] = {
  outDir: 'dist/secure-fields',
  emptyOutDir: true,
  sourcemap: false,
  lib: { entry: 'src/frame/main.ts', formats: ['es'], fileName: () => 'secure-fields.js' },
  rolldownOptions: {
    // The entry may export what the encryptor's chunk shares with it (the error classes): otherwise they
    // are a chunk of their own, a second request after the script and before the form (issue 30).
    preserveEntrySignatures: 'allow-extension',
    output: { minify: true, comments: false, chunkFileNames: 'secure-fields-[name].js' },
  },
};

/**
 * `vite build --mode console` -> dist/console/console.js: the sandbox's console page (Lit inlined), which
 * the sandbox serves under /console/ (src/sandbox/console/routes.ts). No SDK entry imports it.
 */
const sandboxConsole: UserConfig['build'] = {
  outDir: 'dist/console',
  emptyOutDir: true,
  sourcemap: false,
  lib: { entry: 'src/sandbox/console/page/main.ts', formats: ['es'], fileName: () => 'console.js' },
  rolldownOptions: { output: { minify: true, comments: false, codeSplitting: false } },
};

export default defineConfig(({ mode }) => {
  const builds: Record<string, UserConfig['build']> = {
    development: developmentEsm,
    iife: scriptTag,
    'iife-checkout': checkoutScriptTag,
    node,
    frame: secureFieldsFrame,
    console: sandboxConsole,
  };
  const scriptTagMode = mode === 'iife' || mode === 'iife-checkout';
  return {
    // A build's mode does not make it a development build (Vite keeps NODE_ENV at production): say so.
    define: mode === 'development' ? { 'import.meta.env.DEV': 'true' } : {},
    plugins: [compactTranslations(), ...(scriptTagMode ? [fetchedTranslations()] : [])],
    build: { target: supportedBrowsers, sourcemap: true, ...(builds[mode] ?? browserEsm) },
  };
});
