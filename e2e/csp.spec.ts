import { expect, test } from './test';

/**
 * Every demo page is sent with the strict policy of demo/server.ts `contentSecurityPolicy`. Every test of
 * the suite runs under the violation watch of e2e/test.ts, so the journeys themselves prove that nothing
 * the SDK renders breaks it; this file proves the policy is there and that the watch hears a violation.
 */
const demoPages = [
  '/payout.html',
  '/script-tag.html',
  '/checkout.html',
  '/checkout-secure.html',
  '/checkout-methods.html',
  '/checkout-drop-in.html',
  '/script-tag-checkout.html',
];

for (const path of demoPages) {
  test(`${path} is sent with the strict policy, and a violation on it is heard`, async ({
    page,
    cspViolations,
  }) => {
    const response = await page.goto(path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toMatch(/frame-src http:\/\/127\.0\.0\.1:\d+/);
    await expect(page.getByRole('banner')).toBeVisible();
    expect(cspViolations).toEqual([]);

    await page.evaluate(() =>
      document.head.append(Object.assign(document.createElement('style'), { textContent: 'p{}' })),
    );
    await expect
      .poll(() => cspViolations.some((text) => text.startsWith('style-src-elem blocked inline')))
      .toBe(true);
    // Seen: the violation this test provoked is not one the watch should fail it for.
    cspViolations.length = 0;
  });
}
