#!/usr/bin/env node
/**
 * `node scripts/tree-unchanged.mjs <command> [args...]`: runs the command, then fails when it changed the
 * git working tree: a tracked file written, deleted or renamed, or a file created that git does not
 * ignore. `npm test` runs the build under it (`npm run test:build`), so a clone stays clean after the
 * test command and nothing the build makes can go stale in a commit.
 *
 * Cheap: one `git status` before and one after (and a hash of each file they list), around the one
 * build, which runs once. Files already changed before the command are compared by content, so a
 * developer's own edits pass unless the command rewrites them. Outside a git work tree (an unpacked
 * tarball) it only runs the command.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `git status --porcelain -z` as a list of `{ code, path }`: every path git would show, tracked or not
 * (each untracked file on its own line, ignored ones left out). A rename's origin counts as a path too.
 */
export function parseStatus(output) {
  const fields = output.split('\0').filter(Boolean);
  const entries = [];
  for (let index = 0; index < fields.length; index++) {
    const code = fields[index].slice(0, 2);
    entries.push({ code, path: fields[index].slice(3) });
    // "R  new\0old": the next field is the rename's origin, with no status of its own.
    if (code.includes('R') || code.includes('C')) entries.push({ code, path: fields[++index] });
  }
  return entries;
}

function contentHash(file) {
  try {
    if (!statSync(file).isFile()) return 'not a file';
    return createHash('sha1').update(readFileSync(file)).digest('hex');
  } catch {
    return 'absent';
  }
}

/** Each path `git status` lists under `cwd`, with its status and content: what "a clean tree" compares. */
export function treeState(cwd) {
  const status = spawnSync('git', ['status', '--porcelain=v1', '-z', '--untracked-files=all'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (status.error || status.status !== 0) return undefined;
  return new Map(
    parseStatus(status.stdout).map(({ code, path }) => [path, `${code} ${contentHash(join(cwd, path))}`]),
  );
}

/** The paths whose status or content differ between two states, sorted. */
export function changedPaths(before, after) {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}

function describe(path, before, after) {
  const was = before.get(path)?.slice(0, 2).trim();
  const is = after.get(path)?.slice(0, 2).trim();
  if (!was) return `${path} (${is === '??' ? 'created, not ignored' : `now ${is}`})`;
  if (!is) return `${path} (restored to its committed content)`;
  return `${path} (${was === is ? 'changed again' : `${was} -> ${is}`})`;
}

/** Runs `command` in `cwd`; returns its exit status, or 1 when it changed the tree (said on stderr). */
export function runKeepingTreeUnchanged(command, args, cwd = process.cwd()) {
  const before = treeState(cwd);
  if (!before) console.warn('tree-unchanged: not a git work tree (or no git); running without the check.');
  const run = spawnSync(command, args, { cwd, stdio: 'inherit', shell: process.platform === 'win32' });
  if (run.error) throw run.error;
  if (run.status !== 0) return run.status ?? 1;
  if (!before) return 0;
  const after = treeState(cwd);
  const changed = changedPaths(before, after ?? new Map());
  if (changed.length === 0) return 0;
  console.error(
    `\`${[command, ...args].join(' ')}\` changed files git tracks or would add; it must write only ignored ` +
      `files (dist/ and the like):\n  ${changed.map((path) => describe(path, before, after)).join('\n  ')}\n` +
      `If you were editing these files while it ran, run it again.`,
  );
  return 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('Usage: node scripts/tree-unchanged.mjs <command> [args...]');
    process.exit(2);
  }
  process.exitCode = runKeepingTreeUnchanged(command, args);
}
