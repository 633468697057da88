import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

/** The file in a data folder naming the process that holds it, as PostgreSQL's `postmaster.pid` does. */
export const lockFileName = 'railkit-sandbox.pid';

/** Lock files this process holds. */
const heldHere = new Set<string>();

/** A data folder another live sandbox holds: starting a second one there would double its money. */
export class FolderInUseError extends Error {
  readonly code = 'storage.folder-in-use';

  constructor(
    readonly folder: string,
    readonly holderPid: number,
  ) {
    super(
      `The sandbox data folder ${folder} is in use by another Railkit sandbox (process ${holderPid}). ` +
        `Stop that one first (kill ${holderPid}, or Ctrl+C in its terminal), or start this one with ` +
        'another --data-dir (RAILKIT_SANDBOX_DATA_DIR), or with --memory.',
    );
    this.name = 'FolderInUseError';
  }
}

/**
 * Holds `folder` for this process until `release()`: the lock file is created exclusively with this
 * process's pid. A lock file whose process is gone (killed, crashed) is taken over; one whose process
 * lives refuses with `FolderInUseError`, before anything in the folder is opened.
 */
export function lockFolder(folder: string): { release(): void } {
  const path = join(folder, lockFileName);
  // Two sandboxes of one process (startSandbox twice) share the pid: the set tells them apart.
  if (heldHere.has(path)) throw new FolderInUseError(folder, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path)) {
      heldHere.add(path);
      return {
        release: () => {
          heldHere.delete(path);
          releaseIfOurs(path);
        },
      };
    }
    const holder = readHolder(path);
    if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
      throw new FolderInUseError(folder, holder);
    }
    // Left by a process that is gone (or half-written by one that died while writing): take it over.
    rmSync(path, { force: true });
  }
  throw new FolderInUseError(folder, readHolder(path) ?? 0);
}

function tryCreate(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readHolder(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Signal 0 checks that a process exists without touching it; EPERM means it exists as another user. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(path: string): void {
  if (readHolder(path) === process.pid) rmSync(path, { force: true });
}
