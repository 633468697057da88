import { expect, test } from '@playwright/test';

/** The payout journey in a Vite app built from the packed tarball, against the packaged sandbox bin. */
test('a merchant app built from the tarball pays out under a strict CSP, reconciled from the notification', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  await page.goto('/');
  // The app imports railkit/define, which registers the tag.
  expect(await page.evaluate(() => customElements.get('rk-bank-account') !== undefined)).toBe(true);

  await page.getByLabel('Account holder name').fill('Erika Mustermann');
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Pay out' }).click();

  await expect(page.getByRole('alert')).toHaveText('Payout success');
  await expect(page.getByRole('status')).toHaveText('Reconciled: payoutSuccessful');
  expect(violations).toEqual([]);
});

test("the README's script-tag snippet loads the packed railkit.iife.js (its integrity hash matches)", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await page.goto('/script-tag.html');
  await expect
    .poll(() => page.evaluate(() => typeof (window as { Railkit?: { init?: unknown } }).Railkit?.init))
    .toBe('function');
  expect(refused).toEqual([]);
});

test("the README's checkout script-tag snippet loads the packed railkit-checkout.iife.js and renders the card form", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await page.goto('/script-tag-checkout.html');
  // The test machine has no internet: Chromium cannot fetch the wallets' payment method manifests (allowed
  // by the policy), logs it, and the drop-in hides the wallets. Any other error still fails the test.
  const offline = /^Unable to download payment manifest "https:\/\/(apple\.com\/apple-pay|google\.com\/pay)"/;
  // The same calls a script-tag merchant writes: a session from its server, init, the card element.
  await page.evaluate(async () => {
    const { config } = (await (await fetch('/api/checkouts', { method: 'POST' })).json()) as {
      config: unknown;
    };
    interface ScriptTagClient {
      dynamicElement(options: object): Promise<{ mount(target: string): void }>;
    }
    const railkit = (window as unknown as { Railkit: { init(config: unknown): ScriptTagClient } }).Railkit;
    const client = railkit.init(config);
    const card = await client.dynamicElement({
      paymentMethod: { paymentMethodCode: 'card' },
      hosting: 'in-page',
    });
    document.body.append(Object.assign(document.createElement('div'), { id: 'card' }));
    card.mount('#card');
  });
  await expect(page.getByLabel('Card number')).toBeVisible();

  // The drop-in comes with it: `Railkit.dropIn(client, options)`, the session's methods as radios.
  await page.evaluate(async () => {
    const { config } = (await (await fetch('/api/checkouts', { method: 'POST' })).json()) as {
      config: unknown;
    };
    interface ScriptTagDropIn {
      mount(target: string): void;
    }
    const railkit = (
      window as unknown as {
        Railkit: {
          init(config: unknown): unknown;
          dropIn(client: unknown, options: object): Promise<ScriptTagDropIn>;
        };
      }
    ).Railkit;
    const checkout = await railkit.dropIn(railkit.init(config), {});
    document.body.append(Object.assign(document.createElement('div'), { id: 'drop-in' }));
    checkout.mount('#drop-in');
  });
  await expect(page.getByRole('radio').first()).toBeVisible();
  expect(refused.filter((text) => !offline.test(text))).toEqual([]);
});
