import { describe, expect, it } from 'vitest';
import { readSchema, validateInstrumentData, type ResolvedSchema } from '../../../schema-form';
import { ibanCheckDigits } from '../../../validation/iban';
import { checksSettled } from '../../../validation/checks';
import { sampleBankAccounts } from '../shared/test-values';
import { bankAccountSchemaUrl, supportedCountries } from './bank-account-schemas';
import { InstrumentSchemas } from './instrument-schemas';

/*
 * Every payout country's account checked three ways, which must agree on each vector: by the sandbox
 * (its validation of the schema as written, with the registry of every country), and by the SDK reading
 * the schema a page gets, prepared (the IBAN field with its countries' formats, no registry), and as
 * written (the resolver, the registry). The vectors start from each country's sample account: the
 * sample, then one change at a time (lengths, a character of the wrong kind, check digits, a digit).
 */

const apiUrl = 'http://sandbox.test';
const schemas = new InstrumentSchemas(apiUrl);
const ownDocument = async (url: string) => structuredClone(schemas.document(url));

type Data = Record<string, unknown>;

/** `data` with the string at dotted `path` replaced. */
function withValue(data: Data, path: string, value: string): Data {
  const copy = structuredClone(data);
  const names = path.split('.');
  let target = copy;
  for (const name of names.slice(0, -1)) target = target[name] as Data;
  target[names.at(-1)!] = value;
  return copy;
}

/** `bban` under `country` with IBAN check digits that are right: only what a vector changed is wrong. */
const iban = (country: string, bban: string) => `${country}${ibanCheckDigits(country, bban)}${bban}`;

/** `9` -> `0`, `3` -> `4`, `Z` -> `A`: the same kind of character, changed. */
function next(character: string): string {
  if (character === '9') return '0';
  if (character === 'Z') return 'A';
  return String.fromCharCode(character.charCodeAt(0) + 1);
}

const replaceAt = (text: string, at: number, by: string) => `${text.slice(0, at)}${by}${text.slice(at + 1)}`;

/** An IBAN's vectors: lengths, each kind of character misplaced, check digits, each BBAN character changed. */
function ibanVectors(sample: string, parent: string | undefined): string[] {
  const country = sample.slice(0, 2);
  const bban = sample.slice(4);
  const vectors = [sample, iban(country, `${bban}0`), iban(country, bban.slice(0, -1))];
  const firstDigit = bban.search(/[0-9]/);
  const firstLetter = bban.search(/[A-Z]/);
  if (firstDigit !== -1) vectors.push(iban(country, replaceAt(bban, firstDigit, 'X')));
  if (firstLetter !== -1) vectors.push(iban(country, replaceAt(bban, firstLetter, '7')));
  const digits = Number(sample.slice(2, 4));
  vectors.push(`${country}${String(digits === 97 ? 2 : digits + 1).padStart(2, '0')}${bban}`);
  for (const forbidden of ['00', '01', '99']) vectors.push(`${country}${forbidden}${bban}`);
  // A changed character with IBAN check digits redone: only a national check can refuse it.
  for (let at = 0; at < bban.length; at++) vectors.push(iban(country, replaceAt(bban, at, next(bban[at]!))));
  if (parent) vectors.push(iban(parent, bban));
  vectors.push('DE89370400440532013000', 'GB29NWBK60161331926819');
  return vectors;
}

/** Another rail's vectors, per string field: a digit changed, one more, one fewer, a letter. */
function fieldVectors(value: string): string[] {
  const last = value.length - 1;
  return [
    replaceAt(value, last, next(value[last]!)),
    `${value}1`,
    value.slice(0, -1),
    replaceAt(value, 0, 'A'),
  ];
}

function stringPaths(data: Data, prefix = ''): [string, string][] {
  return Object.entries(data).flatMap(([name, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') return [[path, value]];
    return value && typeof value === 'object' ? stringPaths(value as Data, path) : [];
  });
}

function vectorsOf(country: string): Data[] {
  const sample = sampleBankAccounts[country]! as Data;
  const account = sample.account as Data;
  if (typeof account.iban === 'string') {
    const parent = schemas.bankAccount(country).$defs?.iban?.pattern?.match(/\|([A-Z]{2})\)/)?.[1];
    return ibanVectors(account.iban, parent).map((value) => withValue(sample, 'account.iban', value));
  }
  const fields = stringPaths(sample).filter(([path]) => !path.startsWith('holder.'));
  return [
    sample,
    ...fields.flatMap(([path, value]) =>
      fieldVectors(value).map((vector) => withValue(sample, path, vector)),
    ),
  ];
}

/** The rule each path breaks, by the SDK's reading of `resolved`, as the form validates what it sends. */
function sdkVerdict(resolved: ResolvedSchema, data: Data): Record<string, string> {
  const errors = validateInstrumentData(resolved, data);
  return Object.fromEntries(Object.entries(errors).map(([path, error]) => [path, error.rule]));
}

async function sandboxVerdict(country: string, data: Data): Promise<Record<string, string>> {
  const problems = await schemas.validate(country, data);
  return Object.fromEntries(
    problems.map((problem) => [
      String(problem.reason!.field).replace(/^data\./, ''),
      String(problem.reason!.rule),
    ]),
  );
}

describe('the account checks of every payout country agree: sandbox, SDK prepared, SDK as written', () => {
  it(`${supportedCountries.length} countries, 0 disagreements`, async () => {
    const disagreements: unknown[] = [];
    let vectors = 0;
    let refused = 0;
    for (const country of supportedCountries) {
      const prepared = await readSchema((await schemas.preparedBankAccount(country)).schema, ownDocument);
      const written = await readSchema(await ownDocument(bankAccountSchemaUrl(apiUrl, country)), ownDocument);
      await checksSettled();
      for (const data of vectorsOf(country)) {
        const verdicts = {
          sandbox: await sandboxVerdict(country, data),
          prepared: sdkVerdict(prepared, data),
          written: sdkVerdict(written, data),
        };
        vectors++;
        if (Object.keys(verdicts.sandbox).length > 0) refused++;
        const sandbox = JSON.stringify(verdicts.sandbox);
        if (JSON.stringify(verdicts.prepared) !== sandbox || JSON.stringify(verdicts.written) !== sandbox)
          disagreements.push({ country, data, ...verdicts });
        // The same reasons too (an IBAN's `length`, `digit`, `checksum`): the payer reads the same message.
        const reasons = (resolved: ResolvedSchema) => JSON.stringify(validateInstrumentData(resolved, data));
        if (reasons(prepared) !== reasons(written)) disagreements.push({ country, data, reasons: true });
      }
    }
    expect(disagreements).toEqual([]);
    expect(supportedCountries).toHaveLength(145);
    // Enough vectors, and both verdicts among them: the comparison can tell a check that refuses nothing.
    expect(vectors).toBeGreaterThan(145 * 10);
    expect(refused).toBeGreaterThan(vectors / 2);
    expect(vectors - refused).toBeGreaterThan(145);
  });
});
