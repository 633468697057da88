import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ar as demoAr } from '../../demo/merchant/i18n/ar.js';
import { en as demoEn } from '../../demo/merchant/i18n/en.js';
import { ar as formAr } from '../../src/i18n/payout-ar';
import { cardAr } from '../../src/i18n/card-ar';
import { cardEn } from '../../src/i18n/card-en';
import { labelsEn } from '../../src/i18n/labels-en';

/**
 * `npm run screenshots`: every screen of the demo at 1280 and 390 px wide, in English and Arabic, to
 * `screenshots/<language>-<width>/<screen>.png` (gitignored). Not a test suite: a camera, driven by
 * the same labels a payer reads (taken from the catalogues, so it walks the Arabic pages too).
 */
const languages = {
  en: { demo: demoEn, form: { ...labelsEn, ...cardEn } },
  ar: { demo: demoAr, form: { ...formAr, ...cardAr } },
} as const;
const widths = [1280, 390] as const;
/** The pending screen gives up after this long (`?wait=`), so the camera does not wait 8 s twice. */
const shortWait = 1_500;

for (const [language, texts] of Object.entries(languages)) {
  for (const width of widths) {
    test.describe(`${language} at ${width} px`, () => {
      const folder = `screenshots/${language}-${width}`;
      test.use({ viewport: { width, height: 900 } });
      test.beforeAll(() => mkdirSync(folder, { recursive: true }));
      const shoot = (page: Page, name: string) =>
        page.screenshot({ path: `${folder}/${name}.png`, fullPage: true, animations: 'disabled' });
      const demo = texts.demo;
      const form = texts.form;
      const url = (path: string, extra = '') =>
        `${path}?wait=${shortWait}${language === 'en' ? '' : `&lang=${language}`}${extra}`;

      async function startPayout(page: Page, path: string, amount: string): Promise<void> {
        await page.goto(url(path));
        await page.getByLabel(demo['payout.amount']).fill(amount);
        await page.getByRole('button', { name: demo['payout.continue'] }).click();
        await expect(page.getByLabel(form['field.holder.type.label'])).toBeFocused();
      }
      async function reviewGermanIban(page: Page): Promise<void> {
        await page.getByLabel(form['field.holder.name.label']).fill('Erika Mustermann');
        await page.getByLabel(form['field.account.iban.label']).fill('DE89370400440532013000');
        await page.getByRole('button', { name: demo['payout.review'] }).click();
        await expect(page.getByRole('heading', { name: demo['payout.confirm.title'] })).toBeFocused();
      }
      async function payOut(page: Page, title: string): Promise<void> {
        await page.getByRole('button', { name: demo['payout.payOut'], exact: true }).click();
        await expect(page.getByRole('heading', { name: title })).toBeFocused({ timeout: 20_000 });
      }

      test('payout screens', async ({ page }) => {
        test.setTimeout(90_000);
        await page.goto(url('/payout.html'));
        await expect(page.getByLabel(demo['payout.country'])).toHaveValue('DE');
        await shoot(page, 'payout-1-start');
        await startPayout(page, '/payout.html', '125.50');
        await shoot(page, 'payout-2-details');
        await page.getByRole('button', { name: demo['payout.review'] }).click();
        await expect(page.getByLabel(form['field.holder.name.label'])).toHaveAttribute(
          'aria-invalid',
          'true',
        );
        await shoot(page, 'payout-3-details-errors');
        await reviewGermanIban(page);
        await shoot(page, 'payout-4-confirm');
        await payOut(page, demo['payout.success.title']);
        await expect(page.getByRole('status').filter({ hasText: 'payoutSuccessful' })).toBeVisible();
        await shoot(page, 'payout-5-success');

        await startPayout(page, '/payout.html', '20.13');
        await reviewGermanIban(page);
        await payOut(page, demo['payout.failure.title']);
        await shoot(page, 'payout-6-failure');

        await startPayout(page, '/payout.html', '40.17');
        await reviewGermanIban(page);
        await payOut(page, demo['payout.pending.title']);
        await shoot(page, 'payout-7-pending');
        await expect(page.getByText(demo['result.stoppedWaiting'])).toBeVisible();
        await shoot(page, 'payout-8-pending-ended');
      });

      test('script-tag page', async ({ page }) => {
        await page.goto(url('/script-tag.html'));
        await expect(page.getByLabel(demo['payout.country'])).toHaveValue('DE');
        await shoot(page, 'script-tag-1-start');
      });

      for (const [path, name, frame] of [
        ['/checkout.html', 'checkout', false],
        ['/checkout-secure.html', 'secure-fields', true],
      ] as const) {
        test(`${name} screens`, async ({ page }) => {
          test.setTimeout(60_000);
          await page.goto(url(path));
          await shoot(page, `${name}-1-start`);
          await page
            .getByLabel(demo['checkout.customer'])
            .fill(`customer-${crypto.randomUUID().slice(0, 8)}`);
          await page.getByRole('button', { name: demo['checkout.continue'] }).click();
          const fields = frame ? page.frameLocator('iframe') : page;
          await expect(fields.getByLabel(form['card.number.label'])).toBeFocused();
          await shoot(page, `${name}-2-card`);
          const pay = page.locator('#pay');
          await pay.click();
          await expect(fields.getByLabel(form['card.number.label'])).toHaveAttribute('aria-invalid', 'true');
          await shoot(page, `${name}-3-card-errors`);
          await fields.getByLabel(form['card.number.label']).fill('4000 0000 0000 0002');
          await fields.getByLabel(form['card.expiry.label']).fill('12 / 30');
          await fields.getByLabel(form['card.securityCode.label']).fill('737');
          await fields.getByLabel(form['card.holderName.label']).fill('Ada Lovelace');
          await pay.click();
          await expect(page.getByText(demo['checkout.declined'])).toBeVisible();
          await shoot(page, `${name}-4-declined`);
          await fields.getByLabel(form['card.number.label']).fill('4111 1111 1111 1111');
          await pay.click();
          await expect(page.getByRole('heading', { name: demo['checkout.success.title'] })).toBeFocused();
          await expect(page.locator('[data-action="capture"]')).toBeVisible();
          await shoot(page, `${name}-5-success`);
        });
      }
    });
  }
}
