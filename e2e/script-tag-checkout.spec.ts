import { expect, test } from './test';
import { cards, challenge, fillCard, payButton, reconciled } from './checkout-support';
import { executedActions } from './support';

/**
 * The checkout script tag (dist/railkit-checkout.iife.js, no bundler): a card in the vault's
 * secure-fields frame, 3-D Secure in the SDK's dialog, under the demo's strict policy, reconciled from
 * the notification, and authorized once at the sandbox.
 */
test('script-tag checkout: a card with 3-D Secure, under the strict policy, authorized once', async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Refused to')) violations.push(message.text());
  });
  await page.goto('/script-tag-checkout.html');
  const session = page.waitForResponse((response) => response.url().endsWith('/api/checkouts'));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const { config } = (await (await session).json()) as { config: { data: string } };
  const executionId = (
    JSON.parse(Buffer.from(config.data, 'base64').toString('utf8')) as { execution: { id: string } }
  ).execution.id;

  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  await fillCard(page, 'secure-fields', cards.threeDSecure);
  await payButton(page).click();
  const { dialog, issuer } = challenge(page);
  await issuer.getByRole('button', { name: 'Complete' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeFocused();
  await expect(reconciled(page)).toContainText('Authorized (authorize notification, signature verified)');
  const authorizations = (await executedActions(request, executionId)).filter(
    (action) => action.name === 'authorize',
  );
  expect(authorizations).toHaveLength(1);
  expect(violations).toEqual([]);
});
