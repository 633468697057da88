import { createHash } from 'node:crypto';
import type { HttpResponse } from '../http/responses';

/** Text safe to place in HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface HtmlPage {
  title: string;
  /** The page's one style sheet, inlined and allowed by its hash: no other source may apply. */
  css: string;
  /** Trusted markup for `<main>`; escape every value in it with `escapeHtml`. */
  main: string;
  /** Extra CSP directives, e.g. `form-action 'self'` for a page that posts a form. */
  cspExtra?: string;
  /**
   * The page's one script, inlined at the end of the body and allowed by its hash: a constant text that
   * reads what it needs from the markup (`data-*` attributes), so no value is ever written into code.
   */
  script?: string;
  headers?: Record<string, string>;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

/**
 * A sandbox page (3-D Secure challenge, error docs): plain HTML under a strict CSP; no script but the
 * page's own constant one, when it has one.
 */
export function htmlPage(page: HtmlPage): HttpResponse {
  const csp = [
    `default-src 'none'`,
    // The empty icon below: without one, Firefox asks for /favicon.ico, which this policy refuses.
    `img-src data:`,
    `style-src 'sha256-${sha256(page.css)}'`,
    page.script === undefined ? undefined : `script-src 'sha256-${sha256(page.script)}'`,
    `base-uri 'none'`,
    page.cspExtra,
  ]
    .filter(Boolean)
    .join('; ');
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">' +
    `<title>${escapeHtml(page.title)}</title><style>${page.css}</style></head>` +
    `<body><main>${page.main}</main>` +
    (page.script === undefined ? '' : `<script>${page.script}</script>`) +
    '</body></html>';
  return {
    status: 200,
    body: html,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp, ...page.headers },
  };
}
