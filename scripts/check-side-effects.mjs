#!/usr/bin/env node
/**
 * Only the package entries may do something when imported: every other file of dist/ is side-effect free.
 *   node scripts/check-side-effects.mjs      (after `npm run build`, or `npm run build -- esm development`)
 *
 * Merchants' bundlers (Rollup/Vite, webpack, esbuild) read package.json `sideEffects` and drop the
 * top-level statements of any other file whose exports go unused: a registration left at a chunk's top
 * level (`registerDynamicElement(...)`) silently disappears from their bundle. So for each browser file
 * of dist/ this asks Rolldown which of its top-level statements survive a bundle that only imports it,
 * and fails when a file with such code is not covered by `sideEffects`, or when a dist/ file the list
 * names is not built (a stale list). The same question also catches code a bundler cannot prove pure
 * (a factory call, an object spread): it keeps that code, unused, in every merchant's bundle.
 */
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { rolldown } from 'rolldown';
import { parseAst } from 'rolldown/parseAst';

const repo = join(import.meta.dirname, '..');
const dist = join(repo, 'dist');
const { sideEffects } = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8'));

/** The browser ESM files, dist/*.js and dist/development/*.js: not the script tags, dist/node or the frame. */
const isBrowserFile = (path) =>
  /^dist\/(?:development\/)?[^/]+\.js$/.test(path) && !path.endsWith('.iife.js');

async function browserFiles() {
  const names = await readdir(dist, { recursive: true });
  return names.map((name) => join('dist', name).replaceAll('\\', '/')).filter(isBrowserFile);
}

/** A path of `sideEffects`, relative to the repo and maybe with `*` or `**`, as a RegExp on repo paths. */
function globToRegExp(glob) {
  const pattern = relative(repo, join(repo, glob))
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\/|\*\*|\*/g, (stars) => ({ '**/': '(?:.*/)?', '**': '.*' })[stars] ?? '[^/]*');
  return new RegExp(`^${pattern}$`);
}

/**
 * What of `file` survives a bundle that only imports it. Its own imports stay external, so only its
 * top-level code is judged, each statement on its own (`moduleSideEffects: true`: nothing assumed about
 * the module as a whole). The importing module is a virtual one beside it, so paths print as in dist/.
 */
async function survivingCode(file) {
  const entry = join(dirname(file), 'side-effects-entry.js');
  const bundle = await rolldown({
    input: entry,
    logLevel: 'silent',
    plugins: [
      {
        name: 'side-effects-entry',
        resolveId: (id) => (id === entry ? id : undefined),
        load: (id) => (id === entry ? `import ${JSON.stringify(file)};` : undefined),
      },
    ],
    external: (id, importer) => importer !== undefined && importer !== entry,
    treeshake: { moduleSideEffects: true },
  });
  const { output } = await bundle.generate({ format: 'es', minify: true });
  await bundle.close();
  const { code } = output[0];
  // The imports kept are the file's own ones (external): what they do is the other files' business.
  return parseAst(code)
    .body.filter((statement) => statement.type !== 'ImportDeclaration')
    .map((statement) => ({ type: statement.type, text: code.slice(statement.start, statement.end) }));
}

/**
 * The first ~300 characters of the code kept: its statements, then its declarations (most are there
 * because a statement uses them), less the functions (kept only because it calls them).
 */
function excerpt(statements) {
  const text = statements
    .filter(({ type }) => type !== 'FunctionDeclaration')
    .sort((a, b) => (b.type === 'ExpressionStatement') - (a.type === 'ExpressionStatement'))
    .map((statement) => statement.text)
    .join('');
  return text.length > 300 ? `${text.slice(0, 300)}...` : text;
}

const temporary = await mkdtemp(join(tmpdir(), 'railkit-side-effects-'));
try {
  // A copy without package.json: Rolldown would otherwise believe the very list under test.
  await cp(dist, join(temporary, 'dist'), { recursive: true });
  const files = await browserFiles();
  const results = await Promise.all(
    files.map(async (file) => ({ file, statements: await survivingCode(join(temporary, file)) })),
  );
  const declared = sideEffects.map((path) => ({ path, regExp: globToRegExp(path) }));
  const isDeclared = (file) => declared.some(({ regExp }) => regExp.test(file));

  const withEffects = results.filter(({ statements }) => statements.length > 0);
  const dropped = withEffects.filter(({ file }) => !isDeclared(file));
  for (const { file, statements } of dropped) {
    console.error(
      `${file} has top-level effects that bundlers drop (not in package.json "sideEffects"):\n` +
        `  ${excerpt(statements)}`,
    );
  }
  if (dropped.length > 0) {
    console.error(
      'Move a registration into a function that an entry calls; mark a pure call `/* @__PURE__ */`, ' +
        'or the declaration of a pure factory `/* @__NO_SIDE_EFFECTS__ */`.',
    );
  }
  // Judged only where this check looks: the script tags and dist/node are other build steps' output.
  const stale = declared.filter(
    ({ path, regExp }) =>
      isBrowserFile(relative(repo, join(repo, path))) && !files.some((file) => regExp.test(file)),
  );
  for (const { path } of stale) {
    console.error(`package.json "sideEffects" names ${path}, which is not in dist/: remove or rename it.`);
  }

  const kept = withEffects.length - dropped.length;
  console.log(
    `side effects: ${files.length} files checked, ${withEffects.length} entries with effects ` +
      `(${dropped.length === 0 ? 'all kept' : `${kept} kept`}), ${dropped.length} dropped`,
  );
  if (dropped.length > 0 || stale.length > 0) process.exitCode = 1;
} finally {
  await rm(temporary, { recursive: true, force: true });
}
