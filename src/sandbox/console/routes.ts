import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { BuiltAssets } from '../http/built-assets';
import { compressed } from '../http/compression';
import type { Route, RouteDocs, RouteRequest, SandboxContext } from '../http/context';
import { httpError, type HttpResponse } from '../http/responses';
import type { ConsoleSession } from './session';

/**
 * The console, a page for people (`/console/`): its page and scripts, and its session routes. Its
 * screens read and change the sandbox through the test-control and platform routes, with the session
 * cookie as the merchant's credential (`console/session.ts`); it adds no state of its own.
 */

const entryFile = 'console.js';

/** Built by `vite build --mode console` (part of `npm run build`); built here when missing or stale. */
const consoleAssets = new BuiltAssets({
  mode: 'console',
  folder: 'console',
  entryFile,
  sourceDirs: ['src/sandbox/console/page'],
});

/** Starts building the console's script in the background when it is missing or stale. */
export function prepareConsole(): void {
  consoleAssets.prepare('console');
}

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/** Its one script and its styles are its own; it talks to its own origin; nobody frames it. */
const pagePolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function consolePage(): HttpResponse {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="color-scheme" content="light dark">' +
    '<title>Railkit sandbox console</title><link rel="icon" href="data:,">' +
    `<script type="module" src="/console/${entryFile}"></script></head>` +
    '<body><rk-console></rk-console></body></html>';
  return {
    status: 200,
    body: html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': pagePolicy,
      ...securityHeaders,
    },
  };
}

const signInSchema = z.object({
  clientId: z.string().check(z.minLength(1)),
  clientSecret: z.string().check(z.minLength(1)),
});

const sessionSchema = z.object({
  merchantId: z.string(),
  /** Send it as `x-railkit-csrf` with every change. */
  csrfToken: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});

function sessionBody(ctx: SandboxContext, session: ConsoleSession): z.infer<typeof sessionSchema> {
  return {
    merchantId: ctx.auth.merchantId,
    csrfToken: session.csrfToken,
    expiresAt: new Date(session.expiresAtMs).toISOString(),
  };
}

function docs(summary: string, extra: Partial<RouteDocs> = {}): RouteDocs {
  return { summary, specSection: 'sandbox', permission: 'none: the console', responses: [], ...extra };
}

/** The console routes share these: public (they check the session themselves), same origin only. */
const consoleRoute = { host: 'api', auth: false, sameOrigin: true } as const;

function requireSession(ctx: SandboxContext, request: RouteRequest): ConsoleSession {
  const session = ctx.consoleSessions.authenticate(request.req);
  if (!session) throw httpError(401, 'request.unauthorized', 'Sign in to the console first.');
  return session;
}

export const consoleRoutes: Route[] = [
  {
    ...consoleRoute,
    method: 'GET',
    path: '/console',
    docs: docs('The console: redirects to /console/', { responses: [{ status: 308 }] }),
    handle: async () => ({ status: 308, headers: { location: '/console/' } }),
  },
  {
    ...consoleRoute,
    method: 'GET',
    path: '/console/',
    docs: docs('The console page: executions, notifications, records and test controls, for people', {
      responses: [{ status: 200, body: z.string(), contentType: 'text/html' }],
    }),
    handle: async (_ctx, request) => compressed(request.req, consolePage()),
  },
  {
    ...consoleRoute,
    method: 'POST',
    path: '/console/session',
    body: 'form',
    validateBody: true,
    docs: docs(
      "Signs in to the console with the merchant's client id and secret: an HttpOnly, SameSite=Strict session cookie, and the CSRF token its changes carry",
      { requestBody: signInSchema, responses: [{ status: 201, body: sessionSchema }] },
    ),
    async handle(ctx, request) {
      // A sign-in only from the console's own page: another origin cannot sign a browser in.
      ctx.consoleSessions.requireOwnOrigin(request.req, true);
      const { clientId, clientSecret } = request.body as z.infer<typeof signInSchema>;
      if (!ctx.auth.checkClientCredentials(clientId, clientSecret)) {
        throw httpError(
          401,
          'request.unauthorized',
          'Unknown client id or wrong client secret: use the merchant credentials the sandbox printed at start.',
        );
      }
      const { setCookie, session } = ctx.consoleSessions.start();
      return {
        status: 201,
        body: sessionBody(ctx, session),
        headers: { 'set-cookie': setCookie, ...securityHeaders },
      };
    },
  },
  {
    ...consoleRoute,
    method: 'GET',
    path: '/console/session',
    docs: docs('The signed-in session and its CSRF token; `session: null` when signed out', {
      responses: [{ status: 200, body: z.object({ session: z.nullable(sessionSchema) }) }],
    }),
    async handle(ctx, request) {
      // Signed out is an answer, not an error: the page asks at every start.
      const session = ctx.consoleSessions.authenticate(request.req);
      return {
        status: 200,
        body: { session: session ? sessionBody(ctx, session) : null },
        headers: securityHeaders,
      };
    },
  },
  {
    ...consoleRoute,
    method: 'DELETE',
    path: '/console/session',
    docs: docs('Signs out: the session cookie is cleared (a change: CSRF token required)', {
      responses: [{ status: 204 }],
    }),
    async handle(ctx, request) {
      requireSession(ctx, request);
      return { status: 204, headers: { 'set-cookie': ctx.consoleSessions.end(), ...securityHeaders } };
    },
  },
  // Last: a file name never shadows the session's path.
  {
    ...consoleRoute,
    method: 'GET',
    path: '/console/:file',
    docs: docs("The console page's scripts", {
      responses: [{ status: 200, body: z.string(), contentType: 'text/javascript' }],
    }),
    async handle(_ctx, request) {
      const file = request.params.file!;
      const dir = await consoleAssets.ready();
      // Names only, never a path: `..` or a slash cannot reach another directory.
      if (!consoleAssets.has(file)) throw httpError(404, 'request.not-found', `No console file ${file}.`);
      return compressed(request.req, {
        status: 200,
        body: await readFile(join(dir, file), 'utf8'),
        headers: { 'content-type': 'text/javascript; charset=utf-8', ...securityHeaders },
      });
    },
  },
];
