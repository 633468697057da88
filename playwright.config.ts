import { readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './test/engines/chromium';
import { firefoxLaunchOptions } from './test/engines/firefox';

/** The demo's port; set RAILKIT_DEMO_PORT (and the sandbox's ports) to run beside another demo. */
const demoUrl = `http://127.0.0.1:${process.env.RAILKIT_DEMO_PORT ?? 5173}`;

/**
 * The sandbox's card-encryption key is a fixed test key, so e2e/checkout-jwe.spec.ts can decrypt what the
 * browser sent with a second JWE library. A demo reused from elsewhere must be started with it too.
 */
const encryptionKeyPem =
  process.env.RAILKIT_SANDBOX_ENCRYPTION_KEY ??
  readFileSync('e2e/fixtures/sandbox-encryption-key.pem', 'utf8');

/** The e2e suite drives the demo (sandbox + merchant + pages) on the contract's default ports. */
export default defineConfig({
  testDir: 'e2e',
  // The screenshot camera runs alone: `npm run screenshots` (playwright.screenshots.config.ts).
  testIgnore: 'screens/**',
  fullyParallel: false,
  workers: 1,
  // In CI, once more on a failure (four demos and the unit tests share two cores); the report names it.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Recording a trace costs every test ~20% of its time; CI keeps no artifacts, so it records none.
  use: { baseURL: demoUrl, trace: process.env.CI ? 'off' : 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
    // The payer's journeys (tagged everyEngine in e2e/test.ts) in the two other engines payers use.
    {
      name: 'firefox',
      grep: /@every-engine/,
      // Firefox and WebKit take up to twice Chromium's time for a journey on a busy two-core machine.
      timeout: 60_000,
      use: {
        browserName: 'firefox',
        viewport: { width: 1280, height: 720 },
        launchOptions: firefoxLaunchOptions,
      },
    },
    {
      name: 'webkit',
      grep: /@every-engine/,
      timeout: 60_000,
      use: { browserName: 'webkit', viewport: { width: 1280, height: 720 } },
    },
  ],
  webServer: {
    command: 'npm run demo',
    url: `${demoUrl}/payout.html`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      RAILKIT_SANDBOX_ENCRYPTION_KEY: encryptionKeyPem,
      // The pages as a merchant ships them: each test's fresh browser loads a few files, not every module.
      RAILKIT_DEMO_PAGES: 'built',
      // Payouts and payments reach their final state in 150 ms instead of a person-paced 500-800 ms.
      RAILKIT_DEMO_SETTLE_MS: '150',
    },
  },
});
