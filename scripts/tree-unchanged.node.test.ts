import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { changedPaths, parseStatus } from './tree-unchanged.mjs';

/*
 * `npm test` runs the build under scripts/tree-unchanged.mjs: a command that writes a tracked file, or
 * creates one git does not ignore, fails it. Here the script runs, as npm test runs it, in a throw-away
 * repository, around commands that write what a build might.
 */

const script = fileURLToPath(new URL('./tree-unchanged.mjs', import.meta.url));
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function git(cwd: string, ...args: string[]): void {
  const result = spawnSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
}

/** A repository with a README and an ignored dist/, all committed. */
function repository(): string {
  const folder = mkdtempSync(join(tmpdir(), 'railkit-tree-'));
  folders.push(folder);
  git(folder, 'init', '-q');
  writeFileSync(join(folder, 'README.md'), 'integrity="sha384-old"\n');
  writeFileSync(join(folder, '.gitignore'), 'dist/\n');
  git(folder, 'add', '.');
  git(folder, 'commit', '-q', '-m', 'start');
  return folder;
}

/** Runs `node -e <code>` under the script in `folder`, as `npm test` runs the build. */
function runUnder(folder: string, code: string): { status: number | null; stderr: string } {
  const result = spawnSync(process.execPath, [script, process.execPath, '-e', code], {
    cwd: folder,
    encoding: 'utf8',
  });
  return { status: result.status, stderr: result.stderr };
}

const writes = (file: string, text: string) =>
  `require('node:fs').mkdirSync(require('node:path').dirname(${JSON.stringify(file)}), { recursive: true });` +
  `require('node:fs').writeFileSync(${JSON.stringify(file)}, ${JSON.stringify(text)});`;

describe('scripts/tree-unchanged.mjs: the command may write ignored files only', () => {
  it('passes a command that writes only what git ignores', () => {
    const folder = repository();
    expect(runUnder(folder, writes('dist/railkit.iife.js.sri', 'sha384-new\n'))).toEqual({
      status: 0,
      stderr: '',
    });
  });

  it('fails a command that rewrites a tracked file, and names it', () => {
    const folder = repository();
    const { status, stderr } = runUnder(folder, writes('README.md', 'integrity="sha384-new"\n'));
    expect(status).toBe(1);
    expect(stderr).toContain('README.md (now M)');
  });

  it('fails a command that creates a file git would add', () => {
    const folder = repository();
    const { status, stderr } = runUnder(folder, writes('src/generated.ts', 'export {};\n'));
    expect(status).toBe(1);
    expect(stderr).toContain('src/generated.ts (created, not ignored)');
  });

  it("compares a file already edited before the command by content: one's own edits pass", () => {
    const folder = repository();
    writeFileSync(join(folder, 'README.md'), 'integrity="sha384-edited"\n');
    mkdirSync(join(folder, 'notes'));
    writeFileSync(join(folder, 'notes', 'todo.txt'), 'not committed yet\n');
    expect(runUnder(folder, writes('dist/x.js', '1')).status).toBe(0);
    const { status, stderr } = runUnder(folder, writes('README.md', 'integrity="sha384-built"\n'));
    expect(status).toBe(1);
    expect(stderr).toContain('README.md (changed again)');
  });

  it('a failing command fails with its own status, whatever it wrote', () => {
    const folder = repository();
    expect(runUnder(folder, 'process.exit(3)').status).toBe(3);
  });
});

describe('the status it compares', () => {
  it('reads porcelain -z output, a rename counting both its paths', () => {
    expect(parseStatus(' M README.md\0?? new file.txt\0R  b.ts\0a.ts\0')).toEqual([
      { code: ' M', path: 'README.md' },
      { code: '??', path: 'new file.txt' },
      { code: 'R ', path: 'b.ts' },
      { code: 'R ', path: 'a.ts' },
    ]);
  });

  it('lists paths whose status or content changed, and only those', () => {
    const before = new Map([
      ['README.md', ' M aaa'],
      ['kept.txt', '?? bbb'],
    ]);
    const after = new Map([
      ['README.md', ' M ccc'],
      ['kept.txt', '?? bbb'],
      ['new.txt', '?? ddd'],
    ]);
    expect(changedPaths(before, after)).toEqual(['README.md', 'new.txt']);
  });
});
