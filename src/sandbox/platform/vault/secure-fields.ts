import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { BuiltAssets } from '../../http/built-assets';
import { compressed } from '../../http/compression';
import type { Route } from '../../http/context';
import { httpError, type HttpResponse } from '../../http/responses';

/**
 * The vault host's secure-fields page (`vault.secureFieldsUrl`, contract 4): the card form in a frame of
 * the vault's origin, so no card digit ever reaches the merchant's page. A page and its script, both
 * under a strict CSP; `frame-ancestors` names the one page origin the SDK declared, so the browser shows
 * the frame in no other page, and the frame talks to that origin only.
 */

export const secureFieldsPath = '/secure-fields/v1/';

const entryFile = 'secure-fields.js';

/** Built by `vite build --mode frame` (part of `npm run build`); built here when missing or stale. */
const frameAssets = new BuiltAssets({
  mode: 'frame',
  folder: 'secure-fields',
  entryFile,
  sourceDirs: ['src/frame', 'src/elements/card', 'src/validation', 'src/crypto', 'src/i18n', 'src/core'],
});

/** The directory holding the frame's built script, building it first when it is missing or stale. */
export function secureFieldsAssets(): Promise<string> {
  return frameAssets.ready();
}

/**
 * Starts building the frame bundle in the background when it is missing or stale, so the first page
 * that shows secure fields does not wait for it (`npm run demo`).
 */
export function prepareSecureFields(): void {
  frameAssets.prepare('secure-fields');
}

/** `http://shop.example:8080`, exactly an origin (no path, no trailing slash), http or https. */
function pageOrigin(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const origin = new URL(value).origin;
    return origin === value && /^https?:\/\/[^\s;,']+$/.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/**
 * The frame's page for one embedding origin: its only script is ours, and only `origin` may frame it.
 * The script is in the page, allowed by its hash: fetched by the page, it cost a round trip after the
 * page's (150 ms on a phone's network) before the payer could type. Its chunks (a language's texts, the
 * encryptor) load from the vault's origin, as before.
 */
export function framePage(origin: string, script: string): HttpResponse {
  // A script that could end its element early is served as a file (never the case for a minified build).
  const inline = !/<\/script|<!--/i.test(script);
  const scriptSources = inline ? `'self' '${sha256Source(script)}'` : "'self'";
  const csp = [
    "default-src 'none'",
    `script-src ${scriptSources}`,
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${origin}`,
  ].join('; ');
  const scriptElement = inline
    ? `<script type="module">${script}</script>`
    : `<script type="module" src="${entryFile}"></script>`;
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>Secure card details</title>${scriptElement}</head>` +
    '<body></body></html>';
  return {
    status: 200,
    body: html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': csp,
      ...securityHeaders,
    },
  };
}

/** A CSP source that allows exactly this inline script. */
function sha256Source(script: string): string {
  return `sha256-${createHash('sha256').update(script).digest('base64')}`;
}

export const secureFieldsRoutes: Route[] = [
  {
    host: 'vault',
    method: 'GET',
    path: secureFieldsPath,
    auth: false,
    docs: {
      summary:
        'Secure fields: the card form page for an iframe of the page origin given as `?origin=` (frame-ancestors)',
      specSection: 'contract 4',
      permission: 'none',
      // locale: the SDK's hint, read by the frame's script only (its texts start loading before the handshake).
      query: z.object({ origin: z.string(), locale: z.optional(z.string()) }),
      responses: [{ status: 200, body: z.string(), contentType: 'text/html' }],
    },
    async handle(_ctx, request) {
      const origin = pageOrigin(request.url.searchParams.get('origin'));
      if (!origin) {
        throw httpError(
          400,
          'request.param.invalid',
          'origin must be the origin of the page embedding secure fields, such as https://shop.example; the SDK adds it.',
          { field: 'origin', rule: 'origin' },
        );
      }
      const script = await readFile(join(await secureFieldsAssets(), entryFile), 'utf8');
      return compressed(request.req, framePage(origin, script));
    },
  },
  {
    host: 'vault',
    method: 'GET',
    path: `${secureFieldsPath}:file`,
    auth: false,
    docs: {
      summary: 'Secure fields: the scripts of the card form page',
      specSection: 'contract 4',
      permission: 'none',
      responses: [{ status: 200, body: z.string(), contentType: 'text/javascript' }],
    },
    async handle(_ctx, request) {
      const file = request.params.file!;
      const notFound = () => httpError(404, 'request.not-found', `No secure-fields file ${file}.`);
      // Names only, never a path: `..` or a slash cannot reach another directory.
      const dir = await secureFieldsAssets();
      if (!frameAssets.has(file)) throw notFound();
      return compressed(request.req, {
        status: 200,
        body: await readFile(join(dir, file), 'utf8'),
        headers: { 'content-type': 'text/javascript; charset=utf-8', ...securityHeaders },
      });
    },
  },
];
