import { describe, expect, it } from 'vitest';
import { checkValue, loadCheck } from './checks';
import { ibanCheckDigits } from './iban';

/*
 * Outside a page (the sandbox validating an instrument, a server) nothing waits on bytes: loading the
 * IBAN check loads every country's national check digits with it, so the very first IBAN is checked in
 * full. A page fetches them only for an IBAN of a country that has them (iban-national-lazy.test.ts).
 */
describe('the IBAN check outside a page', () => {
  it('refuses a wrong RIB key on the first check after loading', async () => {
    await loadCheck('iban');
    const bban = '20041010050500013M02607'; // the RIB key 06 changed to 07
    expect(checkValue('iban', `FR${ibanCheckDigits('FR', bban)}${bban}`)).toEqual({
      reason: 'checksum',
      params: { country: 'FR' },
    });
    expect(checkValue('iban', 'FR1420041010050500013M02606')).toBe(true);
  });
});
