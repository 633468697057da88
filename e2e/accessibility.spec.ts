import { expect, test } from './test';
import { startPayout } from './support';

test.describe('the payout form for everyone', () => {
  test('a keyboard-only payer completes the payout without a mouse', async ({ page }) => {
    await startPayout(page, { country: 'Germany' });
    await page.getByLabel('Account holder type').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Account holder name')).toBeFocused();
    await page.keyboard.type('Erika Mustermann');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('IBAN')).toBeFocused();
    await page.keyboard.type('de89370400440532013000');
    await expect(page.getByLabel('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 00');
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Confirm your payout' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Pay out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Payout sent' })).toBeFocused();
  });

  test('errors are announced and focus moves to the first field to fix', async ({ page }) => {
    await startPayout(page, { country: 'United Kingdom' });
    await page.getByLabel('Account holder name').fill('John Smith');
    await page.getByLabel(/sort code/i).fill('40478');
    await page.getByRole('button', { name: 'Review payout' }).click();

    await expect(page.getByLabel(/sort code/i)).toBeFocused();
    await expect(page.getByLabel(/sort code/i)).toHaveAttribute('aria-invalid', 'true');
    const errorId = (await page.getByLabel(/sort code/i).getAttribute('aria-describedby'))?.split(' ').at(-1);
    await expect(page.locator(`#${errorId}`)).not.toBeEmpty();
    await expect(page.locator('rk-bank-account [aria-live="polite"]')).toContainText(/2|sort code/i);
  });

  test('Arabic renders the form right to left with translated labels', async ({ page }) => {
    await page.goto('/payout.html');
    await page.getByLabel('Language of the form').selectOption('ar');
    await page.getByRole('button', { name: 'Continue' }).click();

    const holderName = page.getByLabel('اسم صاحب الحساب');
    await expect(holderName).toBeVisible();
    await expect(page.locator('rk-bank-account form')).toHaveCSS('direction', 'rtl');
    await expect(page.locator('rk-bank-account form')).toHaveAttribute('lang', 'ar');
  });
});
