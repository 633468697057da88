/**
 * Where a built file's bytes come from, by source module, read from its source map.
 * Used by `npm run size -- --breakdown` (scripts/size.mjs builds with hidden source maps).
 *
 * Each character of the minified output belongs to the source of the mapping segment it follows. A
 * module's gzip share is its own code gzipped alone, scaled so that the shares add up to the file's
 * real gzip size: gzip compresses across modules, so a module's exact cost has no single answer, and
 * this share ranks modules the way cutting them would.
 */
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const base64Digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digitValue = new Map([...base64Digits].map((digit, index) => [digit, index]));

/** The numbers of one base64 VLQ segment ("AAgBC" -> [0, 0, 16, 1]). */
function decodeSegment(text) {
  const numbers = [];
  let value = 0;
  let shift = 0;
  for (const digit of text) {
    const bits = digitValue.get(digit);
    value += (bits & 31) << shift;
    if (bits & 32) {
      shift += 5;
      continue;
    }
    numbers.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return numbers;
}

/** Per generated line, the [column, source index] of each segment (source -1 when unmapped). */
function decodeMappings(mappings) {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const [columnDelta, sourceDelta] = decodeSegment(segment);
        column += columnDelta;
        if (sourceDelta === undefined) return [column, -1];
        source += sourceDelta;
        return [column, source];
      });
  });
}

/** `src/core/client.ts`, `zod/v4/core/schemas.js`: a source path relative to the project. */
export function moduleName(sourcePath, mapDir) {
  const path = relative(process.cwd(), resolve(mapDir, sourcePath)).replaceAll('\\', '/');
  const packageAt = path.lastIndexOf('node_modules/');
  return packageAt === -1 ? path : path.slice(packageAt + 'node_modules/'.length);
}

/** The package (`zod`, `@lit/reactive-element`), or the src folder, a module belongs to. */
export function groupName(module) {
  const parts = module.split('/');
  if (!module.startsWith('src/')) {
    if (parts.length === 1) return module;
    return `${parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]} (package)`;
  }
  return parts.length > 2 ? parts.slice(0, -1).join('/') : module;
}

/**
 * The minified code of each source module of `file`, from `file.map`: a Map of module name to text.
 * Code no segment maps (the bundler's glue) is filed under `(bundler)`.
 */
export async function codeByModule(file) {
  const code = await readFile(file, 'utf8');
  const map = JSON.parse(await readFile(`${file}.map`, 'utf8'));
  const names = map.sources.map((source) => moduleName(source, dirname(file)));
  const pieces = new Map();
  const add = (name, text) => pieces.set(name, (pieces.get(name) ?? '') + text);
  const lines = code.split('\n');
  decodeMappings(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let from = 0;
    let owner = '(bundler)';
    for (const [column, source] of segments) {
      if (column > from) add(owner, line.slice(from, column));
      from = column;
      owner = source === -1 ? '(bundler)' : names[source];
    }
    add(owner, line.slice(from) + '\n');
  });
  for (let lineIndex = map.mappings.split(';').length; lineIndex < lines.length; lineIndex++) {
    add('(bundler)', lines[lineIndex] + '\n');
  }
  return { code, pieces };
}

/** Rows { name, minified, gzip } for modules and for their groups, largest first. */
export async function breakdown(file) {
  const { code, pieces } = await codeByModule(file);
  const total = gzipSync(code, { level: 9 }).length;
  const alone = new Map([...pieces].map(([name, text]) => [name, gzipSync(text, { level: 9 }).length]));
  const aloneSum = [...alone.values()].reduce((sum, bytes) => sum + bytes, 0);
  const modules = [...pieces].map(([name, text]) => ({
    name,
    minified: Buffer.byteLength(text),
    gzip: Math.round((alone.get(name) * total) / aloneSum),
  }));
  const groups = new Map();
  for (const row of modules) {
    const group = groups.get(groupName(row.name)) ?? { name: groupName(row.name), minified: 0, gzip: 0 };
    group.minified += row.minified;
    group.gzip += row.gzip;
    groups.set(group.name, group);
  }
  const bySize = (a, b) => b.gzip - a.gzip;
  return { total, modules: modules.sort(bySize), groups: [...groups.values()].sort(bySize) };
}

function printRows(title, rows, total) {
  console.log(
    `\n${title.padEnd(52)} ${'minified'.padStart(9)} ${'gzip≈'.padStart(7)} ${'share'.padStart(6)}`,
  );
  for (const row of rows) {
    const share = `${((row.gzip * 100) / total).toFixed(1)}%`;
    console.log(
      `${row.name.padEnd(52)} ${String(row.minified).padStart(9)} ${String(row.gzip).padStart(7)} ${share.padStart(6)}`,
    );
  }
}

/** Prints the group table and the module table of one built file. */
export async function printBreakdown(file, label) {
  const { total, modules, groups } = await breakdown(file);
  console.log(
    `\nBreakdown of ${label}: ${total} B gzip -9 (shares attributed, see scripts/size-breakdown.mjs)`,
  );
  printRows('by package / folder', groups, total);
  printRows('by module', modules, total);
}
