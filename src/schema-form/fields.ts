import { isCheckPending } from '../validation/checks';
import { formatterFor } from '../validation/format';
import type { ResolvedSchema, SchemaNode } from './schema';
import { isObject } from './schema';
import {
  applicableSchemas,
  declaredSchemas,
  isEmptyValue,
  isObjectSchema,
  normalizeFieldValue,
  requiredNames,
} from './validate';

/**
 * The field model: which inputs to render for the current values, in which order, with which
 * hints. An element renders purely from `fieldsOf()` and sends `collectValues()`.
 */

export interface FieldOption {
  value: string;
  label: string;
}

export interface Field {
  /** Dotted path, also the key of its value and of its error: `account.iban`. */
  path: string;
  /** The schema's `title`, or the property name made readable. */
  label: string;
  description?: string;
  /** Required now (a dependent field is required only while its condition holds). */
  required: boolean;
  kind: 'text' | 'select' | 'checkbox';
  /** For `select`: from `oneOf` (`const` + `title`) or `enum`. */
  options?: FieldOption[];
  /** The input's `autocomplete`; `off` unless the schema names a token such as `name`. */
  autocomplete: string;
  inputMode?: string;
  placeholder?: string;
  /** `x-ui.format`: how the value is displayed while typing (`iban`, `sortCode`, ...). */
  format?: string;
  /** Longest text the input should take, counting the separators its format adds. */
  maxLength?: number;
  defaultValue?: string | boolean;
  /** The leaf's resolved schema. */
  schema: SchemaNode;
}

/** What the person entered, by dotted path: strings from inputs and selects, booleans from checkboxes. */
export type FlatValues = Readonly<Record<string, string | boolean | undefined>>;

/** The visible leaf fields for `values`, in `x-ui.order`, then declaration order. */
export function fieldsOf(resolved: ResolvedSchema, values: FlatValues = {}): Field[] {
  const found: { field: Field; order: number; sequence: number }[] = [];
  const visit = (
    node: SchemaNode,
    prefix: string,
    value: Record<string, unknown>,
    objectRequired: boolean,
  ) => {
    const applied = applicableSchemas(node, value);
    const required = requiredNames(applied, value);
    const conditional = conditionalNames(node);
    const active = activeNames(applied, required);
    for (const [name, [child]] of declaredSchemas(applied)) {
      if (conditional.has(name) && !active.has(name)) continue;
      const path = prefix === '' ? name : `${prefix}.${name}`;
      if (isObjectSchema(child)) {
        const nested = asObject(value[name]);
        visit(child, path, nested, (objectRequired && required.has(name)) || hasAnyValue(nested));
        continue;
      }
      const field = toField(child, path, name, objectRequired && required.has(name));
      found.push({ field, order: child['x-ui']?.order ?? Number.POSITIVE_INFINITY, sequence: found.length });
    }
  };
  visit(resolved.root, '', nestValues(values), true);
  found.sort((a, b) => a.order - b.order || a.sequence - b.sequence);
  return found.map((entry) => entry.field);
}

/**
 * The data to send: visible fields only, normalised (`DE89 3704...` -> `DE893704...`), nested by
 * path, with empty optional fields left out. A hidden dependent field is never sent.
 */
export function collectValues(resolved: ResolvedSchema, values: FlatValues): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fieldsOf(resolved, values)) {
    const value = values[field.path];
    if (field.kind === 'checkbox') {
      if (typeof value === 'boolean') setPath(data, field.path, value);
      continue;
    }
    if (typeof value !== 'string') continue;
    const normalized = normalizeFieldValue(field.schema, value);
    if (normalized !== '') setPath(data, field.path, normalized);
  }
  return data;
}

/** The schema's defaults by path, to start a form with (`holder.type: "individual"`). */
export function initialValues(resolved: ResolvedSchema): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  // Defaults can reveal dependent fields that have defaults of their own: repeat until stable.
  for (let round = 0; round < 5; round++) {
    let changed = false;
    for (const field of fieldsOf(resolved, values)) {
      if (field.defaultValue !== undefined && values[field.path] === undefined) {
        values[field.path] = field.defaultValue;
        changed = true;
      }
    }
    if (!changed) break;
  }
  return values;
}

function toField(node: SchemaNode, path: string, name: string, required: boolean): Field {
  const ui = node['x-ui'] ?? {};
  const options = node.oneOf
    ? node.oneOf.map((option) => ({ value: option.const, label: option.title ?? option.const }))
    : node.enum?.map((value) => ({ value, label: value }));
  const optional: Partial<Field> = {
    description: node.description,
    options,
    inputMode: ui.inputMode ?? (ui.format === 'digits' ? 'numeric' : undefined),
    placeholder: ui.placeholder,
    format: ui.format,
    maxLength: inputMaxLength(node, ui.format),
    defaultValue: node.default,
  };
  return {
    path,
    label: node.title ?? humanize(name),
    required,
    kind: node.type === 'boolean' ? 'checkbox' : options ? 'select' : 'text',
    autocomplete: ui.autocomplete ?? 'off',
    schema: node,
    // Hints the schema does not give are left out, not set to undefined.
    ...withoutUndefined(optional),
  };
}

/** The longest text the input takes: the schema's `maxLength` with the separators its format adds. */
function inputMaxLength(node: SchemaNode, format: string | undefined): number | undefined {
  if (node.maxLength === undefined) return undefined;
  const formatter = formatterFor(format);
  if (formatter) return formatter('0'.repeat(node.maxLength)).length;
  // A named format's formatter comes with its check module: until that arrives the input takes any
  // length, so an IBAN pasted with its spaces is not cut at the length of its electronic form.
  return isCheckPending(format) ? undefined : node.maxLength;
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

/**
 * Names shown only while a condition holds: those a `then`/`else`/`dependentSchemas` branch
 * requires or adds, and the targets of `dependentRequired`. A name the node always requires, or
 * one a condition reads (the trigger), is always shown.
 */
function conditionalNames(node: SchemaNode): Set<string> {
  const base = new Set(Object.keys(node.properties ?? {}));
  const names = new Set<string>();
  const always = new Set<string>();
  const branch = (schema: SchemaNode | undefined) => {
    if (!schema) return;
    for (const name of schema.required ?? []) names.add(name);
    for (const name of Object.keys(schema.properties ?? {})) if (!base.has(name)) names.add(name);
    visit(schema);
  };
  const visit = (schema: SchemaNode) => {
    for (const name of Object.keys(schema.if?.properties ?? {})) always.add(name);
    branch(schema.then);
    branch(schema.else);
    for (const [trigger, dependent] of Object.entries(schema.dependentSchemas ?? {})) {
      always.add(trigger);
      branch(dependent);
    }
    for (const [trigger, targets] of Object.entries(schema.dependentRequired ?? {})) {
      always.add(trigger);
      for (const name of targets) names.add(name);
    }
    for (const entry of schema.allOf ?? []) {
      for (const name of entry.required ?? []) always.add(name);
      visit(entry);
    }
  };
  for (const name of node.required ?? []) always.add(name);
  visit(node);
  for (const name of always) names.delete(name);
  return names;
}

/** Names the currently applying branches require or declare. */
function activeNames(applied: SchemaNode[], required: ReadonlySet<string>): Set<string> {
  const names = new Set(required);
  for (const schema of applied.slice(1))
    for (const name of Object.keys(schema.properties ?? {})) names.add(name);
  return names;
}

/** `{ 'account.iban': 'DE..' }` -> `{ account: { iban: 'DE..' } }`, leaving out empty strings. */
export function nestValues(values: FlatValues): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(values)) {
    if (value === undefined || isEmptyValue(value)) continue;
    setPath(nested, path, typeof value === 'string' ? value.trim() : value);
  }
  return nested;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const names = path.split('.');
  let current = target;
  for (const name of names.slice(0, -1)) {
    const existing = current[name];
    const child = isObject(existing) ? existing : {};
    current[name] = child;
    current = child;
  }
  current[names.at(-1)!] = value;
}

function asObject(value: unknown): Record<string, unknown> {
  return isObject(value) ? value : {};
}

function hasAnyValue(value: Record<string, unknown>): boolean {
  return Object.values(value).some((entry) =>
    typeof entry === 'object' && entry !== null ? hasAnyValue(asObject(entry)) : !isEmptyValue(entry),
  );
}

/** `accountNumber` -> `Account number`, for fields without a title. */
function humanize(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
