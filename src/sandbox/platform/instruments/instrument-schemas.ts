import type { InstrumentDataSchema } from '../../../api/schemas/instrument-data-schema';
import { resolveSchema, validateInstrumentData, type ResolvedSchema } from '../../../schema-form';
import {
  bankAccountSchema,
  bankAccountSchemaUrl,
  holderSchema,
  holderSchemaUrl,
  isSupportedCountry,
  supportedCountries,
} from './bank-account-schemas';
import { invalidParam, type ErrorItem } from '../../http/responses';

/**
 * The schema documents the sandbox serves, and server-side validation of instrument data against
 * them with the same pure functions the browser element uses (so both sides agree on every rule).
 */
export class InstrumentSchemas {
  private readonly documents = new Map<string, InstrumentDataSchema>();
  private readonly resolved = new Map<string, Promise<ResolvedSchema>>();

  constructor(private readonly apiUrl: string) {
    this.documents.set(holderSchemaUrl(apiUrl), holderSchema(apiUrl));
    for (const country of supportedCountries) {
      this.documents.set(bankAccountSchemaUrl(apiUrl, country), bankAccountSchema(apiUrl, country));
    }
  }

  /** The bank-account schema of a supported country, as published in the lookup. */
  bankAccount(country: string): InstrumentDataSchema {
    return this.documents.get(bankAccountSchemaUrl(this.apiUrl, country))!;
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
