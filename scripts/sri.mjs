/**
 * Subresource Integrity of the script-tag builds: the hash a merchant puts in `integrity=""`, written next
 * to each file (dist/railkit.iife.js.sri, dist/railkit-checkout.iife.js.sri, and dist/sri.json for tools)
 * and into the README's snippet of each, so a snippet always shows the hash of the last build. Commit
 * README.md when a build changes it.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

const readme = 'README.md';

/**
 * Each script tag and its README snippet: everything between the two markers is written here. The
 * payout one keeps the markers it has always had (the consumer test finds it by them).
 */
export const scriptTags = [
  {
    file: 'railkit.iife.js',
    start: '<!-- script-tag snippet: written by npm run build -->',
    end: '<!-- end of script-tag snippet -->',
  },
  {
    file: 'railkit-checkout.iife.js',
    start: '<!-- script-tag checkout snippet: written by npm run build -->',
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
    // As Prettier lays it out, so `npm run lint` agrees with what the build writes.
    '<script',
    `  src="/static/${file}"`,
    `  integrity="${integrity}"`,
    '  crossorigin="anonymous"',
    '></script>',
    '```',
  ].join('\n');
}

function replaceSnippet(text, { file, start, end }, integrity) {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${readme}: the snippet markers of ${file} are missing`);
  return `${text.slice(0, from + start.length)}\n\n${scriptTagSnippet(file, integrity)}\n\n${text.slice(to)}`;
}

export async function writeSubresourceIntegrity(dist = 'dist') {
  const hashes = {};
  for (const { file } of scriptTags) {
    hashes[file] = await subresourceIntegrity(`${dist}/${file}`);
    await writeFile(`${dist}/${file}.sri`, `${hashes[file]}\n`);
  }
  await writeFile(`${dist}/sri.json`, `${JSON.stringify(hashes, null, 2)}\n`);

  const text = await readFile(readme, 'utf8');
  const updated = scriptTags.reduce((current, tag) => replaceSnippet(current, tag, hashes[tag.file]), text);
  if (updated !== text) {
    await writeFile(readme, updated);
    console.log(`${readme}: script-tag snippets updated (${Object.values(hashes).join(', ')}); commit it.`);
  }
}
