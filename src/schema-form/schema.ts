import type { InstrumentDataSchema } from '../api/schemas/instrument-data-schema';
import { isPlainObject as isObject } from '../api/guards';
import { ConfigurationError } from '../api/errors';
import { loadCheck } from '../validation/checks';

/**
 * What the schema reader (read.ts) and the resolver of `$ref`s (resolve.ts) share: the resolved schema's
 * types, the checks of a schema object's structure, the loads of its checks' modules, the remote
 * documents. The reader imports the resolver lazily; neither imports the other's module for these.
 */

/** A schema node after resolution: no `$ref`, no `$defs`. */
export type SchemaNode = Omit<
  InstrumentDataSchema,
  '$ref' | '$defs' | 'properties' | 'dependentSchemas' | 'if' | 'then' | 'else' | 'allOf'
> & {
  properties?: Record<string, SchemaNode>;
  dependentSchemas?: Record<string, SchemaNode>;
  if?: SchemaNode;
  then?: SchemaNode;
  else?: SchemaNode;
  allOf?: SchemaNode[];
};

declare const resolvedBrand: unique symbol;

/** A checked schema with its references inlined; only `readSchema` and `resolveSchema` make one. */
export interface ResolvedSchema {
  readonly root: SchemaNode;
  /** The URL the root document was identified by (`$id`), when it had one. */
  readonly baseUrl?: string;
  readonly [resolvedBrand]: true;
}

export type FetchJson = (url: string) => Promise<unknown>;

/** One schema document: the root the merchant got, or one fetched for a remote `$ref`. */
export interface SchemaDocument {
  url?: string;
  root: unknown;
}

export interface Location {
  document: SchemaDocument;
  /** JSON pointer inside the document, '' for its root. */
  pointer: string;
}

/** Remote schema documents per fetch function: one client fetches `holder.json` once for all its elements. */
const documentCaches = new WeakMap<FetchJson, Map<string, Promise<unknown>>>();

/** The JSON at `url`, fetched once per `fetchJson`; again after a failure, which a later form may not meet. */
export function remoteDocument(fetchJson: FetchJson, url: string): Promise<unknown> {
  let documents = documentCaches.get(fetchJson);
  if (!documents) documentCaches.set(fetchJson, (documents = new Map()));
  let loading = documents.get(url);
  if (!loading) {
    loading = fetchJson(url);
    loading.catch(() => documents.delete(url));
    documents.set(url, loading);
  }
  return loading;
}

/** The schema a form renders, once its root is checked to be an object schema. */
export function checkedRoot(root: SchemaNode, document: SchemaDocument): ResolvedSchema {
  if (root.type !== 'object' && !root.properties) {
    fail(
      { document, pointer: '' },
      'the root is not an object schema',
      import.meta.env.DEV && 'Publish `{ "type": "object", "properties": {...} }`.',
    );
  }
  return { root, baseUrl: document.url } as ResolvedSchema;
}

/**
 * Starts loading the modules of the check and the named display format (`x-ui.format` "iban", which
 * comes with the check module of its name) that a schema object names; validation itself is synchronous.
 */
export function loadChecksOf(raw: Record<string, unknown>): Promise<void>[] {
  const loads: Promise<void>[] = [];
  const check = raw['x-check'];
  const format = (raw['x-ui'] as { format?: unknown } | undefined)?.format;
  if (typeof check === 'string') loads.push(loadCheck(check, raw));
  if (typeof format === 'string') loads.push(loadCheck(format));
  for (const loading of loads) loading.catch(() => {}); // a submit tries again and reports it
  return loads;
}

/**
 * The structure a form relies on: a schema object, with child schemas in objects and arrays, no
 * `__proto__` property (as an object key it would replace a prototype, not name a field), patterns that
 * compile, and an IBAN field's formats (`x-iban`) in shape. The rest of a schema's keywords are linted
 * where the platform publishes it (lint.ts).
 */
export function checkNode(raw: unknown, at: Location): asserts raw is Record<string, unknown> {
  if (!isObject(raw))
    fail(
      at,
      'is not a schema object',
      import.meta.env.DEV && 'Each schema must be a JSON object such as {"type": "string"}.',
    );
  const problem = (keyword: string, what: string, fix: string | false): never =>
    fail({ document: at.document, pointer: `${at.pointer}/${escapePointer(keyword)}` }, what, fix);
  for (const keyword of ['properties', 'dependentSchemas', '$defs']) {
    const value = raw[keyword];
    if (value === undefined) continue;
    if (!isObject(value))
      return problem(
        keyword,
        `"${keyword}" must be an object of schemas`,
        import.meta.env.DEV && 'Write { "<name>": { ... } }.',
      );
    if (Object.hasOwn(value, '__proto__'))
      problem(
        keyword,
        `"${keyword}" may not name a property "__proto__"`,
        import.meta.env.DEV && 'Rename the property.',
      );
  }
  if (raw.allOf !== undefined && !Array.isArray(raw.allOf))
    problem(
      'allOf',
      '"allOf" must be an array of schemas',
      import.meta.env.DEV && 'Write [ { ... }, { ... } ].',
    );
  if (raw.pattern !== undefined) {
    try {
      new RegExp(raw.pattern as string, 'u');
    } catch (error) {
      problem(
        'pattern',
        `"pattern" ${JSON.stringify(raw.pattern)} is not a valid regular expression (${(error as Error).message})`,
        import.meta.env.DEV && 'Write an ECMA-262 pattern such as "^[0-9]{8}$".',
      );
    }
  }
  const iban = raw['x-iban'];
  if (iban !== undefined && !(isObject(iban) && Object.values(iban).every(isIbanFormat)))
    problem(
      'x-iban',
      '"x-iban" must map country codes to { "length": number, "bban": string }',
      import.meta.env.DEV && 'Write e.g. { "DE": { "length": 22, "bban": "8n10n" } }.',
    );
}

function isIbanFormat(format: unknown): boolean {
  return isObject(format) && typeof format.length === 'number' && /^(\d+[nac])+$/.test(String(format.bban));
}

/**
 * Throws `schema.invalid` naming where and what. `fix`, the advice, is for developers: call sites pass
 * `import.meta.env.DEV && '...'`, so a production build carries no advice texts.
 */
export function fail(at: Location, what: string, fix: string | false): never {
  throw new ConfigurationError(
    'schema.invalid',
    `instrumentDataSchema at ${describe(at)}: ${what}.${fix ? ` ${fix}` : ''}`,
  );
}

/** `"#/properties/account/pattern"`, prefixed with the document's URL when it came from one. */
export function describe(at: Location): string {
  return `"${at.document.url ?? ''}#${at.pointer}"`;
}

export function escapePointer(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** An object that is not null and not an array (one guard for the whole SDK). */
export { isObject };
