/**
 * The documentation's code as programs. Every fenced block of README.md and docs/*.md carries a tag on the
 * line before it: `<!-- snippet: ID -->` names the program that runs it, `<!-- snippet: not run (why) -->`
 * says why it is no program. A block without a tag, a tag without a program, or a program without a block
 * fails the consumer test.
 *
 * A program is the folder test/consumer/snippets/ID/: `index.ts` (or `.js`) holds `/* snippet *\/` where the
 * block goes verbatim, then the checks; beside it are the modules the block imports its givens from, as a
 * merchant's code would (`./page.js`: the session, the buttons, where the outcome shows). Givens that
 * several programs take alike (`./settings.js`, `./orders.js`) are in test/consumer/snippets/shared/.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const fence = /^```(\w*)\n([\s\S]*?)^```$/gm;
const tagLine = /<!-- (?:snippet: (.+?)|(script-tag(?: checkout)? snippet)[^>]*?) -->\s*$/;

/** Where the block goes in its program. */
export const snippetMarker = '/* snippet */';

/** The folders of test/consumer/snippets/ that are no program: the modules every program may take. */
const sharedFolder = 'shared';

/** A program with no block of the docs: the page of the test of which build a bundler picked. */
export const advicePage = 'advice-page';

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
            `in test/consumer/snippets/ID/index.ts that runs it, or <!-- snippet: not run (why) --> if it is no program.`,
        );
      }
      const name = tag[1] ?? tag[2].replaceAll(' ', '-').replace(/-snippet$/, '');
      const id = name.startsWith('not run') ? undefined : name;
      snippets.push({ id, lang: match[1], code: match[2], source });
    }
  }
  return snippets;
}

/** The files of a folder of test/consumer/snippets/, by name. */
async function readFolder(dir) {
  const names = await readdir(dir);
  return new Map(
    await Promise.all(names.map(async (name) => [name, await readFile(join(dir, name), 'utf8')])),
  );
}

/** The names of the modules beside it that a program's text imports (`./page.js` gives `page`). */
const localImports = (text) =>
  new Set([...text.matchAll(/from '\.\/([\w-]+)(?:\.js)?'/g)].map((match) => match[1]));

/**
 * The programs of the snippets that run, by id: `{ id, source, files }`, `files` mapping each file name of
 * the program's folder to its text: `index.ts` (or `.js`) with the block in place of its marker, `block.ts`
 * (the block alone), the program's own givens, and the shared givens it imports. `programsDir` is
 * test/consumer/snippets/.
 */
export async function composePrograms(snippets, programsDir) {
  const entries = await readdir(programsDir, { withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory() && ![sharedFolder, advicePage].includes(entry.name))
    .map((entry) => entry.name);
  const shared = await readFolder(join(programsDir, sharedFolder));
  const programs = new Map();
  for (const { id, code, source } of snippets) {
    if (!id || usedAsTheyAre.has(id)) continue;
    if (programs.has(id)) throw new Error(`${source}: a second block tagged "${id}"; each program runs one.`);
    if (!folders.includes(id)) {
      throw new Error(
        `${source}: tagged "${id}", but test/consumer/snippets/ has no ${id}/index.ts to run it.`,
      );
    }
    const files = await readFolder(join(programsDir, id));
    const index = [...files.keys()].find((name) => /^index\.[jt]s$/.test(name));
    if (!index || !files.get(index).includes(snippetMarker)) {
      throw new Error(
        `test/consumer/snippets/${id}/: no index.ts with a ${snippetMarker} marker for the block.`,
      );
    }
    const text = files
      .get(index)
      .replace(snippetMarker, () => `// ${source}, verbatim:\n${code}// end of ${source}`);
    files.set(index, text);
    // The block alone as well, type-checked but never run: a name it neither imports nor declares fails
    // there, where no name of the program's checks can stand in for it.
    files.set(index.replace('index', 'block'), code);
    for (const name of localImports(text)) {
      const own = [...files.keys()].some((file) => file.replace(/\.[jt]s$/, '') === name);
      const given = shared.has(`${name}.ts`) ? `${name}.ts` : undefined;
      if (!own && !given) {
        throw new Error(
          `${source}: imports ./${name}.js, which neither test/consumer/snippets/${id}/ nor ${sharedFolder}/ has.`,
        );
      }
      if (!own) files.set(given, shared.get(given));
    }
    programs.set(id, { id, source, files });
  }
  for (const id of folders) {
    if (!programs.has(id)) {
      throw new Error(`test/consumer/snippets/${id}/: no block of the docs is tagged "${id}" any more.`);
    }
  }
  return programs;
}
