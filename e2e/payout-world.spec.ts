import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { executedActions, reconciledState, reviewAndPayOut, startPayout } from './support';

/** After the form is filled: review, pay out, and see the merchant reconcile it. */
async function expectPaidOut(page: Page): Promise<void> {
  await reviewAndPayOut(page);
  await expect(page.getByRole('heading', { name: 'Payout sent' })).toBeVisible();
  await expect(reconciledState(page)).toContainText('payoutSuccessful');
}

test.describe('payouts around the world', () => {
  test('Australia: BSB shown as 062-000, account number', async ({ page }) => {
    await startPayout(page, { country: 'Australia' });
    await expect(page.getByText('Sandbox sample account: BSB: 062000')).toBeVisible();
    await expect(page.locator('#currency')).toHaveText('AUD');
    await page.getByLabel('Account holder name').fill('Jane Citizen');
    await page.getByLabel('BSB').pressSequentially('062000');
    await expect(page.getByLabel('BSB')).toHaveValue('062-000');
    await page.getByLabel('Account number').fill('12345678');
    await expectPaidOut(page);
  });

  test('Canada: institution, transit and account numbers', async ({ page, request }) => {
    const { executionId } = await startPayout(page, { country: 'Canada' });
    await page.getByLabel('Account holder name').fill('Jean Tremblay');
    await page.getByLabel('Institution number').fill('004');
    await page.getByLabel('Transit number').fill('12345');
    await page.getByLabel('Account number').fill('1234567');
    await expectPaidOut(page);
    expect((await executedActions(request, executionId)).filter((a) => a.name === 'payout')).toHaveLength(1);
  });

  test('Japan: bank, branch, account type, account number and the holder name in katakana', async ({
    page,
  }) => {
    await startPayout(page, { country: 'Japan', amount: '12550' });
    await page.getByLabel('Account holder name', { exact: true }).fill('Taro Yamada');
    await page.getByLabel('Bank code').fill('0001');
    await page.getByLabel('Branch code').fill('001');
    await page.getByLabel('Account type').selectOption({ label: 'Ordinary (futsu)' });
    await page.getByLabel('Account number').fill('1234567');
    const kana = page.getByLabel('Account holder name (katakana)');
    await kana.fill('Yamada Taro');
    await page.getByRole('button', { name: 'Review payout' }).click();
    await expect(kana).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Write the name in katakana, as the bank has it.')).toBeVisible();
    await kana.fill('ヤマダ タロウ');
    await expectPaidOut(page);
  });

  test('Senegal: a national IBAN outside the SWIFT registry', async ({ page }) => {
    // The CFA franc has no minor units (ISO 4217): the platform refuses decimals.
    await startPayout(page, { country: 'Senegal', amount: '82000' });
    await expect(page.locator('#currency')).toHaveText('XOF');
    await page.getByLabel('Account holder name').fill('Aminata Diop');
    await page.getByLabel('IBAN').fill('SN08 SN01 0015 2000 0485 0000 3035');
    await expectPaidOut(page);
  });

  test('New Zealand: the account number checksum refuses a typo', async ({ page }) => {
    await startPayout(page, { country: 'New Zealand' });
    await page.getByLabel('Account holder name').fill('Aroha Smith');
    const account = page.getByLabel('Account number');
    await account.pressSequentially('0102420100195000');
    await expect(account).toHaveValue('01-0242-0100195-000');
    await page.getByRole('button', { name: 'Review payout' }).click();
    await expect(account).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('This New Zealand account number is not valid: check it for typos.'),
    ).toBeVisible();
    await account.fill('01-0242-0100194-000');
    await expectPaidOut(page);
  });

  test('an IBAN with a letter where the country has digits says where', async ({ page }) => {
    await startPayout(page, { country: 'Jersey' });
    await page.getByLabel('Account holder name').fill('Jane Doe');
    // A British BBAN starts with four letters; a digit there is refused at its position.
    await page.getByLabel('IBAN').fill('JE93 1WBK 6016 1331 9268 19');
    await page.getByRole('button', { name: 'Review payout' }).click();
    await expect(page.getByText('Character 5 of this IBAN must be a letter.')).toBeVisible();
  });
});

test('a German form loads the IBAN rules, not the New Zealand ones', async ({ page }) => {
  const modules: string[] = [];
  page.on('request', (request) => modules.push(moduleName(new URL(request.url()).pathname)));
  await startPayout(page, { country: 'Germany' });
  await expect(page.getByLabel('IBAN')).toBeVisible();
  expect(modules.some((name) => name.startsWith('iban'))).toBe(true);
  expect(modules.filter((name) => ['nz-account', 'cbu', 'rut'].includes(name))).toEqual([]);
});

/**
 * A module's name, served by Vite as it is (`/src/validation/iban-registry.ts`) or built into a chunk
 * named after its first module (`/assets/iban-DYM2Vvtg.js`).
 */
function moduleName(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1).replace(/\.(ts|js)$/, '');
  return path.startsWith('/assets/') ? file.replace(/-[\w-]{8}$/, '') : file;
}

test('the Japanese form in German: translated labels and options', async ({ page }) => {
  await page.goto('/payout.html');
  await page.getByLabel('Country of your bank account').selectOption({ label: 'Japan' });
  await page.getByLabel('Language of the form').selectOption('de');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Name des Kontoinhabers (Katakana)')).toBeVisible();
  await expect(page.getByLabel('Filialnummer')).toBeVisible();
  await expect(page.getByRole('option', { name: 'Normales Konto (Futsu)' })).toBeAttached();
});
