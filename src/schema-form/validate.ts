import { en, interpolate } from '../i18n/index';
import { checkValue } from '../validation/checks';
import { normalizeCompact, normalizeText } from '../validation/normalize';
import { isObject, type ResolvedSchema, type SchemaNode } from './schema';

/**
 * Validation of instrument data against a resolved schema: JSON Schema semantics for the subset of
 * contract 5, plus normalisation (what a person types -> what is sent) and `x-check` checksums.
 * The element and the sandbox both call this, so browser and platform agree on every rule.
 */

/** What is wrong with one field: the rule it breaks (a keyword or a check name) and a message. */
export interface FieldError {
  rule: string;
  message: string;
  params?: Record<string, string | number>;
}

/** Errors keyed by dotted path (`account.iban`); the data itself, when it is not an object, is `''`. */
export type FieldErrors = Record<string, FieldError>;

export type MessageResolver = (
  rule: string,
  params: Record<string, string | number>,
  path: string,
) => string | undefined;

export interface ValidateOptions {
  /**
   * Normalise string values before checking them (strip spaces and dashes from account numbers,
   * trim names). Default true: the payer's `de89 3704 ...` is valid. A server that wants the
   * electronic form only passes false.
   */
  normalize?: boolean;
  /** The message for a rule when the schema's `errorMessage` has none (or is not used). English by default. */
  message?: MessageResolver;
  /** Use the schema's `errorMessage` texts (written in the platform's language). Default true. */
  schemaMessages?: boolean;
}

/** `x-ui.format`s whose values are codes: separators typed for readability are not part of them. */
const CODE_FORMATS = new Set([
  'iban',
  'sortCode',
  'digits',
  'ifsc',
  'clabe',
  'cpf',
  'abaRouting',
  'nuban',
  'numeric',
  'bic',
]);

/** True when the field holds a code (account number, IBAN...) rather than free text. */
export function isCodeField(node: SchemaNode): boolean {
  const ui = node['x-ui'];
  return node['x-check'] !== undefined || CODE_FORMATS.has(ui?.format ?? '') || ui?.inputMode === 'numeric';
}

/** The form of a value that is validated and sent: codes compacted and upper-cased, text trimmed. */
export function normalizeFieldValue(node: SchemaNode, value: string): string {
  if (node.enum || node.oneOf || node.const !== undefined) return value.trim();
  return isCodeField(node) ? normalizeCompact(value) : normalizeText(value);
}

/** Absent for the purpose of `required`: missing, or a string with nothing but spaces. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** An object schema: `type: "object"`, or no type but `properties`. */
export function isObjectSchema(node: SchemaNode): boolean {
  return node.type === 'object' || (node.type === undefined && node.properties !== undefined);
}

/**
 * The schemas that apply to an object value: the node itself, the `then`/`else` branch its `if`
 * selects, the `dependentSchemas` of present keys, and `allOf` entries (each with their own).
 */
export function applicableSchemas(node: SchemaNode, value: Record<string, unknown>): SchemaNode[] {
  const applied = [node];
  if (node.if) {
    const branch = matchesSchema(node.if, value) ? node.then : node.else;
    if (branch) applied.push(...applicableSchemas(branch, value));
  }
  for (const [key, dependent] of Object.entries(node.dependentSchemas ?? {})) {
    if (!isEmptyValue(value[key])) applied.push(...applicableSchemas(dependent, value));
  }
  for (const entry of node.allOf ?? []) applied.push(...applicableSchemas(entry, value));
  return applied;
}

/** Required names of an object value under all the schemas that apply to it. */
export function requiredNames(applied: SchemaNode[], value: Record<string, unknown>): Set<string> {
  const required = new Set<string>();
  for (const schema of applied) {
    for (const name of schema.required ?? []) required.add(name);
    for (const [key, names] of Object.entries(schema.dependentRequired ?? {})) {
      if (!isEmptyValue(value[key])) for (const name of names) required.add(name);
    }
  }
  return required;
}

/**
 * Every property the applying schemas declare, with its schemas in order (the node's own first):
 * a branch may add a property, or narrow one the node declares.
 */
export function declaredSchemas(applied: SchemaNode[]): Map<string, [SchemaNode, ...SchemaNode[]]> {
  const declared = new Map<string, [SchemaNode, ...SchemaNode[]]>();
  for (const schema of applied) {
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      const earlier = declared.get(name);
      declared.set(name, earlier ? [...earlier, child] : [child]);
    }
  }
  return declared;
}

/** Does `value` satisfy `schema`? Used for `if`. Normalised like the data itself. */
export function matchesSchema(schema: SchemaNode, value: unknown): boolean {
  const errors: FieldErrors = {};
  validateValue(schema, value, '', { normalize: true, schemaMessages: false, message: () => '', errors });
  return Object.keys(errors).length === 0;
}

interface Run extends Required<Pick<ValidateOptions, 'normalize' | 'schemaMessages'>> {
  message: MessageResolver;
  errors: FieldErrors;
}

/**
 * Validates instrument data. Returns the errors by dotted path; an empty object means valid.
 * Unknown keys (where `additionalProperties` is false) and values of another type are errors too.
 */
export function validateInstrumentData(
  resolved: ResolvedSchema,
  data: unknown,
  options: ValidateOptions = {},
): FieldErrors {
  const run: Run = {
    normalize: options.normalize ?? true,
    schemaMessages: options.schemaMessages ?? true,
    message: options.message ?? englishMessage,
    errors: {},
  };
  validateValue(resolved.root, data, '', run);
  return run.errors;
}

/** The English text of a rule; a rule without its own text reads as a pattern mismatch. */
function englishMessage(rule: string, params: Record<string, string | number>): string {
  return interpolate((en as Record<string, string>)[`error.${rule}`] ?? en['error.pattern'], params);
}

function report(
  run: Run,
  node: SchemaNode,
  path: string,
  rule: string,
  params: Record<string, string | number> = {},
): void {
  // One error per field: the first rule it breaks. `hasOwn`, not `in`: a data key such as
  // `toString` or `constructor` must not count as "already reported" through Object.prototype.
  if (Object.hasOwn(run.errors, path)) return;
  const fromSchema = (key: string) => (run.schemaMessages ? node.errorMessage?.[key] : undefined);
  const message =
    reasonMessage(run, node, path, rule, params, fromSchema) ??
    fromSchema(rule) ??
    (node['x-check'] === rule ? fromSchema('x-check') : undefined) ??
    run.message(rule, params, path) ??
    englishMessage(rule, params);
  const error: FieldError = { rule, message, ...(Object.keys(params).length ? { params } : {}) };
  // defineProperty: a path `__proto__` must become a key, not replace the object's prototype.
  Object.defineProperty(run.errors, path, {
    value: error,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/**
 * A failed check's reason (`params.reason`, e.g. `length`) has its own message `<check>.<reason>`
 * (`iban.length`) in the schema or the locale; it comes before the check's general message.
 */
function reasonMessage(
  run: Run,
  node: SchemaNode,
  path: string,
  rule: string,
  params: Record<string, string | number>,
  fromSchema: (key: string) => string | undefined,
): string | undefined {
  if (node['x-check'] !== rule || params.reason === undefined) return undefined;
  const key = `${rule}.${params.reason}`;
  if (!Object.hasOwn(en, `error.${key}`)) return fromSchema(key);
  return fromSchema(key) ?? run.message(key, params, path) ?? englishMessage(key, params);
}

function join(path: string, name: string): string {
  return path === '' ? name : `${path}.${name}`;
}

function validateValue(
  node: SchemaNode,
  value: unknown,
  path: string,
  run: Run,
  siblings?: Record<string, unknown>,
): void {
  if (isObjectSchema(node)) {
    if (!isObject(value)) return report(run, node, path, 'type', { expected: 'object' });
    return validateObject(node, value, path, run);
  }
  if (node.type === 'string' && typeof value !== 'string')
    return report(run, node, path, 'type', { expected: 'string' });
  if (node.type === 'boolean' && typeof value !== 'boolean')
    return report(run, node, path, 'type', { expected: 'boolean' });
  if (
    node.const !== undefined &&
    value !== node.const &&
    !(typeof value === 'string' && value.trim() === node.const)
  ) {
    return report(run, node, path, 'const', { expected: String(node.const) });
  }
  if (typeof value === 'string')
    validateString(node, run.normalize ? normalizeFieldValue(node, value) : value, path, run, siblings);
}

const patterns = new Map<string, RegExp>();

/** Patterns were checked by resolveSchema; compile each once. */
function compiled(pattern: string): RegExp {
  let regExp = patterns.get(pattern);
  if (!regExp) patterns.set(pattern, (regExp = new RegExp(pattern, 'u')));
  return regExp;
}

function validateString(
  node: SchemaNode,
  value: string,
  path: string,
  run: Run,
  siblings?: Record<string, unknown>,
): void {
  const length = [...value].length;
  if (node.minLength !== undefined && length < node.minLength)
    return report(run, node, path, 'minLength', { limit: node.minLength });
  if (node.maxLength !== undefined && length > node.maxLength)
    return report(run, node, path, 'maxLength', { limit: node.maxLength });
  if (node.pattern !== undefined && !compiled(node.pattern).test(value))
    return report(run, node, path, 'pattern');
  if (node.enum && !node.enum.includes(value)) return report(run, node, path, 'enum');
  if (node.oneOf && !node.oneOf.some((option) => option.const === value))
    return report(run, node, path, 'oneOf');
  const check = node['x-check'];
  if (check === undefined) return;
  // Checks accept typed spacing; a strict caller (normalize: false) wants the electronic form only.
  const electronic = run.normalize || normalizeCompact(value) === value;
  const result = electronic ? checkValue(check, checkInput(check, value, siblings), node) : false;
  if (result === true) return;
  // The rule stays the check's name; the typed reason (`length`, `checksum`...) goes with the params.
  const params = typeof result === 'object' ? { reason: result.reason, ...result.params } : undefined;
  report(run, node, path, check, params);
}

/**
 * What a check sees. NUBAN's check digit depends on the bank, so an account whose object has a
 * `bankCode` sibling is checked as `<bankCode>:<account>` (see `validation/index.ts`).
 */
function checkInput(check: string, value: string, siblings?: Record<string, unknown>): string {
  const bankCode = siblings?.bankCode;
  return check === 'nuban' && typeof bankCode === 'string' && bankCode.trim() !== ''
    ? `${bankCode.trim()}:${value}`
    : value;
}

function validateObject(node: SchemaNode, value: Record<string, unknown>, path: string, run: Run): void {
  const applied = applicableSchemas(node, value);
  const required = requiredNames(applied, value);
  // Properties declared by any applying schema are known; a branch may add a field (lenient on purpose).
  const declared = declaredSchemas(applied);
  if (applied.some((schema) => schema.additionalProperties === false)) {
    for (const key of Object.keys(value)) {
      if (!declared.has(key)) report(run, node, join(path, key), 'additionalProperties');
    }
  }
  for (const [name, [first, ...more]] of declared) {
    const childPath = join(path, name);
    const child = value[name];
    if (
      isEmptyValue(child) ||
      (run.normalize && typeof child === 'string' && normalizeFieldValue(first, child) === '')
    ) {
      if (required.has(name)) reportRequired(first, childPath, run);
      continue;
    }
    for (const schema of [first, ...more]) {
      validateValue(schema, child, childPath, run, value);
      if (Object.keys(run.errors).some((key) => key === childPath || key.startsWith(`${childPath}.`))) break;
    }
  }
  for (const name of required) {
    if (!declared.has(name) && isEmptyValue(value[name])) report(run, node, join(path, name), 'required');
  }
}

/** A missing required object reports its own required leaves, so each input can show its error. */
function reportRequired(node: SchemaNode, path: string, run: Run): void {
  const before = Object.keys(run.errors).length;
  if (isObjectSchema(node)) validateObject(node, {}, path, run);
  if (Object.keys(run.errors).length === before) report(run, node, path, 'required');
}
