import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The file in a data folder naming the process that holds it, as PostgreSQL's `postmaster.pid` does:
 * its pid, and its start time, so that a pid the system gave to another process since is no holder.
 */
export const lockFileName = 'railkit-sandbox.pid';

/** Lock files this process holds. */
const heldHere = new Set<string>();

/** A data folder another live sandbox holds: starting a second one there would double its money. */
export class FolderInUseError extends Error {
  readonly code = 'storage.folder-in-use';

  constructor(
    readonly folder: string,
    readonly holderPid: number,
    /** Whether the holder was checked by its start time too (where `/proc` exists). */
    readonly holderVerified = true,
  ) {
    super(
      `The sandbox data folder ${folder} is in use by another Railkit sandbox (process ${holderPid}). ` +
        `Stop that one first (kill ${holderPid}, or Ctrl+C in its terminal), or start this one with ` +
        'another --data-dir (RAILKIT_SANDBOX_DATA_DIR), or with --memory.' +
        (holderVerified
          ? ''
          : ` If no sandbox runs as process ${holderPid}, delete ${join(folder, lockFileName)} and start again.`),
    );
    this.name = 'FolderInUseError';
  }
}

/** Who a lock file names: a pid, and its start time in clock ticks since boot when it was known. */
interface Holder {
  pid: number;
  startTime?: string;
}

/** What the system says of a pid: alive (with its start time where `/proc` tells it), or gone. */
type ProcessState = { alive: false } | { alive: true; startTime?: string };

/**
 * Holds `folder` for this process until `release()`: the lock file is created exclusively with this
 * process's pid and start time. A lock file whose process is gone (killed, crashed, a zombie not yet
 * reaped) or whose pid now belongs to another process is taken over; one whose process lives refuses
 * with `FolderInUseError`, before anything in the folder is opened.
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
    if (holder && holder.pid !== process.pid) refuseIfHeld(folder, holder);
    // Left by a process that is gone (or half-written by one that died while writing): take it over.
    rmSync(path, { force: true });
  }
  throw new FolderInUseError(folder, readHolder(path)?.pid ?? 0);
}

function refuseIfHeld(folder: string, holder: Holder): void {
  const state = processState(holder.pid);
  if (!state.alive) return;
  const verifiable = state.startTime !== undefined;
  // Another process with that pid, started at another time: the holder is gone and its pid reused.
  if (verifiable && holder.startTime !== undefined && holder.startTime !== state.startTime) return;
  throw new FolderInUseError(folder, holder.pid, verifiable);
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
    writeSync(fd, `${process.pid}\n${ownStartTime()}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** This process's start time, or nothing where the system does not tell it. */
function ownStartTime(): string {
  const state = processState(process.pid);
  return state.alive ? (state.startTime ?? '') : '';
}

function readHolder(path: string): Holder | undefined {
  let lines: string[];
  try {
    lines = readFileSync(path, 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(lines[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const startTime = lines[1]?.trim();
  return startTime ? { pid, startTime } : { pid };
}

/**
 * From `/proc/<pid>/stat` where it exists (Linux): a zombie (`Z`) or a dead task (`X`) is gone, though
 * signal 0 still reaches it until its parent reaps it, which a parent that never reaps (a container's
 * PID 1 that is npm or a shell) never does. Elsewhere (macOS), signal 0 alone, without a start time.
 */
function processState(pid: number): ProcessState {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && procExists()) return { alive: false };
    return signalReaches(pid) ? { alive: true } : { alive: false };
  }
  // The command name (field 2) may hold spaces and parentheses: the fields after it follow the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  if (state === 'Z' || state === 'X' || state === 'x') return { alive: false };
  return { alive: true, startTime: fields[19] };
}

function procExists(): boolean {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
}

/** Signal 0 checks that a process exists without touching it; EPERM means it exists as another user. */
function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(path: string): void {
  if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
}
