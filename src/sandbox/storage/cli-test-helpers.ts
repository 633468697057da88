import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { StorageOption } from '../index';
import { until } from '../node-test-helpers';

/** `npm run sandbox` as a process of its own, as a developer runs it, with what it printed so far. */
export interface CliSandbox {
  child: ChildProcess;
  apiUrl: string;
  vaultUrl: string;
  ports: { api: string; vault: string };
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal that ended it). */
  exited: Promise<number | NodeJS.Signals>;
}

export interface CliOptions {
  /** Free ports unless given (a restart keeps its ports, so links handed out stay valid). */
  ports?: { api: string; vault: string };
  webhookUrl?: string;
  /** Resolve once the process runs, without waiting for the banner (it may refuse to start). */
  waitForBanner?: boolean;
  /**
   * `npm`: through `npm run sandbox`, as the README says, in a process group of its own (as in a
   * terminal, whose Ctrl+C signals the whole group: see `signalGroup`). `node` (the default): the CLI alone.
   */
  via?: 'node' | 'npm';
  /** More command-line arguments (`--workers 2`). */
  args?: string[];
}

/**
 * The CLI from its source under tsx, or with RAILKIT_TEST_CLI=built the built bin (after `npm run
 * build`), which runs the sandbox in a thread with a sized heap: the same tests for both.
 */
const cliEntry = () =>
  process.env.RAILKIT_TEST_CLI === 'built'
    ? ['dist/node/sandbox-cli.js']
    : ['--import', 'tsx', 'src/sandbox/cli.ts'];

/** Starts the CLI on `storage` (a PGlite folder or a PostgreSQL URL) and waits for its banner. */
export async function startCli(storage: StorageOption, options: CliOptions = {}): Promise<CliSandbox> {
  const args: string[] = [...(options.args ?? [])];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    RAILKIT_SANDBOX_PORT: options.ports?.api ?? '0',
    RAILKIT_SANDBOX_VAULT_PORT: options.ports?.vault ?? '0',
    RAILKIT_SANDBOX_WEBHOOK_URL: options.webhookUrl ?? '',
    DATABASE_URL: '',
  };
  if (storage === 'memory') args.push('--memory');
  else if ('dataDir' in storage) args.push('--data-dir', storage.dataDir);
  else env.DATABASE_URL = storage.databaseUrl;
  const child =
    options.via === 'npm'
      ? spawn('npm', ['run', '--silent', 'sandbox', '--', ...args], {
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        })
      : spawn(process.execPath, [...cliEntry(), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | NodeJS.Signals);
  const cli: CliSandbox = {
    child,
    apiUrl: '',
    vaultUrl: '',
    ports: { api: '', vault: '' },
    output: () => output,
    exited,
  };
  if (options.waitForBanner === false) return cli;
  let ended = false;
  void exited.then(() => (ended = true));
  // Generous: PGlite starts in seconds, but CI machines can be busy.
  await until(() => output.includes('Ctrl+C to stop') || ended, 60_000).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  if (ended) throw new Error(`The sandbox CLI ended before it started:\n${output}`);
  const url = (label: string) => new RegExp(`${label}\\s+(http://\\S+)`).exec(output)![1]!;
  cli.apiUrl = url('API host');
  cli.vaultUrl = url('vault host');
  cli.ports = { api: new URL(cli.apiUrl).port, vault: new URL(cli.vaultUrl).port };
  return cli;
}

/** Ends the process with `signal` (SIGKILL: a crash) and waits until it is gone. */
export async function stopCli(cli: CliSandbox, signal: NodeJS.Signals = 'SIGTERM') {
  if (cli.child.exitCode === null && cli.child.signalCode === null) cli.child.kill(signal);
  return cli.exited;
}

/** `signal` to the CLI's whole process group (started `via: 'npm'`): what a Ctrl+C in its terminal does. */
export function signalGroup(cli: CliSandbox, signal: NodeJS.Signals): void {
  process.kill(-cli.child.pid!, signal);
}

/**
 * Sends `send` until the sandbox answers with something else than a 5xx or a broken connection: what a
 * merchant's retry loop does across a restart (same key, same body every time).
 */
export async function untilAnswered<T extends { status: number }>(
  send: () => Promise<T>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await send().catch(() => undefined);
    if (answer && answer.status < 500) return answer;
    if (Date.now() > deadline) throw new Error(`no answer in ${timeoutMs} ms (last: ${answer?.status})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
