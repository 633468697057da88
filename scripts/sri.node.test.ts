import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readmeIntegrity, scriptTags, subresourceIntegrity, withReadmeIntegrity } from './sri.mjs';

/*
 * The script tags' hashes: the build writes them into dist/ only; the README shows them, and
 * scripts/readme-sri.mjs fails `npm test` when it shows others (and writes them with --write).
 */

const repo = fileURLToPath(new URL('..', import.meta.url));
const checker = join(repo, 'scripts', 'readme-sri.mjs');
const readmeText = readFileSync(join(repo, 'README.md'), 'utf8');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A folder with this README and a dist/ holding both script tags with the given contents. */
function project(contents: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'railkit-sri-'));
  folders.push(folder);
  cpSync(join(repo, 'README.md'), join(folder, 'README.md'));
  mkdirSync(join(folder, 'dist'));
  for (const [file, text] of Object.entries(contents)) writeFileSync(join(folder, 'dist', file), text);
  return folder;
}

function check(folder: string, ...args: string[]) {
  return spawnSync(process.execPath, [checker, ...args], { cwd: folder, encoding: 'utf8' });
}

describe("the README's script-tag hashes", () => {
  it('are read from the two snippets, one sha384 each', () => {
    const shown = readmeIntegrity(readmeText);
    expect(Object.keys(shown)).toEqual(scriptTags.map(({ file }) => file));
    for (const hash of Object.values(shown)) expect(hash).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it('are rewritten in their snippets only', () => {
    const hashes = { 'railkit.iife.js': 'sha384-one', 'railkit-checkout.iife.js': 'sha384-two' };
    const rewritten = withReadmeIntegrity(readmeText, hashes);
    expect(readmeIntegrity(rewritten)).toEqual(hashes);
    // Written back, the README is what it was: the snippet layout is the committed one.
    expect(withReadmeIntegrity(rewritten, readmeIntegrity(readmeText))).toBe(readmeText);
  });

  it("the build's step writes the hashes into dist/ only, not into the README", async () => {
    const folder = project({ 'railkit.iife.js': 'payout', 'railkit-checkout.iife.js': 'checkout' });
    const dist = join(folder, 'dist');
    // As `npm run build` runs it: in the project's folder, where README.md shows other hashes.
    const step = `import(${JSON.stringify(join(repo, 'scripts', 'sri.mjs'))}).then((sri) => sri.writeSubresourceIntegrity())`;
    expect(spawnSync(process.execPath, ['-e', step], { cwd: folder }).status).toBe(0);
    const hashes = JSON.parse(readFileSync(join(dist, 'sri.json'), 'utf8')) as Record<string, string>;
    expect(hashes['railkit.iife.js']).toBe(await subresourceIntegrity(join(dist, 'railkit.iife.js')));
    expect(readdirSync(dist).sort()).toEqual([
      'railkit-checkout.iife.js',
      'railkit-checkout.iife.js.sri',
      'railkit.iife.js',
      'railkit.iife.js.sri',
      'sri.json',
    ]);
    expect(readFileSync(join(dist, 'railkit-checkout.iife.js.sri'), 'utf8')).toBe(
      `${hashes['railkit-checkout.iife.js']}\n`,
    );
    expect(readFileSync(join(folder, 'README.md'), 'utf8')).toBe(readmeText);
  });

  it('a hash the build did not make fails the check, which names the command that writes them', () => {
    const folder = project({ 'railkit.iife.js': 'payout', 'railkit-checkout.iife.js': 'checkout' });
    const failed = check(folder);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('dist/railkit.iife.js: the build made sha384-');
    expect(failed.stderr).toContain('dist/railkit-checkout.iife.js: the build made sha384-');
    expect(failed.stderr).toContain('Run `npm run readme:sri`');
    // The check writes nothing; --write does, and then the check passes.
    expect(readFileSync(join(folder, 'README.md'), 'utf8')).toBe(readmeText);
    expect(check(folder, '--write').status).toBe(0);
    expect(check(folder).status).toBe(0);
    const written = readFileSync(join(folder, 'README.md'), 'utf8');
    const changed = written.split('\n').filter((line, index) => line !== readmeText.split('\n')[index]);
    expect(changed).toHaveLength(2);
    for (const line of changed) expect(line).toMatch(/^ {2}integrity="sha384-[A-Za-z0-9+/]{64}"$/);
  });
});
