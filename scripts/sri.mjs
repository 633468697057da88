/**
 * Subresource Integrity of the script-tag build: the hash a merchant puts in `integrity=""`, written next
 * to the file (dist/railkit.iife.js.sri, and dist/sri.json for tools) and into the README's snippet, so
 * the snippet always shows the hash of the last build. Commit README.md when a build changes it.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

const scriptTagBuild = 'railkit.iife.js';
const readme = 'README.md';
/** The README's snippet: everything between these two markers is written here. */
const snippetStart = '<!-- script-tag snippet: written by npm run build -->';
const snippetEnd = '<!-- end of script-tag snippet -->';

export async function subresourceIntegrity(path) {
  return `sha384-${createHash('sha384')
    .update(await readFile(path))
    .digest('base64')}`;
}

export function scriptTagSnippet(integrity) {
  return [
    '```html',
    // As Prettier lays it out, so `npm run lint` agrees with what the build writes.
    '<script',
    `  src="/static/${scriptTagBuild}"`,
    `  integrity="${integrity}"`,
    '  crossorigin="anonymous"',
    '></script>',
    '```',
  ].join('\n');
}

export async function writeSubresourceIntegrity(dist = 'dist') {
  const integrity = await subresourceIntegrity(`${dist}/${scriptTagBuild}`);
  await writeFile(`${dist}/${scriptTagBuild}.sri`, `${integrity}\n`);
  await writeFile(`${dist}/sri.json`, `${JSON.stringify({ [scriptTagBuild]: integrity }, null, 2)}\n`);

  const text = await readFile(readme, 'utf8');
  const start = text.indexOf(snippetStart);
  const end = text.indexOf(snippetEnd);
  if (start < 0 || end < start) throw new Error(`${readme}: the script-tag snippet markers are missing`);
  const updated = `${text.slice(0, start + snippetStart.length)}\n\n${scriptTagSnippet(integrity)}\n\n${text.slice(end)}`;
  if (updated !== text) {
    await writeFile(readme, updated);
    console.log(`${readme}: script-tag snippet updated to ${integrity}; commit it.`);
  }
}
