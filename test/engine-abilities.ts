import { server } from 'vitest/browser';

/**
 * What a browser test may use beyond what every engine's provider offers. The unit tests of what differs
 * between engines run in Chromium, Firefox and WebKit (vitest.config.ts); a test that needs one of these
 * runs where it is, and says where the other engines are covered.
 */

/** The Chrome DevTools Protocol (test/browser-console.ts reads the console through it): Chromium's. */
export const readsDevToolsConsole = server.browser === 'chromium';

/**
 * Vitest's frame locator, into the vault's cross-origin frame: the Playwright provider's (Chromium,
 * Firefox), not WebdriverIO's (WebKit). In WebKit the e2e journeys type into that frame instead.
 */
export const entersFrames = server.provider === 'playwright';
