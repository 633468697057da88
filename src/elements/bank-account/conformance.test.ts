import { afterAll, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { decodeConfig } from '../../core/config';
import type { DynamicElementContext } from '../../core/dynamic-element';
import { checksSettled } from '../../validation/checks';
import { bankAccountSchemaUrl, createTestSession } from '../../../test/sandbox-client';
import type { RkBankAccount } from './bank-account';
import { createBankAccountElement } from './index';

/*
 * Contract 5's conformance: the form of a country's prepared schema (what the lookup publishes: no `$ref`,
 * the IBAN field with its countries' formats) and the form of the same schema as written (`$ref`s to
 * `$defs` and to holder.json; the registry of every IBAN country) render the same fields, labels and
 * hints, and show the same errors in the same words for what a payer submits. One country of each kind of
 * form: every rail that is not an IBAN, and the IBANs of each kind. (vectors.node.test.ts in
 * src/sandbox/platform/instruments checks every country's values against both schemas and the sandbox.)
 */

const config = decodeConfig(await createTestSession({ country: 'DE' }));
const samples = await commands.payoutSampleAccounts();
const countries = [
  // IBANs: the registry's (digits; letters; a national check), a territory under its parent's format,
  // a national one outside the registry, one that ends in letters.
  ...['DE', 'NL', 'MU', 'FR', 'IT', 'AX', 'GP', 'SN', 'CM', 'AE', 'LI'],
  // Every other rail.
  ...['GB', 'US', 'IN', 'BR', 'MX', 'NG', 'AU', 'CA', 'NZ', 'SG', 'HK', 'JP', 'ZA', 'KE', 'PH', 'CN', 'AR'],
  ...['CL', 'CO', 'PE'],
];

const fetchJson = async (url: string): Promise<unknown> => (await fetch(url)).json();
/** Every country's schema in both forms, fetched at once. */
const schemas = new Map(
  await Promise.all(
    countries.flatMap((country) =>
      (['prepared', 'written'] as const).map(async (form) => {
        const url = bankAccountSchemaUrl(country, form);
        return [url, await fetchJson(url)] as const;
      }),
    ),
  ),
);

const containers: HTMLElement[] = [];
afterAll(() => containers.forEach((container) => container.remove()));

/** `country`'s form of the schema in `form`, mounted. */
async function mounted(country: string, form: 'prepared' | 'written'): Promise<RkBankAccount> {
  const option = config.lookup.data.payoutCompositionOptions![0]!;
  const schema = schemas.get(bankAccountSchemaUrl(country, form));
  const context: DynamicElementContext = {
    option: { ...option, clientConfig: { ...option.clientConfig, instrumentDataSchema: schema as object } },
    holderReference: config.holderReference!,
    locale: 'en',
    translations: {},
    styles: {},
    events: {},
    createInstrument: () => Promise.reject(new Error('the conformance test sends nothing')),
    fetchJson,
  };
  const handle = await createBankAccountElement(context);
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  handle.mount(container);
  return handle.element as RkBankAccount;
}

/** What the payer sees of each control: its label, help, hints and choices. */
function rendered(element: RkBankAccount): unknown[] {
  const root = element.shadowRoot!;
  return [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].map((control) => ({
    name: control.name,
    tag: control.localName,
    label: root.querySelector(`label[for="${control.id}"]`)?.textContent?.replace(/\s+/g, ' ').trim(),
    description: root.getElementById(`${control.id}-description`)?.textContent?.trim(),
    attributes: Object.fromEntries(
      ['type', 'autocomplete', 'inputmode', 'placeholder', 'maxlength', 'required'].map((name) => [
        name,
        control.getAttribute(name),
      ]),
    ),
    options: control instanceof HTMLSelectElement ? [...control.options].map((option) => option.text) : [],
  }));
}

/** Types `values` (by field name) as a payer would, each in one input event, then submits. */
async function submitted(element: RkBankAccount, values: Record<string, string>): Promise<unknown> {
  const root = element.shadowRoot!;
  for (const [name, value] of Object.entries(values)) {
    const control = root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
    if (!control) continue;
    control.value = value;
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
  await element.updateComplete;
  return { errors: element.validateAll(), sent: element.instrumentData() };
}

function flatten(data: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).flatMap(([name, value]) =>
      typeof value === 'object' && value !== null
        ? Object.entries(flatten(value as Record<string, unknown>, `${prefix}${name}.`))
        : [[`${prefix}${name}`, String(value)]],
    ),
  );
}

/** `9` -> `0`, `3` -> `4`, `Z` -> `A`: the same kind of character, changed. */
const next = (character: string) =>
  character === '9' ? '0' : character === 'Z' ? 'A' : String.fromCharCode(character.charCodeAt(0) + 1);

/** What a payer submits: nothing, the sample account, then its identifier with the last character changed. */
function submissions(country: string): Record<string, string>[] {
  const sample = flatten(samples[country]!);
  const [name, value] = Object.entries(sample).findLast(([field]) => !field.startsWith('holder.'))!;
  return [{}, sample, { ...sample, [name]: `${value.slice(0, -1)}${next(value.at(-1)!)}` }];
}

describe('a prepared schema and the same schema as written render the same form', () => {
  it('has a sample account for each country it compares', () => {
    for (const country of countries) expect(samples[country], country).toBeDefined();
  });

  it.each(countries)('%s: fields, labels, hints, errors and what is sent', async (country) => {
    const prepared = await mounted(country, 'prepared');
    const written = await mounted(country, 'written');
    await checksSettled();
    await Promise.all([prepared, written].map((form) => (form.requestUpdate(), form.updateComplete)));
    expect(rendered(prepared)).toEqual(rendered(written));
    expect(rendered(prepared).length).toBeGreaterThan(2);
    for (const values of submissions(country)) {
      expect(await submitted(prepared, values)).toEqual(await submitted(written, values));
    }
    // After the submits, the errors each form shows are the same too.
    expect(rendered(prepared)).toEqual(rendered(written));
    expect(prepared.shadowRoot!.textContent).toBe(written.shadowRoot!.textContent);
  });
});
