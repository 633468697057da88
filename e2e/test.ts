import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import { WebDriverBrowser } from './webdriver/browser';
import { WebDriverPage } from './webdriver/page';

/**
 * The suite's `test`: every test runs under two watches, so each journey in it (every page, state, frame
 * and popup it reaches) also proves that the strict Content-Security-Policy holds and that the console
 * stays clean. A test that provokes a violation or a console line on purpose takes it out of
 * `cspViolations` or `consoleProblems` once it has seen it.
 */
export const test = base.extend<{ cspViolations: string[]; consoleProblems: string[] }, { browser: Browser }>(
  {
    // WebKit is Debian's WebKitGTK, which Playwright cannot drive: the same tests drive it over WebDriver
    // (e2e/webdriver/). Chromium and Firefox are Playwright's own.
    browser: [
      async ({ playwright, browserName }, use, workerInfo) => {
        const { baseURL, viewport } = workerInfo.project.use;
        const browser =
          browserName === 'webkit'
            ? ((await WebDriverBrowser.launch({ baseURL, viewport })) as unknown as Browser)
            : await playwright[browserName].launch();
        await use(browser);
        await browser.close();
      },
      { scope: 'worker', timeout: 0 },
    ],
    cspViolations: [
      async ({ page }, use) => {
        const violations = await recordViolations(page);
        await use(violations);
        expect(violations, 'Content-Security-Policy violations during the test').toEqual([]);
      },
      { auto: true },
    ],
    consoleProblems: [
      async ({ context }, use) => {
        const problems = recordConsoleProblems(context);
        await use(problems);
        // A WebDriver page's console is read at each command; read it once more for what came after.
        for (const page of context.pages())
          if (page instanceof WebDriverPage) await page.session.drainConsole();
        expect(problems, 'console errors and warnings of the pages and their frames during the test').toEqual(
          [],
        );
      },
      { auto: true },
    ],
  },
);

export { expect };

/**
 * The tag of the payer's journeys that run in every engine payers use: Chromium, Firefox and WebKit
 * (playwright.config.ts). The other tests run in Chromium only; what a journey does is the same code in
 * each engine, what differs between engines is what these cover.
 */
export const everyEngine = { tag: '@every-engine' };

/**
 * Collects the page's CSP violations, from the first script on (before any of the page's own). Over
 * WebDriver, which runs no script before the page's, the page's console recorder reports them instead.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (isCspReport(message)) violations.push(`console: ${message.text()}`);
  });
  if (page instanceof WebDriverPage) return violations;
  await page.exposeFunction('railkitCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { railkitCspViolation(text: string): void }).railkitCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

function isCspReport(message: ConsoleMessage): boolean {
  return /Content Security Policy/i.test(message.text());
}

/**
 * What Chromium itself prints in this closed network that no page of ours can prevent. Reviewed: add an
 * entry only for a line the browser writes about its own machinery, never one about our pages' code or
 * requests, and match it as narrowly as its text allows.
 */
const browserNoise: { why: string; type: 'error' | 'warning'; text: RegExp }[] = [
  {
    // The drop-in asks the Payment Request API whether Apple Pay and Google Pay can pay; Chromium then
    // fetches each wallet's payment-method manifest from its vendor, and this network resolves no
    // public name. Exactly these two manifests, failing exactly on name resolution.
    why: "a wallet's payment-method manifest, unreachable offline",
    type: 'error',
    text: /^Unable to download payment manifest "https:\/\/(apple\.com\/apple-pay|google\.com\/pay)"\. ERR_NAME_NOT_RESOLVED \(-105\)$/,
  },
];

/**
 * Every console error and warning of every page of the test's browser context (popups too) and of
 * their frames (the vault's secure-fields frame, the SDK's challenge frame), and every uncaught
 * exception, but for `browserNoise` and CSP reports (those are `cspViolations`'s).
 */
function recordConsoleProblems(context: BrowserContext): string[] {
  const problems: string[] = [];
  context.on('console', (message) => {
    const type = message.type();
    if ((type !== 'error' && type !== 'warning') || isCspReport(message)) return;
    const text = message.text();
    if (browserNoise.some((noise) => noise.type === type && noise.text.test(text))) return;
    const { url, lineNumber } = message.location();
    problems.push(`${type}: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  context.on('weberror', (webError) => {
    problems.push(`uncaught: ${webError.error().message} (${webError.page()?.url() ?? 'no page'})`);
  });
  return problems;
}
