import type { InstrumentDataSchema } from '../../../api/schemas/instrument-data-schema';
import { validateInstrumentData, type ResolvedSchema } from '../../../schema-form';
import { resolveSchema } from '../../../schema-form/resolve';
import type { SchemaNode } from '../../../schema-form/schema';
import type { IbanStructure } from '../../../validation/iban-registry';
import {
  bankAccountSchema,
  bankAccountSchemaUrl,
  holderSchema,
  holderSchemaUrl,
  ibanStructures,
  isSupportedCountry,
  preparedBankAccountSchemaUrl,
  supportedCountries,
} from './bank-account-schemas';
import { invalidParam, type ErrorItem } from '../../http/responses';

/**
 * The schema documents the sandbox serves, and server-side validation of instrument data against
 * them with the same pure functions the browser element uses (so both sides agree on every rule).
 *
 * Each country's schema comes in two forms (contract 5): as written, with `$ref`s to its `$defs` and to
 * the holder document (`bankAccount`), and prepared, what the lookup publishes (`preparedBankAccount`):
 * that document resolved, every `$ref` inlined, and each IBAN field carrying its countries' formats
 * (`x-iban`), so that a page renders the form from the lookup alone and checks its IBANs without the
 * registry of every country. The sandbox validates against the written form with the whole registry,
 * so the two forms are checked against each other.
 */
export class InstrumentSchemas {
  private readonly documents = new Map<string, InstrumentDataSchema>();
  private readonly resolved = new Map<string, Promise<ResolvedSchema>>();
  /** Prepared schemas by country, made on first use and kept, with their JSON as served. */
  private readonly prepared = new Map<string, Promise<PreparedSchema>>();

  constructor(private readonly apiUrl: string) {
    this.documents.set(holderSchemaUrl(apiUrl), holderSchema(apiUrl));
    for (const country of supportedCountries) {
      this.documents.set(bankAccountSchemaUrl(apiUrl, country), bankAccountSchema(apiUrl, country));
    }
  }

  /** The bank-account schema of a supported country as written, with its `$ref`s. */
  bankAccount(country: string): InstrumentDataSchema {
    return this.documents.get(bankAccountSchemaUrl(this.apiUrl, country))!;
  }

  /** The prepared bank-account schema of a supported country: what the lookup publishes. */
  preparedBankAccount(country: string): Promise<PreparedSchema> {
    let prepared = this.prepared.get(country);
    if (!prepared) {
      prepared = this.resolve(country).then((resolved) =>
        preparedSchema(resolved, preparedBankAccountSchemaUrl(this.apiUrl, country), ibanStructures(country)),
      );
      this.prepared.set(country, prepared);
    }
    return prepared;
  }

  /** A served document by its URL, or undefined. */
  document(url: string): InstrumentDataSchema | undefined {
    return this.documents.get(url);
  }

  /**
   * Checks `data` against the country's schema. One `request.param.invalid` item per broken field,
   * naming the dotted path and the rule; empty when the data is valid.
   */
  async validate(country: string, data: Record<string, unknown>): Promise<ErrorItem[]> {
    if (!isSupportedCountry(country)) throw new Error(`unsupported country ${country}`);
    const schema = await this.resolve(country);
    // The platform takes the electronic form only (the element normalises what the payer typed).
    const problems = validateInstrumentData(schema, data, { normalize: false });
    return Object.entries(problems).map(([path, problem]) => {
      const field = path === '' ? 'data' : `data.${path}`;
      return invalidParam(field, problem.rule, `${field} breaks rule "${problem.rule}": ${problem.message}`);
    });
  }

  /** Remote `$ref`s resolve from the sandbox's own documents: no HTTP round trip to itself. */
  private readonly fetchOwnDocument = async (url: string): Promise<unknown> => {
    const document = this.documents.get(url);
    if (!document) throw new Error(`The sandbox serves no schema at ${url}`);
    return structuredClone(document);
  };

  private resolve(country: string): Promise<ResolvedSchema> {
    let resolved = this.resolved.get(country);
    if (!resolved) {
      resolved = resolveSchema(this.bankAccount(country), this.fetchOwnDocument);
      this.resolved.set(country, resolved);
    }
    return resolved;
  }
}

/** A prepared schema, and its JSON as the schema route serves it (compressed once, then kept). */
export interface PreparedSchema {
  schema: InstrumentDataSchema;
  json: string;
}

/**
 * A resolved schema as a document of its own, identified by `url`, each field whose `x-check` is `iban`
 * carrying `structures`, the formats of the countries it takes.
 */
function preparedSchema(
  resolved: ResolvedSchema,
  url: string,
  structures: Record<string, IbanStructure> | undefined,
): PreparedSchema {
  const withFormats = (node: SchemaNode): InstrumentDataSchema => {
    const copy: InstrumentDataSchema = { ...node } as InstrumentDataSchema;
    if (node['x-check'] === 'iban' && structures) copy['x-iban'] = structures;
    for (const keyword of ['properties', 'dependentSchemas'] as const) {
      const children = node[keyword];
      if (children) {
        copy[keyword] = Object.fromEntries(
          Object.entries(children).map(([name, child]) => [name, withFormats(child)]),
        );
      }
    }
    for (const keyword of ['if', 'then', 'else'] as const) {
      const child = node[keyword];
      if (child) copy[keyword] = withFormats(child);
    }
    if (node.allOf) copy.allOf = node.allOf.map(withFormats);
    return copy;
  };
  const { $id: _written, ...root } = withFormats(resolved.root);
  const schema = { $id: url, ...root };
  return { schema, json: JSON.stringify(schema) };
}
