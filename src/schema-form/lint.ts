import { checkNames, isKnownCheck } from '../validation/checks';
import { bbanLength } from '../validation/iban-registry';
import { escapePointer, fail, isObject } from './schema';
import type { FetchJson, Location, ResolvedSchema, SchemaNode } from './schema';
import { resolveSchema } from './resolve';
import { isObjectSchema } from './validate';

/*
 * Linting of an instrumentDataSchema: every keyword well formed and the keywords agreeing, so that a
 * schema the platform publishes always makes a working form. It runs where schemas are published (the
 * sandbox's schema test lints every one), not in the payer's browser: resolve.ts keeps only the
 * structure it relies on.
 */

const KEYWORDS = new Set([
  '$id', '$schema', '$ref', '$defs', '$comment', 'type', 'title', 'description', 'properties', 'required',
  'additionalProperties', 'pattern', 'minLength', 'maxLength', 'enum', 'oneOf', 'const', 'default',
  'dependentSchemas', 'dependentRequired', 'if', 'then', 'else', 'allOf', 'errorMessage', 'examples',
  'format', 'readOnly', 'deprecated',
]); // prettier-ignore
const TYPES = new Set(['object', 'string', 'boolean']);
const INPUT_MODES = new Set(['text', 'numeric', 'decimal', 'email', 'tel', 'none', 'search', 'url']);
const WIDGETS = new Set(['select', 'radio', 'text']);

/**
 * Resolves `schema` as the browser would, linting every schema object on the way (remote documents
 * too). Rejects with the same `schema.invalid` errors the browser gives, naming the JSON pointer.
 */
export async function lintSchema(schema: unknown, fetchJson: FetchJson): Promise<ResolvedSchema> {
  const resolved = await resolveSchema(schema, fetchJson, checkKeywords);
  checkTitles(resolved.root, { document: { url: resolved.baseUrl, root: schema }, pointer: '' });
  return resolved;
}

/**
 * Every field and every choice of a select has a `title`: an English form shows it as the label (the
 * browser carries no English labels of its own), and other locales translate it by key. A branch
 * (`then`, `else`, `dependentSchemas`, `allOf`) that narrows a field declared above needs none.
 */
function checkTitles(node: SchemaNode, at: Location, declaredAbove: ReadonlySet<string> = new Set()): void {
  const child = (pointer: string): Location => ({
    document: at.document,
    pointer: `${at.pointer}/${pointer}`,
  });
  const declared = new Set([...declaredAbove, ...Object.keys(node.properties ?? {})]);
  for (const [name, property] of Object.entries(node.properties ?? {})) {
    const where = child(`properties/${escapePointer(name)}`);
    if (isObjectSchema(property)) {
      checkTitles(property, where);
      continue;
    }
    if (!declaredAbove.has(name) && typeof property.title !== 'string')
      fail(where, `the field "${name}" has no "title"`, 'Add the label an English form shows, e.g. "IBAN".');
    property.oneOf?.forEach((choice, index) => {
      if (typeof choice.title !== 'string')
        fail(
          child(`properties/${escapePointer(name)}/oneOf/${index}`),
          `the choice "${choice.const}" has no "title"`,
          'Add the text the select shows for it.',
        );
    });
  }
  const branches: [string, SchemaNode | undefined][] = [
    ['then', node.then],
    ['else', node.else],
    ...Object.entries(node.dependentSchemas ?? {}).map(([name, schema]): [string, SchemaNode] => [
      `dependentSchemas/${escapePointer(name)}`,
      schema,
    ]),
    ...(node.allOf ?? []).map((schema, index): [string, SchemaNode] => [`allOf/${index}`, schema]),
  ];
  for (const [pointer, branch] of branches) if (branch) checkTitles(branch, child(pointer), declared);
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
        `Use only: ${[...KEYWORDS].join(', ')}, x-ui, x-check, x-iban.`,
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
      case 'x-iban':
        checkIbanFormats(raw, (what, fix) => problem(keyword, what, fix));
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

/**
 * An IBAN field's formats by country (`x-iban`, contract 5): on a field whose `x-check` is `iban`, each
 * entry's length that of its BBAN structure plus 4, and a national check named by a country code.
 */
function checkIbanFormats(raw: Record<string, unknown>, problem: (what: string, fix: string) => never): void {
  if (raw['x-check'] !== 'iban')
    problem('"x-iban" is set on a field whose "x-check" is not "iban"', 'Add "x-check": "iban" or drop it.');
  if (!isObject(raw['x-iban']) || Object.keys(raw['x-iban']).length === 0)
    problem(
      '"x-iban" must map country codes to formats',
      'Write e.g. { "DE": { "length": 22, "bban": "8n10n" } }.',
    );
  for (const [country, format] of Object.entries(raw['x-iban'])) {
    const { length, bban, nationalCheck, ...others } = isObject(format) ? format : {};
    const fix = 'Write e.g. "DE": { "length": 22, "bban": "8n10n" }.';
    if (!/^[A-Z]{2}$/.test(country)) problem(`"x-iban" names "${country}", not a country code`, fix);
    if (typeof bban !== 'string' || !/^(\d+[nac])+$/.test(bban))
      problem(`the BBAN structure of ${country} is not written as in the IBAN registry`, fix);
    if (length !== 4 + bbanLength(bban))
      problem(`the length of ${country} is not 4 + the BBAN structure's (${4 + bbanLength(bban)})`, fix);
    if (nationalCheck !== undefined && !/^[A-Z]{2}$/.test(String(nationalCheck)))
      problem(`the national check of ${country} is not a country code`, 'Write e.g. "nationalCheck": "FR".');
    if (Object.keys(others).length > 0)
      problem(`the format of ${country} has unknown keys: ${Object.keys(others).join(', ')}`, fix);
  }
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
