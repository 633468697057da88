import type { InstrumentDataSchema } from '../api/schemas/instrument-data-schema';
import { ConfigurationError, RailkitError } from '../core/errors';
import { checkNames, isKnownCheck, loadCheck } from '../validation/checks';

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

const KEYWORDS = new Set([
  '$id', '$schema', '$ref', '$defs', '$comment', 'type', 'title', 'description', 'properties', 'required',
  'additionalProperties', 'pattern', 'minLength', 'maxLength', 'enum', 'oneOf', 'const', 'default',
  'dependentSchemas', 'dependentRequired', 'if', 'then', 'else', 'allOf', 'errorMessage', 'examples',
  'format', 'readOnly', 'deprecated',
]); // prettier-ignore
const TYPES = new Set(['object', 'string', 'boolean']);
const INPUT_MODES = new Set(['text', 'numeric', 'decimal', 'email', 'tel', 'none', 'search', 'url']);
const WIDGETS = new Set(['select', 'radio', 'text']);

/** One schema document: the root the merchant got, or one fetched for a remote `$ref`. */
interface SchemaDocument {
  url?: string;
  root: unknown;
}

interface Location {
  document: SchemaDocument;
  /** JSON pointer inside the document, '' for its root. */
  pointer: string;
}

interface ResolveContext {
  fetchJson: FetchJson;
  documents: Map<string, Promise<SchemaDocument>>;
  /** Finished targets by `url#pointer`, so a `$def` used by many fields is resolved once. */
  targets: Map<string, SchemaNode>;
}

/** Remote documents per fetch function: one client fetches `holder.json` once for all its elements. */
const documentCaches = new WeakMap<FetchJson, Map<string, Promise<SchemaDocument>>>();

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/schema+json, application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
  return response.json();
}

/**
 * Checks `schema` and inlines its references. Rejects with `schema.invalid` naming the JSON pointer
 * and the problem, or `schema.unreachable` when a remote `$ref` cannot be fetched.
 */
export async function resolveSchema(
  schema: unknown,
  fetchJson: FetchJson = defaultFetchJson,
): Promise<ResolvedSchema> {
  let documents = documentCaches.get(fetchJson);
  if (!documents) documentCaches.set(fetchJson, (documents = new Map()));
  const id =
    isObject(schema) && typeof schema.$id === 'string' && isHttpUrl(schema.$id) ? schema.$id : undefined;
  const document: SchemaDocument = { url: id && withoutFragment(id), root: schema };
  const context: ResolveContext = { fetchJson, documents, targets: new Map() };
  const root = await resolveNode(schema, { document, pointer: '' }, context, []);
  if (root.type !== 'object' && !root.properties) {
    fail(
      { document, pointer: '' },
      'the root is not an object schema',
      'Publish `{ "type": "object", "properties": {...} }`.',
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
    fail(at, 'is not a schema object', 'Each schema must be a JSON object such as {"type": "string"}.');
  checkKeywords(raw, at);
  // The check's rules load with the schema that names it: validation itself is synchronous.
  if (typeof raw['x-check'] === 'string') await loadCheck(raw['x-check']);
  if (isObject(raw.$defs)) {
    for (const name of Object.keys(raw.$defs)) {
      await resolveTarget(
        { document: at.document, pointer: `${at.pointer}/$defs/${escapePointer(name)}` },
        context,
        stack,
      );
    }
  }
  const target = typeof raw.$ref === 'string' ? await resolveReference(raw.$ref, at, context, stack) : {};
  const node: SchemaNode = { ...target };
  const child = (name: string): Location => ({ document: at.document, pointer: `${at.pointer}/${name}` });
  for (const [key, value] of Object.entries(raw)) {
    if (key === '$ref' || key === '$defs' || key === '$schema' || key === '$comment') continue;
    switch (key) {
      case 'properties':
      case 'dependentSchemas': {
        const children: Record<string, SchemaNode> = {};
        for (const [name, sub] of Object.entries(value as object)) {
          children[name] = await resolveNode(sub, child(`${key}/${escapePointer(name)}`), context, stack);
        }
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
        'Use "#/$defs/<name>" or an absolute http(s) URL.',
      );
    }
    const url = new URL(address, document.url).href;
    if (!isHttpUrl(url))
      fail(
        at,
        `"$ref": "${ref}" is neither local (#/...) nor http(s)`,
        'Use "#/$defs/<name>" or an http(s) URL.',
      );
    document = await loadDocument(url, at, context);
  }
  if (fragment !== '' && !fragment.startsWith('/')) {
    fail(at, `"$ref": "${ref}" has a fragment that is not a JSON pointer`, 'Write it as "#/$defs/<name>".');
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
    fail(from ?? target, `"$ref" cycle: ${cycle}`, 'A field cannot contain itself; break the cycle.');
  }
  const value = lookupPointer(target.document.root, target.pointer);
  if (value === undefined) {
    fail(
      from ?? target,
      `"$ref": "${ref ?? key}" points to nothing`,
      `Add ${describe(target)} or fix the reference.`,
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
          `The schema at ${url} (referenced from ${describe(at)}) could not be fetched: ${reason}. Check the network and the URL.`,
          { cause: error },
        );
      },
    );
    context.documents.set(url, loading);
  }
  return loading;
}

/** Reports a problem of one keyword of the schema object at `at`, pointing at that keyword. */
type KeywordProblem = (keyword: string, what: string, fix: string) => never;

/** Shape checks of every keyword of one schema object, before anything uses it. */
function checkKeywords(raw: Record<string, unknown>, at: Location): void {
  const problem: KeywordProblem = (keyword, what, fix) =>
    fail({ document: at.document, pointer: `${at.pointer}/${escapePointer(keyword)}` }, what, fix);
  for (const [keyword, value] of Object.entries(raw)) {
    if (!KEYWORDS.has(keyword) && !keyword.startsWith('x-')) {
      problem(
        keyword,
        `unsupported keyword "${keyword}"`,
        `Use only: ${[...KEYWORDS].join(', ')}, x-ui, x-check.`,
      );
    }
    switch (keyword) {
      case '$ref':
      case '$id':
      case 'title':
      case 'description':
      case 'pattern':
        if (typeof value !== 'string')
          problem(keyword, `"${keyword}" must be a string`, 'Write it as a JSON string.');
        if (keyword === 'pattern') checkPattern(value as string, (what, fix) => problem(keyword, what, fix));
        break;
      case 'type':
        if (typeof value !== 'string' || !TYPES.has(value)) {
          problem(keyword, `unknown type ${JSON.stringify(value)}`, 'Use "object", "string" or "boolean".');
        }
        break;
      case 'minLength':
      case 'maxLength':
        if (!Number.isInteger(value) || (value as number) < 0) {
          problem(
            keyword,
            `"${keyword}" must be a non-negative integer, got ${JSON.stringify(value)}`,
            'Write a whole number such as 8.',
          );
        }
        break;
      case 'additionalProperties':
        if (typeof value !== 'boolean')
          problem(
            keyword,
            '"additionalProperties" must be true or false',
            'Describe extra fields in "properties" instead.',
          );
        break;
      case 'required':
        if (!isStringArray(value))
          problem(keyword, '"required" must be an array of property names', 'Write e.g. ["iban"].');
        break;
      case 'enum':
        if (!isStringArray(value) || value.length === 0)
          problem(
            keyword,
            '"enum" must be a non-empty array of strings',
            'Write e.g. ["checking", "savings"].',
          );
        break;
      case 'oneOf':
        if (!Array.isArray(value) || value.length === 0 || !value.every(isSelectOption)) {
          problem(
            keyword,
            '"oneOf" must be a non-empty array of { "const": string, "title"?: string }',
            'Other uses of oneOf are not supported.',
          );
        }
        break;
      case 'properties':
      case 'dependentSchemas':
      case '$defs':
        if (!isObject(value))
          problem(keyword, `"${keyword}" must be an object of schemas`, 'Write { "<name>": { ... } }.');
        // As an object key it would replace a prototype, not name a field (prototype pollution).
        if (Object.hasOwn(value, '__proto__'))
          problem(keyword, `"${keyword}" may not name a property "__proto__"`, 'Rename the property.');
        break;
      case 'dependentRequired':
        if (!isObject(value) || !Object.values(value).every(isStringArray)) {
          problem(
            keyword,
            '"dependentRequired" must map property names to arrays of names',
            'Write e.g. { "type": ["companyName"] }.',
          );
        }
        break;
      case 'allOf':
        if (!Array.isArray(value))
          problem(keyword, '"allOf" must be an array of schemas', 'Write [ { ... }, { ... } ].');
        break;
      case 'errorMessage':
        if (!isObject(value) || !Object.values(value).every((message) => typeof message === 'string')) {
          problem(
            keyword,
            '"errorMessage" must map keywords to strings',
            'Write e.g. { "required": "Enter the IBAN." }.',
          );
        }
        break;
      case 'x-check':
        if (typeof value !== 'string' || !isKnownCheck(value)) {
          problem(
            keyword,
            `unknown x-check ${JSON.stringify(value)}`,
            `Use one of: ${checkNames().join(', ')}.`,
          );
        }
        break;
      case 'x-ui':
        checkUiHints(value, (what, fix) => problem(keyword, what, fix));
        break;
    }
  }
  checkKeywordsAgree(raw, problem);
}

/** Keywords that are each well formed but together would make every value invalid. */
function checkKeywordsAgree(raw: Record<string, unknown>, problem: KeywordProblem): void {
  if (
    typeof raw.minLength === 'number' &&
    typeof raw.maxLength === 'number' &&
    raw.minLength > raw.maxLength
  ) {
    problem(
      'minLength',
      `"minLength" ${raw.minLength} is greater than "maxLength" ${raw.maxLength}`,
      'No value could be valid; fix one of them.',
    );
  }
  if (raw.additionalProperties === false && isObject(raw.properties) && isStringArray(raw.required)) {
    for (const name of raw.required) {
      if (!(name in raw.properties)) {
        problem(
          'required',
          `"${name}" is required but not in "properties" while additionalProperties is false`,
          `Declare "${name}" in "properties".`,
        );
      }
    }
  }
}

function checkPattern(pattern: string, problem: (what: string, fix: string) => never): void {
  try {
    new RegExp(pattern, 'u');
  } catch (error) {
    problem(
      `"pattern" ${JSON.stringify(pattern)} is not a valid regular expression (${(error as Error).message})`,
      'Write an ECMA-262 pattern such as "^[0-9]{8}$".',
    );
  }
}

function checkUiHints(value: unknown, problem: (what: string, fix: string) => never): void {
  if (!isObject(value))
    problem('"x-ui" must be an object', 'Write e.g. { "order": 1, "autocomplete": "name" }.');
  const ui = value as Record<string, unknown>;
  if (ui.order !== undefined && typeof ui.order !== 'number')
    problem('"x-ui.order" must be a number', 'Write e.g. 10.');
  for (const key of ['autocomplete', 'placeholder', 'format'] as const) {
    if (ui[key] !== undefined && typeof ui[key] !== 'string')
      problem(`"x-ui.${key}" must be a string`, 'Write it as a JSON string.');
  }
  if (ui.inputMode !== undefined && !INPUT_MODES.has(ui.inputMode as string)) {
    problem(
      `"x-ui.inputMode" ${JSON.stringify(ui.inputMode)} is not an input mode`,
      `Use one of: ${[...INPUT_MODES].join(', ')}.`,
    );
  }
  if (ui.widget !== undefined && !WIDGETS.has(ui.widget as string)) {
    problem(
      `"x-ui.widget" ${JSON.stringify(ui.widget)} is not supported`,
      `Use one of: ${[...WIDGETS].join(', ')}.`,
    );
  }
}

function fail(at: Location, what: string, fix: string): never {
  throw new ConfigurationError('schema.invalid', `instrumentDataSchema at ${describe(at)}: ${what}. ${fix}`);
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

function escapePointer(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

function withoutFragment(url: string): string {
  return url.split('#', 1)[0]!;
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One choice of a select, the only use of `oneOf` supported: `{ "const": "058", "title": "GTBank" }`. */
function isSelectOption(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value.const === 'string' &&
    (value.title === undefined || typeof value.title === 'string')
  );
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
