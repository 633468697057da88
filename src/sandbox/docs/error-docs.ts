import * as z from 'zod/mini';
import type { Route, SandboxContext } from '../http/context';
import {
  errorCodes,
  errorDocUrl,
  errorDocsPath,
  failureReasons,
  type ErrorCodeEntry,
  type FailureReasonEntry,
} from './error-catalogue';
import type { HttpResponse } from '../http/responses';
import { escapeHtml, htmlPage } from './html-page';

/**
 * `GET /docs/errors` (HTML) and `GET /docs/errors.json` on the API host: the error catalogue, the page
 * every error object's `docUrl` points into (one `<section id="{code}">` per code).
 */

export const errorCodeDocSchema = z.object({
  code: z.string(),
  statuses: z.array(z.int()),
  meaning: z.string(),
  fix: z.string(),
  reason: z.optional(z.string()),
  docUrl: z.url(),
});

export const failureReasonDocSchema = z.object({
  code: z.string(),
  status: z.enum(['payoutFailed', 'authorizeFailed']),
  meaning: z.string(),
  fix: z.string(),
  docUrl: z.url(),
});

/** Body of `GET /docs/errors.json`. Text fields use Markdown backticks for code. */
export const errorCatalogueDocumentSchema = z.object({
  page: z.url(),
  errorCodes: z.array(errorCodeDocSchema),
  failureReasons: z.array(failureReasonDocSchema),
});
export type ErrorCatalogueDocument = z.infer<typeof errorCatalogueDocumentSchema>;

export function errorCatalogueDocument(apiUrl: string): ErrorCatalogueDocument {
  return {
    page: `${apiUrl}${errorDocsPath}`,
    errorCodes: errorCodes.map((entry) => ({
      ...entry,
      statuses: [...entry.statuses],
      docUrl: errorDocUrl(apiUrl, entry.code),
    })),
    failureReasons: failureReasons.map((entry) => ({ ...entry, docUrl: errorDocUrl(apiUrl, entry.code) })),
  };
}

// ---------------------------------------------------------------------------------------------------
// The HTML page: no script, one stylesheet allowed by its hash.

const pageCss =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1f24}' +
  'main{max-width:48rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.6rem}h2{margin-top:2.5rem}' +
  'section{background:#fff;border-radius:10px;padding:.75rem 1.25rem;margin:1rem 0;border:2px solid transparent}' +
  'section:target{border-color:#0b5cad}h3{margin:.25rem 0 .5rem;font-size:1.1rem}' +
  'dl{display:grid;grid-template-columns:8rem 1fr;gap:.35rem 1rem;margin:0}dt{color:#57606a}dd{margin:0}' +
  'code{font:.9em ui-monospace,monospace;background:#eef0f3;padding:0 .25em;border-radius:4px}' +
  'nav ul{display:flex;flex-wrap:wrap;gap:.25rem .75rem;padding:0;list-style:none}a{color:#0b5cad}';

/** Escaped text whose Markdown backtick spans become `<code>`. */
function inline(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function definitions(rows: [string, string | undefined][]): string {
  const items = rows
    .filter((row): row is [string, string] => row[1] !== undefined)
    .map(([term, text]) => `<dt>${term}</dt><dd>${inline(text)}</dd>`);
  return `<dl>${items.join('')}</dl>`;
}

function errorCodeSection(entry: ErrorCodeEntry): string {
  return (
    `<section id="${escapeHtml(entry.code)}"><h3><code>${escapeHtml(entry.code)}</code></h3>` +
    definitions([
      ['HTTP status', entry.statuses.join(', ')],
      ['Meaning', entry.meaning],
      ['How to fix', entry.fix],
      ['reason', entry.reason],
    ]) +
    '</section>'
  );
}

function failureReasonSection(entry: FailureReasonEntry): string {
  return (
    `<section id="${escapeHtml(entry.code)}"><h3><code>${escapeHtml(entry.code)}</code></h3>` +
    definitions([
      ['Status', `\`${entry.status}\``],
      ['Meaning', entry.meaning],
      ['How to fix', entry.fix],
    ]) +
    '</section>'
  );
}

function codeIndex(entries: readonly { code: string }[]): string {
  const links = entries.map(({ code }) => `<li><a href="#${escapeHtml(code)}">${escapeHtml(code)}</a></li>`);
  return `<ul>${links.join('')}</ul>`;
}

/** The `<main>` of the error page. */
function errorDocsMain(): string {
  return (
    '<h1>Railkit sandbox: error codes</h1>' +
    `<p>${inline('Every answer that is not 2xx has the body `{ "errors": [{ "id", "code", "detail", "docUrl", "reason"? }] }` (spec 2.3, 7). `docUrl` links to the entry of its `code` on this page; quote the `id` when reporting an issue. The same list as JSON: ')}<a href="${errorDocsPath}.json">errors.json</a>.</p>` +
    `<nav aria-label="Codes">${codeIndex(errorCodes)}${codeIndex(failureReasons)}</nav>` +
    '<h2>Error codes</h2>' +
    errorCodes.map(errorCodeSection).join('') +
    '<h2>Failure reasons</h2>' +
    `<p>${inline('Not HTTP errors: the `reason.code` of a failed execution status (and of its notification), set when a payout or an authorization fails after the action was accepted with `202`.')}</p>` +
    failureReasons.map(failureReasonSection).join('')
  );
}

// ---------------------------------------------------------------------------------------------------
// Routes.

const cacheHeaders = { 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' };

function htmlResponse(): HttpResponse {
  return htmlPage({
    title: 'Railkit sandbox: error codes',
    css: pageCss,
    main: errorDocsMain(),
    // Nothing on this page posts a form or belongs in a frame.
    cspExtra: "form-action 'none'; frame-ancestors 'none'",
    headers: cacheHeaders,
  });
}

export const errorDocsRoutes: Route[] = [
  {
    host: 'api',
    method: 'GET',
    path: errorDocsPath,
    auth: false,
    docs: {
      summary:
        'The error codes and failure reasons the sandbox answers (HTML); every error docUrl links here',
      specSection: '2.3',
      permission: 'none',
      responses: [{ status: 200, body: z.string(), contentType: 'text/html' }],
    },
    handle: async () => htmlResponse(),
  },
  {
    host: 'api',
    method: 'GET',
    path: `${errorDocsPath}.json`,
    auth: false,
    docs: {
      summary: 'The error codes and failure reasons as JSON: status, meaning, how to fix, docUrl',
      specSection: '2.3',
      permission: 'none',
      responses: [{ status: 200, body: errorCatalogueDocumentSchema }],
    },
    handle: async (ctx: SandboxContext) => ({
      status: 200,
      body: errorCatalogueDocument(ctx.apiUrl),
      headers: cacheHeaders,
    }),
  },
];
