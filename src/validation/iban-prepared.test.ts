import { describe, expect, it } from 'vitest';
import { checkValue, checksSettled, loadCheck } from './checks';
import { ibanCheckDigits } from './iban';

/*
 * The IBAN check of a prepared schema's field, as a page loads it (checks.ts): the field carries its
 * countries' formats (`x-iban`, contract 5), so no registry of every country is fetched; the national
 * check digits come with a field whose formats name them. The tests run in order in one page.
 */

/** The requests of this page for a module of src/validation whose file name starts with `name`. */
const requestsFor = (name: string) =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes(`/validation/${name}`));

const germanField = { type: 'string', 'x-check': 'iban', 'x-iban': { DE: { length: 22, bban: '8n10n' } } };
const frenchField = {
  type: 'string',
  'x-check': 'iban',
  'x-iban': { FR: { length: 27, bban: '5n5n11c2n', nationalCheck: 'FR' } },
};

describe("an IBAN field with its countries' formats", () => {
  it('checks German IBANs with neither the registry nor any national check digits', async () => {
    await loadCheck('iban', germanField);
    expect(checkValue('iban', 'DE89370400440532013000', germanField)).toBe(true);
    expect(checkValue('iban', 'DE8937040044053201300', germanField)).toEqual({
      reason: 'length',
      params: { country: 'DE', length: 22 },
    });
    expect(checkValue('iban', 'DE54A70400440532013000', germanField)).toEqual({
      reason: 'digit',
      params: { country: 'DE', position: 5 },
    });
    expect(checkValue('iban', 'DE88370400440532013000', germanField)).toEqual({
      reason: 'checksum',
      params: { country: 'DE' },
    });
    // A country the field does not take has no format here, whatever the registry says.
    expect(checkValue('iban', 'FR1420041010050500013M02606', germanField)).toEqual({
      reason: 'country',
      params: { country: 'FR' },
    });
    await checksSettled();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requestsFor('iban-registry.ts')).toEqual([]);
    expect(requestsFor('iban-national.ts')).toEqual([]);
  });

  it('loads the national check digits with a field whose formats name them, and still no registry', async () => {
    await loadCheck('iban', frenchField);
    expect(requestsFor('iban-national.ts')).toHaveLength(1);
    const wrongRibKey = `FR${ibanCheckDigits('FR', '20041010050500013M02607')}20041010050500013M02607`;
    expect(checkValue('iban', wrongRibKey, frenchField)).toEqual({
      reason: 'checksum',
      params: { country: 'FR' },
    });
    expect(checkValue('iban', 'FR1420041010050500013M02606', frenchField)).toBe(true);
    expect(requestsFor('iban-registry.ts')).toEqual([]);
  });
});
