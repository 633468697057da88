/**
 * The documentation's code as programs. Every fenced block of README.md and docs/*.md carries a tag on the
 * line before it: `<!-- snippet: ID -->` names the program that runs it (test/consumer/snippets/ID.ts or
 * .js: what the merchant's page or server gives the snippet, then `/* snippet *\/` where the block goes
 * verbatim, then the checks), `<!-- snippet: not run (why) -->` says why it is no program. A block without
 * a tag, a tag without a program, or a program without a block fails the consumer test.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const fence = /^```(\w*)\n([\s\S]*?)^```$/gm;
const tagLine = /<!-- (?:snippet: (.+?)|(script-tag(?: checkout)? snippet)[^>]*?) -->\s*$/;

/** Where the block goes in its program. */
export const snippetMarker = '/* snippet */';

/**
 * Blocks the consumer test uses as they are, with no program around them: the script tags (payout.spec.ts
 * loads them), the Vite config (the Vite build's), the curl session (run against the packaged sandbox).
 */
export const usedAsTheyAre = new Set([
  'script-tag',
  'script-tag-checkout',
  'vite-config',
  'curl-client-init',
]);

/**
 * Every fenced block of README.md and docs/*.md: `{ id, lang, code, source }`, `id` undefined for a block
 * tagged `not run`. The README's script-tag blocks, which `npm run readme:sri` writes, are named by their
 * markers.
 */
export async function readSnippets(repo) {
  const docs = (await readdir(join(repo, 'docs'))).filter((name) => name.endsWith('.md'));
  const snippets = [];
  for (const file of ['README.md', ...docs.map((name) => `docs/${name}`)]) {
    const text = await readFile(join(repo, file), 'utf8');
    for (const match of text.matchAll(fence)) {
      const source = `${file}:${text.slice(0, match.index).split('\n').length}`;
      const before = text.slice(0, match.index).trimEnd().split('\n').at(-1) ?? '';
      const tag = before.match(tagLine);
      if (!tag) {
        throw new Error(
          `${source}: this code block has no tag. Put <!-- snippet: ID --> on the line before it and a program ` +
            `in test/consumer/snippets/ID.ts that runs it, or <!-- snippet: not run (why) --> if it is no program.`,
        );
      }
      const name = tag[1] ?? tag[2].replaceAll(' ', '-').replace(/-snippet$/, '');
      const id = name.startsWith('not run') ? undefined : name;
      snippets.push({ id, lang: match[1], code: match[2], source });
    }
  }
  return snippets;
}

/**
 * The programs of the snippets that run, by id: `{ id, source, file, text }`, `text` being the program
 * file with the block in place of its marker. `programsDir` holds one file per id (and the harnesses).
 */
export async function composePrograms(snippets, programsDir) {
  const files = await readdir(programsDir);
  const programFiles = new Map(
    files.filter((name) => !name.startsWith('harness')).map((name) => [name.replace(/\.[jt]s$/, ''), name]),
  );
  const programs = new Map();
  for (const { id, code, source } of snippets) {
    if (!id || usedAsTheyAre.has(id)) continue;
    if (programs.has(id)) throw new Error(`${source}: a second block tagged "${id}"; each program runs one.`);
    const file = programFiles.get(id);
    if (!file)
      throw new Error(`${source}: tagged "${id}", but test/consumer/snippets/ has no ${id}.ts to run it.`);
    const program = await readFile(join(programsDir, file), 'utf8');
    if (!program.includes(snippetMarker))
      throw new Error(`${file}: no ${snippetMarker} marker for the block.`);
    const text = program.replace(snippetMarker, () => `// ${source}, verbatim:\n${code}// end of ${source}`);
    programs.set(id, { id, source, file, text });
  }
  for (const [id, file] of programFiles) {
    if (!programs.has(id) && !id.startsWith('advice')) {
      throw new Error(`test/consumer/snippets/${file}: no block of the docs is tagged "${id}" any more.`);
    }
  }
  return programs;
}
