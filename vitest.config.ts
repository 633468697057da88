import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './test/chromium';
import { commands } from './test/commands';

export default defineConfig({
  // Pre-bundled up front: a mid-run re-optimisation loads a second copy of Lit.
  optimizeDeps: {
    include: ['lit', 'jose', 'zod/mini', 'fast-check'],
  },
  test: {
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 15_000,
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
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            commands,
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          // The build's own scripts (scripts/*.mjs) are tested in Node too.
          include: ['src/**/*.node.test.ts', 'scripts/**/*.node.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
