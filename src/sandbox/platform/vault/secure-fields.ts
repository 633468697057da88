import { existsSync, readdirSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import * as z from 'zod/mini';
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

/**
 * The railkit package's folder: the repository when running from source, the installed package when
 * running its compiled build (dist/node/...). Found by its package.json, whatever file this code is in.
 */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (dirname(dir) !== dir) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'railkit'
    )
      return dir;
    dir = dirname(dir);
  }
  throw new Error('The railkit package folder (its package.json) was not found above the sandbox code.');
}

const repoRoot = packageRoot();
/** Built by `vite build --mode frame` (part of `npm run build`); built here when missing or stale. */
const assetsDir = join(repoRoot, 'dist', 'secure-fields');
const entryFile = 'secure-fields.js';
const viteBin = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
const run = promisify(execFile);
/** The sources the frame bundle is built from: rebuilt when one is newer than the bundle. */
const sourceDirs = ['src/frame', 'src/elements/card', 'src/validation', 'src/crypto', 'src/i18n', 'src/core'];

let building: Promise<string> | undefined;
/**
 * Whether a source may be newer than the bundle: true until a check, then set again by a watcher of the
 * sources. So a frame's page and scripts are served without the scan of some 250 sources (5 to 10 ms,
 * more on a busy machine), which was on the path of every frame's start; a vault serves its files as
 * they are. Where the sources cannot be watched, every request checks, as before.
 */
let sourcesMayHaveChanged = true;
/** The watchers of the sources, once started; `watchFailed` when they could not be, or failed since. */
let watchers: FSWatcher[] | undefined;
let watchFailed = false;

/**
 * The directory holding the frame's built script, building it first when it is missing or older than
 * its sources (running from source: tests, `npm run demo`). One build at a time per process.
 */
export function secureFieldsAssets(): Promise<string> {
  // The bundle can also go away under a running sandbox (`npm run build` empties dist/): then rebuilt.
  if (!building && !sourcesMayHaveChanged && existsSync(join(assetsDir, entryFile)))
    return Promise.resolve(assetsDir);
  building ??= buildIfStale().finally(() => {
    building = undefined;
  });
  return building;
}

/** Marks the sources changed on any event under them; false when they cannot be watched. */
function watchSources(): boolean {
  if (watchFailed) return false;
  if (watchers) return true;
  watchers = [];
  try {
    for (const folder of sourceFolders()) {
      // One watcher a folder: Node 20's recursive watcher on Linux keeps the process alive even unref'd.
      const watcher = watch(folder, () => (sourcesMayHaveChanged = true));
      watcher.on('error', stopWatching); // the system's limit of watches, a folder removed ...
      watcher.unref(); // never what keeps the sandbox's process (or a test runner's) alive
      watchers.push(watcher);
    }
    return true;
  } catch {
    stopWatching();
    return false;
  }
}

/** The folders of the sources, each with its subfolders (a new one is seen as an event in its parent). */
function sourceFolders(): string[] {
  return sourceDirs
    .map((dir) => join(repoRoot, dir))
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => [
      folder,
      ...readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(entry.parentPath, entry.name)),
    ]);
}

/** From now on every request checks the sources, as it did before they were watched. */
function stopWatching(): void {
  watchFailed = true;
  sourcesMayHaveChanged = true;
  for (const watcher of watchers ?? []) watcher.close();
}

/**
 * Starts building the frame bundle in the background when it is missing or stale, so the first page
 * that shows secure fields does not wait for it (`npm run demo`). A failure is logged; the page's
 * request tries again and answers the error.
 */
export function prepareSecureFields(): void {
  secureFieldsAssets().catch((error: unknown) => {
    console.error('[sandbox] the secure-fields bundle could not be built:', error);
  });
}

async function buildIfStale(): Promise<string> {
  // Watching first: an edit during the check or the build is seen by the next request.
  sourcesMayHaveChanged = !watchSources();
  try {
    await buildUnlessFresh();
  } catch (error) {
    sourcesMayHaveChanged = true;
    throw error;
  }
  return assetsDir;
}

async function buildUnlessFresh(): Promise<void> {
  const entry = join(assetsDir, entryFile);
  if (existsSync(entry) && !(await newerSourceThan((await stat(entry)).mtimeMs))) return;
  if (!existsSync(join(repoRoot, 'src', 'frame'))) return; // an installed package: use what ships
  // Built beside and swapped in, so a page being served never sees half a bundle; in a process of its
  // own, so the production build does not depend on what this process has set.
  const staging = `${assetsDir}.building-${process.pid}`;
  await run(
    process.execPath,
    [viteBin, 'build', '--mode', 'frame', '--outDir', staging, '--logLevel', 'warn'],
    {
      cwd: repoRoot,
      // A clean environment: a test runner's or dev server's NODE_ENV and NODE_OPTIONS (conditions)
      // would otherwise select Lit's development build.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production' },
    },
  );
  await rm(assetsDir, { recursive: true, force: true });
  try {
    await rename(staging, assetsDir);
  } catch {
    // Another sandbox process swapped in its build of the same sources first: keep that one.
    await rm(staging, { recursive: true, force: true });
  }
}

/** All the sources' times at once: one by one, some 250 files were several ms per frame page. */
async function newerSourceThan(builtMs: number): Promise<boolean> {
  const sources = (await Promise.all(sourceDirs.map(sourceFiles))).flat();
  const times = await Promise.all(sources.map(async (file) => (await stat(file)).mtimeMs));
  return times.some((mtimeMs) => mtimeMs > builtMs);
}

async function sourceFiles(dir: string): Promise<string[]> {
  const absolute = join(repoRoot, dir);
  if (!existsSync(absolute)) return [];
  return (await readdir(absolute, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.includes('.test.'))
    .map((entry) => join(entry.parentPath, entry.name));
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
      if (!/^[\w-]+\.js$/.test(file)) throw notFound();
      const dir = await secureFieldsAssets();
      if (!existsSync(join(dir, file))) throw notFound();
      return compressed(request.req, {
        status: 200,
        body: await readFile(join(dir, file), 'utf8'),
        headers: { 'content-type': 'text/javascript; charset=utf-8', ...securityHeaders },
      });
    },
  },
];
