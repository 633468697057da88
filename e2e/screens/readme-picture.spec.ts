import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * The README's picture of the demo, `docs/images/demo.png`: the drop-in of a German checkout at 1280 px
 * wide, the card chosen and typed into the secure fields, as a payer would. Taken by
 * `npm run screenshots -- readme-picture`, then made small with pngquant (docs/contributing.md).
 */
test('the README picture: the drop-in with a card typed in', async ({ page }) => {
  mkdirSync('docs/images', { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/checkout-drop-in.html');
  await page.getByLabel('Country').selectOption({ label: 'Germany (EUR)' });
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: /^Pay .* for your order$/ })).toBeFocused();
  await page.getByRole('radio', { name: 'Card' }).check();
  const fields = page.frameLocator('iframe[title="Secure card details"]');
  await fields.getByLabel('Card number').fill('4111 1111 1111 1111');
  await fields.getByLabel('Expiry date').fill('12 / 30');
  await fields.getByLabel('Security code').fill('737');
  await fields.getByLabel('Name on card').fill('Ada Lovelace');
  await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();
  await page.screenshot({ path: 'docs/images/demo.png', fullPage: true, animations: 'disabled' });
});
