import { moduleLoadFailed } from '../api/module-load';
import {
  checkedRoot,
  checkNode,
  escapePointer,
  loadChecksOf,
  remoteDocument,
  type FetchJson,
  type Location,
  type ResolvedSchema,
  type SchemaDocument,
  type SchemaNode,
} from './schema';

/**
 * Reads a platform instrumentDataSchema (contract 5) into a `ResolvedSchema`, the plain nested objects
 * validation and the field model work on. The platform sends a form's schema prepared (every `$ref`
 * inlined, an IBAN field's countries' formats as data): it is checked and used as it is, in the same
 * task. A schema with `$ref`s goes through the resolver (resolve.ts), a chunk only such a schema loads.
 */

/**
 * Checks `schema` and inlines its references, starting the check modules its fields name without
 * waiting for them: the form renders at once and each check joins when its module arrives (a submit
 * waits for them: `checksSettled()`). Rejects with `schema.invalid` naming the JSON pointer and the
 * problem, `schema.unreachable` when a remote `$ref` cannot be fetched, or `network.failed` when the
 * resolver's chunk cannot.
 */
export async function readSchema(schema: unknown, fetchJson: FetchJson): Promise<ResolvedSchema> {
  const remote = new Set<string>();
  if (!collectReferences(schema, remote)) return readPrepared(schema);
  // The remote documents load beside the resolver's chunk, not one round trip after it.
  for (const url of remote) remoteDocument(fetchJson, url).catch(() => {});
  const resolver = await import('./resolve').catch((cause: unknown) => {
    throw moduleLoadFailed('schema resolver', cause);
  });
  return (await resolver.resolveReferences(schema, fetchJson)).resolved;
}

/** Whether a `$ref` appears anywhere in `value`; the absolute http(s) documents they name go in `remote`. */
function collectReferences(value: unknown, remote: Set<string>): boolean {
  if (typeof value !== 'object' || value === null) return false;
  let found = false;
  for (const [key, item] of Object.entries(value)) {
    if (key === '$ref') {
      found = true;
      if (typeof item === 'string' && /^https?:\/\//i.test(item)) remote.add(item.split('#', 1)[0]!);
    } else if (collectReferences(item, remote)) found = true;
  }
  return found;
}

/** A schema without `$ref`s: each schema object checked, its checks started; used as it is. */
function readPrepared(schema: unknown): ResolvedSchema {
  const document: SchemaDocument = { root: schema };
  const visit = (raw: unknown, at: Location): void => {
    checkNode(raw, at);
    loadChecksOf(raw);
    for (const [child, where] of subschemas(raw, at)) visit(child, where);
  };
  visit(schema, { document, pointer: '' });
  return checkedRoot(schema as SchemaNode, document);
}

/**
 * The schema objects directly inside `raw` (it was checked: `checkNode`), each with where it is:
 * `properties`, `dependentSchemas` and `$defs` entries, `if`/`then`/`else`, `allOf` items.
 */
function subschemas(raw: Record<string, unknown>, at: Location): [unknown, Location][] {
  const found: [unknown, Location][] = [];
  const add = (value: unknown, pointer: string) =>
    found.push([value, { document: at.document, pointer: `${at.pointer}/${pointer}` }]);
  for (const keyword of ['properties', 'dependentSchemas', '$defs']) {
    for (const [name, value] of Object.entries((raw[keyword] as object | undefined) ?? {}))
      add(value, `${keyword}/${escapePointer(name)}`);
  }
  for (const keyword of ['if', 'then', 'else']) if (raw[keyword] !== undefined) add(raw[keyword], keyword);
  (raw.allOf as unknown[] | undefined)?.forEach((value, index) => add(value, `allOf/${index}`));
  return found;
}
