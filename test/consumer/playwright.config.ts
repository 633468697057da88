import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium';

/** The consumer test's browser half: scripts/consumer-test.mjs starts the app and sets its URL. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: { baseURL: process.env.RAILKIT_CONSUMER_URL, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
});
