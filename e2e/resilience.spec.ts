import { expect, test } from './test';
import { executedActions, reconciledState, reviewAndPayOut, sandboxApiUrl, startPayout } from './support';

const sandboxApiKey = process.env.RAILKIT_SANDBOX_API_KEY ?? 'sk_test_demo';

test.describe('payouts under trouble', () => {
  test.afterEach(async ({ request }) => {
    await request.delete(`${sandboxApiUrl}/sandbox/faults`, { headers: { 'x-api-key': sandboxApiKey } });
  });

  test('a dropped connection on Pay out is retried with the same key and pays once', async ({
    page,
    request,
  }) => {
    const { executionId } = await startPayout(page, { country: 'Netherlands' });
    await page.getByLabel('Account holder name').fill('Jan Jansen');
    await page.getByLabel('IBAN').fill('NL91ABNA0417164300');
    const fault = await request.post(`${sandboxApiUrl}/sandbox/faults`, {
      headers: { 'x-api-key': sandboxApiKey },
      data: { route: 'payout', kind: 'drop-response', times: 1, executionId },
    });
    expect(fault.ok()).toBe(true);
    await reviewAndPayOut(page);

    await expect(page.getByRole('heading', { name: 'Payout sent' })).toBeVisible();
    const payouts = (await executedActions(request, executionId)).filter(
      (action) => action.name === 'payout',
    );
    expect(payouts).toHaveLength(1);
  });

  test('a payout the bank has not confirmed yet says pending, not success', async ({ page }) => {
    await startPayout(page, { country: 'Germany', amount: '40.17', query: '?wait=1500' });
    await page.getByLabel('Account holder name').fill('Erika Mustermann');
    await page.getByLabel('IBAN').fill('DE89370400440532013000');
    await reviewAndPayOut(page);

    // The SDK waits up to its resultWaitMs (the page's ?wait) for a final code before saying pending.
    await expect(page.getByRole('heading', { name: 'Payout pending' })).toBeVisible();
    await expect(reconciledState(page)).not.toContainText('payoutSuccessful');
  });
});
