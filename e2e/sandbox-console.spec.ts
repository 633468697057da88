import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { cards, fillCard, payButton, reconciled, startCheckout } from './checkout-support';
import {
  executedActions,
  merchantView,
  reconciledState,
  reviewAndPayOut,
  sandboxApiUrl,
  startPayout,
} from './support';
import { expect, test } from './test';

/**
 * The sandbox consoleTab, as a tester uses it beside the demo: signed in by keyboard, it finds each order
 * by its reference, shows its timeline and every delivery attempt, resends a notification, sets a
 * fault and moves the clock; by label and role, with zero axe violations at 1280 and 390 px.
 */

const headers = { 'x-api-key': process.env.RAILKIT_SANDBOX_API_KEY ?? 'sk_test_demo' };
const consoleUrl = `${sandboxApiUrl}/console/`;

/** Signs in with the keyboard only, as the sandbox printed the credentials. */
async function signIn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Client ID').focus();
  await page.keyboard.type('demo-merchant');
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo-secret');
  await page.keyboard.press('Enter');
}

async function expectNoViolations(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
  expect(found, state).toEqual([]);
}

/** The delivery attempts of the notifications of the execution shown. */
function attempts(page: Page) {
  return page.getByRole('region', { name: /^Delivery attempts of / }).getByRole('row');
}

async function putBackSecret(request: APIRequestContext, secret: string): Promise<void> {
  const { url } = (await (await request.get(`${sandboxApiUrl}/sandbox/webhook`, { headers })).json()) as {
    url: string;
  };
  await request.post(`${sandboxApiUrl}/sandbox/webhook`, { headers, data: { url, secret } });
}

test.describe('the sandbox console', () => {
  test.describe.configure({ timeout: 90_000 });

  test.afterEach(async ({ request }) => {
    await request.delete(`${sandboxApiUrl}/sandbox/faults`, { headers });
    await request.delete(`${sandboxApiUrl}/sandbox/clock`, { headers });
  });

  test("opens an order from the demo's Merchant view, shows its timeline and deliveries, and resends one", async ({
    page,
    context,
    request,
  }) => {
    await startPayout(page, { country: 'Germany' });
    await page.getByLabel('Account holder name').fill('Erika Mustermann');
    await page.getByLabel('IBAN').fill('DE89370400440532013000');
    await reviewAndPayOut(page);
    await expect(reconciledState(page)).toContainText('payoutSuccessful');

    const opened = context.waitForEvent('page');
    await merchantView(page).getByRole('link', { name: 'Open in the sandbox console' }).click();
    const consoleTab = await opened;
    await signIn(consoleTab);
    await expect(consoleTab.getByRole('heading', { name: /^Execution payout-/ })).toBeFocused();
    await expect(consoleTab.getByRole('listitem').filter({ hasText: 'Payout successful' })).toBeVisible();
    await expect(consoleTab.getByText('Fraud check Allow')).toBeVisible();
    await expect(attempts(consoleTab).nth(1)).toContainText('200');
    await expect(attempts(consoleTab).nth(1)).toContainText(/t=\d+,v1=/);
    await expectNoViolations(consoleTab, 'timeline');

    // Sent again, received again: the merchant server answers 200 (it knows the event by its id).
    await consoleTab.getByRole('button', { name: 'Resend' }).click();
    await expect(
      consoleTab.getByRole('status').filter({ hasText: 'Payout notification sent again.' }),
    ).toBeAttached();
    await expect(attempts(consoleTab).filter({ hasText: '(resent)' })).toContainText('200');

    // With another secret, the merchant server refuses it: its signature no longer verifies.
    const { secrets } = (await (
      await request.get(`${sandboxApiUrl}/sandbox/webhook/secrets`, { headers })
    ).json()) as {
      secrets: string[];
    };
    try {
      await putBackSecret(request, 'whsec_changed_by_the_console_test');
      await consoleTab.getByRole('button', { name: 'Resend' }).click();
      await expect(attempts(consoleTab).filter({ hasText: '(resent)' }).last()).toContainText('401');
    } finally {
      await putBackSecret(request, secrets.at(-1)!);
    }

    // The checkout's order, found by its reference on the Executions screen.
    const { merchantReference } = await startCheckout(page, { path: '/checkout.html' });
    await fillCard(page, 'in-page', cards.approved);
    await payButton(page).click();
    await expect(reconciled(page)).toContainText('Authorized');
    await consoleTab
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Executions' })
      .click();
    await expect(consoleTab.getByRole('heading', { name: 'Executions' })).toBeFocused();
    await consoleTab.getByLabel('Reference or execution ID').fill(merchantReference);
    await consoleTab.getByRole('button', { name: 'Search' }).click();
    await consoleTab.getByRole('link', { name: merchantReference }).click();
    await expect(consoleTab.getByRole('heading', { name: `Execution ${merchantReference}` })).toBeFocused();
    await expect(consoleTab.getByText('Answer 202')).toBeVisible();
    await expect(attempts(consoleTab).nth(1)).toContainText('200');
  });

  test('a fault set in the console fails the next payout request; moving the clock a day settles a pending payout', async ({
    page,
    context,
    request,
    consoleProblems,
  }) => {
    const consoleTab = await context.newPage();
    await consoleTab.goto(consoleUrl);
    await signIn(consoleTab);
    await consoleTab
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Test controls' })
      .click();
    await consoleTab.getByRole('combobox', { name: /^Route/ }).selectOption({ label: 'Payouts' });
    await consoleTab
      .getByRole('combobox', { name: /^Fault/ })
      .selectOption({ label: '503 service unavailable' });
    await consoleTab.getByLabel('Requests hit').fill('2');
    await consoleTab.getByRole('button', { name: 'Add fault' }).click();
    await expect(consoleTab.getByRole('list', { name: 'Active faults' })).toContainText(
      'Payouts: 503 service unavailable, 2 more requests',
    );

    // The payout request fails twice; the SDK retries it with the same key, and it pays out once.
    const { executionId } = await startPayout(page, { country: 'Germany' });
    await page.getByLabel('Account holder name').fill('Erika Mustermann');
    await page.getByLabel('IBAN').fill('DE89370400440532013000');
    await reviewAndPayOut(page);
    await expect(page.getByRole('heading', { name: 'Payout sent' })).toBeFocused();
    expect(
      (await executedActions(request, executionId)).filter((action) => action.name === 'payout'),
    ).toHaveLength(1);
    // The browser reports each refused attempt; this test asked for them.
    const refused = consoleProblems.filter((line) => line.includes('503 (Service Unavailable)'));
    expect(refused).toHaveLength(2);
    consoleProblems.splice(
      0,
      consoleProblems.length,
      ...consoleProblems.filter((line) => !refused.includes(line)),
    );
    await consoleTab
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Requests' })
      .click();
    await consoleTab.getByRole('combobox', { name: /^Status/ }).selectOption({ label: '5xx' });
    await expect(
      consoleTab
        .getByRole('region', { name: 'Requests answered' })
        .getByRole('row')
        .filter({ hasText: `${executionId}/payout` }),
    ).toHaveCount(2);

    // A payout that settles overnight (amount ending .19): pending until the clock moves a day on.
    await startPayout(page, { country: 'Germany', amount: '30.19', query: '?wait=500' });
    await page.getByLabel('Account holder name').fill('Erika Mustermann');
    await page.getByLabel('IBAN').fill('DE89370400440532013000');
    await reviewAndPayOut(page);
    await expect(page.getByRole('heading', { name: 'Payout pending' })).toBeVisible();
    await consoleTab
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Test controls' })
      .click();
    await consoleTab.getByLabel('Advance by').fill('1');
    await consoleTab.getByRole('combobox', { name: /^Unit/ }).selectOption({ label: 'days' });
    await consoleTab.getByRole('button', { name: 'Advance clock' }).click();
    await expect(reconciledState(page)).toContainText('payoutSuccessful');
  });

  test('every screen at 1280 and 390 px: keyboard reachable, zero axe violations', async ({ page }) => {
    await page.goto(consoleUrl);
    await expectNoViolations(page, 'sign-in at 1280');
    await signIn(page);
    for (const [link, heading] of [
      ['Executions', 'Executions'],
      ['Notifications', 'Notifications'],
      ['Records', 'Records'],
      ['Requests', 'Requests'],
      ['Test controls', 'Test controls'],
    ]) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: link }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeFocused();
      await expectNoViolations(page, `${heading} at 1280`);
      await page.setViewportSize({ width: 390, height: 900 });
      await expectNoViolations(page, `${heading} at 390`);
    }
    // The secret stays hidden until asked for.
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Notifications' })
      .click();
    await expect(page.getByText('whsec_')).toHaveCount(0);
    await page.getByRole('button', { name: 'Reveal signing secret' }).click();
    await expect(page.getByRole('list', { name: 'Signing secrets' })).toContainText('whsec_');
  });
});
