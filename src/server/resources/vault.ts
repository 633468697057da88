import {
  tokenizeResponseSchema,
  vaultRecordSchema,
  type FieldType,
  type RecordType,
  type TokenizeResponse,
  type VaultRecord,
} from '../../api/schemas/vault';
import { path, type ClientCore } from './core';

/**
 * One record to tokenize. Typed loosely on purpose: the vault checks every record on its own and
 * answers a bad one with an `error` entry while storing the others (spec 4.1).
 */
export interface TokenizeRecordInput {
  type: RecordType;
  fields: Partial<Record<FieldType, { value: string }>>;
}

/** `getRecord(recordId, options)`: what to add to the vault record, and a signal to abort the call. */
export interface GetRecordOptions {
  /** Add each field's detokenization and reveal counts. */
  includeDetokenizations?: boolean;
  signal?: AbortSignal;
}

/** The vault host: tokenize (vault token, no idempotency) and record retrieval. */
export function vaultMethods(core: ClientCore) {
  const { transport } = core;
  return {
    /**
     * Stores 1 to 50 records and answers one entry per record, in request order: a stored record or
     * its `error`. More than 50 is refused whole (413). Not idempotent: a repeat stores new records,
     * so only answers that prove nothing ran (429, 503) are retried.
     */
    async tokenize(
      records: TokenizeRecordInput[],
      options: { signal?: AbortSignal } = {},
    ): Promise<TokenizeResponse> {
      const vault = core.vault();
      return transport.request({
        method: 'POST',
        url: `${vault.url}/records/tokenize`,
        json: { records },
        auth: vault.auth,
        replaySafe: false,
        signal: options.signal,
        schema: tokenizeResponseSchema,
      });
    },

    /** A stored record; volatile fields show `hasValue: false` once their retention has passed. */
    async getRecord(recordId: string, options: GetRecordOptions = {}): Promise<VaultRecord> {
      const vault = core.vault();
      return transport.request({
        method: 'GET',
        url: vault.url + path`/records/${recordId}`,
        query: { includeDetokenizations: options.includeDetokenizations ? 'true' : undefined },
        auth: vault.auth,
        signal: options.signal,
        schema: vaultRecordSchema,
      });
    },
  };
}
