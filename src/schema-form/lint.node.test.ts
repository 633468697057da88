import { describe, expect, it } from 'vitest';
import { createTestSession } from '../../test/sandbox-client';
import { decodeConfig } from '../core/config';
import { labelsEn } from '../i18n/labels-en';
import { supportedCountries } from '../sandbox/index';
import { fieldsOf, initialValues } from './fields';
import { lintSchema } from './lint';
import type { ResolvedSchema } from './read';

/*
 * The sandbox publishes the bank-account schema of every supported country; the browser resolves them
 * without linting their keywords (resolve.ts), so each published schema is linted here, with its remote
 * `$ref` documents, as the platform's publish step would.
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
