#!/usr/bin/env node
/**
 * Dependencies go one way: an import cycle anywhere in src/ fails `npm run lint`.
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

if (cycles.length > 0) {
  for (const cycle of cycles) {
    console.error(`import cycle: ${cycle.map((file) => relative(process.cwd(), file)).join(' -> ')}`);
  }
  console.error(
    `${cycles.length} import cycle(s) in ${relative(process.cwd(), root)}/: make the dependency go one way.`,
  );
  process.exit(1);
}
console.log(`no import cycle in ${relative(process.cwd(), root) || '.'}/ (${graph.size} files)`);
