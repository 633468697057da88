import { expect, test as base, type Page } from '@playwright/test';

/**
 * The suite's `test`: every test runs under a watch for Content-Security-Policy violations, so each
 * journey in it (every page, state and frame it reaches) also proves the strict policy holds. A test
 * that provokes a violation on purpose takes it out of `cspViolations` once it has seen it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations = await recordViolations(page);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Collects the page's CSP violations, from the first script on (before any of the page's own). */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('railkitCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { railkitCspViolation(text: string): void }).railkitCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}
