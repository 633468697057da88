import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { cards, challenge, fillCard, payButton } from './checkout-support';
import { executedActions } from './support';

/*
 * 3-D Secure in the drop-in's dialog, on the demo's drop-in page, which gives the drop-in its returnInfo
 * (the page's own address, for a redirect method's return). The challenge must end inside the SDK's
 * frame: the frame never loads the shop (the demo's frame-src would refuse it, a CSP violation and a
 * console error), and the payer reads the outcome on the page.
 */

interface Watch {
  /** Every address a frame of the page navigated to (the secure fields, the challenge). */
  frameNavigations: string[];
  consoleErrors: string[];
}

/**
 * Chromium's own error when the drop-in asks whether a wallet can pay: it fetches the wallet's payment
 * manifest from its vendor, and this closed network resolves no public name. Nothing of the page's.
 */
const offlineWalletManifest =
  /^Unable to download payment manifest "https:\/\/(apple\.com\/apple-pay|google\.com\/pay)"\. ERR_NAME_NOT_RESOLVED \(-105\)$/;

function watch(page: Page): Watch {
  const seen: Watch = { frameNavigations: [], consoleErrors: [] };
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) seen.frameNavigations.push(frame.url());
  });
  // Errors of the page and of every frame in it (the secure fields, the challenge).
  page.on('console', (message) => {
    if (message.type() === 'error' && !offlineWalletManifest.test(message.text())) {
      seen.consoleErrors.push(message.text());
    }
  });
  page.on('pageerror', (error) => seen.consoleErrors.push(error.message));
  return seen;
}

/** The drop-in page in Germany, the card chosen; the execution the merchant's server created. */
async function startCardPayment(page: Page): Promise<string> {
  await page.goto('/checkout-drop-in.html');
  await page.getByLabel('Country').selectOption({ label: 'Germany (EUR)' });
  const session = page.waitForResponse((response) => response.url().endsWith('/api/checkouts'));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const { config } = (await (await session).json()) as { config: { data: string } };
  await page.getByRole('radio', { name: 'Card' }).check();
  await fillCard(page, 'secure-fields', cards.threeDSecure);
  const decoded = JSON.parse(Buffer.from(config.data, 'base64').toString('utf8')) as {
    execution: { id: string };
  };
  return decoded.execution.id;
}

/** What the frames did: the challenge was shown, and no frame ever went to the shop or an error page. */
function expectFramesStayedOff(page: Page, seen: Watch): void {
  const shop = new URL(page.url()).origin;
  expect(seen.frameNavigations.some((url) => url.includes('/sandbox/3ds/'))).toBe(true);
  expect(seen.frameNavigations.filter((url) => new URL(url).origin === shop)).toEqual([]);
  expect(seen.frameNavigations.filter((url) => url.startsWith('chrome-error:'))).toEqual([]);
}

async function authorizations(request: Parameters<typeof executedActions>[0], executionId: string) {
  return (await executedActions(request, executionId)).filter((action) => action.name === 'authorize');
}

test('drop-in: 3-D Secure completed in the dialog ends in its frame, and the payer reads the outcome', async ({
  page,
  request,
}) => {
  const seen = watch(page);
  const executionId = await startCardPayment(page);
  const sent = page.waitForRequest((candidate) => candidate.url().endsWith('/authorize'));
  await payButton(page).click();

  const { dialog, issuer } = challenge(page);
  await expect(dialog).toBeVisible();
  await issuer.getByRole('button', { name: 'Complete' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeFocused();
  expectFramesStayedOff(page, seen);
  expect(seen.consoleErrors).toEqual([]);
  expect(await authorizations(request, executionId)).toHaveLength(1);

  const body = (await sent).postDataJSON() as {
    returnInfo?: unknown;
    paymentComposition: Record<string, unknown>[];
  };
  // The challenge is framed by this page, so the platform never sends it to returnInfo.
  expect(body.returnInfo).toBeUndefined();
  expect(body.paymentComposition[0]!.threeDSecure).toEqual({
    challenge: 'frame',
    parentOrigin: new URL(page.url()).origin,
  });
});

test('drop-in: 3-D Secure failed in the dialog: the payer is told in the drop-in, which stays to try again', async ({
  page,
  request,
}) => {
  const seen = watch(page);
  const executionId = await startCardPayment(page);
  await payButton(page).click();

  const { dialog, issuer } = challenge(page);
  await expect(dialog).toBeVisible();
  await issuer.getByRole('button', { name: 'Fail' }).click();

  await expect(dialog).toBeHidden();
  const alert = page.getByRole('alert').filter({ hasText: /\S/ });
  await expect(alert).toBeFocused();
  await expect(payButton(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment authorized' })).toBeHidden();
  expectFramesStayedOff(page, seen);
  expect(seen.consoleErrors).toEqual([]);
  expect(await authorizations(request, executionId)).toHaveLength(1);
});
