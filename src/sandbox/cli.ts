import { parseArgs } from 'node:util';
import { isMainThread } from 'node:worker_threads';
import type { Sandbox, StorageOption } from './index';
import { runInHeapSizedThread, sandboxHeapFlags, unsetHeapFlags } from './heap-size';
import { againHint, onStopSignals } from './stop-signals';
import { isWorker, maxWorkers, reportReady, runWorkers } from './workers';

const usage = `Usage: railkit-sandbox [--data-dir <folder>] [--memory] [--stop-timeout <seconds>] [--workers <n>]
       railkit-sandbox listen --forward-to <url>   forward notifications to your server
       railkit-sandbox trigger <event>             make the platform send one (--list names them)
       railkit-sandbox logs [--status 5xx]         follow the requests it answers
       (each command: --help)

Starts the Railkit sandbox platform (API host and vault host) until Ctrl+C (SIGINT) or SIGTERM. A stop
answers every request that reached it, waiting at most --stop-timeout seconds (10), then commits and
exits 0; another Ctrl+C a second or more later stops at once. One sandbox at a time uses a data folder
or database.

State is kept across restarts, in this order of choice:
  --memory             nothing is kept: the state is gone when the sandbox stops
  --data-dir <folder>  PGlite files in <folder>
  DATABASE_URL         a PostgreSQL server (postgres://user:password@host:5432/db; needs npm install pg)
  RAILKIT_SANDBOX_DATA_DIR, else ./.railkit-sandbox   PGlite files in that folder

Several processes (PostgreSQL only; PGlite keeps a folder to one process):
  --workers <n>        n sandbox processes on this machine, sharing its ports and DATABASE_URL
  Sandboxes on other machines with the same DATABASE_URL join them (put a load balancer in front):
  every request, payout and notification is handled exactly once whichever process gets it.

Memory: the heap is sized for a long-running service (V8's --max-semi-space-size=4 and
--max-old-space-size=512, in a thread of this process); heap flags in the command or in NODE_OPTIONS
size it instead (NODE_OPTIONS=--max-old-space-size=2048 npx railkit-sandbox).

Ports: RAILKIT_SANDBOX_PORT (4010) and RAILKIT_SANDBOX_VAULT_PORT (4011).

The console, for people: http://127.0.0.1:4010/console/ (sign in with the client id and secret).`;

/** The commands beside starting: clients of a running sandbox's HTTP routes, loaded when named. */
const commands: Record<string, () => Promise<(args: string[]) => Promise<void>>> = {
  listen: async () => (await import('./cli/listen')).listen,
  trigger: async () => (await import('./cli/trigger')).trigger,
  logs: async () => (await import('./cli/logs')).logs,
};

interface CliOptions {
  storage: StorageOption;
  /** Absent: the sandbox's default (10 s). */
  stopDeadlineMs: number | undefined;
  workers: number;
}

/** Where the state lives and how long a stop waits, from the command line and the environment. */
function optionsFromArgs(args: string[], env: NodeJS.ProcessEnv): CliOptions | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      memory: { type: 'boolean' },
      'data-dir': { type: 'string' },
      'stop-timeout': { type: 'string' },
      workers: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  const storage = storageOf(values, env);
  return {
    storage,
    stopDeadlineMs: stopDeadlineOf(values['stop-timeout']),
    workers: workersOf(values.workers, storage),
  };
}

function workersOf(value: string | undefined, storage: StorageOption): number {
  if (value === undefined) return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > maxWorkers) {
    throw new Error(`--workers takes a whole number from 1 to ${maxWorkers}, not ${JSON.stringify(value)}.`);
  }
  if (count > 1 && (storage === 'memory' || !('databaseUrl' in storage))) {
    throw new Error(
      '--workers needs a PostgreSQL database: set DATABASE_URL. PGlite (--data-dir) and --memory keep ' +
        'the state in one process.',
    );
  }
  return count;
}

function storageOf(values: { memory?: boolean; 'data-dir'?: string }, env: NodeJS.ProcessEnv): StorageOption {
  if (values.memory && values['data-dir']) throw new Error('Choose --memory or --data-dir, not both.');
  if (values.memory) return 'memory';
  if (values['data-dir']) return { dataDir: values['data-dir'] };
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL };
  return { dataDir: env.RAILKIT_SANDBOX_DATA_DIR || '.railkit-sandbox' };
}

function stopDeadlineOf(seconds: string | undefined): number | undefined {
  if (seconds === undefined) return undefined;
  const value = Number(seconds);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`--stop-timeout takes a number of seconds (0 or more), not ${JSON.stringify(seconds)}.`);
  }
  return value * 1_000;
}

/** `npm run sandbox` / `npx railkit-sandbox`: the sandbox alone on its default ports, until Ctrl+C. */
async function main(): Promise<void> {
  const [first = '', ...rest] = process.argv.slice(2);
  const command = Object.hasOwn(commands, first) ? commands[first] : undefined;
  if (command) {
    await (
      await command()
    )(rest);
    // Kept-alive connections to the sandbox would hold the process a few seconds more.
    process.exit(0);
  }
  let options: CliOptions | 'help';
  try {
    options = optionsFromArgs(process.argv.slice(2), process.env);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  }
  if (options === 'help') return console.log(usage);
  if (options.workers > 1 && !isWorker) return runWorkers(options.workers);
  // Checked and started here, the sandbox itself loads in the thread only. Under tsx (`npm run sandbox`,
  // which passes the heap flags itself) a thread could not load TypeScript: Node 20 keeps loader hooks
  // to the main thread.
  const built = !import.meta.url.endsWith('.ts');
  if (built && isMainThread && unsetHeapFlags().length === sandboxHeapFlags.length) {
    return runInHeapSizedThread(new URL(import.meta.url));
  }
  await run(options);
}

/** Starts the sandbox in this process (or thread) and prints how to use it. */
async function run(options: CliOptions): Promise<void> {
  const [{ startSandbox }, { defaultStopDeadlineMs }, { supportedCountries }, testValues] = await Promise.all(
    [
      import('./index'),
      import('./http/lifecycle'),
      import('./platform/instruments/bank-account-schemas'),
      import('./platform/shared/test-values'),
    ],
  );
  const { payoutAccountTestValues, payoutAmountTestValues } = testValues;
  const sandbox = await startSandbox({ quiet: false, storage: options.storage });
  const { clientId, clientSecret, apiKey, webhookSecret } = sandbox.credentials;
  const lines = [
    '',
    'Railkit sandbox is running',
    `  API host    ${sandbox.apiUrl}`,
    `  vault host  ${sandbox.vaultUrl}`,
    `  state       ${sandbox.storage === 'memory' ? 'in memory: gone when the sandbox stops (without --memory it is kept)' : sandbox.storage}`,
    '',
    'Demo merchant credentials',
    `  client_id      ${clientId}`,
    `  client_secret  ${clientSecret}`,
    `  x-api-key      ${apiKey}`,
    `  webhook secret ${webhookSecret}${process.env.RAILKIT_SANDBOX_WEBHOOK_URL ? ` -> ${process.env.RAILKIT_SANDBOX_WEBHOOK_URL}` : ' (set RAILKIT_SANDBOX_WEBHOOK_URL to receive notifications)'}`,
    '',
    'Console (sign in with the client_id and client_secret)',
    `  ${sandbox.apiUrl}/console/`,
    '',
    'Get a token',
    `  curl -s -X POST ${sandbox.apiUrl}/auth/token -d grant_type=client_credentials -d client_id=${clientId} -d client_secret=${clientSecret}`,
    '',
    `Payout countries: ${supportedCountries.join(' ')}`,
    '',
    'Test values (anything else pays out successfully)',
    ...payoutAmountTestValues.map(
      (test) => `  amount ending ${test.endsWith.padEnd(24)} ${test.description}`,
    ),
    ...payoutAccountTestValues.map(
      (test) => `  ${test.country} ${test.field.padEnd(22)}${test.value.padEnd(24)} ${test.description}`,
    ),
    '',
    'Ctrl+C to stop.',
    '',
  ];
  // Before the banner: whoever reads "Ctrl+C to stop" may send it at once.
  stopOnSignals(sandbox, options.stopDeadlineMs ?? defaultStopDeadlineMs);
  if (isWorker) reportReady(lines.join('\n'));
  else console.log(lines.join('\n'));
}

/**
 * SIGINT or SIGTERM: a graceful stop, printed; another one a second or more later stops at once (the
 * repeat of one Ctrl+C that npm relays is the same stop, see stop-signals.ts).
 */
function stopOnSignals(sandbox: Sandbox, deadlineMs: number): void {
  onStopSignals({
    stop: (signal) => void stopGracefully(sandbox, deadlineMs, signal),
    stopAtOnce: (signal) => {
      console.log(`${signal} again: stopping at once; requests still running are cut.`);
      process.exit(1);
    },
  });
}

async function stopGracefully(sandbox: Sandbox, deadlineMs: number, signal: NodeJS.Signals): Promise<void> {
  const count = sandbox.requestsInFlight;
  console.log(
    `\n${signal}: stopping the sandbox, answering ${count} ${count === 1 ? 'request' : 'requests'} in flight ` +
      `(at most ${deadlineMs / 1_000} s) and those already sent; ${againHint(signal)} again to stop at once.`,
  );
  const cut = await sandbox.close({ deadlineMs });
  console.log(
    cut > 0 ? `Stopped; ${cut} requests were cut by the deadline.` : 'Stopped; every request was answered.',
  );
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
