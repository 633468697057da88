import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ClientConfig } from '../../api/schemas/client-config';
import { decodeConfig } from '../../core/config';
import {
  dynamicElementFactory,
  type DynamicElement,
  type DynamicElementContext,
} from '../../core/dynamic-element';
import { ValidationError } from '../../api/errors';
import { init } from '../../index';
import { expectWaitShownOnceItLasts } from '../../../test/busy-display';
import { rejectionOf } from '../../../test/rejections';
import { createInstrumentDirectly } from '../../../test/sandbox-control';
import { createTestSession } from '../../../test/sandbox-client';
import type { RkBankAccount } from './bank-account';
import { createBankAccountElement } from './index';

/* The element against the real sandbox: client init, the schemas it publishes (prepared; the tests of a
 * schema with `$ref`s swap in the one as written, with its remote holder.json $ref), and instrument
 * creation with the client token. The context is built here, as the core would, so a failure points at
 * the element; one test goes through init() end to end. */

interface Harness {
  handle: DynamicElement;
  element: RkBankAccount;
  root: ShadowRoot;
  context: DynamicElementContext;
  config: ClientConfig;
  /** Every data object the element asked to send. */
  sent: Record<string, unknown>[];
  container: HTMLElement;
}

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
});

/** Context overrides, or a function of the session's config for overrides that call the sandbox. */
type Overrides = Partial<DynamicElementContext> | ((config: ClientConfig) => Partial<DynamicElementContext>);

async function sessionContext(
  country: string,
  overrides: Overrides = {},
  schema: 'prepared' | 'written' = 'prepared',
): Promise<{ context: DynamicElementContext; config: ClientConfig; sent: Record<string, unknown>[] }> {
  const config = decodeConfig(await createTestSession({ country, schema }));
  const option = config.lookup.data.payoutCompositionOptions!.find(
    (o) => o.paymentMethodCode === 'bankAccount',
  )!;
  const sent: Record<string, unknown>[] = [];
  const context: DynamicElementContext = {
    option,
    holderReference: config.holderReference!,
    locale: 'en',
    translations: {},
    styles: {},
    events: {},
    async createInstrument(data) {
      sent.push(data);
      return createInstrumentDirectly(config, data);
    },
    async fetchJson(url) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    },
    ...(typeof overrides === 'function' ? overrides(config) : overrides),
  };
  return { context, config, sent };
}

async function mountForm(country: string, overrides: Overrides = {}): Promise<Harness> {
  const { context, config, sent } = await sessionContext(country, overrides);
  const handle = await createBankAccountElement(context);
  const container = document.createElement('div');
  container.id = `form-${crypto.randomUUID()}`;
  document.body.append(container);
  containers.push(container);
  handle.mount(`#${container.id}`);
  const element = handle.element as RkBankAccount;
  await element.updateComplete;
  return { handle, element, root: element.shadowRoot!, context, config, sent, container };
}

function input(harness: Harness, path: string): HTMLInputElement & HTMLSelectElement {
  const found = harness.root.querySelector(`[name="${path}"]`);
  if (!found) throw new Error(`no input for ${path}`);
  return found as HTMLInputElement & HTMLSelectElement;
}

function errorText(harness: Harness, path: string): string {
  const control = input(harness, path);
  return harness.root.getElementById(`${control.id}-error`)?.textContent?.trim() ?? '';
}

const fieldNames = (harness: Harness) =>
  [...harness.root.querySelectorAll('input, select')].map((control) => control.getAttribute('name'));

describe('<rk-bank-account> renders the schema of each country', () => {
  it('DE: holder type, holder name and IBAN, with labels and autocomplete', async () => {
    const form = await mountForm('DE');
    expect(fieldNames(form)).toEqual(['holder.type', 'holder.name', 'account.iban']);
    const name = page.getByLabelText('Account holder name');
    await expect.element(name).toHaveAttribute('autocomplete', 'name');
    await expect.element(name).toHaveAttribute('aria-required', 'true');
    const iban = page.getByLabelText('IBAN');
    await expect.element(iban).toHaveAttribute('autocomplete', 'off');
    await expect.element(iban).toHaveAttribute('inputmode', 'text');
    await expect.element(page.getByLabelText('Account holder type')).toHaveValue('individual');
    // Every control has a <label for> in the same shadow root.
    for (const control of form.root.querySelectorAll('input, select')) {
      expect(form.root.querySelector(`label[for="${control.id}"]`), control.id).not.toBeNull();
    }
  });

  it('GB: sort code formatted while typing, sent without dashes', async () => {
    const form = await mountForm('GB');
    expect(fieldNames(form)).toEqual([
      'holder.type',
      'holder.name',
      'account.sortCode',
      'account.accountNumber',
    ]);
    await userEvent.type(page.getByLabelText('Sort code'), '601613');
    expect(input(form, 'account.sortCode').value).toBe('60-16-13');
    await userEvent.type(page.getByLabelText('Account number'), '31926819');
    expect(form.element.instrumentData()).toMatchObject({
      account: { sortCode: '601613', accountNumber: '31926819' },
    });
  });

  it('US: routing number, account number and an account type select', async () => {
    const form = await mountForm('US');
    expect(fieldNames(form)).toEqual([
      'holder.type',
      'holder.name',
      'account.routingNumber',
      'account.accountNumber',
      'account.accountType',
    ]);
    await expect.element(page.getByLabelText('Routing number')).toHaveAttribute('inputmode', 'numeric');
    const type = page.getByLabelText('Account type');
    await expect.element(type).toHaveValue('checking');
    await userEvent.selectOptions(type, 'savings');
    expect(form.element.instrumentData()).toMatchObject({ account: { accountType: 'savings' } });
  });

  it('formats an IBAN in groups of four and keeps the caret after an edit in the middle', async () => {
    const form = await mountForm('DE');
    const iban = input(form, 'account.iban');
    await userEvent.type(page.getByLabelText('IBAN'), 'de89370400440532013000');
    expect(iban.value).toBe('DE89 3704 0044 0532 0130 00');
    // Delete the "3" after "DE89 " and type it again: the caret stays where the person is typing.
    iban.setSelectionRange(6, 6);
    await userEvent.keyboard('{Backspace}');
    expect(iban.value).toBe('DE89 7040 0440 5320 1300 0');
    expect(iban.selectionStart).toBe(4);
    await userEvent.keyboard('3');
    expect(iban.value).toBe('DE89 3704 0044 0532 0130 00');
    expect(iban.selectionStart).toBe(6);
  });
});

describe('validation display', () => {
  it('shows an error after the field is left, not while typing', async () => {
    const form = await mountForm('DE');
    await userEvent.type(page.getByLabelText('IBAN'), 'DE00 1234');
    expect(errorText(form, 'account.iban')).toBe('');
    expect(input(form, 'account.iban').getAttribute('aria-invalid')).toBe('false');
    await userEvent.tab();
    await form.element.updateComplete;
    expect(errorText(form, 'account.iban')).toBe('An IBAN from Germany has 22 characters.');
    const iban = input(form, 'account.iban');
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(iban.getAttribute('aria-describedby')).toContain(`${iban.id}-error`);
    // The untouched name field shows nothing yet.
    expect(errorText(form, 'holder.name')).toBe('');
  });

  it('tokenize with invalid input rejects with fieldErrors, shows all errors, announces, focuses, sends nothing', async () => {
    const form = await mountForm('DE');
    await userEvent.type(page.getByLabelText('IBAN'), 'DE88370400440532013000');
    const error = await rejectionOf(form.handle.tokenize());
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({
      'holder.name': 'Enter the name of the account holder.',
      'account.iban': 'The check digits of this IBAN do not match: check it for typos.',
    });
    expect(form.sent).toHaveLength(0);
    await form.element.updateComplete;
    expect(errorText(form, 'holder.name')).toBe('Enter the name of the account holder.');
    await expect
      .poll(() => form.root.querySelector('[aria-live="polite"]')?.textContent)
      .toBe('Check 2 fields: Account holder name, IBAN.');
    expect(form.root.activeElement?.getAttribute('name')).toBe('holder.name');
  });

  for (const locale of ['en', 'de']) {
    it(`one field to fix (${locale}): focus reads its error, and no summary repeats it`, async () => {
      const form = await mountForm('DE', { locale });
      const summary = () => form.root.querySelector('[part="summary"]')!.textContent!.trim();
      const iban = input(form, 'account.iban');
      await userEvent.type(input(form, 'holder.name'), 'Erika Mustermann');
      await userEvent.type(iban, 'DE88370400440532013000');
      // The page's Review button, outside the form, has focus when the payer presses it.
      const review = form.container.appendChild(document.createElement('button'));
      review.focus();
      await rejectionOf(form.handle.tokenize());
      await expect.poll(() => form.root.activeElement).toBe(iban);
      await form.element.updateComplete;
      const error = errorText(form, 'account.iban');
      expect(error).not.toBe('');
      expect(iban.getAttribute('aria-describedby')).toContain(`${iban.id}-error`);
      expect(summary()).toBe('');

      // Enter in the IBAN field: focus stays, so the live region says its error, once.
      const submitted = new Promise((resolve) => form.element.addEventListener('rk-submit', resolve));
      await userEvent.keyboard('{Enter}');
      await submitted;
      await rejectionOf(form.handle.tokenize());
      await expect.poll(summary).toBe(error);
      expect(form.sent).toHaveLength(0);
    });
  }

  it('a valid tokenize resolves with an instrument whose data is masked', async () => {
    const form = await mountForm('DE');
    await userEvent.type(page.getByLabelText('Account holder name'), '  Jane   Doe ');
    await userEvent.type(page.getByLabelText('IBAN'), 'de89 3704 0044 0532 0130 00');
    const instrument = await form.handle.tokenize();
    expect(form.sent).toEqual([
      { holder: { type: 'individual', name: 'Jane Doe' }, account: { iban: 'DE89370400440532013000' } },
    ]);
    expect(instrument.paymentMethodCode).toBe('bankAccount');
    expect(JSON.stringify(instrument.data)).not.toContain('0532013000');
    expect(JSON.stringify(instrument.data)).toContain('****');
  });

  it('maps a platform request.param.invalid onto the field it names and rethrows', async () => {
    // The element sends valid data; this context changes the IBAN on the way, so the real sandbox refuses it.
    const form = await mountForm('DE', (config) => ({
      createInstrument: (data) =>
        createInstrumentDirectly(config, { ...data, account: { iban: 'DE88370400440532013000' } }),
    }));
    await userEvent.type(page.getByLabelText('Account holder name'), 'Jane Doe');
    await userEvent.type(page.getByLabelText('IBAN'), 'DE89370400440532013000');
    const error = await rejectionOf(form.handle.tokenize());
    expect(error.code).toBe('platform.error');
    await form.element.updateComplete;
    expect(errorText(form, 'account.iban')).toBe('Enter a valid IBAN: check it for typos.');
    expect(input(form, 'account.iban').getAttribute('aria-invalid')).toBe('true');
    // Editing the field clears the platform's error.
    await userEvent.fill(page.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
    await form.element.updateComplete;
    expect(errorText(form, 'account.iban')).toBe('');
    expect(input(form, 'account.iban').getAttribute('aria-invalid')).toBe('false');
  });
});

describe('dependent fields', () => {
  it('the company name appears and becomes required for a company, and is not sent otherwise', async () => {
    const form = await mountForm('DE');
    expect(fieldNames(form)).not.toContain('holder.companyName');
    await userEvent.selectOptions(page.getByLabelText('Account holder type'), 'company');
    const companyName = page.getByLabelText('Company name');
    await expect.element(companyName).toBeVisible();
    await expect.element(companyName).toHaveAttribute('aria-required', 'true');
    // A phone offers the company's name to autofill, on the letters keyboard.
    await expect.element(companyName).toHaveAttribute('autocomplete', 'organization');
    await expect.element(companyName).not.toHaveAttribute('inputmode');
    await userEvent.type(companyName, 'Acme GmbH');
    expect(form.element.instrumentData()).toMatchObject({
      holder: { type: 'company', companyName: 'Acme GmbH' },
    });
    await userEvent.selectOptions(page.getByLabelText('Account holder type'), 'individual');
    await form.element.updateComplete;
    expect(fieldNames(form)).not.toContain('holder.companyName');
    expect(form.element.instrumentData()).toEqual({ holder: { type: 'individual' } });
  });
});

describe('keyboard', () => {
  it('Tab moves through the fields in order and Enter fires onSubmit', async () => {
    let submits = 0;
    const form = await mountForm('GB', { events: { onSubmit: () => submits++ } });
    input(form, 'holder.type').focus();
    const order: (string | null)[] = [];
    for (let index = 0; index < 3; index++) {
      await userEvent.tab();
      order.push(form.root.activeElement?.getAttribute('name') ?? null);
    }
    expect(order).toEqual(['holder.name', 'account.sortCode', 'account.accountNumber']);
    await userEvent.keyboard('12345678{Enter}');
    expect(submits).toBe(1);
    expect(input(form, 'account.accountNumber').value).toBe('12345678');
  });

  it('focus() puts the payer in the first field, where a freshly shown form starts', async () => {
    const form = await mountForm('GB');
    input(form, 'account.sortCode').focus();
    form.element.focus();
    expect(form.root.activeElement?.getAttribute('name')).toBe('holder.type');
    expect(document.activeElement).toBe(form.element);
  });
});

describe('locale, translations and styles', () => {
  // First in this file, so German is not loaded yet: the element must fetch it itself.
  it('loads the texts of a locale set after mounting and re-renders in them', async () => {
    const form = await mountForm('AT');
    await rejectionOf(form.handle.tokenize());
    await form.element.updateComplete;
    expect(errorText(form, 'holder.name')).not.toBe('Dieses Feld ist erforderlich.');
    form.element.locale = 'de-AT';
    await expect.element(page.getByLabelText('Name des Kontoinhabers')).toBeVisible();
    expect(form.root.querySelector('form')!.getAttribute('lang')).toBe('de-AT');
    expect(errorText(form, 'holder.name')).toBe('Dieses Feld ist erforderlich.');
  });

  it('renders right to left with Arabic texts for ar', async () => {
    const form = await mountForm('AE', { locale: 'ar' });
    const formElement = form.root.querySelector('form')!;
    expect(formElement.getAttribute('dir')).toBe('rtl');
    // Translated in the first frame: the factory loaded the Arabic texts before resolving.
    const nameLabel = form.root.querySelector(`label[for="${input(form, 'holder.name').id}"]`)!;
    expect(nameLabel.textContent).toContain('اسم صاحب الحساب');
    const name = page.getByLabelText('اسم صاحب الحساب');
    await expect.element(name).toBeVisible();
    expect(getComputedStyle(input(form, 'holder.name')).direction).toBe('rtl');
    await expect.element(page.getByLabelText('نوع صاحب الحساب')).toHaveDisplayValue('فرد');
    await rejectionOf(form.handle.tokenize());
    await form.element.updateComplete;
    expect(errorText(form, 'holder.name')).toBe('هذا الحقل مطلوب.');
  });

  it('German texts for de, left to right', async () => {
    const form = await mountForm('AT', { locale: 'de-AT' });
    expect(form.root.querySelector('form')!.getAttribute('dir')).toBe('ltr');
    await expect.element(page.getByLabelText('Name des Kontoinhabers')).toBeVisible();
  });

  it("shows the platform's English help only in an English form; a merchant's text in any language", async () => {
    const help = (form: Harness, path: string) =>
      form.root.querySelector(`#${input(form, path).id}-description`)?.textContent ?? null;
    const english = await mountForm('DE');
    expect(help(english, 'account.iban')).toBe('SEPA transfer to an account in Germany.');
    expect(input(english, 'account.iban').getAttribute('aria-describedby')).toContain('-description');

    const arabic = await mountForm('DE', {
      locale: 'ar',
      translations: { 'field.holder.name.description': 'كما يظهر في الحساب المصرفي.' },
    });
    expect(help(arabic, 'account.iban')).toBeNull();
    expect(input(arabic, 'account.iban').getAttribute('aria-describedby') ?? '').not.toContain(
      '-description',
    );
    expect(help(arabic, 'holder.name')).toBe('كما يظهر في الحساب المصرفي.');
  });

  it('merchant translations override labels and messages', async () => {
    const form = await mountForm('DE', {
      translations: {
        'field.account.iban.label': 'Your IBAN',
        'error.required': 'Needed!',
        'field.account.iban.error.iban': 'That IBAN has a typo.',
      },
    });
    await userEvent.type(page.getByLabelText('Your IBAN'), 'DE88370400440532013000');
    const error = await rejectionOf(form.handle.tokenize());
    expect((error as ValidationError).fieldErrors).toEqual({
      'holder.name': 'Needed!',
      'account.iban': 'That IBAN has a typo.',
    });
  });

  it('applies merchant styles through an adopted style sheet, never a style attribute', async () => {
    const form = await mountForm('DE', {
      styles: { '--rk-color-error': 'rgb(1, 2, 3)', '--rk-radius': '0px' },
    });
    await rejectionOf(form.handle.tokenize());
    await form.element.updateComplete;
    const error = form.root.getElementById(`${input(form, 'holder.name').id}-error`)!;
    expect(getComputedStyle(error).color).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(input(form, 'holder.name')).borderTopLeftRadius).toBe('0px');
    expect(form.root.querySelectorAll('[style]')).toHaveLength(0);
    expect(form.element.hasAttribute('style')).toBe(false);
  });

  it('follows the light or dark scheme of the page (the theme sets color-scheme through a property)', async () => {
    const form = await mountForm('DE');
    expect(getComputedStyle(form.element).colorScheme).toBe('light dark');
    expect(getComputedStyle(input(form, 'holder.name')).colorScheme).toBe('light dark');
  });

  it('refuses style keys and values that could escape their declaration', async () => {
    for (const styles of [
      { '--rk-color-accent': 'red; } * { color: red' },
      { color: 'red' },
      { '--rk-x': '<b>' },
    ]) {
      const { context } = await sessionContext('DE', {
        styles: styles as unknown as DynamicElementContext['styles'],
      });
      const error = await rejectionOf(createBankAccountElement(context));
      expect(error.code, JSON.stringify(styles)).toBe('options.invalid');
    }
  });
});

describe('busy state and handle', () => {
  it('setBusy marks the form busy, disables inputs and shows progress text', async () => {
    const form = await mountForm('DE');
    form.handle.setBusy(true);
    const formElement = form.root.querySelector('form')!;
    await expect.poll(() => formElement.getAttribute('aria-busy')).toBe('true');
    for (const control of form.root.querySelectorAll('input, select'))
      expect((control as HTMLInputElement).disabled).toBe(true);
    await expect.element(page.getByText('Processing…')).toBeVisible();
    form.handle.setBusy(false);
    await expect.poll(() => formElement.getAttribute('aria-busy')).toBe('false');
    expect(input(form, 'account.iban').disabled).toBe(false);
    expect(form.root.querySelector('[part="progress"]')!.hasAttribute('hidden')).toBe(true);
  });

  it('shows a wait only once it lasts busyShownAfterMs: a shorter one never greys the form', async () => {
    const form = await mountForm('DE');
    await expectWaitShownOnceItLasts(
      form.root,
      () => input(form, 'account.iban'),
      (busy) => form.handle.setBusy(busy),
    );
  });

  it('is busy while tokenizing, and a second tokenize() joins the first', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const form = await mountForm('DE', (config) => ({
      async createInstrument(data) {
        calls++;
        await gate;
        return createInstrumentDirectly(config, data);
      },
    }));
    await userEvent.type(page.getByLabelText('Account holder name'), 'Jane Doe');
    await userEvent.type(page.getByLabelText('IBAN'), 'DE89370400440532013000');
    const first = form.handle.tokenize();
    const second = form.handle.tokenize();
    expect(second).toBe(first);
    await expect.poll(() => form.root.querySelector('form')!.getAttribute('aria-busy')).toBe('true');
    expect(input(form, 'account.iban').disabled).toBe(true);
    release();
    const instrument = await first;
    expect(instrument.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls).toBe(1);
    await expect.poll(() => form.root.querySelector('form')!.getAttribute('aria-busy')).toBe('false');
  });

  it('mount() needs a container; values survive unmount and mount', async () => {
    const form = await mountForm('DE');
    expect(() => form.handle.mount('#no-such-container')).toThrow(/no element matches "#no-such-container"/);
    await userEvent.type(page.getByLabelText('IBAN'), 'DE89370400440532013000');
    form.handle.unmount();
    expect(form.element.isConnected).toBe(false);
    expect((await rejectionOf(form.handle.tokenize())).code).toBe('element.not-mounted');
    form.handle.mount(form.container);
    await form.element.updateComplete;
    expect(input(form, 'account.iban').value).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('a broken schema rejects the factory with schema.invalid', async () => {
    const { context } = await sessionContext('DE');
    const broken = {
      ...context.option,
      clientConfig: {
        ...context.option.clientConfig,
        instrumentDataSchema: { type: 'object', properties: { iban: { type: 'string', pattern: '[' } } },
      },
    };
    const error = await rejectionOf(
      createBankAccountElement({ ...context, option: broken as typeof context.option }),
    );
    expect(error.code).toBe('schema.invalid');
    expect(error.message).toContain('#/properties/iban/pattern');
  });

  it('renders its frame off the page while the schema loads, its fields and onReady once mounted', async () => {
    let ready = 0;
    const { context } = await sessionContext('DE', { events: { onReady: () => ready++ } });
    const handle = await createBankAccountElement(context);
    const element = handle.element as RkBankAccount;
    // Rendered ahead, detached: the form is there, without fields, and nobody was told it is ready.
    expect(element.isConnected).toBe(false);
    expect(element.shadowRoot?.querySelector('form')).toBeInstanceOf(HTMLFormElement);
    expect(element.shadowRoot?.querySelectorAll('input, select')).toHaveLength(0);
    expect(ready).toBe(0);
    const container = document.createElement('div');
    document.body.append(container);
    containers.push(container);
    handle.mount(container);
    await element.updateComplete;
    expect(ready).toBe(1);
    expect(page.getByLabelText('IBAN').element()).toBeInstanceOf(HTMLInputElement);
    // Mounted again, the form is not announced a second time.
    handle.unmount();
    handle.mount(container);
    await element.updateComplete;
    expect(ready).toBe(1);
  });

  it('fires onReady and onChange with validity on edits', async () => {
    const changes: boolean[] = [];
    let ready = 0;
    await mountForm('DE', {
      events: { onReady: () => ready++, onChange: (event) => changes.push(event.valid) },
    });
    expect(ready).toBe(1);
    await userEvent.type(page.getByLabelText('Account holder name'), 'Jo');
    await userEvent.type(page.getByLabelText('IBAN'), 'DE89370400440532013000');
    expect(changes.at(0)).toBe(false);
    expect(changes.at(-1)).toBe(true);
  });
});

/** Resolves with the URL of the next resource the page fetches whose URL ends with `suffix`. */
function nextFetchOf(suffix: string): Promise<string> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const entry = list.getEntries().find((candidate) => candidate.name.endsWith(suffix));
      if (!entry) return;
      observer.disconnect();
      resolve(entry.name);
    });
    observer.observe({ type: 'resource' });
  });
}

describe('through init()', () => {
  it('init() starts fetching the documents of a schema with $refs before dynamicElement() is called', async () => {
    const config = await createTestSession({ country: 'FR', schema: 'written' });
    const holderFetched = nextFetchOf('/schemas/v1/holder.json');
    const client = init(config);
    try {
      expect(await holderFetched).toMatch(/^https?:/);
    } finally {
      client.destroy();
    }
  });

  it("prepare (at init) fetches the schema's documents; the factory then finds them fetched", async () => {
    const { context } = await sessionContext('DE', {}, 'written');
    const calls: string[] = [];
    let firstCall: (url: string) => void = () => {};
    const asked = new Promise<string>((resolve) => (firstCall = resolve));
    const fetchJson = (url: string) => {
      calls.push(url);
      firstCall(url);
      return context.fetchJson(url);
    };
    createBankAccountElement.prepare!({ option: context.option, fetchJson });
    expect(await asked).toMatch(/\/holder\.json$/);
    const handle = await createBankAccountElement({ ...context, fetchJson });
    expect(handle.element.localName).toBe('rk-bank-account');
    expect(calls).toHaveLength(1);
  });

  it('a prepared schema fetches no document: the form is read from the lookup alone', async () => {
    const { context } = await sessionContext('DE');
    const fetchJson = (url: string) => Promise.reject(new Error(`unexpected fetch of ${url}`));
    createBankAccountElement.prepare!({ option: context.option, fetchJson });
    const handle = await createBankAccountElement({ ...context, fetchJson });
    expect((handle.element as RkBankAccount).schema?.root.properties).toHaveProperty('holder');
  });

  it('the factory takes over the reading prepare started: its forms share one resolved schema', async () => {
    const { context } = await sessionContext('DE', {}, 'written');
    createBankAccountElement.prepare!({ option: context.option, fetchJson: context.fetchJson });
    const first = await createBankAccountElement(context);
    const second = await createBankAccountElement(context);
    expect((first.element as RkBankAccount).schema).toBeDefined();
    expect((first.element as RkBankAccount).schema).toBe((second.element as RkBankAccount).schema);
  });

  it('the factory reads the schema again when the reading prepare started failed', async () => {
    const { context } = await sessionContext('DE', {}, 'written');
    const unreachable = () => Promise.reject(new Error('offline while init() ran'));
    createBankAccountElement.prepare!({ option: context.option, fetchJson: unreachable });
    const handle = await createBankAccountElement(context);
    expect((handle.element as RkBankAccount).schema?.root.properties).toHaveProperty('holder');
  });

  it("is registered as bankAccount by the railkit entry's init() and tokenizes with the core client", async () => {
    const client = init(await createTestSession({ country: 'NL' }));
    expect(dynamicElementFactory('bankAccount')).toBe(createBankAccountElement);
    try {
      const element = await client.dynamicElement({ paymentMethod: { paymentMethodCode: 'bankAccount' } });
      const container = document.createElement('div');
      document.body.append(container);
      containers.push(container);
      element.mount(container);
      await userEvent.type(page.getByLabelText('Account holder name'), 'Jan Jansen');
      await userEvent.type(page.getByLabelText('IBAN'), 'NL91 ABNA 0417 1643 00');
      const instrument = await element.tokenize();
      expect(instrument.holderReference).toBe(client.config.holderReference);
      expect(JSON.stringify(instrument.data)).not.toContain('0417164300');
    } finally {
      client.destroy();
    }
  });
});
