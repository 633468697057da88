/**
 * instrumentDataSchema (contract 5) -> checked, resolved schema -> field model -> values. Pure: no
 * DOM and no Node APIs, so the browser element and the sandbox platform share it. A page reads a schema
 * with `readSchema`, which loads the resolver only for a schema with `$ref`s; a server resolves with
 * `resolveSchema` (./resolve, not exported here: a page's modules never name it), which also waits for
 * the fields' checks.
 */
export { readSchema } from './read';
export type { FetchJson, ResolvedSchema, SchemaNode } from './schema';
export {
  isCodeField,
  isEmptyValue,
  matchesSchema,
  normalizeFieldValue,
  validateInstrumentData,
} from './validate';
export type { FieldError, FieldErrors, MessageResolver, ValidateOptions } from './validate';
export { collectValues, fieldsOf, initialValues, nestValues } from './fields';
export type { Field, FieldOption, FlatValues } from './fields';
