import { describe, expect, it } from 'vitest';
import type { Instrument } from '../../../api/schemas/instrument';
import { NATIONAL_BBANS } from '../../../validation/iban-registry';
import { supportedCountries } from '../instruments/bank-account-schemas';
import { payoutCountries } from '../instruments/payout-countries';
import {
  bearer,
  call,
  createInstrument,
  createSession,
  payoutBody,
  useTestSandbox,
  waitForExecution,
} from '../../node-test-helpers';
import { sampleBankAccounts } from '../shared/test-values';

const sandbox = useTestSandbox({ payoutSettleMs: 10 });

describe('payouts to every supported country', () => {
  it('covers every IBAN country and territory (but GB and BR, paid by their national rails) and 20 rails', () => {
    for (const country of ['AX', 'GF', 'JE', 'SN', 'CM', 'MA', 'IR', 'AU', 'CA', 'NZ', 'JP', 'AR', 'PE']) {
      expect(supportedCountries, country).toContain(country);
    }
    expect(supportedCountries.length).toBeGreaterThan(140);
  });

  it.each(supportedCountries)(
    '%s: client init offers the form, and its sample account is paid out',
    async (country) => {
      const config = await createSession(sandbox, { country });
      const option = config.lookup.data.payoutCompositionOptions![0]!;
      expect(option.clientConfig.instrumentDataSchema).toMatchObject({ type: 'object' });

      const created = await createInstrument(config, sampleBankAccounts[country]!);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const instrument = created.body as Instrument;
      if (Object.hasOwn(NATIONAL_BBANS, country)) {
        expect(instrument.data).toMatchObject({ ibanRegistry: 'national' });
      }

      const response = await call(config.execution.links.payout!.href, {
        headers: bearer(config.token),
        body: payoutBody(config, instrument.id),
      });
      expect(response.status).toBe(202);
      const last = (await waitForExecution(config)).status.at(-1)!;
      expect(last.code).toBe('payoutSuccessful');
    },
  );

  it('refuses a valid IBAN whose national check digits are wrong, naming the typed rule', async () => {
    const config = await createSession(sandbox, { country: 'BE' });
    // BE: 539-0075470-34 has check 34; 35 fails it. IBAN check digits recomputed so only that is wrong.
    const created = await createInstrument(config, {
      ...sampleBankAccounts.BE!,
      account: { iban: 'BE41539007547035' },
    });
    expect(created.status).toBe(400);
    expect(JSON.stringify(created.body)).toContain('The check digits of this IBAN do not match');
  });
});

describe('payoutCountries', () => {
  it('lists every supported country once, with a currency, its kind and a sample', () => {
    const countries = payoutCountries();
    expect(countries.map((entry) => entry.country).sort()).toEqual([...supportedCountries].sort());
    for (const entry of countries) expect(entry.currency, entry.country).toMatch(/^[A-Z]{3}$/);
    const byCode = Object.fromEntries(countries.map((entry) => [entry.country, entry]));
    expect(byCode.AX).toMatchObject({ name: 'Åland Islands', kind: 'ibanTerritory', currency: 'EUR' });
    expect(byCode.SN).toMatchObject({ kind: 'nationalIban', currency: 'XOF' });
    expect(byCode.JP).toMatchObject({ name: 'Japan', kind: 'rail', currency: 'JPY' });
    expect(byCode.DE).toMatchObject({
      kind: 'iban',
      sample: { account: { iban: 'DE89370400440532013000' } },
    });
  });
});
