import { describe, expect, it } from 'vitest';
import { checkValue, checksSettled, loadCheck } from './checks';
import { formatIban, ibanCheckDigits } from './iban';

/*
 * The IBAN check as a page loads it (checks.ts), without ./index, which installs every check at once:
 * the national check digits are their own chunk, fetched only for a country that has them. The tests
 * run in order in one page: the German one first, before anything could have fetched the chunk.
 */

/** The requests of this page for the national checks' module. */
const nationalChecksRequests = () =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/iban-national.ts'));

/** A French BBAN with a wrong RIB key (06 -> 07), under IBAN check digits that are right. */
const wrongRibKey = `FR${ibanCheckDigits('FR', '20041010050500013M02607')}20041010050500013M02607`;

describe('national check digits, loaded for the countries that have them', () => {
  it('a German IBAN is formatted and checked in full without them', async () => {
    await loadCheck('iban');
    expect(formatIban('DE8937040044')).toBe('DE89 3704 0044');
    expect(checkValue('iban', 'DE89370400440532013000')).toBe(true);
    expect(checkValue('iban', 'DE88370400440532013000')).toEqual({
      reason: 'checksum',
      params: { country: 'DE' },
    });
    // Long enough for a request started by any of these to have ended.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(nationalChecksRequests()).toEqual([]);
  });

  it("a French IBAN's first letters fetch them; a submit waits for them, and a wrong RIB key is refused", async () => {
    formatIban('FR');
    // Checked before the chunk can have arrived: it passes while the payer types, as a valid one would.
    expect(checkValue('iban', wrongRibKey)).toBe(true);
    // What a form's tokenize() awaits before it validates: the owed check digits, here.
    await checksSettled();
    expect(nationalChecksRequests()).toHaveLength(1);
    expect(checkValue('iban', wrongRibKey)).toEqual({ reason: 'checksum', params: { country: 'FR' } });
    expect(checkValue('iban', 'FR1420041010050500013M02606')).toBe(true);
  });
});
