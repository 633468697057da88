import { appendFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The documentation's browser snippets as a payer runs them (test/consumer/snippets/), in each bundler's
 * production build of them from the tarball (bundlers.mjs), against the packaged sandbox: each pays once,
 * as the sandbox records it and the merchant's server reconciles it from the signed notification, with no
 * console error. scripts/consumer-test.mjs builds the pages and passes what it built.
 */
interface Build {
  name: string;
  pages: string[];
}

const builds = JSON.parse(process.env.RAILKIT_SNIPPET_BUILDS ?? '[]') as Build[];
const resultsFile = process.env.RAILKIT_SNIPPET_RESULTS;
const apiUrl = process.env.RAILKIT_API_URL;

const fillCard = async (page: Page, cardNumber: string) => {
  const fields = page.frameLocator('iframe[title="Secure card details"]');
  await fields.getByLabel('Card number').fill(cardNumber);
  await fields.getByLabel('Expiry date').fill('12 / 30');
  await fields.getByLabel('Security code').fill('737');
  await fields.getByLabel('Name on card').fill('Ada Lovelace');
};

const fillSepa = async (page: Page) => {
  await page.getByLabel('Account holder name').fill('Erika Mustermann');
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('checkbox', { name: /I accept the SEPA Direct Debit mandate/ }).check();
};

/** The page's result line, where the program's `showResult` writes. */
const result = (page: Page) => page.getByRole('status', { name: 'Result' });

const approveIdeal = (page: Page) => page.getByRole('button', { name: 'Approve' }).click();

/** What the payer does on each page, up to the result it reads; the action the platform runs once. */
const journeys: Record<string, { action: string; pay(page: Page): Promise<void> }> = {
  'payout-page': {
    action: 'payout',
    async pay(page) {
      await page.getByLabel('Account holder name').fill('Erika Mustermann');
      await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
      await page.getByRole('button', { name: 'Pay out' }).click();
      await expect(result(page)).toHaveText('Payout success');
    },
  },
  'card-page': {
    action: 'authorize',
    async pay(page) {
      await fillCard(page, '4111 1111 1111 1111');
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(result(page)).toHaveText('Payment success');
    },
  },
  'sepa-page': {
    action: 'authorize',
    async pay(page) {
      await fillSepa(page);
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(result(page)).toHaveText('Payment success');
    },
  },
  'redirect-page': {
    action: 'authorize',
    async pay(page) {
      await page.getByRole('button', { name: 'Pay with iDEAL' }).click();
      await approveIdeal(page);
      // Back on the return page (its own program), resume() reads the outcome.
      await expect(page).toHaveURL(/redirect-return-page\.html\?order=.*&return=success/);
      await expect(result(page)).toHaveText('Payment success');
    },
  },
  'popup-page': {
    action: 'authorize',
    async pay(page) {
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Pay with iDEAL' }).click();
      await approveIdeal(await popup);
      await expect(result(page)).toHaveText('Payment success');
    },
  },
  'drop-in-page': {
    action: 'authorize',
    async pay(page) {
      await page.getByRole('radio', { name: 'SEPA Direct Debit' }).check();
      await fillSepa(page);
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(result(page)).toHaveText('Payment success');
    },
  },
  'script-tag-card': {
    action: 'authorize',
    async pay(page) {
      const fields = page.frameLocator('iframe[title="Sichere Kartendaten"]');
      await fields.getByLabel('Kartennummer').fill('4111 1111 1111 1111');
      await fields.getByLabel('Ablaufdatum').fill('12 / 30');
      await fields.getByLabel('Sicherheitscode').fill('737');
      await fields.getByLabel('Name auf der Karte').fill('Ada Lovelace');
      await page.getByRole('button', { name: 'Bezahlen' }).click();
      await expect(result(page)).toHaveText('Payment success');
    },
  },
};

/** Errors the page logged. Chromium cannot fetch the wallets' manifests offline; the drop-in hides them. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  const offline = /^Unable to download payment manifest "https:\/\/(apple\.com\/apple-pay|google\.com\/pay)"/;
  page.on('console', (message) => {
    if (message.type() === 'error' && !offline.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Every script the page loaded from the build, for the journey's bytes. */
function watchScripts(page: Page, prefix: string): Buffer[] {
  const bodies: Buffer[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith(prefix) && path.endsWith('.js')) {
      void response.body().then(
        (body) => bodies.push(body),
        () => {},
      );
    }
  });
  return bodies;
}

/** The order as the merchant's server reconciled it, and the actions the sandbox ran for it. */
async function expectPaidOnce(page: Page, request: APIRequestContext, action: string) {
  const order = await page.locator('main').getAttribute('data-order');
  const final = action === 'payout' ? 'payoutSuccessful' : 'authorizeSuccessful';
  let executionId = '';
  await expect
    .poll(async () => {
      const reconciled = (await (await request.get(`/api/orders/${order}`)).json()) as {
        status?: string;
        executionId?: string;
      };
      executionId = reconciled.executionId ?? '';
      return reconciled.status;
    })
    .toBe(final);
  const actions = (await (
    await request.get(`${apiUrl}/sandbox/executions/${executionId}/actions`, {
      headers: { 'x-api-key': 'sk_test_demo' },
    })
  ).json()) as { actions: { name: string }[] };
  expect(actions.actions.filter(({ name }) => name === action)).toHaveLength(1);
}

async function runJourney(page: Page, request: APIRequestContext, bundler: string, program: string) {
  const errors = watchConsole(page);
  const scripts = watchScripts(page, `/${bundler}/`);
  await page.goto(`/${bundler}/${program}.html`);
  const journey = journeys[program]!;
  await journey.pay(page);
  await expectPaidOnce(page, request, journey.action);
  expect(errors).toEqual([]);
  if (resultsFile) {
    const bytes = scripts.reduce((sum, body) => sum + body.length, 0);
    const gzipBytes = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    appendFileSync(
      resultsFile,
      `${JSON.stringify({ bundler, program, files: scripts.length, bytes, gzipBytes })}\n`,
    );
  }
}

for (const { name, pages } of builds) {
  test.describe(`${name} build`, () => {
    for (const program of pages.filter((page) => page in journeys && page !== 'redirect-return-page')) {
      test(`${program}: the documented snippet pays once`, async ({ page, request }) => {
        await runJourney(page, request, name, program);
      });
    }
    test('advice-page: the error says what is wrong, and how to fix it only in development', async ({
      page,
    }) => {
      const errors = watchConsole(page);
      await page.goto(`/${name}/advice-page.html`);
      const alert = page.getByRole('alert', { name: 'Problem' });
      await expect(alert).toContainText('init() options.locale: expected a BCP 47 language tag');
      const advice = 'such as "en" or "de-AT"';
      if (name.endsWith('-development')) await expect(alert).toContainText(advice);
      else await expect(alert).not.toContainText(advice);
      expect(errors).toEqual([]);
    });
  });
}

test('script-tag-card: the README script-tag checkout snippet pays once', async ({ page, request }) => {
  test.skip(builds.length === 0, 'no snippet builds were made');
  await runJourney(page, request, 'script-tag', 'script-tag-card');
});
