import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { cardFields, cards, fillCard, hostings, payButton, startCheckout } from './checkout-support';
import { startPayout } from './support';

/*
 * axe-core on every demo page, in its default, error and result states, with zero violations: the
 * page, the SDK's elements in their shadow roots, and the vault's secure-fields frame (axe follows
 * frames). Arabic pages are scanned too: right to left, other words, the same rules.
 */

async function expectNoViolations(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `${page.url()} ${state}`).toEqual([]);
}

test.describe('zero axe violations', () => {
  // A scan reads every node's colours and names: seconds each on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('/payout.html: start, field errors, confirmation and result', async ({ page }) => {
    await page.goto('/payout.html');
    await expect(page.getByLabel('Country of your bank account')).toHaveValue('DE');
    await expectNoViolations(page, 'start');
    await startPayout(page, { country: 'Germany' });
    await page.getByRole('button', { name: 'Review payout' }).click();
    await expect(page.getByLabel('Account holder name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, 'field errors');
    await page.getByLabel('Account holder name').fill('Erika Mustermann');
    await page.getByLabel('IBAN').fill('DE89370400440532013000');
    await page.getByRole('button', { name: 'Review payout' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your payout' })).toBeFocused();
    await expectNoViolations(page, 'confirmation');
    await page.getByRole('button', { name: 'Pay out' }).click();
    await expect(page.getByRole('heading', { name: 'Payout sent' })).toBeFocused();
    await expectNoViolations(page, 'result');
  });

  test('/script-tag.html: start (the rest runs the payout page code)', async ({ page }) => {
    await page.goto('/script-tag.html');
    await expect(page.getByLabel('Country of your bank account')).toHaveValue('DE');
    await expectNoViolations(page, 'start');
  });

  for (const { hosting, path } of hostings) {
    test(`${path}: start, card errors, decline and result`, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page, 'start');
      await startCheckout(page, { path });
      await payButton(page).click();
      await expect(cardFields(page, hosting).getByLabel('Card number')).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoViolations(page, 'card errors');
      await fillCard(page, hosting, cards.declined);
      await payButton(page).click();
      await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toBeVisible();
      await expectNoViolations(page, 'declined');
      await cardFields(page, hosting).getByLabel('Card number').fill(cards.approved);
      await payButton(page).click();
      await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeFocused();
      await expectNoViolations(page, 'result');
    });
  }

  test('Arabic pages, right to left', async ({ page }) => {
    await page.goto('/payout.html?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByLabel('بلد حسابك المصرفي')).toHaveValue('DE');
    await expectNoViolations(page, 'start');
    await page.getByRole('button', { name: 'متابعة' }).click();
    await expect(page.getByLabel('نوع صاحب الحساب')).toBeFocused();
    await expectNoViolations(page, 'form');
    await page.goto('/checkout-secure.html?lang=ar');
    await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
    await expect(page.frameLocator('iframe').getByLabel('رقم البطاقة')).toBeFocused();
    await expectNoViolations(page, 'secure fields');
  });
});
