import { expect, test } from './test';
import { labelsEn } from '../src/i18n/labels-en';
import { parentLanguages } from '../src/i18n/languages';
import { executedActions } from './support';

/**
 * Payers in their own language, by the labels they read (taken from the catalogues, so a text shown in
 * English where the language has its own fails): the demo page and the SDK's form in French, Japanese,
 * Hebrew (right to left), Brazilian Portuguese, Catalan, Icelandic, Maltese and Hong Kong's Chinese, and
 * the language the SDK picks for a locale it only knows the family or the region of.
 */
type Texts = Record<string, string>;
const firstExport = (module: Record<string, unknown>) => Object.values(module)[0] as Texts;
const parentOf: Readonly<Record<string, string | undefined>> = parentLanguages;
/**
 * A catalogue's texts in `language` (`file` names its module): a regional variant's over its parent's,
 * as the SDK and the demo read them; a variant has no file where it changes nothing.
 */
async function textsIn(file: (language: string) => string, language: string): Promise<Texts> {
  const parent = parentOf[language];
  // English's payout texts are en.ts and labels-en.ts, which the variants' parents need not read here.
  const own = await import(file(language)).then(firstExport, (error: unknown) => {
    if (parent || language === 'en') return {};
    throw error;
  });
  return parent ? { ...(await textsIn(file, parent)), ...own } : own;
}
const demoTexts = (language: string) => textsIn((tag) => `../demo/merchant/i18n/${tag}.js`, language);
const formTexts = (language: string) => textsIn((tag) => `../src/i18n/payout-${tag}.ts`, language);
const dropInTexts = (language: string) => textsIn((tag) => `../src/i18n/drop-in-${tag}.ts`, language);
const methodTexts = (language: string) => textsIn((tag) => `../src/i18n/methods-${tag}.ts`, language);
/** A text with placeholders, as a pattern that matches it with any values in them. */
const matching = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+')}$`);

for (const [language, direction] of [
  ['fr', 'ltr'],
  ['ja', 'ltr'],
  ['he', 'rtl'],
  ['pt-BR', 'ltr'],
  ['ca', 'ltr'],
  ['is', 'ltr'],
  ['mt', 'ltr'],
  // Hong Kong's words over Taiwan's: the form's 戶口持有人類別, the demo's 提款.
  ['zh-HK', 'ltr'],
] as const) {
  test(`a payer in ${language} pays out to a German IBAN reading every step in ${language}`, async ({
    page,
    request,
  }) => {
    const [demo, form] = await Promise.all([demoTexts(language), formTexts(language)]);
    await page.goto(`/payout.html?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    await page.getByLabel(demo['payout.amount']!).fill('25.00');
    const session = page.waitForResponse((response) => response.url().endsWith('/api/payouts'));
    await page.getByRole('button', { name: demo['payout.continue'], exact: true }).click();
    const { config } = (await (await session).json()) as { config: { data: string } };

    // The form puts the payer in its first field, the holder's type.
    await expect(page.getByLabel(form['field.holder.type.label']!, { exact: true })).toBeFocused();
    const holder = page.getByLabel(form['field.holder.name.label']!, { exact: true });
    await expect(page.locator('rk-bank-account form')).toHaveAttribute('lang', language);
    await expect(page.locator('rk-bank-account form')).toHaveAttribute('dir', direction);
    await holder.fill('Erika Mustermann');
    await page.getByLabel(form['field.account.iban.label']!, { exact: true }).fill('DE89370400440532013000');
    await page.getByRole('button', { name: demo['payout.review'] }).click();
    await expect(page.getByRole('heading', { name: demo['payout.confirm.title'] })).toBeFocused();
    await page.getByRole('button', { name: demo['payout.payOut'], exact: true }).click();
    await expect(page.getByRole('heading', { name: demo['payout.success.title'] })).toBeFocused();

    const { execution } = JSON.parse(Buffer.from(config.data, 'base64').toString('utf8')) as {
      execution: { id: string };
    };
    const payouts = (await executedActions(request, execution.id)).filter(({ name }) => name === 'payout');
    expect(payouts).toHaveLength(1);
  });
}

test.describe('a browser that prefers Canadian French', () => {
  test.use({ locale: 'fr-CA' });

  test("shows the demo and the form in Québec's French without ?lang=, over France's", async ({ page }) => {
    const [demo, form, france] = await Promise.all([demoTexts('fr-CA'), formTexts('fr-CA'), formTexts('fr')]);
    await page.goto('/payout.html');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('complementary', { name: demo['merchant.title'] })).toBeVisible();
    await page.getByLabel(demo['payout.country']!).selectOption('US');
    await page.getByLabel(demo['payout.amount']!).fill('25.00');
    await page.getByRole('button', { name: demo['payout.continue'], exact: true }).click();
    // France's texts where Québec writes the same, Québec's banking words where it does not.
    await expect(page.getByLabel(form['field.holder.type.label']!, { exact: true })).toBeFocused();
    const routing = form['field.account.routingNumber.label']!;
    expect(routing).not.toBe(france['field.account.routingNumber.label']);
    await expect(page.getByLabel(routing, { exact: true })).toBeVisible();
    const accountType = page.getByLabel(form['field.account.accountType.label']!, { exact: true });
    await expect(accountType.locator('option', { hasText: form['option.checking']! })).toHaveCount(1);
    await expect(accountType.locator('option', { hasText: france['option.checking']! })).toHaveCount(0);
  });
});

test.describe('a browser that prefers Australian English', () => {
  test.use({ locale: 'en-AU' });

  test('pays in the drop-in reading British English: the demo and the drop-in over the English', async ({
    page,
  }) => {
    const [demo, english, dropIn, methods] = await Promise.all([
      demoTexts('en-GB'),
      demoTexts('en'),
      dropInTexts('en-GB'),
      methodTexts('en-GB'),
    ]);
    expect(demo['checkout.success.title']).not.toBe(english['checkout.success.title']);
    await page.goto('/checkout-drop-in.html');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await page.getByRole('button', { name: demo['checkout.continue'], exact: true }).click();
    await page.getByRole('radio', { name: dropIn['dropIn.method.sepaDirectDebit'] }).check();
    await page
      .getByLabel(methods['field.account.holderName.label']!, { exact: true })
      .fill('Erika Mustermann');
    await page
      .getByLabel(labelsEn['field.account.iban.label'], { exact: true })
      .fill('DE89370400440532013000');
    await page.getByRole('checkbox', { name: methods['field.mandate.accepted.label'] }).check();
    await page.getByRole('button', { name: matching(dropIn['dropIn.pay']!) }).click();
    await expect(page.getByRole('heading', { name: demo['checkout.success.title'] })).toBeFocused();
    const merchant = page.getByRole('complementary', { name: demo['merchant.title'] });
    await expect(merchant.getByRole('status')).toContainText(demo['merchant.authorized']!);
  });
});

test('es-MX reads Latin American Spanish, pt-AO European Portuguese: the demo and the form', async ({
  page,
}) => {
  for (const [tag, language, notThat] of [
    ['es-MX', 'es-419', 'es'],
    ['pt-AO', 'pt-PT', 'pt-BR'],
  ] as const) {
    const [demo, form, otherDemo, otherForm] = await Promise.all([
      demoTexts(language),
      formTexts(language),
      demoTexts(notThat),
      formTexts(notThat),
    ]);
    // Texts the two languages write differently: the page's heading, and the form's holder type.
    const [title, otherTitle] = [demo['payout.start.title']!, otherDemo['payout.start.title']!];
    const [individual, otherIndividual] = [form['option.individual']!, otherForm['option.individual']!];
    expect(title).not.toBe(otherTitle);
    expect(individual).not.toBe(otherIndividual);

    await page.goto(`/payout.html?lang=${tag}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(otherTitle)).toHaveCount(0);
    await expect(page.getByLabel(demo['payout.formLanguage']!)).toHaveValue(language);
    await page.getByLabel(demo['payout.amount']!).fill('25.00');
    await page.getByRole('button', { name: demo['payout.continue'], exact: true }).click();

    const holderType = page.getByLabel(form['field.holder.type.label']!, { exact: true });
    await expect(holderType).toBeFocused();
    await expect(page.locator('rk-bank-account form')).toHaveAttribute('lang', language);
    await expect(holderType.locator('option:checked')).toHaveText(individual);
    await expect(holderType.locator('option', { hasText: otherIndividual })).toHaveCount(0);
  }
});

for (const language of ['pl', 'tr']) {
  test(`a payer in ${language} pays by SEPA Direct Debit in the drop-in, every label in ${language}`, async ({
    page,
  }) => {
    const [demo, form, dropIn, methods] = await Promise.all([
      demoTexts(language),
      formTexts(language),
      dropInTexts(language),
      methodTexts(language),
    ]);
    await page.goto(`/checkout-drop-in.html?lang=${language}`);
    await page.getByRole('button', { name: demo['checkout.continue'], exact: true }).click();
    await page.getByRole('radio', { name: dropIn['dropIn.method.sepaDirectDebit'] }).check();
    await page
      .getByLabel(methods['field.account.holderName.label']!, { exact: true })
      .fill('Erika Mustermann');
    await page.getByLabel(form['field.account.iban.label']!, { exact: true }).fill('DE89370400440532013000');
    await page.getByRole('checkbox', { name: methods['field.mandate.accepted.label'] }).check();
    await page.getByRole('button', { name: matching(dropIn['dropIn.pay']!) }).click();
    await expect(page.getByRole('heading', { name: demo['checkout.success.title'] })).toBeFocused();
  });
}

test('the every-method page in Arabic on a phone: the methods, the result and the Merchant view in Arabic', async ({
  page,
}) => {
  const [demo, form, dropIn, methods] = await Promise.all([
    demoTexts('ar'),
    formTexts('ar'),
    dropInTexts('ar'),
    methodTexts('ar'),
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/checkout-methods.html?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel(demo['dropInPage.country']!).selectOption('DE');
  await page.getByRole('button', { name: demo['checkout.continue'], exact: true }).click();
  await expect(page.getByRole('heading', { name: demo['methodsPage.payTitle'] })).toBeFocused();
  await page.getByRole('radio', { name: dropIn['dropIn.method.sepaDirectDebit'] }).check();
  await page.getByLabel(methods['field.account.holderName.label']!, { exact: true }).fill('Erika Mustermann');
  await page.getByLabel(form['field.account.iban.label']!, { exact: true }).fill('DE89370400440532013000');
  await page.getByRole('checkbox', { name: methods['field.mandate.accepted.label'] }).check();
  expect(await page.evaluate(overflowingTexts)).toEqual([]);
  await page.getByRole('button', { name: matching(demo['checkout.pay']!) }).click();
  await expect(page.getByRole('heading', { name: demo['checkout.success.title'] })).toBeFocused();
  const merchant = page.getByRole('complementary', { name: demo['merchant.title'] });
  await expect(merchant.getByRole('status')).toContainText(demo['merchant.authorized']!);
  expect(await page.evaluate(overflowingTexts)).toEqual([]);
});

/**
 * Every text box of the page and of the SDK's shadow roots that is cut off (its text wider than its
 * box) or that reaches past the viewport's edges: as `tag "text"`, for the assertion's message.
 */
function overflowingTexts(): string[] {
  const found: string[] = [];
  const selector = 'h1, h2, h3, p, label, legend, button, a, summary, span, output';
  const visit = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll<HTMLElement>('*')) {
      if (element.shadowRoot) visit(element.shadowRoot);
      // What the payer can see: not in a closed menu, not hidden.
      if (!element.matches(selector) || !element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      const cut =
        element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible';
      const outside = box.left < -1 || box.right > document.documentElement.clientWidth + 1;
      if (cut || outside) found.push(`${element.localName} "${element.textContent?.trim().slice(0, 60)}"`);
    }
  };
  visit(document);
  return found;
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['de', 'fi', 'ru', 'ar', 'ja']) {
    test(`${language}: no text of the payout steps is cut off or overflows the screen`, async ({ page }) => {
      const [demo, form] = await Promise.all([demoTexts(language), formTexts(language)]);
      await page.goto(`/payout.html?lang=${language}`);
      expect(await page.evaluate(overflowingTexts), 'start').toEqual([]);
      await page.getByRole('button', { name: demo['payout.continue'], exact: true }).click();
      await expect(page.getByLabel(form['field.holder.type.label']!, { exact: true })).toBeFocused();
      // With every error shown: the longest texts of the form.
      await page.getByRole('button', { name: demo['payout.review'] }).click();
      await expect(page.getByLabel(form['field.holder.name.label']!, { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(await page.evaluate(overflowingTexts), 'details with errors').toEqual([]);
    });
  }
});
