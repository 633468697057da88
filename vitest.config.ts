import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './test/engines/chromium';
import { firefoxEsr } from './test/engines/firefox-vitest';
import { webkitgtk } from './test/engines/webkit-vitest';
import { commands } from './test/commands';
import { createServer, type ViteDevServer } from 'vite';

/** The React 18 the `browser-react-18` project runs (test/react-18: its own package, see there). */
const react18 = fileURLToPath(new URL('./test/react-18/node_modules/', import.meta.url));

/** Aliases `react` and `react-dom` (and their subpaths) to React 18's. */
const toReact18 = [{ find: /^(react|react-dom)(\/.*)?$/, replacement: `${react18}$1$2` }];

let serverRenderer: Promise<ViteDevServer> | undefined;
/**
 * Browser commands of the bindings' tests: their pages rendered in Node (src/bindings/server-pages.ts),
 * loaded through Vite's server-side module loader (the elements import their CSS as `?inline`).
 */
const bindingCommands = {
  async renderOnServer(_context: unknown, binding: 'react' | 'vue', sessions: unknown) {
    serverRenderer ??= createServer({
      configFile: false,
      appType: 'custom',
      logLevel: 'error',
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    });
    const vite = await serverRenderer;
    const { renderOnServer } = (await vite.ssrLoadModule(
      fileURLToPath(new URL('./src/bindings/server-pages.ts', import.meta.url)),
    )) as typeof import('./src/bindings/server-pages');
    return renderOnServer(binding, sessions as Parameters<typeof renderOnServer>[1]);
  },
};

/** A browser project's settings: a new object each (Vitest names the instances it is given). */
const browser = () => ({
  enabled: true,
  headless: true,
  screenshotFailures: false,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
  commands: { ...commands, ...bindingCommands },
});

/**
 * What differs between engines, tested in Firefox and WebKit too: the elements and the secure-fields
 * frame (focus, forms, shadow DOM, dialogs), the JWE encryptor's WebCrypto, language negotiation
 * (`navigator.languages`, `Intl`), and the Payment Request and wallet checks (the drop-in's tests).
 */
const everyEngineUnits = [
  'src/elements/**/*.test.ts',
  'src/frame/**/*.test.ts',
  'src/crypto/jwe.test.ts',
  'src/i18n/i18n.test.ts',
  'src/i18n/locales.test.ts',
];

const firefox = () => ({
  ...browser(),
  provider: firefoxEsr(),
  instances: [{ browser: 'firefox' as const }],
});

/** WebKitGTK has no headless mode: it runs in a virtual display (test/engines/webkit.ts). */
const webkit = () => ({
  ...browser(),
  headless: false,
  // Vitest's own UI would wrap the tests' frame when not headless (outside CI); a click is for the test.
  ui: false,
  provider: webkitgtk(),
  instances: [{ browser: 'safari' as const }],
});

export default defineConfig({
  // Pre-bundled up front: a mid-run re-optimisation loads a second copy of Lit.
  optimizeDeps: {
    // The pages Vite scans for dependencies, without test/consumer/frameworks/: its apps import a
    // component the consumer test writes from docs/frameworks.md, so a scan of a fresh clone fails there.
    entries: ['demo/*.html', 'test/consumer/app/index.html'],
    include: ['lit', 'jose', 'zod/mini', 'fast-check', 'react', 'react-dom/client', 'vue'],
  },
  // Vue's build for bundlers reads these flags (@vitejs/plugin-vue sets them in an app).
  define: {
    __VUE_OPTIONS_API__: 'true',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  test: {
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 15_000,
    // In CI a browser test runs again once when it fails: npm test runs three engines' unit tests beside
    // the Firefox and WebKit journeys on two cores, where a frame's size or a popup's close came late in
    // 1 run of 5 here (each passes alone and in the other runs). A defect fails both; the report names
    // a test that passed on its retry.
    retry: process.env.CI ? 1 : 0,
    // Two files at once, not Vitest's one on two cores: the node files mostly wait on child processes
    // and servers (the unit stage took 248 s with one, 211 s with two).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          // One file at a time: the files share one browser window, and a test file that moves focus
          // (dialogs, keyboard journeys) must not lose it to another file's frame mid-test.
          fileParallelism: false,
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.node.test.ts'],
          browser: browser(),
        },
      },
      {
        extends: true,
        test: {
          name: 'firefox',
          fileParallelism: false,
          include: everyEngineUnits,
          // Keys in Firefox under Vitest's runner sometimes miss while other tests run beside it (the
          // tests where they always did are declared in test/engine-abilities.ts: runnerFocusSettled).
          retry: 2,
          browser: firefox(),
        },
      },
      {
        extends: true,
        test: {
          name: 'webkit',
          fileParallelism: false,
          include: everyEngineUnits,
          globalSetup: ['./test/engines/webkit-vitest.ts'],
          browser: webkit(),
        },
      },
      {
        extends: true,
        // The React binding's test again, under React 18 (React 19 runs it in `browser`).
        resolve: { alias: toReact18 },
        optimizeDeps: {
          include: ['lit', 'jose', 'zod/mini', 'fast-check', 'react', 'react-dom/client'],
        },
        test: {
          name: 'browser-react-18',
          fileParallelism: false,
          include: ['src/react/react.test.ts'],
          browser: browser(),
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          // The build's own scripts (scripts/*.mjs) are tested in Node too.
          include: ['src/**/*.node.test.ts', 'scripts/**/*.node.test.ts', 'demo/**/*.node.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
