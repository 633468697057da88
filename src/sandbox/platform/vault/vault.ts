import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  detokenizeResponseSchema,
  maxRecordsPerTokenizeRequest,
  recordQuerySchema,
  tokenizeEnvelopeSchema,
  tokenizeRecordRequestSchema,
  tokenizeRequestSchema,
  tokenizeResponseSchema,
  vaultRecordSchema,
  volatileFieldTypes,
  type DetokenizationType,
  type DetokenizeResponse,
  type FieldType,
  type RecordType,
  type TokenizeRecordRequest,
  type TokenizeResult,
  type VaultField,
  type VaultRecord,
} from '../../../api/schemas/vault';
import type { SandboxClock } from '../shared/clock';
import type { Collection, Storage } from '../../storage/storage';
import { principalOf, type Route, type RouteRequest, type SandboxContext } from '../../http/context';
import { errorObject, httpError } from '../../http/responses';
import * as z from 'zod/mini';
import { issueProblems, type Issue, type Problem } from '../../http/pipeline';

const recordCountSchema = z.object({ count: z.int() });

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

interface StoredRecord {
  id: string;
  merchantId: string;
  type: RecordType;
  fingerprint: string;
  fields: StoredField[];
}

/** The sandbox's vault: records by id, fingerprints keyed with a secret made once per sandbox. */
export class VaultStore {
  private readonly records: Collection<StoredRecord>;
  /** Every alias handed out, so a new one never repeats an old one. */
  private readonly aliases = new Set<string>();
  private readonly fingerprintSecret: Uint8Array;

  constructor(
    private readonly clock: SandboxClock,
    storage: Storage,
    readonly configuration: VaultConfiguration = defaultVaultConfiguration,
  ) {
    this.records = storage.collection('vault_records');
    this.fingerprintSecret = storage.secret('vaultFingerprintSecret');
    for (const record of this.records.values())
      for (const field of record.fields) this.aliases.add(field.alias);
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
  count(merchantId: string): number {
    let count = 0;
    for (const record of this.records.values()) if (record.merchantId === merchantId) count += 1;
    return count;
  }

  get(merchantId: string, id: string): StoredRecord | undefined {
    const record = this.records.get(id);
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

  private newAlias(): string {
    let alias: string;
    do alias = `tok_${randomBytes(16).toString('base64url')}`;
    while (this.aliases.has(alias));
    this.aliases.add(alias);
    return alias;
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

/** Validates and stores one record of a tokenize request; a bad one answers its own `error`. */
function tokenizeOne(ctx: SandboxContext, merchantId: string, input: unknown, index: number): TokenizeResult {
  const parsed = tokenizeRecordRequestSchema.safeParse(input);
  const problems: Problem[] = parsed.success
    ? expiryProblems(ctx, parsed.data, index)
    : parsed.error.issues.flatMap((issue) => issueProblems(issue as Issue, input, ['records', index]));
  if (!parsed.success || problems.length > 0) {
    const first = problems[0]!;
    return {
      error: errorObject(
        {
          code: 'request.param.invalid',
          detail: `${problems.map((problem) => `${problem.path} ${problem.text}`).join('; ')}.`,
          reason: {
            field: first.path,
            rule: first.rule,
            problems: problems.map(({ path, rule }) => ({ field: path, rule })),
          },
        },
        ctx.apiUrl,
      ),
    };
  }
  return ctx.vault.toWire(ctx.vault.store(merchantId, parsed.data));
}

/** An expiry month and year in the past (on the sandbox clock) make the record invalid. */
function expiryProblems(ctx: SandboxContext, record: TokenizeRecordRequest, index: number): Problem[] {
  const month = record.fields.expiryMonth?.value;
  const year = record.fields.expiryYear?.value;
  if (!month || !year) return [];
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  // A card is valid through the last moment of its expiry month.
  const endMs = Date.UTC(fullYear, Number(month), 1);
  if (ctx.clock.nowMs() < endMs) return [];
  return [
    {
      path: `records.${index}.fields.expiryYear.value`,
      rule: 'expired',
      text: `with expiryMonth ${month} is in the past: the card expired`,
    },
  ];
}

async function handleTokenize(ctx: SandboxContext, request: RouteRequest) {
  const { records } = request.body as { records: unknown[] };
  if (records.length > maxRecordsPerTokenizeRequest) {
    throw httpError(
      413,
      'request.entity-too-large',
      `A tokenize request takes at most ${maxRecordsPerTokenizeRequest} records (got ${records.length}); nothing was stored. Split it into several requests.`,
      { maximum: maxRecordsPerTokenizeRequest, received: records.length },
    );
  }
  const merchantId = principalOf(request).merchantId;
  const results = records.map((record, index) => tokenizeOne(ctx, merchantId, record, index));
  return { status: 200, body: { records: results } };
}

function requireRecord(ctx: SandboxContext, request: RouteRequest): StoredRecord {
  const id = request.params.id!;
  const record = ctx.vault.get(principalOf(request).merchantId, id);
  if (!record) throw httpError(404, 'request.not-found', `No vault record with id ${id}.`, { id });
  return record;
}

async function handleGetRecord(ctx: SandboxContext, request: RouteRequest) {
  const query = recordQuerySchema.safeParse(Object.fromEntries(request.url.searchParams));
  if (!query.success) {
    throw httpError(400, 'request.malformed', 'includeDetokenizations must be "true" or "false".', {
      path: 'includeDetokenizations',
      rule: 'enum',
    });
  }
  const record = requireRecord(ctx, request);
  return { status: 200, body: ctx.vault.toWire(record, query.data.includeDetokenizations === 'true') };
}

function useRoute(type: DetokenizationType, segment: string, summary: string): Route {
  return {
    host: 'vault',
    method: 'POST',
    path: `/sandbox/records/:id/${segment}`,
    access: { credentials: ['vaultToken'] },
    docs: {
      summary,
      specSection: 'sandbox',
      permission: 'vault token',
      responses: [{ status: 200, body: detokenizeResponseSchema }],
    },
    async handle(ctx, request) {
      return { status: 200, body: ctx.vault.use(requireRecord(ctx, request), type) };
    },
  };
}

/** The vault host's record routes (spec 4.1) and the sandbox's stand-ins for proxy use and SDK reveal. */
export const vaultRoutes: Route[] = [
  {
    host: 'vault',
    method: 'POST',
    path: '/records/tokenize',
    body: 'json',
    validateBody: tokenizeEnvelopeSchema,
    access: { credentials: ['vaultToken'], scope: 'vaultrecords:tokenize' },
    fault: 'tokenize',
    docs: {
      summary:
        'Tokenize records: stores card or network-token data and answers aliases, one entry per record',
      specSection: '4.1',
      permission: 'vault token with scope vaultrecords:tokenize; no idempotency',
      requestBody: tokenizeRequestSchema,
      responses: [{ status: 200, body: tokenizeResponseSchema }],
    },
    handle: handleTokenize,
  },
  {
    host: 'vault',
    method: 'GET',
    path: '/records/:id',
    access: { credentials: ['vaultToken'] },
    fault: 'records',
    docs: {
      summary: "A vault record; `includeDetokenizations=true` adds each field's detokenization counts",
      specSection: '4.1',
      permission: 'vault token',
      query: recordQuerySchema,
      responses: [{ status: 200, body: vaultRecordSchema }],
    },
    handle: handleGetRecord,
  },
  {
    host: 'vault',
    method: 'GET',
    path: '/sandbox/records',
    access: { credentials: ['vaultToken'] },
    docs: {
      summary: 'How many records the vault holds for the merchant (proves a refused request stored none)',
      specSection: 'sandbox',
      permission: 'vault token',
      responses: [{ status: 200, body: recordCountSchema }],
    },
    async handle(ctx, request) {
      return { status: 200, body: { count: ctx.vault.count(principalOf(request).merchantId) } };
    },
  },
  useRoute(
    'detokenization',
    'detokenize',
    'Sandbox stand-in for a proxy use: answers the values and counts a detokenization per field',
  ),
  useRoute(
    'sdkReveal',
    'reveal',
    'Sandbox stand-in for an SDK reveal: answers the values and counts a reveal per field',
  ),
];
