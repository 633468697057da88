import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../engines/chromium';

/** The consumer test's browser half: scripts/consumer-test.mjs starts the app and sets its URL. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Two pages at a time: the snippet matrix's journeys are independent orders.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // As in the e2e suite: a trace costs every test time, and CI keeps no artifacts.
  use: { baseURL: process.env.RAILKIT_CONSUMER_URL, trace: process.env.CI ? 'off' : 'retain-on-failure' },
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
