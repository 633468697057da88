import type { InstrumentDataSchema } from '../api/schemas/instrument-data-schema';
import { isPlainObject as isObject } from '../api/guards';
import { ConfigurationError, RailkitError } from '../api/errors';
import { loadCheck } from '../validation/checks';

/**
 * Turns a platform instrumentDataSchema (contract 5) into a `ResolvedSchema`: checked keyword by
 * keyword, with every `$ref` (local `#/$defs/x`, relative, or an http(s) URL) replaced by its target.
 * Everything downstream (validation, field model) then works on plain nested objects.
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

/** A checked schema with its references inlined; only `resolveSchema` makes one. */
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

/** A check of one schema object of the document (lint.ts), run before it is resolved. */
export type SchemaLint = (raw: Record<string, unknown>, at: Location) => void;

interface ResolveContext {
  fetchJson: FetchJson;
  lint: SchemaLint | undefined;
  documents: Map<string, Promise<SchemaDocument>>;
  /** Finished targets by `url#pointer`, so a `$def` used by many fields is resolved once. */
  targets: Map<string, SchemaNode>;
  /**
   * The `x-check` modules on their way. The walk does not wait for them, so a remote `$ref` after a
   * check is fetched at the same time as the check's module; `resolveSchema` waits for all at the end.
   */
  checks: Promise<void>[];
}

/** Remote documents per fetch function: one client fetches `holder.json` once for all its elements. */
const documentCaches = new WeakMap<FetchJson, Map<string, Promise<SchemaDocument>>>();

/**
 * Checks `schema` and inlines its references. Rejects with `schema.invalid` naming the JSON pointer
 * and the problem, or `schema.unreachable` when a remote `$ref` cannot be fetched.
 */
export async function resolveSchema(
  schema: unknown,
  fetchJson: FetchJson,
  lint?: SchemaLint,
): Promise<ResolvedSchema> {
  let documents = documentCaches.get(fetchJson);
  if (!documents) documentCaches.set(fetchJson, (documents = new Map()));
  const id =
    isObject(schema) && typeof schema.$id === 'string' && isHttpUrl(schema.$id) ? schema.$id : undefined;
  const document: SchemaDocument = { url: id && withoutFragment(id), root: schema };
  const context: ResolveContext = { fetchJson, lint, documents, targets: new Map(), checks: [] };
  const root = await resolveNode(schema, { document, pointer: '' }, context, []);
  await Promise.all(context.checks);
  if (root.type !== 'object' && !root.properties) {
    fail(
      { document, pointer: '' },
      'the root is not an object schema',
      import.meta.env.DEV && 'Publish `{ "type": "object", "properties": {...} }`.',
    );
  }
  return { root, baseUrl: document.url } as ResolvedSchema;
}

async function resolveNode(
  raw: unknown,
  at: Location,
  context: ResolveContext,
  stack: string[],
): Promise<SchemaNode> {
  if (!isObject(raw))
    fail(
      at,
      'is not a schema object',
      import.meta.env.DEV && 'Each schema must be a JSON object such as {"type": "string"}.',
    );
  checkStructure(raw, at);
  context.lint?.(raw, at);
  // The check's rules load with the schema that names it: validation itself is synchronous. So does a
  // named display format (`x-ui.format` "iban"), which comes with the check module of its name.
  for (const name of [raw['x-check'], (raw['x-ui'] as { format?: unknown } | undefined)?.format]) {
    if (typeof name !== 'string') continue;
    const loading = loadCheck(name);
    loading.catch(() => {}); // reported by resolveSchema, which waits for it
    context.checks.push(loading);
  }
  const target = typeof raw.$ref === 'string' ? await resolveReference(raw.$ref, at, context, stack) : {};
  const node: SchemaNode = { ...target };
  const child = (name: string): Location => ({ document: at.document, pointer: `${at.pointer}/${name}` });
  for (const [key, value] of Object.entries(raw)) {
    if (key === '$ref' || key === '$defs' || key === '$schema' || key === '$comment') continue;
    switch (key) {
      case 'properties':
      case 'dependentSchemas': {
        // All at once, so the remote documents of several $refs load in parallel; taken in order, so a
        // failure reported is the first in document order, as in a walk of one after the other.
        const started = Object.entries(value as object).map(([name, sub]) => {
          const resolving = resolveNode(sub, child(`${key}/${escapePointer(name)}`), context, stack);
          resolving.catch(() => {}); // reported below, in order
          return [name, resolving] as const;
        });
        const children: Record<string, SchemaNode> = {};
        for (const [name, resolving] of started) children[name] = await resolving;
        node[key] = children;
        break;
      }
      case 'if':
      case 'then':
      case 'else':
        node[key] = await resolveNode(value, child(key), context, stack);
        break;
      case 'allOf': {
        const items: SchemaNode[] = [];
        for (const [index, sub] of (value as unknown[]).entries()) {
          items.push(await resolveNode(sub, child(`allOf/${index}`), context, stack));
        }
        node.allOf = items;
        break;
      }
      case 'x-ui':
      case 'errorMessage':
        // Siblings of a $ref refine the target's hints instead of replacing them all.
        (node as Record<string, unknown>)[key] = {
          ...(target as Record<string, object>)[key],
          ...(value as object),
        };
        break;
      default:
        (node as Record<string, unknown>)[key] = value;
    }
  }
  // Definitions last: a walk in document order reaches the remote `$ref`s of `properties` sooner (their
  // fetches are what the first paint waits on), and the definitions they use are resolved by then.
  if (isObject(raw.$defs)) {
    for (const name of Object.keys(raw.$defs)) {
      await resolveTarget(
        { document: at.document, pointer: `${at.pointer}/$defs/${escapePointer(name)}` },
        context,
        stack,
      );
    }
  }
  return node;
}

/** Resolves what `ref` (written at `at`) points to, fetching a remote document when needed. */
async function resolveReference(
  ref: string,
  at: Location,
  context: ResolveContext,
  stack: string[],
): Promise<SchemaNode> {
  const [address = '', fragment = ''] = ref.split('#', 2) as [string, string?];
  let document = at.document;
  if (address !== '') {
    if (!isHttpUrl(address) && !document.url) {
      fail(
        at,
        `"$ref": "${ref}" is relative but the document has no absolute $id`,
        import.meta.env.DEV && 'Use "#/$defs/<name>" or an absolute http(s) URL.',
      );
    }
    const url = new URL(address, document.url).href;
    if (!isHttpUrl(url))
      fail(
        at,
        `"$ref": "${ref}" is neither local (#/...) nor http(s)`,
        import.meta.env.DEV && 'Use "#/$defs/<name>" or an http(s) URL.',
      );
    document = await loadDocument(url, at, context);
  }
  if (fragment !== '' && !fragment.startsWith('/')) {
    fail(
      at,
      `"$ref": "${ref}" has a fragment that is not a JSON pointer`,
      import.meta.env.DEV && 'Write it as "#/$defs/<name>".',
    );
  }
  return resolveTarget({ document, pointer: decodeURIComponent(fragment) }, context, stack, ref, at);
}

async function resolveTarget(
  target: Location,
  context: ResolveContext,
  stack: string[],
  ref?: string,
  from?: Location,
): Promise<SchemaNode> {
  const key = `${target.document.url ?? ''}#${target.pointer}`;
  const done = context.targets.get(key);
  if (done) return done;
  if (stack.includes(key)) {
    const cycle = [...stack.slice(stack.indexOf(key)), key].join(' -> ');
    fail(
      from ?? target,
      `"$ref" cycle: ${cycle}`,
      import.meta.env.DEV && 'A field cannot contain itself; break the cycle.',
    );
  }
  const value = lookupPointer(target.document.root, target.pointer);
  if (value === undefined) {
    fail(
      from ?? target,
      `"$ref": "${ref ?? key}" points to nothing`,
      import.meta.env.DEV && `Add ${describe(target)} or fix the reference.`,
    );
  }
  const node = await resolveNode(value, target, context, [...stack, key]);
  context.targets.set(key, node);
  return node;
}

async function loadDocument(url: string, at: Location, context: ResolveContext): Promise<SchemaDocument> {
  let loading = context.documents.get(url);
  if (!loading) {
    loading = context.fetchJson(url).then(
      (root) => ({ url, root }),
      (error: unknown) => {
        context.documents.delete(url); // a later mount may succeed: do not cache the failure
        const reason = error instanceof Error ? error.message : String(error);
        throw new RailkitError(
          'schema.unreachable',
          `The schema at ${url} (referenced from ${describe(at)}) could not be fetched: ${reason}.` +
            (import.meta.env.DEV
              ? ' Check the connection, the URL, and that it allows cross-origin requests.'
              : ''),
          { cause: error },
        );
      },
    );
    context.documents.set(url, loading);
  }
  return loading;
}

/**
 * The structure resolution relies on: child schemas in objects and arrays, no `__proto__` property
 * (as an object key it would replace a prototype, not name a field), and patterns that compile. The
 * rest of a schema's keywords are linted where the platform publishes it (lint.ts).
 */
function checkStructure(raw: Record<string, unknown>, at: Location): void {
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
function describe(at: Location): string {
  return `"${at.document.url ?? ''}#${at.pointer}"`;
}

function lookupPointer(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  let current: unknown = root;
  for (const token of pointer.slice(1).split('/')) {
    const name = token.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current) && /^\d+$/.test(name)) current = current[Number(name)];
    else if (isObject(current) && Object.hasOwn(current, name)) current = current[name];
    else return undefined;
  }
  return current;
}

export function escapePointer(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

function withoutFragment(url: string): string {
  return url.split('#', 1)[0]!;
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/** An object that is not null and not an array (one guard for the whole SDK). */
export { isObject };
