#!/usr/bin/env node
/**
 * Dependencies go one way: an import cycle anywhere in src/ fails `npm run lint`, and so does an import
 * upward from the lowest layers (api/, crypto/, i18n/, validation/, schema-form/) into the SDK's core,
 * its elements or anything else built on them.
 *   node scripts/check-cycles.mjs [dir]     (default src)
 *
 * Follows the imports and re-exports between the TypeScript files of `dir`, `import type` included: a
 * cycle of types is still two modules that cannot be read, tested or moved one without the other.
 * Dynamic `import('./x')` and `typeof import('./x')` count too: a chunk loaded on demand that imports
 * its loader back is a circle all the same, and the bundler then splits code where nobody meant it.
 * Prints every cycle found, then exits 1.
 * (eslint-plugin-import-x does this too, but its native resolver cannot be installed from this
 * project's registry, and a lint that cannot install cannot run in CI.)
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(process.argv[2] ?? 'src');

function typeScriptFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The file a relative specifier names: `./x`, `./x.ts`, `./x.js` or `./x/index.ts`. */
function resolveSpecifier(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, base.replace(/\.js$/, '.ts'), join(base, 'index.ts')];
  return candidates.find((candidate) => candidate.endsWith('.ts') && existsSync(candidate));
}

/** The relative specifier a node names, when it is an import, a re-export or an `import()` of one. */
function specifierOf(node) {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return node.moduleSpecifier;
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    return node.arguments[0];
  }
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) return node.argument.literal;
  return undefined;
}

/** The files `file` imports, re-exports from, or loads with `import()`. */
function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const targets = [];
  const walk = (node) => {
    const specifier = specifierOf(node);
    if (specifier && ts.isStringLiteralLike(specifier) && specifier.text.startsWith('.')) {
      const target = resolveSpecifier(file, specifier.text);
      if (target) targets.push(target);
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  return targets;
}

/**
 * The lowest layers, and the folders above them that they may not import: the core and its elements
 * import them, never the other way. Tests are exempt: a test may drive its layer through the ones above.
 */
const lowestLayers = ['api', 'crypto', 'i18n', 'validation', 'schema-form'];
const aboveThem = ['core', 'elements', 'frame', 'bindings', 'react', 'vue', 'server', 'sandbox'];

/** The first folder under `root` a file is in (`api` for src/api/schemas/error.ts). */
const layerOf = (file) => relative(root, file).split(/[\\/]/)[0];
const isTest = (file) => /\.test\.ts$/.test(file);

const graph = new Map(typeScriptFiles(root).map((file) => [file, importsOf(file)]));
const cycles = [];
const done = new Set();

/** Depth-first walk; a file met again while still on the path closes a cycle. */
function visit(file, path) {
  if (done.has(file)) return;
  const onPath = path.indexOf(file);
  if (onPath >= 0) {
    cycles.push([...path.slice(onPath), file]);
    return;
  }
  path.push(file);
  for (const target of graph.get(file) ?? []) visit(target, path);
  path.pop();
  done.add(file);
}

for (const file of graph.keys()) visit(file, []);

const upward = [...graph].flatMap(([file, targets]) =>
  lowestLayers.includes(layerOf(file)) && !isTest(file)
    ? targets.filter((target) => aboveThem.includes(layerOf(target))).map((target) => [file, target])
    : [],
);

const shown = (file) => relative(process.cwd(), file);
for (const cycle of cycles) console.error(`import cycle: ${cycle.map(shown).join(' -> ')}`);
if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s) in ${shown(root)}/: make the dependency go one way.`);
}
for (const [file, target] of upward) console.error(`upward import: ${shown(file)} -> ${shown(target)}`);
if (upward.length > 0) {
  console.error(
    `${upward.length} upward import(s): ${lowestLayers.join('/, ')}/ are the lowest layers and import ` +
      `nothing of ${aboveThem.join('/, ')}/. Move what they need down into them (as errors live in api/).`,
  );
}
if (cycles.length > 0 || upward.length > 0) process.exit(1);
console.log(
  `no import cycle in ${shown(root) || '.'}/ and no upward import from its lowest layers (${graph.size} files)`,
);
