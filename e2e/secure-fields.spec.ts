import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { sandboxApiUrl } from './support';

/*
 * Secure fields, as a customer and as an attacker on the merchant's page see them
 * (demo/secure-fields-test.html): the card form runs in the vault's frame; a script on the page records
 * everything it can observe; a frame of a foreign origin tries to talk to both.
 */

declare global {
  interface Window {
    /** What the foreign widget says when asked whether the card frame ever answered its forgery. */
    forgeReport?: Promise<unknown>;
  }
}

const cardNumber = '4242424242424242';
const foreignOrigin = 'http://foreign.test';

async function checkoutSession(page: Page): Promise<string> {
  const response = await page.request.post(`${sandboxApiUrl}/merchant/client/init`, {
    headers: {
      'x-api-key': process.env.RAILKIT_SANDBOX_API_KEY ?? 'sk_test_demo',
      'x-idempotency-key': crypto.randomUUID(),
    },
    data: {
      type: 'dropIn',
      workflowCode: 'checkout',
      holderReference: `customer-${crypto.randomUUID().slice(0, 8)}`,
      merchantReference: `order-${crypto.randomUUID().slice(0, 8)}`,
      workspaceId: '0b7f5c1e-2f7a-4d5e-9c1b-7a6e5d4c3b2a',
      amount: { value: '25.00', currency: 'EUR' },
    },
  });
  expect(response.ok()).toBe(true);
  return encodeURIComponent(JSON.stringify(await response.json()));
}

/**
 * The foreign widget: it repeatedly offers the card frame a forged handshake (with a port of its own and
 * a key of its own), and tells the page it is the card frame (its hello, then its events), reporting
 * whether anyone ever answered.
 */
const foreignWidget = `<!doctype html><title>Widget</title><script>
  const forged = new MessageChannel();
  let answered = false;
  forged.port1.onmessage = () => { answered = true; };
  const connect = { type: 'railkit:secure-fields:connect', version: 1, settings: {
    locale: 'en', translations: {}, styles: {}, withHolderName: true, networks: undefined,
    encryptionPublicKey: 'attacker-key', keyId: 'attacker', holderReference: 'attacker' } };
  let sent = false;
  const offer = () => {
    for (let index = 0; index < parent.frames.length; index++) {
      const frame = parent.frames[index];
      if (frame === window) continue;
      const channel = sent ? new MessageChannel() : forged;
      channel.port1.onmessage = () => { answered = true; };
      frame.postMessage(connect, '*', [channel.port2]);
      sent = true;
    }
    parent.postMessage('railkit:secure-fields:hello', '*');
    parent.postMessage({ type: 'change', change: { complete: true, brand: 'forged', errors: {} } }, '*');
    parent.postMessage({ type: 'ready', height: 1 }, '*');
  };
  setInterval(offer, 5);
  addEventListener('message', (event) => {
    if (event.data === 'report') parent.postMessage({ forgeAnswered: answered }, '*');
  });
  parent.postMessage('armed', '*');
</script>`;

async function openCheckout(
  page: Page,
  query = '',
  labels = { frame: 'Secure card details', number: 'Card number' },
): Promise<void> {
  await page.route(`${foreignOrigin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: foreignWidget }),
  );
  await page.goto(`/secure-fields-test.html${query}#${await checkoutSession(page)}`);
  await expect(cardFrame(page, labels.frame).getByLabel(labels.number)).toBeVisible();
}

/** The card frame, by its accessible title (in the page's language). */
function cardFrame(page: Page, title = 'Secure card details') {
  return page.frameLocator(`iframe[title="${title}"]`);
}

async function typeCard(page: Page): Promise<void> {
  const frame = cardFrame(page);
  await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
  await frame.getByLabel('Expiry date').fill('12 / 30');
  await frame.getByLabel('Security code').fill('737');
  await frame.getByLabel('Name on card').fill('Jane Doe');
}

/** Every text, attribute and input value of the page, shadow roots included, as a script could read it. */
function readableByPageScripts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        parts.push(element.textContent ?? '');
        for (const attribute of element.attributes) parts.push(attribute.value);
        if (element instanceof HTMLInputElement) parts.push(element.value);
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return parts.join('\n');
  });
}

test.describe('secure card fields', () => {
  test('a script on the merchant page reads no card digit: not in the DOM, events or messages', async ({
    page,
  }) => {
    await openCheckout(page);
    await typeCard(page);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('status')).toHaveText('Card ready: visa ending in 4242');

    const seen = await page.evaluate(() => JSON.stringify(window.merchantSeen));
    const token = JSON.parse(seen).find((entry: { token?: unknown }) => entry.token).token;
    expect(token).toMatchObject({ brand: 'visa', last4: '4242', expiryMonth: '12', expiryYear: '30' });
    const { encryptedData, ...visible } = token as { encryptedData: string };
    expect(encryptedData.split('.')).toHaveLength(5);
    // The page saw change, focus and blur events, and the token, but no digit beyond the last four.
    expect(seen).toContain('"type":"rk-change"');
    expect(seen).toContain('"callback":"onFocus"');
    const observed = `${seen.replace(encryptedData, '')}\n${JSON.stringify(visible)}\n${await readableByPageScripts(page)}`;
    for (const secret of [cardNumber, '4242 4242', '424242', '737', 'Jane Doe']) {
      expect(observed, secret).not.toContain(secret);
    }
    // The page cannot reach into the frame's document: it is of the vault's origin.
    const reach = await page.evaluate(() => {
      const host = document.querySelector('#app')!.shadowRoot!.querySelector('rk-secure-card')!;
      const frame = host.shadowRoot!.querySelector('iframe')!;
      try {
        return frame.contentDocument === null ? 'blocked' : 'readable';
      } catch {
        return 'blocked';
      }
    });
    expect(reach).toBe('blocked');
  });

  test('postMessage from a foreign origin is ignored by the card frame and by the page', async ({ page }) => {
    await openCheckout(page, '?foreign=1');
    await typeCard(page);
    await page.getByRole('button', { name: 'Pay' }).click();
    // The real handshake won although the forgery was offered from before the card frame loaded.
    await expect(page.getByRole('status')).toHaveText('Card ready: visa ending in 4242');

    const foreign = page.frames().find((frame) => frame.url().startsWith(foreignOrigin))!;
    // The page listens before the widget is asked: a report sent first would be missed for ever.
    await page.evaluate(() => {
      window.forgeReport = new Promise((resolve) =>
        window.addEventListener('message', (event) => {
          if (event.data && typeof event.data === 'object' && 'forgeAnswered' in event.data) {
            resolve(event.data.forgeAnswered);
          }
        }),
      );
    });
    await foreign.evaluate(() => window.postMessage('report', '*'));
    expect(await page.evaluate(() => window.forgeReport)).toBe(false);

    // The page did receive the forged messages, yet the element reported none of them.
    const seen = (await page.evaluate(() => window.merchantSeen)) as Record<string, unknown>[];
    expect(seen.some((entry) => entry.origin === foreignOrigin)).toBe(true);
    const brands = seen
      .filter((entry) => entry.type === 'rk-change' || entry.callback === 'onChange')
      .map((entry) => (entry.change as { brand?: string }).brand);
    expect(brands).toContain('visa');
    expect(brands).not.toContain('forged');
  });

  test('keyboard only: the frame sits in the tab order as if it were part of the form', async ({ page }) => {
    await openCheckout(page);
    const frame = cardFrame(page);
    await page.getByLabel('Email').focus();
    await page.keyboard.press('Tab');
    await expect(frame.getByLabel('Card number')).toBeFocused();
    await page.keyboard.type(cardNumber);
    await expect(frame.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1230');
    await page.keyboard.press('Tab');
    await page.keyboard.type('737');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Jane Doe');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Pay' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(frame.getByLabel('Name on card')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Card ready: visa ending in 4242');
  });

  test('errors show in the frame, in the merchant look, focus goes there, nothing is tokenized', async ({
    page,
  }) => {
    await openCheckout(page);
    await cardFrame(page).getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(
      cardFrame(page).getByText('This card number is not valid: check it for typos.'),
    ).toBeVisible();
    await expect(cardFrame(page).getByLabel('Card number')).toBeFocused();
    await expect(page.getByRole('status')).toContainText('Check the card details');
    await expect(cardFrame(page).getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    // In the merchant's look (the page's styles option): square corners, its error colour.
    const number = cardFrame(page).getByLabel('Card number');
    expect(await number.evaluate((input) => getComputedStyle(input).borderTopLeftRadius)).toBe('0px');
    const error = cardFrame(page).getByText('This card number is not valid: check it for typos.');
    expect(await error.evaluate((line) => getComputedStyle(line).color)).toBe('rgb(180, 0, 90)');
  });

  test('follows the page locale: Arabic, right to left', async ({ page }) => {
    await openCheckout(page, '?locale=ar', { frame: 'بيانات البطاقة الآمنة', number: 'رقم البطاقة' });
    const frame = cardFrame(page, 'بيانات البطاقة الآمنة');
    await expect(frame.locator('form')).toHaveAttribute('dir', 'rtl');
    await expect(frame.locator('form')).toHaveAttribute('lang', 'ar');
    await expect(frame.locator('html')).toHaveAttribute('lang', 'ar');
    await frame.getByLabel('رقم البطاقة').fill('4242');
    await frame.getByLabel('تاريخ الانتهاء').focus();
    await expect(frame.getByText('رقم البطاقة غير مكتمل.')).toBeVisible();
  });
});
