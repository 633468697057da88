import type { LitElement } from 'lit';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { cdp, server } from 'vitest/browser';
import type { CompositionOption } from '../api/schemas/client-config';
import type { DynamicElement, DynamicElementContext } from '../core/dynamic-element';
import { init } from '../index';
import { fieldsOf } from '../schema-form/index';
import { createTestSession } from '../../test/sandbox-client';
import type { RkBankAccount } from './bank-account/bank-account';
import { createBankAccountElement } from './bank-account/index';
import '../card';

/*
 * The forms on a phone: what a touch screen changes (iOS Safari zooms the page into a field whose
 * text is under 16 px as it takes focus), and the keyboard and autofill each field asks the phone for.
 */

const containers: HTMLElement[] = [];
const clients: { destroy(): void }[] = [];
afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
  for (const client of clients.splice(0)) client.destroy();
});

/** Mounts a form in a container of its own, rendered. */
async function mounted(form: {
  element: HTMLElement;
  mount(target: Element): unknown;
}): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  form.mount(container);
  await (form.element as LitElement).updateComplete;
  return container;
}

/** The controls a payer types or picks in, inside the form's shadow root. */
function fieldsIn(container: HTMLElement): (HTMLInputElement | HTMLSelectElement)[] {
  const form = container.firstElementChild!;
  return [...form.shadowRoot!.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].filter(
    (control) => control.type !== 'checkbox' && control.type !== 'radio',
  );
}

/** The payout form and the in-page card form, with the merchant's `--rk-font-size`. */
async function formsWithFontSize(fontSize: string): Promise<HTMLElement[]> {
  const styles = { '--rk-font-size': fontSize };
  const payout = init(await createTestSession({ country: 'DE' }));
  const checkout = init(await createTestSession({ workflowCode: 'checkout' }));
  clients.push(payout, checkout);
  const bankAccount = await payout.dynamicElement({
    paymentMethod: { paymentMethodCode: 'bankAccount' },
    styles,
  });
  const card = await checkout.dynamicElement({
    paymentMethod: { paymentMethodCode: 'card' },
    hosting: 'in-page',
    styles,
  });
  return [await mounted(bankAccount), await mounted(card)];
}

const fontSizes = (containers: HTMLElement[]) =>
  containers.flatMap(fieldsIn).map((control) => `${control.name}: ${getComputedStyle(control).fontSize}`);

/**
 * Runs `check` as on a phone: Chromium's touch emulation (DevTools protocol), under which
 * `(pointer: coarse)` matches. The other engines' drivers here cannot emulate a touch screen.
 */
async function onTouchScreen(check: () => void): Promise<void> {
  await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  try {
    expect(matchMedia('(pointer: coarse)').matches).toBe(true);
    check();
  } finally {
    await cdp().send('Emulation.setTouchEmulationEnabled', { enabled: false });
  }
}

describe.runIf(server.browser === 'chromium')('on a touch screen', () => {
  it('no field’s text is under 16 px, whatever --rk-font-size says; with a mouse it says the size', async () => {
    const forms = await formsWithFontSize('12px');
    const names = forms.flatMap(fieldsIn).map((control) => control.name);
    expect(names).toEqual([
      'holder.type',
      'holder.name',
      'account.iban',
      'cardNumber',
      'expiry',
      'securityCode',
      'holderName',
    ]);
    await onTouchScreen(() => expect(fontSizes(forms)).toEqual(names.map((name) => `${name}: 16px`)));
    expect(matchMedia('(pointer: coarse)').matches).toBe(false);
    expect(fontSizes(forms)).toEqual(names.map((name) => `${name}: 12px`));
  });

  it('a --rk-font-size larger than 16 px stays', async () => {
    const forms = await formsWithFontSize('20px');
    const names = forms.flatMap(fieldsIn).map((control) => control.name);
    expect(names).toHaveLength(7);
    await onTouchScreen(() => expect(fontSizes(forms)).toEqual(names.map((name) => `${name}: 20px`)));
  });
});

/*
 * Every field of every form asks the phone for the keyboard and the autofill that fit what the payer
 * types there, judged from the sandbox's valid sample of it: digits get the number pad (unless the field
 * takes a letter somewhere, as a Chilean RUT's check digit K), an address with @ the e-mail keyboard,
 * letters never a pad; and each field names an autofill token, or `off` where none fits.
 */

/** The autofill tokens the forms may name (HTML's autocomplete attribute). */
const autofillTokens = new Set([
  'off',
  'name',
  'organization',
  'email',
  'tel',
  'street-address',
  'address-line1',
  'address-level1',
  'address-level2',
  'postal-code',
  'country',
  'cc-name',
  'cc-number',
  'cc-exp',
  'cc-csc',
]);

/**
 * Whether the field may take a letter: its pattern accepts one in place of one of the sample's
 * characters, or it has no pattern (then nothing says it takes digits only).
 */
function takesALetter(pattern: string | undefined, sample: string): boolean {
  if (!pattern) return true;
  const expression = new RegExp(pattern);
  return [...sample].some((_, index) =>
    ['A', 'K', 'X'].some((letter) =>
      expression.test(sample.slice(0, index) + letter + sample.slice(index + 1)),
    ),
  );
}

/** What is wrong with a control's keyboard or autofill for the sample typed in it, or nothing. */
function keyboardProblems(
  control: HTMLInputElement | HTMLSelectElement,
  sample: string | undefined,
  pattern: string | undefined,
): string[] {
  const autocomplete = control.getAttribute('autocomplete');
  const inputMode = control.getAttribute('inputmode');
  const problems: string[] = [];
  if (!autocomplete || !autofillTokens.has(autocomplete)) problems.push(`autocomplete ${autocomplete}`);
  if (control instanceof HTMLSelectElement || sample === undefined) return problems;
  if (sample.includes('@') && inputMode !== 'email') problems.push(`inputmode ${inputMode} for ${sample}`);
  if (/^\d+$/.test(sample) && !takesALetter(pattern, sample) && inputMode !== 'numeric') {
    problems.push(`inputmode ${inputMode} for the digits ${sample}`);
  }
  if (/\p{L}/u.test(sample) && ['numeric', 'decimal', 'tel'].includes(inputMode ?? '')) {
    problems.push(`inputmode ${inputMode} for ${sample}`);
  }
  return problems;
}

/** A nested sample flattened by dotted path, as the form names its fields. */
function flatten(value: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, entry]) =>
      entry !== null && typeof entry === 'object'
        ? Object.entries(flatten(entry as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, String(entry)]],
    ),
  );
}

/** The sandbox's schema documents, each fetched once (every country's form refers to holder.json). */
const documents = new Map<string, Promise<unknown>>();
function fetchJson(url: string): Promise<unknown> {
  if (!documents.has(url))
    documents.set(
      url,
      fetch(url).then((response) => response.json()),
    );
  return documents.get(url)!;
}

/** A schema form (a payout country's or a checkout method's) rendered from the sandbox's schema. */
async function schemaForm(schemaUrl: string): Promise<DynamicElement> {
  const option = {
    paymentMethodCode: 'bankAccount',
    clientConfig: { instrumentDataSchema: await fetchJson(schemaUrl) },
  } as CompositionOption;
  const context: DynamicElementContext = {
    option,
    holderReference: 'holder-phones',
    locale: 'en',
    translations: {},
    styles: {},
    events: {},
    createInstrument: () => Promise.reject(new Error('nothing is sent here')),
    fetchJson,
  };
  return createBankAccountElement(context);
}

/** The problems of every field of a schema form, as `form field: problem`. */
async function schemaFormProblems(name: string, schemaUrl: string, sample: Record<string, unknown>) {
  const form = await schemaForm(schemaUrl);
  const container = await mounted(form);
  const values = flatten(sample);
  const patterns = new Map(
    fieldsOf((form.element as RkBankAccount).schema!, values).map((field) => [
      field.path,
      field.schema.pattern,
    ]),
  );
  const controls = fieldsIn(container);
  expect(controls.length, name).toBeGreaterThan(0);
  container.remove();
  return controls.flatMap((control) =>
    keyboardProblems(control, values[control.name], patterns.get(control.name)).map(
      (problem) => `${name} ${control.name}: ${problem}`,
    ),
  );
}

describe('every field of every form', () => {
  it('asks for the keyboard and autofill that fit it: every payout country and checkout method', async () => {
    const { apiUrl } = inject('sandbox');
    const samples = inject('samples');
    const forms = [
      ...Object.entries(samples.bankAccounts).map(([country, sample]) =>
        schemaFormProblems(country, `${apiUrl}/schemas/v1/bank-account/${country}.json`, sample),
      ),
      ...Object.entries(samples.methods).map(([method, sample]) =>
        schemaFormProblems(method, `${apiUrl}/schemas/v1/payment-method/${method}.json`, sample),
      ),
    ];
    const problems = (await Promise.all(forms)).flat();
    expect(problems).toEqual([]);
  });

  it('asks for the keyboard and autofill that fit it: the card form', async () => {
    const client = init(await createTestSession({ workflowCode: 'checkout' }));
    clients.push(client);
    const card = await client.dynamicElement({
      paymentMethod: { paymentMethodCode: 'card' },
      hosting: 'in-page',
    });
    // What the payer types in each field, and what the field takes.
    const typed: Record<string, [sample: string, pattern: string | undefined]> = {
      cardNumber: ['4242424242424242', '^[0-9]+$'],
      expiry: ['1230', '^[0-9]+$'],
      securityCode: ['737', '^[0-9]+$'],
      holderName: ['Jane Doe', undefined],
    };
    const controls = fieldsIn(await mounted(card));
    expect(controls.map((control) => control.name)).toEqual(Object.keys(typed));
    expect(controls.flatMap((control) => keyboardProblems(control, ...typed[control.name]!))).toEqual([]);
  });
});
