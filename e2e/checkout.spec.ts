import type { Page } from '@playwright/test';
import { everyEngine, expect, test } from './test';
import {
  cardFields,
  cards,
  challenge,
  fillCard,
  hostings,
  payButton,
  reconciled,
  startCheckout,
} from './checkout-support';
import { executedActions, openedOrder, tabTo } from './support';

/*
 * The card checkout journey, in both hostings, as a customer and the merchant's staff drive it: by
 * label and role. Money moving once is asserted at the sandbox, the ground truth.
 */

async function authorizations(request: Parameters<typeof executedActions>[0], executionId: string) {
  return (await executedActions(request, executionId)).filter((action) => action.name === 'authorize');
}

for (const { hosting, path } of hostings) {
  /** Each hosting's payment runs in every engine; what follows the card, in one hosting there. */
  const inEveryEngineIf = (chosen: boolean) => (chosen ? everyEngine : {});
  /** A checkout paid with the card that asks for 3-D Secure, up to the dialog on the issuer's page. */
  async function payIntoChallenge(page: Page) {
    const { executionId } = await startCheckout(page, { path });
    await fillCard(page, hosting, cards.threeDSecure);
    await payButton(page).click();
    const { dialog, issuer } = challenge(page);
    await expect(dialog).toBeVisible();
    return { executionId, dialog, issuer };
  }
  test.describe(`card checkout (${hosting})`, () => {
    test(
      'approve: the card is authorized and the merchant reconciles it from the notification',
      everyEngine,
      async ({ page, request }) => {
        const { executionId } = await startCheckout(page, { path });
        await fillCard(page, hosting, cards.approved);
        await payButton(page).click();

        await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeFocused();
        await expect(reconciled(page)).toContainText(
          'Authorized (authorize notification, signature verified)',
        );
        expect(await authorizations(request, executionId)).toHaveLength(1);
      },
    );

    test(
      'keyboard only: after Continue, what the payer types goes into the card number, and Enter pays',
      everyEngine,
      async ({ page, request }) => {
        await page.goto(path);
        await page.getByLabel('Customer reference').focus();
        await page.keyboard.type(`customer-${crypto.randomUUID().slice(0, 8)}`);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
        const { executionId } = await openedOrder(page);

        // No click, no Tab: the digits go where focus was put (in WebKit too, inside the vault's frame).
        const fields = cardFields(page, hosting);
        await page.keyboard.type(cards.approved);
        await expect(fields.getByLabel('Card number')).toHaveValue(cards.approved);
        await page.keyboard.press('Tab');
        await page.keyboard.type('1230');
        await page.keyboard.press('Tab');
        await page.keyboard.type('737');
        await page.keyboard.press('Tab');
        await page.keyboard.type('Ada Lovelace');
        await tabTo(page, payButton(page));
        await page.keyboard.press('Enter');

        await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeFocused();
        expect(await authorizations(request, executionId)).toHaveLength(1);
      },
    );

    test(
      'decline: a clear message, the form kept, and another card can pay',
      inEveryEngineIf(hosting === 'in-page'),
      async ({ page, request }) => {
        const { executionId } = await startCheckout(page, { path });
        await fillCard(page, hosting, cards.declined);
        await payButton(page).click();

        await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toHaveText(
          'Your bank declined the card. Try another card.',
        );
        const fields = cardFields(page, hosting);
        await expect(fields.getByLabel('Card number')).toHaveValue(cards.declined);

        await fields.getByLabel('Card number').fill(cards.approved);
        await payButton(page).click();
        await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeVisible();
        expect(await authorizations(request, executionId)).toHaveLength(2);
      },
    );

    test(
      '3-D Secure approved in the dialog',
      inEveryEngineIf(hosting === 'secure-fields'),
      async ({ page, request }) => {
        const { executionId, dialog, issuer } = await payIntoChallenge(page);
        await issuer.getByRole('button', { name: 'Complete' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeVisible();
        await expect(reconciled(page)).toContainText('Authorized');
        expect(await authorizations(request, executionId)).toHaveLength(1);
      },
    );

    test(
      '3-D Secure failed: a failed payment, nothing authorized',
      inEveryEngineIf(hosting === 'secure-fields'),
      async ({ page, request }) => {
        const { executionId, dialog, issuer } = await payIntoChallenge(page);
        await issuer.getByRole('button', { name: 'Fail' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('alert').filter({ hasText: 'confirm' })).toHaveText(
          'Your bank could not confirm the payment. Try again or use another card.',
        );
        // One attempt, which the bank refused: the platform ran the authorization once, and failed it.
        expect(await authorizations(request, executionId)).toHaveLength(1);
      },
    );

    test(
      '3-D Secure abandoned with Escape: a clear message, and Pay reopens the same challenge',
      inEveryEngineIf(hosting === 'secure-fields'),
      async ({ page, request }) => {
        const { executionId, dialog, issuer } = await payIntoChallenge(page);
        await page.keyboard.press('Escape');

        await expect(dialog).toBeHidden();
        await expect(page.getByRole('alert').filter({ hasText: 'closed' })).toContainText(
          'You closed the confirmation with your bank',
        );
        await payButton(page).click();
        await issuer.getByRole('button', { name: 'Complete' }).click();
        await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeVisible();
        expect(await authorizations(request, executionId)).toHaveLength(1);
      },
    );

    test('3-D Secure by redirect: back on the return page, the outcome is read from the execution', async ({
      page,
    }) => {
      await startCheckout(page, { path: `${path}?challenge=redirect` });
      await fillCard(page, hosting, cards.threeDSecure);
      await payButton(page).click();

      await expect(page.getByRole('heading', { name: '3-D Secure challenge' })).toBeVisible();
      await page.getByRole('button', { name: 'Complete' }).click();
      await expect(page).toHaveURL(/\?order=/);
      await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeVisible();
      await expect(reconciled(page)).toContainText('Authorized');
    });

    test('saved card: the next checkout asks only its security code', async ({ page }) => {
      const customer = `customer-${crypto.randomUUID().slice(0, 8)}`;
      await startCheckout(page, { path, customer });
      await fillCard(page, hosting, cards.approved);
      await page.getByLabel('Save this card for next time').check();
      await payButton(page).click();
      await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeVisible();

      await startCheckout(page, { path, customer });
      await page.getByRole('radio', { name: /•••• 1111/ }).check();
      const fields = cardFields(page, hosting);
      await expect(fields.getByLabel(/Security code/)).toBeVisible();
      await expect(fields.getByLabel('Card number')).toHaveCount(0);
      const sent = page.waitForRequest((candidate) => candidate.url().endsWith('/authorize'));
      await fields.getByLabel(/Security code/).fill('123');
      await payButton(page).click();

      const item = ((await sent).postDataJSON() as { paymentComposition: Record<string, unknown>[] })
        .paymentComposition[0]!;
      expect(item.paymentInstrumentId).toEqual(expect.any(String));
      expect(item.storeInstrument).toBeUndefined();
      await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeVisible();
    });

    test('invalid input sends nothing', async ({ page, request }) => {
      const { executionId } = await startCheckout(page, { path });
      const sent: string[] = [];
      page.on('request', (candidate) => {
        if (candidate.url().endsWith('/authorize')) sent.push(candidate.url());
      });
      await fillCard(page, hosting, '4111 1111 1111 1112');
      await payButton(page).click();

      await expect(
        cardFields(page, hosting).getByText('This card number is not valid: check it for typos.'),
      ).toBeVisible();
      expect(sent).toHaveLength(0);
      expect(await authorizations(request, executionId)).toHaveLength(0);
    });

    test('a double click authorizes once', async ({ page, request }) => {
      const { executionId } = await startCheckout(page, { path });
      await fillCard(page, hosting, cards.approved);
      await payButton(page).dblclick();

      await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeVisible();
      expect(await authorizations(request, executionId)).toHaveLength(1);
    });
  });
}

/**
 * The merchant's staff act on the payment from their server, whichever hosting took the card: once, with
 * the in-page form.
 */
test.describe('the merchant acts on a card payment', () => {
  const { hosting, path } = hostings[0];

  test('the merchant captures, then refunds', async ({ page, request }) => {
    const { executionId } = await startCheckout(page, { path });
    await fillCard(page, hosting, cards.approved);
    await payButton(page).click();
    await expect(reconciled(page)).toContainText('Authorized');

    await page.getByRole('button', { name: 'Capture' }).click();
    await expect(reconciled(page)).toContainText('Captured (capture notification');
    await page.getByRole('button', { name: 'Refund' }).click();
    await expect(reconciled(page)).toContainText('Refunded (refund notification');
    const names = (await executedActions(request, executionId)).map((action) => action.name);
    expect(names.filter((name) => name !== 'lookup')).toEqual(['authorize', 'capture', 'refund']);
  });

  test('the merchant cancels the authorization', async ({ page }) => {
    await startCheckout(page, { path });
    await fillCard(page, hosting, cards.approved);
    await payButton(page).click();
    await expect(reconciled(page)).toContainText('Authorized');

    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(reconciled(page)).toContainText('Cancelled (cancel notification');
    await expect(page.getByRole('button', { name: 'Capture' })).toBeHidden();
  });
});
