import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  volatileFieldTypes,
  type DetokenizationType,
  type DetokenizeResponse,
  type FieldType,
  type RecordType,
  type TokenizeRecordRequest,
  type VaultField,
  type VaultRecord,
} from '../../../api/schemas/vault';
import type { SandboxClock } from '../shared/clock';
import type { Collection, Storage } from '../../storage/storage';
import { newestOfMerchant } from '../../storage/newest';
import { httpError } from '../../http/responses';

/** How the vault treats stored values (spec 2.2, 3): sandbox options, fixed for the sandbox's life. */
export interface VaultConfiguration {
  /** Seconds a volatile value (securityCode, cryptogram) is kept; default 900. */
  volatileRetentionSeconds: number;
  /** Detokenizations (proxy uses) allowed per field; null = unlimited. */
  allowedDetokenizationCount: number | null;
  /** SDK reveals allowed per field; null = unlimited. */
  allowedSdkRevealCount: number | null;
}

export const defaultVaultConfiguration: VaultConfiguration = {
  volatileRetentionSeconds: 900,
  allowedDetokenizationCount: null,
  allowedSdkRevealCount: null,
};

interface Use {
  count: number;
  lastAttemptedAt: string | undefined;
}

interface StoredField {
  alias: string;
  fieldType: FieldType;
  /** The plain value; undefined once a volatile value was deleted. */
  value: string | undefined;
  displayableValue: string | null;
  volatile: boolean;
  /** Volatile fields: when the value is deleted at the latest (ms since the epoch). */
  expiresAtMs: number | undefined;
  allowedDetokenizationCount: number | null;
  allowedSdkRevealCount: number | null;
  uses: Record<DetokenizationType, Use>;
}

export interface StoredRecord {
  id: string;
  merchantId: string;
  type: RecordType;
  fingerprint: string;
  fields: StoredField[];
}

/** The sandbox's vault: records by id, fingerprints keyed with a secret made once per sandbox. */
export class VaultStore {
  private readonly records: Collection<StoredRecord>;
  private readonly fingerprintSecret: Uint8Array;

  constructor(
    private readonly clock: SandboxClock,
    storage: Storage,
    readonly configuration: VaultConfiguration = defaultVaultConfiguration,
  ) {
    this.records = storage.collection('vault_records');
    this.fingerprintSecret = storage.secret('vaultFingerprintSecret');
  }

  /** Stores one validated record with fresh aliases; a repeat stores a new record (spec 4.1 rule 2). */
  store(merchantId: string, request: TokenizeRecordRequest): StoredRecord {
    const id = randomUUID();
    const nowMs = this.clock.nowMs();
    const entries = Object.entries(request.fields) as [FieldType, { value: string }][];
    const record: StoredRecord = {
      id,
      merchantId,
      type: request.type,
      fingerprint: this.fingerprint(request),
      fields: entries.map(([fieldType, { value }]) => this.field(fieldType, value, nowMs)),
    };
    this.records.set(id, record);
    return record;
  }

  /** How many records the merchant has stored (test control: proves a refused request stored none). */
  async count(merchantId: string): Promise<number> {
    const records = await this.records.select(
      (record) => record.merchantId === merchantId,
      `data->>'merchantId' = $1`,
      [merchantId],
    );
    return records.length;
  }

  /** The merchant's newest records, newest first (the console lists them as the vault masks them). */
  newest(merchantId: string, limit: number): Promise<StoredRecord[]> {
    return newestOfMerchant(this.records, merchantId, limit);
  }

  /** The merchant's record, read from the database when memory lacks it. */
  async get(merchantId: string, id: string): Promise<StoredRecord | undefined> {
    const record = await this.records.read(id);
    if (!record || record.merchantId !== merchantId) return undefined;
    this.expireVolatileValues(record);
    return record;
  }

  /**
   * One detokenization (proxy use) or SDK reveal of every field that still has a value. Once a field's
   * allowed count is reached the use is refused, and the record's volatile values are deleted (spec 3).
   */
  use(record: StoredRecord, type: DetokenizationType): DetokenizeResponse {
    this.expireVolatileValues(record);
    const attemptedAt = this.clock.iso();
    const usable = record.fields.filter((field) => field.value !== undefined);
    for (const field of usable) field.uses[type].lastAttemptedAt = attemptedAt;
    const exhausted = usable.find((field) => {
      const allowed = allowedCount(field, type);
      return allowed !== null && field.uses[type].count >= allowed;
    });
    if (exhausted) {
      for (const field of record.fields) if (field.volatile) field.value = undefined;
      const limitName = type === 'detokenization' ? 'allowedDetokenizationCount' : 'allowedSdkRevealCount';
      throw httpError(
        403,
        'request.forbidden',
        `Field ${exhausted.fieldType} of record ${record.id} reached its ${limitName} (${allowedCount(exhausted, type)}); its volatile values are now deleted.`,
        { recordId: record.id, fieldType: exhausted.fieldType, [limitName]: allowedCount(exhausted, type) },
      );
    }
    for (const field of usable) field.uses[type].count += 1;
    return {
      recordId: record.id,
      type,
      fields: record.fields.map((field) => ({
        alias: field.alias,
        fieldType: field.fieldType,
        value: field.value ?? null,
      })),
    };
  }

  /**
   * Sets a field's value anew (a fresh alias and, for a volatile field, a fresh retention): how an
   * authorize with a stored instrument updates the security code on its vault token (spec 4.2).
   */
  replaceValue(record: StoredRecord, fieldType: FieldType, value: string): void {
    const fresh = this.field(fieldType, value, this.clock.nowMs());
    const index = record.fields.findIndex((field) => field.fieldType === fieldType);
    if (index >= 0) record.fields[index] = fresh;
    else record.fields.push(fresh);
  }

  /** The wire representation (spec 2.1); `detokenizations` only when asked for. */
  toWire(record: StoredRecord, includeDetokenizations = false): VaultRecord {
    return {
      id: record.id,
      type: record.type,
      fingerprint: record.fingerprint,
      fields: record.fields.map((field) => wireField(record, field, includeDetokenizations)),
    };
  }

  private field(fieldType: FieldType, value: string, nowMs: number): StoredField {
    const volatile = volatileFieldTypes.includes(fieldType);
    return {
      alias: this.newAlias(),
      fieldType,
      value,
      displayableValue: displayable(fieldType, value),
      volatile,
      expiresAtMs: volatile ? nowMs + this.configuration.volatileRetentionSeconds * 1000 : undefined,
      allowedDetokenizationCount: this.configuration.allowedDetokenizationCount,
      allowedSdkRevealCount: this.configuration.allowedSdkRevealCount,
      uses: {
        detokenization: { count: 0, lastAttemptedAt: undefined },
        sdkReveal: { count: 0, lastAttemptedAt: undefined },
      },
    };
  }

  /**
   * 128 random bits: a repeat is as unlikely as a UUID's, so no alias handed out is kept to compare
   * with (a set of every one grew with history).
   */
  private newAlias(): string {
    return `tok_${randomBytes(16).toString('base64url')}`;
  }

  /** Equal for the same type and number, unguessable without the sandbox's secret. */
  private fingerprint(request: TokenizeRecordRequest): string {
    const number =
      request.type === 'card' ? request.fields.cardNumber.value : request.fields.networkToken.value;
    return createHmac('sha256', this.fingerprintSecret)
      .update(`${request.type}:${number}`)
      .digest('base64url');
  }

  /** Deletes volatile values whose retention has passed on the sandbox clock. */
  private expireVolatileValues(record: StoredRecord): void {
    const nowMs = this.clock.nowMs();
    for (const field of record.fields) {
      if (field.volatile && field.expiresAtMs !== undefined && nowMs >= field.expiresAtMs)
        field.value = undefined;
    }
  }
}

function allowedCount(field: StoredField, type: DetokenizationType): number | null {
  return type === 'detokenization' ? field.allowedDetokenizationCount : field.allowedSdkRevealCount;
}

function wireField(record: StoredRecord, field: StoredField, includeDetokenizations: boolean): VaultField {
  const wire: VaultField = {
    alias: field.alias,
    recordId: record.id,
    recordType: record.type,
    fieldType: field.fieldType,
    displayableValue: field.displayableValue,
    allowedDetokenizationCount: field.allowedDetokenizationCount,
    allowedSdkRevealCount: field.allowedSdkRevealCount,
    hasValue: field.volatile ? field.value !== undefined : null,
    maximumExpirationDate: field.expiresAtMs === undefined ? null : new Date(field.expiresAtMs).toISOString(),
  };
  if (includeDetokenizations) {
    wire.detokenizations = (['detokenization', 'sdkReveal'] as const).flatMap((type) => {
      const use = field.uses[type];
      return use.lastAttemptedAt ? [{ lastAttemptedAt: use.lastAttemptedAt, count: use.count, type }] : [];
    });
  }
  return wire;
}

/** Card and token numbers keep their first 6 and last 4 digits; volatile values are never displayable. */
function displayable(fieldType: FieldType, value: string): string | null {
  if (fieldType === 'securityCode' || fieldType === 'cryptogram') return null;
  if (fieldType === 'cardNumber' || fieldType === 'networkToken') {
    return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
  }
  return value;
}
