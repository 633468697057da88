import { expect, test } from '@playwright/test';

// docs/frameworks.md's React and Vue snippets, built from the tarball in fresh Vite apps
// (test/consumer/frameworks.mjs), pay out in Chromium under the consumer app's strict CSP.

for (const framework of ['react', 'vue']) {
  test(`the ${framework} snippet of docs/frameworks.md pays out`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto(`/${framework}/index.html`);
    const payOut = page.getByRole('button', { name: 'Pay out' });
    await expect(payOut).toBeEnabled();
    await page.getByLabel('Account holder name').fill('Erika Mustermann');
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await payOut.click();
    await expect(page.getByRole('alert')).toHaveText('Payout success');
    expect(problems).toEqual([]);
  });
}
