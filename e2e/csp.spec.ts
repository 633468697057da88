import {
  cards,
  challenge,
  fillCard,
  hostings,
  payButton,
  startCheckout,
  type Hosting,
} from './checkout-support';
import { expect, test, type Page } from '@playwright/test';
import { reviewAndPayOut, startPayout } from './support';

/**
 * Every demo page under the strict policy the merchant server sends (demo/server.ts
 * `contentSecurityPolicy`): a whole journey, with zero `securitypolicyviolation` events and no
 * "Refused to ..." console message. A new page (e.g. checkout) is one more entry with its own journey.
 */
const demoPages: { path: string; journey: (page: Page) => Promise<void> }[] = [
  { path: '/payout.html', journey: (page) => payOutToGermanIban(page, '/payout.html') },
  { path: '/script-tag.html', journey: (page) => payOutToGermanIban(page, '/script-tag.html') },
  ...hostings.map(({ hosting, path }) => ({
    path,
    journey: (page: Page) => payWithThreeDSecure(page, hosting, path),
  })),
];

/** The card journey that frames the most: the card form (in the vault's frame or not) and the 3-D Secure page. */
async function payWithThreeDSecure(page: Page, hosting: Hosting, path: string): Promise<void> {
  await startCheckout(page, { path });
  await fillCard(page, hosting, cards.threeDSecure);
  await payButton(page).click();
  await challenge(page).issuer.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeVisible();
}

async function payOutToGermanIban(page: Page, path: '/payout.html' | '/script-tag.html'): Promise<void> {
  await startPayout(page, { country: 'Germany', page: path });
  await page.getByLabel('Account holder name').fill('Erika Mustermann');
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await reviewAndPayOut(page);
  await expect(page.getByRole('heading', { name: 'Payout sent' })).toBeVisible();
}

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

for (const { path, journey } of demoPages) {
  test(`${path} runs a whole journey under the strict CSP with no violation`, async ({ page }) => {
    const violations = await recordViolations(page);
    const pageResponse = page.waitForResponse((response) => new URL(response.url()).pathname === path);
    await journey(page);

    const policy = (await pageResponse).headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toMatch(/frame-src http:\/\/127\.0\.0\.1:\d+/);
    expect(violations).toEqual([]);

    // The policy is enforced and the recorder hears it: an inline style is refused and reported.
    await page.evaluate(() =>
      document.head.append(Object.assign(document.createElement('style'), { textContent: 'p{}' })),
    );
    await expect
      .poll(() => violations.some((text) => text.startsWith('style-src-elem blocked inline')))
      .toBe(true);
  });
}
