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
  headers?: Record<string, string>;
}

/** A sandbox page (3-D Secure challenge, error docs): plain HTML under a strict CSP, never a script. */
export function htmlPage(page: HtmlPage): HttpResponse {
  const styleHash = createHash('sha256').update(page.css).digest('base64');
  const csp = [`default-src 'none'`, `style-src 'sha256-${styleHash}'`, `base-uri 'none'`, page.cspExtra]
    .filter(Boolean)
    .join('; ');
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(page.title)}</title><style>${page.css}</style></head>` +
    `<body><main>${page.main}</main></body></html>`;
  return {
    status: 200,
    body: html,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp, ...page.headers },
  };
}
