import { existsSync } from 'node:fs';

/**
 * Debian's Chromium on the project's machines; elsewhere Playwright's own managed browser
 * (`npx playwright install chromium`) when /usr/bin/chromium is missing.
 */
const debianChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumPath: string | undefined = existsSync(debianChromium) ? debianChromium : undefined;

/** Without the background-networking flags Chromium floods a closed network with refused connections. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
