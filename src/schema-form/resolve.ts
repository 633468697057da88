import { RailkitError } from '../api/errors';
import {
  checkedRoot,
  checkNode,
  describe,
  escapePointer,
  fail,
  isObject,
  loadChecksOf,
  remoteDocument,
  type FetchJson,
  type Location,
  type ResolvedSchema,
  type SchemaDocument,
  type SchemaNode,
} from './schema';

/**
 * The resolver of schemas with `$ref`s (local `#/$defs/x`, relative, or an http(s) URL): each replaced
 * by its target, so that everything downstream (validation, field model) works on plain nested objects.
 * A chunk of its own in a page: only a schema with `$ref`s loads it (read.ts), a prepared one never.
 * The sandbox and the schema lint use it to resolve what they publish.
 */

/** A check of one schema object of the document (lint.ts), run before it is resolved. */
export type SchemaLint = (raw: Record<string, unknown>, at: Location) => void;

interface ResolveContext {
  fetchJson: FetchJson;
  lint: SchemaLint | undefined;
  /** Finished targets by `url#pointer`, so a `$def` used by many fields is resolved once. */
  targets: Map<string, SchemaNode>;
  /** The `x-check` modules on their way, started as the walk reaches the fields that name them. */
  checks: Promise<void>[];
}

/**
 * Checks `schema` and inlines its references, once its fields' checks are loaded: for a server, which
 * validates at once. Rejects with `schema.invalid` naming the JSON pointer and the problem, or
 * `schema.unreachable` when a remote `$ref` cannot be fetched.
 */
export async function resolveSchema(
  schema: unknown,
  fetchJson: FetchJson,
  lint?: SchemaLint,
): Promise<ResolvedSchema> {
  const { resolved, checks } = await resolveReferences(schema, fetchJson, lint);
  await checks;
  return resolved;
}

/** Inlines the references of `schema`, with `checks`, the loads of its fields' check modules, to wait for. */
export async function resolveReferences(
  schema: unknown,
  fetchJson: FetchJson,
  lint?: SchemaLint,
): Promise<{ resolved: ResolvedSchema; checks: Promise<void> }> {
  const document = documentOf(schema);
  const context: ResolveContext = { fetchJson, lint, targets: new Map(), checks: [] };
  const root = await resolveNode(schema, { document, pointer: '' }, context, []);
  const checks = Promise.all(context.checks).then(() => undefined);
  checks.catch(() => {}); // the caller's to wait for, or a submit's to try again
  return { resolved: checkedRoot(root, document), checks };
}

async function resolveNode(
  raw: unknown,
  at: Location,
  context: ResolveContext,
  stack: string[],
): Promise<SchemaNode> {
  checkNode(raw, at);
  context.lint?.(raw, at);
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
  // The field's checks as it reads once its `$ref` is inlined (an `x-check` beside it, formats in it).
  context.checks.push(...loadChecksOf(node));
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

function loadDocument(url: string, at: Location, context: ResolveContext): Promise<SchemaDocument> {
  return remoteDocument(context.fetchJson, url).then(
    (root) => ({ url, root }),
    (error: unknown) => {
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
}

/** The document of a root schema, identified by its `$id` when that is an http(s) URL. */
function documentOf(schema: unknown): SchemaDocument {
  const id =
    isObject(schema) && typeof schema.$id === 'string' && isHttpUrl(schema.$id) ? schema.$id : undefined;
  return { url: id && id.split('#', 1)[0], root: schema };
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
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
