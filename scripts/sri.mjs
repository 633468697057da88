/**
 * Subresource Integrity of the script-tag builds: the hash a merchant puts in `integrity=""`. The build
 * writes it into dist/ only, next to each file (dist/railkit.iife.js.sri, dist/railkit-checkout.iife.js.sri,
 * and dist/sri.json for tools): a build changes no tracked file. The README's snippet of each script shows
 * the hash too; `npm run readme:sri` writes it there on purpose, and `npm test` fails when the README shows
 * another hash than the build made (scripts/readme-sri.mjs).
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

export const readme = 'README.md';

/** The command that writes the README's hashes, as the messages name it. */
export const updateCommand = 'npm run readme:sri';

/**
 * Each script tag and its README snippet: everything between the two markers is the snippet. The
 * consumer test finds each snippet by the start of its first marker (`<!-- script-tag snippet`, and
 * `<!-- script-tag checkout snippet`).
 */
export const scriptTags = [
  {
    file: 'railkit.iife.js',
    start: `<!-- script-tag snippet: written by ${updateCommand} -->`,
    end: '<!-- end of script-tag snippet -->',
  },
  {
    file: 'railkit-checkout.iife.js',
    start: `<!-- script-tag checkout snippet: written by ${updateCommand} -->`,
    end: '<!-- end of script-tag checkout snippet -->',
  },
];

export async function subresourceIntegrity(path) {
  return `sha384-${createHash('sha384')
    .update(await readFile(path))
    .digest('base64')}`;
}

export function scriptTagSnippet(file, integrity) {
  return [
    '```html',
    // As Prettier lays it out, so `npm run lint` agrees with what `npm run readme:sri` writes.
    '<script',
    `  src="/static/${file}"`,
    `  integrity="${integrity}"`,
    '  crossorigin="anonymous"',
    '></script>',
    '```',
  ].join('\n');
}

/** Where the snippet of `tag` sits in `text`: the offsets just after its start marker and at its end one. */
function snippetBounds(text, { file, start, end }) {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) {
    throw new Error(`${readme}: the snippet markers of ${file} are missing ("${start}" ... "${end}")`);
  }
  return { from: from + start.length, to };
}

/** The hashes the README's snippets show, by file (undefined for a snippet that shows none). */
export function readmeIntegrity(text) {
  return Object.fromEntries(
    scriptTags.map((tag) => {
      const { from, to } = snippetBounds(text, tag);
      return [tag.file, text.slice(from, to).match(/integrity="([^"]*)"/)?.[1]];
    }),
  );
}

/** The README's text with each snippet showing `hashes[file]`. */
export function withReadmeIntegrity(text, hashes) {
  return scriptTags.reduce((current, tag) => {
    const { from, to } = snippetBounds(current, tag);
    return `${current.slice(0, from)}\n\n${scriptTagSnippet(tag.file, hashes[tag.file])}\n\n${current.slice(to)}`;
  }, text);
}

/** The hashes of the script tags in `dist`, by file. */
export async function builtIntegrity(dist = 'dist') {
  const hashes = {};
  for (const { file } of scriptTags) hashes[file] = await subresourceIntegrity(`${dist}/${file}`);
  return hashes;
}

/** The build's step: the hashes into dist/, beside the files they are of. Writes nothing else. */
export async function writeSubresourceIntegrity(dist = 'dist') {
  const hashes = await builtIntegrity(dist);
  for (const [file, hash] of Object.entries(hashes)) await writeFile(`${dist}/${file}.sri`, `${hash}\n`);
  await writeFile(`${dist}/sri.json`, `${JSON.stringify(hashes, null, 2)}\n`);
  return hashes;
}

/**
 * What is wrong with the README's hashes against the build's: one line per snippet that differs, or an
 * empty list when the README shows exactly what `dist` holds.
 */
export function integrityMismatches(shown, built) {
  return scriptTags
    .filter(({ file }) => shown[file] !== built[file])
    .map(
      ({ file }) => `dist/${file}: the build made ${built[file]}, ${readme} shows ${shown[file] ?? 'none'}`,
    );
}
