/**
 * instrumentDataSchema (contract 5) -> checked, resolved schema -> field model -> values. Pure: no
 * DOM and no Node APIs, so the browser element and the sandbox platform share it.
 */
export { resolveSchema } from './resolve';
export type { FetchJson, ResolvedSchema, SchemaNode } from './resolve';
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
