import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { until } from '../node-test-helpers';
import { signalGroup, startCli } from './cli-test-helpers';
import { useBackends } from './durable-test-helpers';
import { FolderInUseError, lockFileName, lockFolder } from './folder-lock';

/**
 * The data folder's lock is held by a live sandbox only: not by a killed one that is still a zombie
 * (its parent has not reaped it, maybe never will: a container whose PID 1 is npm or a shell), nor by
 * whatever process got its pid since. A live holder is refused with the remedy that works.
 */

const [pglite] = useBackends();
const scratch = mkdtempSync(join(tmpdir(), 'railkit-lock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Field 3 (state) and field 22 (start time) of `/proc/<pid>/stat`. */
function procStat(pid: number): { state: string; startTime: string } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0]!, startTime: fields[19]! };
}

/** A live process that is no sandbox, until the test ends it. */
async function bystander(): Promise<ChildProcess & { pid: number }> {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  await once(child, 'spawn');
  return child as ChildProcess & { pid: number };
}

function folderWithLock(content: string): string {
  const folder = mkdtempSync(join(scratch, 'folder-'));
  writeFileSync(join(folder, lockFileName), content);
  return folder;
}

describe.runIf(process.platform === 'linux')('the data folder lock', () => {
  it('is taken over from a killed sandbox left a zombie, and after kill -9 of npm run sandbox', async () => {
    const storage = await pglite!.fresh();
    const dataDir = (storage as { dataDir: string }).dataDir;
    // A parent that never reaps: the shell starts the CLI, then becomes `sleep`, which never waits.
    const parent = spawn(
      'sh',
      [
        '-c',
        'node --import tsx src/sandbox/cli.ts --data-dir "$1" & echo "cli pid $!"; exec sleep 120',
        'sh',
        dataDir,
      ],
      {
        env: { ...process.env, RAILKIT_SANDBOX_PORT: '0', RAILKIT_SANDBOX_VAULT_PORT: '0', DATABASE_URL: '' },
      },
    );
    let output = '';
    parent.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    parent.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await until(() => output.includes('Ctrl+C to stop'), 60_000);
      const pid = Number(/cli pid (\d+)/.exec(output)![1]);
      process.kill(pid, 'SIGKILL');
      await until(() => procStat(pid).state === 'Z', 5_000);

      const restarted = await startCli(storage, { via: 'npm' });
      expect(restarted.output()).toContain('Railkit sandbox is running');
      expect(procStat(pid).state).toBe('Z');

      // The whole group (npm and the sandbox) killed, and started again with no wait.
      signalGroup(restarted, 'SIGKILL');
      await restarted.exited;
      const again = await startCli(storage, { via: 'npm' });
      expect(again.output()).toContain('Railkit sandbox is running');
      signalGroup(again, 'SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      parent.kill('SIGKILL');
    }
  }, 90_000);

  it('is taken over from a pid that another process got since (another start time)', async () => {
    const stranger = await bystander();
    try {
      const folder = folderWithLock(`${stranger.pid}\n1\n`);
      const lock = lockFolder(folder);
      expect(readFileSync(join(folder, lockFileName), 'utf8')).toBe(
        `${process.pid}\n${procStat(process.pid).startTime}\n`,
      );
      lock.release();
    } finally {
      stranger.kill();
    }
  });

  it('refuses a live holder, naming the remedy: stop that one first', async () => {
    const holder = await bystander();
    try {
      for (const content of [`${holder.pid}\n${procStat(holder.pid).startTime}\n`, `${holder.pid}\n`]) {
        const folder = folderWithLock(content);
        let refusal: unknown;
        try {
          lockFolder(folder).release();
        } catch (error) {
          refusal = error;
        }
        expect(refusal).toBeInstanceOf(FolderInUseError);
        const message = (refusal as Error).message;
        expect(message).toContain(`(process ${holder.pid})`);
        expect(message).toContain(`Stop that one first (kill ${holder.pid}, or Ctrl+C in its terminal)`);
        expect(message).not.toContain('delete');
      }
    } finally {
      holder.kill();
    }
    // Where no start time can be checked (no /proc), the lock file may be stale: the message says so.
    const unverified = new FolderInUseError('/data', 4242, false);
    expect(unverified.message).toContain(
      `If no sandbox runs as process 4242, delete ${join('/data', lockFileName)}`,
    );
  });

  it('is taken over from a process that is gone', () => {
    const folder = folderWithLock('999999999\n1\n');
    lockFolder(folder).release();
    // Released: the lock file is gone with it.
    expect(() => readFileSync(join(folder, lockFileName))).toThrow();
  });
});
