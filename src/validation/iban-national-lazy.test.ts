import { describe, expect, it } from 'vitest';
import { checkValue, checksSettled, loadCheck } from './checks';
import { formatIban, ibanCheckDigits } from './iban';

/*
 * The IBAN check as a page loads it (checks.ts) for a field without its countries' formats (a schema
 * that takes any IBAN), without ./index, which installs every check at once: the registry of every
 * country and the national check digits are chunks of their own, fetched only when an IBAN needs them.
 * The tests run in order in one page: the German one first, before anything could have fetched them.
 */

/** The requests of this page for a module of src/validation whose file name starts with `name`. */
const requestsFor = (name: string) =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes(`/validation/${name}`));

/** A field that takes an IBAN of any country: no `x-iban`. */
const anyIban = { type: 'string', 'x-check': 'iban' };

/** A French BBAN with a wrong RIB key (06 -> 07), under IBAN check digits that are right. */
const wrongRibKey = `FR${ibanCheckDigits('FR', '20041010050500013M02607')}20041010050500013M02607`;

describe('an IBAN field without formats: the registry, and national check digits for the countries that have them', () => {
  it('loads the registry with the field; a German IBAN is formatted and checked in full without national checks', async () => {
    await loadCheck('iban', anyIban);
    expect(requestsFor('iban-registry.ts')).toHaveLength(1);
    expect(formatIban('DE8937040044')).toBe('DE89 3704 0044');
    expect(checkValue('iban', 'DE89370400440532013000', anyIban)).toBe(true);
    expect(checkValue('iban', 'DE88370400440532013000', anyIban)).toEqual({
      reason: 'checksum',
      params: { country: 'DE' },
    });
    // Long enough for a request started by any of these to have ended.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requestsFor('iban-national.ts')).toEqual([]);
  });

  it("a French IBAN's first letters fetch them; a submit waits for them, and a wrong RIB key is refused", async () => {
    formatIban('FR');
    // Checked before the chunk can have arrived: it passes while the payer types, as a valid one would.
    expect(checkValue('iban', wrongRibKey, anyIban)).toBe(true);
    // What a form's tokenize() awaits before it validates: the owed check digits, here.
    await checksSettled();
    expect(requestsFor('iban-national.ts')).toHaveLength(1);
    expect(checkValue('iban', wrongRibKey, anyIban)).toEqual({
      reason: 'checksum',
      params: { country: 'FR' },
    });
    expect(checkValue('iban', 'FR1420041010050500013M02606', anyIban)).toBe(true);
  });
});
