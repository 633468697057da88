import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { sandboxApiUrl } from '../support';

/**
 * `npm run screenshots`: the sandbox console's screens at 1280 and 390 px, after a payout and a card
 * payment in the demo, to `screenshots/console-<width>/<screen>.png` (gitignored); the timeline and the
 * list at 1280 px also to docs/images/, where docs/sandbox-console.md shows them.
 */
const widths = [1280, 390] as const;

async function payOutAndPay(page: Page): Promise<void> {
  await page.goto('/payout.html');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Account holder name').fill('Erika Mustermann');
  await page.getByLabel('IBAN').fill('DE89370400440532013000');
  await page.getByRole('button', { name: 'Review payout' }).click();
  await page.getByRole('button', { name: 'Pay out', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'payoutSuccessful' })).toBeVisible();
  await page.goto('/checkout.html');
  await page.getByLabel('Customer reference').fill('customer-camera');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date').fill('12 / 30');
  await page.getByLabel('Security code').fill('737');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.locator('#pay').click();
  await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeFocused();
}

for (const width of widths) {
  test(`console screens at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    const folder = `screenshots/console-${width}`;
    mkdirSync(folder, { recursive: true });
    mkdirSync('docs/images', { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    await payOutAndPay(page);
    const shoot = async (name: string, alsoInDocs = false) => {
      const path = `${folder}/${name}.png`;
      await page.screenshot({ path, fullPage: true, animations: 'disabled' });
      if (alsoInDocs && width === 1280)
        await page.screenshot({ path: `docs/images/sandbox-console-${name}.png` });
    };

    await page.goto(`${sandboxApiUrl}/console/`);
    await shoot('1-sign-in');
    await page.getByLabel('Client ID').fill('demo-merchant');
    await page.getByLabel('Client secret').fill('demo-secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Executions' })).toBeFocused();
    await shoot('2-executions', true);
    await page
      .getByRole('link', { name: /^payout-/ })
      .first()
      .click();
    await expect(page.getByRole('region', { name: /^Delivery attempts of / })).toBeVisible();
    await shoot('3-timeline', true);
    for (const [link, name] of [
      ['Notifications', '4-notifications'],
      ['Records', '5-records'],
      ['Requests', '6-requests'],
      ['Test controls', '7-test-controls'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { name: link, exact: true })).toBeFocused();
      await shoot(name);
    }
  });
}
