/**
 * tsc writes the relative imports of declaration files as the sources spell them (`./core/init`), which
 * TypeScript resolves for bundlers but not under Node's ESM rules (`node16`/`nodenext`), where a relative
 * import names its file. This adds the extension (`./core/init.js`, `./schemas/index.js`) after emit.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** `from './x'`, `import('./x')`, `import './x'`, `from '..'`: the quoted relative specifier is group 3. */
const relativeSpecifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

function withExtension(specifier, fromDir) {
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  if (existsSync(join(fromDir, `${specifier}.d.ts`))) return `${specifier}.js`;
  if (existsSync(join(fromDir, specifier, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${fromDir}: no declaration file for "${specifier}"`);
}

export async function addDeclarationExtensions(dir) {
  const files = await readdir(dir, { recursive: true });
  for (const file of files.filter((name) => name.endsWith('.d.ts')).map((name) => join(dir, name))) {
    const text = await readFile(file, 'utf8');
    const fixed = text.replace(
      relativeSpecifier,
      (_match, keyword, quote, specifier) =>
        `${keyword}${quote}${withExtension(specifier, dirname(file))}${quote}`,
    );
    if (fixed !== text) await writeFile(file, fixed);
  }
}
