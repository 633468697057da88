import cluster, { type Worker } from 'node:cluster';
import { unsetHeapFlags } from './heap-size';
import { againHint, onStopSignals } from './stop-signals';

/** What a worker tells the primary once it listens: the start banner the primary prints once. */
export interface WorkerReady {
  kind: 'railkit-sandbox-ready';
  banner: string;
}

/** Most workers one machine runs: more processes than that only queue on its cores and connections. */
export const maxWorkers = 64;

/** Each worker's node options: this command's, and the heap sizes it leaves unset. */
const workerExecArgv = (): string[] => [...process.execArgv, ...unsetHeapFlags()];

/** Whether this process is one of the sandbox processes `runWorkers` started. */
export const isWorker = cluster.isWorker;

/** A worker's part: hands its banner to the primary, which prints one for all. */
export function reportReady(banner: string): void {
  const ready: WorkerReady = { kind: 'railkit-sandbox-ready', banner };
  process.send?.(ready);
}

/**
 * The primary of `railkit-sandbox --workers N`: starts N sandbox processes (this same command) that
 * share the API and vault ports (the primary hands each connection to one of them in turn) and one
 * PostgreSQL database, prints the banner once all listen, starts a worker again when one dies, and on
 * Ctrl+C or SIGTERM stops them all gracefully and exits once every one has.
 */
export function runWorkers(count: number): void {
  const started = new Set<Worker>();
  /** Workers that answer requests: one that dies before it does is failing to start, not restarted. */
  const ready = new Set<Worker>();
  let bannerShown = false;
  let stopping = false;
  let failed = false;
  cluster.setupPrimary({ execArgv: workerExecArgv() });
  const fork = () => started.add(cluster.fork());

  cluster.on('message', (worker, message: Partial<WorkerReady>) => {
    if (message.kind !== 'railkit-sandbox-ready') return;
    ready.add(worker);
    if (bannerShown) return console.log(`Railkit sandbox: worker ${worker.process.pid} is answering.`);
    if (ready.size !== count) return;
    bannerShown = true;
    const pids = [...ready].map((each) => each.process.pid).join(' ');
    console.log(
      (message.banner ?? '').replace(
        '\nDemo merchant credentials',
        `  workers     ${count} processes on one database (pids ${pids})\n\nDemo merchant credentials`,
      ),
    );
  });
  cluster.on('exit', (worker, code, signal) => {
    const answered = ready.delete(worker);
    started.delete(worker);
    if (stopping) {
      // Ended by the stop's signal before it could take it (still starting): not a failure.
      if (code !== 0 && code !== null) failed = true;
      if (started.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    const cause = signal ?? `exit code ${code}`;
    if (!answered) {
      console.error(`Railkit sandbox: a worker failed to start (${cause}); stopping.`);
      failed = true;
      return stopAll('SIGTERM');
    }
    console.error(`Railkit sandbox: worker ${worker.process.pid} ended (${cause}); starting another.`);
    fork();
  });

  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    if (started.size === 0) process.exit(failed ? 1 : 0);
    for (const worker of started) worker.process.kill(signal);
  };
  onStopSignals({
    stop: (signal) => {
      console.log(
        `\n${signal}: stopping ${started.size} sandbox processes; ${againHint(signal)} again to stop at once.`,
      );
      // A Ctrl+C reached the workers too (one process group); a SIGTERM sent to the primary alone did not.
      stopAll('SIGTERM');
    },
    stopAtOnce: () => stopAll('SIGTERM'),
  });
  for (let index = 0; index < count; index++) fork();
}
