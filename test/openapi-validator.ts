import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { isAbsoluteUrl } from '../src/api/schemas/common';

/**
 * Validates real responses against the sandbox's published `/openapi.json` (JSON Schema 2020-12 via
 * Ajv), so a handler that answers something its docs do not describe fails the test that got it.
 * Node only (tests of the sandbox and of the server client).
 */

// ajv-formats is CommonJS; under ESM its function sits on `default` or is the module itself.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

type Json = Record<string, unknown>;

/** One HTTP answer to check. `body` is parsed JSON, or the text for non-JSON answers. */
export interface ObservedResponse {
  method: string;
  url: string;
  status: number;
  contentType: string | null;
  body: unknown;
}

interface Operation {
  host: string;
  template: string;
  regex: RegExp;
  method: string;
  pointer: string;
  responses: Record<string, Json>;
}

/** Keywords of an OpenAPI document's root that are not JSON Schema keywords. */
const openApiRootKeywords = ['openapi', 'info', 'servers', 'paths', 'components', 'security', 'tags'];

export class OpenApiValidator {
  /** Responses checked so far, to prove validation happened. */
  checked = 0;
  /** Descriptions of every response that did not match its documented schema. */
  readonly failures: string[] = [];
  private readonly ajv: Ajv2020;
  private readonly operations: Operation[] = [];
  private readonly compiled = new Map<string, ValidateFunction>();

  private constructor(readonly documents: Record<string, Json>) {
    this.ajv = new Ajv2020({ strict: true, strictTypes: false, strictTuples: false, allErrors: true });
    addFormats(this.ajv);
    // The schemas come from zod's `z.url()`, which accepts what the WHATWG URL parser accepts (e.g.
    // the paging links' literal `page[size]`), while ajv-formats' `uri` is strict RFC 3986. Check what
    // the source schema means, with its own check.
    this.ajv.addFormat('uri', { type: 'string', validate: isAbsoluteUrl });
    this.ajv.addVocabulary(openApiRootKeywords);
    for (const [origin, document] of Object.entries(documents)) {
      this.ajv.addSchema(document, documentId(origin));
      this.index(origin, document);
    }
  }

  /** Fetches `/openapi.json` from each base URL (API host, vault host). */
  static async load(baseUrls: string[]): Promise<OpenApiValidator> {
    const documents: Record<string, Json> = {};
    for (const baseUrl of baseUrls) {
      const response = await fetch(`${baseUrl}/openapi.json`);
      if (!response.ok) throw new Error(`${baseUrl}/openapi.json answered ${response.status}`);
      documents[new URL(baseUrl).origin] = (await response.json()) as Json;
    }
    return new OpenApiValidator(documents);
  }

  /** Every response schema of every document, compiled: a broken schema throws here. */
  compileAll(): number {
    let count = 0;
    for (const operation of this.operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const mediaType of Object.keys((response.content ?? {}) as Json)) {
          this.validatorFor(operation, status, mediaType);
          count += 1;
        }
      }
    }
    return count;
  }

  /** Checks one answer; records and returns the problems (empty when it matches). */
  check(observed: ObservedResponse): string[] {
    const problems = this.problemsOf(observed);
    this.checked += 1;
    const label = `${observed.method} ${observed.url} -> ${observed.status}`;
    for (const problem of problems) this.failures.push(`${label}: ${problem}`);
    return problems;
  }

  private problemsOf(observed: ObservedResponse): string[] {
    const url = new URL(observed.url);
    const operation = this.operations.find(
      (candidate) =>
        candidate.host === url.origin &&
        candidate.method === observed.method.toLowerCase() &&
        candidate.regex.test(url.pathname),
    );
    if (!operation) {
      // An unknown route answers in the error shape; anything else there is undocumented.
      if (observed.status >= 400 && this.documents[url.origin])
        return this.errorShapeProblems(url.origin, observed.body);
      return [`no operation in /openapi.json for ${observed.method} ${url.pathname}`];
    }
    const status = String(observed.status);
    const documentedStatus = status in operation.responses ? status : 'default';
    const response = operation.responses[documentedStatus];
    if (!response) return [`status ${status} is not documented (and there is no default)`];
    const content = response.content as Json | undefined;
    if (!content) {
      return observed.body === undefined || observed.body === ''
        ? []
        : [`status ${status} is documented without a body, but one came`];
    }
    const mediaType = (observed.contentType ?? '').split(';')[0]!.trim();
    if (!(mediaType in content)) return [`content type ${mediaType || '(none)'} is not documented`];
    return problemsOf(this.validatorFor(operation, documentedStatus, mediaType), observed.body);
  }

  private errorShapeProblems(origin: string, body: unknown): string[] {
    return problemsOf(this.compiledRef(`${documentId(origin)}#/components/schemas/ErrorResponse`), body);
  }

  private validatorFor(operation: Operation, status: string, mediaType: string): ValidateFunction {
    const pointer = `${operation.pointer}/responses/${escapePointer(status)}/content/${escapePointer(mediaType)}/schema`;
    return this.compiledRef(`${documentId(operation.host)}#${pointer}`);
  }

  /** The validator of the schema at `ref` (document id and JSON pointer), compiled once. */
  private compiledRef(ref: string): ValidateFunction {
    let validate = this.compiled.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.compiled.set(ref, validate);
    }
    return validate;
  }

  private index(origin: string, document: Json): void {
    const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
    for (const [template, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        this.operations.push({
          host: origin,
          template,
          regex: templateRegex(template),
          method,
          pointer: `/paths/${escapePointer(template)}/${method}`,
          responses: (operation.responses ?? {}) as Record<string, Json>,
        });
      }
    }
  }
}

/** What is wrong with `body` by `validate`, one line per problem; empty when it passes. */
function problemsOf(validate: ValidateFunction, body: unknown): string[] {
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message}`);
}

function documentId(origin: string): string {
  return `${origin}/openapi.json`;
}

/** `/records/{id}` -> /^\/records\/[^/]+$/ */
function templateRegex(template: string): RegExp {
  const source = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${source}$`);
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
