import { describe, expect, it } from 'vitest';
import { bankAccountSchemaUrl, createTestSession } from '../../test/sandbox-client';
import { decodeConfig } from '../core/config';
import { labelsEn } from '../i18n/labels-en';
import { supportedCountries } from '../sandbox/index';
import { fieldsOf, initialValues } from './fields';
import { lintSchema } from './lint';
import type { ResolvedSchema } from './schema';

/*
 * The sandbox publishes the bank-account schema of every supported country, prepared in the lookup and as
 * written with `$ref`s; the browser reads them without linting their keywords (read.ts, resolve.ts), so
 * each published schema is linted here in both forms, with its remote `$ref` documents, as the
 * platform's publish step would.
 */

const fetchJson = async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
  return response.json();
};

describe('every schema the sandbox publishes passes the schema lint', () => {
  it('has countries to lint', () => {
    expect(supportedCountries.length).toBeGreaterThan(5);
  });

  /** The titles each label key names in the published schemas, collected by the countries' tests. */
  const titlesByKey = new Map<string, Set<string>>();

  it.each(supportedCountries)('%s', async (country) => {
    const config = decodeConfig(await createTestSession({ country }));
    const options = config.lookup.data.payoutCompositionOptions ?? [];
    const schemas = options.map((option) => option.clientConfig.instrumentDataSchema);
    expect(schemas.length).toBeGreaterThan(0);
    schemas.push((await fetchJson(bankAccountSchemaUrl(country, 'written'))) as object);
    for (const schema of schemas) {
      expect(schema, `${country} publishes an instrumentDataSchema`).toBeDefined();
      const resolved = await lintSchema(schema, fetchJson);
      expect(Object.keys(resolved.root.properties ?? {}).length).toBeGreaterThan(0);
      collectTitles(resolved, titlesByKey);
    }
  });

  it("gives translators English labels that are the published schemas' own titles", () => {
    for (const [key, label] of Object.entries(labelsEn)) {
      expect([...(titlesByKey.get(key) ?? [])], key).toContain(label);
    }
  });

  it('would catch a field or a choice without a title', async () => {
    const config = decodeConfig(await createTestSession({ country: 'US' }));
    const schema = config.lookup.data.payoutCompositionOptions?.[0]?.clientConfig.instrumentDataSchema;
    type Field = { title?: string; oneOf?: { title?: string }[] };
    type Published = { properties: { account: { properties: Record<string, Field> } } };
    const untitled = structuredClone(schema) as Published;
    delete untitled.properties.account.properties.accountNumber!.title;
    await expect(lintSchema(untitled, fetchJson)).rejects.toThrow(/"accountNumber" has no "title"/);
    const untitledChoice = structuredClone(schema) as Published;
    delete untitledChoice.properties.account.properties.accountType!.oneOf![0]!.title;
    await expect(lintSchema(untitledChoice, fetchJson)).rejects.toThrow(/choice "checking" has no "title"/);
  });

  it("would catch an IBAN field's formats that do not add up", async () => {
    const config = decodeConfig(await createTestSession({ country: 'AX' }));
    const schema = config.lookup.data.payoutCompositionOptions?.[0]?.clientConfig.instrumentDataSchema;
    type Published = { properties: { account: { properties: { iban: Record<string, unknown> } } } };
    const withIban = (change: (iban: Record<string, unknown>) => void) => {
      const copy = structuredClone(schema) as Published;
      change(copy.properties.account.properties.iban);
      return lintSchema(copy, fetchJson);
    };
    await expect(
      withIban((iban) => (iban['x-iban'] = { AX: { length: 19, bban: '3n11n' } })),
    ).rejects.toThrow(/length of AX is not 4 \+ the BBAN structure's \(18\)/);
    await expect(
      withIban((iban) => (iban['x-iban'] = { Åland: { length: 18, bban: '3n11n' } })),
    ).rejects.toThrow(/names "Åland", not a country code/);
    await expect(
      withIban((iban) => (iban['x-iban'] = { AX: { length: 18, bban: '14n', sepa: true } })),
    ).rejects.toThrow(/unknown keys: sepa/);
    await expect(withIban((iban) => (iban['x-check'] = 'luhn'))).rejects.toThrow(
      /"x-iban" is set on a field whose "x-check" is not "iban"/,
    );
    await expect(withIban(() => {})).resolves.toBeDefined();
  });

  it('would catch a schema that breaks a keyword rule', async () => {
    const config = decodeConfig(await createTestSession({ country: 'DE' }));
    const schema = config.lookup.data.payoutCompositionOptions?.[0]?.clientConfig.instrumentDataSchema;
    const broken = { ...structuredClone(schema), maxLength: -1 };
    await expect(lintSchema(broken, fetchJson)).rejects.toThrow(/non-negative integer/);
  });
});

/** Each field's and choice's title under its label key, for the default and the company holder. */
function collectTitles(resolved: ResolvedSchema, titlesByKey: Map<string, Set<string>>): void {
  const add = (key: string, title: string | undefined) => {
    if (title === undefined) return;
    if (!titlesByKey.has(key)) titlesByKey.set(key, new Set());
    titlesByKey.get(key)!.add(title);
  };
  const defaults = initialValues(resolved);
  for (const values of [defaults, { ...defaults, 'holder.type': 'company' }]) {
    for (const field of fieldsOf(resolved, values)) {
      add(`field.${field.path}.label`, field.schema.title);
      for (const choice of field.schema.oneOf ?? []) add(`option.${choice.const}`, choice.title);
    }
  }
}
